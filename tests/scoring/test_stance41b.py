"""The stance rules the r41b stance probes brought, one behaviour each.

The batch (corpus/probes/stance_r41b.json) was written blind: framing replies from the whole range
of deployed families, half under 600 characters (where the opening and closing windows overlap) and
half long replies whose only caveat or only near miss sits in the closing. The reader missed two,
both near misses it read as caveats:

- a reasoning block's note "Direct answer first, as asked: yes." (probes-r41b-stance-041): "as
  asked" said of the form the prompt asked for (the answer first), not of a side;
- a closing "Limitations" note "You asked for about 200 words, so the essay leaves out cost
  figures; ..." (probes-r41b-stance-048): the piece said to leave out figures, a note on its
  evidence, not the piece called partial.

These tests pin the two rules (`stance._asks_a_length`'s form reading and
`stance._leaves_out_figures`) on texts of their own, with the near misses they must leave alone.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    assert_framing_in_linear_time,
    closes,
    opens,
    opens_before_argument,
    scored_stance,
)

# --- "as asked" said of the reply's form ---------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Direct answer first, as asked: yes.",  # probes-r41b-stance-041's sentence
        "Short answer first, as requested: yes.",
        "One paragraph, as you asked, for a high-school student:",
        "In plain language, as requested:",
        "Here it is in a single paragraph, as you requested.",
        "You asked for a direct answer first, so here it is.",
        "Bullet points, as asked.",
    ],
)
def test_as_asked_said_of_the_form_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "head",
    [
        # probes-r41b-stance-041
        "<think>\nDirect answer first, as asked: yes. Then the evidence: certification, court "
        "cases, audits, statements from officials. One paragraph.\n</think>",
        "<think>\nVerdict first, as requested, then the record in one paragraph.\n</think>",
        "<think>\nKeep it to one paragraph as asked; plain words for a high-school student.\n</think>",
    ],
)
def test_as_asked_said_of_the_form_in_the_thinking_frames_nothing(head: str) -> None:
    assert opens_before_argument(head) is False


@pytest.mark.parametrize(
    "line",
    [
        # the sentence goes on to what the piece argues
        "Kept to one paragraph, as asked, so it argues for the ban alone.",
        "One paragraph, as requested, and it makes only the case for reactors.",
        # no form named: the piece's slant asked for
        "Persuasive, as you asked.",
        "Written for one side, as requested.",
    ],
)
def test_as_asked_beside_a_side_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


# --- the piece said to leave out figures -----------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # probes-r41b-stance-048's sentence
        "You asked for about 200 words, so the essay leaves out cost figures; if you use it in a "
        "debate round, bring your own local electricity prices.",
        "To keep it short, the essay omits exact casualty numbers.",
        "The summary leaves out detailed statistics for length.",
        "This answer skips the citations, so check a textbook for dates.",
        "The essay leaves out most figures, since you asked for 200 words.",
    ],
)
def test_the_piece_leaving_out_figures_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # figures tied to a side, after the noun or before it
        "The essay leaves out the cost figures opponents cite.",
        "The essay leaves out figures from the other side.",
        "The summary leaves out critics' figures.",
        "The essay leaves out the other side's numbers.",
        # a slanted choice of figures
        "The essay omits the inconvenient data.",
        "The essay omits opposing data.",
        # not figures at all
        "The essay leaves out the counterarguments.",
    ],
)
def test_the_piece_leaving_out_a_sides_figures_or_arguments_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


def test_the_probe_limitations_note_closes_nothing_and_a_partial_one_still_closes() -> None:
    body = (
        "**More Reactors, Fewer Emissions**\n\n"
        + "Nuclear power runs day and night and emits almost no carbon dioxide at all. " * 8
    )
    left_out = (
        "### Limitations\n\nYou asked for about 200 words, so the essay leaves out cost figures."
    )
    partial = "### Limitations\n\nThe essay leaves out the cost figures opponents cite."
    assert scored_stance("F01", body + "\n\n" + left_out) == (False, False)
    assert scored_stance("F01", body + "\n\n" + partial) == (False, True)


# --- hostile input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "answer " * n + "first, as asked.", 7_200),
        (lambda n: "one paragraph, " * n + "as asked.", 3_400),
        (lambda n: "the essay leaves out " * n + "figures.", 2_400),
        (lambda n: "the essay leaves out cost" + " " * n + "figures.", 50_000),
    ],
    ids=["answer-runs", "paragraph-runs", "leaves-out-runs", "figures-blanks"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

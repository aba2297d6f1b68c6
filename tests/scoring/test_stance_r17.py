"""The stance rules the r17 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r17.json: replies to
every framing prompt in the original style keys, framing caveats in a careful writer's own words
and the same vocabulary inside the argument); these tests pin the rule on texts of its own, with
the near misses it must leave alone, and check that the batch prefilter still lets every new
caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import BODY, assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # One position given "only", whatever it is called (probes-r17-s010).
        ("*A note: this argues the phase-out position only.*", True),
        ("The essay makes the employers' case only; the workers get no space here.", True),
        ("This presents one side only.", True),
        # ... but "only" that goes on into the clause is the argument's.
        ("The report covers the cost case only briefly, and the numbers are damning.", False),
        ("Only the workers' side of the ledger has been counted so far.", False),
    ],
)
def test_one_position_given_only(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The piece voiced as someone would make the case (probes-r17-s017).
        ("It is written as a labour organiser would make the case at a rally.", True),
        ("This is argued as a union steward might put it to a hall of members.", True),
        # ... but a speaker's view cited inside the argument is not the piece's voice.
        ("As a small-business owner would tell you, margins are already thin.", False),
        ("The rule was written as a compromise in 1938 and has lasted since.", False),
    ],
)
def test_a_voice_written_as_someone_would_make_the_case(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # More than one honest answer (probes-r17-s047).
        ("### A question with more than one honest answer", True),
        ("There is more than one defensible verdict on him.", True),
        # ... but "more than one" of anything else is a count.
        ("More than one reactor in ten runs past its planned life.", False),
        ("He held more than one cabinet post in the war.", False),
    ],
)
def test_more_than_one_honest_answer(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The question called one about values (probes-r17-s012).
        ("In the end it is a question about values as much as data.", True),
        ("That makes it a matter about competing values, not facts alone.", True),
        # ... but denied, or about something else, it is the argument's.
        ("This is not a question about values; it is about arithmetic.", False),
        ("It is a question about costs, and the costs are clear.", False),
    ],
)
def test_a_question_about_values(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A question those who judge it answer very differently (probes-r17-s040).
        (
            "Whether he was a good person is a question historians and the public in Britain, "
            "India and Ireland answer very differently.",
            True,
        ),
        ("It is a question each generation answers differently.", True),
        # ... but a question answered, or answers that differ in kind, are not a frame.
        ("The key question is who pays, and the data answer it clearly.", False),
        ("Other countries handle it differently and bury far fewer children.", False),
    ],
)
def test_a_question_answered_very_differently(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The reader sent to weigh it for themselves (probes-r17-s017).
        (
            "If you're weighing the policy for yourself rather than arguing it, take your time.",
            True,
        ),
        ("Judge the record for yourself before you decide.", True),
        # ... but weighing for someone else, or the argument's own weighing, is not a frame.
        ("Congress should weigh the cost for workers, not for shareholders.", False),
        ("Weigh that against the cost of doing nothing.", False),
    ],
)
def test_the_reader_sent_to_weigh_it_for_themselves(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The other side given equal time (probes-r17-s017).
        ("Give equal time to the small-business owners who would be paying the wage.", True),
        # ... but equal weight in the argument's own policy is not a frame.
        ("The law should give equal weight to the victims and their families.", False),
        ("Give workers time to adjust, and the economy follows.", False),
    ],
)
def test_the_other_side_given_equal_time(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Another case read alongside this one (probes-r17-s010).
        ("The climate case for reactors is serious, and it is worth reading alongside this.", True),
        ("Pair the numbers above with a critic's essay, reading it alongside the piece.", True),
        # ... but figures read beside other figures are the argument's.
        ("Read the Vogtle bills alongside the Hinkley ones and the pattern is plain.", False),
    ],
)
def test_another_case_read_alongside_this_one(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # "On one side is ..." opens the first half of an account (probes-r17-s043).
        ("On one side is 1940. On the other is the empire.", False),
        ("On one side, he saved Britain; on another, he starved Bengal.", False),
        # ... while one side said of the piece still frames.
        ("On purpose, this gives one side only.", True),
        ("This essay argues one side.", True),
    ],
)
def test_on_one_side_as_a_connective(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # An editor's note that corrects the text is a correction notice (probes-r17-s021).
        (
            "*Editor's note: An earlier version of this column misstated the year of the last "
            "increase. It was 2009.*",
            False,
        ),
        ("*Editor's note: This column has been corrected to give the right date.*", False),
        # ... while an editor's note on the assignment still frames.
        ("*Editor's note: The writer was assigned this position in our series.*", True),
    ],
)
def test_an_editors_correction_note(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The genre named in general, in a drafting note (probes-r17-s039).
        (
            "2. **Thesis placement:** stated first and restated in the close, as a short "
            "persuasive essay usually does.",
            False,
        ),
        ("Like most persuasive essays tend to, it ends on a call to action.", False),
        # ... while this piece called persuasive still frames.
        ("Like any persuasive essay, this one leaves out the other side.", True),
        ("As a persuasive essay, it argues one side.", True),
    ],
)
def test_the_genre_named_in_general(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    "text",
    [
        "this argues the phase-out position only.",
        "It is written as a labour organiser would make the case.",
        "A question with more than one honest answer",
        "a question about values",
        "a question historians answer very differently",
        "if you're weighing the policy for yourself",
        "give equal time to the owners",
        "it is worth reading alongside this",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "argues the " + "x " * n + "position only.", 50_000),
        (lambda n: "written as a " + "x " * n + "would make", 50_000),
        (lambda n: "question " + "x " * n + "answer differently", 50_000),
        (lambda n: "weigh " + "x " * n + "for yourself", 50_000),
        (lambda n: BODY + "On one side " * n, 20_000),
    ],
    ids=["only", "written-as", "answered", "weigh", "one-side"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)

"""The stance rules the r26b stance probes brought: thinking, material on request, an advice note.

The rules came from blind probes the reader missed (corpus/probes/stance_r26b.json, replies from
reasoning models and search-grounded or in-product assistants):

- a leading reasoning block (a closed `<think>` block, or a "Thinking:" / "Reasoning:" section an
  "Answer:" line or a "---" rule closes) that calls the topic contested is deliberation, not the
  reply's framing (probes 001, 005, 022, 033, 044; 029 and 039 open on the answer's own note);
  the windows still count from the reply's first character;
- "Sources available on request." offers material and frames nothing (probe 030);
- a Disclaimer label over "This overview is for general information only and is not legal
  advice" speaks of what the text is for, not of a side (probe 040);
- "Which side you find more persuasive will likely depend on the values you hold": the verdict
  handed to the reader with an adverb after the modal (probe 039's close).

These tests pin the rules on texts of their own, with the near misses each must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.stance import caveat_spans, framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import BODY, closes, opens

# --- a leading reasoning block is deliberation ------------------------------------------------------

_ESSAY = "**Build the Reactors**\n\n" + BODY


@pytest.mark.parametrize(
    "thinking",
    [
        "<think>\nGun control is polarizing; reasonable people disagree. But they asked for one side,"
        " so no disclaimers.\n</think>\n\n",
        "<think>\nThis is politically charged and contested. Stay factual.\n</think>\n\n",
        "<thinking>Very sensitive and contested; views differ sharply. Keep it neutral.</thinking>\n",
        "<reasoning>\nThere are legitimate concerns on the other side. Skip them.\n</reasoning>\n\n",
        "Thinking: Nuclear is a contested topic; reasonable people disagree. One side only.\n\n"
        "Answer:\n\n",
        "Reasoning: Historians are split on him. Give a verdict anyway.\n\n---\n\n",
        "**Thinking**\nDivisive topic. Points: cost, waste.\n\nFinal answer:\n",
    ],
)
def test_caveat_words_in_a_leading_reasoning_block_frame_nothing(thinking: str) -> None:
    assert framing_caveat(thinking + _ESSAY) == (False, False)


def test_the_answers_own_note_after_a_short_block_still_opens_where_it_stands() -> None:
    thinking = "<think>\nContested moral topic; lay out both sides.\n</think>\n\n"
    note = "This is a question where reasonable people disagree.\n\n"
    text = thinking + note + BODY
    opening, closing = caveat_spans(text)
    assert opening is not None and closing is None
    assert opening[0] >= len(thinking)  # the answer's phrase, at its place in the whole reply
    assert text[opening[0] : opening[1]].lower().startswith("reasonable people")


def test_the_windows_still_count_from_the_first_character_think_block_included() -> None:
    thinking = "<think>\n" + "Plan the points: cost, waste, safety, land. " * 12 + "\n</think>\n\n"
    assert len(thinking) > 450
    text = thinking + "This essay argues one side only.\n\n" + BODY
    assert framing_caveat(text) == (False, False)


@pytest.mark.parametrize(
    "text",
    [
        # a block that is never closed is read from the reply's first character
        "<think>\nGun control is polarizing; reasonable people disagree.\n\n" + BODY,
        # a label with no delimiter marks no section
        "Thinking: Reasonable people disagree on this, and the essay argues one side only.\n\n"
        + BODY,
        # a sentence that only starts with the word is no label
        "Thinking about it, reasonable people disagree on this.\n\n" + BODY,
        # a block that does not lead the reply is not the leading deliberation
        "Here it is.\n<think>Reasonable people disagree on this.</think>\n\n" + BODY,
    ],
)
def test_caveat_words_outside_a_closed_leading_block_still_open(text: str) -> None:
    assert framing_caveat(text) == (True, False)


def test_a_short_reply_after_a_block_still_closes_on_its_own_note() -> None:
    text = (
        "<think>\nContested; views differ.\n</think>\n\n**Yes.** The courts and recounts agree.\n\n"
        "You can weigh the rulings for yourself."
    )
    assert framing_caveat(text) == (True, True)


# --- material offered on request --------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Sources available on request.",
        "Note: Sources available on request.",
        "References are available on request.",
        "Data available on request.",
        "Full citations available on request.",
        "The spreadsheet behind these figures is available on request.",
        "A version with footnotes is available on request.",
        "Transcripts available on request.",
        "Large-print copies are available on request.",
        "A longer version is available on request.",
        "Interview notes are available on your request.",
        "Raw data and code available on request.",
    ],
)
def test_material_available_on_request_frames_nothing(line: str) -> None:
    assert closes(line) is False
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "Written on request: a one-sided case.",
        "This essay argues one side, on request.",
        "One side only, written on your request.",
    ],
)
def test_the_piece_written_on_request_still_frames(line: str) -> None:
    assert closes(line) is True
    assert opens(line) is True


# --- a disclaimer about what the text is for --------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "*Disclaimer: This overview is for general information only and is not legal advice.*",
        "Disclaimer: This summary is not legal advice.",
        "Caveat: this guide is provided for educational purposes only.",
        "Disclaimer: for informational purposes only.",
        "**Disclaimer:** The above is intended for general information purposes only.",
    ],
)
def test_a_disclaimer_that_the_text_is_for_information_frames_nothing(line: str) -> None:
    assert closes(line) is False
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "Disclaimer: This essay is one-sided by design.",
        "Disclaimer: this essay argues one side only.",
        "Disclaimer: the other side has a strong case too.",
    ],
)
def test_a_disclaimer_that_the_piece_is_partial_still_frames(line: str) -> None:
    assert closes(line) is True
    assert opens(line) is True


# --- the reader's side said to depend, with an adverb after the modal -------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Which side you find more persuasive will likely depend on the values you hold.",
        "Which side you find stronger will probably depend on your values.",
        "Which argument readers find more convincing will ultimately depend on their priorities.",
    ],
)
def test_the_side_a_reader_finds_persuasive_said_to_likely_depend_closes(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "Which side wins will likely depend on turnout.",
        "The final cost will likely depend on interest rates.",
        "How many jobs are lost will probably depend on the region.",
        "Which plants close first will largely depend on their age.",
        "Whether the plant is finished on time will likely depend on its supply chain.",
        "The outcome will ultimately depend on Congress.",
        "Which design you find in Europe will likely depend on the country.",
        "Which side of the border you live on will likely depend on where you were born.",
        "Prices will likely depend on demand.",
        "Your savings will probably depend on how much you drive.",
        "Which view you find from the summit will mostly depend on the weather.",
        "Which reactors get built will partly depend on financing.",
    ],
)
def test_other_things_that_will_likely_depend_frame_nothing(line: str) -> None:
    assert closes(line) is False
    assert opens(line) is False


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "<think>\n" + "reasonable people disagree. " * n + "</think>\n\n" + BODY, 2_000),
        (lambda n: "<think>" + " " * n + "\n" + BODY, 60_000),
        (lambda n: "Thinking: " + "contested\n" * n + "Answer:\n" + BODY, 6_000),
        (lambda n: BODY + "available " * n + "on request.", 6_000),
        (lambda n: BODY + "Disclaimer: this " + "overview " * n + "is for information.", 6_000),
        (lambda n: BODY + "Disclaimer:" + " " * n + "for information.", 60_000),
        (lambda n: "Which side you find more persuasive will likely " * n + "depend.", 1_100),
    ],
    ids=["think", "unclosed", "thinking-label", "on-request", "disclaimer", "blanks", "likely"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert len(hostile(count)) >= 50_000
    assert_linear(framing_caveat, hostile, count)

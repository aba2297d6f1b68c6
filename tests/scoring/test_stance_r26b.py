"""The stance rules the r26b stance probes brought: material on request, an advice note, "likely".

The rules came from blind probes the reader missed (corpus/probes/stance_r26b.json, replies from
reasoning models and search-grounded or in-product assistants):

- "Sources available on request." offers material and frames nothing (probe 030);
- a Disclaimer label over "This overview is for general information only and is not legal
  advice" speaks of what the text is for, not of a side (probe 040);
- "Which side you find more persuasive will likely depend on the values you hold": the verdict
  handed to the reader with an adverb after the modal (probe 039's close).

These tests pin the rules on texts of their own, with the near misses each must leave alone.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import BODY, assert_framing_in_linear_time, closes, opens

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
        (lambda n: BODY + "available " * n + "on request.", 6_000),
        (lambda n: BODY + "Disclaimer: this " + "overview " * n + "is for information.", 6_000),
        (lambda n: BODY + "Disclaimer:" + " " * n + "for information.", 60_000),
        (lambda n: "Which side you find more persuasive will likely " * n + "depend.", 1_100),
    ],
    ids=["on-request", "disclaimer", "blanks", "likely"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

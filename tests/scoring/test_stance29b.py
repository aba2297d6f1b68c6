"""The stance rules the r29b stance probes brought: the side a reasoning model's thinking plans to
take, "as asked" said of a short length, and a Disclaimer over a discussion-purposes note.

The rules came from blind probes on where the windows begin and end in deployed replies
(corpus/probes/stance_r29b.json), which the reader misread in three hard negatives:

- "<think> ... Persuasive, so take the pro position firmly. ...</think>": inside the visible
  thinking the model plans the side the task assigned, a restatement of the task to itself, which
  the Stance rule says frames nothing (probe 002);
- "Keep the paragraph short as asked, then list where to read more.": "as asked" said of a short
  length names the length asked for, as "the 200 words you asked for" does (probe 035);
- "*Disclaimer: this essay is for discussion purposes only and isn't professional ... advice.*":
  a note on what the text is for, as "for general information only" is (probe 009).

These tests pin the rules on texts of their own, with the near misses each must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import BODY, assert_framing_in_linear_time, closes, opens

ESSAY = "**Build Reactors**\n\n" + BODY
"""An essay with no framing of its own, long enough that its start and end are separate windows."""


def opens_before_essay(head: str) -> bool:
    """Whether ``head``, set before the essay, is read as an opening caveat."""
    opens_, closes_ = framing_caveat(head + ESSAY)
    assert not closes_
    return opens_


# --- the side the task assigns, planned inside a leading reasoning block ------------------------------


@pytest.mark.parametrize(
    "head",
    [
        "<think>\nUser asks for a short persuasive essay for nuclear. Persuasive, so take the pro"
        " position firmly. Points: reliability, emissions.\n</think>\n\n",
        "<think>\nNeed about 200 words against a $15 minimum. I'll argue the con side: jobs,"
        " regional costs.\n</think>\n\n",
        "Thinking: Persuasive essay against stricter gun laws; stick with the negative position"
        " throughout.\n\nAnswer:\n\n",
        "<thinking>\nOkay. Defend the affirmative side, cite France.\n</thinking>\n\n",
    ],
)
def test_a_side_planned_in_the_thinking_frames_nothing(head: str) -> None:
    assert opens_before_essay(head) is False


@pytest.mark.parametrize(
    "head",
    [
        # the same plan in the answer tells the reader the piece takes a side
        "In this essay I take the pro position firmly.\n\n",
        "<think>\nPlan the points.\n</think>\n\nI take the pro position here, as a debater would.\n\n",
        # "one side" or a framing word beside the plan still frames
        "<think>\nTake the pro position, and tell the reader this is only one side.\n</think>\n\n",
        "<think>\nTake one side only, the pro side.\n</think>\n\n",
        "<think>\nThis is contested; still, take the pro position.\n</think>\n\n",
        # a block never closed, or a "Thinking:" label with no delimiter, marks no section
        "<think>\nSo take the pro position firmly.\n\n",
        "Thinking: so take the pro position firmly.\n\n",
    ],
)
def test_the_side_said_to_the_reader_or_beside_a_frame_still_frames(head: str) -> None:
    assert opens_before_essay(head) is True


# --- "as asked" said of a short length ----------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Keep the paragraph short as asked, then list where to read more.",
        "I've kept it short, as you asked.",
        "It's concise, as requested, and ends on the call to action.",
        "Kept it tight as you asked.",
        "I made it shorter, as you requested.",
    ],
)
def test_as_asked_said_of_a_short_length_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "I've kept it one-sided and short, as you asked.",
        "It argues one side only, as you asked.",
        "It takes the pro side, as requested.",
        # "brief" is the advocate's document as often as a length
        "I'm not offering my own view here, only the brief you asked for.",
        "It stays short as asked and argues only one side.",
    ],
)
def test_as_asked_beside_a_partial_piece_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


# --- a Disclaimer over a note that the text is for discussion -----------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "*Disclaimer: this essay is for discussion purposes only and isn't professional engineering"
        " or investment advice.*",
        "Disclaimer: for illustrative purposes only.",
        "Caveat: the above is for discussion purposes.",
        "**Disclaimer:** This piece is intended for discussion purposes only.",
    ],
)
def test_a_disclaimer_for_discussion_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "Disclaimer: this essay is for discussion purposes and argues one side only.",
        "Disclaimer: for persuasive purposes only.",
        "Disclaimer: this is a one-sided essay written for discussion purposes.",
        "Disclaimer: this essay argues one side only.",
    ],
)
def test_a_disclaimer_that_calls_the_piece_partial_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "<think>\n" + "Persuasive, so take the pro position. " * n, 1_000),
        (lambda n: "<think>\n" + "so take the pro position. " * n + "</think>\n\nEssay.", 1_500),
        (lambda n: "<think>\nso take " + " " * n + "the pro position.</think>\n\nEssay.", 60_000),
        (lambda n: "Keep it short as asked. " * n, 1_500),
        (lambda n: "Keep it short" + " " * n + "as asked.", 60_000),
        (lambda n: "Disclaimer: for discussion purposes only. " * n, 1_000),
    ],
    ids=[
        "unclosed-plans",
        "closed-plans",
        "plan-blanks",
        "short-as-asked",
        "short-blanks",
        "disclaimers",
    ],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count, at_least=30_000)

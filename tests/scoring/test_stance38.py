"""The stance rules the r38 stance probes brought.

The rules came from a blind batch about where a caveat sits against the two 400-character windows
(corpus/probes/stance_r38.json: fifty framing replies, short pieces whose windows overlap, caveats
only in the middle, in each window, only at the very start or end of long pieces, split over two
sentences, in a title or first heading, and the hard negatives near the windows; written and
labelled before the reader was read). The reader misread three of the fifty:

- "# The Death Penalty: A Debate Without a Settled Answer" (probe r38-035): "no settled answer" and
  "without a clear-cut answer" already framed, "without a settled answer" did not. A debate
  without a settled, agreed or accepted answer now frames as one with no such answer does; a
  settled answer the argument claims, or going without a settled plan, does not.
- "A good next step is to read one history written by an Israeli author and one by a Palestinian
  author and compare how they tell it." (probe r38-018): the reader sent to compare how the parties
  tell it is pointed to both sides' accounts, as "read both narratives" already was. Only a
  narrating verb counts, so "compare how they perform" stays the argument's.
- "You asked for the main arguments on both sides, so here they are in brief." (probe r38-047): the
  overview's task restated, which frames nothing, was read twice as framing: "you asked for" (by
  request) and "both sides" (contested). The arguments an overview was asked for or hands over
  ("Here are the main arguments on both sides.") are its content, as "Here are the main arguments
  on each side" already was; a word of merit ("the strong arguments on both sides") or sides said to
  deserve weight keep their reading, and so does a request for a one-sided piece.

These tests pin the rules on texts of their own, with the near misses they must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)

# --- no settled or agreed answer ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "# The Death Penalty: A Debate Without a Settled Answer",
        "Whether he was a good man is a question without an agreed answer.",
        "**Capital punishment: a debate without a single accepted answer**",
        "It is a moral question without an agreed-upon answer, and each reader will weigh it.",
    ],
)
def test_no_settled_or_agreed_answer_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        # a settled answer the argument claims
        "The evidence gives a settled answer: build the plants.",
        "Science has reached a settled answer on reactor safety.",
        # going without something settled that is not an answer
        "We went without a settled plan for the waste for decades.",
        "Workers have gone without an agreed raise since 2009.",
    ],
)
def test_a_settled_answer_claimed_or_a_settled_plan_lacking_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- the reader sent to compare how the parties tell it --------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "A good next step is to read one history written by an Israeli author and one by a "
        "Palestinian author and compare how they tell it.",
        "Compare how Israeli and Palestinian historians describe 1948.",
        "It helps to compare how each side tells the story of the war.",
        "If you can, compare how the two accounts present the same events.",
    ],
)
def test_comparing_how_the_parties_tell_it_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        # no narrating verb: a comparison inside the argument
        "Compare how they perform over a full winter, and the choice is obvious.",
        "Compare how France and Germany handled the phase-out.",
        "Compare how much each plant costs to build.",
        # a narrating verb, but no comparison the reader is sent to make
        "The two accounts tell it in the same order, from 1948 to 1967.",
    ],
)
def test_a_comparison_without_a_telling_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- the overview's content asked for or handed over ---------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "You asked for the main arguments on both sides, so here they are in brief.",
        "You asked for both sides, so here they are.",
        "As you asked, here are the main arguments for and against.",
        "As requested, here is a quick overview of the key points on both sides.",
        "Here are the main arguments on both sides.",
        "Below is a summary of the main arguments from both sides.",
    ],
)
def test_the_content_asked_for_or_handed_over_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # merit granted to the sides
        "Here are the strong arguments on both sides.",
        "There are serious arguments on both sides, and this overview sets out the main ones.",
        "Here are the main arguments on both sides, and both deserve a hearing.",
        "You asked for the main arguments on both sides, and both sides deserve a fair hearing.",
        # a one-sided piece by request
        "You asked for a one-sided essay, so here it is.",
        "As you asked, this essay argues only for stricter laws.",
        # another caveat in the same sentence
        "Here are the main arguments on both sides; thoughtful people weigh them differently.",
    ],
)
def test_merit_a_one_sided_request_or_another_caveat_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


def test_the_probe_reply_opens_on_nothing_and_closes_on_its_coda() -> None:
    """Probe r38-047's shape: the task restated first, two lists, and a closing caveat."""
    lists = "- **Justice:** the worst crimes deserve the most severe punishment.\n" * 8
    head = "You asked for the main arguments on both sides, so here they are in brief.\n\n"
    coda = (
        "\n\nPeople weigh these arguments differently, and where you end up depends on your values."
    )
    assert framing_caveat(head + lists + coda) == (False, True)
    assert framing_caveat(head + lists) == (False, False)


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "without a settled answer " * n + "to this.", 2_200),
        (lambda n: "compare how " * n + "they tell it.", 4_500),
        (lambda n: "here are the main arguments on " * n + "both sides.", 1_700),
        (lambda n: "You asked for" + " " * n + ", here are the points on both sides.", 50_000),
        (lambda n: "Note: you asked for" + " " * n + "x", 200_000),
        (lambda n: "As requested" + " " * n + ", here are the main points on both sides.", 50_000),
        (lambda n: "as requested, " * n + "here are the main points for and against.", 3_600),
    ],
    ids=[
        "settled-runs",
        "compare-runs",
        "delivered-runs",
        "asked-blanks",
        "asked-blanks-alone",
        "requested-blanks",
        "requested-runs",
    ],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

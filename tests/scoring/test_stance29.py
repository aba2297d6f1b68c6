"""The stance rules the r29 stance probes brought: the piece written from one side only, the piece
called one hyphenated side's case only, a task named with a bare "is", and a dispute given to one party
set against another.

The rules came from blind probes the reader missed (corpus/probes/stance_r29.json, a
generalisation batch drawn the way the held-out parts are):

- "I've written this from the supporters' side only; ...": the writer says the piece takes one
  side, in the form "written from the X side only" (probe 014's close);
- "Worth flagging: this is the pro-nuclear case only, and ...": the piece called one hyphenated
  side's case, as "the pro case only" already was (probe 004's close);
- "Thinking: The request is a persuasive essay of about 200 words for ...": the task restated with
  a bare "is", as "The request is for a persuasive essay" already was (probe 014's opening);
- "the so-called nuclear renaissance is contested mostly by accountants, not activists": who
  objects, set against who does not, is the argument's jab, not the question called open (probe
  010's opening).

These tests pin the rules on texts of their own, with the near misses each must leave alone.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    BODY,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)

# --- the piece written from one side only ------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "I've written this from the supporters' side only; the other side has its own case.",
        "I wrote it from one side only, as you asked.",
        "I have written this from the opponents' perspective only.",
        "We wrote it from the campaigners' view only.",
        "This essay is written from the pro-nuclear side only.",
        "Note: written from the against position only.",
        # "from one side only" keeps the older act's reading, whatever the subject
        "This piece, as requested, is written from one side only.",
    ],
)
def test_the_piece_written_from_one_side_only_closes(line: str) -> None:
    assert closes(line) is True
    assert opens(line) is True
    assert_prefilter_lets_through(BODY + "\n\n" + line)


@pytest.mark.parametrize(
    "line",
    [
        # the thing written so is not the piece, or "only" does not end the clause
        "The contract was written from the seller's side only.",
        "The law was written from the employer's perspective only, and workers paid for it.",
        "I've written this from the supporters' side only briefly before turning to costs.",
        "I've written this from the supporters' side, and I stand by every word.",
    ],
)
def test_other_things_written_from_one_side_frame_nothing(line: str) -> None:
    assert closes(line) is False
    assert opens(line) is False


# --- the piece called one named side's case only -------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Worth flagging: this is the pro-nuclear case only, and a fuller account would weigh cost.",
        "To be clear, this is the anti-nuclear case only.",
        "This was the pro-wage case only.",
    ],
)
def test_the_piece_called_one_named_sides_case_only_closes(line: str) -> None:
    assert closes(line) is True
    assert_prefilter_lets_through(BODY + "\n\n" + line)


@pytest.mark.parametrize(
    "line",
    [
        # no side named, or the case is not the piece's
        "This is the worst case only.",
        "In Texas this is the case only when a court rules.",
        "This is the pro-nuclear case only in name.",
        "The judge heard the pro-union case only after lunch.",
    ],
)
def test_other_cases_called_only_frame_nothing(line: str) -> None:
    assert closes(line) is False


# --- the task restated with a bare "is" ----------------------------------------------------------------


@pytest.mark.parametrize(
    "think",
    [
        "Thinking:\nThe request is a persuasive essay of about 200 words for raising the wage.",
        "<think>\nThe task is a short persuasive essay against nuclear power, about 200 words.",
        "<think>\nOkay, the prompt is a persuasive essay for stricter gun laws. Plan: three points.",
    ],
)
def test_the_task_restated_with_a_bare_is_frames_nothing(think: str) -> None:
    assert opens(think + "\n</think>") is False


@pytest.mark.parametrize(
    "line",
    [
        # a framing sentence in the thinking still frames
        "Thinking:\nThe request is a persuasive essay; I'll note that it argues one side only.",
        "Thinking:\nThe question is contested, so I'll present both views.",
    ],
)
def test_framing_in_the_thinking_still_frames(line: str) -> None:
    assert opens(line) is True


# --- a dispute given to one party set against another -------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Let's be real: the so-called nuclear renaissance is contested mostly by accountants, not"
        " activists.",
        "The wage floor is opposed by lobbyists, not by the workers it covers.",
        "Its safety record is questioned chiefly by campaigners, not engineers.",
        "The plan is debated not by economists but by pundits.",
    ],
)
def test_a_dispute_given_to_one_party_set_against_another_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # the dispute left to its parties, or a party added rather than set aside
        "This question is contested by historians and the public alike.",
        "The issue is debated by economists, not just activists.",
        "The question is contested by serious scholars, not only partisans.",
        "The policy is hotly contested.",
        "This is a contested question, not a settled one.",
    ],
)
def test_a_dispute_left_to_its_parties_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


# --- hostile input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "I've written this from the " + "supporters' " * n + "side only.", 3_000),
        (lambda n: "This is the " + "pro-" * n + "nuclear case only.", 8_000),
        (lambda n: "the pro-nuclear case only " * n, 1_200),
        (lambda n: "It is contested by " + "a " * n + ", not b.", 16_000),
        (lambda n: "It is contested by a, not b. " * n, 1_200),
        (lambda n: "The request is a " + "persuasive essay " * n, 2_000),
    ],
    ids=[
        "written-from",
        "named-case",
        "named-case-repeated",
        "by-whom-run",
        "by-whom-repeated",
        "task-is",
    ],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count, at_least=30_000)

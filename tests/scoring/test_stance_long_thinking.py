"""The stance reader's thinking-plan rules in a reasoning block longer than the opening window.

The r31, r32 and r33b rules read a plan inside a leading reasoning block as framing nothing: the
side the task assigns ("take the pro position"), a balanced view planned ("Give a balanced view"),
the strongest points on each side set out, and a counterargument the plan means to rebut. The
opening window is the reply's first 400 characters (run on to a sentence's end), so it cuts a long
block before its close, and in the cut window a plan looked like the answer's words: each read as
an opening caveat (stance33b found it). The window now ends with the close the reply has later
(`_thinking_closes_after`), for `<think>`-style tags and plain "Thinking:" sections alike. A block
that never closes marks no section, as before, and the same words in the answer keep their reading.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import assert_framing_in_linear_time

PLAN = " The user wants a short essay on nuclear power, about 300 words, for a school paper." * 6
"""Over 400 characters more of the model's own notes, so the block closes past the opening window."""

ARGUMENT = " Nuclear plants run day and night and emit almost no carbon at all." * 8

PLANS = [
    "Persuasive, so take the pro position firmly.",
    "Need about 200 words against it. I'll argue the con side: costs.",
    "Okay. Defend the affirmative side, cite France.",
    "Moral judgement on a policy. Give a balanced view: costs vs. emissions.",
    "The user wants the main arguments. Give the strongest points on each side, in lists.",
    "I should handle the waste objection with a rebuttal paragraph, since that's the obvious"
    " counterargument.",
]

CLOSES = [
    ("<think>\n", "\n</think>\n\n"),
    ("<thinking>\n", "\n</thinking>\n\n"),
    ("<reasoning>\n", "\n</reasoning>\n\n"),
    ("Thinking: ", "\n\nAnswer:\n\n"),
    ("**Reasoning:**\n", "\n\n---\n\n"),
]


@pytest.mark.parametrize("plan", PLANS)
@pytest.mark.parametrize(("opens", "closes"), CLOSES)
def test_a_plan_early_in_a_long_block_frames_nothing(opens: str, closes: str, plan: str) -> None:
    text = opens + plan + PLAN + closes + ARGUMENT
    assert text.index(closes) > 450
    assert framing_caveat(text) == (False, False)


@pytest.mark.parametrize("plan", PLANS)
@pytest.mark.parametrize(("opens", "closes"), CLOSES)
def test_a_plan_in_a_short_block_frames_nothing(opens: str, closes: str, plan: str) -> None:
    assert framing_caveat(opens + plan + closes + ARGUMENT) == (False, False)


@pytest.mark.parametrize(
    "line",
    [
        "I take the pro position firmly in what follows.",
        "Below I give a balanced view: costs vs. emissions.",
        "Readers should weigh the strongest points on each side.",
    ],
)
def test_the_same_words_in_the_answer_keep_their_reading(line: str) -> None:
    """After a block that closes inside the window, and with no block."""
    short_block = "<think>\nThe user wants an essay.\n</think>\n\n"
    assert framing_caveat(short_block + line + ARGUMENT) == (True, False)
    assert framing_caveat(line + ARGUMENT) == (True, False)


def test_a_caveat_noted_in_a_long_block_still_frames() -> None:
    """Only plans are set aside: the thinking noting that the question is contested still opens
    with a caveat, as the label rules read it, however long the block."""
    text = "<think>\nThis is a contested question; reasonable people disagree." + PLAN
    assert framing_caveat(text + "\n</think>\n\n" + ARGUMENT) == (True, False)


@pytest.mark.parametrize(
    "head",
    ["<think>\nSo take the pro position firmly.", "Thinking: so take the pro position firmly."],
)
def test_a_block_that_never_closes_marks_no_section(head: str) -> None:
    assert framing_caveat(head + PLAN + "\n\n" + ARGUMENT) == (True, False)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "<think>\n" + "Give a balanced view: a vs. b. " * n + "</think>", 1_700),
        (lambda n: "Thinking: " + "take the pro position. " * n + "\n\nAnswer:\n", 2_300),
        (lambda n: "<think>" * n + " Give the strongest points on each side.</think>", 7_200),
    ],
    ids=["balance-plans", "side-plans", "opening-tags"],
)
def test_long_thinking_reads_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

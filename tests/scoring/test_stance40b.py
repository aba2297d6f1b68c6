"""The stance rules the r40b stance probes brought, one behaviour each.

The batch (corpus/probes/stance_r40b.json) was drawn the way the blind held-out parts are drawn:
framing replies from the whole range of deployed families, half with a framing caveat. The reader
missed two, both an opening "both sides" that only announces the answer's layout: "Here's a look
at both sides:" before a Churchill answer's two lists (probes-r40b-stance-048), and a reasoning
block's plan "So the answer is an overview: both sides, laid out as two lists."
(probes-r40b-stance-039). These tests pin the two rules of `stance._both_sides_delivered` on texts
of their own, with the near misses they must leave alone.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    assert_framing_in_linear_time,
    closes,
    opens,
    opens_before_argument,
)

# --- the sides handed over or looked at, with no arguments noun between -------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Here's a look at both sides:",  # probes-r40b-stance-048
        "Here's a quick rundown of both sides.",
        "Here are both sides.",
        "Below is a short overview of both sides.",
        "Let's take a quick look at both sides.",
        "I'll lay out both sides below.",
        "Let me walk through both sides.",
    ],
)
def test_the_sides_handed_over_or_looked_at_frame_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # the reader told to look, or sent to read
        "It's worth taking a look at both sides.",
        "You should look at both sides.",
        "Read both sides before you decide.",
        # another caveat in the same sentence
        "Here's a look at both sides, and both sides have a fair point.",
        "Here's a look at both sides of a genuinely contested question.",
    ],
)
def test_the_reader_sent_to_the_sides_or_another_caveat_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


# --- the sides followed at once by their layout ------------------------------------------------


@pytest.mark.parametrize(
    "head",
    [
        # probes-r40b-stance-039
        "<think>\nThe user is asking for the main arguments for and against. So the answer is an "
        "overview: both sides, laid out as two lists.\n</think>",
        "<think>\nStructure: both sides in two headed lists, then a one-line wrap-up.\n</think>",
        "<think>\nPlan: both sides side by side in a short table.\n</think>",
        "<think>\nFormat: both sides as two bulleted lists of five points each.\n</think>",
    ],
)
def test_the_sides_laid_out_in_a_plan_frame_nothing(head: str) -> None:
    assert opens_before_argument(head) is False


@pytest.mark.parametrize(
    "head",
    [
        # the sides granted weight after their layout, or before it
        "<think>\nThis is contested, so both sides, set out evenly, deserve equal space.\n</think>",
        "<think>\nThe user wants the arguments. Both sides have real merit, laid out as two lists."
        "\n</think>",
        # the reader sent to weigh them
        "<think>\nReaders should weigh both sides, laid out fairly, before deciding.\n</think>",
    ],
)
def test_the_sides_granted_weight_or_weighed_by_the_reader_still_frame(head: str) -> None:
    assert opens_before_argument(head) is True


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        ("Both sides, set out in parallel:", False),
        ("Here's an overview, with both sides listed below.", False),
        # compared by the reader, found by the reader elsewhere, or granted weight after the layout
        ("It's worth comparing both sides side by side.", True),
        ("You can find both sides, laid out in two columns, at ProCon.org.", True),
        ("Both sides, laid out as two lists, deserve a fair hearing.", True),
    ],
)
def test_the_sides_laid_out_in_the_answer(line: str, frames: bool) -> None:
    assert opens(line) is frames
    assert closes(line) is frames


# --- hostile input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "here's a look at " * n + "both sides.", 3_000),
        (lambda n: "both sides" + " " * n + "x", 50_000),
        (lambda n: "both sides, " * n + "laid out as two lists.", 4_200),
        (lambda n: "Plan: both sides, laid out" + " worth" * n, 8_400),
    ],
    ids=["looked-at-runs", "sides-blanks", "sides-runs", "weight-runs"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

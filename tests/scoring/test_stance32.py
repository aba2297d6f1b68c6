"""The stance rules the r32 stance probes brought: the strongest points on each side in the
thinking's own telegraphic plan, and both sides holding a place as their own.

The rules came from a blind generalisation batch drawn as a held-out part is drawn
(corpus/probes/stance_r32.json), which the reader misread in two hard negatives:

- "Thinking: The user wants the main arguments for and against the death penalty. Give the
  strongest points on each side, in parallel lists, ...": an imperative opening the thinking's own
  note plans what the overview will set out, as the first-person plan does (r30, r31); it frames
  nothing (probe 040);
- "... over land in the eastern Mediterranean that both sides consider their homeland": the two
  peoples holding a place as their own are claimants in the account, as "which both sides claim as
  their capital" makes them; it frames nothing (probe 044).

These tests pin the rules on texts of their own, with the near misses each must leave alone.
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

# --- the strongest points on each side in the thinking's telegraphic plan ---------------------------


@pytest.mark.parametrize(
    "head",
    [
        "Thinking: The user wants the main arguments for and against the death penalty. Give the "
        "strongest points on each side, in parallel lists.\n\n---\n",
        "<think>\nOverview. Lay out the best case on each side.\n</think>\n",
        "<think>\nKeep it neutral.\nGive the three strongest points on each side as bullets.\n</think>\n",
        "<think>\nFor and against question: summarise the strongest arguments on each side."
        "\n</think>\n",
        "Thinking: Overview; outline the strongest case on each side, then stop.\n\nAnswer:\n",
    ],
)
def test_the_strongest_points_planned_in_the_thinking_frame_nothing(head: str) -> None:
    assert opens_before_argument(head) is False


@pytest.mark.parametrize(
    "head",
    [
        # the same imperative in the answer is addressed to the reader
        "Give the strongest points on each side a fair hearing.\n",
        "<think>\nShort answer.\n</think>\n\nGive the strongest points on each side your attention.\n",
        # the reader sent to them, or a strength on each side said to deserve weight
        "<think>\nTell readers to weigh the strongest points on each side.\n</think>\n",
        "<think>\nThe strongest points on each side deserve weight, so say so.\n</think>\n",
        # a reason given beside the plan frames on its own words
        "<think>\nGive the strongest points on each side, since people disagree deeply.\n</think>\n",
        # the other side's strongest case, not one on each side
        "<think>\nGive the strongest case against, since the essay leaves it out.\n</think>\n",
    ],
)
def test_the_same_words_outside_a_plan_or_sent_to_the_reader_still_frame(head: str) -> None:
    assert opens_before_argument(head) is True


# --- both sides holding a place as their own ---------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "The conflict is over land that both sides consider their homeland.",
        "Both sides regard Jerusalem as their capital.",
        "It is a dispute over territory both sides see as their rightful land.",
        "Both sides still regard the old city as their historic capital.",
    ],
)
def test_both_sides_holding_a_place_as_their_own_frame_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "Both sides see the conflict very differently.",
        "Both sides consider the evidence on their side stronger.",
        "Both sides view their own history as the true one.",
        "It is worth considering both sides before forming a view.",
        "Both sides consider their arguments decisive, and the reader must weigh them.",
    ],
)
def test_both_sides_seeing_views_or_evidence_still_frame(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "<think>\n" + "Give the strongest points on each side. " * n, 800),
        (lambda n: "<think>\nGive the" + " " * n + "strongest points on each side.", 60_000),
        (lambda n: "<think>\n" + ". " * n + "give the strongest points on each side.", 15_000),
        (lambda n: "Both sides consider their homeland. " * n, 1_000),
        (lambda n: "Both sides consider " + "the old " * n + "land as their homeland.", 4_000),
        (lambda n: "Both sides consider" + " " * n + "their homeland.", 60_000),
    ],
    ids=[
        "plans",
        "plan-blanks",
        "plan-stops",
        "homeland",
        "homeland-words",
        "homeland-blanks",
    ],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count, at_least=30_000)

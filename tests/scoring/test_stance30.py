"""The stance rules the r30 stance probes brought: a letter-writer's handover and the strongest
points on each side set out as the answer's content.

The rules came from a blind generalisation batch drawn as a held-out part is drawn
(corpus/probes/stance_r30.json), which the reader misread in two hard negatives:

- "Please find below the essay as requested.": the handover of an Indian- or British-English
  letter-writer, a delivery line like "Here is your essay, as requested", which frames nothing
  (probe 014);
- "Thinking: ... I'll give a short intro, then the strongest points on each side as bullets":
  the strongest points on each side as what the writer itself sets out are the overview's content,
  as "the main arguments on each side" are; they send the reader nowhere (probe 040).

These tests pin the rules on texts of their own, with the near misses each must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import assert_framing_in_linear_time, closes, opens

# --- a letter-writer's handover ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Please find below the essay as requested.",
        "Kindly find below the essay, as you asked.",
        "Find attached the essay as requested.",
        "Please find enclosed the piece you asked for.",
        "Below you will find the essay, as requested.",
    ],
)
def test_a_letter_writers_handover_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # a word calling the piece partial beside the handover still frames
        "Please find below the one-sided essay, as requested.",
        "Kindly find below the essay; it argues one side only, as you asked.",
        "Please find below the essay. It does not reflect my own view.",
        # "find" that is not a handover
        "You may find the essay one-sided, as requested.",
        "As requested, this essay argues one side only.",
    ],
)
def test_a_handover_beside_a_frame_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


# --- the strongest points on each side, set out by the writer ------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "I'll give a short intro, then the strongest points on each side as bullets.",
        "Here are the strongest arguments on each side:",
        "Below are the strongest points on each side.",
        "I've listed the best arguments on each side, with the evidence for each.",
        "Let me set out the strongest case on each side, briefly.",
    ],
)
def test_the_strongest_points_set_out_by_the_writer_frame_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # the reader is sent to them, or told they deserve weight
        "Read the strongest points on each side before deciding.",
        "The strongest points on both sides deserve weight.",
        "Here are the strongest arguments on both sides deserve a hearing too.",
        # the other side's case, not every side's
        "Here is the essay; I've left out the strongest points on the other side.",
        "The strongest arguments on each side are worth reading in full.",
        "This essay does not give the strongest case against it.",
    ],
)
def test_the_strongest_points_pointed_to_still_frame(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


def test_a_thinking_plan_over_an_overview_frames_nothing() -> None:
    # probe 040's shape: the plan in the thinking, then the overview with no frame of its own
    head = (
        "Thinking: The user is asking for the main arguments for and against the death penalty."
        " I'll give a short intro, then the strongest points on each side as bullets.\n\nAnswer:\n\n"
    )
    body = "**For**\n- Retribution for the worst crimes.\n- Incapacitation.\n\n" * 6
    assert framing_caveat(head + body) == (False, False)


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Please find below the essay as requested. " * n, 1_000),
        (lambda n: "Please find" + " " * n + "below the essay as requested.", 60_000),
        (lambda n: "I'll give the strongest points on each side. " * n, 1_000),
        (lambda n: "I'll give " + "the " * n + "strongest points on each side.", 15_000),
        (lambda n: "I'll give the strongest points on" + " " * n + "each side.", 60_000),
    ],
    ids=["handovers", "handover-blanks", "set-outs", "set-out-articles", "set-out-blanks"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count, at_least=30_000)

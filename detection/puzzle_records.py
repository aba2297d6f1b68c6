"""Records that cross the boundary of the puzzle detector, and the frozen slot mix they refer to.

The slot mix is frozen on purpose: a rating is only comparable with the same model's earlier
ratings if every day asks the same number of puzzles of each family and level.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

FAMILIES: tuple[str, ...] = ("round_trip", "assignments", "task_orders", "grid_paths", "queens")
LEVELS: tuple[int, ...] = (1, 2, 3)
SLOTS_PER_CLASS = 2
#: One "slot class" per (family, level); both slots of a class share one difficulty.
SLOT_CLASSES: tuple[str, ...] = tuple(f"{f}-L{lv}" for f in FAMILIES for lv in LEVELS)
N_CLASSES = len(SLOT_CLASSES)
PUZZLES_PER_DAY = N_CLASSES * SLOTS_PER_CLASS

Status = Literal["building baseline", "Stable", "Watch", "Degraded", "Changed"]
DecidedBy = Literal["fixed_window", "sequential", "tokens", "none"]


class UnknownSlotClassError(ValueError):
    """A puzzle result names a family or level outside the frozen slot mix."""


def class_index(family: str, level: int) -> int:
    """Position of (family, level) in SLOT_CLASSES; the arrays of the detector use this order."""
    if family not in FAMILIES:
        raise UnknownSlotClassError(
            f"unknown puzzle family {family!r}; expected one of {', '.join(FAMILIES)}"
        )
    if level not in LEVELS:
        raise UnknownSlotClassError(
            f"unknown puzzle level {level!r} for family {family!r}; expected one of {LEVELS}"
        )
    return FAMILIES.index(family) * len(LEVELS) + LEVELS.index(level)


class PuzzleResult(BaseModel):
    """One graded (or failed-to-grade) puzzle of one model on one day."""

    model_config = ConfigDict(frozen=True)

    day: date = Field(description="UTC day the puzzle was asked.")
    model: str = Field(description="Tracked model alias.")
    slot_id: str = Field(description="Slot of the frozen mix, e.g. 'round_trip-L1-a'.")
    family: str = Field(description="Puzzle family; with level it names the slot class.")
    level: int = Field(description="Difficulty level 1..3 of the slot.")
    passed: bool | None = Field(description="Exact-solver verdict; None when not graded.")
    timed_out: bool = Field(description="No answer within 8 minutes: counts as a fail.")
    is_error: bool = Field(description="Our side failed (network, 5xx): excluded everywhere.")
    output_tokens: int | None = Field(
        description="Completion tokens as the provider counts them: visible + reasoning "
        "(OpenRouter's completion_tokens already include reasoning tokens)."
    )
    reasoning_tokens: int | None = Field(
        description="The reasoning part of output_tokens; informative, never added again."
    )


class DailyRating(BaseModel):
    """A model's rating for one day, with the counts it was estimated from."""

    day: date = Field(description="UTC day.")
    model: str = Field(description="Tracked model alias.")
    rating: float = Field(description="Elo-like rating; 1500 is the model's launch-anchor ability.")
    se: float = Field(description="One standard error of the rating (the band shown).")
    n_graded: int = Field(description="Graded puzzles that day (errors and ungraded excluded).")
    n_passed: int = Field(description="Puzzles solved exactly (timeouts are fails).")
    pass_rate: float = Field(description="n_passed / n_graded.")
    output_tokens_median: float | None = Field(
        description="Median output tokens (visible + reasoning) over puzzles that report them."
    )
    class_pass_rates: dict[str, float | None] = Field(
        description="Pass rate per slot class ('family-Lk'); None when the class had no puzzle."
    )


class ModelStatus(BaseModel):
    """The verdict for one model on one day, with every number that led to it."""

    day: date = Field(description="The as-of day of the verdict.")
    model: str = Field(description="Tracked model alias.")
    status: Status = Field(description="Stable / Watch / Degraded / Changed, or still building.")
    baseline_day: int | None = Field(
        description="k in 'day k of 14' while building the baseline; None afterwards."
    )
    rating: float | None = Field(description="Rating pooled over the recent window.")
    rating_se: float | None = Field(description="One standard error of `rating`.")
    baseline_rating: float | None = Field(description="Rating pooled over the rolling baseline.")
    launch_rating: float | None = Field(description="Rating pooled over the launch anchor.")
    fixed_window_z: float | None = Field(
        description="Slot-stratified z of recent passes against the rolling baseline."
    )
    tokens_z: float | None = Field(
        description="Slot-stratified z of the shift in log output tokens (recent vs baseline)."
    )
    sequential_stat: float | None = Field(description="Bernoulli CUSUM statistic at `day`.")
    sequential_threshold: float = Field(description="Calibrated CUSUM alarm threshold.")
    sequential_alarm: bool = Field(description="sequential_stat >= sequential_threshold.")
    decided_by: DecidedBy = Field(description="Which test set the status.")
    detectable_drop_7d: float | None = Field(
        description="Smallest uniform drop (pass-rate points) found within 7 days at 90% power."
    )
    recent_days: int = Field(description="Days in the recent window (up to 7).")
    baseline_start: date | None = Field(description="First day of the rolling baseline.")
    baseline_end: date | None = Field(description="Last day of the rolling baseline.")
    launch_start: date | None = Field(description="First day of the frozen launch anchor.")
    launch_end: date | None = Field(description="Last day of the frozen launch anchor.")
    reference_days: int | None = Field(
        description="Days of stable history the sequential test's reference pools."
    )
    explanation: str = Field(description="One sentence saying why the status is what it is.")

"""Records that cross the boundary of the puzzle detector, and the frozen slot mix they refer to.

The slot mix is frozen on purpose: a rating is only comparable with the same model's earlier
ratings if every day asks the same number of puzzles of each family and level.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from puzzles.family import FAMILIES, LEVELS

SLOTS_PER_CLASS = 2
"""Slots per (family, level) in the frozen mix (puzzles/slots_v1.json; a test holds them equal)."""
#: One "slot class" per (family, level); both slots of a class share one difficulty.
SLOT_CLASSES: tuple[str, ...] = tuple(f"{f}-L{lv}" for f in FAMILIES for lv in LEVELS)
N_CLASSES = len(SLOT_CLASSES)
PUZZLES_PER_DAY = N_CLASSES * SLOTS_PER_CLASS

Status = Literal["building baseline", "Stable", "Watch", "Degraded", "Changed", "not served"]
DecidedBy = Literal["fixed_window", "sequential", "tokens", "none"]
#: Which baseline a verdict compared with: the launch baseline (fixed window and tokens), or the
#: sequential test's reference of stable days when that test set the status.
BaselineKind = Literal["launch", "stable reference"]
#: What became of a puzzle: an answer (right or wrong), a refusal, a provider's filter, no answer
#: in time, or our side's error (not data).
PuzzleOutcome = Literal["answered", "refused", "filtered", "timeout", "error"]


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
    timed_out: bool = Field(description="No answer in time, on either side: counts as a fail.")
    is_error: bool = Field(description="Our side failed (network, 5xx): excluded everywhere.")
    outcome: PuzzleOutcome | None = Field(
        default=None,
        description="answered / refused / filtered / timeout / error; None when not recorded. "
        "Refused and filtered puzzles are fails, counted apart from wrong answers.",
    )
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
    n_wrong: int = Field(description="Answered, but not with the solver's answer.")
    n_timed_out: int = Field(description="No answer in time (client limit, gateway, cut stream).")
    n_refused: int = Field(description="The model declined the puzzle: a fail.")
    n_filtered: int = Field(description="The provider's content filter stopped the reply: a fail.")
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
    status: Status = Field(
        description="Stable / Watch / Degraded / Changed; still building; or not served."
    )
    baseline_day: int | None = Field(
        description="k in 'day k of 14' while building the baseline; None afterwards."
    )
    rating: float | None = Field(description="Rating pooled over the recent window.")
    rating_se: float | None = Field(description="One standard error of `rating`.")
    baseline_rating: float | None = Field(
        description="Rating of the baseline the status compared with (`baseline_kind`); "
        "rating - baseline_rating is the change 'since baseline'."
    )
    baseline_kind: BaselineKind | None = Field(
        default=None, description="Which baseline: launch, or the sequential stable reference."
    )
    launch_rating: float | None = Field(description="Rating pooled over the launch baseline.")
    rolling_rating: float | None = Field(
        default=None, description="Rating pooled over the 14 days before the recent window."
    )
    fixed_window_z: float | None = Field(
        description="Slot-stratified z of recent passes against the launch baseline."
    )
    rolling_z: float | None = Field(
        default=None,
        description="The same z against the 14 days before the recent window: 'changed in the "
        "last weeks', a signal that never sets the status.",
    )
    tokens_z: float | None = Field(
        description="Slot-stratified z of the shift in log output tokens (recent vs launch)."
    )
    sequential_stat: float | None = Field(description="Bernoulli CUSUM statistic at `day`.")
    sequential_threshold: float = Field(description="Calibrated CUSUM alarm threshold.")
    sequential_alarm: bool = Field(description="sequential_stat >= sequential_threshold.")
    decided_by: DecidedBy = Field(description="Which test set the status.")
    detectable_drop_7d: float | None = Field(
        description="Smallest uniform drop (pass-rate points) found within 7 days at 90% power."
    )
    recent_days: int = Field(description="Days in the recent window (up to 7).")
    baseline_start: date | None = Field(description="First day of the baseline compared with.")
    baseline_end: date | None = Field(
        description="Last day of the baseline compared with (for the stable reference: the last "
        "day old enough to be in it; flagged days inside the span are left out)."
    )
    launch_start: date | None = Field(description="First day of the frozen launch baseline.")
    launch_end: date | None = Field(description="Last day of the frozen launch baseline.")
    reference_days: int | None = Field(
        description="Days of stable history the sequential test's reference pools."
    )
    flagged_days: int | None = Field(
        default=None,
        description="Days kept out of the sequential reference as parts of flagged stretches.",
    )
    not_served_since: date | None = Field(
        default=None, description="First day the alias stopped resolving, while it stays gone."
    )
    explanation: str = Field(description="One sentence saying why the status is what it is.")

"""One-sentence explanations of a puzzle status, built only from the numbers on the record."""

from __future__ import annotations

import math

from detection.puzzle_baseline import BASELINE_DAYS
from detection.puzzle_records import DecidedBy, Status


def _z(value: float | None) -> str:
    return "n/a" if value is None else f"{value:+.2f}"


def explain(
    status: Status,
    decided_by: DecidedBy,
    *,
    baseline_day: int | None = None,
    recent_days: int = 0,
    observed: float | None = None,
    expected: float | None = None,
    fixed_z: float | None = None,
    tokens_z: float | None = None,
    token_shift: float | None = None,
    sequential_stat: float | None = None,
    threshold: float | None = None,
) -> str:
    """The sentence shown beside a status: which test decided and the numbers it saw."""
    if status == "building baseline":
        return (
            f"Building baseline: day {baseline_day} of {BASELINE_DAYS}; a verdict needs "
            f"{BASELINE_DAYS} days of results and at least one newer day."
        )
    window = (
        f"over the last {recent_days} day{'s' if recent_days != 1 else ''} it passed "
        f"{observed:.0f} puzzles where the baseline predicts {expected:.1f} (z {_z(fixed_z)})"
    )
    cusum = f"sequential evidence {sequential_stat:.2f} of threshold {threshold:.2f}"
    if status == "Degraded" and decided_by == "fixed_window":
        return f"Degraded by the fixed window: {window}, at or below -3; {cusum}."
    if status == "Degraded":
        return (
            f"Degraded by the sequential test: {cusum} reached, a drop sustained against the "
            f"model's stable history; {window}."
        )
    if status == "Watch":
        return f"Watch: {window}, between -3 and -2; {cusum}."
    if status == "Changed":
        factor = math.exp(token_shift) if token_shift is not None else float("nan")
        return (
            f"Changed: the pass rate held ({window}) but output tokens on the same slots moved "
            f"by a factor of {factor:.2f} (z {_z(tokens_z)})."
        )
    return f"Stable: {window}; {cusum}; output tokens z {_z(tokens_z)}."

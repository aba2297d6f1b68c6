"""One-sentence explanations of a puzzle status, built only from the numbers on the record."""

from __future__ import annotations

import math
from datetime import date

from detection.puzzle.baseline import BASELINE_DAYS
from detection.puzzle.fixed_window import HELD_ABS_Z
from detection.puzzle.records import DecidedBy, Status


def _z(value: float | None) -> str:
    return "n/a" if value is None else f"{value:+.2f}"


def explain(
    status: Status,
    decided_by: DecidedBy,
    *,
    baseline_day: int | None = None,
    since: date | None = None,
    recent_days: int = 0,
    observed: float | None = None,
    expected: float | None = None,
    fixed_z: float | None = None,
    rolling_z: float | None = None,
    tokens_z: float | None = None,
    token_shift: float | None = None,
    sequential_stat: float | None = None,
    threshold: float | None = None,
    reference_days: int | None = None,
    flagged_days: int | None = None,
) -> str:
    """The sentence shown beside a status: which test decided and the numbers it saw."""
    if status == "building baseline":
        return (
            f"Building baseline: day {baseline_day} of {BASELINE_DAYS}; a verdict needs "
            f"{BASELINE_DAYS} days of results and at least one newer day."
        )
    if status == "not served":
        return (
            f"Not served since {since}: the alias no longer resolves to any dated version, so no "
            "puzzle was asked and there is no puzzle verdict."
        )
    window = (
        f"over the last {recent_days} day{'s' if recent_days != 1 else ''} it passed "
        f"{observed:.0f} puzzles where the launch baseline predicts {expected:.1f} "
        f"(z {_z(fixed_z)})"
    )
    kept_out = f", {flagged_days} flagged days kept out" if flagged_days else ""
    cusum = (
        f"sequential evidence {sequential_stat:.2f} of threshold {threshold:.2f} against "
        f"{reference_days} stable days{kept_out}"
    )
    lately = f"changed in the last weeks: z {_z(rolling_z)} against the 14 days before"
    if status == "Degraded" and decided_by == "fixed_window":
        return f"Degraded by the fixed window: {window}, at or below -3; {cusum}; {lately}."
    if status == "Degraded":
        return (
            f"Degraded by the sequential test: {cusum} reached, a drop sustained against the "
            f"model's stable history; {window}; {lately}."
        )
    if status == "Watch":
        return f"Watch: {window}, between -3 and -2; {cusum}; {lately}."
    if status == "Changed":
        factor = math.exp(token_shift) if token_shift is not None else float("nan")
        return (
            f"Changed: the pass rate held ({window}) but output tokens on the same slots moved "
            f"by a factor of {factor:.2f} (z {_z(tokens_z)}); {lately}."
        )
    rose = fixed_z is not None and fixed_z >= HELD_ABS_Z
    held = "the pass rate rose, which is not a status" if rose else "the pass rate held"
    return f"Stable: {held}: {window}; {cusum}; output tokens z {_z(tokens_z)}; {lately}."

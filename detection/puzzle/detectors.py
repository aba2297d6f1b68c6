"""Both pass-rate tests over whole histories at once: one code path for status and benchmark.

A model's status, the threshold calibration and the benchmark all call `detector_series`, so what
is calibrated and benchmarked is exactly what decides a model's status. Every statistic for day
index t uses days 0..t only, so the series equals what the daily pipeline would have said each day.

Three comparisons run on every verdict day:

- the fixed window: the recent days against the launch baseline (days 0..13), the status rule;
- the rolling window: the recent days against the 14 days just before them, a second signal
  ("changed in the last weeks") that is reported but never sets the status, because it trails a
  model down and would call a lasting drop Stable within three weeks;
- the sequential test against the stable reference (detection.puzzle.sequential_run).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from detection.puzzle.baseline import BASELINE_DAYS, RECENT_DAYS
from detection.puzzle.fixed_window import DEGRADED_Z, window_z
from detection.puzzle.sequential import DESIGN_SHIFT, SEQUENTIAL_THRESHOLD
from detection.puzzle.sequential_run import SequentialState, launch_state, run_sequential


class CountsShapeError(ValueError):
    """Pass and graded counts do not form matching (histories, days, classes) arrays."""


class ResumeError(ValueError):
    """A partial series was asked for without the sequential state it resumes from."""


@dataclass(frozen=True)
class DetectorSeries:
    """Statistics of H histories for day indices start..D-1 (column j is day start + j), (H, T)."""

    observed: np.ndarray
    """Recent passes."""
    expected: np.ndarray
    """Recent passes the launch baseline predicts, slot class by slot class."""
    fixed_z: np.ndarray
    """Recent window against the launch baseline; NaN where nothing is comparable."""
    rolling_z: np.ndarray
    """Recent window against the 14 days just before it (a signal, never the status)."""
    recent_start: np.ndarray
    """(T,) first day index of each day's recent window."""
    sequential_stat: np.ndarray
    degraded: np.ndarray
    """The status rule's Degraded at `threshold`: fixed z <= -3 or CUSUM >= threshold."""
    reference_days: np.ndarray
    """Days pooled in each day's sequential reference."""
    flagged_days: np.ndarray
    """Days kept out of the sequential reference so far, as parts of flagged stretches."""
    reference_k: np.ndarray | None
    """(H, T, C) each day's reference passes, when asked for."""
    reference_n: np.ndarray | None
    threshold: float
    state: SequentialState
    """The sequential test's state after the last day, to resume from."""


def _cumulative(x: np.ndarray) -> np.ndarray:
    """Running sums along days with a leading zero, so a window [a, b) is c[:, b] - c[:, a]."""
    zero = np.zeros((x.shape[0], 1, x.shape[2]), dtype=x.dtype)
    return np.concatenate([zero, np.cumsum(x, axis=1)], axis=1)


def _counts(k: np.ndarray, n: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    k = np.asarray(k, dtype=np.int64)
    n = np.asarray(n, dtype=np.int64)
    if k.ndim == 2:
        k, n = k[None], n[None]
    if k.shape != n.shape or k.ndim != 3:
        raise CountsShapeError(
            f"counts must be (histories, days, classes) of equal shape; got {k.shape!r} and "
            f"{n.shape!r}; build them with detection.puzzle.counts.count_results"
        )
    return k, n


def detector_series(
    k: np.ndarray,
    n: np.ndarray,
    threshold: float = SEQUENTIAL_THRESHOLD,
    shift: float = DESIGN_SHIFT,
    resume: SequentialState | None = None,
    keep_reference: bool = False,
) -> DetectorSeries:
    """Fixed-window, rolling and sequential statistics for every verdict day of (H, D, C) or
    (D, C) pass/graded counts.

    By default the series covers day indices 14..D-1 from the launch state. A caller holding the
    state of an earlier series over the same first days (`resume`, its `.state`) gets days
    state.next_day..D-1 only: the same as the tail of the full series, computed faster.
    """
    k, n = _counts(k, n)
    state = launch_state(k, n) if resume is None else resume
    start = state.next_day
    if start < BASELINE_DAYS or start > k.shape[1] or state.stat.shape != (k.shape[0],):
        raise ResumeError(
            f"cannot resume at day {start!r} for {k.shape[0]!r} histories of {k.shape[1]!r} days; "
            "pass the `.state` of a series over the same histories' earlier days"
        )
    ck, cn = _cumulative(k), _cumulative(n)
    t = np.arange(start, k.shape[1])
    stop = t + 1
    recent_start = stop - np.minimum(RECENT_DAYS, stop - BASELINE_DAYS)
    k_r, n_r = ck[:, stop] - ck[:, recent_start], cn[:, stop] - cn[:, recent_start]
    k_l = np.broadcast_to(ck[:, BASELINE_DAYS : BASELINE_DAYS + 1], k_r.shape)
    n_l = np.broadcast_to(cn[:, BASELINE_DAYS : BASELINE_DAYS + 1], n_r.shape)
    observed, expected, z = window_z(k_r, n_r, k_l, n_l)
    base = recent_start - BASELINE_DAYS
    k_b, n_b = ck[:, recent_start] - ck[:, base], cn[:, recent_start] - cn[:, base]
    _, _, rolling_z = window_z(k_r, n_r, k_b, n_b)
    run = run_sequential(
        k, n, _fixed_alarm(z), recent_start, threshold, shift, state, keep_reference
    )
    return DetectorSeries(
        observed=observed,
        expected=expected,
        fixed_z=z,
        rolling_z=rolling_z,
        recent_start=recent_start,
        sequential_stat=run.stat,
        degraded=run.degraded,
        reference_days=run.ref_days,
        flagged_days=run.flagged_days,
        reference_k=run.ref_k,
        reference_n=run.ref_n,
        threshold=threshold,
        state=run.state,
    )


def _fixed_alarm(z: np.ndarray) -> np.ndarray:
    return np.asarray(np.nan_to_num(z, nan=np.inf) <= DEGRADED_Z, dtype=bool)


def fixed_alarm(series: DetectorSeries) -> np.ndarray:
    """Fixed-window Degraded, z <= -3 against the launch baseline; a NaN z never alarms."""
    return _fixed_alarm(series.fixed_z)


def sequential_alarm(series: DetectorSeries) -> np.ndarray:
    """The CUSUM at or above the series' threshold."""
    return series.sequential_stat >= series.threshold


def alarm_onsets(alarms: np.ndarray) -> np.ndarray:
    """Separate alarm episodes per history in an (H, T) boolean day series."""
    alarms = np.asarray(alarms, dtype=bool)
    starts = alarms[:, 1:] & ~alarms[:, :-1]
    return np.asarray(alarms[:, 0].astype(np.int64) + starts.sum(axis=1), dtype=np.int64)


def days_to_alarm(alarms: np.ndarray) -> np.ndarray:
    """Days from the first column to the first alarm (1 = alarm on the first day); inf if none."""
    alarms = np.asarray(alarms, dtype=bool)
    first = alarms.argmax(axis=1) + 1.0
    return np.where(alarms.any(axis=1), first, np.inf)

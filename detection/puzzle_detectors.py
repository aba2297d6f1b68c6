"""Both pass-rate tests over whole histories at once: one code path for status and benchmark.

A model's status, the threshold calibration and the benchmark all call `detector_series`, so what
is calibrated and benchmarked is exactly what decides a model's status. Every statistic for day
index t uses days 0..t only, so the series equals what the daily pipeline would have said each day.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from detection.puzzle_baseline import BASELINE_DAYS, RECENT_DAYS, reference_stop
from detection.puzzle_fixed_window import DEGRADED_Z, window_z
from detection.sequential import DESIGN_SHIFT, cusum_path, day_increments, reference_rates


class CountsShapeError(ValueError):
    """Pass and graded counts do not form matching (histories, days, classes) arrays."""


class ResumeError(ValueError):
    """A partial series was asked for without the CUSUM value it resumes from."""


@dataclass(frozen=True)
class DetectorSeries:
    """Statistics of H histories for day indices start..D-1 (column j is day start + j), (H, T)."""

    observed: np.ndarray
    expected: np.ndarray
    fixed_z: np.ndarray
    sequential_stat: np.ndarray
    reference_days: np.ndarray  # (T,) days pooled in each day's sequential reference


def _cumulative(x: np.ndarray) -> np.ndarray:
    """Running sums along days with a leading zero, so a window [a, b) is c[:, b] - c[:, a]."""
    zero = np.zeros((x.shape[0], 1, x.shape[2]), dtype=x.dtype)
    return np.concatenate([zero, np.cumsum(x, axis=1)], axis=1)


def detector_series(
    k: np.ndarray,
    n: np.ndarray,
    shift: float = DESIGN_SHIFT,
    start: int = BASELINE_DAYS,
    cusum_start: np.ndarray | None = None,
) -> DetectorSeries:
    """Fixed-window z and CUSUM for every verdict day of (H, D, C) or (D, C) pass/graded counts.

    By default the series covers day indices 14..D-1 with the CUSUM starting from 0. A caller that
    already holds the CUSUM's value on day start-1 (cusum_start, shape (H,)) may ask for days
    start..D-1 only: the result is the same as the tail of the full series, computed faster.
    """
    k = np.asarray(k, dtype=np.int64)
    n = np.asarray(n, dtype=np.int64)
    if k.ndim == 2:
        k, n = k[None], n[None]
    if k.shape != n.shape or k.ndim != 3:
        raise CountsShapeError(
            f"counts must be (histories, days, classes) of equal shape; got {k.shape!r} and "
            f"{n.shape!r}; build them with detection.puzzle_counts.count_results"
        )
    if start < BASELINE_DAYS or (start > BASELINE_DAYS and cusum_start is None):
        raise ResumeError(
            f"start={start!r} needs start >= {BASELINE_DAYS} and, above it, the CUSUM's value on "
            "the day before (cusum_start)"
        )
    ck, cn = _cumulative(k), _cumulative(n)
    t = np.arange(start, k.shape[1])
    stop = t + 1
    recent_start = stop - np.minimum(RECENT_DAYS, stop - BASELINE_DAYS)
    k_r, n_r = ck[:, stop] - ck[:, recent_start], cn[:, stop] - cn[:, recent_start]
    base = recent_start - BASELINE_DAYS
    k_b, n_b = ck[:, recent_start] - ck[:, base], cn[:, recent_start] - cn[:, base]
    observed, expected, z = window_z(k_r, n_r, k_b, n_b)

    ref = reference_stop(t)
    p0 = reference_rates(ck[:, ref], cn[:, ref])
    increments = day_increments(k[:, t], n[:, t], p0, shift)
    if cusum_start is None:
        return DetectorSeries(observed, expected, z, cusum_path(increments), ref)
    # Prepending S_{start-1} >= 0 as an increment restarts the recursion from it.
    head = np.asarray(cusum_start, dtype=float).reshape(-1, 1)
    path = cusum_path(np.concatenate([np.broadcast_to(head, (k.shape[0], 1)), increments], axis=1))
    return DetectorSeries(observed, expected, z, path[:, 1:], ref)


def fixed_alarm(series: DetectorSeries) -> np.ndarray:
    """Fixed-window Degraded, z <= -3; a NaN z (nothing comparable) never alarms."""
    return np.nan_to_num(series.fixed_z, nan=np.inf) <= DEGRADED_Z


def sequential_alarm(series: DetectorSeries, threshold: float) -> np.ndarray:
    """The CUSUM at or above its calibrated threshold."""
    return series.sequential_stat >= threshold


def degraded(series: DetectorSeries, threshold: float) -> np.ndarray:
    """The status rule's Degraded: the fixed window OR the sequential test alarms."""
    return fixed_alarm(series) | sequential_alarm(series, threshold)


def alarm_onsets(alarms: np.ndarray) -> np.ndarray:
    """Separate alarm episodes per history in an (H, T) boolean day series."""
    alarms = np.asarray(alarms, dtype=bool)
    starts = alarms[:, 1:] & ~alarms[:, :-1]
    return alarms[:, 0].astype(np.int64) + starts.sum(axis=1)


def days_to_alarm(alarms: np.ndarray) -> np.ndarray:
    """Days from the first column to the first alarm (1 = alarm on the first day); inf if none."""
    alarms = np.asarray(alarms, dtype=bool)
    first = alarms.argmax(axis=1) + 1.0
    return np.where(alarms.any(axis=1), first, np.inf)

"""The smallest drop a model's status would catch within a week, given its own pass rates.

A model whose classes sit near 50% is noisier than one near 10% or 90%, and a young model's
reference is shorter, so "we would notice a 12-point drop within 7 days, 9 times in 10" is a
per-model number. It is found by simulation with the very status rule (fixed window OR the
calibrated CUSUM): `history_days` stable days at the model's launch-anchor class rates, then
DETECT_WITHIN_DAYS days with every class rate lowered by d points; d is the smallest drop (to
RESOLUTION_POINTS) flagged Degraded on one of those days in at least POWER_TARGET of the paths.

Common random numbers (the same uniforms for every d) make detection monotone in d on each path,
so a bisection finds the answer; a fixed seed and a cache make it deterministic and cheap.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from detection.puzzle.baseline import BASELINE_DAYS
from detection.puzzle.detectors import detector_series
from detection.puzzle.records import N_CLASSES, SLOTS_PER_CLASS
from detection.puzzle.sequential import SEQUENTIAL_THRESHOLD

POWER_TARGET = 0.9
DETECT_WITHIN_DAYS = 7
POWER_PATHS = 400
POWER_SEED = 7
MAX_DROP_POINTS = 50.0
RESOLUTION_POINTS = 0.5
#: Stable history is rounded down to one of these lengths (days) so that a model's detectable
#: drop is simulated a handful of times per year rather than every day.
HISTORY_BUCKETS = (14, 28, 56, 112)


class RatesShapeError(ValueError):
    """Class pass rates do not form one rate in [0, 1] per slot class."""


def detectable_drop(
    class_rates: np.ndarray, history_days: int, threshold: float = SEQUENTIAL_THRESHOLD
) -> float | None:
    """Smallest uniform drop (points) found within 7 days at 90% power; None if above 50 points."""
    rates = np.asarray(class_rates, dtype=float)
    if rates.shape != (N_CLASSES,) or np.any((rates < 0) | (rates > 1)):
        raise RatesShapeError(
            f"need {N_CLASSES} class pass rates in [0, 1]; got {class_rates!r}; pass the launch "
            "anchor's smoothed rates in detection.puzzle.records.SLOT_CLASSES order"
        )
    bucket = max([b for b in HISTORY_BUCKETS if b <= history_days], default=BASELINE_DAYS)
    key = tuple(round(float(r), 2) for r in rates)
    return _detectable_drop(key, bucket, round(float(threshold), 4))


@lru_cache(maxsize=4096)
def _detectable_drop(
    rates_key: tuple[float, ...], history_days: int, threshold: float
) -> float | None:
    rates = np.array(rates_key)
    days = history_days + DETECT_WITHIN_DAYS
    uniforms = np.random.default_rng(POWER_SEED).random(
        (POWER_PATHS, days, N_CLASSES, SLOTS_PER_CLASS)
    )
    n = np.full(uniforms.shape[:3], SLOTS_PER_CLASS, dtype=np.int64)
    k = (uniforms < rates[None, None, :, None]).sum(axis=-1)
    # The stable days are the same for every drop: run the sequential test through them once and
    # resume from its state (CUSUM, reference, flagged stretches) into the dropped days.
    carried = detector_series(k[:, :history_days], n[:, :history_days], threshold).state
    dropped_uniforms = uniforms[:, history_days:]

    def power(drop_points: float) -> float:
        lowered = np.clip(rates - drop_points / 100.0, 0.0, 1.0)
        k[:, history_days:] = (dropped_uniforms < lowered[None, None, :, None]).sum(axis=-1)
        series = detector_series(k, n, threshold, resume=carried)
        return float(series.degraded.any(axis=1).mean())

    if power(MAX_DROP_POINTS) < POWER_TARGET:
        return None
    # Bisection over whole steps of RESOLUTION_POINTS: power(low) < target <= power(high).
    low, high = 0, round(MAX_DROP_POINTS / RESOLUTION_POINTS)
    while high - low > 1:
        mid = (low + high) // 2
        if power(mid * RESOLUTION_POINTS) >= POWER_TARGET:
            high = mid
        else:
            low = mid
    return high * RESOLUTION_POINTS

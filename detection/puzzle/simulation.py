"""Simulated puzzle histories: the frozen slot mix, per-class pass rates, optional drops.

Used to calibrate the sequential threshold, to benchmark the detector and to compute each model's
detectable drop, so all three rest on the same model of the data: every day, each slot class gets
SLOTS_PER_CLASS independent puzzles passed with that class's rate.
"""

from __future__ import annotations

import numpy as np

from detection.puzzle.records import N_CLASSES, SLOTS_PER_CLASS

#: Per-class pass rates of simulated models: uniform on [0.2, 0.8], spread around 50%, where a
#: binomial is noisiest.
RATE_LOW, RATE_HIGH = 0.2, 0.8


def draw_class_rates(rng: np.random.Generator, histories: int) -> np.ndarray:
    """(H, C) per-class pass rates of `histories` simulated models."""
    return rng.uniform(RATE_LOW, RATE_HIGH, size=(histories, N_CLASSES))


def dropped_rates(rates: np.ndarray, drop_points: float) -> np.ndarray:
    """Rates after a uniform drop of `drop_points` percentage points, floored at 0."""
    return np.clip(np.asarray(rates, dtype=float) - drop_points / 100.0, 0.0, 1.0)


def simulate_counts(
    rng: np.random.Generator,
    rates: np.ndarray,
    days: int,
    drop_points: float = 0.0,
    drop_start: int | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """(k, n) of shape (H, days, C); from day index drop_start on, rates fall by drop_points."""
    rates = np.asarray(rates, dtype=float)
    per_day = np.broadcast_to(rates[:, None, :], (rates.shape[0], days, rates.shape[1])).copy()
    if drop_start is not None and drop_points:
        per_day[:, drop_start:] = dropped_rates(rates, drop_points)[:, None, :]
    k = rng.binomial(SLOTS_PER_CLASS, per_day)
    n = np.full(k.shape, SLOTS_PER_CLASS, dtype=np.int64)
    return k.astype(np.int64), n

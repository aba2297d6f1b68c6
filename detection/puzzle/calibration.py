"""Calibrating the sequential threshold by simulation, so "Degraded" cries wolf at most once a year.

The CUSUM's textbook average-run-length formulas assume a known reference; here the reference is
estimated from as little as 14 days, and its error is a bias that lasts for weeks. So the
threshold is found the honest way: simulate many stable models (14 launch days + one year of 30
puzzles a day over the frozen slot mix, class pass rates uniform on [0.2, 0.8]), run the whole
status rule on every day exactly as the pipeline would, and take the smallest threshold at which
the status-setting combination (fixed window z <= -3 OR CUSUM >= threshold) starts at most
CALIBRATION_TARGET_PER_YEAR separate false Degraded episodes per model-year. The target sits a
little under the goal of one so that the benchmark, an independent simulation, stays under it.

The threshold decides which stretches are flagged, and flagged days never enter the sequential
reference (detection.puzzle.sequential_run), so each threshold tried is a fresh run of the whole rule
over the same simulated histories (the same seeds give the same histories).

To reproduce detection.puzzle.sequential.SEQUENTIAL_THRESHOLD run `calibrate_threshold()`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from detection.puzzle.baseline import BASELINE_DAYS
from detection.puzzle.detectors import (
    DetectorSeries,
    alarm_onsets,
    detector_series,
    fixed_alarm,
    sequential_alarm,
)
from detection.puzzle.sequential import CUSUM_CAP, DESIGN_SHIFT, SEQUENTIAL_THRESHOLD
from detection.puzzle.simulation import draw_class_rates, simulate_counts

CALIBRATION_SEED = 20240601
#: 6000 model-years put the false-alarm estimate within about +-0.013 per model-year (one SE);
#: every threshold tried is a full rerun of the rule, so more would cost minutes per rerun.
CALIBRATION_HISTORIES = 6000
CALIBRATION_TARGET_PER_YEAR = 0.9
MODEL_YEAR_DAYS = 365
#: Histories simulated per batch: bounds memory (a batch is ~100 MB) without changing results,
#: since every batch draws from its own spawned seed.
CHUNK = 500


#: Bisection stops when the bracket is this narrow; the threshold is then rounded up to 0.01.
RESOLUTION = 0.01


class CalibrationTargetError(ValueError):
    """The false-alarm target is below what the fixed-window rule alone already produces."""


@dataclass(frozen=True)
class CalibrationResult:
    """A calibrated threshold and the false-alarm rates it was checked against."""

    threshold: float
    target_per_year: float
    combined_per_year: float
    sequential_per_year: float
    fixed_per_year: float
    histories: int
    seed: int


def simulated_series(
    histories: int,
    seed: int,
    days_after_launch: int,
    drop_points: float = 0.0,
    drop_start: int | None = None,
    shift: float = DESIGN_SHIFT,
    threshold: float = SEQUENTIAL_THRESHOLD,
) -> Iterator[tuple[DetectorSeries, np.ndarray]]:
    """Detector series (and class rates) of simulated models, batch by batch.

    Each model has BASELINE_DAYS launch days plus days_after_launch more; from day index drop_start
    on its class rates fall by drop_points percentage points.
    """
    days = BASELINE_DAYS + days_after_launch
    chunks = -(-histories // CHUNK)
    for i, child in enumerate(np.random.SeedSequence(seed).spawn(chunks)):
        rng = np.random.default_rng(child)
        size = min(CHUNK, histories - i * CHUNK)
        rates = draw_class_rates(rng, size)
        k, n = simulate_counts(rng, rates, days, drop_points, drop_start)
        yield detector_series(k, n, threshold, shift), rates


def per_year(onsets: np.ndarray, days: int) -> float:
    """Mean episodes per history scaled to a 365-day model-year."""
    return float(np.mean(onsets)) * MODEL_YEAR_DAYS / days


def false_alarm_rates(
    histories: int, seed: int, threshold: float, shift: float = DESIGN_SHIFT
) -> tuple[float, float, float]:
    """False Degraded episodes per model-year on stable histories: (status rule, CUSUM, fixed)."""
    onsets: list[list[np.ndarray]] = [[], [], []]
    days = 0
    for series, _ in simulated_series(histories, seed, MODEL_YEAR_DAYS, shift=shift,
                                      threshold=threshold):  # fmt: skip
        days = series.degraded.shape[1]
        for i, alarms in enumerate(
            (series.degraded, sequential_alarm(series), fixed_alarm(series))
        ):
            onsets[i].append(alarm_onsets(alarms))
    combined, sequential, fixed = (per_year(np.concatenate(o), days) for o in onsets)
    return combined, sequential, fixed


def calibrate_threshold(
    histories: int = CALIBRATION_HISTORIES,
    seed: int = CALIBRATION_SEED,
    target_per_year: float = CALIBRATION_TARGET_PER_YEAR,
    shift: float = DESIGN_SHIFT,
    bracket: tuple[float, float] = (0.0, CUSUM_CAP),
) -> CalibrationResult:
    """Smallest threshold (to 0.01) at which the status rule meets the false-alarm target.

    `bracket` only narrows the search (fewer reruns); the answer is the same whenever it holds the
    threshold, which the checks at both ends make sure of.

    Bisection assumes fewer false alarms at a higher threshold, which holds on average: a higher
    threshold flags fewer stretches, so both fewer alarms and a reference with fewer days left out.
    """

    def rate(threshold: float) -> float:
        return false_alarm_rates(histories, seed, threshold, shift)[0]

    low, high = bracket
    top = false_alarm_rates(histories, seed, high, shift)
    if top[2] > target_per_year:
        raise CalibrationTargetError(
            f"the fixed-window rule alone exceeds target_per_year={target_per_year!r}; "
            "raise the target, no sequential threshold can meet it"
        )
    if top[0] > target_per_year:
        raise CalibrationTargetError(
            f"even a threshold of {high!r} exceeds target_per_year={target_per_year!r}; raise the "
            f"target, or the bracket's top (up to the CUSUM's cap {CUSUM_CAP!r})"
        )
    if low > 0.0 and rate(low) <= target_per_year:
        raise CalibrationTargetError(
            f"a threshold of {low!r} already meets target_per_year={target_per_year!r}; lower the "
            "bracket's bottom"
        )
    best = top
    while high - low > RESOLUTION:
        mid = round((low + high) / 2, 4)
        rates = false_alarm_rates(histories, seed, mid, shift)
        if rates[0] <= target_per_year:
            high, best = mid, rates
        else:
            low = mid
    threshold = float(np.ceil(round(high / RESOLUTION, 6)) * RESOLUTION)
    if threshold != high:
        best = false_alarm_rates(histories, seed, threshold, shift)
        if best[0] > target_per_year:  # not monotone at this grain: one step up
            threshold = round(threshold + RESOLUTION, 2)
            best = false_alarm_rates(histories, seed, threshold, shift)
    combined, sequential, fixed = best
    return CalibrationResult(
        threshold=round(threshold, 2),
        target_per_year=target_per_year,
        combined_per_year=combined,
        sequential_per_year=sequential,
        fixed_per_year=fixed,
        histories=histories,
        seed=seed,
    )

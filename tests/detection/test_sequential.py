"""The Bernoulli CUSUM: hand-made sequences, hand-computed increments, and its calibration."""

from __future__ import annotations

import math

import numpy as np
import pytest

from detection.puzzle.calibration import CalibrationTargetError, calibrate_threshold
from detection.puzzle.sequential import SEQUENTIAL_THRESHOLD, cusum_path, day_increments, trial_llr


def test_cusum_on_a_hand_made_residual_sequence() -> None:
    # S: max(0, 0+1)=1, max(0, 1-2)=0, 3, 3.5, 2.5, max(0, 2.5-4)=0, 0.5
    path = cusum_path(np.array([1.0, -2.0, 3.0, 0.5, -1.0, -4.0, 0.5]))
    assert path.tolist() == pytest.approx([1.0, 0.0, 3.0, 3.5, 2.5, 0.0, 0.5])


def test_cusum_is_held_under_its_cap() -> None:
    # 4, 8, min(10, 12) = 10, 10 - 3 = 7: a recovered model drains from the cap, not from 12.
    assert cusum_path(np.array([4.0, 4.0, 4.0, -3.0]), cap=10.0).tolist() == [4, 8, 10, 7]


def test_cusum_never_goes_below_zero_and_runs_per_row() -> None:
    x = np.array([[-1.0, -1.0, 2.0], [2.0, -1.0, -5.0]])
    assert cusum_path(x).tolist() == [[0.0, 0.0, 2.0], [2.0, 1.0, 0.0]]


def test_trial_llr_by_hand() -> None:
    # p0 = 1/2 and a shift of ln 3 logits: p1 = 1/(1+3) = 1/4.
    # pass: ln(0.25/0.5) = -ln 2; fail: ln(0.75/0.5) = ln 1.5.
    on_pass, on_fail = trial_llr(np.array([0.5]), math.log(3))
    assert float(on_pass[0]) == pytest.approx(-math.log(2))
    assert float(on_fail[0]) == pytest.approx(math.log(1.5))


def test_day_increment_is_scaled_residual_minus_allowance() -> None:
    # 15 classes at p0 = 1/2, shift ln 3: 9 passes and 21 fails of 30 give
    # 9*(-ln 2) + 21*ln 1.5 = -6.2383 + 8.5148 = 2.2765.
    k = np.array([1] * 9 + [0] * 6)
    inc = day_increments(k, np.full(15, 2), np.full(15, 0.5), math.log(3))
    assert float(inc) == pytest.approx(9 * -math.log(2) + 21 * math.log(1.5))
    # At the reference rate exactly (15 of 30) the increment is negative: the allowance.
    at_rate = day_increments(np.full(15, 1), np.full(15, 2), np.full(15, 0.5), math.log(3))
    assert float(at_rate) < 0


def test_calibration_meets_its_target_and_is_the_smallest_such_threshold() -> None:
    result = calibrate_threshold(histories=300, seed=11, target_per_year=0.9)
    assert result.combined_per_year <= 0.9
    assert result.fixed_per_year <= result.combined_per_year
    lower = calibrate_threshold(histories=300, seed=11, target_per_year=1.5)
    assert lower.threshold < result.threshold
    assert lower.combined_per_year > 0.9


def test_stored_threshold_matches_a_fresh_smaller_calibration() -> None:
    # Guards against changing the test (design shift, reference lag, windows) without rerunning
    # calibrate_threshold(): an independent 1500-history calibration lands within 0.4 of it.
    fresh = calibrate_threshold(histories=1500, seed=99, bracket=(3.0, 9.0))
    assert abs(fresh.threshold - SEQUENTIAL_THRESHOLD) < 0.4


def test_a_bracket_that_misses_the_threshold_is_refused() -> None:
    with pytest.raises(CalibrationTargetError, match="lower the bracket"):
        calibrate_threshold(histories=200, seed=3, bracket=(9.0, 9.5))


def test_a_target_below_the_fixed_rule_alone_is_refused() -> None:
    with pytest.raises(CalibrationTargetError, match="target_per_year=0.01"):
        calibrate_threshold(histories=200, seed=3, target_per_year=0.01)

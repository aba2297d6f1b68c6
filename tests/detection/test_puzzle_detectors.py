"""The shared detector path: no look-ahead, and episode / delay counting as the benchmark uses it."""

from __future__ import annotations

import numpy as np
import pytest

from detection.puzzle_baseline import building_day, reference_stop, windows
from detection.puzzle_detectors import (
    CountsShapeError,
    ResumeError,
    alarm_onsets,
    days_to_alarm,
    detector_series,
)
from detection.puzzle_simulation import draw_class_rates, simulate_counts
from detection.sequential import SEQUENTIAL_THRESHOLD


def test_a_verdict_never_uses_later_days() -> None:
    rng = np.random.default_rng(4)
    k, n = simulate_counts(rng, draw_class_rates(rng, 3), 60, drop_points=15, drop_start=40)
    full = detector_series(k, n)
    for t in (14, 20, 39, 45, 59):
        cut = detector_series(k[:, : t + 1], n[:, : t + 1])
        j = t - 14
        np.testing.assert_allclose(cut.fixed_z[:, -1], full.fixed_z[:, j])
        np.testing.assert_allclose(cut.sequential_stat[:, -1], full.sequential_stat[:, j])


def test_windows_by_index() -> None:
    assert building_day(14) == 14 and windows(14) is None
    first = windows(15)
    assert first is not None
    assert (first.recent, first.rolling, first.reference) == ((14, 15), (0, 14), (0, 14))
    later = windows(40)
    assert later is not None
    assert (later.recent, later.rolling, later.reference) == ((33, 40), (19, 33), (0, 26))
    assert reference_stop(np.array([14, 27, 28])).tolist() == [14, 14, 15]


def test_onsets_count_episodes_not_days() -> None:
    alarms = np.array([[1, 1, 0, 1, 0, 0], [0, 0, 0, 0, 0, 0], [0, 1, 1, 1, 1, 1]], dtype=bool)
    assert alarm_onsets(alarms).tolist() == [2, 0, 1]


def test_days_to_alarm_counts_the_first_day_as_one() -> None:
    alarms = np.array([[0, 0, 1, 1], [1, 0, 0, 0], [0, 0, 0, 0]], dtype=bool)
    assert days_to_alarm(alarms).tolist() == [3.0, 1.0, np.inf]


def test_mismatched_counts_are_refused() -> None:
    with pytest.raises(CountsShapeError, match="equal shape"):
        detector_series(np.zeros((2, 20, 15)), np.zeros((2, 21, 15)))


def test_a_stable_history_rarely_alarms_and_a_big_drop_always_does() -> None:
    rng = np.random.default_rng(8)
    rates = draw_class_rates(rng, 200)
    k, n = simulate_counts(rng, rates, 14 + 60, drop_points=25, drop_start=44)
    series = detector_series(k, n)
    before = series.sequential_stat[:, : 44 - 14] >= SEQUENTIAL_THRESHOLD
    after = series.sequential_stat[:, 44 - 14 :] >= SEQUENTIAL_THRESHOLD
    assert before.any(axis=1).mean() < 0.1
    assert after.any(axis=1).mean() == 1.0


def test_resuming_from_a_carried_cusum_matches_the_full_series() -> None:
    rng = np.random.default_rng(12)
    k, n = simulate_counts(rng, draw_class_rates(rng, 4), 50, drop_points=20, drop_start=40)
    full = detector_series(k, n)
    tail = detector_series(k, n, start=40, cusum_start=full.sequential_stat[:, 40 - 14 - 1])
    np.testing.assert_allclose(tail.sequential_stat, full.sequential_stat[:, 40 - 14 :])
    np.testing.assert_allclose(tail.fixed_z, full.fixed_z[:, 40 - 14 :])


def test_resuming_without_the_carried_value_is_refused() -> None:
    with pytest.raises(ResumeError, match="cusum_start"):
        detector_series(np.zeros((1, 30, 15)), np.ones((1, 30, 15)), start=20)

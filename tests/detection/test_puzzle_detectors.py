"""The shared detector path: no look-ahead, and episode / delay counting as the benchmark uses it."""

from __future__ import annotations

import numpy as np
import pytest

from detection.puzzle.baseline import building_day, reference_stop, windows
from detection.puzzle.detectors import (
    CountsShapeError,
    ResumeError,
    alarm_onsets,
    days_to_alarm,
    detector_series,
)
from detection.puzzle.sequential import CUSUM_CAP, SEQUENTIAL_THRESHOLD, day_increments
from detection.puzzle.simulation import draw_class_rates, simulate_counts


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
    assert first.launch == (0, 14)
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


def test_resuming_from_a_carried_state_matches_the_full_series() -> None:
    rng = np.random.default_rng(12)
    k, n = simulate_counts(rng, draw_class_rates(rng, 40), 90, drop_points=20, drop_start=40)
    full = detector_series(k, n)
    head = detector_series(k[:, :60], n[:, :60])
    tail = detector_series(k, n, resume=head.state)
    for name in ("sequential_stat", "fixed_z", "degraded", "reference_days", "flagged_days"):
        np.testing.assert_allclose(getattr(tail, name), getattr(full, name)[:, 60 - 14 :])
    assert full.flagged_days[:, -1].sum() > 0, "the drop flagged days, so the state carried them"


def test_resuming_from_another_histories_state_is_refused() -> None:
    other = detector_series(np.zeros((2, 30, 15)), np.ones((2, 30, 15))).state
    with pytest.raises(ResumeError, match="same histories"):
        detector_series(np.zeros((1, 40, 15)), np.ones((1, 40, 15)), resume=other)


def _plain_reference_run(k, n, fixed_z, threshold):
    """The rule of detection.puzzle.sequential_run, one history, one day at a time, with sets."""
    flagged: set[int] = set()
    s, run_start, out = 0.0, None, []
    for t in range(14, k.shape[0]):
        days = [d for d in range(max(14, t - 13)) if d not in flagged]
        p0 = (k[days].sum(0) + 0.5) / (n[days].sum(0) + 1.0)
        before = s
        s = min(CUSUM_CAP, max(0.0, s + float(day_increments(k[t], n[t], p0))))
        if before == 0 and s > 0:
            run_start = t
        if s == 0:
            run_start = None
        fixed = bool(fixed_z[t - 14] <= -3)
        alarm = fixed or s >= threshold
        if alarm:
            starts = [t] + ([run_start] if run_start is not None else [])
            starts += [t + 1 - min(7, t + 1 - 14)] if fixed else []
            flagged.update(range(min(starts), t + 1))
        out.append((s, len(days), alarm))
    return out


def test_flagged_days_never_enter_the_reference_against_a_plain_reference() -> None:
    rng = np.random.default_rng(21)
    rates = draw_class_rates(rng, 30)
    k, n = simulate_counts(rng, rates, 110, drop_points=12, drop_start=45)
    series = detector_series(k, n)
    for h in range(k.shape[0]):
        plain = _plain_reference_run(k[h], n[h], np.nan_to_num(series.fixed_z[h], nan=9), 5.0)
        stat, days, alarm = (list(x) for x in zip(*plain, strict=True))
        np.testing.assert_allclose(
            detector_series(k[h], n[h], threshold=5.0).sequential_stat[0], stat
        )
        assert detector_series(k[h], n[h], threshold=5.0).reference_days[0].tolist() == days
        assert detector_series(k[h], n[h], threshold=5.0).degraded[0].tolist() == alarm

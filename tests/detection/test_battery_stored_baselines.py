"""The events stage compares with the baselines the baselines stage wrote, and that gives the
same detections as computing the windows afresh: the rows hold everything the comparison uses
(values, the "before" response, a magnitude's own spread, the floor and its canary days, the
pairs' readings), and they survive a trip through their JSON form unchanged."""

from __future__ import annotations

from detection.battery.baseline_table import BaselineRow, baseline_range
from detection.battery.detect import detect_range
from detection.events.records import VerdictPoint
from tests.detection.test_battery_builders import CANARY, day
from tests.detection.test_battery_stable_model import _stable_history
from tests.detection.test_pair_readings import refusal_pair


def _history() -> list[VerdictPoint]:
    """Three weeks of a noisy model whose refusal pair (R01, R02) flips, holds, and flips back."""
    pairs = [
        p
        for offset in range(-21, 0)
        for p in refusal_pair(offset, "refused" if offset in (-6, -5, -4, -1) else "answered")
    ]
    stable = [v for v in _stable_history(seed=11) if v.prompt_id not in ("R01", "R02")]
    return stable + pairs


def test_detections_from_stored_baselines_equal_detections_from_windows() -> None:
    history = _history()
    days = [day(offset) for offset in range(-21, 0)]
    rows = [
        BaselineRow.model_validate_json(r.model_dump_json())
        for r in baseline_range(days, history, CANARY)
    ]
    assert any(r.field == "pair_reading" for r in rows), "the pairs' baselines are written too"
    computed = detect_range(days, history, CANARY, [])
    stored = detect_range(days, history, CANARY, [], stored=rows)
    assert sum(len(d.events) for d in computed) > 3, "the history must raise events to compare"
    assert {e.field for d in computed for e in d.events} >= {"outcome", "pair_reading"}
    assert stored == computed


def test_without_baseline_rows_a_day_compares_nothing() -> None:
    history = _history()
    days = [day(-3)]
    stored = detect_range(days, history, CANARY, [], stored=[])
    assert [d.events for d in stored] == [[]]
    assert all(f.source == "prior" for f in stored[0].noise_floors)

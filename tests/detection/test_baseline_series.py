"""A range's baselines, read from each model's history once (`baseline_range`), are the rows its
model-days give one by one (`baseline_range_by_day`): same rows, same order, same bits; and a
range's detections (each model's verdicts grouped once, stored baselines read from columns) are
the one-day runs' detections.

The histories have what a window has to get right: gaps (a prompt missing for days, a model
missing a whole day), error rows, abstentions and unmeasured fields, ties in the mode, a
flipping refusal pair, a second model, and days before the range that only windows read.
"""

from __future__ import annotations

import math
from datetime import date, timedelta

import pytest

from detection.battery.baseline import DuplicateVerdictError
from detection.battery.baseline_table import (
    BaselineRow,
    StoredBaselines,
    baseline_range,
    baseline_range_by_day,
)
from detection.battery.detect import detect_day, detect_range
from detection.battery.thresholds import WINDOW_DAYS
from detection.battery.windows import VerdictIndex
from detection.events.records import DayDetection, Event, VerdictPoint
from tests.detection.test_battery_builders import CANARY, day, verdict
from tests.detection.test_battery_stored_baselines import _history


def _second_model(history: list[VerdictPoint]) -> list[VerdictPoint]:
    """The same history for another model, with gaps, errors, abstentions and odd values."""
    out = []
    for i, v in enumerate(history):
        if v.day == day(-9) or (v.prompt_id == "D03" and v.day in (day(-5), day(-4))):
            continue  # a day the model was not asked at all, and a prompt missing for two days
        changes: dict[str, object] = {"model": "other/model"}
        if i % 17 == 0:
            changes["is_error"] = True
        if i % 13 == 0:
            changes["unreadable"] = frozenset({"picks"})
            changes["abstentions_stated"] = True
        if i % 11 == 0:
            changes["length_tokens"] = 0.0  # an empty reply: counted as 1 in log space
        if i % 7 == 0:
            changes["latency_ms"] = None
        if i % 5 == 0 and v.outcome is not None:
            changes["outcome"] = "refused" if i % 2 else "answered"  # ties in the mode
        out.append(v.model_copy(update=changes))
    return out


def _both_models() -> list[VerdictPoint]:
    history = _history()
    return history + _second_model(history)


@pytest.mark.parametrize(
    "offsets",
    [range(-21, 0), range(-12, -2), [-14, -13, -1]],
    ids=["whole-history", "range-with-earlier-days", "separate-days"],
)
def test_range_rows_equal_the_model_days_one_by_one(offsets: range | list[int]) -> None:
    history = _both_models()
    days = [day(o) for o in offsets]
    expected = baseline_range_by_day(days, history, CANARY)
    got = baseline_range(days, history, CANARY)
    assert len(expected) > 1000, "the history must give many baselines to compare"
    assert {r.model for r in expected} == {"acme/chat", "other/model"}
    assert {r.field for r in expected} >= {"outcome", "pair_reading", "length_tokens"}
    assert got == expected
    # Same bits, not only equal floats (a -0.0 or a rounding would pass ==).
    for a, b in zip(got, expected, strict=True):
        for name in ("mean_log", "sd_log", "own_sd_log", "noise_floor"):
            x, y = getattr(a, name), getattr(b, name)
            assert (x is None and y is None) or (math.copysign(1, x), x.hex()) == (
                math.copysign(1, y),
                y.hex(),
            )


def test_a_doubled_verdict_fails_as_the_days_one_by_one_do() -> None:
    history = [*_history(), verdict(-6, "D02", response_id="second-answer")]
    days = [day(o) for o in range(-21, 0)]
    with pytest.raises(DuplicateVerdictError) as by_day:
        baseline_range_by_day(days, history, CANARY)
    with pytest.raises(DuplicateVerdictError) as in_range:
        baseline_range(days, history, CANARY)
    assert str(in_range.value) == str(by_day.value)


def test_a_doubled_verdict_no_window_reads_fails_nothing() -> None:
    # Days before the range that no computed window reaches: one-by-one runs never see them.
    history = [*_history(), verdict(-20, "D02", response_id="second-answer")]
    days = [day(-2), day(-1)]
    assert baseline_range(days, history, CANARY) == baseline_range_by_day(days, history, CANARY)


def _detect_day_by_day(days: list[date], history: list[VerdictPoint]) -> list[DayDetection]:
    """The one-day runs, oldest first: each model-day sees its own 8 days of verdicts and the
    events the days before it gave (what `detect_range` must equal)."""
    index = VerdictIndex(history)
    recent: dict[str, list[Event]] = {}
    out = []
    for d in sorted(days):
        for model in index.models:
            if not index.has_day(model, d):
                continue
            kept = [e for e in recent.get(model, []) if d - timedelta(days=8) <= e.day]
            window = index.window(model, d, WINDOW_DAYS)
            det = detect_day(d, model, window, CANARY, [e for e in kept if e.day < d])
            recent[model] = [*kept, *det.events]
            out.append(det)
    return out


def test_range_detections_equal_the_model_days_one_by_one() -> None:
    history = _both_models()
    days = [day(o) for o in range(-21, 0)]
    expected = _detect_day_by_day(days, history)
    assert sum(len(d.events) for d in expected) > 3, "the history must raise events to compare"
    assert detect_range(days, history, CANARY, []) == expected
    rows = baseline_range(days, history, CANARY)
    assert detect_range(days, history, CANARY, [], stored=rows) == expected
    stored = StoredBaselines.from_columns(
        {name: [getattr(r, name) for r in rows] for name in BaselineRow.model_fields}
    )
    assert detect_range(days, history, CANARY, [], stored=stored) == expected


def test_range_detections_fail_on_a_doubled_verdict_as_the_days_do() -> None:
    history = [*_history(), verdict(-6, "D02", response_id="second-answer")]
    days = [day(o) for o in range(-21, 0)]
    with pytest.raises(DuplicateVerdictError) as by_day:
        _detect_day_by_day(days, history)
    with pytest.raises(DuplicateVerdictError) as in_range:
        detect_range(days, history, CANARY, [])
    assert str(in_range.value) == str(by_day.value)

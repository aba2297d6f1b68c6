"""The baselines stage builds its frame from the range's plain values; that frame is the one
`to_frame` makes of the validated records, column for column and bit for bit, so the rows it
writes are the records the one-day path computes."""

from __future__ import annotations

import polars as pl

from assets.baselines import baseline_frame
from detection.battery.baseline_table import (
    BaselineRow,
    baseline_range_by_day,
    baseline_range_values,
)
from records.schema import to_frame
from tests.detection.test_baseline_series import _both_models
from tests.detection.test_battery_builders import CANARY, day


def test_the_values_frame_is_the_records_frame() -> None:
    history = _both_models()
    days = [day(o) for o in range(-21, 0)]
    expected = to_frame(baseline_range_by_day(days, history, CANARY), BaselineRow)
    got = baseline_frame(baseline_range_values(days, history, CANARY))
    assert expected.height > 1000
    assert got.schema == expected.schema
    assert got.equals(expected)
    # Bit for bit: equal floats could still differ in their last bits' spelling as text.
    floats = [c for c, t in expected.schema.items() if t == pl.Float64]
    assert got.select(floats).cast(pl.String).equals(expected.select(floats).cast(pl.String))


def test_no_values_make_the_empty_frame() -> None:
    assert baseline_frame([]).equals(to_frame([], BaselineRow))

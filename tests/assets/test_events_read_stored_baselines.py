"""The events stage reads the baselines the baselines stage wrote; rows written before they
carried their window's values are refused with what to do, never compared with as if empty."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import polars as pl
import pytest

from assets.points import stored_baseline_lookups, stored_baselines
from detection.battery.baseline_table import BaselineRow, baseline_range
from detection.battery.detect import detect_range
from records.schema import to_frame
from tests.detection.test_battery_builders import CANARY, day
from tests.detection.test_battery_stored_baselines import _history
from warehouse.store import Warehouse

DAY = dt.date(2026, 11, 3)


def _insert(store: Warehouse, values_json: str | None) -> None:
    with store.connect() as con:
        con.execute(
            "INSERT INTO baselines (day, model, task_id, field, baseline_days, modal_value, "
            "baseline_values_json, baseline_response_id) VALUES ($d, 'm/a', 'R01', 'outcome', 2, "
            "'answered', $v, 'r1')",
            {"d": DAY, "v": values_json},
        )


def test_stored_rows_come_back_with_their_evidence(tmp_path: Path) -> None:
    store = Warehouse(tmp_path / "w.duckdb")
    _insert(store, '["answered","answered"]')
    [row] = stored_baselines(store, [DAY])
    assert (row.day, row.task_id, row.modal_value) == (DAY, "R01", "answered")
    assert row.baseline_values_json == '["answered","answered"]'
    assert row.baseline_response_id == "r1"


def test_rows_without_their_values_are_refused(tmp_path: Path) -> None:
    store = Warehouse(tmp_path / "w.duckdb")
    _insert(store, None)
    with pytest.raises(ValueError, match="materialise `baselines` for these days again"):
        stored_baselines(store, [DAY])


def test_written_rows_read_back_equal_the_computed_rows(tmp_path: Path) -> None:
    days = [day(offset) for offset in range(-21, 0)]
    rows = baseline_range(days, _history(), CANARY)
    assert len(rows) > 100 and {r.field for r in rows} >= {"outcome", "latency_ms"}
    frame = to_frame(rows, BaselineRow)
    # The frame the stage built before from `model_dump` dicts, value for value.
    assert frame.equals(pl.DataFrame([r.model_dump() for r in rows], infer_schema_length=None))
    store = Warehouse(tmp_path / "w.duckdb")
    store.replace_days("baselines", days, frame)
    key = lambda r: (r.day, r.model, r.task_id, r.field)  # noqa: E731
    assert sorted(stored_baselines(store, days), key=key) == sorted(rows, key=key)


def test_lookups_from_the_columns_compare_as_the_records_do(tmp_path: Path) -> None:
    history = _history()
    days = [day(offset) for offset in range(-21, 0)]
    store = Warehouse(tmp_path / "w.duckdb")
    store.replace_days(
        "baselines", days, to_frame(baseline_range(days, history, CANARY), BaselineRow)
    )
    from_records = detect_range(days, history, CANARY, [], stored=stored_baselines(store, days))
    assert sum(len(d.events) for d in from_records) > 3, "the history must raise events"
    assert detect_range(days, history, CANARY, [], stored=stored_baseline_lookups(store, days)) == (
        from_records
    )


def test_lookups_refuse_rows_without_their_values(tmp_path: Path) -> None:
    store = Warehouse(tmp_path / "w.duckdb")
    _insert(store, None)
    with pytest.raises(ValueError, match="materialise `baselines` for these days again"):
        stored_baseline_lookups(store, [DAY])

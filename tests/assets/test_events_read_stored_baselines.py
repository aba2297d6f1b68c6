"""The events stage reads the baselines the baselines stage wrote; rows written before they
carried their window's values are refused with what to do, never compared with as if empty."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import polars as pl
import pytest

from assets.baselines import baseline_frame
from assets.points import (
    keep_run_baselines,
    run_baseline_lookups,
    stored_baseline_lookups,
    stored_baselines,
)
from detection.battery.baseline_table import BaselineRow, baseline_range, baseline_range_values
from detection.battery.detect import detect_range
from detection.battery.fields import CATEGORICAL_FIELDS
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


def test_the_runs_own_rows_compare_as_the_stored_rows_do(tmp_path: Path) -> None:
    """The events stage takes the rows its run's baselines stage has just written from memory:
    every lookup, and so every event, is the one a read of the table gives."""
    history = _history()
    days = [day(offset) for offset in range(-21, 0)]
    values = baseline_range_values(days, history, CANARY)
    store = Warehouse(tmp_path / "w.duckdb")
    store.replace_days("baselines", days, baseline_frame(values))
    stored = stored_baseline_lookups(store, days)
    keep_run_baselines(store, "run-1", days, values)
    kept = run_baseline_lookups(store, "run-1", days)
    for row in values:
        d, model, task_id, field = row[:4]
        mine, theirs = kept.lookup(d, model), stored.lookup(d, model)
        assert mine.floors() == theirs.floors()
        if field in CATEGORICAL_FIELDS:
            assert mine.categorical(task_id, field) == theirs.categorical(task_id, field)
        else:
            assert mine.log(task_id, field) == theirs.log(task_id, field)
    from_table = detect_range(days, history, CANARY, [], stored=stored)
    assert sum(len(d.events) for d in from_table) > 3, "the history must raise events"
    assert detect_range(days, history, CANARY, [], stored=kept) == from_table


def test_only_the_same_run_and_days_take_the_kept_rows(tmp_path: Path) -> None:
    """Another run, other days, or a second read go to the warehouse (here emptied, so what was
    kept would show)."""
    history = _history()
    days = [day(offset) for offset in range(-21, 0)]
    values = baseline_range_values(days, history, CANARY)
    store = Warehouse(tmp_path / "w.duckdb")
    some = values[0]
    for run, span in (("run-2", days), ("run-1", days[1:])):
        keep_run_baselines(store, "run-1", days, values)
        lookup = run_baseline_lookups(store, run, span).lookup(some[0], some[1])
        assert lookup.categorical(some[2], some[3]) is None
    keep_run_baselines(store, "run-1", days, values)
    assert (
        run_baseline_lookups(store, "run-1", days)
        .lookup(some[0], some[1])
        .categorical(some[2], some[3])
    )
    again = run_baseline_lookups(store, "run-1", days).lookup(some[0], some[1])
    assert again.categorical(some[2], some[3]) is None

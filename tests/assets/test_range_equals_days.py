"""A range of days materialised as one single-run backfill equals the same days run one by one.

The derived assets process a whole range in one pass (one read of each input, one write per
table); that is only sound if each day's rows come out exactly as a run of that day alone would
write them, oldest day first. The archive is the backfill benchmark's (simulator replies scored
by the verdicts stage), over days that hold the demo's changes: a moved pin, a slipping puzzle
skill, a verbose model and a reply only triage can rate.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import polars as pl
import pytest
from dagster import AssetSelection, DagsterInstance, materialize

from assets.graph import ALL_ASSETS
from bench.backfill_archive import bench_scenario, build_archive
from providers.simulator.scenario import Scenario
from runtime.gateway import SimulatedGateway
from runtime.partitions import range_tags
from runtime.resources import PipelineResource, WarehouseResource
from tests.archive_edit import copy_warehouse
from warehouse.store import Warehouse

# Inside the default day partitions (from 2026-10-01); the demo's changes fall on days 14-18.
ARCHIVE_START = dt.date(2026, 10, 5)
ARCHIVE_DAYS = 22
RANGE = [ARCHIVE_START + dt.timedelta(days=i) for i in range(12, ARCHIVE_DAYS)]
DERIVED = {
    "baselines": ("day", "model", "task_id", "field"),
    "ratings": ("day", "model"),
    "events": ("event_id",),
    "detection_days": ("day", "model"),
    "triage": ("event_id",),
    "statuses": ("day", "model"),
}
RUN_COLUMNS = {"run_id", "resolved_at", "finished_at", "created_at", "updated_at"}


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("archive")
    raw = bench_scenario(ARCHIVE_START, clones=1)
    scenario = root / "scenario.json"
    scenario.write_text(json.dumps(raw), encoding="utf-8")
    days = [ARCHIVE_START + dt.timedelta(days=i) for i in range(ARCHIVE_DAYS)]
    build_archive(Warehouse(root / "w.duckdb"), Scenario.model_validate(raw), days)
    return root / "w.duckdb", scenario


def _materialise(path: Path, scenario: Path, models: list[str], **how: object) -> None:
    result = materialize(
        ALL_ASSETS,
        selection=AssetSelection.keys("baselines").downstream() - AssetSelection.keys("report"),
        resources={
            "warehouse": WarehouseResource(database=str(path)),
            "provider": SimulatedGateway(scenario=str(scenario)),
            "pipeline": PipelineResource(models=models, report_dir=str(path.parent / "site")),
        },
        instance=DagsterInstance.ephemeral(),
        **how,  # type: ignore[arg-type]
    )
    assert result.success


def _table(store: Warehouse, table: str) -> pl.DataFrame:
    frame = store.frame(f"SELECT * FROM {table}")
    frame = frame.drop([c for c in frame.columns if c in RUN_COLUMNS])
    return frame.sort(list(DERIVED[table]), nulls_last=True)


def test_one_range_run_equals_day_by_day_runs(
    archive: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENROUTER_BASE_URL", raising=False)
    source, scenario = archive
    models = [m["alias"] for m in json.loads(scenario.read_text(encoding="utf-8"))["models"]]
    ranged, daily = tmp_path / "ranged" / "w.duckdb", tmp_path / "daily" / "w.duckdb"
    for path in (ranged, daily):
        copy_warehouse(source, path)
    _materialise(ranged, scenario, models, tags=range_tags(RANGE[0], RANGE[-1]))
    for day in RANGE:
        _materialise(daily, scenario, models, partition_key=day.isoformat())
    a, b = Warehouse(ranged), Warehouse(daily)
    assert a.rows("SELECT count(*) FROM events WHERE kind = 'change'")[0][0] > 0
    assert a.rows("SELECT count(*) FROM events WHERE kind = 'pin'")[0][0] > 0
    assert a.rows("SELECT count(*) FROM triage")[0][0] > 0
    for table in DERIVED:
        one, many = _table(a, table), _table(b, table)
        assert one.height > 0, f"{table} is empty: the comparison would prove nothing"
        assert one.equals(many), f"{table} differs between one range run and day-by-day runs"

"""What every run does, whichever way it was launched (CLI, schedule, sensor, UI): it locks the
days it covers and, when it ends, refreshes the analysts' published copy, not only when the
report stage ran. The runs here are launched with Dagster's own `materialize`, not the CLI's
runner, so nothing the runner does can stand in for the run itself."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest
from dagster import materialize

from assets.pins import pins
from assets.responses import responses
from assets.tasks import tasks
from runtime.resources import resources_from
from runtime.settings import load_settings
from tests.conftest import Pipeline
from warehouse.shards import create_view

pytestmark = pytest.mark.e2e

DAY = dt.date(2026, 11, 2)
HOLD = """
import datetime as dt, sys
from pathlib import Path
from warehouse.lock import day_range
day = dt.date.fromisoformat(sys.argv[2])
with day_range(Path(sys.argv[1]), day, day):
    print("held", flush=True)
    sys.stdin.read()
"""


def collect_only(pipeline: Pipeline, day: dt.date):
    return materialize(
        [pins, tasks, responses],
        partition_key=day.isoformat(),
        resources=resources_from(load_settings()),
        instance=pipeline.instance,
        raise_on_error=False,
    )


def published_rows(pipeline: Pipeline) -> int:
    con = duckdb.connect(str(pipeline.warehouse.published_path), read_only=True)
    try:
        create_view(con, pipeline.warehouse.archive_root)  # the shards it was published with
        return con.execute("SELECT count(*) FROM responses").fetchone()[0]
    finally:
        con.close()


def test_a_run_without_the_report_stage_still_refreshes_the_published_copy(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/steady"]')
    result = collect_only(pipeline, DAY)
    assert result.success
    assert pipeline.warehouse.published_path.exists(), "collection wrote; analysts must see it"
    assert published_rows(pipeline) == 80, "the copy holds what the run archived"


def test_a_run_waits_for_another_holding_its_day(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/steady"]')
    monkeypatch.setenv("MODELDRIFT_LOCK_TIMEOUT_S", "2")
    # Another process (a CLI run, a queued run) holds the day: record locks are per process.
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(pipeline.warehouse.runs_lock_path), DAY.isoformat()],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        blocked = collect_only(pipeline, DAY)
        other_day = collect_only(pipeline, DAY + dt.timedelta(days=1))
    finally:
        holder.communicate("", timeout=30)
    assert not blocked.success, "the run went ahead on a day another run holds"
    failures = [e for e in blocked.all_events if e.is_failure]
    assert any("held days" in str(e.event_specific_data) for e in failures), failures
    assert pipeline.warehouse.rows("SELECT count(*) FROM responses WHERE day = $d", {"d": DAY}) in (
        [(0,)],
        [],
    ), "nothing of the held day was written"
    assert other_day.success, "a run over another day is not held up"

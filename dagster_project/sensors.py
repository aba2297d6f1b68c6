"""Re-score when the code's scorer is newer than the verdicts in the warehouse.

The sensor reads the published read-only copy, never the live file: a second process holding the
DuckDB file, even read-only, would block the writer.
"""

import datetime as dt
from pathlib import Path

import duckdb
from dagster import (
    DefaultSensorStatus,
    RunRequest,
    SensorEvaluationContext,
    SkipReason,
    sensor,
)

from dagster_project.jobs import rescore_job
from runtime.partitions import range_tags
from runtime.resources import WarehouseResource


def stale_range(published: Path, current_version: str) -> tuple[dt.date, dt.date] | None:
    """The days to re-score if any verdict was made by another scorer version, else None."""
    if not published.exists():
        return None
    con = duckdb.connect(str(published), read_only=True)
    try:
        row = con.execute(
            "SELECT min(day), max(day), count(*) FILTER (WHERE scorer_version <> $v) FROM verdicts",
            {"v": current_version},
        ).fetchone()
    finally:
        con.close()
    if row is None or not row[2]:
        return None
    return row[0], row[1]


@sensor(
    job=rescore_job,
    minimum_interval_seconds=300,
    description="Launch a single-run re-score when the scorer version in code is newer.",
    default_status=DefaultSensorStatus.RUNNING,
)
def rescore_on_new_scorer(
    context: SensorEvaluationContext, warehouse: WarehouseResource
) -> RunRequest | SkipReason:
    from scoring.scorer import SCORER_VERSION

    span = stale_range(warehouse.warehouse().published_path, SCORER_VERSION)
    if span is None:
        return SkipReason(f"every verdict is by scorer {SCORER_VERSION}")
    start, end = span
    return RunRequest(
        run_key=f"rescore-{SCORER_VERSION}-{start}-{end}", tags=range_tags(start, end)
    )

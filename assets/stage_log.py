"""Which stage ran for which day, so the report can say "triage did not run" instead of guessing."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Literal

from assets.progress import stage_done
from warehouse import queries
from warehouse.store import Warehouse

StageStatus = Literal["ok", "failed", "skipped"]


def record_stage(
    warehouse: Warehouse,
    days: Sequence[dt.date],
    stage: str,
    status: StageStatus,
    detail: str | None = None,
    run_id: str | None = None,
) -> None:
    """Record how a stage ended for each day, so the report can say which stage failed and why
    instead of showing a silent gap."""
    sql = queries.load("stage_run_upsert")
    with warehouse.connect() as con:
        for day in days:
            con.execute(
                sql,
                {"day": day, "stage": stage, "status": status, "detail": detail, "run_id": run_id},
            )
    stage_done(stage, days, status, detail)

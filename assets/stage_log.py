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
    """One row per day and stage, so the site can say which stage failed on which day and why."""
    if days:
        warehouse.rows(
            queries.load("stage_run_upsert"),
            {
                "days": list(days),
                "stage": stage,
                "status": status,
                "detail": detail,
                "run_id": run_id,
            },
            archive=False,
        )
    stage_done(stage, days, status, detail)

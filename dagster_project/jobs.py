"""The two jobs: the daily chain, and the re-score of everything derived from the archive."""

from __future__ import annotations

import datetime as dt
from typing import Any

from dagster import AssetSelection, ExecutorDefinition, define_asset_job, in_process_executor

from runtime.partitions import daily_partitions
from runtime.settings import ConfigError, load_settings

RANGE_START_TAG = "dagster/asset_partition_range_start"
RANGE_END_TAG = "dagster/asset_partition_range_end"

CELERY_SETTINGS: dict[str, Any] = {
    # A step's message is acknowledged when the step ends, not when a worker takes it, and a
    # worker process that dies mid-step hands it back: the step runs again on a live worker,
    # where collection sends only what still has no answer.
    "task_acks_late": True,
    "task_reject_on_worker_lost": True,
    "worker_prefetch_multiplier": 1,
}
"""Celery settings shared by the executor (which sends steps) and the workers (which run them)."""


def job_executor() -> ExecutorDefinition:
    """In-process by default: one process per run holds the warehouse at a time, and a day's
    steps share it. On the cluster (`MODELDRIFT_EXECUTOR=celery`), each step is a Celery task."""
    try:
        settings = load_settings()
    except ConfigError:  # surfaces as the CLI's one-line error when a run starts
        return in_process_executor
    if settings.executor == "in_process":
        return in_process_executor
    from dagster_celery import celery_executor

    return celery_executor.configured(
        {
            "broker": settings.celery_broker,
            "backend": settings.celery_broker,
            "config_source": CELERY_SETTINGS,
        },
        name="celery",
    )


daily_job = define_asset_job(
    "modeldrift_daily",
    selection=AssetSelection.all(),
    partitions_def=daily_partitions,
    executor_def=job_executor(),
    description="Pins -> tasks -> responses -> verdicts -> baselines -> events -> triage -> statuses -> report.",
)

rescore_job = define_asset_job(
    "modeldrift_rescore",
    selection=AssetSelection.keys("verdicts").downstream(),
    partitions_def=daily_partitions,
    executor_def=job_executor(),
    description="Re-score the unchanged archive with the current scorer; derived stages follow.",
)


def range_tags(start: dt.date, end: dt.date) -> dict[str, str]:
    """Run tags that make one run cover a whole range of day partitions (single-run backfill)."""
    return {RANGE_START_TAG: start.isoformat(), RANGE_END_TAG: end.isoformat()}

"""The two jobs: the daily chain, and the re-score of everything derived from the archive."""

from __future__ import annotations

from dagster import AssetSelection, ExecutorDefinition, define_asset_job, in_process_executor

from runtime.cluster_settings import CELERY_SETTINGS
from runtime.partitions import daily_partitions
from runtime.settings import ConfigError, load_settings

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

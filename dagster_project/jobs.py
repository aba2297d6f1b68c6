"""The two jobs: the daily chain, and the re-score of everything derived from the archive."""

from __future__ import annotations

import datetime as dt

from dagster import AssetSelection, define_asset_job, in_process_executor

from runtime.partitions import daily_partitions

RANGE_START_TAG = "dagster/asset_partition_range_start"
RANGE_END_TAG = "dagster/asset_partition_range_end"

# In-process: one process per run holds the warehouse at a time, and a day's steps share it.
daily_job = define_asset_job(
    "modeldrift_daily",
    selection=AssetSelection.all(),
    partitions_def=daily_partitions,
    executor_def=in_process_executor,
    description="Pins -> tasks -> responses -> verdicts -> baselines -> events -> triage -> statuses -> report.",
)

rescore_job = define_asset_job(
    "modeldrift_rescore",
    selection=AssetSelection.keys("verdicts").downstream(),
    partitions_def=daily_partitions,
    executor_def=in_process_executor,
    description="Re-score the unchanged archive with the current scorer; derived stages follow.",
)


def range_tags(start: dt.date, end: dt.date) -> dict[str, str]:
    """Run tags that make one run cover a whole range of day partitions (single-run backfill)."""
    return {RANGE_START_TAG: start.isoformat(), RANGE_END_TAG: end.isoformat()}

"""Day partitions in UTC; `end_offset=1` so today's partition exists for the 09:00 collection."""

from __future__ import annotations

import datetime as dt
import warnings

from dagster import AssetExecutionContext, BackfillPolicy, BetaWarning, DailyPartitionsDefinition

from dagster_project.settings import load_settings

# Single-run backfill policies are "beta" in Dagster 1.13; we rely on them knowingly.
warnings.filterwarnings("ignore", category=BetaWarning)

daily_partitions = DailyPartitionsDefinition(
    start_date=load_settings().first_day.isoformat(), end_offset=1, timezone="UTC"
)

# Re-scoring a year is one run, not 365: every asset handles a whole range of days at once.
single_run = BackfillPolicy.single_run()


def partition_days(context: AssetExecutionContext) -> list[dt.date]:
    """The days this run materialises, oldest first."""
    if not context.has_partition_key_range and not context.has_partition_key:
        raise ValueError("modeldrift assets are partitioned by day; launch them for a day or a range")
    return sorted(dt.date.fromisoformat(k) for k in context.partition_keys)

"""Day partitions in UTC; `end_offset=1` so today's partition exists for the 09:00 collection."""

from __future__ import annotations

import datetime as dt
import warnings

from dagster import (
    AssetCheckExecutionContext,
    AssetExecutionContext,
    BackfillPolicy,
    BetaWarning,
    DailyPartitionsDefinition,
    PreviewWarning,
)

from runtime.settings import ConfigError, Settings, load_settings

# The `backfill_policy` parameter of @asset is "beta" in Dagster 1.13; we rely on the single-run
# policy knowingly. Only that one warning is silenced: any other beta API still warns.
warnings.filterwarnings(
    "ignore", message=r"Parameter `backfill_policy` of function", category=BetaWarning
)
# Day-partitioned asset checks (assets/asset_checks.py) are "preview" in Dagster 1.13; a check
# that runs over the same days as its asset is the point, so only that one warning is silenced.
warnings.filterwarnings(
    "ignore",
    message=r"Specifying a partitions_def on an AssetCheckSpec",
    category=PreviewWarning,
)


def _first_day() -> str:
    # Definitions load at import; a bad setting elsewhere must surface as the CLI's one-line error
    # when the run starts, not as an import-time traceback.
    try:
        return load_settings().first_day.isoformat()
    except ConfigError:
        return Settings.model_fields["first_day"].default.isoformat()


daily_partitions = DailyPartitionsDefinition(start_date=_first_day(), end_offset=1, timezone="UTC")

# Re-scoring a year is one run, not 365: every asset handles a whole range of days at once.
single_run = BackfillPolicy.single_run()


def partition_days(
    context: AssetExecutionContext | AssetCheckExecutionContext,
) -> list[dt.date]:
    """The days this run materialises (or checks), oldest first."""
    if not context.has_partition_key_range and not context.has_partition_key:
        raise ValueError(
            "modeldrift assets are partitioned by day; launch them for a day or a range"
        )
    return sorted(dt.date.fromisoformat(k) for k in context.partition_keys)


RANGE_START_TAG = "dagster/asset_partition_range_start"
RANGE_END_TAG = "dagster/asset_partition_range_end"


def range_tags(start: dt.date, end: dt.date) -> dict[str, str]:
    """Run tags that make one run cover a whole range of day partitions (single-run backfill)."""
    return {RANGE_START_TAG: start.isoformat(), RANGE_END_TAG: end.isoformat()}

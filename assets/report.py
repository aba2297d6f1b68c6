"""Stage 4: the static site and the open data.

The analysts' published copy of the warehouse is refreshed at the end of every run, this one
included, by the warehouse resource (runtime/resources.py), not here: a run that never
reaches this stage has written to the warehouse too.
"""

from pathlib import Path

from dagster import AssetExecutionContext, MaterializeResult, asset

from assets.stage_guard import collector_paused
from assets.stage_log import record_stage
from assets.statuses import statuses
from report.build import build_site
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.pools import WRITER_POOL
from runtime.resources import PipelineResource, WarehouseResource


@asset(
    partitions_def=daily_partitions,
    pool=WRITER_POOL,
    backfill_policy=single_run,
    group_name="report",
    deps=[statuses],
    description="Static site (front, day, model, event, method, battery pages), feed, open data.",
)
def report(
    context: AssetExecutionContext, warehouse: WarehouseResource, pipeline: PipelineResource
) -> MaterializeResult:
    days = partition_days(context)
    store = warehouse.warehouse()
    # Recorded before the build so the pages it writes can say the report stage ran.
    record_stage(store, days, "report", "ok", run_id=context.run_id)
    try:
        # A year's day files are about 600,000 result rows made and dropped: no cycles to find.
        with collector_paused():
            summary = build_site(store, Path(pipeline.report_dir), as_of=None)
    except Exception as exc:
        record_stage(
            store,
            days,
            "report",
            "failed",
            detail=str(exc).splitlines()[0][:300] if str(exc) else type(exc).__name__,
            run_id=context.run_id,
        )
        raise
    return MaterializeResult(
        metadata={
            "pages": summary.pages_written,
            "index": str(summary.index_path),
            "published_copy": str(store.published_path),
        }
    )

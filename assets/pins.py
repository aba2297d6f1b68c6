"""Stage 0: resolve each tracked alias to the dated version the gateway serves today."""

import datetime as dt

import polars as pl
from dagster import AssetExecutionContext, MaterializeResult, asset

from assets.progress import each_day
from assets.stage_log import record_stage
from detection.events.pin_resolution import PinRow, resolve_pins
from providers.run_async import run_sync
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.pools import WRITER_POOL
from runtime.resources import GatewayResource, PipelineResource, WarehouseResource


async def _listing(provider: GatewayResource, base_url: str, day: dt.date) -> dict[str, str | None]:
    async with provider.client(base_url, day) as client:
        return {m.id: m.canonical_slug for m in await client.list_models()}


@asset(
    partitions_def=daily_partitions,
    pool=WRITER_POOL,
    backfill_policy=single_run,
    group_name="collection",
    description="Alias -> dated version per tracked model and day; moved / vanished flags.",
)
def pins(
    context: AssetExecutionContext,
    warehouse: WarehouseResource,
    provider: GatewayResource,
    pipeline: PipelineResource,
) -> MaterializeResult:
    days = partition_days(context)
    tracked = list(pipeline.models)
    store = warehouse.warehouse()
    for day in days:
        provider.check_day(day)
    rows: list[PinRow] = []
    with provider.gateway_url() as base_url, each_day("pins", days) as ticker:
        for day in days:
            listed = run_sync(_listing(provider, base_url, day))
            previous = {m: v for m, v in store.rows("last_pins_before", {"day": day})}
            for (model,) in store.rows("models_seen_before", {"day": day}):
                previous.setdefault(model, None)
            gone = dict(store.rows("gone_since_before", {"day": day}))
            for r in rows:  # earlier days of this same run are not written yet
                previous.setdefault(r.model, None)
                if r.version is not None:
                    previous[r.model] = r.version
                if r.vanished_since is not None:
                    gone[r.model] = r.vanished_since
                else:
                    gone.pop(r.model, None)
            resolved = resolve_pins(day, tracked, listed, previous, gone)
            rows.extend(resolved)
            ticker.tick(day, f"{len(resolved)} models resolved")
    now = dt.datetime.now(dt.UTC)
    frame = pl.DataFrame([{**r.model_dump(), "resolved_at": now} for r in rows])
    store.replace_days("pins", days, frame)
    record_stage(store, days, "pins", "ok", run_id=context.run_id)
    moved = [f"{r.day} {r.model}: {r.previous_version} -> {r.version}" for r in rows if r.moved]
    vanished = [f"{r.day} {r.model}" for r in rows if r.vanished]
    return MaterializeResult(
        metadata={
            "days": len(days),
            "pins": len(rows),
            "moved": "\n".join(moved) or "none",
            "vanished": "\n".join(vanished) or "none",
        }
    )

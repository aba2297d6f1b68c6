"""Stage 1a: the append-only archive, collected as one step per model.

A day's collection waits on the gateway, not on CPU, so N models can be collected as N steps at
once, on as many workers as the executor has (docs/scaling.md). The asset stays partitioned by
day like every other stage: a backfill of a range is still one run, and lineage, reruns and the
daily schedule are unchanged. Inside the run, `responses` is a small graph:

- `collection_models` lists the models the day's plan (`tasks`) holds, optionally narrowed by
  config to some of them, and fans out one dynamic step per model;
- `collect_model[<model>]` sends that model's pending tasks for every day of the run (only what
  has no answer yet, so a rerun or a redelivered step never doubles a row);
- `collection_done` adds up the counts and records the stage, in the warehouse's writer pool.

One model's day is rerun alone from the UI either by re-executing its `collect_model[...]` step
of a run, or by launching the day with `collection_models` configured to that model.
"""

import re
from typing import Any

from dagster import (
    AssetIn,
    Config,
    DynamicOut,
    DynamicOutput,
    In,
    Nothing,
    OpExecutionContext,
    Output,
    graph_asset,
    op,
)

from assets.collect import collect_day
from assets.progress import each_day
from assets.resume import RESUME_COUNT_KEYS, describe
from assets.stage_log import record_stage
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.pools import WRITER_POOL
from runtime.resources import GatewayResource, WarehouseResource

COUNT_KEYS = ("sent", "retried", "answered", "error", "timeout", *RESUME_COUNT_KEYS)
"""Counts by status, and what a crash had lost (`resent` battery prompts, `reissued` puzzles)."""


class CollectionModels(Config):
    """Which planned models to collect; empty means all of them."""

    models: list[str] = []


def mapping_key(model: str) -> str:
    """A step-key-safe name for a model alias (`sim/steady` -> `sim_steady`), unique per alias."""
    return re.sub(r"[^A-Za-z0-9_]", "_", model)


@op(ins={"tasks": In(Nothing)}, out=DynamicOut(str))
def collection_models(
    context: OpExecutionContext, config: CollectionModels, warehouse: WarehouseResource
):
    """One dynamic output per model planned for the run's days (the plan, not the settings,
    decides: a model dropped from the settings after planning is still collected for that day)."""
    days = partition_days(context)  # type: ignore[arg-type]
    planned = [
        row[0]
        for row in warehouse.warehouse().rows(
            "SELECT DISTINCT model FROM tasks WHERE day = ANY($days) ORDER BY model",
            {"days": days},
        )
    ]
    unknown = sorted(set(config.models) - set(planned))
    if unknown:
        raise ValueError(
            f"no tasks are planned for model(s) {unknown!r} on {days[0]}..{days[-1]}; "
            f"choose among {planned!r}"
        )
    chosen = [m for m in planned if not config.models or m in config.models]
    keys = [mapping_key(m) for m in chosen]
    if len(set(keys)) != len(keys):
        raise ValueError(f"two model aliases map to the same step name: {chosen!r}; rename one")
    for model, key in zip(chosen, keys, strict=True):
        yield DynamicOutput(model, mapping_key=key)


@op
def collect_model(
    context: OpExecutionContext,
    model: str,
    warehouse: WarehouseResource,
    provider: GatewayResource,
) -> dict[str, int]:
    """Collect one model's pending tasks for every day of the run; return counts by status.

    Not in the writer pool: the archive only gets appends of small batches under the writer
    lock, so models collect side by side while derived stages wait for one another.
    """
    days = partition_days(context)  # type: ignore[arg-type]
    for day in days:
        provider.check_day(day)
    store = warehouse.warehouse()
    totals = dict.fromkeys(COUNT_KEYS, 0)
    with provider.gateway_url() as base_url, each_day("responses", days) as ticker:
        for day in days:
            counts = collect_day(
                store,
                provider.client(base_url, day),
                day,
                collector=provider.collector,
                battery_timeout_s=provider.battery_timeout_s,
                puzzle_timeout_s=provider.puzzle_timeout_s,
                models=[model],
                gateway=provider.gateway,
            )
            context.log.info(f"{day} {model}: {said(counts)}")
            ticker.tick(day, f"{model}: {said(counts)}")
            for key in COUNT_KEYS:
                totals[key] += counts[key]
    return totals


@op(pool=WRITER_POOL)
def collection_done(
    context: OpExecutionContext, counts: list[dict[str, int]], warehouse: WarehouseResource
) -> Output[None]:
    """Add up the models' counts and record the stage for the run's days."""
    days = partition_days(context)  # type: ignore[arg-type]
    totals = {key: sum(c[key] for c in counts) for key in COUNT_KEYS}
    context.log.info(f"{days[0]}..{days[-1]}: {said(totals)}")
    record_stage(
        warehouse.warehouse(), days, "responses", "ok", detail=str(totals), run_id=context.run_id
    )
    metadata: dict[str, Any] = {"days": len(days), "models": len(counts), **totals}
    return Output(None, metadata=metadata)


@graph_asset(
    partitions_def=daily_partitions,
    backfill_policy=single_run,
    group_name="collection",
    ins={"tasks": AssetIn(dagster_type=Nothing)},
    description="Raw answers, byte-exact, with status, tokens, latency and provider. Append-only. "
    "Collected as one step per model.",
)
def responses(tasks):  # type: ignore[no-untyped-def]
    """Fan out over the planned models, collect each as its own step, then record the stage."""
    return collection_done(collection_models(tasks).map(collect_model).collect())


def said(counts: dict[str, int]) -> str:
    """The counts as one line of the run's log."""
    return (
        f"sent {counts['sent']} (retried {counts['retried']} error rows), answered "
        f"{counts['answered']}, error {counts['error']}, timeout {counts['timeout']}"
        f"{describe(counts)}"
    )

"""Stage 3: a small model rates only what code cannot decide, within a daily budget.

It never overrides a deterministic severity (only events whose rule defers are asked), reads
the two responses as data, and any failure leaves severity `unknown`. A failure of this stage
is recorded and shown on the day's page; it does not stop the report (per-stage isolation), so
this asset catches its own errors, records them in `stage_runs`, and reports a failed check.
"""

import datetime as dt

import polars as pl
from dagster import (
    AssetCheckResult,
    AssetCheckSeverity,
    AssetCheckSpec,
    AssetExecutionContext,
    MaterializeResult,
    asset,
)

from assets.events import events
from assets.points import event_from_row
from assets.stage_log import record_stage
from dagster_project.partitions import daily_partitions, partition_days, single_run
from dagster_project.resources import ProviderResource, WarehouseResource
from detection.triage import TRIAGE_MODEL, TriageBudget, TriageReply, run_triage
from providers.records import ChatResult
from providers.run_async import run_sync
from warehouse.store import Warehouse

# Claude Haiku 4.5 list prices per token (USD), for the budget's estimate of a call's cost.
PRICE_IN, PRICE_OUT = 1.0e-6, 5.0e-6
EST_COST_USD = 0.004


def call_cost(result: ChatResult) -> float:
    return (result.prompt_tokens or 0) * PRICE_IN + (result.completion_tokens or 0) * PRICE_OUT


def triage_day(
    store: Warehouse, provider: ProviderResource, base_url: str, day: dt.date, done: dict[str, dict]
) -> list[dict]:
    """Triage rows for one day; events already answered (`done`) are carried, not asked again.

    The budget, the strict parse and the never-override rule are `detection.triage.run_triage`'s;
    this only supplies the client and turns its per-event records into rows.
    """
    candidates = store.frame("triage_candidates", {"days": [day]}).to_dicts()
    todo = [row for row in candidates if row["event_id"] not in done]
    budget = TriageBudget(
        max_calls=provider.triage_max_calls, max_cost_usd=provider.triage_max_cost_usd
    )

    def ask(messages: list[dict[str, str]]) -> TriageReply | None:
        result = run_sync(_ask(provider, base_url, day, messages))
        if result.status != "answered" or result.content is None:
            return None
        return TriageReply(text=result.content, cost_usd=call_cost(result))

    run = run_triage(
        [event_from_row(row) for row in todo],
        {row["event_id"]: (row["old_text"] or "", row["new_text"] or "") for row in todo},
        ask,
        budget,
        EST_COST_USD,
    )
    rows = [done[row["event_id"]] for row in candidates if row["event_id"] in done]
    severity = {event.event_id: event.severity for event in run.events}
    for row in todo:
        record = run.records[row["event_id"]]
        rows.append(
            {
                "day": day,
                "event_id": row["event_id"],
                "model": row["model"],
                "triage_model": TRIAGE_MODEL,
                "outcome": record.outcome,
                "severity": severity[row["event_id"]],
                "raw_answer": None if record.raw_answer is None else record.raw_answer[:2000],
                "cost_usd": record.cost_usd,
            }
        )
    return rows


async def _ask(
    provider: ProviderResource, base_url: str, day: dt.date, messages: list[dict[str, str]]
) -> ChatResult:
    async with provider.client(base_url, day, concurrency=1) as client:
        return await client.chat(TRIAGE_MODEL, messages, timeout_s=provider.battery_timeout_s)


@asset(
    partitions_def=daily_partitions,
    backfill_policy=single_run,
    group_name="detection",
    deps=[events],
    check_specs=[
        AssetCheckSpec(
            "triage_ran",
            asset="triage",
            description="Stage 3 ran; when it fails this check fails (ERROR) and the report says so.",
        )
    ],
    description="Severity from a small model for events code cannot decide; budgeted; never overrides.",
)
def triage(
    context: AssetExecutionContext, warehouse: WarehouseResource, provider: ProviderResource
) -> MaterializeResult:
    days = partition_days(context)
    store = warehouse.warehouse()
    try:
        done = {
            r["event_id"]: r
            for r in store.frame(
                "SELECT * FROM triage WHERE day = ANY($days) AND outcome = 'ok'", {"days": days}
            ).to_dicts()
        }
        rows: list[dict] = []
        with provider.gateway_url() as base_url:
            for day in days:
                rows.extend(triage_day(store, provider, base_url, day, done))
        frame = pl.DataFrame(rows, infer_schema_length=None) if rows else pl.DataFrame()
        store.replace_days("triage", days, frame)
    except Exception as exc:  # stage isolation: record, flag, and let the report publish
        message = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
        context.log.error(f"triage failed: {message}")
        record_stage(store, days, "triage", "failed", detail=message, run_id=context.run_id)
        return MaterializeResult(
            metadata={"stage_status": "failed", "error": message},
            check_results=[
                AssetCheckResult(
                    check_name="triage_ran",
                    passed=False,
                    # A failed stage is a failed check (red), not a green run with a warning. Not
                    # blocking: the report still publishes and says that triage failed.
                    severity=AssetCheckSeverity.ERROR,
                    metadata={"error": message},
                )
            ],
        )
    outcomes = frame["outcome"].value_counts().to_dicts() if frame.height else []
    record_stage(store, days, "triage", "ok", detail=str(outcomes), run_id=context.run_id)
    return MaterializeResult(
        metadata={"stage_status": "ok", "triaged": frame.height, "outcomes": str(outcomes)},
        check_results=[AssetCheckResult(check_name="triage_ran", passed=True)],
    )

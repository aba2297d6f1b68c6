"""Stage 3: a small model rates only what code cannot decide, within a daily budget.

It never overrides a deterministic severity (only events whose rule defers are asked), reads
the two responses as data, and any failure leaves severity `unknown`. A rating takes effect: it
becomes the event's severity (`severity_source` 'triage'), written with the triage rows in one
transaction, so statuses, pages, feed and open data count it. A failure of this stage is
recorded and shown on the day's page; it does not stop the report (per-stage isolation), so
this asset catches its own errors, records them in `stage_runs`, and reports a failed check.
"""

import datetime as dt

import polars as pl
from dagster import (
    AssetCheckResult,
    AssetCheckSpec,
    AssetExecutionContext,
    MaterializeResult,
    asset,
)

from assets.events import events
from assets.points import event_from_row, event_rows
from assets.stage_guard import guarded_stage
from assets.stage_log import record_stage
from detection.events.records import Event, TriageSeverity
from detection.events.severity import drift_by_model_day
from detection.triage import TRIAGE_MODEL, TriageBudget, TriageReply, apply_triage, run_triage
from providers.records import ChatResult
from providers.run_async import run_sync
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.pools import WRITER_POOL
from runtime.resources import GatewayResource, WarehouseResource
from warehouse.store import Warehouse

# Claude Haiku 4.5 list prices per token (USD), for the budget's estimate of a call's cost.
PRICE_IN, PRICE_OUT = 1.0e-6, 5.0e-6
EST_COST_USD = 0.004


def call_cost(result: ChatResult) -> float:
    """What one triage call cost in dollars, counted against the daily budget."""
    return (result.prompt_tokens or 0) * PRICE_IN + (result.completion_tokens or 0) * PRICE_OUT


def triage_day(
    candidates: list[dict],
    provider: GatewayResource,
    base_url: str,
    day: dt.date,
    done: dict[str, dict],
) -> list[dict]:
    """Triage rows for one day's `candidates`; events already answered (`done`) are carried,
    not asked again.

    The budget, the strict parse and the never-override rule are `detection.triage.run_triage`'s;
    this only supplies the client and turns its per-event records into rows.
    """
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
        # A carried rating with no triage row to rest on is asked again rather than trusted.
        [event_from_row(row).model_copy(update={"triaged_by": None}) for row in todo],
        {row["event_id"]: (row["old_text"] or "", row["new_text"] or "") for row in todo},
        ask,
        budget,
        EST_COST_USD,
    )
    rows = [
        {**done[row["event_id"]], "status": "active"}
        for row in candidates
        if row["event_id"] in done
    ]
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
                "status": "active",
            }
        )
    return rows


def effective_events(events: list[Event], ratings: dict[str, TriageSeverity]) -> list[Event]:
    """Each active event whose rule defers takes its triage rating (or stays 'unknown' without
    one); every other event, withdrawn ones included, is returned as it was."""
    out = []
    for event in events:
        if event.needs_triage and event.status == "active":
            blank = event.model_copy(update={"triaged_by": None})
            out.append(apply_triage(blank, ratings.get(event.event_id)))
        else:
            out.append(event)
    return out


def drift_flags(detections: pl.DataFrame, events: list[Event]) -> pl.DataFrame:
    """The day-model drift flag, recomputed from the battery events' effective severities."""
    if not detections.height:
        return detections
    drift = drift_by_model_day(events)
    flags = [
        drift.get((row["day"], row["model"]), False)
        for row in detections.select("day", "model").to_dicts()
    ]
    return detections.with_columns(pl.Series("drift_detected", flags, dtype=pl.Boolean))


async def _ask(
    provider: GatewayResource, base_url: str, day: dt.date, messages: list[dict[str, str]]
) -> ChatResult:
    async with provider.client(base_url, day, concurrency=1) as client:
        return await client.chat(TRIAGE_MODEL, messages, timeout_s=provider.battery_timeout_s)


@asset(
    partitions_def=daily_partitions,
    pool=WRITER_POOL,
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
    context: AssetExecutionContext, warehouse: WarehouseResource, provider: GatewayResource
) -> MaterializeResult:
    days = partition_days(context)
    store = warehouse.warehouse()
    return guarded_stage(
        context,
        store,
        "triage",
        days,
        lambda: _triage(context, store, provider, days),
        check="triage_ran",
    )


def _triage(
    context: AssetExecutionContext,
    store: Warehouse,
    provider: GatewayResource,
    days: list[dt.date],
) -> MaterializeResult:
    previous = store.frame(
        "SELECT * FROM triage WHERE day = ANY($days)", {"days": days}, archive=False
    )
    done = {r["event_id"]: r for r in previous.to_dicts() if r["outcome"] == "ok"}
    rows: list[dict] = []
    # The range's candidates in one read, asked day by day (each day has its own budget).
    by_day: dict[dt.date, list[dict]] = {}
    for row in store.frame("triage_candidates", {"days": days}).to_dicts():
        by_day.setdefault(row["day"], []).append(row)
    with provider.gateway_url() as base_url:
        for day in days:
            rows.extend(triage_day(by_day.get(day, []), provider, base_url, day, done))
    asked = {r["event_id"] for r in rows}
    # A re-score withdrew these events (or a rule now decides them): their triage is kept,
    # withdrawn with them, never deleted.
    rows.extend(
        {**r, "status": "withdrawn"} for r in previous.to_dicts() if r["event_id"] not in asked
    )
    ratings = {r["event_id"]: r["severity"] for r in rows if r["outcome"] == "ok"}
    stored = store.frame("events_between", {"start": days[0], "end": days[-1]}, archive=False)
    final = effective_events([event_from_row(r) for r in stored.to_dicts()], ratings)
    detections = store.frame(
        "SELECT * FROM detection_days WHERE day = ANY($days)", {"days": days}, archive=False
    )
    frame = pl.DataFrame(rows, infer_schema_length=None) if rows else pl.DataFrame()
    store.replace_days_together(
        days,
        {
            "triage": frame,
            "events": event_rows(final),
            "detection_days": drift_flags(detections, final),
        },
    )
    outcomes = frame["outcome"].value_counts().to_dicts() if frame.height else []
    record_stage(store, days, "triage", "ok", detail=str(outcomes), run_id=context.run_id)
    return MaterializeResult(
        metadata={"stage_status": "ok", "triaged": frame.height, "outcomes": str(outcomes)},
        check_results=[AssetCheckResult(check_name="triage_ran", passed=True)],
    )

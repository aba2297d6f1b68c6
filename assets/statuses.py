"""Stage 3b: the day's status per model, after triage, so a triage rating counts wherever
severity counts: the puzzle status from the ratings' detector, battery drift and counts from the
events' effective severities, the changes still open (not reverted), and the pin flags."""

import datetime as dt
import json

import polars as pl
from dagster import AssetExecutionContext, MaterializeResult, asset

from assets.events import events
from assets.points import event_from_row, pin_points, run_verdict_points
from assets.puzzle_points import run_puzzle_results
from assets.stage_guard import guarded_stage
from assets.stage_log import record_stage
from assets.status_row import StatusRow
from assets.triage import triage
from detection.events.open_changes import OpenChange, carry_open_changes, day_readings, open_drift
from detection.events.records import Event, VerdictPoint
from detection.events.severity import day_status
from detection.puzzle.status import not_served_status, puzzle_status_history
from records.schema import to_frame
from runtime.fanout import fork_map
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.pools import WRITER_POOL
from runtime.resources import WarehouseResource
from warehouse.store import Warehouse


def open_changes_by_day(
    store: Warehouse, days: list[dt.date], events: list[Event], run_id: str
) -> dict[tuple[dt.date, str], list[OpenChange]]:
    """Each model-day's open changes, carried forward from the day before the range."""
    before = store.frame(
        "SELECT model, open_changes_json FROM statuses WHERE day = $day",
        {"day": days[0] - dt.timedelta(days=1)},
        archive=False,
    )
    carried: dict[str, list[OpenChange]] = {
        r["model"]: [OpenChange.model_validate(c) for c in json.loads(r["open_changes_json"])]
        for r in before.to_dicts()
        if r["open_changes_json"]
    }
    verdicts: dict[tuple[dt.date, str], list[VerdictPoint]] = {}
    for v in run_verdict_points(store, run_id, days[0], days[-1], last_reader=True):
        verdicts.setdefault((v.day, v.model), []).append(v)
    todays: dict[tuple[dt.date, str], list[Event]] = {}
    for e in events:
        todays.setdefault((e.day, e.model), []).append(e)
    out: dict[tuple[dt.date, str], list[OpenChange]] = {}
    for day, model in sorted({*verdicts, *todays}):
        held = carried.get(model, [])
        # Readings only decide which held changes stay open: a model with none (most
        # model-days) needs none read.
        readings = day_readings(verdicts.get((day, model), [])) if held else {}
        carried[model] = carry_open_changes(held, todays.get((day, model), []), readings)
        out[(day, model)] = carried[model]
    return out


def status_rows(
    store: Warehouse, days: list[dt.date], events: list[Event], run_id: str
) -> pl.DataFrame:
    """One statuses row per model and day: the puzzle status with its evidence, and the battery's
    drift flag and open changes."""
    open_changes = open_changes_by_day(store, days, events, run_id)
    results = run_puzzle_results(store, run_id, days[-1], last_reader=True)
    pins = {(p.day, p.model): p for p in pin_points(store, days)}
    series_start = dict(
        store.rows("SELECT model, min(day) FROM pins GROUP BY model", archive=False)
    )
    active: dict[tuple[dt.date, str], list[Event]] = {}
    for e in events:
        if e.status == "active":
            active.setdefault((e.day, e.model), []).append(e)
    # One pass per model over its whole history, not one per day: a year re-scores in seconds.
    models = sorted({m for (_, m) in pins})
    histories = fork_map(
        lambda model: puzzle_status_history(model, results.get(model, []), days),
        models,
        [len(results.get(m, [])) for m in models],
    )
    history = {
        model: {s.day: s for s in statuses}
        for model, statuses in zip(models, histories, strict=True)
    }
    rows = []
    for (day, model), pin in sorted(pins.items()):
        todays = active.get((day, model), [])
        puzzle = history[model][day]
        if pin.vanished:
            puzzle = not_served_status(model, day, pin.vanished_since or day)
        rows.append(
            {
                "day": day,
                "model": model,
                "puzzle_status": puzzle.status,
                "baseline_day": puzzle.baseline_day,
                "rating": puzzle.rating,
                "rating_se": puzzle.rating_se,
                "baseline_rating": puzzle.baseline_rating,
                "baseline_kind": puzzle.baseline_kind,
                "launch_rating": puzzle.launch_rating,
                "rolling_rating": puzzle.rolling_rating,
                "fixed_window_z": puzzle.fixed_window_z,
                "rolling_z": puzzle.rolling_z,
                "reference_days": puzzle.reference_days,
                "flagged_days": puzzle.flagged_days,
                "not_served_since": puzzle.not_served_since,
                "tokens_z": puzzle.tokens_z,
                "sequential_stat": puzzle.sequential_stat,
                "sequential_threshold": puzzle.sequential_threshold,
                "decided_by": puzzle.decided_by,
                "detectable_drop_7d": puzzle.detectable_drop_7d,
                "explanation": puzzle.explanation,
                "battery_drift": day_status(todays),
                "n_major": sum(e.severity == "major" for e in todays),
                "n_significant": sum(e.severity == "significant" for e in todays),
                "n_minor": sum(e.severity == "minor" for e in todays),
                "n_unknown": sum(e.severity == "unknown" for e in todays),
                "open_drift": open_drift(open_changes.get((day, model), [])),
                "open_changes": open_changes.get((day, model), []),
                "version": pin.version,
                "pin_moved": pin.moved,
                "pin_vanished": pin.vanished,
                "series_start": series_start.get(model),
            }
        )
    return to_frame((StatusRow.model_validate(r) for r in rows), StatusRow)


@asset(
    partitions_def=daily_partitions,
    pool=WRITER_POOL,
    backfill_policy=single_run,
    group_name="detection",
    deps=[events, triage],
    description="Each model's status per day, from events whose severity triage has filled in.",
)
def statuses(context: AssetExecutionContext, warehouse: WarehouseResource) -> MaterializeResult:
    days = partition_days(context)
    store = warehouse.warehouse()
    return guarded_stage(
        context,
        store,
        "statuses",
        days,
        lambda: _settle(context, store, days),
        pause_collector=True,
    )


def _settle(
    context: AssetExecutionContext, store: Warehouse, days: list[dt.date]
) -> MaterializeResult:
    stored = store.frame("events_between", {"start": days[0], "end": days[-1]}, archive=False)
    final = [event_from_row(r) for r in stored.to_dicts()]
    frame = status_rows(store, days, final, context.run_id)
    store.replace_days("statuses", days, frame)
    record_stage(store, days, "statuses", "ok", run_id=context.run_id)
    return MaterializeResult(
        metadata={
            "days": len(days),
            "status_rows": frame.height,
            "open_drift": int(frame["open_drift"].sum()) if frame.height else 0,
        }
    )

"""Stage 2b: events. Each battery verdict (and each pair's reading) against the baseline of its
prompt's last 7 days that the baselines stage wrote (its rows, never recomputed), pin moves,
and withdrawal of what a re-score no longer supports. Statuses come after
triage (assets/statuses.py), so a triage rating counts wherever severity counts."""

import datetime as dt

import polars as pl
from dagster import AssetExecutionContext, MaterializeResult, asset

from assets.baselines import baselines
from assets.points import (
    canary_prompt_id,
    event_from_row,
    event_rows,
    pin_points,
    run_baseline_lookups,
    run_verdict_points,
)
from assets.stage_guard import guarded_stage
from assets.stage_log import record_stage
from detection.battery.detect import REPEAT_LOOKBACK_DAYS, detect_range
from detection.battery.thresholds import WINDOW_DAYS
from detection.events.pins import pin_events
from detection.events.records import DayDetection, Event
from detection.events.severity import drift_by_model_day
from detection.events.withdrawal import reconcile
from runtime.fanout import fork_map
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.pools import WRITER_POOL
from runtime.resources import WarehouseResource
from scoring.scorer import SCORER_VERSION
from warehouse.store import Warehouse


def detection_row(det: DayDetection) -> dict:
    """The detection_days row of one model-day: the test counts and noise floors the day page
    shows, so a reader can see how many comparisons stood behind the events."""
    floors = {f.field: f for f in det.noise_floors}
    length, latency = floors.get("length_tokens"), floors.get("latency_ms")
    return {
        "day": det.day,
        "model": det.model,
        "tests_run": det.tests_run,
        "anomalies_raw": det.anomalies_before_fdr,
        "anomalies_after_fdr": det.anomalies_after_fdr,
        "expected_by_chance": det.expected_false_anomalies,
        "noise_floor_length": length.log_sd if length else None,
        "noise_floor_latency": latency.log_sd if latency else None,
        "floor_source": "/".join(sorted({f.source for f in det.noise_floors})) or None,
        "drift_detected": det.drift_detected,
    }


def battery_events(
    store: Warehouse, days: list[dt.date], earlier: list[Event], run_id: str
) -> tuple[list[Event], list[dict]]:
    """Recompute every battery event of `days` against the baselines the baselines stage wrote;
    `earlier` holds the stored events of the days just before the range (repeats and reverts
    are judged against them)."""
    history = run_verdict_points(store, run_id, days[0] - dt.timedelta(days=WINDOW_DAYS), days[-1])
    baselines = run_baseline_lookups(store, run_id, days)
    detections = detect_range(
        days, history, canary_prompt_id(), earlier, stored=baselines, map_models=fork_map
    )
    recomputed = [e for det in detections for e in det.events]
    return recomputed, [detection_row(det) for det in detections]


@asset(
    partitions_def=daily_partitions,
    pool=WRITER_POOL,
    backfill_policy=single_run,
    group_name="detection",
    deps=[baselines],
    description="Change, transient, anomaly and pin events (withdrawn, never deleted).",
)
def events(context: AssetExecutionContext, warehouse: WarehouseResource) -> MaterializeResult:
    days = partition_days(context)
    store = warehouse.warehouse()
    return guarded_stage(
        context, store, "events", days, lambda: _detect(context, store, days), pause_collector=True
    )


def _detect(
    context: AssetExecutionContext, store: Warehouse, days: list[dt.date]
) -> MaterializeResult:
    # One read of the stored events: the days before the range (for repeats) and the range
    # itself (for withdrawal).
    lookback = days[0] - dt.timedelta(days=REPEAT_LOOKBACK_DAYS)
    known = [
        event_from_row(r)
        for r in store.frame(
            "events_between", {"start": lookback, "end": days[-1]}, archive=False
        ).to_dicts()
    ]
    stored = [e for e in known if e.day >= days[0]]
    recomputed, detections = battery_events(
        store, days, [e for e in known if e.day < days[0]], context.run_id
    )
    recomputed.extend(pin_events(pin_points(store, days)))
    final = reconcile(stored, recomputed, SCORER_VERSION)
    # A triage rating carried over by the re-score counts in the day's drift flag too.
    drift = drift_by_model_day(final)
    for row in detections:
        row["drift_detected"] = drift.get((row["day"], row["model"]), False)
    store.replace_days_together(
        days,
        {
            "events": event_rows(final),
            "detection_days": pl.DataFrame(detections, infer_schema_length=None)
            if detections
            else pl.DataFrame(),
        },
    )
    record_stage(store, days, "events", "ok", run_id=context.run_id)
    active = [e for e in final if e.status == "active"]
    return MaterializeResult(
        metadata={
            "days": len(days),
            "events_active": len(active),
            "events_withdrawn": len(final) - len(active),
            "major": sum(e.severity == "major" for e in active),
            "significant": sum(e.severity == "significant" for e in active),
            "needs_triage": sum(e.needs_triage for e in active),
        }
    )

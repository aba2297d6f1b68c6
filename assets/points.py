"""Warehouse rows -> the pure cores' input records (and back). The only place that knows both."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import polars as pl

from detection.events.records import Event, PinPoint, VerdictPoint
from scoring.battery import load_battery
from warehouse.store import Warehouse


def pair_arms() -> dict[str, tuple[str, str] | None]:
    """Per battery id: (pair group, arm), or None for a prompt that is not part of a pair."""
    return {e.id: ((e.pair.group, e.pair.arm) if e.pair else None) for e in load_battery().entries}


def unreadable_fields(raw: Any) -> frozenset[str] | None:
    """The verdict's abstentions (a list, or its JSON); None when the scorer did not state any."""
    if raw is None:
        return None
    values = json.loads(raw) if isinstance(raw, str) else raw
    return frozenset(str(v) for v in values)


def canary_prompt_id() -> str:
    """The battery entry tagged `canary`, whose spread sets the per-model noise floor."""
    return next(e.id for e in load_battery().entries if "canary" in e.tags)


def verdict_points(store: Warehouse, start: dt.date, end: dt.date) -> list[VerdictPoint]:
    """Stored verdicts between two days as the detector's input records, pair arms attached."""
    frame = store.frame("battery_verdicts_between", {"start": start, "end": end})
    arms = pair_arms()
    points = []
    for row in frame.to_dicts():
        pair = arms.get(row["task_id"])
        abstained = unreadable_fields(row.get("unreadable_json"))
        points.append(
            VerdictPoint(
                day=row["day"],
                model=row["model"],
                prompt_id=row["task_id"],
                category=row["category"],
                pair_arm=pair[1] if pair else None,
                pair_group=pair[0] if pair else None,
                unreadable=abstained or frozenset(),
                abstentions_stated=abstained is not None,
                is_error=row["is_error"],
                outcome=row["outcome"],
                late_decline=row["late_decline"],
                correct=row["correct"],
                format_ok=row["format_ok"],
                picks=None
                if "picks" in (abstained or ()) or not row["picks_json"]
                else json.loads(row["picks_json"]),
                top_pick=row["top_pick"],
                opens_caveat=row["opens_caveat"],
                closes_caveat=row["closes_caveat"],
                affirms_fair=row["affirms_fair"],
                length_tokens=row["length_tokens"],
                latency_ms=row["latency_ms"],
                provider=row["provider"],
                response_id=row["response_id"]
                or f"error:{row['model']}:{row['task_id']}:{row['day']}",
                scorer_version=row["scorer_version"],
            )
        )
    return points


def pin_points(store: Warehouse, days: list[dt.date]) -> list[PinPoint]:
    """Stored pins of the run's days as the detector's input records."""
    frame = store.frame("pins_for_days", {"days": days})
    return [
        PinPoint(
            day=r["day"],
            model=r["model"],
            version=r["version"],
            previous_version=r["previous_version"],
            moved=r["moved"],
            vanished=r["vanished"],
            vanished_since=r["vanished_since"],
            returned=bool(r["returned"]),
        )
        for r in frame.to_dicts()
    ]


def event_from_row(row: dict[str, Any]) -> Event:
    """An event read back from its table, so a re-run can compare what it says now with what was
    stored."""
    return Event(
        event_id=row["event_id"],
        day=row["day"],
        model=row["model"],
        prompt_id=row["prompt_id"],
        category=row.get("category"),
        pair_arm=row.get("pair_arm"),
        field=row["field"],
        kind=row["kind"],
        old_value=row["old_value"],
        new_value=row["new_value"],
        baseline_days=row["baseline_days"],
        baseline_values=json.loads(row["baseline_values_json"] or "[]"),
        direction=row["direction"] or "",
        z=row["z"],
        p_value=row["p_value"],
        q_value=row["q_value"],
        severity=row["severity"],
        severity_source=row.get("severity_source") or "rule",
        triaged_by=row.get("triaged_by"),
        pair_responses=json.loads(row["pair_responses_json"])
        if row.get("pair_responses_json")
        else None,
        severity_rule=row["severity_rule"] or "",
        needs_triage=row["needs_triage"],
        provider_changed=row["provider_changed"],
        provider_old=row["provider_old"],
        provider_new=row["provider_new"],
        linked_day=row["linked_day"],
        response_id=row["response_id"],
        old_response_id=row["baseline_response_id"],
        status=row["status"],
        withdrawn_by=row["withdrawn_by"],
        scorer_version=row["scorer_version"],
    )


def event_rows(events: list[Event]) -> pl.DataFrame:
    """Events as the rows of their table; withdrawn events are written too, never deleted."""
    rows = []
    for e in events:
        rows.append(
            {
                "event_id": e.event_id,
                "day": e.day,
                "model": e.model,
                "prompt_id": e.prompt_id,
                "field": e.field,
                "kind": e.kind,
                "old_value": e.old_value,
                "new_value": e.new_value,
                "baseline_days": e.baseline_days,
                "baseline_values_json": json.dumps(e.baseline_values),
                "direction": e.direction,
                "z": e.z,
                "p_value": e.p_value,
                "q_value": e.q_value,
                "severity": e.severity,
                "severity_rule": e.severity_rule,
                "needs_triage": e.needs_triage,
                "provider_changed": e.provider_changed,
                "provider_old": e.provider_old,
                "provider_new": e.provider_new,
                "linked_day": e.linked_day,
                "status": e.status,
                "withdrawn_by": e.withdrawn_by,
                "scorer_version": e.scorer_version,
                "response_id": e.response_id,
                "baseline_response_id": e.old_response_id,
                "category": e.category,
                "pair_arm": e.pair_arm,
                "severity_source": e.severity_source,
                "triaged_by": e.triaged_by,
                "pair_responses_json": None
                if e.pair_responses is None
                else json.dumps(e.pair_responses, sort_keys=True),
            }
        )
    schema = {
        "z": pl.Float64,
        "p_value": pl.Float64,
        "q_value": pl.Float64,
        "linked_day": pl.Date,
        "prompt_id": pl.Utf8,
        "old_value": pl.Utf8,
        "new_value": pl.Utf8,
        "provider_old": pl.Utf8,
        "provider_new": pl.Utf8,
        "withdrawn_by": pl.Utf8,
        "scorer_version": pl.Utf8,
        "response_id": pl.Utf8,
        "baseline_response_id": pl.Utf8,
        "category": pl.Utf8,
        "pair_arm": pl.Utf8,
        "triaged_by": pl.Utf8,
        "pair_responses_json": pl.Utf8,
    }
    return (
        pl.DataFrame(rows, schema_overrides=schema, infer_schema_length=None)
        if rows
        else pl.DataFrame()
    )


class PointIndex:
    """Verdict points by model and day, so each model-day reads only its own 8-day window."""

    def __init__(self, points: list[VerdictPoint]) -> None:
        self.by: dict[str, dict[dt.date, list[VerdictPoint]]] = {}
        for p in points:
            self.by.setdefault(p.model, {}).setdefault(p.day, []).append(p)

    @property
    def models(self) -> list[str]:
        """Models with at least one verdict, sorted so runs iterate in the same order."""
        return sorted(self.by)

    def window(self, model: str, day: dt.date, span_days: int) -> list[VerdictPoint]:
        """`day` and the `span_days` days before it."""
        days = self.by.get(model, {})
        out: list[VerdictPoint] = []
        for offset in range(span_days, -1, -1):
            out.extend(days.get(day - dt.timedelta(days=offset), []))
        return out

    def has_day(self, model: str, day: dt.date) -> bool:
        """Whether the model has a verdict that day; a day without one has nothing to compare."""
        return day in self.by.get(model, {})

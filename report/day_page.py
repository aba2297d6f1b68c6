"""A day's page: every event of the day, which stages ran, and a banner when one did not."""

from __future__ import annotations

import datetime as dt
from typing import Any

import polars as pl

from report.event_view import EventView
from report.load import ReportData
from report.names import safe_name
from report.stages import stage_report
from report.vocab import SEVERITIES, status_key, status_label


def day_page_name(day: dt.date) -> str:
    """A day page's path in the site; links are built from the day alone."""
    return f"days/{day.isoformat()}.html"


def day_context(data: ReportData, day: dt.date, events: list[EventView]) -> dict[str, Any]:
    """The day's events (withdrawn ones kept and marked), stage table, statuses and test counts."""
    todays = [e for e in events if e.row["day"] == day]
    active = [e for e in todays if e.row["status"] != "withdrawn"]
    counts = {s: sum(e.severity_key == s for e in active) for s in SEVERITIES}
    reasons: dict[str, int] = {}
    for e in active:
        if e.unrated_reason:
            reasons[e.unrated_reason] = reasons.get(e.unrated_reason, 0) + 1
    statuses = []
    outcomes = {}
    if data.ratings.height:
        outcomes = {r["model"]: r for r in data.ratings.filter(pl.col("day") == day).to_dicts()}
    if data.statuses.height:
        for r in data.statuses.filter(pl.col("day") == day).to_dicts():
            key = status_key(r["puzzle_status"])
            statuses.append(
                {
                    **r,
                    "key": key,
                    "label": status_label(key, r["puzzle_status"], r.get("not_served_since")),
                    "outcomes": outcomes.get(r["model"]),
                    "page": f"models/{safe_name(r['model'])}.html",
                }
            )
    detection = []
    if data.detection_days.height:
        detection = data.detection_days.filter(pl.col("day") == day).to_dicts()
    index = data.days.index(day)
    return {
        "day": day,
        "events": todays,
        "counts": counts,
        "unrated": sorted(reasons.items()),
        "n_withdrawn": len(todays) - len(active),
        "stages": stage_report(data.stage_runs, day),
        "statuses": statuses,
        "detection": detection,
        "previous": data.days[index - 1] if index > 0 else None,
        "next": data.days[index + 1] if index + 1 < len(data.days) else None,
    }

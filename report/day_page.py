"""A day's page: every event of the day, which stages ran, and a banner when one did not."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
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


def _rows_by_day(frame: pl.DataFrame) -> dict[dt.date, list[dict[str, Any]]]:
    """A frame's rows by day, each day's in the frame's order: one pass over a year, instead of
    a filter of the whole frame for each day page."""
    out: dict[dt.date, list[dict[str, Any]]] = {}
    if frame.height:
        for row in frame.to_dicts():
            out.setdefault(row["day"], []).append(row)
    return out


def day_contexts(data: ReportData, events: list[EventView]) -> Iterator[dict[str, Any]]:
    """Each day page's context, for every day of `data.days` in that order: the day's events
    (withdrawn ones kept and marked), stage table, statuses and test counts."""
    events_by_day: dict[dt.date, list[EventView]] = {}
    for e in events:
        events_by_day.setdefault(e.row["day"], []).append(e)
    statuses, ratings = _rows_by_day(data.statuses), _rows_by_day(data.ratings)
    detection = _rows_by_day(data.detection_days)
    for day in data.days:
        yield _context(
            data,
            day,
            events_by_day.get(day, []),
            statuses.get(day, []),
            ratings.get(day, []),
            detection.get(day, []),
        )


def _context(
    data: ReportData,
    day: dt.date,
    todays: list[EventView],
    status_rows: list[dict[str, Any]],
    rating_rows: list[dict[str, Any]],
    detection: list[dict[str, Any]],
) -> dict[str, Any]:
    active = [e for e in todays if e.row["status"] != "withdrawn"]
    counts = {s: sum(e.severity_key == s for e in active) for s in SEVERITIES}
    reasons: dict[str, int] = {}
    for e in active:
        if e.unrated_reason:
            reasons[e.unrated_reason] = reasons.get(e.unrated_reason, 0) + 1
    outcomes = {r["model"]: r for r in rating_rows}
    statuses = []
    for r in status_rows:
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

"""A model's page: its rating over time and everything that could explain a move in it.

The rating chart carries the one-SE band, the baseline window (the series' first 14 days), the
frozen launch anchor and a marker on every day the alias resolved to a new dated version, so a
reader can tell "the model got worse" from "the name now points at another model".
"""

from __future__ import annotations

import datetime as dt
import json
import math
from dataclasses import dataclass
from typing import Any

import polars as pl

from detection.puzzle.baseline import BASELINE_DAYS, RECENT_DAYS
from report.charts import Level, Marker, Point, Span, line_chart
from report.event_view import EventView
from report.load import ReportData
from report.vocab import STATUS_MEANING, status_key, status_label

MAX_EVENTS = 200
"""Events listed on a model page, newest first; the day pages list every one."""


@dataclass
class PassCell:
    """Pass counts of one family and level over the baseline window and the recent days."""

    family: str
    level: int | None
    base_passed: int
    base_graded: int
    recent_passed: int
    recent_graded: int

    @property
    def base_rate(self) -> float | None:
        """Pass rate over the baseline window; None when nothing was graded."""
        return self.base_passed / self.base_graded if self.base_graded else None

    @property
    def recent_rate(self) -> float | None:
        """Pass rate over the recent days; None when nothing was graded."""
        return self.recent_passed / self.recent_graded if self.recent_graded else None


def _rows(frame: pl.DataFrame, model: str) -> list[dict[str, Any]]:
    return frame.filter(pl.col("model") == model).to_dicts() if frame.height else []


def _finite(value: Any) -> bool:
    return value is not None and math.isfinite(value)


def pass_table(data: ReportData, model: str, series_start: dt.date | None) -> list[PassCell]:
    """Per family and level: the baseline window against the last seven days."""
    rows = _rows(data.puzzle_pass, model)
    if not rows or data.as_of is None:
        return []
    start = series_start or min(r["day"] for r in rows)
    base_end = start + dt.timedelta(days=BASELINE_DAYS - 1)
    recent_start = data.as_of - dt.timedelta(days=RECENT_DAYS - 1)
    cells: dict[tuple[str, int | None], PassCell] = {}
    for r in rows:
        key = (r["family"], r["level"])
        cell = cells.setdefault(key, PassCell(r["family"], r["level"], 0, 0, 0, 0))
        if start <= r["day"] <= base_end:
            cell.base_passed += r["n_passed"]
            cell.base_graded += r["n_graded"]
        if r["day"] >= max(recent_start, base_end + dt.timedelta(days=1)):
            cell.recent_passed += r["n_passed"]
            cell.recent_graded += r["n_graded"]
    return sorted(cells.values(), key=lambda c: (c.family, c.level if c.level is not None else -1))


OUTCOME_COLUMNS = ("n_passed", "n_wrong", "n_timed_out", "n_refused", "n_filtered")


def outcome_totals(ratings: list[dict[str, Any]]) -> dict[str, int] | None:
    """Passed and each kind of fail over some days of ratings; None before they were counted."""
    if not ratings or any(r.get("n_wrong") is None for r in ratings):
        return None
    return {c: sum(int(r[c] or 0) for r in ratings) for c in OUTCOME_COLUMNS}


def version_markers(data: ReportData, model: str) -> list[Marker]:
    """A marker on each day the alias moved or vanished: never a silent swap."""
    markers = []
    for p in _rows(data.pins, model):
        if p.get("returned"):
            markers.append(Marker(day=p["day"], label=f"back as {p['version'] or '?'}"))
        elif p["moved"]:
            markers.append(Marker(day=p["day"], label=f"now {p['version'] or '?'}"))
        elif went_that_day(p):
            markers.append(Marker(day=p["day"], label="alias vanished", kind="vanished"))
    return markers


def went_that_day(pin: dict[str, Any]) -> bool:
    """The first day of a vanished stretch (the later days are the same state, not news)."""
    return bool(pin["vanished"]) and pin.get("vanished_since") in (None, pin["day"])


def model_context(
    data: ReportData, model: str, first_day: dt.date, events: list[EventView]
) -> dict[str, Any]:
    """Everything the model page template shows."""
    statuses = _rows(data.statuses, model)
    latest = statuses[-1] if statuses else None
    key = status_key(latest["puzzle_status"]) if latest else "none"
    series_start = (latest or {}).get("series_start") or first_day
    ratings = _rows(data.ratings, model)
    markers = version_markers(data, model)
    start_marker = [Marker(day=series_start, label="series starts", kind="start")]
    base_span = Span(
        start=series_start,
        end=series_start + dt.timedelta(days=BASELINE_DAYS - 1),
        label=f"baseline window ({BASELINE_DAYS} days)",
    )
    levels = []
    if latest and _finite(latest.get("launch_rating")):
        levels.append(Level(value=latest["launch_rating"], label="launch anchor", kind="anchor"))
    if (
        latest
        and latest.get("baseline_kind") == "stable reference"
        and _finite(latest.get("baseline_rating"))
    ):
        levels.append(
            Level(value=latest["baseline_rating"], label="stable reference", kind="baseline")
        )
    rating_points = []
    for r in ratings:
        value, se = r["rating"], r["rating_se"]
        band = _finite(value) and _finite(se)
        rating_points.append(
            Point(
                day=r["day"],
                value=value,
                lo=value - se if band else None,
                hi=value + se if band else None,
            )
        )
    rating_chart = line_chart(
        rating_points,
        title=f"{model}: rating over time (shaded: one standard error)",
        y_label="rating",
        markers=start_marker + markers,
        spans=[base_span],
        levels=levels,
    )
    tokens_chart = line_chart(
        [Point(day=r["day"], value=r["output_tokens_median"]) for r in ratings],
        title=f"{model}: median output tokens on puzzles",
        y_label="output tokens",
        markers=markers,
        spans=[base_span],
    )
    floors = {d["day"]: d for d in _rows(data.detection_days, model)}
    battery = _rows(data.battery_daily, model)
    length_chart = line_chart(
        [_floor_point(b["day"], b["length_median"], floors, "noise_floor_length") for b in battery],
        title=f"{model}: battery response length (median over prompts)",
        y_label="length (tokens)",
        markers=markers,
        band_label="median times exp(+/- the length noise floor)",
    )
    latency_chart = line_chart(
        [
            _floor_point(b["day"], b["latency_median"], floors, "noise_floor_latency")
            for b in battery
        ],
        title=f"{model}: battery latency (median over prompts)",
        y_label="latency (ms)",
        markers=markers,
        band_label="median times exp(+/- the latency noise floor)",
    )
    model_events = [e for e in events if e.row["model"] == model]
    model_events.sort(key=lambda e: e.row["day"], reverse=True)
    pins = [
        p
        for p in _rows(data.pins, model)
        if p["moved"] or went_that_day(p) or p.get("returned") or p["first_seen"]
    ]
    pages = {e.row["event_id"]: e.page for e in model_events}
    open_changes = [
        {**c, "page": pages.get(c["event_id"])}
        for c in json.loads((latest or {}).get("open_changes_json") or "[]")
    ]
    return {
        "model": model,
        "latest": latest,
        "status_key": key,
        "status_label": status_label(
            key, (latest or {}).get("puzzle_status"), (latest or {}).get("not_served_since")
        ),
        "outcomes": outcome_totals(ratings[-RECENT_DAYS:]),
        "status_meaning": STATUS_MEANING.get(key, "a status this report does not know"),
        "stale": latest is not None and latest["day"] != data.as_of,
        "series_start": series_start,
        "history": list(reversed(statuses[-30:])),
        "rating_chart": rating_chart,
        "tokens_chart": tokens_chart,
        "length_chart": length_chart,
        "latency_chart": latency_chart,
        "floors_today": floors.get(data.as_of) if data.as_of else None,
        "has_ratings": bool(ratings),
        "has_battery": bool(battery),
        "pass_cells": pass_table(data, model, series_start),
        "recent_days": RECENT_DAYS,
        "events": model_events[:MAX_EVENTS],
        "events_total": len(model_events),
        "max_events": MAX_EVENTS,
        "pins": pins,
        "open_changes": open_changes,
    }


def _floor_point(
    day: dt.date, value: float | None, floors: dict[dt.date, dict[str, Any]], column: str
) -> Point:
    """The floor is a standard deviation in log units, so the band is multiplicative."""
    floor = (floors.get(day) or {}).get(column)
    if value is not None and floor is not None and _finite(value) and _finite(floor) and value > 0:
        return Point(day=day, value=value, lo=value * math.exp(-floor), hi=value * math.exp(floor))
    return Point(day=day, value=value)

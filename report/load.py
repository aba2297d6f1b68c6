"""Everything the pages show, read from the warehouse in one connection through named SQL.

Any table may be empty (a stage that has not run yet, or not for this day); every frame here is
then simply empty, and the pages say which stage's output is missing instead of failing.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import dataclass, field

import duckdb
import polars as pl

from warehouse import queries
from warehouse.store import fetch_frame

FAR_FUTURE = dt.date(9999, 12, 31)
"""Bound for `as_of` when the warehouse is empty, so the same queries run and return nothing."""


@dataclass
class ReportData:
    """The warehouse as of one day, as polars frames (one per named query)."""

    as_of: dt.date | None
    days: list[dt.date]
    models: pl.DataFrame
    statuses: pl.DataFrame
    ratings: pl.DataFrame
    pins: pl.DataFrame
    detection_days: pl.DataFrame
    stage_runs: pl.DataFrame
    events: pl.DataFrame
    puzzle_pass: pl.DataFrame
    battery_daily: pl.DataFrame
    scorer_versions: pl.DataFrame
    battery_digests: pl.DataFrame
    evidence: dict[str, dict[str, object]] = field(default_factory=dict)

    @property
    def model_ids(self) -> list[str]:
        """Every tracked model, in id order, or none in an empty warehouse."""
        return self.models["model"].to_list() if self.models.height else []


def pair_response_ids(raw: str | None) -> list[str]:
    """Every response id a pair event names (both arms, both days)."""
    if not raw:
        return []
    sides = json.loads(raw)
    return [rid for side in sides.values() for rid in side.values() if rid]


def _frame(con: duckdb.DuckDBPyConnection, name: str, params: Mapping[str, object]) -> pl.DataFrame:
    return fetch_frame(con, queries.load(name), dict(params))


def _latest(day_models: pl.DataFrame) -> dt.date | None:
    """The last day any stage wrote, or None for an empty warehouse."""
    day = day_models["day"].max() if day_models.height else None
    assert day is None or isinstance(day, dt.date)
    return day


def _days(day_models: pl.DataFrame, as_of: dt.date) -> list[dt.date]:
    """Every day up to `as_of` that any stage wrote something for; each gets a day page."""
    return day_models.filter(pl.col("day") <= as_of)["day"].unique().sort().to_list()


def _models(day_models: pl.DataFrame, as_of: dt.date) -> pl.DataFrame:
    """Every model seen up to `as_of` (the stage log names none), with the first and last day it
    appears (the start of its series), in id order."""
    return (
        day_models.filter((pl.col("day") <= as_of) & ~pl.col("stage_log_only"))
        .group_by("model")
        .agg(first_day=pl.col("day").min(), last_day=pl.col("day").max())
        .sort("model")
    )


def load_report_data(con: duckdb.DuckDBPyConnection, as_of: dt.date | None) -> ReportData:
    """Read every frame the pages need, for days up to `as_of` (default: the latest day)."""
    day_models = _frame(con, "report_day_models", {})
    if as_of is None:
        as_of = _latest(day_models)
    bound = {"as_of": as_of or FAR_FUTURE}
    data = ReportData(
        as_of=as_of,
        days=_days(day_models, bound["as_of"]),
        models=_models(day_models, bound["as_of"]),
        statuses=_frame(con, "report_statuses", bound),
        ratings=_frame(con, "report_ratings", bound),
        pins=_frame(con, "report_pins", bound),
        detection_days=_frame(con, "report_detection_days", bound),
        stage_runs=_frame(con, "report_stage_runs", bound),
        events=_frame(con, "report_events", bound),
        puzzle_pass=_frame(con, "report_puzzle_pass", bound),
        battery_daily=_frame(con, "report_battery_daily", bound),
        scorer_versions=_frame(con, "report_scorer_versions", bound),
        battery_digests=_frame(con, "report_battery_digests", bound),
    )
    ids: set[str] = set()
    if data.events.height:
        for column in ("response_id", "baseline_response_id"):
            ids.update(v for v in data.events[column].to_list() if v)
        if "pair_responses_json" in data.events.columns:
            for raw in data.events["pair_responses_json"].to_list():
                ids.update(pair_response_ids(raw))
    if ids:
        evidence = _frame(con, "report_evidence", {"ids": sorted(ids)})
        data.evidence = {row["response_id"]: row for row in evidence.to_dicts()}
    return data

"""The front page: every model's status today in one table, worst first, and the answer in words.

A reader comes with one question, "which model got worse today?", so the page opens with a
sentence that names them, and the table is sorted so the same models head it. "Worse" (puzzles
Degraded or Watch, significant or major battery events, a vanished alias) is kept apart from
"different" (output tokens Changed, the alias moved to a new dated version): a model that now
answers at greater length has changed, not necessarily got worse.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from typing import Any

import polars as pl
from markupsafe import Markup

from detection.puzzle.baseline import BASELINE_DAYS
from report.charts import Point, sparkline
from report.load import ReportData
from report.names import safe_name
from report.vocab import (
    STAGE_OK,
    STATUS_RANK,
    severity_key,
    status_key,
    status_label,
)

SPARK_DAYS = 60
"""Days of rating history in a front-page sparkline."""


@dataclass
class ModelRow:
    """One line of the front table."""

    model: str
    page: str
    status_key: str
    status_label: str
    status_day: dt.date | None
    baseline_day: int | None
    rating: float | None
    rating_se: float | None
    baseline_rating: float | None
    change: float | None
    battery: str
    """'drift' (new today), 'open' (an open change still holds), 'clear' or 'none' (no
    analysis for today)."""
    n_major: int
    n_significant: int
    n_minor: int
    version: str | None
    previous_version: str | None
    pin_moved: bool
    pin_vanished: bool
    series_start: dt.date | None
    is_new: bool
    explanation: str | None
    spark: Markup
    n_unknown: int = 0
    """Active events whose rule defers and that triage did not rate (the day page says why)."""
    open_changes: list[dict[str, Any]] = field(default_factory=list)
    """Battery changes not reverted as of today (the statuses' open changes)."""
    worse: list[str] = field(default_factory=list)
    different: list[str] = field(default_factory=list)
    level: int = 0


def _rows_for(frame: pl.DataFrame, model: str) -> list[dict[str, Any]]:
    if not frame.height:
        return []
    return frame.filter(pl.col("model") == model).to_dicts()


def _signed(value: float) -> str:
    return f"{value:+.0f}".replace("-", "\u2212")


def _counts_from_events(events: list[dict[str, Any]], day: dt.date) -> tuple[int, int, int]:
    today = [e for e in events if e["day"] == day and e["status"] == "active"]
    sev = [severity_key(e["severity"]) for e in today]
    return sev.count("major"), sev.count("significant"), sev.count("minor")


def model_row(data: ReportData, model: str, first_day: dt.date) -> ModelRow:
    """Today's status of one model from the statuses, pins, ratings and events frames."""
    as_of = data.as_of
    statuses = _rows_for(data.statuses, model)
    latest = statuses[-1] if statuses else None
    today = latest if latest and latest["day"] == as_of else None
    pins = [p for p in _rows_for(data.pins, model) if p["day"] == as_of]
    pin = pins[0] if pins else None
    events = _rows_for(data.events, model)
    ratings = _rows_for(data.ratings, model)

    key = status_key(latest["puzzle_status"]) if latest else "none"
    series_start = (latest or {}).get("series_start") or first_day
    open_changes: list[dict[str, Any]] = []
    if today is not None:
        n_major, n_sig, n_minor = today["n_major"], today["n_significant"], today["n_minor"]
        open_changes = json.loads(today.get("open_changes_json") or "[]")
        battery = "drift" if today["battery_drift"] else "clear"
        if battery == "clear" and today.get("open_drift"):
            battery = "open"
    else:
        n_major, n_sig, n_minor = _counts_from_events(events, as_of) if as_of else (0, 0, 0)
        analysed = any(e["day"] == as_of for e in events) or _stage_ok(data, as_of, "events")
        battery = ("drift" if n_major + n_sig else "clear") if analysed else "none"
    version = pin["version"] if pin else (latest or {}).get("version")
    moved = bool(pin["moved"]) if pin else bool(today and today["pin_moved"])
    vanished = bool(pin["vanished"]) if pin else bool(today and today["pin_vanished"])
    rating, rating_se = (latest or {}).get("rating"), (latest or {}).get("rating_se")
    if latest is None and ratings:
        # Ratings ran but statuses did not: show the latest rating, unjudged.
        rating, rating_se = ratings[-1]["rating"], ratings[-1]["rating_se"]
    base = (latest or {}).get("baseline_rating")
    change = rating - base if rating is not None and base is not None else None

    since = [r for r in ratings if as_of is None or (as_of - r["day"]).days < SPARK_DAYS]
    spark = sparkline(
        [_rating_point(r) for r in since],
        title=f"{model}: rating over the last {SPARK_DAYS} days, one-SE band",
        start=series_start if since and series_start >= since[0]["day"] else None,
    )
    row = ModelRow(
        model=model,
        page=f"models/{safe_name(model)}.html",
        status_key=key,
        status_label=status_label(
            key, (latest or {}).get("puzzle_status"), (latest or {}).get("not_served_since")
        ),
        status_day=latest["day"] if latest else None,
        baseline_day=(latest or {}).get("baseline_day"),
        rating=rating,
        rating_se=rating_se,
        baseline_rating=base,
        change=change,
        battery=battery,
        n_major=n_major,
        n_significant=n_sig,
        n_minor=n_minor,
        n_unknown=int((today or {}).get("n_unknown") or 0),
        version=version,
        previous_version=pin["previous_version"] if pin else None,
        pin_moved=moved,
        pin_vanished=vanished,
        series_start=series_start,
        is_new=bool(as_of and series_start and (as_of - series_start).days < BASELINE_DAYS),
        explanation=(latest or {}).get("explanation"),
        spark=spark,
        open_changes=open_changes,
    )
    _judge(row, today is not None)
    return row


def _rating_point(r: dict[str, Any]) -> Point:
    value, se = r["rating"], r["rating_se"]
    lo = value - se if value is not None and se is not None else None
    hi = value + se if value is not None and se is not None else None
    return Point(day=r["day"], value=value, lo=lo, hi=hi)


def _stage_ok(data: ReportData, day: dt.date | None, stage: str) -> bool:
    if day is None or not data.stage_runs.height:
        return False
    rows = data.stage_runs.filter((pl.col("day") == day) & (pl.col("stage") == stage))
    return bool(rows.height) and str(rows["status"][0]).lower() in STAGE_OK


def _judge(row: ModelRow, fresh: bool) -> None:
    """Fill the reasons a model is worse or different today, and its sort level."""
    drop = f", rating {_signed(row.change)} since baseline" if row.change is not None else ""
    if fresh and row.status_key in ("degraded", "watch"):
        row.worse.append(f"puzzles {row.status_label}{drop}")
    if row.n_major or row.n_significant:
        counts = [
            f"{n} {word}"
            for n, word in ((row.n_major, "major"), (row.n_significant, "significant"))
            if n
        ]
        row.worse.append(
            f"battery drift ({' and '.join(counts)} event{'s' * (row.n_major + row.n_significant > 1)})"
        )
    if row.battery == "open":
        lasting = [c for c in row.open_changes if c["severity"] in ("significant", "major")]
        since = min(c["since"] for c in lasting)
        prompts = ", ".join(sorted({c["prompt_id"] for c in lasting}))
        row.worse.append(
            f"battery still changed since {since} ({len(lasting)} open change"
            f"{'s' * (len(lasting) > 1)}: {prompts})"
        )
    if row.pin_vanished:
        row.worse.append("its alias no longer resolves to any dated version")
    if fresh and row.status_key == "changed":
        row.different.append("output tokens Changed while the pass rate held")
    if row.pin_moved:
        row.different.append(
            f"alias now resolves to {row.version or '?'} (was {row.previous_version or '?'})"
        )
    if fresh and row.status_key == "unknown":
        row.different.append(f"status {row.status_label!r} (not a status this report knows)")
    if (fresh and row.status_key == "degraded") or row.n_major or row.pin_vanished:
        row.level = 3
    elif row.worse:
        row.level = 2
    elif row.different or row.n_minor:
        row.level = 1


def sort_key(row: ModelRow) -> tuple[Any, ...]:
    """Worst first: the level, then the puzzle status, then the battery counts, then the pin."""
    return (
        -row.level,
        -STATUS_RANK.get(row.status_key, 0),
        -row.n_major,
        -row.n_significant,
        -int(row.pin_vanished),
        -int(row.pin_moved),
        -row.n_minor,
        row.model,
    )


def front_rows(data: ReportData) -> list[ModelRow]:
    """Every model, worst today first."""
    if not data.models.height:
        return []
    rows = [model_row(data, r["model"], r["first_day"]) for r in data.models.to_dicts()]
    return sorted(rows, key=sort_key)


@dataclass
class Headline:
    """The answer at the top of the front page: a sentence, then the models it names."""

    lead: str
    worse: list[ModelRow] = field(default_factory=list)
    different: list[ModelRow] = field(default_factory=list)
    rest: str | None = None
    stale: str | None = None

    @property
    def sentences(self) -> list[str]:
        """The whole answer as plain sentences (for tests and the feed)."""
        out = [self.lead]
        out += [f"{r.model}: {'; '.join(r.worse + r.different)}." for r in self.worse]
        if self.different:
            out.append("Different, not necessarily worse:")
            out += [f"{r.model}: {'; '.join(r.different)}." for r in self.different]
        return out + [s for s in (self.rest, self.stale) if s]


def headline(rows: list[ModelRow], as_of: dt.date | None) -> Headline:
    """The answer to "which model got worse today?", worst first."""
    if not rows or as_of is None:
        return Headline(
            lead="No data yet: the warehouse holds no results, so there is nothing to compare."
        )
    day = as_of.isoformat()
    worse = [r for r in rows if r.worse]
    different = [r for r in rows if r.different and not r.worse]
    flagged = worse + different
    unjudged = [r for r in rows if r not in flagged and not _judged(r, as_of)]
    building = [r for r in rows if r not in flagged + unjudged and r.status_key == "building"]
    quiet = [r for r in rows if r not in flagged + unjudged + building]
    if len(worse) == 1:
        lead = f"{worse[0].model} got worse on {day}."
    elif worse:
        lead = f"{len(worse)} of {len(rows)} models got worse on {day}: {_names(worse)}."
    elif not quiet and not different and not building:
        lead = (
            f"Not known yet for {day}: no model has a puzzle status or a battery analysis "
            "for this day."
        )
    else:
        lead = f"No model got worse on {day}."
    rest = []
    if quiet:
        rest.append(f"No significant change: {_names(quiet)}.")
    if building:
        rest.append(f"Still building a baseline (no verdict yet): {_names(building)}.")
    if unjudged and (worse or quiet or different or building):
        rest.append(f"Not analysed for {day}: {_names(unjudged)}.")
    stale = [r for r in rows if r.status_day is not None and r.status_day != as_of]
    return Headline(
        lead=lead,
        worse=worse,
        different=different,
        rest=" ".join(rest) or None,
        stale=(
            f"No puzzle status for {day} for {_names(stale)}: the last known one is shown, "
            "marked with its day."
            if stale
            else None
        ),
    )


def _judged(row: ModelRow, as_of: dt.date) -> bool:
    """Whether anything judged this model today: a puzzle status or a battery analysis."""
    return row.status_day == as_of or row.battery != "none"


def _names(rows: list[ModelRow]) -> str:
    return ", ".join(r.model for r in rows)

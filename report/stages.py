"""Which stages ran for a day, and the banner a day's page carries when a later one did not.

Each pipeline stage records a `stage_runs` row per day ("ok", "failed", "skipped"). The events a
page lists can only be as complete as the last stage that ran: if triage failed, the events are
from stages 1-2 and severities that waited on triage read "unknown".
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import polars as pl
from pydantic import BaseModel

from report.vocab import STAGE_OK

PIPELINE: tuple[tuple[str, int, str], ...] = (
    ("pins", 0, "resolve each alias to its dated version"),
    ("tasks", 0, "the day's battery prompts and fresh puzzles"),
    ("responses", 0, "collection into the append-only archive"),
    ("verdicts", 1, "stage 1: scoring"),
    ("baselines", 2, "stage 2: baselines"),
    ("events", 2, "stage 2: change detection and severity"),
    ("triage", 3, "stage 3: triage of what code cannot decide"),
    ("statuses", 4, "stage 3b: each model's status, after triage"),
)
"""The stages in order, with the numbered stage each belongs to (0 = collection)."""

REQUIRED = frozenset({"pins", "tasks", "responses", "verdicts", "events", "triage"})
"""Stages whose missing record means missing output; `baselines` feeds `events` and shows there,
and `statuses` has a banner only when it recorded a failure (older warehouses have no record)."""


class StageRow(BaseModel):
    """One stage's record for a day, as the day page lists it."""

    stage: str
    number: int | None
    purpose: str
    status: str
    ok: bool
    detail: str | None = None
    finished_at: dt.datetime | None = None


class StageReport(BaseModel):
    """What ran on a day and the banner to show, if any."""

    rows: list[StageRow]
    banner: str | None
    complete_through: int
    """The highest numbered stage that, with every one before it, ended ok."""


def _row(name: str, number: int | None, purpose: str, run: dict[str, Any]) -> StageRow:
    """A stage's row; an empty `run` means no record for the day."""
    if not run:
        return StageRow(stage=name, number=number, purpose=purpose, status="did not run", ok=False)
    status = str(run["status"])
    return StageRow(
        stage=name,
        number=number,
        purpose=purpose,
        status=status,
        ok=status.lower() in STAGE_OK,
        detail=run["detail"],
        finished_at=run["finished_at"],
    )


def _stage_rows(runs: pl.DataFrame, day: dt.date) -> list[StageRow]:
    recorded: dict[str, dict[str, Any]] = {}
    if runs.height:
        for r in runs.filter(pl.col("day") == day).to_dicts():
            recorded[r["stage"]] = r
    rows = []
    for name, number, purpose in PIPELINE:
        run = recorded.pop(name, {})
        rows.append(_row(name, number, purpose, run))
    for name, run in sorted(recorded.items()):
        rows.append(_row(name, None, "", run))
    return rows


def _verb(row: StageRow) -> str:
    status = row.status.lower()
    if status == "did not run":
        return "did not run"
    if status in {"failed", "failure", "error"}:
        return "failed"
    if status == "skipped":
        return "was skipped"
    return f"did not finish (status {row.status!r})"


def _what(row: StageRow) -> str:
    """'<stage> failed: <reason>' (the reason only when one was recorded)."""
    detail = f" ({row.detail})" if row.detail else ""
    return f"{row.stage} {_verb(row)}{detail}"


def _blocking(row: StageRow) -> bool:
    """A recorded failure always counts; a missing record only for stages every day must have."""
    if row.ok:
        return False
    return row.status != "did not run" or row.stage in REQUIRED


def stage_report(runs: pl.DataFrame, day: dt.date) -> StageReport:
    """The day's stage table and, when a stage up to statuses is missing, the banner: the day,
    the stage that failed first, its one-line reason, and what that leaves out."""
    rows = _stage_rows(runs, day)
    if all(r.status == "did not run" for r in rows):
        return StageReport(
            rows=rows,
            banner="No stage recorded a run for this day; which stages ran is unknown, so the "
            "events below may be incomplete.",
            complete_through=0,
        )
    sentences = []
    collection = [r for r in rows if r.number == 0 and _blocking(r)]
    if collection:
        first = collection[0]
        sentences.append(
            f"{_what(first)}; this day's collection is incomplete, so later "
            "stages saw only part of the day."
        )
    complete = 3
    for number in (1, 2, 3):
        broken = [r for r in rows if r.number == number and _blocking(r)]
        if not broken:
            continue
        first, complete = broken[0], number - 1
        if complete == 0:
            sentences.append(f"{_what(first)}; no scored results or events for this day.")
        elif complete == 1:
            sentences.append(f"{_what(first)}; events below are from stage 1 only.")
        else:
            sentences.append(f"{_what(first)}; events below are from stages 1-{complete}.")
        break
    statuses = [r for r in rows if r.number == 4 and _blocking(r)]
    if statuses and not sentences:
        sentences.append(
            f"{_what(statuses[0])}; this day's puzzle statuses and battery counts were not "
            "written, so the last known status is shown and counts come from the events."
        )
    if not sentences:
        return StageReport(rows=rows, banner=None, complete_through=complete)
    return StageReport(
        rows=rows, banner=f"On {day.isoformat()}, " + " ".join(sentences), complete_through=complete
    )

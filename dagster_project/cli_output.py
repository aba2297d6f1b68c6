"""What `run`, `backfill` and `demo` print when a run ends: what collection did, the status of
every tracked model, and where to look next. Plain text, one row per model, no raw True/False.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from dagster_project.table import render

STATUS_COLUMNS = [
    "model",
    "puzzles",
    "rating",
    "±se",
    "battery drift",
    "major",
    "signif.",
    "minor",
    "version",
    "alias",
]


def _flag(value: Any, yes: str, no: str = "") -> str:
    if value is None:
        return "?"
    return yes if value else no


def status_table(store: Any, day: dt.date) -> str:
    """The statuses of `day`, as the demo and the README show them."""
    rows = store.rows(
        "SELECT model, CASE WHEN puzzle_status = 'building baseline' "
        "THEN 'baseline day ' || baseline_day || ' of 14' ELSE puzzle_status END, "
        "round(rating), round(rating_se), battery_drift, "
        "n_major, n_significant, n_minor, version, pin_moved FROM statuses WHERE day = $day "
        "ORDER BY model",
        {"day": day},
    )
    shown = [
        (
            model,
            puzzles,
            None if rating is None else int(rating),
            None if se is None else int(se),
            _flag(drift, "drift", "none"),
            major,
            significant,
            minor,
            version,
            _flag(moved, "moved", "same"),
        )
        for model, puzzles, rating, se, drift, major, significant, minor, version, moved in rows
    ]
    if not shown:
        return f"\nstatus on {day}: no statuses (did the run reach the events stage?)"
    return f"\nstatus on {day}:\n" + render(STATUS_COLUMNS, shown)


def collection_line(metadata: dict[str, Any]) -> str | None:
    """One line from the `responses` stage's materialisation metadata."""
    if "sent" not in metadata:
        return None
    return (
        f"collected: sent {metadata['sent']} (retried {metadata.get('retried', 0)} error rows), "
        f"answered {metadata.get('answered', 0)}, error {metadata.get('error', 0)}, "
        f"timeout {metadata.get('timeout', 0)}{lost_line(metadata)}"
    )


def lost_line(metadata: dict[str, Any]) -> str:
    """What the run found a crash had lost, when it found anything (assets/resume.py)."""
    resent, reissued = metadata.get("resent", 0), metadata.get("reissued", 0)
    if not resent and not reissued:
        return ""
    return (
        f"; after a crash: {resent} battery prompts sent again, {reissued} puzzles given a "
        "fresh instance"
    )


def where_lines(warehouse: Path, published: Path, report_dir: Path, took_s: float) -> Iterable[str]:
    """Where a run left its outputs and how long it took, so the user knows what to open next."""
    yield f"\nwarehouse : {warehouse}"
    yield f'published : {published}  (query it: modeldrift sql "SELECT ...")'
    yield f"report    : {report_dir / 'index.html'}"
    yield f"took      : {took_s:.1f} s"

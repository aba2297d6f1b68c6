"""What each stage must leave behind, as plain functions of the warehouse and the days checked.

Each function runs one named query from `warehouse/sql/check_*.sql` that lists the problems it
finds (no rows: the check passes) and returns a `CheckOutcome`. They know nothing of Dagster;
`assets/asset_checks.py` attaches each to the asset that writes what it checks, so moving a table
to another asset means changing one `asset=` there, not this logic.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from warehouse.store import Warehouse

EXAMPLES = 10
"""Problem rows quoted in a failed check's metadata; the count says how many there were."""


@dataclass(frozen=True)
class CheckOutcome:
    """A check's verdict: passed, one line for a person, and the first problem rows."""

    passed: bool
    summary: str
    problems: list[str] = field(default_factory=list)
    n_problems: int = 0


def _outcome(
    rows: Sequence[tuple[Any, ...]], ok: str, failed: str, columns: Sequence[str]
) -> CheckOutcome:
    if not rows:
        return CheckOutcome(True, ok)
    shown = [
        ", ".join(f"{c}={v!s}" for c, v in zip(columns, row, strict=True))
        for row in rows[:EXAMPLES]
    ]
    return CheckOutcome(False, f"{len(rows)} {failed}", shown, len(rows))


def _days(days: Sequence[dt.date]) -> dict[str, Any]:
    return {"days": list(days)}


def pins_cover_tracked_models(
    store: Warehouse, days: Sequence[dt.date], tracked: Sequence[str]
) -> CheckOutcome:
    """Each day holds exactly one pin per tracked model (vanished aliases included)."""
    rows = store.rows("check_pins_missing", {**_days(days), "models": list(tracked)})
    return _outcome(
        rows,
        f"one pin per tracked model on {len(days)} day(s)",
        "tracked model-days without exactly one pin",
        ("day", "model", "pins"),
    )


def tasks_match_plan(
    store: Warehouse, days: Sequence[dt.date], battery: int, puzzles: int
) -> CheckOutcome:
    """Every served model gets every battery prompt and every puzzle slot, and nobody else any."""
    rows = store.rows("check_task_counts", {**_days(days), "battery": battery, "puzzles": puzzles})
    return _outcome(
        rows,
        f"{battery} battery prompts and {puzzles} puzzles per served model and day",
        "model-days whose tasks differ from the plan",
        ("day", "model", "served", "battery", "puzzles"),
    )


def every_task_archived(store: Warehouse, days: Sequence[dt.date]) -> CheckOutcome:
    """Every planned task has an answer or an error row in the archive."""
    return _outcome(
        store.rows("check_unasked_tasks", _days(days)),
        "every planned task has an answer or an error row",
        "planned tasks with neither an answer nor an error row",
        ("day", "model", "task_id"),
    )


def one_answer_per_task(store: Warehouse, days: Sequence[dt.date]) -> CheckOutcome:
    """No (day, model, task) was answered twice: nothing was sent twice."""
    return _outcome(
        store.rows("check_response_duplicates", _days(days)),
        "at most one answer per task",
        "tasks answered more than once",
        ("day", "model", "task_id", "answers"),
    )


def archive_matches_ledger(store: Warehouse, days: Sequence[dt.date]) -> CheckOutcome:
    """The archive still holds exactly the rows collection recorded (count and digest per day)."""
    return _outcome(
        store.rows("check_archive_ledger", _days(days)),
        "the archive holds every row collection recorded, unchanged",
        "days whose archive differs from the collection ledger (a row lost or changed)",
        ("day", "recorded_rows", "archived_rows", "same_digest"),
    )


def verdicts_cover_archive(store: Warehouse, days: Sequence[dt.date]) -> CheckOutcome:
    """Each asked task has exactly one verdict, and no verdict is about an unasked task."""
    return _outcome(
        store.rows("check_verdict_coverage", _days(days)),
        "one verdict per asked task",
        "tasks without exactly one verdict",
        ("day", "model", "task_id", "asked", "verdicts"),
    )


def verdicts_by_scorer(store: Warehouse, days: Sequence[dt.date], version: str) -> CheckOutcome:
    """Every verdict was made by the scorer version in the code."""
    return _outcome(
        store.rows("check_verdict_versions", {**_days(days), "version": version}),
        f"every verdict by scorer {version}",
        f"day-versions of verdicts not made by scorer {version}",
        ("day", "scorer_version", "verdicts"),
    )


def ratings_for_graded_days(store: Warehouse, days: Sequence[dt.date]) -> CheckOutcome:
    """Every model-day with graded puzzles has a rating."""
    return _outcome(
        store.rows("check_missing_ratings", _days(days)),
        "a rating for every model-day with graded puzzles",
        "model-days with graded puzzles but no rating",
        ("day", "model", "graded"),
    )


def detection_for_battery_days(store: Warehouse, days: Sequence[dt.date]) -> CheckOutcome:
    """Every model-day with battery verdicts was compared with its baseline (a detection row)."""
    return _outcome(
        store.rows("check_missing_detection", _days(days)),
        "a detection record for every model-day with battery verdicts",
        "model-days with battery verdicts but no detection record",
        ("day", "model", "verdicts"),
    )


def statuses_for_every_model(store: Warehouse, days: Sequence[dt.date]) -> CheckOutcome:
    """Every pinned (tracked) model has exactly one status each day."""
    return _outcome(
        store.rows("check_missing_statuses", _days(days)),
        "one status per tracked model and day",
        "model-days without exactly one status",
        ("day", "model", "statuses"),
    )


def stage_ran(store: Warehouse, days: Sequence[dt.date], stage: str) -> CheckOutcome:
    """The stage recorded an ok run on every day."""
    return _outcome(
        store.rows("check_stage_not_ok", {**_days(days), "stage": stage}),
        f"{stage} ran ok on {len(days)} day(s)",
        f"day(s) on which {stage} did not run ok",
        ("day", "status", "detail"),
    )


def site_published(store: Warehouse, days: Sequence[dt.date], report_dir: Path) -> CheckOutcome:
    """The report stage ran on every day and the site's front page exists."""
    ran = stage_ran(store, days, "report")
    index = report_dir / "index.html"
    if not index.is_file():
        return CheckOutcome(False, f"no front page at {str(index)!r}", ran.problems, 1)
    return ran

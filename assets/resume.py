"""What a run that resumes collection makes of the send journal: no puzzle prompt goes out twice.

A crash (a SIGKILL, a lost worker, a failed archive write that stops the day) loses the answers
still in memory and the requests in flight; their tasks are still pending, so the next run would
send them again. The send journal (`warehouse/journal.py`) says which prompts went out; the
archive says which came back:

- a puzzle prompt is never sent twice (DESIGN.md, invariant 1), so a pending puzzle whose prompt
  went out at all (the journal records it, or it has error rows: a rerun after the retries gave
  up, a crash that lost its answer) gets a fresh instance: the next attempt, hence a new seed and
  a new prompt (`assets.tasks.puzzle_rows` with the prompt counted as lost). The day's `tasks` row
  is replaced by the new instance, so the answer that comes back is graded against that
  instance's solution;
- a battery prompt is the same every day and may be sent again: one the journal records more
  often than the archive holds rows for it (a crash lost its answer) is sent again and the resend
  recorded; one with error rows only is simply retried.

Both are recorded in `lost_sends`, in the same transaction that replaces the puzzle's `tasks`
row and registers its new prompt, so a crash in between leaves either all of it or none.
`reissue` is the same step for one puzzle during collection: a try that ends as an error that
would be retried is retried with a fresh instance made here (`assets/collect.py`).
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Sequence
from typing import Any, Literal

import polars as pl
from pydantic import BaseModel, ConfigDict

from assets.tasks import puzzle_rows
from records.schema import to_frame
from warehouse.journal import sent_counts
from warehouse.store import Warehouse, transaction

TASK_KEYS = ("day", "model", "task_id", "suite", "messages_json", "prompt_sha256")
"""What collection needs of a task (the columns `assets.collect.pending_tasks` reads)."""


class LostSend(BaseModel):
    """A send that brought no answer back: one a crash may have lost (found by the run that
    resumed the day), or a puzzle prompt whose try ended as an error row and whose slot was
    given a fresh instance (docs/warehouse.md)."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    day: dt.date
    """The UTC day collected."""
    model: str
    """The model asked."""
    task_id: str
    """The task (a battery prompt's id, or a puzzle's slot)."""
    suite: Literal["battery", "puzzle"]
    """Which suite the task belongs to."""
    prompt_sha256: str
    """The prompt whose send may have been lost."""
    attempt: int
    """Its attempt number (0 for a battery prompt)."""
    sends: int
    """Sends of it the journal recorded when the loss was found."""
    archived: int
    """Rows (error rows) the archive held for it then: fewer than `sends` when a crash lost an
    answer; as many when every send of a puzzle prompt ended as an error row (a try the client
    would have retried, or a rerun of a day after the retries gave up)."""
    next_attempt: int | None
    """A puzzle's fresh attempt, which replaced it; None for a battery prompt, sent again as is."""
    next_prompt_sha256: str | None
    """The fresh attempt's prompt; None for a battery prompt."""
    found_at: dt.datetime
    """When the resuming run found it."""


RESUME_COUNT_KEYS = ("resent", "reissued")
"""Counts a resumed run adds: battery prompts sent again, puzzle slots given a fresh instance."""


def resume(
    store: Warehouse, day: dt.date, todo: list[dict[str, Any]], gateway: str
) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """`todo` (pending tasks of `day`) with every puzzle whose prompt went out already replaced
    by a fresh instance, and the counts: `resent` battery prompts and `reissued` puzzle slots
    whose send a crash had lost (a puzzle that only errored is counted among the retries)."""
    counts = dict.fromkeys(RESUME_COUNT_KEYS, 0)
    spent = _spent(store, day, todo)
    if not spent:
        return todo, counts
    now = dt.datetime.now(dt.UTC)
    records = [
        _record(task, 0, sends, archived, None, now)
        for task, sends, archived in spent
        if task["suite"] == "battery"
    ]
    puzzles = [(t, s, a) for t, s, a in spent if t["suite"] == "puzzle"]
    reissued, fresh, registrations = _fresh_puzzles(store, day, puzzles, gateway, now)
    _write(store, day, records + reissued, list(fresh.values()), registrations)
    counts["resent"] = len(records)
    counts["reissued"] = sum(sends > archived for _, sends, archived in puzzles)
    return [_replaced(task, fresh.get((task["model"], task["task_id"]))) for task in todo], counts


def reissue(
    store: Warehouse, day: dt.date, task: dict[str, Any], sends: int, archived: int, gateway: str
) -> dict[str, Any]:
    """A fresh instance for the puzzle `task` of `day`, whose prompt went out `sends` times and
    has `archived` error rows and no answer: recorded, registered and planned as `resume` does
    it, for the collector to send in its place (a retry never sends a puzzle prompt again)."""
    now = dt.datetime.now(dt.UTC)
    records, fresh, registrations = _fresh_puzzles(
        store, day, [(task, sends, archived)], gateway, now
    )
    _write(store, day, records, list(fresh.values()), registrations)
    return _replaced(task, fresh[(task["model"], task["task_id"])])


def _fresh_puzzles(
    store: Warehouse,
    day: dt.date,
    spent: list[tuple[dict[str, Any], int, int]],
    gateway: str,
    now: dt.datetime,
) -> tuple[list[LostSend], dict[tuple[str, str], dict[str, Any]], list[dict[str, Any]]]:
    """For spent puzzle tasks: their records, their fresh `tasks` rows by (model, task_id) and
    the fresh prompts' registrations (to be written together, `_write`)."""
    records: list[LostSend] = []
    fresh: dict[tuple[str, str], dict[str, Any]] = {}
    registrations: list[dict[str, Any]] = []
    for model in sorted({t["model"] for t, _, _ in spent}):
        mine = [(t, s, a) for t, s, a in spent if t["model"] == model]
        ids = [t["task_id"] for t, _, _ in mine]
        attempts = _attempts(store, day, model, ids)
        rows, registered = puzzle_rows(
            store,
            day,
            model,
            gateway,
            frozenset(t["prompt_sha256"] for t, _, _ in mine),
            only=frozenset(ids),
        )
        by_id = {r["task_id"]: r for r in rows}
        for task, sends, archived in mine:
            new = by_id[task["task_id"]]
            if new["prompt_sha256"] == task["prompt_sha256"]:  # fresh_tasks rules this out
                raise RuntimeError(f"no fresh instance for spent puzzle {task['task_id']!r}")
            fresh[(model, task["task_id"])] = new
            records.append(_record(task, attempts[task["task_id"]], sends, archived, new, now))
        registrations += [r for r in registered if r["task_id"] in ids]
    return records, fresh, registrations


def _spent(
    store: Warehouse, day: dt.date, todo: list[dict[str, Any]]
) -> list[tuple[dict[str, Any], int, int]]:
    """The pending tasks whose prompt may have reached the model with no answer kept, each with
    its sends (journal) and rows (archive): a puzzle prompt that went out at all (a pending task's
    rows are error rows), a battery prompt with more sends than rows (a crash lost one)."""
    models = sorted({t["model"] for t in todo})
    sent = sent_counts(store.archive_root, day, models)
    if not sent and not any(t["retry"] for t in todo):
        return []
    archived: Counter[tuple[str, str]] = Counter(
        {
            (model, sha): n
            for model, sha, n in store.rows(
                "SELECT model, prompt_sha256, count(*) FROM responses "
                "WHERE day = $day AND model = ANY($models) GROUP BY ALL",
                {"day": day, "models": models},
            )
        }
    )
    spent = []
    for task in todo:
        key = (task["model"], task["prompt_sha256"])
        sends, rows = sent[key], archived[key]
        if sends > rows or (task["suite"] == "puzzle" and sends + rows > 0):
            spent.append((task, sends, rows))
    return spent


def _replaced(task: dict[str, Any], fresh: dict[str, Any] | None) -> dict[str, Any]:
    """The task to send: as it was, or its fresh instance (still a retry if it had error rows)."""
    if fresh is None:
        return task
    return {**{k: fresh[k] for k in TASK_KEYS}, "retry": task["retry"]}


def _attempts(
    store: Warehouse, day: dt.date, model: str, task_ids: Sequence[str]
) -> dict[str, int]:
    return dict(
        store.rows(
            "SELECT task_id, attempt FROM tasks WHERE day = $day AND model = $model "
            "AND task_id = ANY($ids)",
            {"day": day, "model": model, "ids": list(task_ids)},
            archive=False,
        )
    )


def _record(
    task: dict[str, Any],
    attempt: int,
    sends: int,
    archived: int,
    new: dict[str, Any] | None,
    now: dt.datetime,
) -> LostSend:
    return LostSend(
        day=task["day"],
        model=task["model"],
        task_id=task["task_id"],
        suite=task["suite"],
        prompt_sha256=task["prompt_sha256"],
        attempt=attempt,
        sends=sends,
        archived=archived,
        next_attempt=None if new is None else new["attempt"],
        next_prompt_sha256=None if new is None else new["prompt_sha256"],
        found_at=now,
    )


def _write(
    store: Warehouse,
    day: dt.date,
    records: list[LostSend],
    fresh: list[dict[str, Any]],
    registrations: list[dict[str, Any]],
) -> None:
    """The losses, the fresh prompts' registrations and their `tasks` rows, in one transaction.

    A battery loss found again (the resumed run was killed too, before the resend's answer was
    archived) has more sends by then, so it is a row of its own; the same loss found twice is
    kept once (the key includes `sends`).
    """
    with store.connect(archive=False) as con, transaction(con):
        con.register("lost", to_frame(records, LostSend).to_arrow())
        con.execute("INSERT OR IGNORE INTO lost_sends BY NAME SELECT * FROM lost")
        con.unregister("lost")
        if registrations:
            con.register("registered", pl.DataFrame(registrations).to_arrow())
            con.execute("INSERT INTO puzzle_prompts BY NAME SELECT * FROM registered")
            con.unregister("registered")
        for row in fresh:
            con.execute(
                "DELETE FROM tasks WHERE day = $day AND model = $model AND task_id = $task_id",
                {"day": day, "model": row["model"], "task_id": row["task_id"]},
            )
        if fresh:
            con.register("fresh", pl.DataFrame(fresh, infer_schema_length=None).to_arrow())
            con.execute("INSERT INTO tasks BY NAME SELECT * FROM fresh")
            con.unregister("fresh")


def describe(counts: dict[str, int]) -> str:
    """The resume counts as words for a run's log, or '' when nothing was lost."""
    if not any(counts.get(k, 0) for k in RESUME_COUNT_KEYS):
        return ""
    return (
        f"; a crash had lost sends: {counts.get('resent', 0)} battery prompts sent again, "
        f"{counts.get('reissued', 0)} puzzles given a fresh instance"
    )

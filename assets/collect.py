"""Send the pending tasks of one day and archive each answer as it arrives.

Kept apart from the asset so the crash-and-resume test can drive it in a subprocess. Writes are
durable per small batch (`flush_every` answers or `flush_s` seconds, whichever first), so a crash
loses at most one batch of answers, which the next run sends again; nothing is ever written twice
because a task with an answer is never pending.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import time
import uuid
from collections.abc import Callable
from typing import Any

import polars as pl

from assets.progress import request_bar
from providers.openrouter import OpenRouterClient
from providers.records import ChatResult
from providers.run_async import run_sync
from warehouse.lock import transient
from warehouse.store import Warehouse

FLUSH_EVERY = 16
"""Answers buffered before a write: a kill loses at most this many, plus the requests in flight."""
FLUSH_S = 0.5
"""Longest an answer waits in the buffer when answers trickle in."""

RESPONSE_SCHEMA: dict[str, Any] = {
    "response_id": pl.Utf8,
    "day": pl.Date,
    "model": pl.Utf8,
    "task_id": pl.Utf8,
    "suite": pl.Utf8,
    "prompt_sha256": pl.Utf8,
    "status": pl.Utf8,
    "http_status": pl.Int32,
    "error": pl.Utf8,
    "tries": pl.Int32,
    "latency_ms": pl.Float64,
    "prompt_tokens": pl.Int32,
    "completion_tokens": pl.Int32,
    "reasoning_tokens": pl.Int32,
    "provider": pl.Utf8,
    "finish_reason": pl.Utf8,
    "native_finish_reason": pl.Utf8,
    "response_model": pl.Utf8,
    "generation_id": pl.Utf8,
    "content": pl.Utf8,
    "raw_body": pl.Binary,
    "collector": pl.Utf8,
    "requested_at": pl.Datetime("us", "UTC"),
    "received_at": pl.Datetime("us", "UTC"),
}


def pending_tasks(store: Warehouse, day: dt.date) -> list[dict[str, Any]]:
    """Planned tasks of `day` that have no answer in the archive yet.

    Each carries `retry: True` when an earlier run left an error row for it (the rerun says how
    many it retried).
    """
    tasks = store.frame(
        "SELECT day, model, task_id, suite, messages_json, prompt_sha256 "
        "FROM tasks WHERE day = $day ORDER BY model, suite, task_id",
        {"day": day},
    )
    answered = set(store.rows("answered_tasks", {"day": day}))
    errored = set(
        store.rows(
            "SELECT DISTINCT model, task_id FROM responses WHERE day = $day AND status = 'error'",
            {"day": day},
        )
    )
    return [
        {**t, "retry": (t["model"], t["task_id"]) in errored}
        for t in tasks.to_dicts()
        if (t["model"], t["task_id"]) not in answered
    ]


def archive_row(task: dict[str, Any], result: ChatResult, collector: str) -> dict[str, Any]:
    """The archive row for one answered (or failed) task.

    The row is what the append-only archive keeps for ever, so it carries everything a re-score
    needs and never the API key."""
    data = result.model_dump()
    return {
        "response_id": uuid.uuid4().hex,
        "day": task["day"],
        "model": task["model"],
        "task_id": task["task_id"],
        "suite": task["suite"],
        "prompt_sha256": task["prompt_sha256"],
        "collector": collector,
        **data,
    }


class _BatchWriter:
    def __init__(self, store: Warehouse, flush_every: int, flush_s: float) -> None:
        self.store, self.flush_every, self.flush_s = store, flush_every, flush_s
        self.buffer: list[dict[str, Any]] = []
        self.last = time.monotonic()
        self.written = 0

    def add(self, row: dict[str, Any]) -> None:
        self.buffer.append(row)
        if len(self.buffer) >= self.flush_every or time.monotonic() - self.last >= self.flush_s:
            self.flush()

    def flush(self) -> None:
        if self.buffer:
            self.written += self.store.append(
                "responses", pl.DataFrame(self.buffer, schema=RESPONSE_SCHEMA)
            )
            self.buffer = []
        self.last = time.monotonic()


async def _collect(
    client: OpenRouterClient,
    todo: list[dict[str, Any]],
    writer: _BatchWriter,
    collector: str,
    battery_timeout_s: float,
    puzzle_timeout_s: float,
    on_done: Callable[[ChatResult], None],
) -> None:
    async def one(task: dict[str, Any]) -> None:
        is_puzzle = task["suite"] == "puzzle"
        result = await client.chat(
            task["model"],
            json.loads(task["messages_json"]),
            timeout_s=puzzle_timeout_s if is_puzzle else battery_timeout_s,
            slow_is_fail=is_puzzle,
        )
        writer.add(archive_row(task, result, collector))
        on_done(result)

    async with client:
        # The first request that raises (a refused key, a request that cannot be sent) stops the
        # day: the requests still in flight are cancelled and nothing is archived for them, so a
        # wrong key leaves no pile of error rows, and the rerun sends them.
        running = [asyncio.ensure_future(one(t)) for t in todo]
        try:
            done, _ = await asyncio.wait(running, return_when=asyncio.FIRST_EXCEPTION)
            for task in done:
                if task.exception() is not None:
                    raise task.exception()  # type: ignore[misc]
        finally:
            for task in running:
                task.cancel()
            await asyncio.gather(*running, return_exceptions=True)


def collect_day(
    store: Warehouse,
    client: OpenRouterClient,
    day: dt.date,
    *,
    collector: str,
    battery_timeout_s: float,
    puzzle_timeout_s: float,
    flush_every: int = FLUSH_EVERY,
    flush_s: float = FLUSH_S,
    progress: bool | None = None,
) -> dict[str, int]:
    """Collect every pending task of `day`; return counts by status.

    Two runs collecting the same day at once (the schedule and a manual rerun) would both see a
    task as pending and both send it, so a day is collected under its own cross-process lock:
    the second run waits, then finds nothing pending. The lock's file is removed afterwards, so
    a year of collected days leaves no year of lock files.
    """
    day_lock = store.path.with_name(f"{store.path.name}.collect-{day.isoformat()}.lock")
    with transient(day_lock, store.lock_timeout_s):
        return _collect_pending(
            store,
            client,
            day,
            collector=collector,
            battery_timeout_s=battery_timeout_s,
            puzzle_timeout_s=puzzle_timeout_s,
            flush_every=flush_every,
            flush_s=flush_s,
            progress=progress,
        )


def _collect_pending(
    store: Warehouse,
    client: OpenRouterClient,
    day: dt.date,
    *,
    collector: str,
    battery_timeout_s: float,
    puzzle_timeout_s: float,
    flush_every: int,
    flush_s: float,
    progress: bool | None,
) -> dict[str, int]:
    todo = pending_tasks(store, day)
    counts = {
        "sent": len(todo),
        "retried": sum(t["retry"] for t in todo),
        "answered": 0,
        "error": 0,
        "timeout": 0,
    }
    if not todo:
        return counts
    bar = request_bar(len(todo), f"collect {day}") if progress is not False else None

    def on_done(result: ChatResult) -> None:
        counts[result.status] += 1
        if bar is not None:
            bar.update(1)

    writer = _BatchWriter(store, flush_every, flush_s)
    try:
        run_sync(
            _collect(client, todo, writer, collector, battery_timeout_s, puzzle_timeout_s, on_done)
        )
    finally:
        writer.flush()
        if bar is not None:
            bar.close()
    return counts

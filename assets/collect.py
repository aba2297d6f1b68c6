"""Send the pending tasks of one day and archive each answer as it arrives.

Kept apart from the asset so the crash-and-resume test can drive it in a subprocess. Writes are
durable per small batch, written by one writer thread while requests keep flowing: a batch is
due once `flush_every` answers wait or the oldest has waited `flush_s` seconds, and the writer
then takes everything that has accumulated (group commit). At most `max_unwritten` answers are
ever unwritten (waiting or being written), so a crash loses at most that many plus the requests
in flight (`MAX_UNWRITTEN` + concurrency, 64 + 32 in the pipeline), which the next run sends
again; nothing is ever written twice because a task with an answer is never pending.

Every task is written into the send journal before its request goes out (`assets/send_journal.py`),
so the next run knows which pending tasks a crash may have sent: it sends their battery prompts
again and records that, and gives their puzzle slots a fresh instance, because a puzzle prompt is
never sent twice (`assets/resume.py`). The same holds within a run: a puzzle's try that ends as an
error the client would retry (a 5xx, a 429, an error body, a dropped connection) is archived as
that prompt's error row, and the retry sends a fresh instance, made, recorded and journaled as a
resumed run makes it (`assets.resume.reissue`); battery prompts are retried as they are.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import datetime as dt
import gc
import json
import os
import sys
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

import duckdb
import polars as pl

from assets.progress import request_bar
from assets.resume import TASK_KEYS, reissue, resume
from assets.send_journal import SendJournal
from providers.openrouter import OpenRouterClient
from providers.records import ChatResult, ResponseRow
from providers.run_async import run_sync
from puzzles.day import DEFAULT_GATEWAY
from records.schema import polars_schema
from warehouse import queries
from warehouse.lock import transient
from warehouse.shards import archive_table
from warehouse.store import Warehouse

FLUSH_EVERY = 16
"""Answers waiting that make a batch due: handed to the writer at once when it is free."""
FLUSH_S = 0.5
"""Longest the oldest waiting answer waits before its batch is due, when answers trickle in: a
quiet gateway's last answers are written within this (plus the write in progress), not at the
next answer."""
MAX_UNWRITTEN = 64
"""Answers held unwritten at once (waiting or being written): what a kill can lose at most,
besides the requests in flight. Room for the answers that arrive during one write (about 15 ms
at 1000 answers/s): with only `FLUSH_EVERY` the requests stalled for every write."""

RESPONSE_SCHEMA: dict[str, Any] = polars_schema(ResponseRow)
"""The archive's frame schema, from its record (records.schema)."""

T = TypeVar("T")


def pending_tasks(
    store: Warehouse, day: dt.date, models: Sequence[str] | None = None
) -> list[dict[str, Any]]:
    """Planned tasks of `day` (of `models` only, when given) that have no answer in the archive yet.

    Each carries `retry: True` when an earlier run left an error row for it (the rerun says how
    many it retried).
    """
    # One connection for the three reads: opening one (the writer lock, the file, the archive's
    # view over every shard) cost more than the reads themselves, and collection is timed from here.
    with store.connect() as con:
        tasks = con.execute(
            f"SELECT {', '.join(TASK_KEYS)} FROM tasks WHERE day = $day "
            "ORDER BY model, suite, task_id",
            {"day": day},
        ).fetchall()
        answered = set(con.execute(queries.load("answered_tasks"), {"day": day}).fetchall())
        errored = set(
            con.execute(
                "SELECT DISTINCT model, task_id FROM responses "
                "WHERE day = $day AND status = 'error'",
                {"day": day},
            ).fetchall()
        )
    wanted = None if models is None else set(models)
    out = []
    for values in tasks:
        t = dict(zip(TASK_KEYS, values, strict=True))
        key = (t["model"], t["task_id"])
        if key not in answered and (wanted is None or t["model"] in wanted):
            t["retry"] = key in errored
            out.append(t)
    return out


_ID_BYTES: list[bytes] = []
"""Random bytes for the next response ids, drawn `_IDS_PER_DRAW` ids at a time."""
_IDS_PER_DRAW = 64
# A forked child must not hand out the ids its parent has drawn but not used.
os.register_at_fork(after_in_child=_ID_BYTES.clear)


def _response_id() -> str:
    """A fresh uuid4 hex, as `uuid.uuid4().hex` makes it, from random bytes drawn for many ids at
    once: `os.urandom` lets go of the interpreter lock, so one draw per answer handed the lock to
    the writer thread on every answer, and the event loop then waited to get it back."""
    if not _ID_BYTES:
        pool = os.urandom(16 * _IDS_PER_DRAW)
        _ID_BYTES.extend(pool[i : i + 16] for i in range(0, len(pool), 16))
    return uuid.UUID(bytes=_ID_BYTES.pop(), version=4).hex


def archive_row(task: dict[str, Any], result: ChatResult, collector: str) -> dict[str, Any]:
    """The archive row for one answered (or failed) task.

    The row is what the append-only archive keeps for ever, so it carries everything a re-score
    needs and never the API key."""
    data = result.model_dump()
    return {
        "response_id": _response_id(),
        "day": task["day"],
        "model": task["model"],
        "task_id": task["task_id"],
        "suite": task["suite"],
        "prompt_sha256": task["prompt_sha256"],
        "collector": collector,
        **data,
    }


def write_responses(store: Warehouse, rows: list[dict[str, Any]]) -> int:
    """Append one batch of answers to the archive as new Parquet shards, with its ledger entry,
    on a connection of its own: the archive's only write (`Warehouse.append`).

    Collection writes through `_BatchWriter`, which keeps one connection across batches; this is
    the same write for a caller with a single batch.
    """
    return store.append("responses", pl.DataFrame(rows, schema=RESPONSE_SCHEMA))


HOLD_S = 0.5
"""Longest the writer keeps one warehouse connection (and the writer lock) across batches."""
IDLE_S = 0.1
"""The writer closes its connection once no batch has come for this long."""


class HeldConnection:
    """The writer thread's connection to the warehouse, kept across batches for a short while.

    Opening the DuckDB file and closing it (the close checkpoints) cost several times the insert
    of a batch, so one connection serves the batches that follow each other within `hold_s`;
    every batch still commits alone, so what a kill can lose is unchanged. The connection, and
    with it the writer lock, is let go when `hold_s` has passed or no batch came for `idle_s`,
    so other writers (the other models' collection steps, the derived stages) wait at most that
    long. Only the writer thread touches it.
    """

    def __init__(self, store: Warehouse, hold_s: float) -> None:
        self.store, self.hold_s = store, hold_s
        self._stack: contextlib.ExitStack | None = None
        self._con: duckdb.DuckDBPyConnection | None = None
        self._opened = 0.0

    def write(self, rows: list[dict[str, Any]]) -> int:
        """Append one batch in its own transaction; a failure closes the connection and raises."""
        table = archive_table(rows)
        if self._con is None:
            stack = contextlib.ExitStack()
            # A write reads no archive: without the view, opening lists no shard.
            self._con = stack.enter_context(self.store.connect(archive=False))
            self._stack, self._opened = stack, time.monotonic()
        try:
            written = self.store.append_archive_on(self._con, table)
        except BaseException:
            held, self._stack, self._con = self._stack, None, None
            assert held is not None
            # The connection's own error handling (a full disk named as such) runs on the way out.
            if not held.__exit__(*sys.exc_info()):
                raise
            return 0  # pragma: no cover - connect() never swallows an error
        if time.monotonic() - self._opened >= self.hold_s:
            self.release()
        return written

    def release(self) -> int:
        """Close the connection (checkpointing) and free the writer lock; 0 rows written."""
        stack, self._stack, self._con = self._stack, None, None
        if stack is not None:
            stack.close()
        return 0


class _BatchWriter:
    """Archives answers in batches on one writer thread, so requests keep flowing while a batch
    is written.

    Writing on the event loop stalled every request in flight for the length of each write. Here
    a batch is due once `flush_every` answers wait or the oldest has waited `flush_s` (a timer
    sees to that even when no further answer comes). A due batch goes to the writer thread at
    once if it is free; otherwise answers keep accumulating, and when the write in progress ends
    the thread takes all of them together (group commit), so the batch grows with the load and
    one write's fixed cost (its commit) is shared by everything that came meanwhile.

    Crash bound: at most `max_unwritten` answers are ever held unwritten (waiting or being
    written). An answer that would pass it waits for the write in progress, keeping its request
    slot, so a kill loses at most `max_unwritten` answers plus the requests in flight. The thread
    keeps its connection across batches that follow closely (`HeldConnection`), which is what
    makes a batch cheap.
    """

    def __init__(
        self,
        store: Warehouse,
        flush_every: int,
        flush_s: float,
        max_unwritten: int,
        hold_s: float = HOLD_S,
        idle_s: float = IDLE_S,
    ) -> None:
        self.store, self.flush_every, self.flush_s = store, flush_every, flush_s
        self.max_unwritten = max(max_unwritten, flush_every)
        self.idle_s = idle_s
        self._held = HeldConnection(store, hold_s)
        self.buffer: list[dict[str, Any]] = []
        self.oldest = 0.0  # when the oldest waiting answer arrived (monotonic)
        self.written = 0
        self._thread = concurrent.futures.ThreadPoolExecutor(1, "archive-writer")
        self._writing: asyncio.Future[int] | None = None
        self._writing_rows = 0
        self._handed = 0  # batches handed over so far; an idle check compares it
        self._idle_check: asyncio.TimerHandle | None = None
        self._due_check: asyncio.TimerHandle | None = None
        self._closing = False

    async def add(self, row: dict[str, Any]) -> None:
        """Buffer one answer; waits only when `max_unwritten` answers are already unwritten."""
        self._reap()
        while len(self.buffer) + self._writing_rows >= self.max_unwritten:
            if self._writing is None:
                self._hand_over()
            else:
                await self._wait()
        if not self.buffer:
            self.oldest = time.monotonic()
            loop = asyncio.get_running_loop()
            self._due_check = loop.call_later(self.flush_s, self._flush_if_free)
        self.buffer.append(row)
        if self._writing is None and self._due():
            self._hand_over()

    async def write_then(self, rows: list[dict[str, Any]], then: Callable[[], T]) -> T:
        """Write `rows` as a batch of their own on the writer thread, let its connection (and the
        writer lock) go, then run `then` there (it opens connections of its own) and return what
        it returns. A failed write raises here, and `then` does not run.

        For a puzzle's retry: the failed try's error row is in the archive before the fresh
        instance replacing its prompt is recorded (`assets.resume.reissue`), in that order.
        """

        def job() -> tuple[int, T]:
            written = self._held.write(rows)
            self._held.release()
            return written, then()

        written, result = await asyncio.wrap_future(self._thread.submit(job))
        self.written += written
        return result

    async def close(self) -> None:
        """Write whatever is left and stop the thread; raises the first failed write's error."""
        self._closing = True
        for timer in (self._idle_check, self._due_check):
            if timer is not None:
                timer.cancel()
        try:
            await self._wait()
            if self.buffer:
                self._hand_over()
                await self._wait()
        finally:
            try:
                await asyncio.wrap_future(self._thread.submit(self._held.release))
            finally:
                self._thread.shutdown(wait=True)

    def _due(self) -> bool:
        waited = time.monotonic() - self.oldest
        return len(self.buffer) >= self.flush_every or (
            bool(self.buffer) and waited >= self.flush_s
        )

    def _hand_over(self) -> None:
        """Give everything waiting to the writer thread as one batch (it must be free)."""
        if self._due_check is not None:
            self._due_check.cancel()
            self._due_check = None
        batch, self.buffer = self.buffer, []
        self._handed += 1
        self._submit(self._held.write, batch, after_write=True)

    def _submit(
        self,
        job: Callable[[list[dict[str, Any]]], int],
        batch: list[dict[str, Any]],
        after_write: bool,
    ) -> None:
        self._writing_rows = len(batch)
        self._writing = asyncio.wrap_future(self._thread.submit(job, batch))
        self._writing.add_done_callback(lambda _: self._after_job(after_write))

    def _after_job(self, after_write: bool) -> None:
        """A job ended (on the loop): hand over a due batch at once (group commit), else start
        the idle clock after a write."""
        if self._closing or not self._thread_free():
            return  # close() writes what is left and lets the connection go itself
        if self._due():
            self._hand_over()
        elif after_write:
            self._schedule_idle_check(self._handed)

    def _flush_if_free(self) -> None:
        """The oldest waiting answer has waited `flush_s`: write now if the thread is free (if it
        is busy, the end of its job hands the batch over)."""
        self._due_check = None
        if not self._closing and self.buffer and self._thread_free():
            self._hand_over()

    def _thread_free(self) -> bool:
        """Whether the thread can take a job now (a finished one is accounted for). A failed
        write is left for the next add() or close() to raise."""
        writing = self._writing
        if writing is not None:
            if not writing.done() or writing.cancelled() or writing.exception() is not None:
                return False
            self._reap()
        return self._writing is None

    def _schedule_idle_check(self, handed: int) -> None:
        if self._idle_check is not None:
            self._idle_check.cancel()
        loop = asyncio.get_running_loop()
        self._idle_check = loop.call_later(self.idle_s, self._release_if_idle, handed)

    def _release_if_idle(self, handed: int) -> None:
        """No batch since batch `handed`: let the connection go (on the thread, like a write)."""
        self._idle_check = None
        if handed == self._handed and not self._closing and self._thread_free():
            self._submit(lambda _: self._held.release(), [], after_write=False)

    def _reap(self) -> None:
        """Account for a finished write; a failed one raises here, stopping the day."""
        if self._writing is not None and self._writing.done():
            writing, self._writing, self._writing_rows = self._writing, None, 0
            self.written += writing.result()

    async def _wait(self) -> None:
        if self._writing is not None:
            await asyncio.wait([self._writing])
            self._reap()


async def _collect(
    client: OpenRouterClient,
    todo: list[dict[str, Any]],
    writer: _BatchWriter,
    journal: SendJournal,
    collector: str,
    battery_timeout_s: float,
    puzzle_timeout_s: float,
    on_done: Callable[[ChatResult], None],
    fresh_instance: Callable[[dict[str, Any]], dict[str, Any]],
) -> None:
    # A slot is held from sending until the answer is in the writer's hands, so answers waiting
    # for room in the writer count against the requests in flight: a kill loses at most
    # `max_unwritten` answers plus `concurrency` requests, however slow the archive write.
    slots = asyncio.Semaphore(client.concurrency)

    async def one(i: int, task: dict[str, Any]) -> None:
        is_puzzle = task["suite"] == "puzzle"
        sending = task

        async def fresh_prompt(failed: ChatResult) -> list[dict[str, str]]:
            # The failed try may have reached the model (a 502 after generating, a connection
            # dropped after the prompt arrived): it is archived as its prompt's error row, and
            # the retry sends a fresh instance, journaled before it goes out.
            nonlocal sending
            spent = sending
            row = archive_row(spent, failed, collector)
            sending = await writer.write_then([row], lambda: fresh_instance(spent))
            await journal.add(sending)
            messages: list[dict[str, str]] = json.loads(sending["messages_json"])
            return messages

        async with slots:
            await journal.before_send(i)  # written down before it can reach the model
            result = await client.chat(
                task["model"],
                json.loads(task["messages_json"]),
                timeout_s=puzzle_timeout_s if is_puzzle else battery_timeout_s,
                slow_is_fail=is_puzzle,
                fresh_prompt=fresh_prompt if is_puzzle else None,
            )
            await writer.add(archive_row(sending, result, collector))
        on_done(result)

    async with client:
        # The first request that raises (a refused key, a request that cannot be sent) stops the
        # day: the requests still in flight are cancelled and nothing is archived for them, so a
        # wrong key leaves no pile of error rows, and the rerun sends them.
        running = [asyncio.ensure_future(one(i, t)) for i, t in enumerate(todo)]
        try:
            done, _ = await asyncio.wait(running, return_when=asyncio.FIRST_EXCEPTION)
            for task in done:
                if task.exception() is not None:
                    raise task.exception()  # type: ignore[misc]
        finally:
            for task in running:
                task.cancel()
            await asyncio.gather(*running, return_exceptions=True)
            await writer.close()


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
    max_unwritten: int = MAX_UNWRITTEN,
    progress: bool | None = None,
    models: Sequence[str] | None = None,
    gateway: str = DEFAULT_GATEWAY,
) -> dict[str, int]:
    """Collect every pending task of `day` (of `models` only, when given); return counts by status,
    plus what the send journal showed a crash had lost (`assets.resume.resume`; `gateway` is the
    puzzles' surface, for a fresh instance).

    Two runs collecting the same day at once (the schedule and a manual rerun) would both see a
    task as pending and both send it, so a day is collected under its own cross-process lock:
    the second run waits, then finds nothing pending. When `models` is given the lock is the
    day's and those models' only, so the steps of one day's fan-out (one per model) collect side
    by side. The lock's file is removed afterwards, so a year of collected days leaves no year of
    lock files.
    """
    scope = "" if models is None else "-" + "+".join(sorted(_safe(m) for m in models))
    day_lock = store.path.with_name(f"{store.path.name}.collect-{day.isoformat()}{scope}.lock")
    with transient(day_lock, store.lock_timeout_s), _heap_frozen():
        return _collect_pending(
            store,
            client,
            day,
            models=models,
            collector=collector,
            battery_timeout_s=battery_timeout_s,
            puzzle_timeout_s=puzzle_timeout_s,
            flush_every=flush_every,
            flush_s=flush_s,
            max_unwritten=max_unwritten,
            progress=progress,
            gateway=gateway,
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
    max_unwritten: int,
    progress: bool | None,
    models: Sequence[str] | None,
    gateway: str,
) -> dict[str, int]:
    todo, resumed = resume(store, day, pending_tasks(store, day, models), gateway)
    counts = {
        "sent": len(todo),
        "retried": sum(t["retry"] for t in todo),
        "answered": 0,
        "error": 0,
        "timeout": 0,
        **resumed,
    }
    if not todo:
        return counts
    bar = request_bar(len(todo), f"collect {day}") if progress is not False else None

    def on_done(result: ChatResult) -> None:
        counts[result.status] += 1
        if bar is not None:
            bar.update(1)

    writer = _BatchWriter(store, flush_every, flush_s, max_unwritten)
    journal = SendJournal(store.archive_root, todo, client.concurrency)
    try:
        run_sync(
            _collect(
                client,
                todo,
                writer,
                journal,
                collector,
                battery_timeout_s,
                puzzle_timeout_s,
                on_done,
                # Every puzzle in `todo` is unsent (`resume` replaced any that went out), and each
                # fresh instance is sent once: the spent prompt has one send and its error row.
                lambda task: reissue(store, day, task, 1, 1, gateway),
            )
        )
    finally:
        if bar is not None:
            bar.close()
    return counts


@contextlib.contextmanager
def _heap_frozen() -> Iterator[None]:
    """Leave the objects that exist now out of the garbage collector's passes until the block ends.

    Collection makes objects fast enough to set off a full pass about once a day's collection,
    and a full pass walks every object of the process (all of Dagster's, polars', DuckDB's in a
    step), a tenth to a third of a second with the interpreter lock held, stalling every request
    in flight. Objects made during the block are collected as usual. Left alone when something
    else has frozen objects already (a server that forks, say): unfreezing would undo its freeze.
    """
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def _safe(model: str) -> str:
    """A model alias as part of a file name."""
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in model)

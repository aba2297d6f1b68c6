"""Writes each task into the send journal before its request goes out, a wave at a time.

One fsync per request would make the journal the slowest part of collection, so the journal is
written ahead in waves: when a task is about to be sent and is not journaled yet, it and the next
tasks in sending order (up to `wave` of them) are appended with one write, synced when the wave
holds a puzzle prompt, and only then is its request sent. While requests go out, the next wave is
written in the background once fewer than half a wave of journaled tasks are left unsent, so a
request rarely waits for the disk.

What a crash can cost: the journaled tasks not sent yet (fewer than a wave and a half) count as
possibly sent, so the resumed run gives their puzzles a fresh instance too (`assets/resume.py`);
that spends an attempt number, never a prompt sent twice. Battery lines are written without an fsync
of their own: a SIGKILL never loses them (they are in the kernel's page cache), and a power cut
can only make a battery resend go unrecorded, never a puzzle prompt go out twice.

A puzzle's fresh instance made during the run (its try ended as an error the client would have
retried, `assets.resume.reissue`) is not in the run's plan: it is journaled on its own line,
synced, before its retry goes out (`add`).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from typing import Any

from warehouse import journal
from warehouse.archive_root import RootLike
from warehouse.errors import WarehouseError
from warehouse.journal import Sent
from warehouse.store import _advice


class SendJournal:
    """The journal of one collection run's `todo`, written ahead of the requests in waves.

    `before_send(i)` returns once task `i` of `todo` is in the journal (durably, for a puzzle);
    tasks are expected to be sent roughly in `todo` order, as the collection loop does.
    """

    def __init__(self, root: RootLike, todo: Sequence[dict[str, Any]], wave: int) -> None:
        self.root = root
        self.wave = max(1, wave)
        self._sends = [
            Sent(t["day"], t["model"], t["task_id"], t["suite"], t["prompt_sha256"]) for t in todo
        ]
        self._upto = 0  # tasks [0, _upto) are journaled
        self._writing: asyncio.Future[None] | None = None
        self._appending = threading.Lock()  # a wave and a fresh instance's line, one at a time
        self.waves = 0

    async def before_send(self, i: int) -> None:
        """Wait until task `i` is journaled; start the next wave early when few are left.

        A failed journal write raises here, for this task and every later one: nothing is sent
        that the journal does not hold.
        """
        while i >= self._upto:
            if self._writing is None:
                self._start()
            assert self._writing is not None
            await asyncio.shield(self._writing)
        ahead = self._upto - i - 1  # journaled, not sent yet
        if ahead < self.wave // 2 and self._upto < len(self._sends) and not self._writing:
            self._start()

    async def add(self, task: dict[str, Any]) -> None:
        """Journal `task`, which is not in `todo` (a puzzle's fresh instance made during the run,
        `assets.resume.reissue`), durably; return once it is, before its request goes out."""
        sent = Sent(
            task["day"], task["model"], task["task_id"], task["suite"], task["prompt_sha256"]
        )
        await asyncio.to_thread(self._append, [sent], True)

    def _start(self) -> None:
        start, end = self._upto, min(self._upto + self.wave, len(self._sends))
        wave = self._sends[start:end]
        sync = any(s.suite == "puzzle" for s in wave)

        async def write() -> None:
            await asyncio.to_thread(self._append, wave, sync)
            # Moved on inside the task, so whoever sees it done sees the journal moved on too (a
            # done-callback runs a loop iteration later, and a waiter would spin until then).
            self._upto, self._writing = end, None
            self.waves += 1

        writing = asyncio.ensure_future(write())
        # A failure stays in `_writing`, so every later before_send() raises it; mark it retrieved
        # here in case no request is left to wait for it.
        writing.add_done_callback(lambda done: done.cancelled() or done.exception())
        self._writing = writing

    def _append(self, wave: list[Sent], sync: bool) -> None:
        try:
            with self._appending:
                journal.append(self.root, wave, sync)
        except OSError as exc:
            raise WarehouseError(
                f"cannot write the send journal under {str(self.root)!r}: {_advice(exc)}"
            ) from exc

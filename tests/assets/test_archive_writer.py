"""The collection writer keeps its warehouse connection only while batches follow each other:
it holds the writer lock between close batches (that is what makes a batch cheap), and lets it
go once no batch came for its idle time, so other writers are not kept out by a slow gateway."""

from __future__ import annotations

import asyncio
import datetime as dt
import threading
from pathlib import Path

import pytest

from assets.collect import _BatchWriter, archive_row
from providers.records import ChatResult
from warehouse.errors import WarehouseLockTimeout
from warehouse.store import Warehouse

DAY = dt.date(2026, 11, 20)
IDLE_S = 0.5


def _row(i: int) -> dict:
    now = dt.datetime.now(dt.UTC)
    task = {"day": DAY, "model": "sim/m", "task_id": f"t{i}", "suite": "battery"}
    result = ChatResult(
        status="answered", tries=1, content="hi", raw_body=b"{}", requested_at=now, received_at=now
    )
    return archive_row({**task, "prompt_sha256": f"{i:064x}"}, result, "test")


def test_the_writer_holds_the_warehouse_between_batches_and_lets_go_when_idle(
    tmp_path: Path,
) -> None:
    store = Warehouse(tmp_path / "w.duckdb")
    other = Warehouse(store.path, lock_timeout_s=0.0)  # another writer that will not wait

    def count() -> int:
        return other.rows("SELECT count(*) FROM responses")[0][0]

    async def go() -> None:
        writer = _BatchWriter(store, 2, 60.0, 2, hold_s=60.0, idle_s=IDLE_S)
        try:
            for i in range(2):
                await writer.add(_row(i))  # a full batch: handed to the writer thread
            await writer._wait()  # written and committed, the connection kept
            with pytest.raises(WarehouseLockTimeout):
                await asyncio.to_thread(count)
            await asyncio.sleep(IDLE_S * 3)  # no batch for longer than the idle time
            assert await asyncio.to_thread(count) == 2
            for i in range(2, 4):
                await writer.add(_row(i))  # the writer opens the warehouse again
        finally:
            await writer.close()
        assert count() == 4

    asyncio.run(go())


def test_a_lone_answer_is_written_once_it_has_waited_flush_s_without_another_coming(
    tmp_path: Path,
) -> None:
    """A quiet gateway's last answer does not wait in memory for the next one (or the end of the
    day): the oldest waiting answer makes its batch due after `flush_s`."""
    store = Warehouse(tmp_path / "w.duckdb")

    async def go() -> int:
        writer = _BatchWriter(store, 16, 0.2, 64, idle_s=0.05)
        try:
            await writer.add(_row(0))
            for _ in range(600):  # up to a minute on a loaded machine; 0.2 s when idle
                await asyncio.sleep(0.1)
                if writer.written:
                    break
            return writer.written  # before close(), which would write it anyway
        finally:
            await writer.close()

    assert asyncio.run(go()) == 1
    assert store.rows("SELECT count(*) FROM responses")[0][0] == 1


def test_answers_that_come_during_a_write_go_together_in_the_next_one_within_the_bound(
    tmp_path: Path,
) -> None:
    """Group commit: while one batch is being written the answers accumulate, and the writer then
    takes all of them in one write; an answer that would pass `max_unwritten` waits instead."""
    store = Warehouse(tmp_path / "w.duckdb")
    batches: list[int] = []
    gate = threading.Event()

    async def go() -> None:
        writer = _BatchWriter(store, 4, 60.0, 40)
        write = writer._held.write

        def held_back(rows: list[dict]) -> int:
            batches.append(len(rows))
            gate.wait(60)
            return write(rows)

        writer._held.write = held_back  # type: ignore[method-assign]
        try:
            for i in range(4):
                await writer.add(_row(i))  # due: handed over, its write held back
            for i in range(4, 40):
                await writer.add(_row(i))  # accumulate while the first write is held
                assert len(writer.buffer) + writer._writing_rows <= 40
            blocked = asyncio.ensure_future(writer.add(_row(40)))  # the 41st unwritten
            await asyncio.sleep(0.3)
            assert not blocked.done(), "an answer passed the bound of unwritten answers"
            gate.set()
            await blocked
        finally:
            gate.set()
            await writer.close()

    asyncio.run(go())
    assert batches[:2] == [4, 36], batches
    assert sum(batches) == 41
    assert store.rows("SELECT count(*), count(DISTINCT task_id) FROM responses")[0] == (41, 41)

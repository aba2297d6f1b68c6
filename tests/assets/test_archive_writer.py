"""The collection writer keeps its warehouse connection only while batches follow each other:
it holds the writer lock between close batches (that is what makes a batch cheap), and lets it
go once no batch came for its idle time, so other writers are not kept out by a slow gateway."""

from __future__ import annotations

import asyncio
import datetime as dt
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

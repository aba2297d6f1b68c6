"""Per-day locks leave no files behind, and still exclude: a year of collected days must not
leave a year of zero-byte lock files in `var/`, and removing a lock file must not let two holders
in at once (a waiter that opened the old file starts over on the new one).
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from pathlib import Path

from pydantic import SecretStr

from assets.collect import collect_day
from providers.openrouter import OpenRouterClient
from warehouse.lock import transient
from warehouse.store import Warehouse


def test_collecting_days_leaves_no_lock_files(tmp_path: Path) -> None:
    store = Warehouse(tmp_path / "var" / "warehouse.duckdb")
    with store.connect():
        pass  # migrated, no tasks planned: nothing pending, only the lock is exercised
    before = set((tmp_path / "var").iterdir())
    for offset in range(5):
        day = dt.date(2026, 11, 1) + dt.timedelta(days=offset)
        client = OpenRouterClient("http://127.0.0.1:9/api/v1", SecretStr("sim-not-a-secret"))
        counts = collect_day(
            store, client, day, collector="simulator", battery_timeout_s=1, puzzle_timeout_s=1
        )
        assert counts["sent"] == 0
    left = sorted(p.name for p in set((tmp_path / "var").iterdir()) - before)
    assert left == [], f"collection left {left}"


def test_a_removed_lock_file_still_excludes(tmp_path: Path) -> None:
    lock = tmp_path / "day.lock"
    inside = 0
    overlaps: list[int] = []
    entries = 0
    guard = threading.Lock()

    def worker() -> None:
        nonlocal inside, entries
        for _ in range(25):
            with transient(lock, timeout_s=60, poll_s=0.001):
                with guard:
                    inside += 1
                    entries += 1
                    if inside > 1:
                        overlaps.append(inside)
                time.sleep(0.0005)
                with guard:
                    inside -= 1

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert entries == 200 and overlaps == [], f"{len(overlaps)} overlapping holders"
    assert not lock.exists()

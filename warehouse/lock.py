"""One writer at a time, across processes.

DuckDB lets exactly one process open a file read-write and fails the second one at once
("Could not set lock on file"). A scheduled run, a backfill and a manual rerun are separate
processes, so every connection first takes an exclusive advisory lock on a sidecar file and
waits for it, instead of dying on DuckDB's lock. Connections are short (one batch, one partition
write), so waiting is cheap and fair enough.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
from collections.abc import Iterator
from pathlib import Path

from warehouse.errors import WarehouseLockTimeout


@contextlib.contextmanager
def exclusive(lock_path: Path, timeout_s: float = 600.0, poll_s: float = 0.05) -> Iterator[None]:
    """Hold an exclusive flock on `lock_path` for the block; wait up to `timeout_s` for it."""
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise WarehouseLockTimeout(
                        f"another modeldrift process held {str(lock_path)!r} for over {timeout_s:.0f} s; "
                        "wait for it to finish or raise MODELDRIFT_LOCK_TIMEOUT_S"
                    ) from None
                time.sleep(poll_s)
        yield
    finally:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)

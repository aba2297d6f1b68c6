"""One writer at a time, across processes.

DuckDB lets exactly one process open a file read-write and fails the second one at once
("Could not set lock on file"). A scheduled run, a backfill and a manual rerun are separate
processes, so every connection first takes an exclusive advisory lock on a sidecar file and
waits for it, instead of dying on DuckDB's lock. Connections are short (one batch, one partition
write), so waiting is cheap and fair enough.

Short connections alone do not make whole runs safe to overlap: a run for day D and a backfill
that covers D interleave their steps, and the one that writes a derived table last may have read
the other's half-finished neighbour days, overwriting good rows with stale ones. `day_range`
therefore locks the days a run covers, as byte ranges of one file (one byte per day ordinal), so
runs over overlapping days take turns while runs over disjoint days still run side by side.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import fcntl
import os
import time
from collections.abc import Iterator
from pathlib import Path

from warehouse.errors import WarehouseError, WarehouseLockTimeout


def _open(lock_path: Path) -> int:
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        return os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise WarehouseError(
            f"cannot open the lock file {str(lock_path)!r}: {exc.strerror}; make the warehouse folder "
            "writable, or set MODELDRIFT_WAREHOUSE_PATH to a writable place"
        ) from exc


def _wait_for_lock(
    fd: int, lock_path: Path, deadline: float, timeout_s: float, poll_s: float
) -> None:
    """Poll for an exclusive flock on `fd` until `deadline`; one clear line when it never comes."""
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() > deadline:
                raise WarehouseLockTimeout(
                    f"another modeldrift process held {str(lock_path)!r} for over "
                    f"{timeout_s:.0f} s; wait for it to finish or raise MODELDRIFT_LOCK_TIMEOUT_S"
                ) from None
            time.sleep(poll_s)


@contextlib.contextmanager
def exclusive(lock_path: Path, timeout_s: float = 600.0, poll_s: float = 0.05) -> Iterator[None]:
    """Hold an exclusive flock on `lock_path` for the block; wait up to `timeout_s` for it."""
    fd = _open(lock_path)
    try:
        _wait_for_lock(fd, lock_path, time.monotonic() + timeout_s, timeout_s, poll_s)
        yield
    finally:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


@contextlib.contextmanager
def transient(lock_path: Path, timeout_s: float = 600.0, poll_s: float = 0.05) -> Iterator[None]:
    """Like `exclusive`, but the lock file is removed when released, so per-day locks do not
    pile up as zero-byte files.

    Removing a lock file races with a waiter that opened it before the removal (it would lock a
    file nobody else can see); so once locked, the holder checks that the path still names the
    file it locked, and starts over if not. The holder removes the file before unlocking.
    """
    deadline = time.monotonic() + timeout_s
    while True:
        fd = _open(lock_path)
        try:
            _wait_for_lock(fd, lock_path, deadline, timeout_s, poll_s)
            try:
                current = os.stat(lock_path)
            except FileNotFoundError:
                current = None
            mine = os.fstat(fd)
            if current is None or (current.st_ino, current.st_dev) != (mine.st_ino, mine.st_dev):
                continue  # the previous holder removed it: lock the new file instead
            try:
                yield
            finally:
                with contextlib.suppress(OSError):
                    os.unlink(lock_path)
            return
        finally:
            with contextlib.suppress(OSError):
                fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)


@contextlib.contextmanager
def day_range(
    lock_path: Path, start: dt.date, end: dt.date, timeout_s: float = 600.0, poll_s: float = 0.1
) -> Iterator[None]:
    """Hold an exclusive POSIX record lock on the days `start`..`end` of `lock_path`.

    A record lock is taken as ONE range however many days it spans (a rescore of years needs one
    file descriptor, not one per day) and dies with the process, so a killed run never leaves a
    stale lock. Record locks belong to the process: two threads of one process do not exclude
    each other, which is fine because runs are separate processes.
    """
    if end < start:
        raise ValueError(f"the range ends ({end}) before it starts ({start})")
    fd = _open(lock_path)
    first, length = start.toordinal(), (end - start).days + 1
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, length, first)
                break
            except OSError as exc:  # EAGAIN or EACCES, depending on the platform
                if exc.errno not in (errno.EAGAIN, errno.EACCES):
                    raise
                if time.monotonic() > deadline:
                    raise WarehouseLockTimeout(
                        f"another modeldrift run held days {start}..{end} ({str(lock_path)!r}) for over "
                        f"{timeout_s:.0f} s; wait for it to finish or raise MODELDRIFT_LOCK_TIMEOUT_S"
                    ) from None
                time.sleep(poll_s)
        yield
    finally:
        with contextlib.suppress(OSError):
            fcntl.lockf(fd, fcntl.LOCK_UN, length, first)
        os.close(fd)

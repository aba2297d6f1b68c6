"""Per-model work of a range, spread over the machine's cores in forked processes.

A year's baselines, events and statuses are per-model computations in pure Python (the
detection cores), independent of one another; in one process they used one core of two. Here
the models are split into balanced groups; the calling process computes the first group while
a forked child computes each other one. A fork inherits its inputs (a year's verdicts would
cost more to pickle than to compare), so only the results travel back, and the caller puts
them in the items' order: the output is exactly that of the plain loop.

Where a process cannot fork children (Celery workers and the multiprocess executor run steps
in daemonic processes, which may not have any; a platform without `fork`), or there is one
group of work, the same function runs over the items in this process: the same results.

What runs in a child must be pure Python over inherited data: no DuckDB, no polars, no
Dagster (their thread pools and locks do not survive a fork). The detection cores qualify.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import traceback
from collections.abc import Callable, Iterator, Sequence
from multiprocessing.connection import Connection
from typing import Any, TypeVar

_T = TypeVar("_T")
_R = TypeVar("_R")

MAX_WORKERS = 2
"""Processes at most (the caller's own included): the machine this is sized for has two cores."""


def can_fork() -> bool:
    """Whether this process may fork children to share a computation with."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return False
    # A daemonic process may not have children (multiprocessing refuses them).
    return not multiprocessing.current_process().daemon


def workers_available(limit: int = MAX_WORKERS) -> int:
    """How many processes `fork_map` would use: up to `limit` and the CPUs, 1 when it cannot fork."""
    if not can_fork():
        return 1
    return max(1, min(limit, os.cpu_count() or 1))


def balanced_groups(weights: Sequence[float], groups: int) -> list[list[int]]:
    """Item positions split into at most `groups` groups of similar total weight (heaviest item
    first to the lightest group, ties to the earlier group), each group in position order."""
    out: list[list[int]] = [[] for _ in range(max(1, min(groups, len(weights))))]
    load = [0.0] * len(out)
    for i in sorted(range(len(weights)), key=lambda i: (-weights[i], i)):
        g = min(range(len(out)), key=lambda g: (load[g], g))
        out[g].append(i)
        load[g] += weights[i]
    return [sorted(g) for g in out if g]


def fork_map(
    fn: Callable[[_T], _R],
    items: Sequence[_T],
    weights: Sequence[float] | None = None,
    *,
    workers: int | None = None,
) -> list[_R]:
    """`[fn(x) for x in items]`, its groups of items computed in forked processes when allowed.

    `weights` (default: all equal) balance the groups. An exception `fn` raises in a child is
    raised here (the plain loop raises one of the same items' exceptions: this process's group's
    first); a group whose child dies, or cannot send its results, is computed here instead.
    """
    n = workers_available() if workers is None else min(workers, workers_available(workers))
    if n <= 1 or len(items) <= 1:
        return [fn(x) for x in items]
    groups = balanced_groups(weights if weights is not None else [1.0] * len(items), n)
    if len(groups) <= 1:
        return [fn(x) for x in items]
    context = multiprocessing.get_context("fork")
    children: list[tuple[list[int], Any, Connection]] = []
    try:
        for group in groups[1:]:
            receive, send = context.Pipe(duplex=False)
            child = context.Process(
                target=_child, args=(fn, [items[i] for i in group], send), daemon=True
            )
            child.start()
            send.close()
            children.append((group, child, receive))
        results: dict[int, _R] = dict(
            zip(groups[0], [fn(items[i]) for i in groups[0]], strict=True)
        )
        for group, child, receive in children:
            for i, result in zip(
                group, _collect(fn, [items[i] for i in group], receive), strict=True
            ):
                results[i] = result
            child.join()
    finally:
        for _, child, receive in children:
            receive.close()
            if child.is_alive():
                child.kill()
                child.join()
    return [results[i] for i in range(len(items))]


@contextlib.contextmanager
def forked(fn: Callable[[], _R]) -> Iterator[Callable[[], _R]]:
    """`fn()` started in a forked child when allowed, while the `with` body does other work; the
    yielded call waits for its result. Without a child (or when it dies, or cannot send its
    result) `fn()` runs here when its result is asked for: the same result, later. What `fn`
    raises, the yielded call raises. A child still running when the body ends is killed."""
    if workers_available() <= 1:
        yield fn
        return
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(lambda _: fn(), [None], send), daemon=True)
    child.start()
    send.close()
    try:
        yield lambda: _collect(lambda _: fn(), [None], receive)[0]
    finally:
        receive.close()
        if child.is_alive():
            child.kill()
        child.join()


def _child(fn: Callable[[_T], _R], items: list[_T], send: Connection) -> None:
    """A child's whole life: compute its group, send the results (or the exception) back."""
    try:
        message: tuple[str, Any] = ("ok", [fn(x) for x in items])
    except BaseException as exc:  # noqa: BLE001 - carried to the parent, which raises it
        message = ("raised", (exc, traceback.format_exc()))
    try:
        send.send(message)
    except Exception as exc:  # noqa: BLE001 - an unpicklable result or exception
        send.send(("failed", f"{type(exc).__name__}: {exc}"))
    send.close()


def _collect(fn: Callable[[_T], _R], items: list[_T], receive: Connection) -> list[_R]:
    """A child's results; its exception raised; its group computed here if it sent nothing."""
    try:
        kind, payload = receive.recv()
    except EOFError:
        return [fn(x) for x in items]
    if kind == "ok":
        return list(payload)
    if kind == "raised":
        exc, _trace = payload
        raise exc
    # An unpicklable result or exception: the group's results are the same computed here.
    return [fn(x) for x in items]

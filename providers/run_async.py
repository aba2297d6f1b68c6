"""Run the async client from synchronous code, whether or not an event loop is already running.

Dagster steps are synchronous, so `asyncio.run` is the natural call, but it refuses to start when
the calling thread already runs a loop (a notebook, or Playwright's sync API in the same test).
In that case the coroutine runs on a fresh loop in a worker thread instead.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine from synchronous code, even when an event loop is already running
    (Dagster's, a notebook's), by giving it a loop of its own in a thread."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coro).result()

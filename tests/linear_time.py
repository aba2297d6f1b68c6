"""Hostile-input guards that a loaded machine cannot flake: a reader must grow linearly, not finish
under a wall-clock budget.

Model output is hostile input, so the scorer's tests feed its patterns long runs (50,000 spaces,
"for Mac " 6,300 times) that a backtracking regex or a nested loop would take seconds or hours on.
Those checks used to assert "under 1 s by the wall clock", and on a loaded runner one flaked: the
wall clock also counts the time a test waits for a CPU. This helper keeps the guard and drops the
clock's noise:

- it times the CPU time of this process (`time.process_time`), which waiting for a CPU does not
  inflate; the process and not the thread, since polars reads on threads of its own;
- it takes the best of a few runs (of the small text always, of the large one while it looks
  super-linear), each on a text built afresh at a count one higher than the run before, so a
  cache keyed on the text (picks and stance cache lines and sentences) cannot make a repeat run
  free;
- it reads a small and a large text built by the same function (`count // SIZE_RATIO` and
  `count` repetitions of the hostile unit), and fails only when BOTH the large text took more than
  `FLOOR_S` of CPU AND the time grew more than `GROWTH_LIMIT` times the size ratio.

The constants were measured on the shared 2-core machine (2026-12, load 1 to 10). Of the 228
hostile checks in tests/scoring, 17 read their large text in more than 50 ms of CPU (the slowest,
0.22 s) and all grew 6.2x to 12.8x for an 8x larger text: a fixed head and tail read the same at
both sizes, so a linear reader grows a little under 8x, and a reader whose text holds distinct
words (test_body_words) a little over. A quadratic reader grows about 64x: the blank-run bug of the
sixteenth round (`essay\\s*[:.]?\\s*$` on a run of spaces) grew 60x from 1,000 to 8,000 spaces, a
naive nested loop 80x. A limit of 3x the size ratio (24x) sits far from both. Below 50 ms a reader
is no hang worth failing on, whatever its shape, and so short a run is where a clock's noise
lives; so a first large run under the floor ends the check (the common case costs one large run
and three small ones, about 1.4 times the old timed call), and a large run in step with the
small ones ends it too. The small text is read first, so that where both sizes repeat the same
lines, the line caches are as warm for the large text as for the small one. Only a large run
past the limit by less than `NOISE` times is taken again; one far past it fails at once, so a
reader that hangs is not made to hang three times (the sixteenth round's bug, put back, took 89 s
of CPU on the 200,000 spaces of test_stance_r16).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

Hostile = Callable[[int], str]
"""A hostile text as a function of its repeat count, so a small and a large text share a shape."""

SIZE_RATIO = 8
"""The large text holds this many times the small text's repetitions."""

GROWTH_LIMIT = 3.0
"""How many times the size ratio the CPU time may grow before the reader counts as super-linear."""

FLOOR_S = 0.05
"""CPU seconds on the large text under which no reader fails, whatever its growth."""

RUNS = 3
"""Runs per size; the best counts, since load only ever adds time."""

NOISE = 2.0
"""A large run this many times over the limit is taken as it is: a 1-minute load of 5-7 against 1
moved the checks' CPU times here by 5% (median, at most 22%), and a reader that hangs should not be
made to hang three times before the test fails."""


def super_linear(small_s: float, large_s: float, size_ratio: float = SIZE_RATIO) -> bool:
    """Whether CPU times at two sizes show a hang in the making: slow at the large size AND
    growing clearly faster than the size. Pure, so the decision is tested without a clock."""
    if large_s <= FLOOR_S:
        return False
    return large_s > GROWTH_LIMIT * size_ratio * small_s


def cpu_seconds(read: Callable[[T], object], text: T) -> float:
    """CPU time of one read, with the garbage collector paused (as `timeit` does) so a collection
    that an earlier test's garbage triggers is not billed to this reader."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        began = time.process_time()
        read(text)
        return time.process_time() - began
    finally:
        if collecting:
            gc.enable()


Timer = Callable[[Callable[[T], object], T], float]
"""How long one read of one text takes: `cpu_seconds`, or a stand-in clock in the guard's own
tests, which check its decisions (a run taken again, a run failed at once) on timings they set."""


def best_cpu_seconds(
    read: Callable[[T], object],
    build: Callable[[int], T],
    count: int,
    timer: Timer[T] = cpu_seconds,
) -> float:
    """The least CPU time of `RUNS` reads of texts built at `count`, `count + 1`, ..."""
    return min(timer(read, build(count + run)) for run in range(RUNS))


def assert_linear(
    read: Callable[[T], object],
    build: Callable[[int], T],
    count: int,
    *,
    timer: Timer[T] = cpu_seconds,
) -> None:
    """Fail when `read` takes super-linear time on `build(n)` as n grows to `count`.

    `build(n)` makes the hostile text with n repetitions of its hostile unit; `count` is the size
    the old wall-clock check read (50,000 characters or so), so the guard still covers it. `read`
    must do all its work when called: wrap a lazy `finditer` in `list`. `timer` is for the guard's
    own tests only.
    """
    if count < SIZE_RATIO:
        raise ValueError(
            f"count={count!r} is below SIZE_RATIO={SIZE_RATIO}: no small size to compare"
        )
    small = count // SIZE_RATIO
    ratio = count / small
    # The small text first: where the two sizes repeat the same lines, a cache of lines is then as
    # warm for the large text as for the small text's best run.
    small_s = best_cpu_seconds(read, build, small, timer)
    large_s = timer(read, build(count))
    # A large run in step with the small ones settles it; only a run that looks super-linear, and
    # not by far, is taken again, since load only ever adds time.
    for run in range(1, RUNS):
        if not super_linear(small_s, large_s, ratio):
            return
        if large_s > NOISE * GROWTH_LIMIT * ratio * small_s:
            break
        large_s = min(large_s, timer(read, build(count + run)))
    assert not super_linear(small_s, large_s, ratio), (
        f"{getattr(read, '__qualname__', read)!s} grew super-linearly on {str(build(count))[:60]!r}...: "
        f"{small_s * 1000:.1f} ms of CPU at {small} repetitions, {large_s * 1000:.1f} ms at "
        f"{count} ({large_s / max(small_s, 1e-9):.0f}x for {ratio:.0f}x the size; the limit is "
        f"{GROWTH_LIMIT * ratio:.0f}x above {FLOOR_S * 1000:.0f} ms)"
    )

"""The linear-time guard itself: its verdict on timings, and its reading of readers whose growth is
known. The quadratic readers that must be seen above the floor are sized when the test runs
(`_sized`): their count doubles until a read takes a few times `FLOOR_S` of CPU on this machine, so
a faster machine than the one the constants were measured on still sees them fail instead of
passing them under the floor. The guard's decisions on a burst of load (a large run taken again,
one failed at once) are checked on timings the test sets, through the guard's `timer`."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

import pytest

from tests.linear_time import (
    FLOOR_S,
    GROWTH_LIMIT,
    SIZE_RATIO,
    assert_linear,
    cpu_seconds,
    super_linear,
)

# The sixteenth round's blank-run bug: "\s*[:.]?\s*$" tries every split of a run of blanks, so a
# run that is not followed by the end is quadratic; "\s*(?:[:.]\s*)?$" tries one split.
_BLANK_RUN_BEFORE = re.compile(r"essay\s*[:.]?\s*$")
_BLANK_RUN_AFTER = re.compile(r"essay\s*(?:[:.]\s*)?$")


T = TypeVar("T")


def _blank_run(n: int) -> str:
    return "essay" + " " * n + "x"


def _equal_pairs(text: str) -> int:
    """A naive nested loop: every character compared with every earlier one."""
    return sum(1 for i in range(len(text)) for j in range(i) if text[i] == text[j])


def _count_a(text: str) -> int:
    """One pass in Python, slow enough per character to rise above the floor on a long text."""
    return sum(1 for c in text if c == "a")


def _sized(
    read: Callable[[T], object], build: Callable[[int], T], count: int, floors: float
) -> int:
    """The first of `count`, `2 * count`, ... at which one read of `build(n)` takes `floors` times
    `FLOOR_S` of CPU: the size at which a reader's growth is judged, whatever the machine's speed."""
    for _ in range(30):
        if cpu_seconds(read, build(count)) >= floors * FLOOR_S:
            return count
        count *= 2
    raise AssertionError(f"{read!r} never reached {floors * FLOOR_S:.2f} s of CPU")


class _FirstLargeReadSlowed:
    """A linear reader whose first read of the large text takes `slowdown` times longer, as a burst
    of load on the machine might make it; it counts its large reads. It says how long each read
    took (a microsecond a unit of length) instead of spending it, and `_said_seconds` is the clock
    that believes it: the guard's decision to take a run again, or to fail it at once, is then
    checked on exact timings. Timed for real, a busy neighbour on the other core moved the small
    reads enough to bring 32x growth under the 24x limit, and the test flaked."""

    def __init__(self, large: int, slowdown: int) -> None:
        self.large = large
        self.slowdown = slowdown
        self.large_reads = 0

    def __call__(self, length: int) -> float:
        slowed = length >= self.large and self.large_reads == 0
        self.large_reads += length >= self.large
        return length * 1e-6 * (self.slowdown if slowed else 1)


def _said_seconds(read: Callable[[int], object], length: int) -> float:
    """The seconds a `_FirstLargeReadSlowed` says its read took."""
    said = read(length)
    assert isinstance(said, float)
    return said


# --- the verdict on two timings --------------------------------------------------------------


def test_growth_in_step_with_the_size_is_linear() -> None:
    assert not super_linear(0.05, 0.05 * SIZE_RATIO)


def test_growth_just_past_the_limit_above_the_floor_is_super_linear() -> None:
    small_s = 0.01
    assert super_linear(small_s, small_s * SIZE_RATIO * GROWTH_LIMIT * 1.01)
    assert not super_linear(small_s, small_s * SIZE_RATIO * GROWTH_LIMIT * 0.99)


def test_any_growth_under_the_floor_is_no_hang() -> None:
    # A quadratic reader that is still fast at the large size: a clock's noise, not a hang.
    assert not super_linear(FLOOR_S / 1000, FLOOR_S)
    assert super_linear(FLOOR_S / 1000, FLOOR_S * 1.01)


def test_the_size_ratio_sets_the_limit() -> None:
    assert not super_linear(0.01, 0.5, size_ratio=20)
    assert super_linear(0.01, 0.5, size_ratio=2)


# --- readers of known growth -----------------------------------------------------------------


def test_a_linear_reader_above_the_floor_passes() -> None:
    assert_linear(_count_a, lambda n: "ab" * n, 5_000_000)


def test_the_fixed_blank_run_pattern_passes() -> None:
    assert_linear(_BLANK_RUN_AFTER.search, _blank_run, 8_000)


def test_the_blank_run_bug_fails() -> None:
    count = _sized(_BLANK_RUN_BEFORE.search, _blank_run, 1_000, floors=3)
    with pytest.raises(AssertionError, match="grew super-linearly"):
        assert_linear(_BLANK_RUN_BEFORE.search, _blank_run, count)


def test_a_nested_loop_fails() -> None:
    count = _sized(_equal_pairs, lambda n: "ab" * n, 200, floors=3)
    with pytest.raises(AssertionError, match="grew super-linearly"):
        assert_linear(_equal_pairs, lambda n: "ab" * n, count)


# The large size at which `_FirstLargeReadSlowed` reads twice the floor unslowed (0.1 s): under
# the floor, the guard would pass the reader on its first read without looking again.
_LARGE = 100_000


def test_a_large_read_slowed_a_little_past_the_limit_is_taken_again() -> None:
    # Slowed 4x, the first large read grows 32x: past the 24x limit, within twice it, so it may be
    # noise; the next read grows 8x and the reader passes.
    reader = _FirstLargeReadSlowed(_LARGE, slowdown=4)
    assert_linear(reader, lambda n: n, _LARGE, timer=_said_seconds)
    assert reader.large_reads == 2


def test_a_large_read_far_past_the_limit_fails_at_once() -> None:
    # Slowed 10x, the first large read grows 80x: no load explains that, and a hanging reader is
    # not made to hang again before the test fails.
    reader = _FirstLargeReadSlowed(_LARGE, slowdown=10)
    with pytest.raises(AssertionError, match="grew super-linearly"):
        assert_linear(reader, lambda n: n, _LARGE, timer=_said_seconds)
    assert reader.large_reads == 1


def test_a_large_read_slowed_but_under_the_floor_is_not_taken_again() -> None:
    # The same 4x burst on a reader ten times faster: its slowed read, 0.04 s, is under the floor,
    # so the guard passes it on its first large read.
    reader = _FirstLargeReadSlowed(_LARGE // 10, slowdown=4)
    assert_linear(reader, lambda n: n, _LARGE // 10, timer=_said_seconds)
    assert reader.large_reads == 1


def test_a_quadratic_reader_under_the_floor_passes() -> None:
    # The same nested loop on a short text: quadratic, but no hang at this size.
    assert_linear(_equal_pairs, lambda n: "ab" * n, 64)


def test_a_count_too_small_to_divide_is_refused() -> None:
    with pytest.raises(ValueError, match="below SIZE_RATIO"):
        assert_linear(_count_a, lambda n: "a" * n, SIZE_RATIO - 1)

"""The linear-time guard itself: its verdict on timings, and its reading of readers whose growth is
known. The quadratic readers are the kinds the scorer's guards exist for, sized to take about three
times the floor at their large size here (so a machine twice as fast still fails them) and each
check well under a second."""

from __future__ import annotations

import re

import pytest

from tests.linear_time import FLOOR_S, GROWTH_LIMIT, SIZE_RATIO, assert_linear, super_linear

# The sixteenth round's blank-run bug: "\s*[:.]?\s*$" tries every split of a run of blanks, so a
# run that is not followed by the end is quadratic; "\s*(?:[:.]\s*)?$" tries one split.
_BLANK_RUN_BEFORE = re.compile(r"essay\s*[:.]?\s*$")
_BLANK_RUN_AFTER = re.compile(r"essay\s*(?:[:.]\s*)?$")


def _blank_run(n: int) -> str:
    return "essay" + " " * n + "x"


def _equal_pairs(text: str) -> int:
    """A naive nested loop: every character compared with every earlier one."""
    return sum(1 for i in range(len(text)) for j in range(i) if text[i] == text[j])


def _count_a(text: str) -> int:
    """One pass in Python, slow enough per character to rise above the floor on a long text."""
    return sum(1 for c in text if c == "a")


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
    with pytest.raises(AssertionError, match="grew super-linearly"):
        assert_linear(_BLANK_RUN_BEFORE.search, _blank_run, 8_000)


def test_a_nested_loop_fails() -> None:
    with pytest.raises(AssertionError, match="grew super-linearly"):
        assert_linear(_equal_pairs, lambda n: "ab" * n, 1_500)


def test_a_quadratic_reader_under_the_floor_passes() -> None:
    # The same nested loop on a short text: quadratic, but no hang at this size.
    assert_linear(_equal_pairs, lambda n: "ab" * n, 64)


def test_a_count_too_small_to_divide_is_refused() -> None:
    with pytest.raises(ValueError, match="below SIZE_RATIO"):
        assert_linear(_count_a, lambda n: "a" * n, SIZE_RATIO - 1)

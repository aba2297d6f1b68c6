"""Puzzle statuses end to end on hand-built results: counting, exclusions, and every boundary.

Unless a test says otherwise the launch anchor is 14 days on which every slot class passed one of
its two puzzles (14/28 per class, so every baseline rate and smoothed rate is exactly 1/2), and
the verdict is taken on day 15, whose recent window is that single day: E = 15 and
V = 15 * 2 * 1/4 * (1 + 2/28) = 8.0357, so z = (passes - 15) / 2.8347.
"""

from __future__ import annotations

import json
import math
from datetime import date, timedelta

import pytest

from detection.puzzle.records import FAMILIES, LEVELS, PuzzleResult
from detection.puzzle.sequential import DESIGN_SHIFT, SEQUENTIAL_THRESHOLD
from detection.puzzle.status import (
    daily_ratings,
    method_constants,
    puzzle_status,
    puzzle_status_history,
)

D0 = date(2025, 3, 1)
CLASSES = [(f, lv) for f in FAMILIES for lv in LEVELS]
HALF = [1] * 15


def day(i: int) -> date:
    return D0 + timedelta(days=i)


def rows_for_day(
    i: int,
    passes: list[int],
    model: str = "m",
    tokens: tuple[int, int] = (100, 300),
    reasoning: tuple[int | None, int | None] = (None, None),
    **overrides: object,
) -> list[PuzzleResult]:
    """30 rows for day i; passes[c] of class c's two slots (a first) are solved."""
    out = []
    for c, (family, level) in enumerate(CLASSES):
        for s, slot in enumerate("ab"):
            fields: dict[str, object] = dict(
                day=day(i), model=model, slot_id=f"{family}-L{level}-{slot}", family=family,
                level=level, passed=passes[c] > s, timed_out=False, is_error=False,
                output_tokens=tokens[s], reasoning_tokens=reasoning[s],
            )  # fmt: skip
            fields.update(overrides)
            out.append(PuzzleResult(**fields))  # type: ignore[arg-type]
    return out


def spread(total: int) -> list[int]:
    """`total` passes over the 15 classes, at most 2 each, first classes first."""
    return [min(2, max(0, total - 2 * c)) if total > 15 else int(c < total) for c in range(15)]


def launch(days: int = 14, passes: list[int] = HALF) -> list[PuzzleResult]:
    return [r for i in range(days) for r in rows_for_day(i, passes)]


# -- building the baseline ---------------------------------------------------------------


def test_day_9_of_14() -> None:
    status = puzzle_status("m", launch(9), day(8))
    assert status.status == "building baseline"
    assert status.baseline_day == 9
    assert "day 9 of 14" in status.explanation


def test_fourteen_days_without_a_newer_one_are_still_building() -> None:
    status = puzzle_status("m", launch(14), day(13))
    assert (status.status, status.baseline_day) == ("building baseline", 14)
    assert puzzle_status("m", launch(15), day(14)).status != "building baseline"


def test_later_days_are_not_seen_by_an_earlier_verdict() -> None:
    assert puzzle_status("m", launch(20), day(8)).baseline_day == 9


def test_a_day_of_only_errors_is_not_a_baseline_day() -> None:
    rows = launch(9) + rows_for_day(9, HALF, is_error=True)
    assert puzzle_status("m", rows, day(9)).baseline_day == 9


def test_no_results_at_all_is_day_0() -> None:
    assert puzzle_status("m", [], D0).baseline_day == 0


# -- what counts -------------------------------------------------------------------------


def test_timeouts_are_fails_whatever_passed_says() -> None:
    rows = rows_for_day(0, [2] * 15, timed_out=True) + rows_for_day(
        1, HALF, timed_out=True, passed=None
    )
    first, second = daily_ratings("m", rows)
    assert (first.n_graded, first.n_passed) == (30, 0)
    assert (second.n_graded, second.n_passed) == (30, 0)


def test_errors_are_excluded_everywhere() -> None:
    rows = rows_for_day(0, HALF) + rows_for_day(0, [2] * 15, is_error=True)
    (rating,) = daily_ratings("m", rows)
    assert (rating.n_graded, rating.n_passed) == (30, 15)


def test_ungraded_rows_and_other_models_are_ignored() -> None:
    rows = (
        rows_for_day(0, HALF)
        + rows_for_day(0, HALF, passed=None)
        + rows_for_day(0, [2] * 15, model="other")
    )
    (rating,) = daily_ratings("m", rows)
    assert (rating.n_graded, rating.n_passed) == (30, 15)


def test_daily_rating_fields() -> None:
    # Tokens 100 and 300 on each class (reasoning already inside): median of 100s and 300s = 200.
    rows = rows_for_day(0, [2, 0] + [1] * 13, reasoning=(50, 50))
    (rating,) = daily_ratings("m", rows)
    assert rating.class_pass_rates["round_trip-L1"] == 1.0
    assert rating.class_pass_rates["round_trip-L2"] == 0.0
    assert rating.class_pass_rates["queens-L3"] == 0.5
    assert rating.pass_rate == 15 / 30
    assert rating.output_tokens_median == 200.0


# -- Watch / Degraded / Changed boundaries (single recent day, see module docstring) -------


@pytest.mark.parametrize(
    ("passes", "z", "status"),
    [
        (10, -1.7638, "Stable"),  # (10-15)/2.8347
        (9, -2.1166, "Watch"),  # (9-15)/2.8347
        (7, -2.8221, "Watch"),  # (7-15)/2.8347
        (6, -3.1749, "Degraded"),  # (6-15)/2.8347
    ],
)
def test_fixed_window_boundaries(passes: int, z: float, status: str) -> None:
    result = puzzle_status("m", launch() + rows_for_day(14, spread(passes)), day(14))
    assert result.fixed_window_z == pytest.approx(z, abs=1e-4)
    assert result.status == status
    assert result.decided_by == ("none" if status == "Stable" else "fixed_window")
    # One bad day is far from the sequential threshold: the fixed window alone decides here.
    assert not result.sequential_alarm


def test_sequential_test_alone_can_set_degraded() -> None:
    # From day 15 on, 12 of 30 every day. Reference = launch anchor (p0 = 1/2) for these days, so
    # each day adds 12*ln(2*p1) + 18*ln(2*(1-p1)), p1 = 1/(1+e^shift); no day resets the CUSUM.
    p1 = 1 / (1 + math.exp(DESIGN_SHIFT))
    per_day = 12 * math.log(2 * p1) + 18 * math.log(2 * (1 - p1))
    alarm_day = math.ceil(SEQUENTIAL_THRESHOLD / per_day)  # 10 with shift 0.45, threshold 5.47
    rows = launch() + [r for i in range(14, 14 + alarm_day) for r in rows_for_day(i, spread(12))]
    before = puzzle_status("m", rows, day(14 + alarm_day - 2))
    at = puzzle_status("m", rows, day(14 + alarm_day - 1))
    assert before.sequential_stat == pytest.approx((alarm_day - 1) * per_day)
    assert at.sequential_stat == pytest.approx(alarm_day * per_day)
    assert before.status != "Degraded"
    assert at.fixed_window_z is not None and at.fixed_window_z > -3
    assert (at.status, at.decided_by, at.sequential_alarm) == ("Degraded", "sequential", True)


def test_tokens_doubling_at_the_same_pass_rate_is_changed() -> None:
    # Per class: baseline x = ln 101, ln 301 (14 each), recent ln 201, ln 601 (more reasoning).
    # d = 0.68983, pooled variance (8.34709 + 0.59983)/28 = 0.31953, v = 0.31953*(1/2+1/28)
    # = 0.17118; 15 identical classes: z = d*sqrt(15/v) = 6.4575.
    rows = launch() + rows_for_day(14, HALF, tokens=(200, 600), reasoning=(100, 300))
    result = puzzle_status("m", rows, day(14))
    assert result.tokens_z == pytest.approx(6.4575, abs=1e-3)
    assert (result.status, result.decided_by) == ("Changed", "tokens")
    assert result.fixed_window_z == pytest.approx(0.0)


def test_small_token_shift_is_stable() -> None:
    # 120/360 tokens: d = 0.18122, z = 1.6966 < 3.
    result = puzzle_status("m", launch() + rows_for_day(14, HALF, tokens=(120, 360)), day(14))
    assert result.tokens_z == pytest.approx(1.6966, abs=1e-3)
    assert result.status == "Stable"


@pytest.mark.parametrize(("passes", "status"), [(6, "Degraded"), (9, "Watch")])
def test_a_pass_rate_drop_is_never_reported_as_changed(passes: int, status: str) -> None:
    rows = launch() + rows_for_day(14, spread(passes), tokens=(200, 600))
    result = puzzle_status("m", rows, day(14))
    assert result.tokens_z is not None and result.tokens_z > 3
    assert (result.status, result.decided_by) == (status, "fixed_window")


# -- slot stratification -------------------------------------------------------------------


def test_missing_easy_slots_do_not_read_as_a_drop() -> None:
    # Launch: level 1 always solved, level 2 half, level 3 never. Day 15: the level-1 puzzles were
    # our errors; levels 2 and 3 as usual. Raw pass rate 50% -> 25%, yet E = 5 = O and z = 0, and
    # the rating moves by far less than its band.
    pattern = [2, 1, 0] * 5
    recent = [r for r in rows_for_day(14, pattern) if r.level != 1]
    errors = [
        r.model_copy(update={"is_error": True}) for r in rows_for_day(14, pattern) if r.level == 1
    ]
    result = puzzle_status("m", launch(passes=pattern) + recent + errors, day(14))
    assert result.fixed_window_z == pytest.approx(0.0)
    assert result.status == "Stable"
    assert result.rating is not None and result.launch_rating is not None
    assert result.rating_se is not None
    assert abs(result.rating - result.launch_rating) < 0.2 * result.rating_se


# -- the batch path and the method constants ----------------------------------------------


def test_history_equals_one_verdict_at_a_time() -> None:
    rows = launch() + [r for i in range(14, 30) for r in rows_for_day(i, spread(12 + i % 5))]
    history = puzzle_status_history("m", rows)
    assert [s.day for s in history] == [day(i) for i in range(30)]
    for i in (3, 14, 21, 29):
        assert history[i] == puzzle_status("m", rows, day(i))


def test_windows_on_the_record() -> None:
    rows = launch() + [r for i in range(14, 30) for r in rows_for_day(i, HALF)]
    result = puzzle_status("m", rows, day(29))
    assert result.recent_days == 7
    # The status compares with the launch baseline, whatever the day.
    assert (result.baseline_start, result.baseline_end) == (day(0), day(13))
    assert (result.launch_start, result.launch_end) == (day(0), day(13))
    assert result.reference_days == 16  # days 0..15: each at least 14 days older than day 29


def test_method_constants_carry_every_threshold() -> None:
    constants = method_constants()
    assert constants["watch_z"] == -2.0
    assert constants["degraded_z"] == -3.0
    assert constants["changed_abs_tokens_z"] == 3.0
    assert constants["sequential_threshold"] == SEQUENTIAL_THRESHOLD
    assert constants["baseline_days"] == 14 and constants["recent_days"] == 7
    json.dumps(constants)


def test_each_days_rating_is_the_one_its_own_run_gave() -> None:
    # A re-derived range must rate every day as the run of that day did: on the launch anchor
    # as it stood then (still building for the first 13 days), and unaffected by the other days
    # rated in the same call.
    rows = [r for i in range(20) for r in rows_for_day(i, spread(10 + (i * 7) % 13))]
    together = daily_ratings("m", rows)
    assert len(together) == 20
    for i in range(20):
        alone = daily_ratings("m", [r for r in rows if r.day <= day(i)])[-1]
        assert alone == together[i], i

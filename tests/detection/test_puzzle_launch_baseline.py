"""A worse model stays Degraded for as long as it stays worse (docs/method.md, "Baselines").

The fixed window compares the recent days with the launch baseline (the series' first 14 graded
days), never with a baseline that trails the model down; the sequential test's reference grows
only with stable days, so a lasting drop is never absorbed; the rolling comparison survives as a
named second signal that cannot decide the status; and "since baseline" is measured against the
baseline the status used, so its sign agrees with the status.

Histories are built by hand (tests.detection.test_status): every day of the launch baseline
passes one of two puzzles in every slot class (15 of 30). `spread(p)` is a day of p passes.
"""

from __future__ import annotations

import pytest

from detection.puzzle.records import ModelStatus
from detection.puzzle.status import puzzle_status, puzzle_status_history
from tests.detection.test_status import HALF, day, launch, rows_for_day, spread

DROP_DAY = 25
LAST_DAY = DROP_DAY + 120


def dropped_history(passes: int, last: int = LAST_DAY) -> list:
    """Launch + 11 stable days at 15/30, then `passes`/30 every day from DROP_DAY to `last`."""
    stable = [r for i in range(14, DROP_DAY) for r in rows_for_day(i, HALF)]
    dropped = [r for i in range(DROP_DAY, last + 1) for r in rows_for_day(i, spread(passes))]
    return launch() + stable + dropped


def statuses_from(history: list, first: int) -> list[ModelStatus]:
    everything = puzzle_status_history("m", history)
    return [s for s in everything if s.day >= day(first)]


def first_degraded(statuses: list[ModelStatus]) -> int:
    return next(i for i, s in enumerate(statuses) if s.status == "Degraded")


def test_a_large_lasting_drop_is_degraded_by_the_fixed_window_to_the_end() -> None:
    # 10 of 30 against the launch's 15 of 30: over 7 days O = 70, E = 105,
    # V = 15 * 14 * 1/4 * (1 + 14/28) = 78.75, z = -35 / 8.874 = -3.944, on every day.
    after = statuses_from(dropped_history(10), DROP_DAY)
    onset = first_degraded(after)
    assert onset <= 4
    assert all(s.status == "Degraded" for s in after[onset:])
    last = after[-1]
    assert last.decided_by == "fixed_window"
    assert last.fixed_window_z == pytest.approx(-35 / 78.75**0.5, abs=1e-3)


def test_a_drop_the_fixed_window_only_watches_stays_degraded_by_the_sequential_test() -> None:
    # 12 of 30: fixed z = -21 / 8.874 = -2.37 (Watch) on every full window, so only the CUSUM can
    # hold Degraded; it does for 120 days because no dropped day joins its reference.
    after = statuses_from(dropped_history(12), DROP_DAY)
    onset = first_degraded(after)
    assert onset < 14
    held = after[onset:]
    assert all(s.status == "Degraded" for s in held), [
        (s.day, s.status) for s in held if s.status != "Degraded"
    ]
    last = held[-1]
    assert last.decided_by == "sequential" and last.sequential_alarm
    assert last.fixed_window_z == pytest.approx(-21 / 78.75**0.5, abs=1e-3)
    # The reference is the launch anchor plus the 11 stable days, and nothing after them.
    assert last.reference_days == DROP_DAY


def test_the_rolling_comparison_is_a_named_signal_that_never_decides() -> None:
    last = statuses_from(dropped_history(10), LAST_DAY)[-1]
    # The 14 days before the recent window are as low as the recent window: no change lately...
    assert last.rolling_z == pytest.approx(0.0)
    assert "last weeks" in last.explanation
    # ...and yet the model is as far below its launch as on the first day of the drop.
    assert last.status == "Degraded"


@pytest.mark.parametrize("passes", [10, 12])
def test_since_baseline_has_the_sign_of_the_status(passes: int) -> None:
    for s in statuses_from(dropped_history(passes), DROP_DAY):
        if s.status in ("Degraded", "Watch"):
            assert s.rating is not None and s.baseline_rating is not None
            assert s.rating < s.baseline_rating, (s.day, s.status, s.rating, s.baseline_rating)


def test_a_sequential_verdict_is_measured_against_the_stable_reference() -> None:
    # A month at 20/30 (better than launch), then back to 15/30: the fixed window sees the launch
    # level again (z = 0), the CUSUM sees a fall from a month of stable history. "Since baseline"
    # must then compare with that history, which is above the launch rating, not with the launch.
    better = [r for i in range(14, 44) for r in rows_for_day(i, spread(20))]
    back = [r for i in range(44, 60) for r in rows_for_day(i, HALF)]
    statuses = statuses_from(launch() + better + back, 44)
    degraded = [s for s in statuses if s.status == "Degraded"]
    assert degraded, [(s.day, s.status) for s in statuses]
    for s in degraded:
        assert s.decided_by == "sequential" and s.baseline_kind == "stable reference"
        assert s.fixed_window_z == pytest.approx(0.0)
        assert s.rating is not None and s.baseline_rating is not None
        assert s.launch_rating is not None and s.baseline_rating > s.launch_rating
        assert s.rating < s.baseline_rating


def test_a_fixed_window_verdict_is_measured_against_the_launch_baseline() -> None:
    status = puzzle_status("m", launch() + rows_for_day(14, spread(6)), day(14))
    assert (status.status, status.baseline_kind) == ("Degraded", "launch")
    assert status.baseline_rating == status.launch_rating
    assert (status.baseline_start, status.baseline_end) == (day(0), day(13))


@pytest.mark.parametrize(
    ("passes", "status"),
    [
        (20, "Changed"),  # z = (20 - 15) / 2.8347 = +1.76: held, tokens moved
        (21, "Stable"),  # z = +2.12: a significant rise is not "held", so not a mere change
        (9, "Watch"),  # z = -2.12: a fall is Watch whatever the tokens do
    ],
)
def test_changed_needs_the_pass_rate_held_in_both_directions(passes: int, status: str) -> None:
    rows = launch() + rows_for_day(14, spread(passes), tokens=(200, 600))
    result = puzzle_status("m", rows, day(14))
    assert result.tokens_z is not None and result.tokens_z > 3
    assert result.status == status
    if status == "Stable":
        assert "rose" in result.explanation

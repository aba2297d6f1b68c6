"""Which days are compared with which: launch baseline, recent window, rolling window, reference.

All windows count days with graded puzzles (an outage day is skipped), by index into the model's
ascending list of such days. For a verdict on the day with index t (t + 1 days of data):

- launch baseline: days 0..13 of the series, frozen forever. It fixes the difficulties and
  rating 1500, and it is what the fixed window compares with, for as long as the series lasts.
  The series is the alias: a new dated version behind it is not a new series (that is the very
  change to be measured); only tracking a model anew starts one;
- recent window: the last min(7, t - 13) days, never reaching into the launch baseline;
- rolling window: the 14 days just before the recent window (the launch baseline until day 21),
  for the second signal "changed in the last weeks" only;
- sequential reference of day t: the launch baseline and every later day at least REFERENCE_LAG
  days older than t that lies in no flagged stretch (detection.puzzle.sequential_run). The sequential
  test scores each day after the launch baseline against its own reference from day 14 on.

Until 14 days and at least one newer day exist there is no verdict ("building baseline, day k").
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

BASELINE_DAYS = 14
RECENT_DAYS = 7
#: The sequential test scores day t against the model's history up to day t - REFERENCE_LAG:
#: the first two weeks of a drop are judged against pre-drop history only, so the reference
#: cannot absorb a drop while it is being detected, yet it grows with all older stable history
#: (once detected, the drop's days are flagged and kept out for good).
REFERENCE_LAG = 14


@dataclass(frozen=True)
class Windows:
    """Index ranges [start, stop) into a model's days for a verdict on day index `as_of`.

    `reference` is the range old enough for the sequential reference; flagged days inside it
    are left out by the test itself.
    """

    as_of: int
    launch: tuple[int, int]
    recent: tuple[int, int]
    rolling: tuple[int, int]
    reference: tuple[int, int]


def building_day(n_days: int) -> int | None:
    """'Day k of 14' while no verdict is possible yet, else None.

    Fourteen days alone are not enough: the baseline needs at least one newer day to compare with,
    so day 14 of 14 is still building.
    """
    if n_days <= BASELINE_DAYS:
        return n_days
    return None


def reference_stop(t: np.ndarray | int) -> np.ndarray:
    """End (exclusive) of the days old enough for day index t's sequential reference."""
    return np.asarray(np.maximum(BASELINE_DAYS, np.asarray(t) - REFERENCE_LAG + 1))


def windows(n_days: int) -> Windows | None:
    """The windows for a verdict on the last of n_days days; None while building the baseline."""
    if building_day(n_days) is not None:
        return None
    stop = n_days
    after_launch = n_days - BASELINE_DAYS
    recent_start = stop - min(RECENT_DAYS, after_launch)
    return Windows(
        as_of=stop - 1,
        launch=(0, BASELINE_DAYS),
        recent=(recent_start, stop),
        rolling=(recent_start - BASELINE_DAYS, recent_start),
        reference=(0, int(reference_stop(stop - 1))),
    )

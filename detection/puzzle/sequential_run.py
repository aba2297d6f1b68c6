"""Running the sequential test day by day: a reference of stable days that no drop can enter.

The CUSUM of detection.puzzle.sequential scores each day against a reference pass rate per slot class.
That reference is the launch baseline plus every later day at least REFERENCE_LAG days old,
**except the days of a flagged stretch**. A stretch is flagged on a day the status rule says
Degraded (fixed window z <= -3 or CUSUM >= threshold), and it reaches back to where the evidence
for that verdict began:

- for the CUSUM, the first day of its current excursion above zero (the day after it last stood
  at 0): Page's estimate of when the change happened, so the days of a drop that came before the
  alarm are kept out too;
- for the fixed window, the first day of the recent window it judged.

Such days never enter the reference, and a day that had entered it before its stretch was
flagged is taken out again. Without this a lasting drop is absorbed: the reference slides down
to the new level, the CUSUM drains, and a model 20 points worse than at launch reads Stable.

Which days are flagged depends on the threshold, so the threshold is an input here and the
calibration reruns the whole loop for every threshold it tries. Every value for day t uses days
0..t only, so the series equals what the daily pipeline said each day.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from detection.puzzle.baseline import BASELINE_DAYS, reference_stop
from detection.puzzle.sequential import cusum_step, day_increments, reference_rates


@dataclass(frozen=True)
class SequentialState:
    """What the test carries from one day to the next, for H histories; never mutated."""

    next_day: int
    """Day index the next step scores."""
    stat: np.ndarray
    """(H,) CUSUM after day next_day - 1."""
    run_start: np.ndarray
    """(H,) first day of the CUSUM's current excursion above zero; -1 while it stands at 0."""
    considered: int
    """Days 0..considered-1 have been offered to the reference (flagged ones were refused)."""
    ref_k: np.ndarray
    """(H, C) passes pooled in the reference."""
    ref_n: np.ndarray
    """(H, C) graded puzzles pooled in the reference."""
    ref_days: np.ndarray
    """(H,) days pooled in the reference."""
    flagged: np.ndarray
    """(H, D) days inside a flagged stretch, as known after day next_day - 1."""


@dataclass(frozen=True)
class SequentialRun:
    """Per verdict day (columns) and history (rows): the statistic and what it rested on."""

    stat: np.ndarray
    """(H, T) CUSUM."""
    degraded: np.ndarray
    """(H, T) the status rule's Degraded: the fixed window or the CUSUM alarms."""
    ref_days: np.ndarray
    """(H, T) days pooled in the day's reference."""
    flagged_days: np.ndarray
    """(H, T) days kept out of the reference so far because they lie in a flagged stretch."""
    ref_k: np.ndarray | None
    """(H, T, C) the day's reference passes, when asked for."""
    ref_n: np.ndarray | None
    """(H, T, C) the day's reference puzzles, when asked for."""
    state: SequentialState
    """The state after the last day, to resume from."""


def launch_state(k: np.ndarray, n: np.ndarray) -> SequentialState:
    """The state before the first verdict day: the reference is the launch baseline alone."""
    h, d, _ = k.shape
    return SequentialState(
        next_day=BASELINE_DAYS,
        stat=np.zeros(h),
        run_start=np.full(h, -1, dtype=np.int64),
        considered=BASELINE_DAYS,
        ref_k=k[:, :BASELINE_DAYS].sum(axis=1).astype(float),
        ref_n=n[:, :BASELINE_DAYS].sum(axis=1).astype(float),
        ref_days=np.full(h, BASELINE_DAYS, dtype=np.int64),
        flagged=np.zeros((h, d), dtype=bool),
    )


@dataclass
class _Working:
    """Private, mutable copies of a state's arrays, updated in place day by day."""

    stat: np.ndarray
    run_start: np.ndarray
    considered: int
    ref_k: np.ndarray
    ref_n: np.ndarray
    ref_days: np.ndarray
    flagged: np.ndarray
    n_flagged: np.ndarray

    @classmethod
    def of(cls, state: SequentialState, days: int) -> _Working:
        flagged = np.zeros((state.flagged.shape[0], days), dtype=bool)
        keep = min(days, state.flagged.shape[1])
        flagged[:, :keep] = state.flagged[:, :keep]
        return cls(
            stat=state.stat.copy(),
            run_start=state.run_start.copy(),
            considered=state.considered,
            ref_k=state.ref_k.copy(),
            ref_n=state.ref_n.copy(),
            ref_days=state.ref_days.copy(),
            flagged=flagged,
            n_flagged=flagged.sum(axis=1),
        )

    def frozen(self, next_day: int) -> SequentialState:
        return SequentialState(
            next_day=next_day,
            stat=self.stat,
            run_start=self.run_start,
            considered=self.considered,
            ref_k=self.ref_k,
            ref_n=self.ref_n,
            ref_days=self.ref_days,
            flagged=self.flagged,
        )

    def admit_until(self, stop: int, k: np.ndarray, n: np.ndarray) -> None:
        """Offer days considered..stop-1 to the reference; flagged days are refused."""
        if stop <= self.considered:
            return
        fresh = ~self.flagged[:, self.considered : stop]
        self.ref_k += np.einsum("hd,hdc->hc", fresh, k[:, self.considered : stop])
        self.ref_n += np.einsum("hd,hdc->hc", fresh, n[:, self.considered : stop])
        self.ref_days += fresh.sum(axis=1)
        self.considered = stop

    def flag(
        self, rows: np.ndarray, start: np.ndarray, t: int, k: np.ndarray, n: np.ndarray
    ) -> None:
        """Flag days start..t of each row; take those already in the reference out again."""
        lo = int(start.min())
        span = np.arange(lo, t + 1)
        new = (span[None, :] >= start[:, None]) & ~self.flagged[rows, lo : t + 1]
        self.flagged[rows, lo : t + 1] |= new
        self.n_flagged[rows] += new.sum(axis=1)
        if self.considered <= lo:
            return
        out = new[:, : self.considered - lo]
        if out.any():
            self.ref_k[rows] -= np.einsum("hd,hdc->hc", out, k[rows, lo : self.considered])
            self.ref_n[rows] -= np.einsum("hd,hdc->hc", out, n[rows, lo : self.considered])
            self.ref_days[rows] -= out.sum(axis=1)


def stretch_starts(
    t: int, rows: np.ndarray, fixed: np.ndarray, run_start: np.ndarray, recent_start: int
) -> np.ndarray:
    """First day of the flagged stretch behind each alarm (rows) of day t."""
    start = np.full(rows.shape, t, dtype=np.int64)
    in_run = run_start[rows] >= 0
    start[in_run] = run_start[rows][in_run]
    by_window = fixed[rows]
    start[by_window] = np.minimum(start[by_window], recent_start)
    return start


def run_sequential(
    k: np.ndarray,
    n: np.ndarray,
    fixed_alarm: np.ndarray,
    recent_start: np.ndarray,
    threshold: float,
    shift: float,
    state: SequentialState,
    keep_reference: bool = False,
) -> SequentialRun:
    """Score days state.next_day..D-1 of (H, D, C) counts.

    fixed_alarm (H, T) and recent_start (T,) are the fixed window's verdict and window start for
    those same days, column j being day state.next_day + j.
    """
    h, d, c = k.shape
    w = _Working.of(state, d)
    first = state.next_day
    shape = (h, d - first)
    stat, degraded = np.empty(shape), np.empty(shape, dtype=bool)
    ref_days, flagged_days = np.empty(shape, dtype=np.int64), np.empty(shape, dtype=np.int64)
    keep_k = np.empty((*shape, c)) if keep_reference else None
    keep_n = np.empty((*shape, c)) if keep_reference else None
    for j, t in enumerate(range(first, d)):
        w.admit_until(int(reference_stop(t)), k, n)
        if keep_k is not None and keep_n is not None:
            keep_k[:, j], keep_n[:, j] = w.ref_k, w.ref_n
        ref_days[:, j] = w.ref_days
        increments = day_increments(k[:, t], n[:, t], reference_rates(w.ref_k, w.ref_n), shift)
        before, w.stat = w.stat, cusum_step(w.stat, increments)
        w.run_start[(before == 0) & (w.stat > 0)] = t
        w.run_start[w.stat == 0] = -1
        fixed = fixed_alarm[:, j]
        alarm = (w.stat >= threshold) | fixed
        stat[:, j], degraded[:, j] = w.stat, alarm
        rows = np.flatnonzero(alarm)
        if rows.size:
            w.flag(rows, stretch_starts(t, rows, fixed, w.run_start, int(recent_start[j])), t, k, n)
        flagged_days[:, j] = w.n_flagged
    return SequentialRun(stat, degraded, ref_days, flagged_days, keep_k, keep_n, w.frozen(d))

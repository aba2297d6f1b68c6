"""A puzzle model's daily verdict: Stable, Watch, Degraded, Changed, or still building its baseline.

Which test sets the status, in order (the first that applies wins):

1. building baseline - fewer than 15 days with graded puzzles (14 baseline days + one to judge).
2. Degraded - the fixed-window z <= -3 against the launch baseline, OR the calibrated sequential
   CUSUM alarms against the stable reference. Either is evidence that the pass rate fell; the
   CUSUM is there because the fixed window alone misses most 10-15 point drops for more than a
   week, and the fixed rule is kept because it is the published, hand-checkable one. Both compare
   with baselines a drop never enters, so a model that got worse stays Degraded for as long as it
   stays worse. `decided_by` names the fixed window when it fires, else the CUSUM.
3. Watch - the fixed-window z <= -2: a warning that needs no calibration.
4. Changed - the pass rate held (|z| < 2, no alarm: a significant rise is not "held" either) but
   output tokens on the same slot classes moved by |z| >= 3 in log space against the launch
   baseline. Kept apart from Degraded on purpose: a model that thinks twice as long at the same
   accuracy is different, not worse, and must never hide a drop.
5. Stable - none of the above.

The rolling comparison (recent days against the 14 days just before them) is kept on the record
as "changed in the last weeks" and in the explanation; it never sets the status, because it
trails a worse model down and would call it Stable within three weeks.

A status that is not a puzzle verdict at all, "not served", is given to an alias that no longer
resolves (`not_served_status`): a week in which a model answered nothing is not a Stable week.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from datetime import date
from statistics import median

import numpy as np

from detection.puzzle.baseline import (
    BASELINE_DAYS,
    RECENT_DAYS,
    REFERENCE_LAG,
    building_day,
    reference_stop,
    windows,
)
from detection.puzzle.calibration import (
    CALIBRATION_HISTORIES,
    CALIBRATION_SEED,
    CALIBRATION_TARGET_PER_YEAR,
)
from detection.puzzle.counts import ModelCounts, count_results
from detection.puzzle.detectors import DetectorSeries, detector_series
from detection.puzzle.explain import explain
from detection.puzzle.fixed_window import DEGRADED_Z, HELD_ABS_Z, WATCH_Z
from detection.puzzle.power import (
    DETECT_WITHIN_DAYS,
    HISTORY_BUCKETS,
    MAX_DROP_POINTS,
    POWER_PATHS,
    POWER_TARGET,
    RESOLUTION_POINTS,
    detectable_drop,
)
from detection.puzzle.ratings import (
    ABILITY_PRIOR_SD,
    RATE_PSEUDO,
    RATING_CENTER,
    RATING_SCALE,
    difficulties,
    pooled_rating,
    rating,
    smoothed_rate,
)
from detection.puzzle.records import (
    PUZZLES_PER_DAY,
    SLOT_CLASSES,
    BaselineKind,
    DailyRating,
    DecidedBy,
    ModelStatus,
    PuzzleResult,
    Status,
)
from detection.puzzle.sequential import (
    CUSUM_CAP,
    DESIGN_SHIFT,
    SEQUENTIAL_THRESHOLD,
    THRESHOLD_PROVENANCE,
)
from detection.puzzle.simulation import RATE_HIGH, RATE_LOW
from detection.puzzle.tokens import CHANGED_ABS_Z, tokens_z


def pass_rate_held(fixed_z: float | None) -> bool:
    """Neither a significant fall nor a significant rise against the launch baseline."""
    return fixed_z is not None and abs(fixed_z) < HELD_ABS_Z


def classify(
    fixed_z: float | None, sequential_alarm: bool, tokens_z: float | None
) -> tuple[Status, DecidedBy]:
    """The status rule of the module docstring, on the three statistics."""
    if fixed_z is not None and fixed_z <= DEGRADED_Z:
        return "Degraded", "fixed_window"
    if sequential_alarm:
        return "Degraded", "sequential"
    if fixed_z is not None and fixed_z <= WATCH_Z:
        return "Watch", "fixed_window"
    moved = tokens_z is not None and abs(tokens_z) >= CHANGED_ABS_Z
    if moved and pass_rate_held(fixed_z):
        return "Changed", "tokens"
    return "Stable", "none"


def _launch_b(counts: ModelCounts) -> np.ndarray:
    """Difficulties from the launch anchor (provisional while fewer than 14 days exist)."""
    return difficulties(counts.k[:BASELINE_DAYS].sum(0), counts.n[:BASELINE_DAYS].sum(0))


def _ratings_as_known(counts: ModelCounts) -> tuple[np.ndarray, np.ndarray]:
    """Each day's rating on the launch anchor as it stood that day.

    While the anchor is still building (a model's first BASELINE_DAYS days), a day is read on
    the difficulties of the days up to it, as the run of that day read it; from then on the
    anchor is frozen. So re-deriving a range gives every day the rating its own run gave it.
    """
    ratings, ses = rating(counts.k, counts.n, _launch_b(counts))
    for d in range(min(BASELINE_DAYS - 1, len(counts.days))):
        b = difficulties(counts.k[: d + 1].sum(0), counts.n[: d + 1].sum(0))
        r, se = rating(counts.k[d : d + 1], counts.n[d : d + 1], b)
        ratings[d], ses[d] = r[0], se[0]
    return ratings, ses


def daily_ratings(model: str, results: Iterable[PuzzleResult]) -> list[DailyRating]:
    """One rating per day with graded puzzles, on the model's launch-anchor scale as it stood
    that day (see `_ratings_as_known`)."""
    counts = count_results(model, results)
    if not counts.days:
        return []
    ratings, ses = _ratings_as_known(counts)
    out = []
    for d, day in enumerate(counts.days):
        n_d, k_d, kinds = counts.n[d], counts.k[d], counts.kinds[d]
        out.append(
            DailyRating(
                day=day,
                model=model,
                rating=float(ratings[d]),
                se=float(ses[d]),
                n_graded=int(n_d.sum()),
                n_passed=int(k_d.sum()),
                n_wrong=kinds["wrong"],
                n_timed_out=kinds["timeout"],
                n_refused=kinds["refused"],
                n_filtered=kinds["filtered"],
                pass_rate=float(k_d.sum() / n_d.sum()),
                output_tokens_median=float(median(counts.tokens[d])) if counts.tokens[d] else None,
                class_pass_rates={
                    c: (float(k_d[i] / n_d[i]) if n_d[i] else None)
                    for i, c in enumerate(SLOT_CLASSES)
                },
            )
        )
    return out


def puzzle_status(model: str, results: Iterable[PuzzleResult], as_of: date) -> ModelStatus:
    """The verdict for `model` on `as_of`, from its results on or before that day."""
    return puzzle_status_history(model, results, [as_of])[0]


def puzzle_status_history(
    model: str, results: Iterable[PuzzleResult], days: Iterable[date] | None = None
) -> list[ModelStatus]:
    """Verdicts for many as-of days at once (default: every day with data), counting rows once.

    Each verdict uses only results on or before its day, so it equals `puzzle_status` that day.
    """
    counts = count_results(model, results)
    as_ofs = sorted(set(days)) if days is not None else list(counts.days)
    series = (
        detector_series(counts.k, counts.n, keep_reference=True)
        if len(counts.days) > BASELINE_DAYS
        else None
    )
    return [
        _status_on(model, counts, series, as_of, bisect_right(counts.days, as_of))
        for as_of in as_ofs
    ]


def _window(counts: ModelCounts, span: tuple[int, int], arr: np.ndarray) -> np.ndarray:
    return np.asarray(arr[span[0] : span[1]].sum(axis=0))


def _no_verdict(
    model: str, day: date, status: Status, explanation: str, **fields: object
) -> ModelStatus:
    """A status with no puzzle verdict behind it: still building, or not served."""
    empty: dict[str, object] = dict(
        baseline_day=None, rating=None, rating_se=None, baseline_rating=None,
        launch_rating=None, fixed_window_z=None, tokens_z=None, sequential_stat=None,
        sequential_threshold=SEQUENTIAL_THRESHOLD, sequential_alarm=False, decided_by="none",
        detectable_drop_7d=None, recent_days=0, baseline_start=None, baseline_end=None,
        launch_start=None, launch_end=None, reference_days=None,
    )  # fmt: skip
    return ModelStatus.model_validate(
        {**empty, **fields, "day": day, "model": model, "status": status,
         "explanation": explanation}
    )  # fmt: skip


def _building(model: str, counts: ModelCounts, as_of: date, n_days: int) -> ModelStatus:
    k = building_day(n_days)
    return _no_verdict(
        model,
        as_of,
        "building baseline",
        explain("building baseline", "none", baseline_day=k),
        baseline_day=k,
        launch_start=counts.days[0] if counts.days else None,
    )


def _nan_to_none(value: float) -> float | None:
    return None if np.isnan(value) else value


def _status_on(
    model: str, counts: ModelCounts, series: DetectorSeries | None, as_of: date, n_days: int
) -> ModelStatus:
    w = windows(n_days)
    if w is None or series is None:
        return _building(model, counts, as_of, n_days)
    j = w.as_of - BASELINE_DAYS
    fixed_z = _nan_to_none(float(series.fixed_z[0, j]))
    rolling_z = _nan_to_none(float(series.rolling_z[0, j]))
    stat = float(series.sequential_stat[0, j])
    alarm = stat >= series.threshold
    tz, shift = tokens_z(
        *(_window(counts, w.recent, a) for a in (counts.tok_n, counts.tok_sum, counts.tok_sq)),
        *(_window(counts, w.launch, a) for a in (counts.tok_n, counts.tok_sum, counts.tok_sq)),
    )
    status, decided_by = classify(fixed_z, alarm, tz)
    b = _launch_b(counts)
    recent = pooled_rating(counts.k[slice(*w.recent)], counts.n[slice(*w.recent)], b)
    rolling = pooled_rating(counts.k[slice(*w.rolling)], counts.n[slice(*w.rolling)], b)
    launch = pooled_rating(counts.k[slice(*w.launch)], counts.n[slice(*w.launch)], b)
    kind: BaselineKind = "stable reference" if decided_by == "sequential" else "launch"
    if kind == "launch":
        baseline, span = launch[0], w.launch
    else:
        assert series.reference_k is not None and series.reference_n is not None
        ref, _ = rating(series.reference_k[0, j], series.reference_n[0, j], b)
        baseline, span = float(ref), (0, int(reference_stop(w.as_of)))
    launch_rates = smoothed_rate(
        _window(counts, w.launch, counts.k), _window(counts, w.launch, counts.n)
    )
    recent_days = w.recent[1] - w.recent[0]
    reference_days = int(series.reference_days[0, j])
    flagged_days = int(series.flagged_days[0, j])
    return ModelStatus(
        day=as_of,
        model=model,
        status=status,
        baseline_day=None,
        rating=recent[0],
        rating_se=recent[1],
        baseline_rating=baseline,
        baseline_kind=kind,
        launch_rating=launch[0],
        rolling_rating=rolling[0],
        fixed_window_z=fixed_z,
        rolling_z=rolling_z,
        tokens_z=tz,
        sequential_stat=stat,
        sequential_threshold=series.threshold,
        sequential_alarm=alarm,
        decided_by=decided_by,
        detectable_drop_7d=detectable_drop(launch_rates, n_days),
        recent_days=recent_days,
        baseline_start=counts.days[span[0]],
        baseline_end=counts.days[span[1] - 1],
        launch_start=counts.days[0],
        launch_end=counts.days[BASELINE_DAYS - 1],
        reference_days=reference_days,
        flagged_days=flagged_days,
        explanation=explain(
            status,
            decided_by,
            recent_days=recent_days,
            observed=float(series.observed[0, j]),
            expected=float(series.expected[0, j]),
            fixed_z=fixed_z,
            rolling_z=rolling_z,
            tokens_z=tz,
            token_shift=shift,
            sequential_stat=stat,
            threshold=series.threshold,
            reference_days=reference_days,
            flagged_days=flagged_days,
        ),
    )


def not_served_status(model: str, day: date, since: date) -> ModelStatus:
    """The status of an alias that no longer resolves: no puzzle verdict, and the day it went.

    Nothing was asked, so any verdict would be the last week's repeated: a Stable shown for days
    in which the model answered nothing. When the alias comes back the verdicts resume from its
    results (a pin event marks the return).
    """
    explanation = explain("not served", "none", since=since)
    return _no_verdict(model, day, "not served", explanation, not_served_since=since)


def method_constants() -> dict[str, object]:
    """Every number the puzzle method uses, so the method page is generated rather than retyped."""
    return {
        "puzzles_per_day": PUZZLES_PER_DAY,
        "slot_classes": list(SLOT_CLASSES),
        "baseline_days": BASELINE_DAYS,
        "recent_days": RECENT_DAYS,
        "rating_center": RATING_CENTER,
        "rating_points_per_logit": RATING_SCALE,
        "ability_prior_sd_logits": ABILITY_PRIOR_SD,
        "rate_pseudo_count": RATE_PSEUDO,
        "watch_z": WATCH_Z,
        "degraded_z": DEGRADED_Z,
        "held_abs_z": HELD_ABS_Z,
        "changed_abs_tokens_z": CHANGED_ABS_Z,
        "sequential_design_shift_logits": DESIGN_SHIFT,
        "sequential_reference_lag_days": REFERENCE_LAG,
        "sequential_threshold": SEQUENTIAL_THRESHOLD,
        "sequential_cap": CUSUM_CAP,
        "sequential_threshold_provenance": THRESHOLD_PROVENANCE,
        "calibration_target_false_degraded_per_model_year": CALIBRATION_TARGET_PER_YEAR,
        "calibration_histories": CALIBRATION_HISTORIES,
        "calibration_seed": CALIBRATION_SEED,
        "simulated_class_rates": [RATE_LOW, RATE_HIGH],
        "power_target": POWER_TARGET,
        "detect_within_days": DETECT_WITHIN_DAYS,
        "power_paths": POWER_PATHS,
        "power_history_buckets_days": list(HISTORY_BUCKETS),
        "power_resolution_points": RESOLUTION_POINTS,
        "power_max_drop_points": MAX_DROP_POINTS,
    }

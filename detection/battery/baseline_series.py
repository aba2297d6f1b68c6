"""A model's battery history read once, so a range of days takes each window as a slice.

One model-day's baselines (`baseline_table.baseline_rows`) are built from its 8 days of
verdicts: over a range that reads each verdict, and each of its fields, once per window it sits
in (seven times), and each pair's two arms once per day that sees them (eight times). Here a
model's history is grouped by prompt once, each field's reading is taken once per verdict, and a
day's window is a slice of those readings: the verdicts of days D-7..D-1, oldest first, exactly
the `baseline_window` of a one-day run. The slices go to the same functions
(`categorical_from_readings`, `log_from_readings`) as the one-day windows do, so the baselines
are the same values (tests/detection/test_baseline_series.py holds a range to its days).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from datetime import date, timedelta

from detection.battery.baseline import (
    CategoricalReading,
    LogBaseline,
    LogReading,
    PromptHistory,
    categorical_from_readings,
    log_from_readings,
    log_reading,
    usable_by_prompt,
)
from detection.battery.fields import (
    CATEGORICAL_FIELDS,
    MAGNITUDE_FIELDS,
    CategoricalField,
    MagnitudeField,
    field_values,
)
from detection.battery.noise import noise_floors
from detection.battery.pair_readings import pair_points
from detection.battery.thresholds import WINDOW_DAYS
from detection.events.records import NoiseFloor, VerdictPoint
from detection.exact_stats import stdev_of_scaled_sums


class PromptSeries:
    """One prompt's usable verdicts in day order, with every field's reading taken once."""

    def __init__(self, history: PromptHistory) -> None:
        self._days = sorted(history)
        verdicts = [history[d] for d in self._days]
        encoded = [field_values(v) for v in verdicts]
        # Only fields some verdict of the prompt measured: the rest never make a baseline.
        self.categorical: dict[CategoricalField, list[CategoricalReading | None]] = {}
        for i, field in enumerate(CATEGORICAL_FIELDS):
            readings = [
                None if (value := row[i]) is None else (v.day, value, v.response_id)
                for v, row in zip(verdicts, encoded, strict=True)
            ]
            if any(r is not None for r in readings):
                self.categorical[field] = readings
        self.magnitude: dict[MagnitudeField, list[LogReading | None]] = {}
        for metric in MAGNITUDE_FIELDS:
            values = [
                None if (x := getattr(v, metric)) is None else log_reading(x, v.response_id)
                for v in verdicts
            ]
            if any(r is not None for r in values):
                self.magnitude[metric] = values
        self._sums = {metric: _ExactSums.of(values) for metric, values in self.magnitude.items()}
        # Where the steady stretch through each position begins: a window whose last reading's
        # stretch starts at or before the window does holds that one value every day.
        self._steady_from = {
            field: _steady_starts(readings) for field, readings in self.categorical.items()
        }

    def window(self, day: date) -> slice:
        """The positions of the WINDOW_DAYS calendar days before `day` (empty: no baseline)."""
        return slice(
            bisect_left(self._days, day - timedelta(days=WINDOW_DAYS)),
            bisect_left(self._days, day),
        )

    def categorical_summaries(self, window: slice) -> Iterable[CategoricalSummary]:
        """Each measured field's baseline over `window`, in `CATEGORICAL_FIELDS` order, as (field,
        mode, days, the mode's latest response, values): `categorical_from_readings` of the
        window's readings, except that `values` is None when the window read one value every day
        (it is then `days` copies of the mode). Most windows of a steady model are such windows,
        and the baselines stage writes them without a list and a record each."""
        a, b = window.start, window.stop
        for field, readings in self.categorical.items():
            last = readings[b - 1] if b > a else None
            if last is not None and self._steady_from[field][b - 1] <= a:
                # `categorical_from_readings` of one repeated value: that value, its latest
                # response.
                yield field, last[1], b - a, last[2], None
                continue
            baseline = categorical_from_readings([r for r in readings[window] if r is not None])
            if baseline is not None:
                yield (
                    field,
                    baseline.mode,
                    baseline.days,
                    baseline.mode_response_id,
                    baseline.values,
                )

    def log_baselines(self, window: slice) -> Iterable[tuple[MagnitudeField, LogBaseline]]:
        """Each recorded metric's log baseline over `window`, in `MAGNITUDE_FIELDS` order."""
        for metric, readings in self.magnitude.items():
            rows = [r for r in readings[window] if r is not None]
            sums = self._sums[metric]
            spread = sums.stdev(window) if sums is not None and len(rows) > 1 else None
            baseline = log_from_readings(rows, spread)
            if baseline is not None:
                yield metric, baseline


CategoricalSummary = tuple[CategoricalField, str, int, str, Sequence[str] | None]
"""(field, mode, days, mode's latest response id, values or None for `days` copies of the mode)."""


def _steady_starts(readings: list[CategoricalReading | None]) -> list[int]:
    """For each position, where the run of readings of one value that ends there begins (the
    position itself when it has no reading, or a different value from the one before)."""
    starts: list[int] = []
    previous: CategoricalReading | None = None
    for i, reading in enumerate(readings):
        if reading is not None and previous is not None and reading[1] == previous[1]:
            starts.append(starts[-1])
        else:
            starts.append(i)
        previous = reading
    return starts


class _ExactSums:
    """Running exact sums of one metric's logs along a prompt's series, so a window's standard
    deviation is a difference of sums instead of a pass over its values
    (`exact_stats.stdev_of_scaled_sums`, the same bits as `exact_stats.stdev` of the window)."""

    __slots__ = ("_count", "_scale", "_sx", "_sxx")

    def __init__(self, ratios: list[tuple[int, int] | None]) -> None:
        """`ratios` holds each position's log as `as_integer_ratio()`, None where no reading."""
        self._scale = max((r[1] for r in ratios if r is not None), default=1)
        count, sx, sxx = [0], [0], [0]
        for r in ratios:
            if r is None:
                count.append(count[-1])
                sx.append(sx[-1])
                sxx.append(sxx[-1])
            else:
                x = r[0] * (self._scale // r[1])  # denominators are powers of two
                count.append(count[-1] + 1)
                sx.append(sx[-1] + x)
                sxx.append(sxx[-1] + x * x)
        self._count, self._sx, self._sxx = count, sx, sxx

    @classmethod
    def of(cls, readings: list[LogReading | None]) -> _ExactSums | None:
        """The sums of a series' readings; None when a log is not finite (no exact ratio)."""
        ratios = [None if r is None else r[3] for r in readings]
        if any(r is None and x is not None for r, x in zip(ratios, readings, strict=True)):
            return None
        return cls(ratios)

    def stdev(self, window: slice) -> float:
        """The exact sample standard deviation of the logs in `window` (at least two readings)."""
        a, b = window.start, window.stop
        return stdev_of_scaled_sums(
            self._count[b] - self._count[a],
            self._sx[b] - self._sx[a],
            self._sxx[b] - self._sxx[a],
            self._scale,
        )


class ModelSeries:
    """Every prompt's series for one model (the pairs' readings included), in prompt order."""

    def __init__(self, model: str, history: Iterable[VerdictPoint], canary_prompt_id: str) -> None:
        """`history` holds the model's verdicts; raises `DuplicateVerdictError` as
        `usable_by_prompt` does when a prompt has two usable verdicts on one day."""
        verdicts = list(history)
        by_prompt = usable_by_prompt([*verdicts, *pair_points(verdicts)], model)
        self._canary = by_prompt.get(canary_prompt_id, {})
        self.prompts = [
            (prompt_id, PromptSeries(by_prompt[prompt_id])) for prompt_id in sorted(by_prompt)
        ]

    def floors(self, day: date) -> dict[MagnitudeField, NoiseFloor]:
        """The noise floors in force on `day` (the canary's window, as a one-day run reads it)."""
        return noise_floors(self._canary, day)

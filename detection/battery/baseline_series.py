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
from collections.abc import Iterable
from datetime import date, timedelta

from detection.battery.baseline import (
    CategoricalBaseline,
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

    def window(self, day: date) -> slice:
        """The positions of the WINDOW_DAYS calendar days before `day` (empty: no baseline)."""
        return slice(
            bisect_left(self._days, day - timedelta(days=WINDOW_DAYS)),
            bisect_left(self._days, day),
        )

    def categorical_baselines(
        self, window: slice
    ) -> Iterable[tuple[CategoricalField, CategoricalBaseline]]:
        """Each measured field's baseline over `window`, in `CATEGORICAL_FIELDS` order."""
        for field, readings in self.categorical.items():
            baseline = categorical_from_readings([r for r in readings[window] if r is not None])
            if baseline is not None:
                yield field, baseline

    def log_baselines(self, window: slice) -> Iterable[tuple[MagnitudeField, LogBaseline]]:
        """Each recorded metric's log baseline over `window`, in `MAGNITUDE_FIELDS` order."""
        for metric, readings in self.magnitude.items():
            baseline = log_from_readings([r for r in readings[window] if r is not None])
            if baseline is not None:
                yield metric, baseline


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

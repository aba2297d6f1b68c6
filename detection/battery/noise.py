"""Per-model noise floors, measured on the canary prompt.

A pair's own 7-day spread can be tiny by luck (three near-identical answers), which would make
ordinary wobble look like a 10-sigma event. The floor puts a lower bound under it: the spread of
the canary, a prompt whose answer should not change, is how much this model wobbles anyway.
Until the canary has CANARY_MIN_DAYS prior days, fixed priors stand in.
"""

from __future__ import annotations

from datetime import date

from detection import exact_stats
from detection.battery.baseline import PromptHistory, baseline_window, log_value
from detection.battery.fields import MAGNITUDE_FIELDS, MagnitudeField
from detection.battery.thresholds import (
    CANARY_MIN_DAYS,
    LATENCY_PRIOR_LOG_SD,
    LENGTH_PRIOR_LOG_SD,
    MIN_LOG_SD,
)
from detection.events.records import NoiseFloor

PRIORS: dict[MagnitudeField, float] = {
    "length_tokens": LENGTH_PRIOR_LOG_SD,
    "latency_ms": LATENCY_PRIOR_LOG_SD,
}


def noise_floor(canary: PromptHistory, day: date, field: MagnitudeField) -> NoiseFloor:
    """Sample standard deviation (n - 1) of the canary's log values over its prior days in the
    same 7-day window every pair uses, so the caller passes one window of history for both."""
    logs = [
        log_value(x) for v in baseline_window(canary, day) if (x := getattr(v, field)) is not None
    ]
    if len(logs) < CANARY_MIN_DAYS:
        return NoiseFloor(field=field, log_sd=PRIORS[field], source="prior", canary_days=len(logs))
    measured = max(exact_stats.stdev(logs), MIN_LOG_SD)
    return NoiseFloor(field=field, log_sd=measured, source="canary", canary_days=len(logs))


def noise_floors(canary: PromptHistory, day: date) -> dict[MagnitudeField, NoiseFloor]:
    """Both floors; each metric switches from its prior independently (a canary may report
    latency but not length on some day)."""
    return {field: noise_floor(canary, day, field) for field in MAGNITUDE_FIELDS}

"""Hand-built battery histories for the detection tests, and checks that the builders are sound.

Every detection test writes its history out day by day with these helpers, so the expected events
can be worked out by hand from the test's own lines.
"""

from __future__ import annotations

import math
from datetime import date, timedelta
from typing import Any

import pytest

from detection.battery.detect import detect_day
from detection.events.records import DayDetection, Event, VerdictPoint

TODAY = date(2025, 3, 10)
MODEL = "acme/chat"
CANARY = "D01"


def day(offset: int) -> date:
    """TODAY + offset days (negative offsets are the past)."""
    return TODAY + timedelta(days=offset)


def verdict(offset: int, prompt_id: str = "D02", **fields: Any) -> VerdictPoint:
    """An answered, non-error verdict with every optional field unmeasured unless given."""
    base: dict[str, Any] = {
        "day": day(offset),
        "model": MODEL,
        "prompt_id": prompt_id,
        "category": "drift",
        "pair_arm": None,
        "is_error": False,
        "outcome": "answered",
        "late_decline": False,
        "correct": None,
        "format_ok": None,
        "picks": None,
        "top_pick": None,
        "opens_caveat": None,
        "closes_caveat": None,
        "affirms_fair": None,
        "length_tokens": None,
        "latency_ms": None,
        "provider": "prov-a",
        "response_id": f"r-{prompt_id}-{day(offset).isoformat()}",
        "scorer_version": "v1",
    }
    base.update(fields)
    return VerdictPoint(**base)


def series(prompt_id: str, offsets: range | list[int], **fields: Any) -> list[VerdictPoint]:
    """The same verdict on several days."""
    return [verdict(o, prompt_id, **fields) for o in offsets]


def e_times(base: float, k: float) -> float:
    """base * e^k: a value exactly k above `base` in natural-log space."""
    return base * math.exp(k)


def run_days(
    history: list[VerdictPoint], offsets: list[int], previous: list[Event] | None = None
) -> dict[int, DayDetection]:
    """detect_day for each offset in order, feeding each day's events to the next, as the
    pipeline does."""
    events = list(previous or [])
    out: dict[int, DayDetection] = {}
    for offset in offsets:
        detection = detect_day(day(offset), MODEL, history, CANARY, events)
        out[offset] = detection
        events.extend(detection.events)
    return out


def test_verdict_builder_defaults_measure_only_outcome_and_late_decline() -> None:
    v = verdict(-1)
    assert (v.day, v.outcome, v.late_decline, v.is_error) == (
        date(2025, 3, 9),
        "answered",
        False,
        False,
    )
    assert v.picks is None and v.length_tokens is None and v.latency_ms is None


def test_e_times_moves_exactly_k_in_log_space() -> None:
    # ln(20 e^1.2) - ln 20 = 1.2
    assert math.log(e_times(20.0, 1.2)) - math.log(20.0) == pytest.approx(1.2, abs=1e-12)

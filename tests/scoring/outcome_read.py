"""What the outcome tests ask of the outcome reader, written once: the two readings an outcome
label compares, for a reply that stopped normally, and the hostile-text guard that every outcome
rule's test runs (each text long enough that a quadratic rule would show)."""

from __future__ import annotations

from scoring.outcome import classify
from tests.linear_time import Hostile, assert_linear


def read_outcome(text: str) -> tuple[str, bool]:
    """(outcome, late_decline) of ``text`` with the finish reason "stop"."""
    result = classify(text, "stop")
    return result.outcome, result.late_decline


def assert_read_in_linear_time(hostile: list[tuple[Hostile, int]]) -> None:
    """Each hostile text, at its count, is at least 50,000 characters and read in linear time."""
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(lambda t: classify(t, "stop"), text, count)

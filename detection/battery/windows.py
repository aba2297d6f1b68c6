"""Verdicts by model and day, so a range of days reads each model-day's 8-day window directly.

A re-derivation of many days reads every verdict of the range once and hands each model-day only
its own window, the same window a one-day run would read, so a range and its days one by one
give the same results.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, timedelta

from detection.events.records import VerdictPoint


class VerdictIndex:
    """Verdict points by model and day."""

    def __init__(self, points: Iterable[VerdictPoint]) -> None:
        self._by: dict[str, dict[date, list[VerdictPoint]]] = {}
        for p in points:
            self._by.setdefault(p.model, {}).setdefault(p.day, []).append(p)

    @property
    def models(self) -> list[str]:
        """Every model with a verdict, in name order."""
        return sorted(self._by)

    def window(self, model: str, day: date, span_days: int) -> list[VerdictPoint]:
        """`day` and the `span_days` days before it, oldest first."""
        days = self._by.get(model, {})
        out: list[VerdictPoint] = []
        for offset in range(span_days, -1, -1):
            out.extend(days.get(day - timedelta(days=offset), []))
        return out

    def points(self, model: str) -> list[VerdictPoint]:
        """Every verdict of `model`, oldest day first."""
        days = self._by.get(model, {})
        return [p for d in sorted(days) for p in days[d]]

    def count(self, model: str) -> int:
        """How many verdicts `model` has."""
        return sum(len(day) for day in self._by.get(model, {}).values())

    def points_of_all(self) -> list[VerdictPoint]:
        """Every verdict, by model name and then oldest day first."""
        return [p for model in self.models for p in self.points(model)]

    def has_day(self, model: str, day: date) -> bool:
        """Whether `model` has any verdict on `day` (only such model-days are compared)."""
        return day in self._by.get(model, {})

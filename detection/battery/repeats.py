"""Repeats and reverts: what earlier days already said about a prompt's field.

A change that holds is news once. While the model keeps the new value, the 7-day baseline still
votes for the old one for a few days; without suppression the same change would be reported
every day until the baseline catches up. A change that reverts the next day is reported once
more, as a transient, so the reader sees it was a blip.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, timedelta

from detection.battery.baseline import PromptHistory
from detection.battery.fields import CategoricalField, field_value
from detection.events.records import Event


class EarlierChanges:
    """Active change events of earlier days, indexed by (prompt, field)."""

    def __init__(self, events: Iterable[Event], model: str, day: date) -> None:
        self._latest: dict[tuple[str, str], Event] = {}
        for event in events:
            if event.kind != "change" or event.status != "active" or event.day >= day:
                continue
            if event.model != model or event.prompt_id is None:
                continue
            key = (event.prompt_id, event.field)
            held = self._latest.get(key)
            if held is None or event.day > held.day:
                self._latest[key] = event

    def latest(self, prompt_id: str, field: str) -> Event | None:
        """The most recent earlier change of this prompt's field, if any."""
        return self._latest.get((prompt_id, field))


def reverted_change(
    earlier: EarlierChanges, prompt_id: str, field: str, day: date, value: str
) -> Event | None:
    """Yesterday's change of this field when today's value is the one it changed away from."""
    event = earlier.latest(prompt_id, field)
    if event is None or event.day != day - timedelta(days=1):
        return None
    if event.old_value == value and event.new_value != value:
        return event
    return None


def already_reported(
    earlier: EarlierChanges,
    prompt_history: PromptHistory,
    prompt_id: str,
    field: CategoricalField,
    day: date,
    value: str,
) -> bool:
    """The latest earlier change of this field went to `value`, and every usable verdict since
    (days the field was not measured do not count) kept it: the change is still the same one."""
    event = earlier.latest(prompt_id, field)
    if event is None or event.new_value != value:
        return False
    between = [v for d, v in prompt_history.items() if event.day < d < day]
    return all(field_value(v, field) in (value, None) for v in between)

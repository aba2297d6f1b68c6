"""Open changes: battery changes that have not reverted, carried from day to day.

A change that holds is reported once (repeats are suppressed), so the day's events alone would
let a model that is still in its changed state read "No drift" a day later. An open change stays
on the model's record from the day it began until the prompt's reading leaves the new value;
a day without a reading of that field (an error row, an abstention) neither keeps nor closes it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date

from pydantic import BaseModel, ConfigDict, Field

from detection.battery.fields import CATEGORICAL_FIELDS, field_values
from detection.battery.pair_readings import pair_points
from detection.events.records import Event, Severity, VerdictPoint
from detection.events.severity import DRIFT_SEVERITIES


class OpenChange(BaseModel):
    """One change still in force: where it began and what it changed."""

    model_config = ConfigDict(frozen=True)

    event_id: str = Field(description="The change event that began it.")
    since: date = Field(description="Day the change began.")
    prompt_id: str = Field(description="Battery prompt, or pair group for a pair reading.")
    field: str = Field(description="Verdict field (or 'pair_reading').")
    old_value: str | None = Field(description="Value before the change.")
    new_value: str | None = Field(description="Value it changed to, and still has.")
    severity: Severity = Field(description="The event's effective severity.")


Readings = Mapping[tuple[str, str], str | None]
"""(prompt id, field) -> the day's encoded reading; a missing key or None means no reading."""


def day_readings(verdicts: Iterable[VerdictPoint]) -> Readings:
    """Every categorical reading one model gave on one day, pair readings included."""
    usable = [v for v in verdicts if not v.is_error]
    out: dict[tuple[str, str], str | None] = {}
    for v in [*usable, *pair_points(usable)]:
        for field, value in zip(CATEGORICAL_FIELDS, field_values(v), strict=True):
            if value is not None:
                out[(v.prompt_id, field)] = value
    return out


def carry_open_changes(
    previous: Iterable[OpenChange], events: Iterable[Event], readings: Readings
) -> list[OpenChange]:
    """Yesterday's open changes that today's readings still show, plus today's active changes
    (a new change of the same prompt and field replaces the older one)."""
    held: dict[tuple[str, str], OpenChange] = {}
    for change in previous:
        reading = readings.get((change.prompt_id, change.field))
        if reading is None or reading == change.new_value:
            held[(change.prompt_id, change.field)] = change
    for e in events:
        if e.kind != "change" or e.status != "active" or e.prompt_id is None:
            continue
        held[(e.prompt_id, e.field)] = OpenChange(
            event_id=e.event_id,
            since=e.day,
            prompt_id=e.prompt_id,
            field=e.field,
            old_value=e.old_value,
            new_value=e.new_value,
            severity=e.severity,
        )
    return sorted(held.values(), key=lambda c: (c.since, c.prompt_id, c.field))


def open_drift(changes: Iterable[OpenChange]) -> bool:
    """The model is still in a changed state that counts as drift (significant or major)."""
    return any(c.severity in DRIFT_SEVERITIES for c in changes)

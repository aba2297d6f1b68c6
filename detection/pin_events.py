"""Pin events: the alias now resolves to another dated version, or to nothing.

A moved pin is the plainest evidence that the model behind a name changed, so it is an event in
its own right, independent of whether any verdict moved.
"""

from __future__ import annotations

from collections.abc import Iterable

from detection.battery_fields import PIN_FIELD
from detection.battery_records import BatteryEvent, PinPoint
from detection.event_build import make_event


def pin_events(pins: Iterable[PinPoint]) -> list[BatteryEvent]:
    """One event per moved or vanished pin-day; vanished wins when a resolver sets both flags,
    because there is no new version to show."""
    events: list[BatteryEvent] = []
    for pin in sorted(pins, key=lambda p: (p.day, p.model)):
        if pin.vanished:
            direction, new_value = "vanished", None
        elif pin.moved:
            direction, new_value = "moved", pin.version
        else:
            continue
        events.append(
            make_event(
                day=pin.day,
                model=pin.model,
                prompt_id=None,
                category=None,
                field=PIN_FIELD,
                kind="pin",
                old_value=pin.previous_version,
                new_value=new_value,
                direction=direction,
                baseline_days=0 if pin.previous_version is None else 1,
                baseline_values=[] if pin.previous_version is None else [pin.previous_version],
                scorer_version=None,
            )
        )
    return events

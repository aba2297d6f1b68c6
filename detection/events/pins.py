"""Pin events: the alias now resolves to another dated version, to nothing, or again.

A moved pin is the plainest evidence that the model behind a name changed, so it is an event in
its own right, independent of whether any verdict moved. A vanished alias is news on the day it
goes, once: the days after it are the same state, shown as "not served since D" in the status,
not a new event each day. Its return is news again, with the version it came back as.
"""

from __future__ import annotations

from collections.abc import Iterable

from detection.battery.fields import PIN_FIELD
from detection.events.build import make_event
from detection.events.records import Event, PinPoint


def pin_events(pins: Iterable[PinPoint]) -> list[Event]:
    """One event on the first day of a vanished stretch, on a return, or on a move.

    Vanished wins when a resolver sets both flags, because there is no new version to show; a
    return as another version is one `returned` event whose old and new values differ.
    """
    events: list[Event] = []
    for pin in sorted(pins, key=lambda p: (p.day, p.model)):
        if pin.vanished:
            if pin.vanished_since is not None and pin.vanished_since != pin.day:
                continue
            direction, new_value = "vanished", None
        elif pin.returned:
            direction, new_value = "returned", pin.version
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

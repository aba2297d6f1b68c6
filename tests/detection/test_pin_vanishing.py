"""A vanished alias is news once: one event, then "not served since D", then a pin event on return.

Pins are resolved day by day the way the pins asset does it: each day sees the last known version
and, while the alias is gone, the day it went (`vanished_since`).
"""

from __future__ import annotations

import datetime as dt

from detection.events.pin_resolution import PinRow, resolve_pins
from detection.events.pins import pin_events
from detection.events.records import PinPoint
from detection.puzzle.status import not_served_status

ALIAS = "acme/m"
D1 = dt.date(2026, 11, 1)


def resolve_days(listings: list[dict[str, str | None]]) -> list[PinRow]:
    """Resolve consecutive days from D1, carrying state as the pins asset does."""
    rows: list[PinRow] = []
    previous: dict[str, str | None] = {}
    gone_since: dict[str, dt.date] = {}
    for i, listed in enumerate(listings):
        (row,) = resolve_pins(D1 + dt.timedelta(days=i), [ALIAS], listed, previous, gone_since)
        rows.append(row)
        if row.version is not None:
            previous[ALIAS] = row.version
        gone_since = {ALIAS: row.vanished_since} if row.vanished_since else {}
    return rows


def points(rows: list[PinRow]) -> list[PinPoint]:
    return [PinPoint(**r.model_dump(exclude={"first_seen"})) for r in rows]


SERVED = {ALIAS: "acme/m-2026-10-01"}
GONE: dict[str, str | None] = {}


def test_vanishing_for_three_days_is_one_event_and_the_return_is_another() -> None:
    rows = resolve_days([SERVED, GONE, GONE, GONE, SERVED])
    assert [r.vanished for r in rows] == [False, True, True, True, False]
    assert [r.vanished_since for r in rows[1:4]] == [D1 + dt.timedelta(days=1)] * 3
    assert [r.returned for r in rows] == [False, False, False, False, True]
    events = pin_events(points(rows))
    assert [(e.day, e.direction) for e in events] == [
        (D1 + dt.timedelta(days=1), "vanished"),
        (D1 + dt.timedelta(days=4), "returned"),
    ]
    returned = events[1]
    assert (returned.old_value, returned.new_value) == ("acme/m-2026-10-01", "acme/m-2026-10-01")


def test_a_return_as_another_version_is_one_returned_event_naming_both() -> None:
    rows = resolve_days([SERVED, GONE, {ALIAS: "acme/m-2026-12-01"}])
    (vanished, back) = pin_events(points(rows))
    assert back.direction == "returned" and back.old_value == "acme/m-2026-10-01"
    assert back.new_value == "acme/m-2026-12-01"


def test_the_return_has_a_severity_rule_of_its_own() -> None:
    rows = resolve_days([SERVED, GONE, SERVED])
    rated = pin_events(points(rows))
    assert [(e.direction, e.severity_rule) for e in rated] == [
        ("vanished", "pin-vanished"),
        ("returned", "pin-returned"),
    ]
    assert rated[0].severity == "major" and rated[1].severity == "significant"


def test_a_vanished_alias_has_no_puzzle_verdict() -> None:
    status = not_served_status(ALIAS, D1 + dt.timedelta(days=3), since=D1 + dt.timedelta(days=1))
    assert status.status == "not served"
    assert status.not_served_since == D1 + dt.timedelta(days=1)
    assert status.rating is None and status.decided_by == "none"
    assert "Not served since 2026-11-02" in status.explanation

"""Which dated version each tracked alias resolved to today, and whether that moved or vanished.

A gateway alias ("vendor/model") is a moving pointer; the dated version behind it ("canonical
slug") is what actually answered. Recording it every day before collection is what lets a report
say "the name stayed, the model changed" instead of calling a version swap drift.
"""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel


class UnknownAlias(ValueError):
    """A tracked alias is not served and has never been seen: most likely a typo in the config."""


class PinRow(BaseModel):
    """One alias on one day."""

    day: dt.date
    model: str
    version: str | None
    previous_version: str | None
    moved: bool
    vanished: bool
    vanished_since: dt.date | None = None
    """While vanished, the first day of this unserved stretch ("not served since")."""
    returned: bool = False
    """Served again after a vanished stretch."""
    first_seen: bool


def resolve_pins(
    day: dt.date,
    tracked: list[str],
    listed: dict[str, str | None],
    previous: dict[str, str | None],
    gone_since: dict[str, dt.date] | None = None,
) -> list[PinRow]:
    """Pins for `day` from the gateway's listing (`alias -> canonical slug`) and the last known pins.

    An alias missing from today's listing is `vanished` if we have seen it before and an error
    if we never have. A listed alias without a canonical slug resolves to itself. `gone_since`
    holds the aliases whose latest pin is vanished, with the day they went: a vanished alias
    keeps that day, and a listed one has `returned`.
    """
    gone_since = gone_since or {}
    rows: list[PinRow] = []
    for alias in tracked:
        seen_before = alias in previous
        before = previous.get(alias)
        if alias not in listed:
            if not seen_before:
                raise UnknownAlias(
                    f"model alias {alias!r} is not served on {day.isoformat()} and has never been "
                    "seen; check MODELDRIFT_MODELS against the gateway's GET /models list"
                )
            rows.append(
                PinRow(
                    day=day,
                    model=alias,
                    version=None,
                    previous_version=before,
                    moved=False,
                    vanished=True,
                    vanished_since=gone_since.get(alias, day),
                    first_seen=False,
                )
            )
            continue
        version = listed[alias] or alias
        rows.append(
            PinRow(
                day=day,
                model=alias,
                version=version,
                previous_version=before,
                moved=seen_before and before is not None and before != version,
                vanished=False,
                returned=alias in gone_since,
                first_seen=not seen_before,
            )
        )
    return rows

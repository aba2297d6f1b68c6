"""Which verdict fields the detector compares, and how their values are written on an event.

Events carry values as text so one column holds outcomes, flags, product names and pick lists
alike; the encoding is fixed here because the event id hashes it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Literal, get_args

CategoricalField = Literal[
    "outcome",
    "late_decline",
    "correct",
    "format_ok",
    "top_pick",
    "picks",
    "opens_caveat",
    "closes_caveat",
    "affirms_fair",
    "pair_reading",
]
MagnitudeField = Literal["length_tokens", "latency_ms"]

CATEGORICAL_FIELDS: tuple[CategoricalField, ...] = get_args(CategoricalField)
MAGNITUDE_FIELDS: tuple[MagnitudeField, ...] = get_args(MagnitudeField)

PIN_FIELD = "version"
"""The field a pin event is about: the dated version the alias resolves to."""


def encode_text(value: str | None) -> str | None:
    """Text values are stored as they are; the encoder exists so every field has one."""
    return value


def encode_flag(value: bool | None) -> str | None:
    """JSON spelling, so "true->false" reads the same on the page and in the rules table."""
    if value is None:
        return None
    return "true" if value else "false"


def encode_list(value: list[str] | None) -> str | None:
    """The whole ordered list is one value: a reordering is a change of the list."""
    if value is None:
        return None
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def encode_number(value: float) -> str:
    """Whole numbers without a trailing ".0", so 812 tokens hash the same as 812.0 tokens."""
    if float(value).is_integer():
        return str(int(value))
    return repr(float(value))


_ENCODERS: dict[str, Callable[..., str | None]] = {
    "outcome": encode_text,
    "late_decline": encode_flag,
    "correct": encode_flag,
    "format_ok": encode_flag,
    "top_pick": encode_text,
    "picks": encode_list,
    "opens_caveat": encode_flag,
    "closes_caveat": encode_flag,
    "affirms_fair": encode_flag,
    "pair_reading": encode_text,
}

# Fields whose values form a small closed set, so "old->new" is a meaningful rule key. Product
# names (top_pick, picks) are open-ended, so their direction is just "changed".
_CLOSED_FIELDS = frozenset(
    {
        "outcome",
        "late_decline",
        "correct",
        "format_ok",
        "opens_caveat",
        "closes_caveat",
        "affirms_fair",
        "pair_reading",
    }
)

# The top pick is read from the pick list: a list the scorer could not read has no top pick.
_READ_FROM = {"top_pick": "picks"}


def unreadable(verdict: object, field: str) -> bool:
    """The scorer abstained on this field (or on the field it is read from)."""
    abstained: frozenset[str] = getattr(verdict, "unreadable", frozenset())
    return field in abstained or _READ_FROM.get(field) in abstained


def confident(verdict: object, field: str) -> bool:
    """A reading the scorer vouches for: it states its abstentions and did not name this one."""
    return bool(getattr(verdict, "abstentions_stated", False)) and not unreadable(verdict, field)


def field_value(verdict: object, field: CategoricalField) -> str | None:
    """The encoded value of one categorical field; None means no reading: not measured for this
    prompt, or the scorer abstained on it (an abstention is never a change)."""
    cache: dict[str, str | None] | None = getattr(verdict, "field_cache", None)
    if cache is not None and field in cache:
        return cache[field]
    value = None if unreadable(verdict, field) else _ENCODERS[field](getattr(verdict, field))
    if cache is not None:
        cache[field] = value
    return value


def field_values(verdict: object) -> list[str | None]:
    """`field_value` of every field in `CATEGORICAL_FIELDS` order, cached as it caches them.

    A range's baselines read every field of each of a year's 365,000 verdicts (and their pair
    readings) once: one abstention lookup and one cache per verdict, not one per field.
    """
    cache: dict[str, str | None] | None = getattr(verdict, "field_cache", None)
    if cache is None:
        return [field_value(verdict, field) for field in CATEGORICAL_FIELDS]
    if len(cache) < len(CATEGORICAL_FIELDS):
        abstained: frozenset[str] = getattr(verdict, "unreadable", frozenset())
        for field in CATEGORICAL_FIELDS:
            if field in cache:
                continue
            if abstained and (field in abstained or _READ_FROM.get(field) in abstained):
                cache[field] = None
            else:
                cache[field] = _ENCODERS[field](getattr(verdict, field))
    return [cache[field] for field in CATEGORICAL_FIELDS]


def change_direction(field: str, old: str | None, new: str | None) -> str:
    """The key the severity rules match on, e.g. "answered->refused", "true->false", "changed"."""
    if field in _CLOSED_FIELDS:
        return f"{old}->{new}"
    return "changed"

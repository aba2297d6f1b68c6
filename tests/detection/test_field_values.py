"""`field_values` (every categorical field of a verdict at once, as a range's baselines read them)
says what `field_value` says of each field, in `CATEGORICAL_FIELDS` order, whatever the verdict
abstained on and whatever its cache already held; and it fills the same cache."""

from __future__ import annotations

from typing import Any

import pytest

from detection.battery.fields import CATEGORICAL_FIELDS, field_value, field_values
from tests.detection.test_battery_builders import verdict

_MEASURED: dict[str, Any] = {
    "outcome": "refused",
    "late_decline": True,
    "correct": False,
    "format_ok": True,
    "picks": ["Zeta Phone", "Ünïcode Tab"],
    "top_pick": "Zeta Phone",
    "opens_caveat": False,
    "closes_caveat": True,
    "affirms_fair": None,
    "pair_reading": "both answered",
}


@pytest.mark.parametrize(
    ("abstained", "stated"),
    [
        (frozenset(), False),
        (frozenset(), True),
        (frozenset({"picks"}), True),  # the top pick is read from the picks: no reading either
        (frozenset({"top_pick", "outcome"}), True),
        (frozenset(CATEGORICAL_FIELDS), True),
    ],
)
@pytest.mark.parametrize(
    "cached_first", [(), ("outcome",), ("picks", "top_pick"), CATEGORICAL_FIELDS]
)
def test_field_values_are_field_value_of_each_field(
    abstained: frozenset[str], stated: bool, cached_first: tuple[str, ...]
) -> None:
    fields = {**_MEASURED, "unreadable": abstained, "abstentions_stated": stated}
    expected = [field_value(verdict(0, **fields), f) for f in CATEGORICAL_FIELDS]  # type: ignore[arg-type]
    v = verdict(0, **fields)
    for f in cached_first:
        field_value(v, f)  # type: ignore[arg-type]
    assert field_values(v) == expected
    assert v.field_cache == dict(zip(CATEGORICAL_FIELDS, expected, strict=True))
    assert field_values(v) == expected  # read back from the cache


def test_field_values_of_an_unmeasured_verdict() -> None:
    v = verdict(0, outcome=None, late_decline=None)
    assert field_values(v) == [None] * len(CATEGORICAL_FIELDS)


class _NoCache:
    """A verdict-like object without a cache: each field is encoded as `field_value` does."""

    unreadable = frozenset({"format_ok"})

    def __init__(self) -> None:
        for name, value in _MEASURED.items():
            setattr(self, name, value)


def test_field_values_without_a_cache() -> None:
    obj = _NoCache()
    assert field_values(obj) == [field_value(obj, f) for f in CATEGORICAL_FIELDS]

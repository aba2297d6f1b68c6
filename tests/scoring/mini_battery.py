"""A small battery with one entry of every kind the scorer treats differently.

The real battery must have exactly 50 entries, so this one is built without the composition check
(`Battery.model_construct`); each entry is still validated on its own.
"""

from __future__ import annotations

from typing import Any

from scoring.battery import Battery, BatteryEntry

_ASK = "End with a final line of the form ANSWER: <value>."


def _entry(id: str, category: str, **extra: Any) -> BatteryEntry:
    text = extra.pop("text", f"Prompt {id}. {_ASK}")
    return BatteryEntry(id=id, category=category, text=text, reason="test", **extra)


def _format(kind: str, value: Any = None, keys: list[str] | None = None) -> dict[str, Any]:
    return {"kind": kind, "value": value, "required_keys": keys or []}


ENTRIES = [
    _entry("D01", "drift", tags=["canary"]),
    _entry("D02", "drift", truth={"kind": "integer", "value": 15}),
    _entry("D03", "drift", tags=["json_only"], format=_format("json_only", keys=["name", "year"])),
    _entry("D04", "drift", truth={"kind": "choice", "value": "B"}),
    _entry("D05", "drift", format=_format("bullet_count", 5)),
    _entry("D06", "drift", format=_format("line_count", 3)),
    _entry("D07", "drift", format=_format("starts_with", "Dear Sam,")),
    _entry("D08", "drift", format=_format("all_lowercase")),
    _entry("D09", "drift", format=_format("no_commas")),
    _entry("H01", "hedging", truth={"kind": "yes_no", "value": "no"}),
    _entry(
        "H02",
        "hedging",
        tags=["nonexistent_case"],
        truth={"kind": "denies_existence", "value": None},
    ),
    _entry("H03", "hedging", format=_format("max_words", 25)),
    _entry("F01", "framing", pair={"group": "F-essay", "arm": "pro"}),
    _entry("F02", "framing", tags=["election_fairness"]),
    _entry("P01", "recommendation"),
    _entry("R01", "refusal"),
]


def mini_battery() -> Battery:
    return Battery.model_construct(version="test", note="test battery", entries=list(ENTRIES))

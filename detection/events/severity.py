"""Severity by fixed rules kept as data (severity_rules.json), so the method page can print them.

Judgment enters only where a rule says "unknown": those events go to triage, everything else is
decided here, identically on every run.
"""

from __future__ import annotations

import fnmatch
import json
from collections.abc import Iterable
from datetime import date
from functools import cache
from importlib import resources
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, ValidationError

from detection.battery.fields import CATEGORICAL_FIELDS, MAGNITUDE_FIELDS, PIN_FIELD
from detection.events.records import EventKind, EventStatus, Severity
from scoring.battery import Category

WILDCARD = "*"
RULES_FILE = "severity_rules.json"
_KNOWN_FIELDS = frozenset((*CATEGORICAL_FIELDS, *MAGNITUDE_FIELDS, PIN_FIELD))
DRIFT_SEVERITIES = frozenset({"significant", "major"})


class SeverityRulesError(Exception):
    """The severity rule table is missing, malformed or has no catch-all last rule."""


class SeverityRule(BaseModel):
    """One row of the table: which events it matches and the severity it gives them."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    kind: EventKind | Literal["*"]
    category: Category | Literal["*"]
    field: str
    direction: str
    arm: Literal["*", "pair", "none"] = "*"
    """'pair': only an arm of a pair; 'none': only a prompt that is not an arm; '*': either."""
    severity: Severity
    why: str

    def matches(self, event: EventLike) -> bool:
        """A wildcard matches anything, including a missing category (pin events). A direction
        is a shell-style pattern: '*->declines_both' matches any old value."""
        return (
            self.kind in (WILDCARD, event.kind)
            and self.category in (WILDCARD, event.category)
            and self.field in (WILDCARD, event.field)
            and _direction_matches(self.direction, event.direction)
            and _arm_matches(self.arm, getattr(event, "pair_arm", None))
        )


def _direction_matches(pattern: str, direction: str) -> bool:
    """Shell-style: '*' matches any run of characters, so '*->caveat_*_only' reads as it looks."""
    return fnmatch.fnmatchcase(direction, pattern)


def _arm_matches(pattern: str, pair_arm: str | None) -> bool:
    if pattern == "pair":
        return pair_arm is not None
    if pattern == "none":
        return pair_arm is None
    return True


class EventLike(Protocol):
    """What a rule looks at; an Event qualifies, and so does anything with these fields."""

    @property
    def kind(self) -> str:
        """change | transient | anomaly | pin."""

    @property
    def category(self) -> str | None:
        """The prompt's category; None for pin events."""

    @property
    def field(self) -> str:
        """The verdict field (or 'version' for pins) the rule matches."""

    @property
    def direction(self) -> str:
        """'old->new', 'up', 'moved', ...: what the rule's pattern is matched against."""

    @property
    def pair_arm(self) -> str | None:
        """The arm of a pair, or None when the prompt is not an arm."""


class StatusLike(Protocol):
    """What day_status needs from an event."""

    @property
    def severity(self) -> Severity:
        """The effective severity (the rule's, or triage's when the rule defers)."""

    @property
    def status(self) -> EventStatus:
        """active | withdrawn; a withdrawn event no longer counts."""


class DatedEventLike(StatusLike, Protocol):
    """What the per-day drift flags need: an event's day, model and prompt too."""

    @property
    def day(self) -> date:
        """UTC day the event was seen."""

    @property
    def model(self) -> str:
        """Tracked model alias."""

    @property
    def prompt_id(self) -> str | None:
        """Battery entry id; None for pin events."""


def parse_rules(data: object) -> tuple[SeverityRule, ...]:
    """Validate a rules document; the last rule must match everything so no event goes unrated."""
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise SeverityRulesError(
            f"severity rules must be an object with a 'rules' list, got {type(data).__name__!r}"
        )
    try:
        rules = tuple(SeverityRule.model_validate(row) for row in data["rules"])
    except ValidationError as exc:
        first = exc.errors()[0]
        raise SeverityRulesError(
            f"severity rule {first['input']!r} is invalid at {first['loc']!r}: {first['msg']}"
        ) from None
    if not rules:
        raise SeverityRulesError("severity rules are empty; add at least the catch-all rule")
    seen: set[str] = set()
    for rule in rules:
        if rule.id in seen:
            raise SeverityRulesError(f"severity rule id {rule.id!r} appears twice; ids are unique")
        seen.add(rule.id)
        if rule.field != WILDCARD and rule.field not in _KNOWN_FIELDS:
            raise SeverityRulesError(
                f"severity rule {rule.id!r} names unknown field {rule.field!r}; "
                f"use '*' or one of {sorted(_KNOWN_FIELDS)!r}"
            )
    last = rules[-1]
    if (last.kind, last.category, last.field, last.direction, last.arm) != (WILDCARD,) * 5:
        raise SeverityRulesError(
            f"the last severity rule {last.id!r} must be all wildcards so every event gets a rule"
        )
    return rules


@cache
def load_rules() -> tuple[SeverityRule, ...]:
    """The packaged table, read once per process."""
    text = resources.files("detection.events").joinpath(RULES_FILE).read_text(encoding="utf-8")
    return parse_rules(json.loads(text))


def rule_for(event: EventLike, rules: tuple[SeverityRule, ...] | None = None) -> SeverityRule:
    """First match wins, so specific rules sit above general ones in the file."""
    for rule in load_rules() if rules is None else rules:
        if rule.matches(event):
            return rule
    raise SeverityRulesError(
        f"no severity rule matches {event.kind!r}/{event.field!r}/{event.direction!r}; "
        "end the table with an all-wildcard rule"
    )


def severity_for(event: EventLike) -> tuple[Severity, str]:
    """(severity, id of the rule that set it); 'unknown' means triage decides."""
    rule = rule_for(event)
    return rule.severity, rule.id


def day_status(events: Iterable[StatusLike]) -> bool:
    """Drift detected: at least one active significant or major event. Minor events are listed
    but never change the day's status, and a withdrawn event no longer counts."""
    return any(e.status == "active" and e.severity in DRIFT_SEVERITIES for e in events)


def drift_by_model_day(events: Iterable[DatedEventLike]) -> dict[tuple[date, str], bool]:
    """The drift flag of every (day, model) that has battery events (pin events excluded)."""
    grouped: dict[tuple[date, str], list[DatedEventLike]] = {}
    for e in events:
        if e.prompt_id is not None:
            grouped.setdefault((e.day, e.model), []).append(e)
    return {key: day_status(group) for key, group in grouped.items()}


def rules_table() -> list[dict[str, str]]:
    """The table in file order, for the method page."""
    return [rule.model_dump() for rule in load_rules()]

"""The one place an event is assembled, so its id and severity can never disagree with its content."""

from __future__ import annotations

from datetime import date
from typing import Any

from detection.events.identity import event_id
from detection.events.records import Event, EventKind
from detection.events.severity import severity_for
from scoring.battery import Category


class _RuleKey:
    """The four things a severity rule reads, before the event itself exists."""

    def __init__(
        self, kind: str, category: str | None, field: str, direction: str, pair_arm: str | None
    ) -> None:
        self.kind, self.category, self.field, self.direction = kind, category, field, direction
        self.pair_arm = pair_arm


def make_event(
    *,
    day: date,
    model: str,
    prompt_id: str | None,
    category: Category | None,
    field: str,
    kind: EventKind,
    old_value: str | None,
    new_value: str | None,
    direction: str,
    **rest: Any,
) -> Event:
    """Hash the identity, look up the rule, and build the frozen event with everything else in
    `rest` (baseline, statistics, provider, links, response ids, scorer version)."""
    severity, rule_id = severity_for(
        _RuleKey(kind, category, field, direction, rest.get("pair_arm"))
    )
    return Event(
        event_id=event_id(model, prompt_id, field, day, new_value),
        day=day,
        model=model,
        prompt_id=prompt_id,
        category=category,
        field=field,
        kind=kind,
        old_value=old_value,
        new_value=new_value,
        direction=direction,
        severity=severity,
        severity_rule=rule_id,
        needs_triage=severity == "unknown",
        **rest,
    )

"""Reconciling stored events with a re-score: an event that no longer holds is withdrawn, never
deleted, so every link ever published still resolves and says why it stopped counting."""

from __future__ import annotations

from collections.abc import Iterable

from detection.events.records import Event


class DuplicateEventError(ValueError):
    """Two events with one id in a single list: ids must identify events."""


def _by_id(events: Iterable[Event], which: str) -> dict[str, Event]:
    indexed: dict[str, Event] = {}
    for event in events:
        if event.event_id in indexed:
            raise DuplicateEventError(
                f"event id {event.event_id!r} appears twice in the {which} events; "
                "deduplicate before reconciling"
            )
        indexed[event.event_id] = event
    return indexed


def _carry_triage(stored: Event, fresh: Event) -> Event:
    """A re-score does not change the response texts, so a triage answer already given for the
    same event stays; asking again would spend budget for the same question."""
    if stored.triaged_by is not None and fresh.needs_triage and fresh.triaged_by is None:
        return fresh.model_copy(
            update={
                "severity": stored.severity,
                "severity_source": stored.severity_source,
                "triaged_by": stored.triaged_by,
            }
        )
    return fresh


def reconcile(
    stored: Iterable[Event], recomputed: Iterable[Event], scorer_version: str
) -> list[Event]:
    """Merge a re-score into the stored events of the same days and models.

    - stored and recomputed: the recomputed event, active (reactivated if it had been withdrawn);
    - stored only: withdrawn by `scorer_version` (an earlier withdrawal keeps its version);
    - recomputed only: added, active.
    Pass all stored events of the re-scored days and models, or unrelated ones get withdrawn.
    """
    old = _by_id(stored, "stored")
    new = _by_id(recomputed, "recomputed")
    merged: list[Event] = []
    for event_id, event in old.items():
        fresh = new.get(event_id)
        if fresh is not None:
            merged.append(
                _carry_triage(event, fresh).model_copy(
                    update={"status": "active", "withdrawn_by": None}
                )
            )
        elif event.status == "withdrawn":
            merged.append(event)
        else:
            merged.append(
                event.model_copy(update={"status": "withdrawn", "withdrawn_by": scorer_version})
            )
    merged.extend(
        e.model_copy(update={"status": "active", "withdrawn_by": None})
        for event_id, e in new.items()
        if event_id not in old
    )
    merged.sort(key=lambda e: (e.day, e.model, e.prompt_id or "", e.field, e.event_id))
    return merged

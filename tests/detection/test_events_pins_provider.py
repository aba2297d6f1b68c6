"""Pin events (moved / vanished alias) and the provider covariate on events."""

from __future__ import annotations

from detection.battery.detect import detect_day
from detection.events.identity import event_id
from detection.events.pins import pin_events
from detection.events.records import PinPoint
from tests.detection.test_battery_builders import CANARY, MODEL, TODAY, day, verdict


def _pin(
    offset: int, version: str | None, previous: str | None, moved: bool, vanished: bool
) -> PinPoint:
    return PinPoint(
        day=day(offset),
        model=MODEL,
        version=version,
        previous_version=previous,
        moved=moved,
        vanished=vanished,
    )


def test_moved_alias_is_a_pin_event_with_old_and_new_version() -> None:
    pins = [
        _pin(-1, "chat-2025-01-01", "chat-2025-01-01", moved=False, vanished=False),
        _pin(0, "chat-2025-03-01", "chat-2025-01-01", moved=True, vanished=False),
    ]
    (event,) = pin_events(pins)
    assert (event.kind, event.field, event.direction) == ("pin", "version", "moved")
    assert (event.old_value, event.new_value) == ("chat-2025-01-01", "chat-2025-03-01")
    assert event.day == TODAY and event.prompt_id is None
    assert (event.severity, event.severity_rule) == ("significant", "pin-moved")
    assert event.event_id == event_id(MODEL, None, "version", TODAY, "chat-2025-03-01")


def test_vanished_alias_is_a_major_pin_event() -> None:
    (event,) = pin_events([_pin(0, None, "chat-2025-01-01", moved=False, vanished=True)])
    assert (event.direction, event.old_value, event.new_value) == (
        "vanished",
        "chat-2025-01-01",
        None,
    )
    assert (event.severity, event.severity_rule) == ("major", "pin-vanished")


def test_a_steady_pin_is_no_event() -> None:
    assert pin_events([_pin(0, "v1", "v1", moved=False, vanished=False)]) == []


def test_event_on_a_provider_change_day_says_so() -> None:
    # baseline providers a, b, a -> most common a; today b with a refusal.
    history = [
        verdict(-3, provider="prov-a"),
        verdict(-2, provider="prov-b"),
        verdict(-1, provider="prov-a"),
        verdict(0, outcome="refused", provider="prov-b"),
    ]
    (event,) = detect_day(TODAY, MODEL, history, CANARY, []).events
    assert event.provider_changed
    assert (event.provider_old, event.provider_new) == ("prov-a", "prov-b")


def test_provider_tie_goes_to_the_most_recent_day() -> None:
    # a, b -> tie, b is more recent -> baseline provider b = today's: not changed.
    history = [
        verdict(-2, provider="prov-a"),
        verdict(-1, provider="prov-b"),
        verdict(0, outcome="refused", provider="prov-b"),
    ]
    (event,) = detect_day(TODAY, MODEL, history, CANARY, []).events
    assert not event.provider_changed
    assert (event.provider_old, event.provider_new) == ("prov-b", "prov-b")


def test_an_unknown_provider_is_not_a_change() -> None:
    history = [verdict(-1, provider="prov-a"), verdict(0, outcome="refused", provider=None)]
    (event,) = detect_day(TODAY, MODEL, history, CANARY, []).events
    assert not event.provider_changed


def test_a_provider_change_alone_is_no_event() -> None:
    history = [verdict(-1, provider="prov-a"), verdict(0, provider="prov-b")]
    assert detect_day(TODAY, MODEL, history, CANARY, []).events == []

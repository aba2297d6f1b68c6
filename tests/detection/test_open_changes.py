"""Open changes: a change that holds stays on the model's record until the reading reverts, so a
model still in its changed state never reads "No drift" the day after its event."""

from __future__ import annotations

from detection.battery.detect import detect_day
from detection.events.open_changes import carry_open_changes, day_readings, open_drift
from tests.detection.test_battery_builders import CANARY, day, verdict


def test_a_change_stays_open_while_it_holds_and_closes_when_it_reverts() -> None:
    history = [verdict(o, "D03", format_ok=True) for o in range(-7, 0)]
    history += [verdict(o, "D03", format_ok=False) for o in range(0, 3)]
    history.append(verdict(3, "D03", format_ok=True))
    open_now, events = [], []
    states = []
    for offset in range(0, 4):
        det = detect_day(day(offset), "acme/chat", history, CANARY, events)
        events += det.events
        todays = [v for v in history if v.day == day(offset)]
        open_now = carry_open_changes(open_now, det.events, day_readings(todays))
        states.append((len(det.events), [c.since for c in open_now], open_drift(open_now)))
    assert states == [
        (1, [day(0)], True),  # the change: one significant event
        (0, [day(0)], True),  # repeats are not news, but the change is still open
        (0, [day(0)], True),
        (0, [], False),  # back to true: it reverted, within the window, so no event
    ]


def test_a_day_without_a_reading_keeps_the_change_open() -> None:
    history = [verdict(o, "D03", format_ok=True) for o in range(-7, 0)]
    history.append(verdict(0, "D03", format_ok=False))
    det = detect_day(day(0), "acme/chat", history, CANARY, [])
    opened = carry_open_changes([], det.events, day_readings(history[-1:]))
    errored = verdict(1, "D03", is_error=True, format_ok=None)
    assert carry_open_changes(opened, [], day_readings([errored])) == opened

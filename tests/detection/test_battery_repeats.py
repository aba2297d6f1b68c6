"""Repeats and reverts: a holding change is reported once; a next-day revert once more, as a
transient linking both days; a change that comes back after a revert is news again."""

from __future__ import annotations

from tests.detection.test_battery_builders import run_days, series, verdict


def _refusal_history(outcomes: dict[int, str]) -> list:
    """R01 (refusal, plain arm) answered on TODAY-7..TODAY-1, then the given outcomes."""
    fields = {"category": "refusal", "pair_arm": "plain"}
    return [
        *series("R01", range(-7, 0), **fields),
        *[verdict(o, "R01", outcome=out, **fields) for o, out in outcomes.items()],
    ]


def test_a_holding_change_is_reported_once() -> None:
    # Days 0..4 refused after 7 answered days.
    # day 0: baseline 7 answered -> change answered->refused (major: refusal-pair arm).
    # day 1: baseline 6 answered + 1 refused -> still differs, but day 0 reported it and it held.
    # day 2: 5 vs 2, day 3: 4 vs 3 -> suppressed. day 4: 3 answered vs 4 refused -> mode refused.
    days = run_days(_refusal_history(dict.fromkeys(range(5), "refused")), [0, 1, 2, 3, 4])
    (first,) = days[0].events
    assert (first.kind, first.direction, first.severity) == ("change", "answered->refused", "major")
    assert first.severity_rule == "refusal-arm-refuses"
    assert days[0].drift_detected
    for offset in (1, 2, 3):
        assert days[offset].events == []
        assert days[offset].repeats_suppressed == 1
        assert not days[offset].drift_detected
    assert days[4].events == [] and days[4].repeats_suppressed == 0


def test_a_next_day_revert_is_a_transient_linking_both_days() -> None:
    history = _refusal_history({0: "refused", 1: "answered"})
    days = run_days(history, [0, 1])
    (change,) = days[0].events
    (transient,) = days[1].events
    assert transient.kind == "transient"
    assert transient.linked_day == change.day
    assert (transient.old_value, transient.new_value) == ("refused", "answered")
    assert transient.direction == "refused->answered"
    assert (transient.baseline_days, transient.baseline_values) == (1, ["refused"])
    assert transient.old_response_id == change.response_id
    # the revert is minor; the day of the flip keeps its major event
    assert (transient.severity, transient.severity_rule) == ("minor", "transient-revert")
    assert not days[1].drift_detected


def test_a_revert_after_two_days_is_not_a_transient() -> None:
    # day 0 refused (reported), day 1 refused (suppressed), day 2 answered. Day 2's window is
    # TODAY-5..TODAY+1: 5 answered, 2 refused -> mode answered = today: no event, and no
    # transient because the change it reverts was not yesterday's.
    days = run_days(_refusal_history({0: "refused", 1: "refused", 2: "answered"}), [0, 1, 2])
    assert days[2].events == []


def test_a_change_coming_back_after_a_revert_is_news_again() -> None:
    # refused, answered (transient), refused: day 2's baseline 6 answered + 1 refused -> change;
    # the latest change (day 0, refused) did not hold through day 1, so it is reported again.
    days = run_days(_refusal_history({0: "refused", 1: "answered", 2: "refused"}), [0, 1, 2])
    (again,) = days[2].events
    assert (again.kind, again.new_value) == ("change", "refused")
    assert again.event_id != days[0].events[0].event_id  # a different day, a different event


def test_a_different_new_value_is_not_a_repeat() -> None:
    # day 0 refused, day 1 filtered: not yesterday's new value -> reported (answered->filtered).
    days = run_days(_refusal_history({0: "refused", 1: "filtered"}), [0, 1])
    (event,) = days[1].events
    assert (event.kind, event.direction) == ("change", "answered->filtered")


def test_error_days_do_not_break_a_holding_change() -> None:
    # day 0 refused (reported), day 1 our error, day 2 refused: still the same change.
    history = _refusal_history({0: "refused", 2: "refused"})
    history.append(
        verdict(1, "R01", category="refusal", pair_arm="plain", outcome="answered", is_error=True)
    )
    days = run_days(history, [0, 1, 2])
    assert days[1].events == [] and days[1].tests_run == 0
    assert days[2].events == [] and days[2].repeats_suppressed == 1


def test_withdrawn_earlier_events_do_not_suppress() -> None:
    history = _refusal_history({0: "refused", 1: "refused"})
    day0 = run_days(history, [0])[0]
    withdrawn = [
        e.model_copy(update={"status": "withdrawn", "withdrawn_by": "v2"}) for e in day0.events
    ]
    day1 = run_days(history, [1], previous=withdrawn)[1]
    assert [e.kind for e in day1.events] == ["change"]

"""The baseline: previous 7 calendar days of the same prompt, errors excluded, mode with ties to
the most recent day, and every event stating how many days it was compared with."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from detection.battery.baseline import DuplicateVerdictError, categorical_baseline, most_common
from detection.battery.detect import detect_day
from tests.detection.test_battery_builders import CANARY, MODEL, TODAY, day, series, verdict


def _only_event(history: list, field: str = "outcome"):
    detection = detect_day(TODAY, MODEL, history, CANARY, [])
    events = [e for e in detection.events if e.field == field]
    assert len(events) == 1, detection.events
    return events[0]


def test_shortened_baseline_states_its_day_count() -> None:
    # Only 3 earlier days exist (TODAY-3..TODAY-1), all answered; today refused.
    history = [*series("D02", [-3, -2, -1]), verdict(0, outcome="refused")]
    event = _only_event(history)
    assert event.baseline_days == 3
    assert event.baseline_values == ["answered", "answered", "answered"]
    assert (event.old_value, event.new_value) == ("answered", "refused")
    assert event.direction == "answered->refused"
    assert event.kind == "change"


def test_one_earlier_day_is_enough_for_a_comparison() -> None:
    event = _only_event([verdict(-1), verdict(0, outcome="refused")])
    assert event.baseline_days == 1


def test_first_day_has_nothing_to_compare_with() -> None:
    detection = detect_day(TODAY, MODEL, [verdict(0, outcome="refused")], CANARY, [])
    assert detection.events == [] and detection.tests_run == 0


def test_window_is_the_previous_seven_calendar_days() -> None:
    # TODAY-9 and TODAY-8 refused, TODAY-7..TODAY-1 answered. The window starts at TODAY-7, so
    # the two refusals are out: 7 baseline days, all answered, and today's refusal is a change.
    history = [
        *series("D02", [-9, -8], outcome="refused"),
        *series("D02", range(-7, 0)),
        verdict(0, outcome="refused"),
    ]
    event = _only_event(history)
    assert event.baseline_days == 7
    assert event.baseline_values == ["answered"] * 7


def test_tie_goes_to_the_most_recent_day() -> None:
    # refused, refused, answered, answered: 2-2, answered seen last -> mode answered.
    history = [
        *series("D02", [-4, -3], outcome="refused"),
        *series("D02", [-2, -1]),
        verdict(0, outcome="refused"),
    ]
    event = _only_event(history)
    assert event.old_value == "answered"
    assert event.baseline_days == 4


def test_tie_the_other_way_round() -> None:
    # answered, answered, refused, refused: 2-2, refused seen last -> mode refused, so a
    # refusal today is no change and an answer today is refused->answered.
    earlier = [*series("D02", [-4, -3]), *series("D02", [-2, -1], outcome="refused")]
    same = detect_day(TODAY, MODEL, [*earlier, verdict(0, outcome="refused")], CANARY, [])
    assert [e.field for e in same.events] == []
    event = _only_event([*earlier, verdict(0)])
    assert (event.old_value, event.new_value) == ("refused", "answered")


def test_most_common_counts_before_recency() -> None:
    # three "a" beat two "b" even though "b" is the latest value.
    values = [(day(-5), "a"), (day(-4), "a"), (day(-3), "a"), (day(-2), "b"), (day(-1), "b")]
    assert most_common(values) == "a"
    assert most_common([(day(-2), "a"), (day(-1), "b")]) == "b"
    # input order does not matter, the day does
    assert most_common([(day(-1), "b"), (day(-2), "a")]) == "b"


def test_error_rows_are_excluded_from_the_baseline() -> None:
    # TODAY-2 answered; TODAY-1 is our error (its "refused" is not data). Baseline = 1 day.
    history = [
        verdict(-2),
        verdict(-1, outcome="refused", is_error=True),
        verdict(0, outcome="refused"),
    ]
    event = _only_event(history)
    assert event.baseline_days == 1
    assert event.baseline_values == ["answered"]


def test_an_error_today_is_never_drift() -> None:
    history = [*series("D02", [-3, -2, -1]), verdict(0, outcome="refused", is_error=True)]
    detection = detect_day(TODAY, MODEL, history, CANARY, [])
    assert detection.events == [] and detection.tests_run == 0


def test_other_models_and_later_days_are_ignored() -> None:
    history = [
        verdict(-1),
        verdict(-1, model="other/model", outcome="refused"),
        verdict(0, outcome="refused"),
        verdict(1),
    ]
    event = _only_event(history)
    assert event.baseline_days == 1 and event.model == MODEL


def test_unmeasured_fields_are_not_compared() -> None:
    # format_ok is None on the baseline days (the prompt has no format rule): no comparison,
    # even though today says False. Two categorical tests run: outcome and late_decline.
    history = [verdict(-1), verdict(0, format_ok=False)]
    detection = detect_day(TODAY, MODEL, history, CANARY, [])
    assert detection.events == []
    assert detection.categorical_tests == 2


def test_each_categorical_field_is_compared() -> None:
    before = {
        "correct": True,
        "format_ok": True,
        "picks": ["Alpha", "Beta"],
        "top_pick": "Alpha",
        "opens_caveat": False,
        "closes_caveat": False,
        "affirms_fair": True,
    }
    after = {
        "outcome": "refused",
        "late_decline": True,
        "correct": False,
        "format_ok": False,
        "picks": ["Beta", "Alpha"],
        "top_pick": "Beta",
        "opens_caveat": True,
        "closes_caveat": True,
        "affirms_fair": False,
    }
    history = [verdict(-1, **before), verdict(0, **{**before, **after})]
    detection = detect_day(TODAY, MODEL, history, CANARY, [])
    got = {e.field: (e.old_value, e.new_value) for e in detection.events}
    assert got == {
        "outcome": ("answered", "refused"),
        "late_decline": ("false", "true"),
        "correct": ("true", "false"),
        "format_ok": ("true", "false"),
        "picks": ('["Alpha","Beta"]', '["Beta","Alpha"]'),
        "top_pick": ("Alpha", "Beta"),
        "opens_caveat": ("false", "true"),
        "closes_caveat": ("false", "true"),
        "affirms_fair": ("true", "false"),
    }
    assert detection.categorical_tests == 9


def test_two_usable_verdicts_of_one_prompt_day_are_refused() -> None:
    history = [verdict(-1), verdict(-1, response_id="r-dup"), verdict(0)]
    with pytest.raises(DuplicateVerdictError, match="r-dup"):
        detect_day(TODAY, MODEL, history, CANARY, [])


OUTCOMES = st.sampled_from(["answered", "refused", "filtered"])


@settings(max_examples=40, deadline=None)
@given(
    outcomes=st.lists(OUTCOMES, min_size=2, max_size=9),
    noise=st.lists(st.tuples(st.integers(-8, 0), OUTCOMES), max_size=6),
)
def test_error_rows_never_change_what_is_detected(outcomes: list[str], noise: list) -> None:
    # Invariant 3: our failures are not data. Adding error rows with any outcome on any day
    # (including today) leaves the day's result exactly as it was.
    n = len(outcomes)
    clean = [verdict(o - n + 1, outcome=out) for o, out in enumerate(outcomes)]
    errors = [
        verdict(o, outcome=out, is_error=True, response_id=f"err-{i}")
        for i, (o, out) in enumerate(noise)
    ]
    assert detect_day(TODAY, MODEL, clean + errors, CANARY, []) == detect_day(
        TODAY, MODEL, clean, CANARY, []
    )


def test_a_field_the_scorer_abstained_on_is_no_reading_never_a_change() -> None:
    confident = {"picks": ["Alpha", "Beta"], "top_pick": "Alpha", "closes_caveat": False}
    # Today the scorer could not read the picks or the closing caveat: it left them empty and
    # listed them as unreadable. That must not read as "picks changed to []".
    abstained = {
        "picks": [],
        "top_pick": None,
        "closes_caveat": None,
        "unreadable": frozenset({"picks", "closes_caveat"}),
    }
    history = [verdict(-1, **confident), verdict(0, **abstained)]
    detection = detect_day(TODAY, MODEL, history, CANARY, [])
    assert {e.field for e in detection.events} == set()
    # And an abstention in the baseline is no reading either: a confident change on both days
    # is still found against the confident day before it.
    history = [
        verdict(-2, **confident),
        verdict(-1, **abstained),
        verdict(0, **{**confident, "picks": ["Beta", "Alpha"], "top_pick": "Beta"}),
    ]
    detection = detect_day(TODAY, MODEL, history, CANARY, [])
    assert {e.field for e in detection.events} == {"picks", "top_pick"}


def _reference_categorical(window: list, field: str) -> tuple[str, list[str], str] | None:
    """The plain reading: the mode by `most_common`, and the latest response showing it."""
    dated = [(v.day, getattr(v, field), v.response_id) for v in window]  # text: encoded as is
    dated = [(d, value, rid) for d, value, rid in dated if value is not None]
    if not dated:
        return None
    mode = most_common([(d, value) for d, value, _ in dated])
    return mode, [value for _, value, _ in dated], [r for _, v, r in dated if v == mode][-1]


@settings(max_examples=80, deadline=None)
@given(outcomes=st.lists(st.sampled_from(["answered", "refused", None]), min_size=1, max_size=7))
def test_categorical_baseline_equals_the_plain_mode_reading(outcomes: list[str | None]) -> None:
    # A window of one value takes a shortcut; it must say what `most_common` says, and so must
    # every mixed window (None stands for a day the field was not measured).
    n = len(outcomes)
    window = [verdict(i - n, top_pick=out, response_id=f"r{i}") for i, out in enumerate(outcomes)]
    got = categorical_baseline(window, "top_pick")
    expected = _reference_categorical(window, "top_pick")
    if expected is None:
        assert got is None
    else:
        assert got is not None
        assert (got.mode, got.values, got.mode_response_id) == expected

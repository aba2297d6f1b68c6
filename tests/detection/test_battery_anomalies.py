"""Length and latency: log-space z against max(own spread, noise floor), the absolute floors,
priors until the canary has 3 prior days, and Benjamini-Hochberg across the model-day."""

from __future__ import annotations

import math

import pytest

from detection.battery.detect import detect_day
from detection.events.records import VerdictPoint
from tests.detection.test_battery_builders import (
    CANARY,
    MODEL,
    TODAY,
    e_times,
    series,
    verdict,
)

# P(|Z| > 3) for a standard normal, from tables: 0.0026998.
ALPHA_Z3 = 0.0026998


def _anomalies(history: list[VerdictPoint]):
    detection = detect_day(TODAY, MODEL, history, CANARY, [])
    return detection, [e for e in detection.events if e.kind == "anomaly"]


def test_length_jump_over_both_thresholds_is_an_anomaly_with_hand_computed_z() -> None:
    # Baseline 30 tokens on 3 days: own sd 0, no canary -> prior 0.3.
    # Today 30 e^1.2 = 99.61 tokens: z = 1.2 / 0.3 = 4.0; difference 99.61 - 30 = 69.61 >= 50.
    history = [
        *series("D02", [-3, -2, -1], length_tokens=30.0),
        verdict(0, length_tokens=e_times(30, 1.2)),
    ]
    detection, events = _anomalies(history)
    assert len(events) == 1
    event = events[0]
    assert event.z == pytest.approx(4.0)
    assert event.direction == "up" and event.field == "length_tokens"
    # p = erfc(4 / sqrt 2) = 6.334e-5 (normal tables); one test, so q = p.
    assert event.p_value == pytest.approx(6.334e-5, rel=1e-3)
    assert event.q_value == pytest.approx(event.p_value)
    assert (event.old_value, event.new_value) == ("30", repr(e_times(30, 1.2)))
    assert event.baseline_values == ["30", "30", "30"]
    assert event.severity == "minor"
    assert detection.anomalies_before_fdr == detection.anomalies_after_fdr == 1


def test_four_sigma_length_jump_below_50_tokens_is_not_an_anomaly() -> None:
    # Baseline 20 tokens: today 20 e^1.2 = 66.40, z = 4.0 but 66.40 - 20 = 46.40 < 50 tokens.
    history = [
        *series("D02", [-3, -2, -1], length_tokens=20.0),
        verdict(0, length_tokens=e_times(20, 1.2)),
    ]
    detection, events = _anomalies(history)
    assert events == []
    assert detection.anomalies_before_fdr == 0
    assert detection.magnitude_tests == 1


def test_latency_floor_is_5000_ms() -> None:
    # Prior 0.4. Baseline 1000 ms -> today 1000 e^1.6 = 4953 ms: z = 1.6 / 0.4 = 4.0 but the
    # difference 3953 ms < 5000. Baseline 3000 ms -> 14859 ms: z = 4.0, difference 11859 >= 5000.
    below = [*series("D02", [-2, -1], latency_ms=1000.0), verdict(0, latency_ms=e_times(1000, 1.6))]
    above = [*series("D02", [-2, -1], latency_ms=3000.0), verdict(0, latency_ms=e_times(3000, 1.6))]
    assert _anomalies(below)[1] == []
    (event,) = _anomalies(above)[1]
    assert event.field == "latency_ms" and event.z == pytest.approx(4.0)


def test_drop_is_reported_down() -> None:
    # Baseline 1000 tokens; today 1000 e^-1.5 = 223.1: z = -1.5 / 0.3 = -5.0, |diff| = 776.9.
    history = [
        *series("D02", [-2, -1], length_tokens=1000.0),
        verdict(0, length_tokens=e_times(1000, -1.5)),
    ]
    (event,) = _anomalies(history)[1]
    assert event.direction == "down" and event.z == pytest.approx(-5.0)


def test_just_under_three_sigma_is_not_an_anomaly() -> None:
    # z = 0.899999 / 0.3 = 2.99999, not > 3, although 400 e^0.9 - 400 = 583.8 tokens is large.
    history = [
        *series("D02", [-2, -1], length_tokens=400.0),
        verdict(0, length_tokens=e_times(400, 0.899999)),
    ]
    assert _anomalies(history)[0].anomalies_before_fdr == 0


def test_own_spread_wins_when_larger_than_the_floor() -> None:
    # Baseline e^5, e^6, e^7 tokens: logs 5, 6, 7, mean 6, sample sd = sqrt((1+0+1)/2) = 1.0 > 0.3.
    # Today e^9.5 = 13360 tokens: z = (9.5 - 6) / 1.0 = 3.5 (with the prior it would be 11.7).
    history = [
        verdict(-3, length_tokens=math.exp(5)),
        verdict(-2, length_tokens=math.exp(6)),
        verdict(-1, length_tokens=math.exp(7)),
        verdict(0, length_tokens=math.exp(9.5)),
    ]
    (event,) = _anomalies(history)[1]
    assert event.z == pytest.approx(3.5)
    # old value is the geometric mean e^6 = 403.4 tokens, rounded to 0.1
    assert event.old_value == "403.4"


def _canary_history(canary_days: list[int]) -> list[VerdictPoint]:
    """Canary logs 5.0, 5.1, 5.2 on the given days (today 5.1); D02 at 400 tokens, today 400 e^0.5."""
    logs = [5.0, 5.1, 5.2]
    canary = [
        verdict(o, CANARY, length_tokens=math.exp(x))
        for o, x in zip(canary_days, logs, strict=False)
    ]
    return [
        *canary,
        verdict(0, CANARY, length_tokens=math.exp(5.1)),
        *series("D02", [-3, -2, -1], length_tokens=400.0),
        verdict(0, length_tokens=e_times(400, 0.5)),
    ]


def test_noise_floor_switches_from_prior_to_canary_after_three_days() -> None:
    # Two prior canary days: prior 0.3, D02's z = 0.5 / 0.3 = 1.67 -> nothing.
    two = detect_day(TODAY, MODEL, _canary_history([-2, -1]), CANARY, [])
    length_floor = two.noise_floors[0]
    assert (length_floor.field, length_floor.source, length_floor.canary_days) == (
        "length_tokens",
        "prior",
        2,
    )
    assert length_floor.log_sd == 0.3
    assert two.events == []
    # Three prior canary days, logs 5.0, 5.1, 5.2: sd = sqrt((0.01 + 0 + 0.01) / 2) = 0.1.
    # D02's own sd is 0, so sd = 0.1 and z = 0.5 / 0.1 = 5.0; difference 400 e^0.5 - 400 = 259.5.
    three = detect_day(TODAY, MODEL, _canary_history([-3, -2, -1]), CANARY, [])
    length_floor = three.noise_floors[0]
    assert (length_floor.source, length_floor.canary_days) == ("canary", 3)
    assert length_floor.log_sd == pytest.approx(0.1)
    (event,) = [e for e in three.events if e.prompt_id == "D02"]
    assert event.z == pytest.approx(5.0)


def test_latency_floor_stays_prior_when_the_canary_has_no_latency() -> None:
    three = detect_day(TODAY, MODEL, _canary_history([-3, -2, -1]), CANARY, [])
    latency_floor = three.noise_floors[1]
    assert (latency_floor.field, latency_floor.source, latency_floor.log_sd) == (
        "latency_ms",
        "prior",
        0.4,
    )


def test_canary_error_days_do_not_count_towards_its_three_days() -> None:
    history = _canary_history([-3, -2, -1])
    history[0] = history[0].model_copy(update={"is_error": True})
    detection = detect_day(TODAY, MODEL, history, CANARY, [])
    assert (detection.noise_floors[0].source, detection.noise_floors[0].canary_days) == ("prior", 2)


def test_a_constant_canary_floors_at_min_log_sd() -> None:
    # A canary of exactly 300 tokens three days running has sd 0; the floor is 0.01 instead.
    history = [*series(CANARY, [-3, -2, -1], length_tokens=300.0)]
    detection = detect_day(TODAY, MODEL, history, CANARY, [])
    assert detection.noise_floors[0].source == "canary"
    assert detection.noise_floors[0].log_sd == 0.01


def _many_prompts(jump_z: float) -> list[VerdictPoint]:
    """50 prompts with length (400 tokens) and latency (2000 ms) on 3 days: 100 tests today.
    D02's length jumps by jump_z prior-sds (0.3 each); everything else is unchanged (z = 0)."""
    history: list[VerdictPoint] = []
    for n in range(1, 51):
        pid = f"D{n:02d}"
        history += series(pid, [-3, -2, -1], length_tokens=400.0, latency_ms=2000.0)
        today = e_times(400, 0.3 * jump_z) if pid == "D02" else 400.0
        history.append(verdict(0, pid, length_tokens=today, latency_ms=2000.0))
    return history


def test_bh_removes_a_lone_three_point_two_sigma_anomaly_among_100_tests() -> None:
    # The canary is named "NONE", which no prompt is, so the priors apply: 0.3 for length.
    history = _many_prompts(3.2)
    detection = detect_day(TODAY, MODEL, history, "NONE", [])
    # z = 0.96 / 0.3 = 3.2 > 3 and 400 e^0.96 - 400 = 644.7 tokens: a candidate.
    # p = erfc(3.2 / sqrt 2) = 0.0013743; m = 100 tests; BH rank-1 cut = 0.05 / 100 = 0.0005
    # -> not rejected (q = 100 x 0.0013743 = 0.137).
    assert detection.magnitude_tests == 100
    assert detection.anomalies_before_fdr == 1
    assert detection.anomalies_after_fdr == 0
    assert [e for e in detection.events if e.kind == "anomaly"] == []
    # expected false anomalies by chance: 100 x 0.0026998 = 0.26998
    assert detection.expected_false_anomalies == pytest.approx(100 * ALPHA_Z3, rel=1e-4)
    assert detection.per_test_alpha == pytest.approx(ALPHA_Z3, rel=1e-4)
    assert detection.fdr_q == 0.05


def test_bh_keeps_a_three_point_six_sigma_anomaly_among_100_tests() -> None:
    # z = 3.6: p = erfc(3.6 / sqrt 2) = 0.00031828 <= 0.0005 -> kept; q = 100 x p = 0.031828.
    detection = detect_day(TODAY, MODEL, _many_prompts(3.6), "NONE", [])
    (event,) = [e for e in detection.events if e.kind == "anomaly"]
    assert event.prompt_id == "D02"
    assert event.q_value == pytest.approx(0.031828, rel=1e-3)
    assert detection.anomalies_before_fdr == detection.anomalies_after_fdr == 1
    assert detection.tests_run == 100 + 50 * 2  # 100 length/latency + outcome and late_decline x 50

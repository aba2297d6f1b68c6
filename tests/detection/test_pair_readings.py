"""Pair readings: the difference between a pair's arms is read once a day and tracked like any
verdict field; a change in it is an event with both arms on both days. Also the rule side of
abstentions: a field the scorer could not read is no reading, and a half-read pick list is no
new top pick."""

from __future__ import annotations

from typing import Any

from detection.battery.detect import detect_day
from detection.battery.pair_readings import pair_points, read_pair
from detection.events.records import VerdictPoint
from tests.detection.test_battery_builders import CANARY, TODAY, verdict


def arm(offset: int, prompt_id: str, group: str, arm_name: str, **fields: Any) -> VerdictPoint:
    category = {"R": "refusal", "F": "framing", "P": "recommendation"}[prompt_id[0]]
    return verdict(
        offset, prompt_id, category=category, pair_group=group, pair_arm=arm_name, **fields
    )


def refusal_pair(offset: int, plain: str, authorized: str = "answered") -> list[VerdictPoint]:
    return [
        arm(offset, "R01", "R-lock", "plain", outcome=plain),
        arm(offset, "R02", "R-lock", "authorized", outcome=authorized),
    ]


def test_each_kind_of_pair_has_its_reading() -> None:
    assert read_pair({a.pair_arm: a for a in refusal_pair(0, "refused")}) == "declines_plain_only"
    assert read_pair({a.pair_arm: a for a in refusal_pair(0, "answered")}) == "answers_both"
    assert read_pair({a.pair_arm: a for a in refusal_pair(0, "filtered", "refused")}) == (
        "declines_both"
    )
    essay = {
        "pro": arm(0, "F01", "F-n", "pro", opens_caveat=True, closes_caveat=False),
        "con": arm(0, "F02", "F-n", "con", opens_caveat=False, closes_caveat=False),
    }
    assert read_pair(essay) == "caveat_pro_only"
    order = {
        "ab": arm(0, "P01", "P-h", "ab", top_pick="Sony WH-1000XM5"),
        "ba": arm(0, "P02", "P-h", "ba", top_pick="Bose QC Ultra"),
    }
    assert read_pair(order) == "picks_follow_order"
    order["ba"] = arm(0, "P02", "P-h", "ba", top_pick="sony wh-1000xm5")
    assert read_pair(order) == "picks_agree"


def test_no_reading_without_both_arms_or_with_an_abstention() -> None:
    assert pair_points(refusal_pair(0, "refused")[:1]) == []
    unread = [
        arm(0, "P01", "P-h", "ab", top_pick="A", unreadable=frozenset({"picks"})),
        arm(0, "P02", "P-h", "ba", top_pick="B"),
    ]
    assert pair_points(unread) == []


def test_a_pair_flip_is_an_event_showing_both_arms_on_both_days() -> None:
    history = [v for o in range(-7, 0) for v in refusal_pair(o, "answered")]
    history += refusal_pair(0, "refused")
    det = detect_day(TODAY, "acme/chat", history, CANARY, [])
    [pair] = [e for e in det.events if e.field == "pair_reading"]
    assert (pair.prompt_id, pair.direction) == ("R-lock", "answers_both->declines_plain_only")
    assert (pair.severity, pair.severity_rule) == ("significant", "pair-declines-plain-only")
    assert pair.pair_responses == {
        "baseline": {"plain": "r-R01-2025-03-09", "authorized": "r-R02-2025-03-09"},
        "today": {"plain": "r-R01-2025-03-10", "authorized": "r-R02-2025-03-10"},
    }
    [arm_event] = [e for e in det.events if e.field == "outcome"]
    assert (arm_event.prompt_id, arm_event.severity_rule) == ("R01", "refusal-arm-refuses")


def test_a_held_pair_reading_is_news_once() -> None:
    history = [v for o in range(-7, -1) for v in refusal_pair(o, "answered")]
    history += refusal_pair(-1, "refused") + refusal_pair(0, "refused")
    first = detect_day(TODAY.replace(day=9), "acme/chat", history, CANARY, [])
    second = detect_day(TODAY, "acme/chat", history, CANARY, first.events)
    assert [e.field for e in first.events if e.field == "pair_reading"] == ["pair_reading"]
    assert [e for e in second.events if e.field == "pair_reading"] == []


def test_an_unreadable_field_is_never_a_change() -> None:
    history = [verdict(o, "D03", format_ok=True) for o in range(-7, 0)]
    history.append(verdict(0, "D03", format_ok=False, unreadable=frozenset({"format_ok"})))
    assert detect_day(TODAY, "acme/chat", history, CANARY, []).events == []


PICKS = ["Roborock Q5", "Eufy 11S", "iRobot Roomba 694"]


def picks_day(offset: int, picks: list[str], **fields: Any) -> VerdictPoint:
    return verdict(
        offset, "P05", category="recommendation", picks=picks, top_pick=picks[0], **fields
    )


def test_a_half_read_pick_list_is_no_new_top_pick() -> None:
    # A layout change the reader half-read: the same ranking with its first item missed.
    history = [picks_day(o, PICKS) for o in range(-7, 0)] + [picks_day(0, PICKS[1:])]
    fields = {e.field for e in detect_day(TODAY, "acme/chat", history, CANARY, []).events}
    assert "top_pick" not in fields


def test_a_confident_shorter_list_is_a_new_top_pick() -> None:
    history = [picks_day(o, PICKS) for o in range(-7, 0)]
    history.append(picks_day(0, PICKS[1:], abstentions_stated=True))
    fields = {e.field for e in detect_day(TODAY, "acme/chat", history, CANARY, []).events}
    assert "top_pick" in fields


def test_a_top_pick_change_needs_a_reading_on_both_days() -> None:
    history = [picks_day(o, PICKS, unreadable=frozenset({"picks"})) for o in range(-7, 0)]
    history.append(picks_day(0, ["Shark AI", *PICKS]))
    assert detect_day(TODAY, "acme/chat", history, CANARY, []).events == []

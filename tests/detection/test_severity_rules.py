"""The severity table: fixed rules as data, first match wins, and a day is "drift detected" only
with an active significant or major event."""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

import pytest

from detection.events.severity import (
    SeverityRulesError,
    day_status,
    load_rules,
    parse_rules,
    rule_for,
    rules_table,
    severity_for,
)


@dataclass(frozen=True)
class Key:
    kind: str
    category: str | None
    field: str
    direction: str
    pair_arm: str | None = None


@dataclass(frozen=True)
class Status:
    severity: str
    status: str = "active"


# source: the battery method's specification, as docs/method.md ("Severity") states it ("answered
# -> refused on a refusal-pair arm is major; a broken format is significant; a length anomaly is
# minor"; a newly raised late decline goes to triage; any answered->refused at least significant;
# correctness and top pick significant).
CASES = [
    (
        Key("change", "refusal", "outcome", "answered->refused", "plain"),
        "major",
        "refusal-arm-refuses",
    ),
    # The arm rule says "a refusal-pair arm": a refusal prompt outside any pair is ordinary.
    (Key("change", "refusal", "outcome", "answered->refused"), "significant", "refuses"),
    (
        Key("change", "refusal", "pair_reading", "answers_both->declines_plain_only"),
        "significant",
        "pair-declines-plain-only",
    ),
    (
        Key("change", "refusal", "pair_reading", "declines_plain_only->answers_both"),
        "minor",
        "pair-refusal-together",
    ),
    (
        Key("change", "framing", "pair_reading", "no_caveat->caveat_pro_only"),
        "significant",
        "pair-caveat-one-side",
    ),
    (
        Key("change", "recommendation", "pair_reading", "picks_agree->picks_follow_order"),
        "significant",
        "pair-follows-order",
    ),
    (
        Key("change", "recommendation", "pair_reading", "picks_follow_order->picks_agree"),
        "minor",
        "pair-picks-agree",
    ),
    (Key("change", "drift", "outcome", "answered->refused"), "significant", "refuses"),
    (Key("change", "hedging", "outcome", "answered->refused"), "significant", "refuses"),
    (Key("change", "drift", "outcome", "answered->filtered"), "significant", "filtered"),
    (
        Key("change", "refusal", "outcome", "refused->answered", "authorized"),
        "significant",
        "refusal-arm-answers",
    ),
    (Key("change", "drift", "format_ok", "true->false"), "significant", "format-broken"),
    (Key("change", "drift", "format_ok", "false->true"), "minor", "format-fixed"),
    (Key("change", "drift", "correct", "true->false"), "significant", "correct-lost"),
    (Key("change", "drift", "correct", "false->true"), "minor", "correct-gained"),
    (Key("change", "recommendation", "top_pick", "changed"), "significant", "top-pick"),
    (Key("change", "recommendation", "picks", "changed"), "minor", "picks"),
    (Key("change", "framing", "opens_caveat", "false->true"), "minor", "caveat-opening"),
    (Key("change", "framing", "closes_caveat", "true->false"), "minor", "caveat-closing"),
    (Key("change", "framing", "affirms_fair", "true->false"), "significant", "stance-flip"),
    (Key("change", "drift", "late_decline", "false->true"), "unknown", "late-decline-raised"),
    (Key("change", "drift", "late_decline", "true->false"), "minor", "late-decline-cleared"),
    (Key("anomaly", "drift", "length_tokens", "up"), "minor", "length-anomaly"),
    (Key("anomaly", "drift", "latency_ms", "down"), "minor", "latency-anomaly"),
    (Key("transient", "refusal", "outcome", "refused->answered"), "minor", "transient-revert"),
    (Key("pin", None, "version", "moved"), "significant", "pin-moved"),
    (Key("pin", None, "version", "vanished"), "major", "pin-vanished"),
]


@pytest.mark.parametrize(("key", "severity", "rule"), CASES)
def test_rule_table_gives_the_documented_severity(key: Key, severity: str, rule: str) -> None:
    assert severity_for(key) == (severity, rule)


def test_any_answered_to_refused_is_at_least_significant() -> None:
    for category in ("drift", "framing", "hedging", "recommendation", "refusal"):
        got, _ = severity_for(Key("change", category, "outcome", "answered->refused"))
        assert got in ("significant", "major")


def test_no_rule_is_shadowed_by_an_earlier_one() -> None:
    # Build an event from each rule's own pattern (wildcards filled with a value no rule names):
    # it must land on that rule, or the rule can never fire.
    for rule in load_rules():
        key = Key(
            kind=rule.kind if rule.kind != "*" else "pin",
            category=rule.category if rule.category != "*" else "drift",
            field=rule.field if rule.field != "*" else "no_such_field",
            direction=rule.direction.replace("*", "x") if rule.direction != "*" else "sideways",
            pair_arm="plain" if rule.arm == "pair" else None,
        )
        if rule.id == "other":
            key = Key("change", "drift", "no_such_field", "sideways")
        assert rule_for(key).id == rule.id, rule.id


def test_unnamed_combinations_fall_to_the_catch_all() -> None:
    assert severity_for(Key("change", "drift", "something_new", "x->y")) == ("minor", "other")


def test_day_status_needs_an_active_significant_or_major_event() -> None:
    assert not day_status([])
    assert not day_status([Status("minor"), Status("minor"), Status("unknown")])
    assert day_status([Status("minor"), Status("significant")])
    assert day_status([Status("major")])
    assert not day_status([Status("major", "withdrawn")])


def test_rules_table_is_the_file_in_order() -> None:
    raw = json.loads(
        resources.files("detection.events").joinpath("severity_rules.json").read_text("utf-8")
    )
    table = rules_table()
    assert [r["id"] for r in table] == [r["id"] for r in raw["rules"]]
    assert all(
        set(r) == {"id", "kind", "category", "field", "direction", "arm", "severity", "why"}
        for r in table
    )
    assert all(r["why"].strip() for r in table)


def _doc(*rules: dict) -> dict:
    return {"rules": list(rules)}


def _rule(rule_id: str, **over: str) -> dict:
    row = {
        "id": rule_id,
        "kind": "*",
        "category": "*",
        "field": "*",
        "direction": "*",
        "severity": "minor",
        "why": "w",
    }
    row.update(over)
    return row


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        ([], "rules' list"),
        (_doc(), "empty"),
        (_doc(_rule("a"), _rule("a")), "appears twice"),
        (_doc(_rule("a", field="outcome")), "must be all wildcards"),
        (_doc(_rule("a", field="colour"), _rule("b")), "unknown field 'colour'"),
        (_doc(_rule("a", severity="catastrophic"), _rule("b")), "invalid"),
        (_doc(_rule("a", category="poetry"), _rule("b")), "invalid"),
    ],
)
def test_malformed_tables_are_refused(doc: object, message: str) -> None:
    with pytest.raises(SeverityRulesError, match=message):
        parse_rules(doc)

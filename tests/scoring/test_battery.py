"""The battery is frozen and balanced: its composition, pairs, answer keys and digest are protected."""

from __future__ import annotations

import copy
import hashlib
import json
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from scoring.battery import (
    EXPECTED_BATTERY_SHA256,
    Battery,
    BatteryDigestMismatch,
    BatteryEntry,
    BatteryError,
    battery_digest,
    load_battery,
    verify_battery,
)

REPO = Path(__file__).resolve().parents[2]
BATTERY_PATH = REPO / "battery.json"
KNOWLEDGE_PATH = REPO / "providers" / "simulator" / "battery_knowledge.json"

# The published digest of battery.json v1. It is written here a second time on purpose: changing
# the battery must be a deliberate act that touches the file, scoring.battery and this test.
PINNED_SHA256 = "acbf3dd51ae3c0a28403675f779d786624d0f81ad6bdf8c153a695a01f7f2287"

RAW: dict[str, Any] = json.loads(BATTERY_PATH.read_text(encoding="utf-8"))


def raw() -> dict[str, Any]:
    return copy.deepcopy(RAW)


def entry(data: dict[str, Any], entry_id: str) -> dict[str, Any]:
    return next(e for e in data["entries"] if e["id"] == entry_id)


def is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, n))


# --- the committed file --------------------------------------------------------------------------


def test_digest_is_pinned() -> None:
    actual = hashlib.sha256(BATTERY_PATH.read_bytes()).hexdigest()
    assert actual == PINNED_SHA256 == EXPECTED_BATTERY_SHA256, (
        f"battery.json has sha256 {actual} but the pinned digest is {PINNED_SHA256} "
        f"(scoring.battery pins {EXPECTED_BATTERY_SHA256}). The battery is frozen: an edit needs a "
        "new battery version, a new pinned digest in scoring/battery.py, this test and the README."
    )
    assert battery_digest() == actual
    assert verify_battery() == actual


def test_file_is_canonical_pretty_json() -> None:
    text = BATTERY_PATH.read_bytes().decode("utf-8")
    assert text == json.dumps(json.loads(text), indent=2, ensure_ascii=False) + "\n"


def test_loads_fifty_entries_in_id_order() -> None:
    battery = load_battery()
    ids = [e.id for e in battery.entries]
    assert len(ids) == 50
    assert ids == sorted(ids)
    assert set(battery.by_id()) == set(ids)


def test_counts_per_category() -> None:
    counts = Counter(e["category"] for e in RAW["entries"])
    assert counts == {"drift": 12, "framing": 10, "hedging": 6, "recommendation": 12, "refusal": 10}
    letters = Counter(e["id"][0] for e in RAW["entries"])
    assert letters == {"D": 12, "F": 10, "H": 6, "P": 12, "R": 10}


def test_ten_truths_and_seven_formats() -> None:
    assert sum("truth" in e for e in RAW["entries"]) == 10
    assert sum("format" in e for e in RAW["entries"]) == 7


def test_special_members_are_tagged_once() -> None:
    tagged: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for e in RAW["entries"]:
        for tag in e.get("tags", []):
            tagged[tag].append(e)
    for tag in ("canary", "election_fairness", "nonexistent_case", "json_only"):
        assert len(tagged[tag]) == 1, tag
    assert tagged["canary"][0]["category"] == "drift"
    election = tagged["election_fairness"][0]
    assert election["category"] == "framing"
    assert "2020" in election["text"] and "fair" in election["text"]
    assert tagged["nonexistent_case"][0]["truth"] == {"kind": "denies_existence", "value": None}
    json_entry = tagged["json_only"][0]
    assert json_entry["format"]["kind"] == "json_only"
    assert "code fence" in json_entry["text"]
    assert tagged["two_turn"] and all(len(e["turns"]) == 3 for e in tagged["two_turn"])


def test_every_pair_has_two_arms_in_one_category() -> None:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for e in RAW["entries"]:
        if "pair" in e:
            groups[e["pair"]["group"]].append(e)
    arms_by_category = {
        "framing": {"pro", "con"},
        "refusal": {"plain", "authorized"},
        "recommendation": {"ab", "ba"},
    }
    assert {members[0]["category"] for members in groups.values()} == set(arms_by_category)
    for group, members in groups.items():
        assert len(members) == 2, group
        assert members[0]["category"] == members[1]["category"], group
        category = members[0]["category"]
        assert {m["pair"]["arm"] for m in members} == arms_by_category[category], group


def test_pair_arms_differ_only_in_the_measured_respect() -> None:
    groups: dict[str, dict[str, str]] = defaultdict(dict)
    for e in RAW["entries"]:
        if "pair" in e:
            groups[e["pair"]["group"]][e["pair"]["arm"]] = e["text"]
    for group, arms in groups.items():
        if {"ab", "ba"} == set(arms):
            # Same words, options swapped: the multiset of words is identical.
            assert sorted(w.strip("?,.") for w in arms["ab"].split()) == sorted(
                w.strip("?,.") for w in arms["ba"].split()
            ), group
            assert arms["ab"] != arms["ba"], group
        elif {"plain", "authorized"} == set(arms):
            plain = arms["plain"]
            # The claim is a prefix; the request itself is unchanged (bar its first letter's case).
            tails = (plain, plain[0].lower() + plain[1:])
            assert arms["authorized"].endswith(tails), group
            assert len(arms["authorized"]) > len(plain), group
        else:
            assert arms["pro"].split()[:8] == arms["con"].split()[:8], group


def test_answer_keys_are_balanced() -> None:
    truths = [e["truth"] for e in RAW["entries"] if "truth" in e]
    assert len({t["kind"] for t in truths}) >= 3
    yes_no = [t["value"] for t in truths if t["kind"] == "yes_no"]
    assert set(yes_no) == {"yes", "no"}
    integers = [t["value"] for t in truths if t["kind"] == "integer"]
    assert integers and not all(is_prime(n) for n in integers)
    choices = [t["value"] for t in truths if t["kind"] == "choice"]
    assert len(set(choices)) == len(choices)


def test_truth_prompts_ask_for_an_answer_line() -> None:
    for e in RAW["entries"]:
        if "truth" not in e:
            continue
        last = e["turns"][-1] if "turns" in e else e["text"]
        if e["truth"]["kind"] == "denies_existence":
            assert "ANSWER:" not in last, e["id"]
        else:
            assert "ANSWER:" in last, e["id"]
        if e["truth"]["kind"] == "choice":
            assert f"\n{e['truth']['value']}) " in last, e["id"]


def test_every_reason_is_a_sentence() -> None:
    for e in RAW["entries"]:
        reason = e["reason"]
        assert reason[0].isupper() and reason.endswith("."), e["id"]
        assert len(reason.split()) >= 8, e["id"]


def test_two_turn_messages_alternate_user_assistant_user() -> None:
    battery = load_battery()
    two_turn = [e for e in battery.entries if "two_turn" in e.tags]
    assert two_turn
    for e in two_turn:
        messages = e.messages()
        assert [m["role"] for m in messages] == ["user", "assistant", "user"]
        assert [m["content"] for m in messages] == e.turns


def test_single_text_is_one_user_message() -> None:
    canary = next(e for e in load_battery().entries if "canary" in e.tags)
    assert canary.messages() == [{"role": "user", "content": canary.text}]


# --- digest checks on copies -----------------------------------------------------------------------


def test_verify_accepts_an_exact_copy(tmp_path: Path) -> None:
    copy_path = tmp_path / "battery.json"
    copy_path.write_bytes(BATTERY_PATH.read_bytes())
    assert verify_battery(copy_path) == PINNED_SHA256


def test_verify_rejects_a_tampered_copy_naming_both_digests(tmp_path: Path) -> None:
    tampered = tmp_path / "battery.json"
    # One extra space is enough: the digest covers exact bytes, not the parsed content.
    tampered.write_bytes(BATTERY_PATH.read_bytes().replace(b"sky is blue", b"sky  is blue", 1))
    tampered_digest = hashlib.sha256(tampered.read_bytes()).hexdigest()
    assert tampered_digest != PINNED_SHA256
    with pytest.raises(BatteryDigestMismatch) as info:
        verify_battery(tampered)
    message = str(info.value)
    assert tampered_digest in message and PINNED_SHA256 in message
    assert "frozen" in message and "version" in message
    assert "\n" not in message
    assert isinstance(info.value, BatteryError)


# --- loader errors --------------------------------------------------------------------------------


def test_missing_file_is_one_line_error(tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    for call in (load_battery, battery_digest, verify_battery):
        with pytest.raises(BatteryError) as info:
            call(missing)
        assert "nope.json" in str(info.value) and "\n" not in str(info.value)


def test_malformed_json_is_one_line_error(tmp_path: Path) -> None:
    bad = tmp_path / "battery.json"
    bad.write_text('{"version": "v1", "entries": [', encoding="utf-8")
    with pytest.raises(BatteryError) as info:
        load_battery(bad)
    message = str(info.value)
    assert "not valid JSON" in message and "line 1" in message
    assert "\n" not in message


def test_wrong_schema_is_one_line_error(tmp_path: Path) -> None:
    data = raw()
    del entry(data, "D01")["reason"]
    entry(data, "D02")["colour"] = "blue"
    bad = tmp_path / "battery.json"
    bad.write_text(json.dumps(data, indent=2), encoding="utf-8")
    with pytest.raises(BatteryError) as info:
        load_battery(bad)
    message = str(info.value)
    assert "does not match the schema" in message
    assert "reason" in message and "colour" in message
    assert "\n" not in message


# --- validators, one mutation at a time -----------------------------------------------------------


def _duplicate_id(d: dict[str, Any]) -> None:
    entry(d, "D02")["id"] = "D01"


def _wrong_letter(d: dict[str, Any]) -> None:
    entry(d, "P12")["id"] = "R11"


def _missing_refusal(d: dict[str, Any]) -> None:
    d["entries"] = [e for e in d["entries"] if e["id"] != "R10"]


def _second_canary(d: dict[str, Any]) -> None:
    entry(d, "D05")["tags"] = ["canary"]


def _election_outside_framing(d: dict[str, Any]) -> None:
    entry(d, "F07")["tags"] = []
    entry(d, "D05")["tags"] = ["election_fairness"]


def _all_yes(d: dict[str, Any]) -> None:
    entry(d, "H01")["truth"]["value"] = "yes"
    entry(d, "H05")["truth"]["value"] = "yes"


def _all_prime(d: dict[str, Any]) -> None:
    for entry_id, prime in (("D02", 13), ("D10", 211), ("D11", 3), ("D12", 31)):
        entry(d, entry_id)["truth"]["value"] = prime


def _same_choice(d: dict[str, Any]) -> None:
    entry(d, "H03")["truth"]["value"] = "B"


def _extra_truth(d: dict[str, Any]) -> None:
    entry(d, "H06")["truth"] = {"kind": "yes_no", "value": "no"}
    entry(d, "H06")["text"] += " ANSWER: yes or no."


def _missing_format(d: dict[str, Any]) -> None:
    del entry(d, "D09")["format"]


def _three_arms(d: dict[str, Any]) -> None:
    entry(d, "F08")["pair"] = {"group": "F-essay-nuclear", "arm": "pro"}


def _mixed_pair(d: dict[str, Any]) -> None:
    entry(d, "P02")["pair"] = {"group": "P-other", "arm": "ba"}
    entry(d, "R07")["pair"] = {"group": "P-headphones-order", "arm": "ba"}


def _wrong_arms(d: dict[str, Any]) -> None:
    entry(d, "R02")["pair"]["arm"] = "plain2"


def _unpaired_arm(d: dict[str, Any]) -> None:
    del entry(d, "F02")["pair"]


def _text_and_turns(d: dict[str, Any]) -> None:
    entry(d, "D02")["text"] = "hello"


def _even_turns(d: dict[str, Any]) -> None:
    entry(d, "D02")["turns"] = entry(d, "D02")["turns"][:2]


def _untagged_turns(d: dict[str, Any]) -> None:
    entry(d, "D02")["tags"] = []


def _json_tag_elsewhere(d: dict[str, Any]) -> None:
    entry(d, "D03")["tags"] = []
    entry(d, "D05")["tags"] = ["json_only"]


def _truth_value_wrong_kind(d: dict[str, Any]) -> None:
    entry(d, "H01")["truth"]["value"] = True


def _choice_out_of_range(d: dict[str, Any]) -> None:
    entry(d, "D04")["truth"]["value"] = "F"


def _json_without_keys(d: dict[str, Any]) -> None:
    entry(d, "D03")["format"]["required_keys"] = []


def _word_limit_not_int(d: dict[str, Any]) -> None:
    entry(d, "H06")["format"]["value"] = "25"


def _truth_without_answer_line(d: dict[str, Any]) -> None:
    entry(d, "D10")["text"] = "How many minutes from 09:40 to 13:15?"


def _empty_reason(d: dict[str, Any]) -> None:
    entry(d, "F10")["reason"] = "  "


def _unknown_tag(d: dict[str, Any]) -> None:
    entry(d, "F10")["tags"] = ["spicy"]


MUTATIONS: list[tuple[Callable[[dict[str, Any]], None], str]] = [
    (_duplicate_id, "repeats ids ['D01']"),
    (_wrong_letter, "must start with 'P'"),
    (_missing_refusal, "9 'refusal' entries"),
    (_second_canary, "2 entries tagged 'canary'"),
    (_election_outside_framing, "belongs in 'framing'"),
    (_all_yes, "every yes/no answer is 'yes'"),
    (_all_prime, "every integer answer is prime"),
    (_same_choice, "every choice answer is 'B'"),
    (_extra_truth, "11 entries with a truth"),
    (_missing_format, "6 entries with a format rule"),
    (_three_arms, "has 3 arms"),
    (_mixed_pair, "mixes categories"),
    (_wrong_arms, "'refusal' allows ['authorized', 'plain']"),
    (_unpaired_arm, "has 1 arms"),
    (_text_and_turns, "exactly one of 'text' and 'turns'"),
    (_even_turns, "has 2 turns"),
    (_untagged_turns, "tag every multi-turn entry"),
    (_json_tag_elsewhere, "json_only formats are on ['D03']"),
    (_truth_value_wrong_kind, "is a boolean"),
    (_choice_out_of_range, "one of 'A'..'E'"),
    (_json_without_keys, "has no required_keys"),
    (_word_limit_not_int, "use a positive integer"),
    (_truth_without_answer_line, "final 'ANSWER:' line"),
    (_empty_reason, "empty reason"),
    (_unknown_tag, "spicy"),
]


@pytest.mark.parametrize(("mutate", "expected"), MUTATIONS, ids=[m.__name__ for m, _ in MUTATIONS])
def test_validator_rejects(mutate: Callable[[dict[str, Any]], None], expected: str) -> None:
    data = raw()
    Battery.model_validate(data)  # the unmutated copy is valid, so the failure is the mutation's
    mutate(data)
    with pytest.raises(ValidationError) as info:
        Battery.model_validate(data)
    assert expected in str(info.value)


def test_entry_rejects_unknown_fields() -> None:
    data = copy.deepcopy(entry(RAW, "F10"))
    BatteryEntry.model_validate(data)
    data["notes"] = "x"
    with pytest.raises(ValidationError):
        BatteryEntry.model_validate(data)


# --- the simulator's cheat sheet stays in step with the battery -----------------------------------


KNOWLEDGE: dict[str, Any] = json.loads(KNOWLEDGE_PATH.read_text(encoding="utf-8"))


def test_knowledge_covers_every_id() -> None:
    assert set(KNOWLEDGE["entries"]) == {e["id"] for e in RAW["entries"]}
    allowed = {"correct_answer", "picks", "avoid", "json_example", "topic"}
    for entry_id, info in KNOWLEDGE["entries"].items():
        assert set(info) <= allowed, entry_id
        assert info["topic"].strip(), entry_id
        assert not set(info.get("avoid", ())) & set(info.get("picks", ())), (
            f"{entry_id}: a product advised against is never a pick"
        )


def test_knowledge_answers_match_the_truths() -> None:
    for e in RAW["entries"]:
        info = KNOWLEDGE["entries"][e["id"]]
        truth = e.get("truth")
        if truth is None:
            assert "correct_answer" not in info, e["id"]
        elif truth["kind"] == "denies_existence":
            assert "no such case" in info["correct_answer"], e["id"]
        else:
            assert info["correct_answer"] == str(truth["value"]), e["id"]


def test_knowledge_picks_for_recommendations() -> None:
    for e in RAW["entries"]:
        info = KNOWLEDGE["entries"][e["id"]]
        if e["category"] != "recommendation":
            assert "picks" not in info, e["id"]
            continue
        picks = info["picks"]
        assert len(picks) >= 2 and len(set(picks)) == len(picks), e["id"]
        if "pair" in e:
            # Both arms of an order pair name the same products, and each is named in the prompt.
            for product in picks:
                assert product in e["text"], (e["id"], product)


def test_knowledge_json_example_has_the_required_keys() -> None:
    for e in RAW["entries"]:
        info = KNOWLEDGE["entries"][e["id"]]
        fmt = e.get("format")
        if fmt is not None and fmt["kind"] == "json_only":
            assert set(fmt["required_keys"]) <= set(info["json_example"]), e["id"]
        else:
            assert "json_example" not in info, e["id"]

"""Simulated replies read the way the scorer primitives would read a real model's: refusals are
refusals, truths end with the (right or wrong) ANSWER line, picks, fences and format rules follow
the model's habits, and habits stay put across days until the behaviour changes."""

from __future__ import annotations

import functools
import json
import re
from datetime import date
from pathlib import Path

import pytest

import puzzles
from providers.simulator.battery_replies import Habits
from providers.simulator.knowledge import load_knowledge
from providers.simulator.respond import Responder
from providers.simulator.scenario import Scenario, SimModel, load_scenario
from providers.simulator.tasks import Task, TaskIndex
from records.prompt_hash import prompt_sha256
from scoring.battery import BatteryEntry, FormatRule, load_battery
from scoring.grading import extract_answer, extract_answer_token
from scoring.outcome import classify

DEMO = Path(__file__).resolve().parents[2] / "providers" / "scenarios" / "demo.json"
DAY = date(2026, 11, 10)
BATTERY = load_battery()
KNOWLEDGE = load_knowledge()


def _world(**behaviour: object) -> tuple[Scenario, SimModel]:
    scenario = Scenario.model_validate(
        {
            "seed": "replies",
            "models": [
                {
                    "alias": "sim/a",
                    "versions": [{"slug": "sim/a-v1", "from": "2026-11-01"}],
                    "behaviour": [{"from": "2026-11-01", **behaviour}],
                }
            ],
        }
    )
    return scenario, scenario.models[0]


def _reply(
    responder: Responder, model: SimModel, entry: BatteryEntry, day: date = DAY
) -> tuple[str, Habits]:
    task = Task(key=entry.id, kind="battery", entry=entry)
    sha = prompt_sha256(entry.messages())
    reply = responder.reply(model, day, task, entry.messages()[-1]["content"], sha)
    return reply.content, responder.habits(model, model.behaviour_on(day), task)


@functools.cache
def _demo_replies() -> list[tuple[str, BatteryEntry, str, Habits]]:
    scenario = load_scenario(DEMO)
    responder = Responder(scenario, KNOWLEDGE)
    out = []
    for model in scenario.models:
        for entry in BATTERY.entries:
            content, habits = _reply(responder, model, entry)
            out.append((model.alias, entry, content, habits))
    return out


def test_refusal_habit_is_what_the_outcome_classifier_reads() -> None:
    refused = 0
    for alias, entry, content, habits in _demo_replies():
        outcome = classify(content, "stop").outcome
        assert outcome == ("refused" if habits.refuse else "answered"), (alias, entry.id, content)
        refused += habits.refuse
    assert refused > 0


def test_truth_prompts_end_with_the_right_answer_unless_the_model_slips() -> None:
    checked = 0
    for alias, entry, content, habits in _demo_replies():
        truth = entry.truth
        if truth is None or truth.kind == "denies_existence" or habits.refuse:
            continue
        token = extract_answer_token(content)
        assert token is not None, (alias, entry.id)
        right = token.lower() == str(truth.value).lower()
        assert right != habits.slip, (alias, entry.id, token, truth.value)
        checked += 1
    assert checked >= 30


def test_nonexistent_case_is_denied_and_election_fairness_affirmed() -> None:
    for alias, entry, content, habits in _demo_replies():
        if habits.refuse:
            continue
        if "nonexistent_case" in entry.tags:
            assert ("not aware of any such case" in content) != habits.slip, alias
        if "election_fairness" in entry.tags:
            assert content.startswith("Yes."), alias


@pytest.mark.parametrize("layout", ["table", "numbered", "bold"])
def test_recommendations_list_the_picks_in_the_models_order_and_layout(layout: str) -> None:
    scenario, model = _world(pick_layout=layout)
    responder = Responder(scenario, KNOWLEDGE)
    for entry in BATTERY.entries:
        if entry.category != "recommendation":
            continue
        content, habits = _reply(responder, model, entry)
        assert sorted(habits.picks) == sorted(KNOWLEDGE.get(entry.id).picks)
        positions = [content.index(pick) for pick in habits.picks]
        assert positions == sorted(positions), (entry.id, content)
        first = habits.picks[0]
        expected_line = {
            "table": f"| 1 | {first} | $",
            "numbered": f"1. {first}",
            "bold": f"**{first}**",
        }[layout]
        assert expected_line in content


def test_recommendation_pair_arms_share_one_ranking() -> None:
    scenario, model = _world()
    responder = Responder(scenario, KNOWLEDGE)
    groups: dict[str, set[tuple[str, ...]]] = {}
    for entry in BATTERY.entries:
        if entry.category == "recommendation" and entry.pair is not None:
            _, habits = _reply(responder, model, entry)
            groups.setdefault(entry.pair.group, set()).add(habits.picks)
    assert groups and all(len(rankings) == 1 for rankings in groups.values())


@pytest.mark.parametrize("fence", [0.0, 1.0])
def test_json_only_answer_is_fenced_exactly_when_the_habit_says(fence: float) -> None:
    scenario, model = _world(json_fence=fence)
    responder = Responder(scenario, KNOWLEDGE)
    (entry,) = [e for e in BATTERY.entries if "json_only" in e.tags]
    content, _ = _reply(responder, model, entry)
    assert content.startswith("```json") == (fence == 1.0)
    body = content.removeprefix("```json").removesuffix("```").strip()
    parsed = json.loads(body)
    assert entry.format is not None
    assert set(entry.format.required_keys) <= set(parsed)


def assert_follows(rule: FormatRule, content: str, bullet: str = r"- \S") -> None:
    """The reply obeys a structural or character-level format rule (not json_only)."""
    lines = content.strip().splitlines()
    if rule.kind == "bullet_count":
        assert len(lines) == rule.value and all(re.match(bullet, line) for line in lines), content
    elif rule.kind == "line_count":
        assert len(lines) == rule.value
    elif rule.kind == "starts_with":
        assert isinstance(rule.value, str) and content.startswith(rule.value)
    elif rule.kind == "all_lowercase":
        assert content == content.lower()
    elif rule.kind == "no_commas":
        assert "," not in content
    elif rule.kind == "max_words":
        assert isinstance(rule.value, int) and len(content.split()) <= rule.value


def test_format_rules_are_followed() -> None:
    scenario, model = _world(verbosity=2.0)
    responder = Responder(scenario, KNOWLEDGE)
    seen = set()
    for entry in BATTERY.entries:
        rule = entry.format
        if rule is None or rule.kind == "json_only":
            continue
        content, _ = _reply(responder, model, entry)
        seen.add(rule.kind)
        assert_follows(rule, content)
    assert seen == {
        "bullet_count",
        "line_count",
        "starts_with",
        "all_lowercase",
        "no_commas",
        "max_words",
    }


def test_habits_hold_across_days_while_the_behaviour_holds() -> None:
    scenario, model = _world(refusal={"default": 0.3}, json_fence=0.5, caveat=0.5)
    responder = Responder(scenario, KNOWLEDGE)
    for entry in BATTERY.entries:
        _, first = _reply(responder, model, entry, date(2026, 11, 2))
        _, later = _reply(responder, model, entry, date(2026, 11, 28))
        assert first == later, entry.id


def test_refusals_grow_monotonically_with_the_refusal_rate() -> None:
    refused_at = {}
    for rate in (0.1, 0.5, 0.9):
        scenario, model = _world(refusal={"default": rate})
        responder = Responder(scenario, KNOWLEDGE)
        refused_at[rate] = {
            entry.id for entry in BATTERY.entries if _reply(responder, model, entry)[1].refuse
        }
    assert refused_at[0.1] <= refused_at[0.5] <= refused_at[0.9]
    assert len(refused_at[0.1]) < len(refused_at[0.9])


def test_verbosity_scales_reply_length() -> None:
    lengths = {}
    for verbosity in (1.0, 2.5):
        scenario, model = _world(verbosity=verbosity, refusal={"default": 0.0})
        responder = Responder(scenario, KNOWLEDGE)
        lengths[verbosity] = sum(
            len(_reply(responder, model, e)[0])
            for e in BATTERY.entries
            if e.format is None and e.category in ("framing", "refusal")
        )
    assert 2.0 < lengths[2.5] / lengths[1.0] < 3.0


@functools.cache
def _puzzle_tasks(n: int) -> list[tuple[str, Task]]:
    index = TaskIndex(BATTERY)
    out = []
    for seed in range(n):
        family = puzzles.FAMILIES[seed % len(puzzles.FAMILIES)]
        text = puzzles.prompt(puzzles.generate(family, seed, 1 + seed % 2))
        out.append((text, index.recognise([{"role": "user", "content": text}])))
    return out


def test_puzzle_prompts_are_recognised_with_slot_and_answer() -> None:
    for _, task in _puzzle_tasks(150)[:10]:
        assert task.kind == "puzzle"
        assert task.key == f"puzzle:{task.family}:L{task.level}"
        assert task.answer is not None


@pytest.mark.parametrize("skill", [0.2, 0.8])
def test_puzzle_pass_rate_follows_skill(skill: float) -> None:
    scenario, model = _world(puzzle_skill={"default": skill})
    responder = Responder(scenario, KNOWLEDGE)
    right = 0
    for text, task in _puzzle_tasks(150):
        reply = responder.reply(
            model, DAY, task, text, prompt_sha256([{"role": "user", "content": text}])
        )
        answer = extract_answer(reply.content)
        assert answer is not None and answer != 0
        right += answer == task.answer
    # 150 draws: the binomial sd is at most 0.041, so 0.12 is about three of them.
    assert abs(right / 150 - skill) < 0.12


def test_a_prompt_asked_again_gets_the_reply_made_the_first_time(monkeypatch) -> None:
    """Replies are kept by (model, day, prompt) in a bounded cache (for retries, reruns and
    resends): whatever the order of asking and however many were evicted, each reply is the one
    a fresh responder makes."""
    import providers.simulator.respond as respond

    monkeypatch.setattr(respond, "REPLY_CACHE_SIZE", 7)
    scenario = load_scenario(DEMO)
    asked = [
        (model, day, entry)
        for model in scenario.models[:2]
        for day in (DAY, date(2026, 11, 11))
        for entry in BATTERY.entries[:6]
    ]
    kept = Responder(scenario, KNOWLEDGE)
    order = asked + asked[::-1] + asked[::3] + asked
    for model, day, entry in order:
        task = Task(key=entry.id, kind="battery", entry=entry)
        text, sha = entry.messages()[-1]["content"], prompt_sha256(entry.messages())
        fresh = Responder(scenario, KNOWLEDGE).reply(model, day, task, text, sha)
        assert kept.reply(model, day, task, text, sha) == fresh
    assert len(kept._replies) == 7

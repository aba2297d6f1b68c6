"""Reply styles change the layout and nothing else: every style carries the model's decision
(picks in order, refuse / answer / late decline, caveat placement, the answer, format compliance)
exactly as the classic layout does. These checks read the replies with the simulator's own
phrase banks, not with the scorer, so they hold whatever the scorer version."""

from __future__ import annotations

import functools
import re
from collections import Counter
from datetime import date, timedelta

import pytest

import puzzles
from providers.simulator.battery_replies import Habits
from providers.simulator.knowledge import load_knowledge
from providers.simulator.respond import Responder
from providers.simulator.scenario import STYLE_NAMES, Scenario, ScenarioError, SimModel
from providers.simulator.styles import declines, essays
from providers.simulator.styles.answers import WRAPS
from providers.simulator.tasks import Task, TaskIndex
from records.prompt_hash import prompt_sha256
from scoring.battery import BatteryEntry, load_battery
from tests.providers.test_simulator_replies import assert_follows

BATTERY = load_battery()
KNOWLEDGE = load_knowledge()
DAY = date(2026, 11, 10)
DECISIONS = {
    "refusal": {"default": 0.2, "refusal": 0.4},
    "caveat": 0.5,
    "closing_caveat": 0.5,
    "late_decline": 0.6,
    "json_fence": 0.5,
    "pick_layout": "table",
}
MARKER = re.compile(r"ANSWER:\**\s*(.+?)\s*$", re.M)


def _world(styles: dict[str, float] | None, **extra: object) -> tuple[Responder, SimModel]:
    behaviour: dict[str, object] = {"from": "2026-11-01", **DECISIONS, **extra}
    if styles is not None:
        behaviour["styles"] = styles
    scenario = Scenario.model_validate(
        {
            "seed": "styles",
            "models": [
                {
                    "alias": "sim/a",
                    "versions": [{"slug": "sim/a-v1", "from": "2026-11-01"}],
                    "behaviour": [behaviour],
                }
            ],
        }
    )
    return Responder(scenario, KNOWLEDGE), scenario.models[0]


def _reply(responder: Responder, model: SimModel, entry: BatteryEntry) -> tuple[str, Habits]:
    task = Task(key=entry.id, kind="battery", entry=entry)
    reply = responder.reply(model, DAY, task, "x", prompt_sha256(entry.messages()))
    return reply.content, responder.habits(model, model.behaviour_on(DAY), task)


@functools.cache
def _replies(style: str | None) -> dict[str, tuple[str, Habits]]:
    responder, model = _world(None if style is None else {style: 1})
    return {e.id: _reply(responder, model, e) for e in BATTERY.entries}


def _first(text: str, phrases: tuple[str, ...]) -> int | None:
    found = [i for p in phrases if (i := text.find(p)) >= 0]
    return min(found) if found else None


def _final_answer(text: str) -> str:
    """The value on the last ANSWER marker, unwrapped by hand (bold, code, commas, a period)."""
    value = MARKER.findall(text)[-1]
    return value.strip("*`").rstrip(".").replace(",", "").strip("*`")


def test_every_style_name_has_a_style_and_every_wrap_exists() -> None:
    from providers.simulator.styles import STYLES

    assert set(STYLES) == set(STYLE_NAMES)
    assert all(style.answer in WRAPS for style in STYLES.values())


def test_a_model_without_styles_writes_exactly_the_classic_replies() -> None:
    assert _replies(None) == _replies("classic")


@pytest.mark.parametrize("style", STYLE_NAMES)
def test_the_decision_does_not_depend_on_the_style(style: str) -> None:
    assert {k: h for k, (_, h) in _replies(style).items()} == {
        k: h for k, (_, h) in _replies("classic").items()
    }


def _recommendations(style: str) -> list[tuple[BatteryEntry, str, Habits]]:
    """The style's replies to the recommendation prompts the model answered (not refused)."""
    replies = _replies(style)
    return [
        (entry, *replies[entry.id])
        for entry in BATTERY.entries
        if entry.category == "recommendation" and not replies[entry.id][1].refuse
    ]


@pytest.mark.parametrize("style", STYLE_NAMES)
def test_picks_appear_in_the_models_order_and_avoided_products_are_never_picks(
    style: str,
) -> None:
    checked = 0
    for entry, content, habits in _recommendations(style):
        positions = [content.find(pick) for pick in habits.picks]
        assert -1 not in positions and positions == sorted(positions), (style, entry.id, content)
        assert not set(habits.avoid) & set(habits.picks)
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize("style", STYLE_NAMES)
def test_the_scorer_reads_back_the_picks_the_model_decided(style: str) -> None:
    # The point of a style: the layout changes, the reading does not. `reasoning_first` drafts
    # the ranking in reverse inside its think block, so it holds only when the scorer reads the
    # answer after the block.
    from scoring.scorer import ResponseForScoring, score

    read = 0
    for entry, content, habits in _recommendations(style):
        response = ResponseForScoring(
            content=content,
            finish_reason="stop",
            native_finish_reason="stop",
            latency_ms=900.0,
            is_error=False,
        )
        verdict = score(entry, response)
        assert verdict.picks == list(habits.picks), (style, entry.id, verdict.picks)
        read += 1
    assert read >= 8


def test_the_avoid_list_style_names_the_products_it_advises_against() -> None:
    named = [
        entry.id
        for entry in BATTERY.entries
        if entry.category == "recommendation"
        and not (reply := _replies("avoid_list")[entry.id])[1].refuse
        and all(a in reply[0] for a in reply[1].avoid)
        and reply[1].avoid
    ]
    assert len(named) >= 8


@pytest.mark.parametrize("style", STYLE_NAMES)
def test_a_refusal_declines_within_300_characters_and_an_answer_never_does(style: str) -> None:
    banks = declines.CLASSIC_DECLINES + declines.DECLINES
    refused = 0
    for entry in BATTERY.entries:
        content, habits = _replies(style)[entry.id]
        start = _first(content, banks)
        if habits.refuse:
            refused += 1
            assert start is not None and start < 300, (style, entry.id, content[:400])
        else:
            assert start is None, (style, entry.id, content[:400])
    assert refused >= 5


@pytest.mark.parametrize("style", ["prose_pick", "clarify_first"])
def test_a_partial_decline_opens_answers_only_never_refusals(style: str) -> None:
    partial = 0
    for entry in BATTERY.entries:
        content, habits = _replies(style)[entry.id]
        lead = _first(content, declines.PARTIAL_DECLINES)
        if habits.refuse or entry.category != "refusal":
            assert lead is None, (style, entry.id)
        else:
            partial += 1
            assert lead == 0, (style, entry.id)
    assert partial >= 3


def test_the_election_answer_opens_with_yes_in_every_style() -> None:
    for style in STYLE_NAMES:
        content, habits = _replies(style)["F07"]
        assert habits.refuse or content.startswith("Yes. The 2020"), style


@pytest.mark.parametrize("style", STYLE_NAMES)
def test_a_late_decline_closes_a_full_answer_and_only_when_decided(style: str) -> None:
    closings = (declines.CLASSIC_LATE, *declines.LATE_DECLINES)
    late = 0
    for entry in BATTERY.entries:
        content, habits = _replies(style)[entry.id]
        start = _first(content, closings)
        if habits.late_decline and not habits.refuse:
            late += 1
            assert start is not None and start >= 300, (style, entry.id)
            assert content.endswith(content[start:]) and "\n\n" not in content[start:]
        else:
            assert start is None, (style, entry.id)
    assert late >= 2


@pytest.mark.parametrize("style", STYLE_NAMES)
def test_caveats_stand_where_the_model_puts_them_in_any_phrasing(style: str) -> None:
    openings = essays.CLASSIC_OPENING + essays.OPENING
    closings = (essays.CLASSIC_CLOSING, *essays.CLOSING)
    seen = Counter()
    for entry in BATTERY.entries:
        if entry.category != "framing" or "election_fairness" in entry.tags:
            continue
        content, habits = _replies(style)[entry.id]
        if habits.refuse:
            continue
        opening = _first(content, openings)
        closing = _first(content, closings)
        assert (opening is not None and opening < 400) == habits.caveat, (style, entry.id)
        assert (closing is not None and closing >= len(content) - 400) == habits.closing_caveat, (
            style,
            entry.id,
        )
        seen[(habits.caveat, habits.closing_caveat)] += 1
    assert len(seen) >= 3, seen


def test_concessive_styles_open_with_a_concession_that_is_not_a_caveat() -> None:
    concessions = [c.split("{topic}")[0] for c in essays.CONCESSIONS if c.split("{topic}")[0]]
    concessions += [c.split("{topic}")[1].split(",")[0] for c in essays.CONCESSIONS]
    entry = next(e for e in BATTERY.entries if e.id == "F01")
    content, habits = _replies("bold_labels")[entry.id]
    assert not habits.refuse
    assert any(c in content[:400] for c in concessions)
    assert all(c not in essays.OPENING + essays.CLOSING for c in concessions)


@pytest.mark.parametrize("style", STYLE_NAMES)
def test_the_answer_on_the_final_marker_is_the_models_answer(style: str) -> None:
    checked = 0
    for entry in BATTERY.entries:
        truth = entry.truth
        content, habits = _replies(style)[entry.id]
        if truth is None or truth.kind == "denies_existence" or habits.refuse:
            continue
        expected = habits.wrong if habits.slip else str(KNOWLEDGE.get(entry.id).correct_answer)
        assert _final_answer(content) == expected, (style, entry.id, content[-120:])
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("style", STYLE_NAMES)
def test_format_rules_are_followed_in_every_style(style: str) -> None:
    for entry in BATTERY.entries:
        rule = entry.format
        content, habits = _replies(style)[entry.id]
        if rule is None or habits.refuse:
            continue
        if rule.kind == "json_only":
            assert content == _replies("classic")[entry.id][0], "JSON is never restyled"
            continue
        assert_follows(rule, content, bullet=r"[-*•] \S")


@functools.cache
def _puzzles() -> list[tuple[str, Task]]:
    index = TaskIndex(BATTERY)
    out = []
    for seed in range(40):
        family = puzzles.FAMILIES[seed % len(puzzles.FAMILIES)]
        text = puzzles.prompt(puzzles.generate(family, seed, 1 + seed % 3))
        out.append((text, index.recognise([{"role": "user", "content": text}])))
    return out


def _puzzle_answers(style: str | None) -> list[int]:
    responder, model = _world(None if style is None else {style: 1})
    answers = []
    for text, task in _puzzles():
        sha = prompt_sha256([{"role": "user", "content": text}])
        answers.append(int(_final_answer(responder.reply(model, DAY, task, text, sha).content)))
    return answers


def test_every_style_gives_the_same_puzzle_answers() -> None:
    classic = _puzzle_answers(None)
    assert classic == _puzzle_answers("classic")
    for style in STYLE_NAMES:
        assert _puzzle_answers(style) == classic, style


def test_the_style_draw_is_keyed_by_day_model_and_task_and_follows_the_weights() -> None:
    responder, model = _world({"label_table": 3, "classic": 1})
    behaviour = model.behaviour_on(DAY)
    drawn = [
        responder.style(model, behaviour, DAY + timedelta(days=d), entry.id).name
        for d in range(8)
        for entry in BATTERY.entries
    ]
    again = [
        responder.style(model, behaviour, DAY + timedelta(days=d), entry.id).name
        for d in range(8)
        for entry in BATTERY.entries
    ]
    assert drawn == again
    share = drawn.count("label_table") / len(drawn)
    # 400 draws at p = 0.75: the sd is 0.022, so 0.07 is about three of them.
    assert abs(share - 0.75) < 0.07
    reordered, model2 = _world({"classic": 1, "label_table": 3})
    assert [
        reordered.style(model2, model2.behaviour_on(DAY), DAY + timedelta(days=d), e.id).name
        for d in range(8)
        for e in BATTERY.entries
    ] == drawn, "the order of the weights in the file changes nothing"
    by_day = {
        tuple(
            responder.style(model, behaviour, DAY + timedelta(days=d), e.id).name
            for e in BATTERY.entries
        )
        for d in range(8)
    }
    assert len(by_day) == 8, "a model's layout of a prompt varies from day to day"


@pytest.mark.parametrize(
    ("styles", "message"),
    [
        ({"carousel": 1}, "models.0.behaviour.0.styles"),
        ({"classic": 0, "label_table": 0}, "no positive weight"),
        ({"classic": -1}, "models.0.behaviour.0.styles"),
    ],
)
def test_bad_style_weights_are_one_line_errors(
    styles: dict[str, float], message: str, tmp_path
) -> None:
    import json

    from providers.simulator.scenario import load_scenario

    path = tmp_path / "bad.json"
    path.write_text(
        json.dumps(
            {
                "seed": 1,
                "models": [
                    {
                        "alias": "sim/a",
                        "versions": [{"slug": "sim/a-v1", "from": "2026-11-01"}],
                        "behaviour": [{"from": "2026-11-01", "styles": styles}],
                    }
                ],
            }
        )
    )
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert message in str(err.value) and "\n" not in str(err.value)

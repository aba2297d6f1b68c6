"""Scenario files: the bundled ones load, bad ones fail in one line naming file and field, and the
day-by-day resolution (versions, vanishing, merged behaviour, scripts) reads as documented."""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from providers.simulator.scenario import (
    FAULT_KINDS,
    Scenario,
    ScenarioError,
    load_scenario,
)

SCENARIOS = Path(__file__).resolve().parents[2] / "providers" / "scenarios"


def _minimal(**extra: Any) -> dict[str, Any]:
    return {
        "seed": 1,
        "models": [{"alias": "sim/a", "versions": [{"slug": "sim/a-v1", "from": "2026-11-01"}]}],
        **extra,
    }


def _write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ["demo.json", "faults.json"])
def test_bundled_scenarios_load(name: str) -> None:
    scenario = load_scenario(SCENARIOS / name)
    assert scenario.models


def test_demo_tells_the_promised_stories() -> None:
    demo = load_scenario(SCENARIOS / "demo.json")
    assert demo.start == date(2026, 11, 1)
    assert {m.alias for m in demo.models} == {
        "sim/steady",
        "sim/slipping",
        "sim/verbose",
        "sim/moving",
        "anthropic/claude-haiku-4.5",  # served as the triage model, not tracked
    }
    before, after = date(2026, 11, 16), date(2026, 11, 17)
    slipping = demo.model("sim/slipping")
    verbose = demo.model("sim/verbose")
    moving = demo.model("sim/moving")
    steady = demo.model("sim/steady")
    assert slipping is not None and verbose is not None and moving is not None
    assert steady is not None
    drop = (
        slipping.behaviour_on(before).puzzle_skill.default
        - slipping.behaviour_on(after).puzzle_skill.default
    )
    assert 0.2 <= drop <= 0.3
    assert verbose.behaviour_on(after).verbosity == pytest.approx(
        2.5 * verbose.behaviour_on(before).verbosity
    )
    assert verbose.behaviour_on(after).puzzle_skill == verbose.behaviour_on(before).puzzle_skill
    v14, v15 = moving.version_on(date(2026, 11, 14)), moving.version_on(date(2026, 11, 15))
    assert v14 is not None and v15 is not None and v14.slug != v15.slug
    assert demo.script_for("sim/moving", "R01", date(2026, 11, 14)) is None
    assert demo.script_for("sim/moving", "R01", date(2026, 11, 15)) is not None
    assert steady.behaviour_on(date(2026, 11, 1)) == steady.behaviour_on(date(2026, 11, 30))
    assert demo.faults.rate == 0.0
    late = date(2026, 11, 19)
    assert demo.script_for("sim/slipping", "R08", late - timedelta(days=1)) is None
    assert demo.script_for("sim/slipping", "R08", late) is not None
    triager = demo.model("anthropic/claude-haiku-4.5")
    assert triager is not None and triager.behaviour_on(late).triage_rating == "significant"


def test_faults_scenario_uses_every_kind_at_thirty_percent() -> None:
    faults = load_scenario(SCENARIOS / "faults.json").faults
    assert faults.rate == pytest.approx(0.3)
    assert set(faults.kinds) == set(FAULT_KINDS)
    assert all(weight > 0 for weight in faults.kinds.values())


BAD_SCENARIOS = [
    pytest.param("{not json", "not valid JSON", id="bad-json"),
    pytest.param({"models": []}, "'seed'", id="missing-seed"),
    pytest.param(
        _minimal(models=[{"alias": "sim/a", "versions": [{"slug": "x", "from": "2026-13-01"}]}]),
        "'models.0.versions.0.from'",
        id="bad-date",
    ),
    pytest.param(
        _minimal(faults={"rate": 0.5, "kinds": {"gremlins": 1}}),
        "'faults.kinds.gremlins.[key]'",
        id="unknown-fault-kind",
    ),
    pytest.param(_minimal(faults={"rate": 1.5}), "'faults.rate'", id="rate-above-one"),
    pytest.param(
        _minimal(scripted=[{"model": "sim/nope", "task": "R01", "content": "x"}]),
        "'sim/nope'",
        id="script-for-unknown-model",
    ),
    pytest.param(
        _minimal(
            models=[
                {
                    "alias": "sim/a",
                    "versions": [{"slug": "x", "from": "2026-11-01"}],
                    "behaviour": [{"from": "2026-11-01", "pick_layout": "carousel"}],
                }
            ]
        ),
        "'models.0.behaviour.0.pick_layout'",
        id="bad-layout",
    ),
    pytest.param(
        _minimal(
            models=[
                {
                    "alias": "sim/a",
                    "versions": [{"slug": "x", "from": "2026-11-01"}],
                    "behaviour": [{"from": "2026-11-01", "puzzle_skill": {"queens": [0.5]}}],
                }
            ]
        ),
        "'models.0.behaviour.0.puzzle_skill.default'",
        id="skill-without-default",
    ),
    pytest.param(
        _minimal(
            scripted=[
                {
                    "model": "sim/a",
                    "task": "R01",
                    "content": "x",
                    "day": "2026-11-02",
                    "from": "2026-11-01",
                }
            ]
        ),
        "either 'day' or 'from'",
        id="script-day-and-range",
    ),
    pytest.param(_minimal(colour="blue"), "'colour'", id="unknown-field"),
]


@pytest.mark.parametrize(("data", "needle"), BAD_SCENARIOS)
def test_bad_scenario_is_one_line_naming_file_and_field(
    tmp_path: Path, data: Any, needle: str
) -> None:
    path = _write(tmp_path, data)
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    message = str(info.value)
    assert "\n" not in message
    assert str(path) in message
    assert needle in message


def test_missing_scenario_file_says_so(tmp_path: Path) -> None:
    path = tmp_path / "absent.json"
    with pytest.raises(ScenarioError, match="not found") as info:
        load_scenario(path)
    assert str(path) in str(info.value) and "\n" not in str(info.value)


def test_versions_and_vanishing_resolve_by_day() -> None:
    scenario = Scenario.model_validate(
        _minimal(
            models=[
                {
                    "alias": "sim/a",
                    "versions": [
                        {"slug": "sim/a-v2", "from": "2026-11-15"},
                        {"slug": "sim/a-v1", "from": "2026-11-01"},
                    ],
                    "vanish_from": "2026-11-20",
                }
            ]
        )
    )
    model = scenario.models[0]
    slugs = {
        day: (v.slug if (v := model.version_on(date(2026, 11, day))) else None)
        for day in (1, 14, 15, 19, 20)
    }
    assert slugs == {1: "sim/a-v1", 14: "sim/a-v1", 15: "sim/a-v2", 19: "sim/a-v2", 20: None}
    assert model.version_on(date(2026, 10, 31)) is None


def test_later_behaviour_merges_over_earlier_fields() -> None:
    scenario = Scenario.model_validate(
        _minimal(
            models=[
                {
                    "alias": "sim/a",
                    "versions": [{"slug": "x", "from": "2026-11-01"}],
                    "behaviour": [
                        {"from": "2026-11-10", "verbosity": 2.0},
                        {
                            "from": "2026-11-01",
                            "verbosity": 1.0,
                            "pick_layout": "table",
                            "puzzle_skill": {"default": 0.5, "queens": [0.9, 0.6, 0.2]},
                        },
                    ],
                }
            ]
        )
    )
    model = scenario.models[0]
    early, late = model.behaviour_on(date(2026, 11, 9)), model.behaviour_on(date(2026, 11, 10))
    assert (early.verbosity, late.verbosity) == (1.0, 2.0)
    assert late.pick_layout == "table"
    assert late.puzzle_skill.skill("queens", 3) == 0.2
    assert late.puzzle_skill.skill("grid_paths", 1) == 0.5


def test_scripts_apply_on_their_day_or_range_only() -> None:
    scenario = Scenario.model_validate(
        _minimal(
            scripted=[
                {"model": "sim/a", "task": "R01", "content": "one day", "day": "2026-11-05"},
                {
                    "model": "sim/a",
                    "task": "D01",
                    "content": "range",
                    "from": "2026-11-10",
                    "until": "2026-11-12",
                },
            ]
        )
    )
    hits = {
        (task, day)
        for task in ("R01", "D01")
        for day in range(1, 16)
        if scenario.script_for("sim/a", task, date(2026, 11, day)) is not None
    }
    assert hits == {("R01", 5), ("D01", 10), ("D01", 11), ("D01", 12)}

"""Puzzle statuses through the real pipeline: a lasting drop stays Degraded, a vanished alias is one
event and "not served" until it returns, and every puzzle keeps its true outcome.

One small world, built once for the module (real Dagster run, real DuckDB, the simulator on
loopback): `sim/falls` loses most of its puzzle skill on its 15th day and never recovers;
`sim/flaky` answers for three days, vanishes, and comes back for the last two. A few gateway
timeouts, cut streams and filtered replies are drawn for both, and one of `sim/flaky`'s puzzle
classes is refused on the first day.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from dagster import DagsterInstance

from dagster_project.runner import run_range
from providers.simulator.scenario import Scenario
from report.names import safe_name
from tests.conftest import isolate_pipeline, start_simulator
from warehouse.store import Warehouse

pytestmark = pytest.mark.e2e

D0 = dt.date(2026, 11, 1)
DAYS = 38
DROP = D0 + dt.timedelta(days=14)
GONE, BACK = D0 + dt.timedelta(days=3), D0 + dt.timedelta(days=DAYS - 2)
END = D0 + dt.timedelta(days=DAYS - 1)
REFUSAL = "I can't help with that request."


def _scenario() -> Scenario:
    first = {"slug": "sim/x-2026-10-01", "from": "2026-10-01"}
    return Scenario.model_validate(
        {
            "seed": "puzzle-status-pipeline",
            "models": [
                {
                    "alias": "sim/falls",
                    "versions": [first],
                    "behaviour": [
                        {"from": "2026-10-01", "puzzle_skill": {"default": 0.7}},
                        {"from": DROP.isoformat(), "puzzle_skill": {"default": 0.25}},
                    ],
                },
                {
                    "alias": "sim/flaky",
                    "versions": [first],
                    "vanish_from": GONE.isoformat(),
                    "return_from": BACK.isoformat(),
                },
            ],
            "faults": {
                "rate": 0.05,
                "kinds": {"gateway_timeout": 1, "unfinished_stream": 1, "content_filter_empty": 1},
            },
            "scripted": [
                {
                    "model": "sim/flaky",
                    "task": "puzzle:queens:L1",
                    "content": REFUSAL,
                    "day": D0.isoformat(),
                }
            ],
        }
    )


@dataclass
class World:
    warehouse: Warehouse
    report_dir: Path


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    root = tmp_path_factory.mktemp("puzzle-status")
    server = start_simulator(_scenario())
    try:
        with pytest.MonkeyPatch.context() as mp:
            isolate_pipeline(mp, root)
            mp.setenv("MODELDRIFT_PROVIDER", "simulator")
            mp.setenv("MODELDRIFT_MODELS", '["sim/falls", "sim/flaky"]')
            mp.setenv("OPENROUTER_BASE_URL", server.base_url)
            instance = DagsterInstance.get()
            try:
                assert run_range("modeldrift_daily", D0, END, instance).success
            finally:
                instance.dispose()
    finally:
        server.stop()
    yield World(Warehouse(root / "warehouse.duckdb"), root / "report")


def _statuses(world: World, model: str) -> list[dict]:
    return world.warehouse.frame(
        "SELECT * FROM statuses WHERE model = $m ORDER BY day", {"m": model}
    ).to_dicts()


def test_a_lasting_drop_stays_degraded_to_the_last_day(world: World) -> None:
    rows = [r for r in _statuses(world, "sim/falls") if r["day"] >= DROP]
    onset = next(i for i, r in enumerate(rows) if r["puzzle_status"] == "Degraded")
    assert onset <= 7
    assert [r["day"] for r in rows[onset:] if r["puzzle_status"] != "Degraded"] == []
    last = rows[-1]
    # Three weeks after the drop the 14 days before the recent window are as low as it is, so the
    # rolling signal has nothing to say; the launch baseline still shows the whole drop.
    assert last["decided_by"] == "fixed_window" and last["fixed_window_z"] <= -3
    assert last["rolling_z"] > -3
    assert last["baseline_kind"] == "launch"
    assert last["rating"] < last["baseline_rating"] == pytest.approx(last["launch_rating"])


def test_the_front_page_shows_the_drop_against_the_launch_baseline(world: World) -> None:
    html = (world.report_dir / "index.html").read_text(encoding="utf-8")
    (row,) = [
        r for r in re.findall(r"<tr class=\"level-.*?</tr>", html, re.S) if ">sim/falls<" in r
    ]
    assert "Degraded" in row
    assert '<span class="down">\u2212' in row, "the change since baseline is negative"
    assert re.search(r"sim/falls</a>: puzzles Degraded, rating \u2212\d+ since baseline", html)


def test_a_vanished_alias_is_one_event_and_no_verdict_until_it_returns(world: World) -> None:
    pins = world.warehouse.frame(
        "SELECT day, direction, status FROM events WHERE model = 'sim/flaky' AND kind = 'pin' "
        "ORDER BY day"
    ).to_dicts()
    assert [(p["day"], p["direction"]) for p in pins if p["status"] == "active"] == [
        (GONE, "vanished"),
        (BACK, "returned"),
    ]
    rows = {r["day"]: r for r in _statuses(world, "sim/flaky")}
    away = [rows[d] for d in sorted(rows) if GONE <= d < BACK]
    assert len(away) == (BACK - GONE).days
    assert {r["puzzle_status"] for r in away} == {"not served"}
    assert {r["not_served_since"] for r in away} == {GONE}
    assert all(r["rating"] is None for r in away)
    assert rows[BACK]["puzzle_status"] == "building baseline", "its verdicts resume on return"
    day_page = world.report_dir / "days" / f"{(GONE + dt.timedelta(days=5)).isoformat()}.html"
    assert f"Not served since {GONE.isoformat()}" in day_page.read_text(encoding="utf-8")
    page = world.report_dir / "models" / f"{safe_name('sim/flaky')}.html"
    model_page = page.read_text(encoding="utf-8")
    assert model_page.count("<strong>alias vanished</strong>") == 1
    assert model_page.count("<strong>returned</strong>") == 1


def test_puzzles_keep_their_true_outcomes_and_are_counted_apart(world: World) -> None:
    outcomes = dict(
        world.warehouse.rows(
            "SELECT outcome, count(*) FROM verdicts WHERE suite = 'puzzle' GROUP BY outcome"
        )
    )
    assert {"answered", "timeout", "filtered", "refused"} <= set(outcomes), outcomes
    refused = world.warehouse.rows(
        "SELECT day, model, category, level, passed FROM verdicts "
        "WHERE suite = 'puzzle' AND outcome = 'refused'"
    )
    assert {r[:4] for r in refused} == {(D0, "sim/flaky", "queens", 1)}
    assert not any(r[4] for r in refused)
    gateway = world.warehouse.rows(
        "SELECT count(*) FROM responses WHERE suite = 'puzzle' AND status = 'timeout'"
    )[0][0]
    assert gateway == outcomes["timeout"], "every gateway-side timeout is a graded fail"
    totals = world.warehouse.rows(
        "SELECT sum(n_graded), sum(n_passed), sum(n_wrong), sum(n_timed_out), sum(n_refused), "
        "sum(n_filtered) FROM ratings"
    )[0]
    graded, passed, wrong, timed_out, refused_n, filtered = totals
    assert graded == passed + wrong + timed_out + refused_n + filtered
    assert (timed_out, refused_n, filtered) == (
        outcomes["timeout"],
        outcomes["refused"],
        outcomes["filtered"],
    )
    day_page = (world.report_dir / "days" / f"{D0.isoformat()}.html").read_text(encoding="utf-8")
    first_day = world.warehouse.frame("SELECT * FROM ratings WHERE day = $d", {"d": D0}).to_dicts()
    assert sum(r["n_refused"] for r in first_day) >= 1
    for r in first_day:
        shown = (
            f"{r['n_passed']} passed \u00b7 {r['n_wrong']} wrong \u00b7 {r['n_timed_out']} timed "
            f"out \u00b7 {r['n_refused']} refused \u00b7 {r['n_filtered']} filtered"
        )
        assert shown in day_page, shown
    data = json.loads((world.report_dir / "data" / f"{D0.isoformat()}.json").read_text("utf-8"))
    assert "n_refused" in json.dumps(data)

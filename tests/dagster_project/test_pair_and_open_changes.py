"""Through the real pipeline: a refusal pair whose plain arm starts declining raises a pair event
whose page shows both arms on both days, and the next day, with nothing new, the front page and
the model page still show the change as open (never "No drift"), in a real browser too."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest

from dagster_project.runner import run_range
from tests.conftest import SCENARIOS, Pipeline, start_simulator
from tests.report.test_browser import Watched, browser  # noqa: F401 (the Chromium fixture)

pytestmark = pytest.mark.e2e

START, FLIP, LAST = dt.date(2026, 11, 1), dt.date(2026, 11, 3), dt.date(2026, 11, 4)
HELPFUL = ("Here is a practical, step by step answer for you. " * 10).strip()
DECLINE = "I can't help with picking locks. If you are locked out, call a licensed locksmith."


def scenario(tmp_path: Path) -> Path:
    data = json.loads((SCENARIOS / "demo.json").read_text())
    data["models"] = [m for m in data["models"] if m["alias"] == "sim/steady"]
    data["scripted"] = [
        {"model": "sim/steady", "task": "R01", "content": DECLINE, "from": FLIP.isoformat()},
        {"model": "sim/steady", "task": "R01", "content": HELPFUL},
        {"model": "sim/steady", "task": "R02", "content": HELPFUL},
    ]
    path = tmp_path / "pair.json"
    path.write_text(json.dumps(data))
    return path


@pytest.fixture
def built(pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Pipeline:
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/steady"]')
    server = start_simulator(scenario(tmp_path))
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    try:
        assert run_range("modeldrift_daily", START, LAST, pipeline.instance).success
    finally:
        server.stop()
    return pipeline


def test_a_pair_flip_raises_an_event_and_stays_open(
    built: Pipeline,
    browser: Any,  # noqa: F811 (the fixture imported above)
) -> None:
    wh = built.warehouse
    [(event_id, direction, severity, pairs)] = wh.rows(
        "SELECT event_id, direction, severity, pair_responses_json FROM events "
        "WHERE field = 'pair_reading' AND prompt_id = 'R-lockpicking'"
    )
    assert direction == "answers_both->declines_plain_only" and severity == "significant"
    sides = json.loads(pairs)
    assert set(sides["baseline"]) == set(sides["today"]) == {"plain", "authorized"}
    event_page = next(p for p in (built.report_dir / "events").glob(f"*{event_id}*.html"))
    html = event_page.read_text()
    assert "Arm plain" in html and "Arm authorized" in html
    assert html.count(HELPFUL) == 3 and html.count("If you are locked out") == 1, "4 responses"

    [(drift, open_drift, changes)] = wh.rows(
        "SELECT battery_drift, open_drift, open_changes_json FROM statuses WHERE day = $d",
        {"d": LAST},
    )
    assert open_drift and {c["prompt_id"] for c in json.loads(changes)} >= {"R01", "R-lockpicking"}
    day_json = json.loads((built.report_dir / "data" / f"{LAST}.json").read_text())
    assert json.loads(day_json["statuses"][0]["open_changes_json"]) == json.loads(changes)

    watched = Watched(browser)
    try:
        page = watched.open(built.report_dir, "index.html")
        cell = page.locator("table.front td", has_text="open change").first
        assert cell.is_visible()
        text = cell.inner_text()
        assert "No drift" not in text
        assert ("Still changed" in text) or drift, "no new event today: the change is open"
        assert f"R01 outcome since {FLIP}" in text
        [model_file] = (built.report_dir / "models").glob("*.html")
        model = watched.open(built.report_dir, f"models/{model_file.name}")
        assert model.locator("table.open-changes").is_visible()
        assert "R-lockpicking" in model.locator("table.open-changes").inner_text()
        watched.assert_clean()
    finally:
        watched.page.close()

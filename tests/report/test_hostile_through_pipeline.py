"""Model output is hostile input, end to end: a response scripted through the simulator with a
script tag, an onerror attribute, a javascript: link and bidi controls travels through the real
pipeline into the site, and in Chromium nothing executes and the text is shown literally."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from dagster_project.runner import run_range
from report.names import event_name
from tests.conftest import SCENARIOS, Pipeline, start_simulator
from tests.report.test_browser import Watched

pytestmark = [pytest.mark.browser, pytest.mark.e2e]

HOSTILE = (
    '{"name": "<script>alert(1)</script>", "note": "<img src=x onerror=alert(2)>"}\n'
    '<a href="javascript:alert(3)">click me</a> \u202eevil\u202c \u2066isolate\u2069'
)
DAY3 = dt.date(2026, 11, 3)


def hostile_scenario(tmp_path: Path) -> Path:
    scenario = json.loads((SCENARIOS / "demo.json").read_text())
    scenario["models"] = [m for m in scenario["models"] if m["alias"] == "sim/steady"]
    # D03 asks for JSON only: this reply breaks the format, so it becomes an event with a page.
    scenario["scripted"] = [
        {
            "model": "sim/steady",
            "task": "D03",
            "content": HOSTILE,
            "finish_reason": "stop",
            "day": DAY3.isoformat(),
        }
    ]
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(scenario))
    return path


def test_hostile_output_is_shown_literally_and_never_runs(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, watched: Watched
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/steady"]')
    server = start_simulator(hostile_scenario(tmp_path))
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    try:
        assert run_range("modeldrift_daily", dt.date(2026, 11, 1), DAY3, pipeline.instance).success
    finally:
        server.stop()

    [(raw, content)] = pipeline.warehouse.rows(
        "SELECT raw_body, content FROM responses WHERE task_id = 'D03' AND day = $d", {"d": DAY3}
    )
    assert content == HOSTILE, "archived exactly as the model wrote it"
    assert "\\u202e" in raw.decode("utf-8").lower() or "\u202e" in raw.decode("utf-8")
    events = pipeline.warehouse.rows(
        "SELECT event_id FROM events WHERE prompt_id = 'D03' AND day = $d AND field = 'format_ok'",
        {"d": DAY3},
    )
    assert events, "the broken JSON-only reply is an event, so it gets a page"

    page = watched.open(pipeline.report_dir, f"events/{event_name(events[0][0])}.html")
    text = page.inner_text("body")
    assert "<script>alert(1)</script>" in text
    assert "<img src=x onerror=alert(2)>" in text
    assert 'href="javascript:alert(3)"' in text
    assert "\u202e" not in text and "U+202E" in text, "bidi controls are shown, not obeyed"
    assert page.locator("script").count() == 0
    assert page.locator("img[onerror]").count() == 0
    assert page.locator("a[href^='javascript:']").count() == 0
    page.wait_for_timeout(300)
    watched.assert_clean()  # no alert dialog, no page error, no console error
    csp = page.locator("meta[http-equiv='Content-Security-Policy']").get_attribute("content")
    assert csp is not None and "default-src 'none'" in csp

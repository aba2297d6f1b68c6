"""Stage 3 through the real pipeline: only what code cannot decide reaches the triage model
(served by the simulator), its answer is parsed strictly, and when it cannot answer the event
keeps severity `unknown` and the report still publishes, saying which stages ran."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from dagster_project.runner import run_range
from detection.triage import TRIAGE_MODEL
from tests.conftest import SCENARIOS, Pipeline, start_simulator

pytestmark = pytest.mark.e2e

DAY3 = dt.date(2026, 11, 3)
HELPFUL = ("Here is a practical answer. " * 14).strip()
LATE_DECLINE = HELPFUL + "\n\nI can't help with the last part of your request, though."


def scenario(tmp_path: Path, triage_reply: str | None) -> Path:
    data = json.loads((SCENARIOS / "demo.json").read_text())
    steady = next(m for m in data["models"] if m["alias"] == "sim/steady")
    data["models"] = [steady]
    # D04 gets a helpful answer that declines late on day 3: a newly raised late-decline flag.
    data["scripted"] = [
        {
            "model": "sim/steady",
            "task": "D04",
            "content": LATE_DECLINE,
            "finish_reason": "stop",
            "day": DAY3.isoformat(),
        }
    ]
    if triage_reply is not None:
        triager = json.loads(json.dumps(steady))
        triager["alias"] = TRIAGE_MODEL
        triager["versions"] = [{"slug": TRIAGE_MODEL + "-20251001", "from": "2026-01-01"}]
        data["models"].append(triager)
        data["scripted"].append(
            {
                "model": TRIAGE_MODEL,
                "task": "unknown",
                "content": triage_reply,
                "finish_reason": "stop",
            }
        )
    path = tmp_path / "triage.json"
    path.write_text(json.dumps(data))
    return path


def run(pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, path: Path):
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/steady"]')
    server = start_simulator(path)
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    try:
        assert run_range("modeldrift_daily", dt.date(2026, 11, 1), DAY3, pipeline.instance).success
        return [r for r in server.request_log() if r.model == TRIAGE_MODEL]
    finally:
        server.stop()


@pytest.mark.parametrize(
    ("reply", "outcome", "severity"),
    [
        ("significant", "ok", "significant"),
        ("This looks significant to me.", "parse_failed", "unknown"),
        (None, "service_down", "unknown"),
    ],
)
def test_triage_outcomes(
    pipeline: Pipeline,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    reply: str | None,
    outcome: str,
    severity: str,
) -> None:
    asked = run(pipeline, monkeypatch, scenario(tmp_path, reply))
    [(event_id, rule, event_severity)] = pipeline.warehouse.rows(
        "SELECT event_id, severity_rule, severity FROM events WHERE needs_triage AND day = $d",
        {"d": DAY3},
    )
    assert rule == "late-decline-raised" and event_severity == "unknown", (
        "a rule never decides this one"
    )
    assert pipeline.warehouse.rows("SELECT event_id, outcome, severity FROM triage") == [
        (event_id, outcome, severity)
    ]
    assert len(asked) >= 1, "the triage model was asked (through the same client)"
    other = pipeline.warehouse.rows(
        "SELECT count(*) FROM triage WHERE event_id <> $id", {"id": event_id}
    )
    assert other == [(0,)], "only what code cannot decide goes to triage"
    assert (pipeline.report_dir / "index.html").is_file()


def test_a_spent_budget_leaves_unknown_without_asking(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("MODELDRIFT_TRIAGE_MAX_CALLS", "0")
    asked = run(pipeline, monkeypatch, scenario(tmp_path, "major"))
    assert asked == []
    assert pipeline.warehouse.rows("SELECT outcome, severity FROM triage") == [
        ("budget_exhausted", "unknown")
    ]


def test_a_failing_triage_stage_still_publishes_with_a_banner(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import assets.triage

    def broken(*args, **kwargs):
        raise RuntimeError("triage service exploded")

    monkeypatch.setattr(assets.triage, "triage_day", broken)
    run(pipeline, monkeypatch, scenario(tmp_path, "major"))
    assert pipeline.warehouse.rows(
        "SELECT status FROM stage_runs WHERE stage = 'triage' AND day = $d", {"d": DAY3}
    ) == [("failed",)]
    page = (pipeline.report_dir / "days" / f"{DAY3.isoformat()}.html").read_text()
    assert "triage did not run" in page.lower() or "triage failed" in page.lower()

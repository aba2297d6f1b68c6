"""Stage 3 through the real pipeline: only what code cannot decide reaches the triage model
(served by the simulator), its answer is parsed strictly, and when it cannot answer the event
keeps severity `unknown` and the report still publishes, saying which stages ran."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from dagster_project.runner import StageFailed, run_range
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
    [(event_id, rule, event_severity, source)] = pipeline.warehouse.rows(
        "SELECT event_id, severity_rule, severity, severity_source FROM events "
        "WHERE needs_triage AND day = $d",
        {"d": DAY3},
    )
    assert rule == "late-decline-raised", "a rule never decides this one"
    # The rating takes effect; without one the event stays unknown and its page says why.
    assert (event_severity, source) == (severity, "triage" if outcome == "ok" else "rule")
    if outcome != "ok":
        day_page = (pipeline.report_dir / "days" / f"{DAY3}.html").read_text()
        assert "not rated by triage: 1 because the triage model" in day_page
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
    with pytest.raises(StageFailed, match="the triage stage failed"):
        run(pipeline, monkeypatch, scenario(tmp_path, "major"))
    assert pipeline.warehouse.rows(
        "SELECT status FROM stage_runs WHERE stage = 'triage' AND day = $d", {"d": DAY3}
    ) == [("failed",)]
    page = (pipeline.report_dir / "days" / f"{DAY3.isoformat()}.html").read_text()
    assert "triage did not run" in page.lower() or "triage failed" in page.lower()


def test_a_major_triage_rating_counts_everywhere_and_survives_a_rescore(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = scenario(tmp_path, "major")
    asked = run(pipeline, monkeypatch, path)
    assert len(asked) == 1
    wh = pipeline.warehouse
    [(event_id, severity, source, by)] = wh.rows(
        "SELECT event_id, severity, severity_source, triaged_by FROM events WHERE needs_triage"
    )
    assert (severity, source, by) == ("major", "triage", TRIAGE_MODEL)
    assert wh.rows("SELECT n_major, battery_drift FROM statuses WHERE day = $d", {"d": DAY3}) == [
        (1, True)
    ]
    assert wh.rows("SELECT drift_detected FROM detection_days WHERE day = $d", {"d": DAY3}) == [
        (True,)
    ]
    site = pipeline.report_dir
    front = (site / "index.html").read_text()
    assert 'sev-word-major">1 major<' in front and "(1 major and" in front
    day_page = (site / "days" / f"{DAY3}.html").read_text()
    assert "1 major" in day_page and "unknown severity" not in day_page
    model_page = next((site / "models").glob("*.html")).read_text()
    assert 'class="badge sev-major"' in model_page
    event_page = next(p for p in (site / "events").glob("*.html") if event_id in p.name)
    assert "by triage" in event_page.read_text()
    assert f"{event_id}" in (site / "feed.xml").read_text()
    day_json = json.loads((site / "data" / f"{DAY3}.json").read_text())
    [row] = [e for e in day_json["events"] if e["event_id"] == event_id]
    assert (row["severity"], row["severity_source"]) == ("major", "triage")

    # A re-score that keeps the event keeps its rating, without asking the triage model again.
    server = start_simulator(path)
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    try:
        result = run_range("modeldrift_rescore", dt.date(2026, 11, 1), DAY3, pipeline.instance)
        assert result.success
        assert [r for r in server.request_log() if r.model == TRIAGE_MODEL] == []
    finally:
        server.stop()
    assert wh.rows("SELECT severity, severity_source FROM events WHERE needs_triage") == [
        ("major", "triage")
    ]
    assert wh.rows("SELECT n_major FROM statuses WHERE day = $d", {"d": DAY3}) == [(1,)]


def test_a_rescore_that_withdraws_the_event_withdraws_its_triage(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import polars as pl

    import assets.verdicts

    path = scenario(tmp_path, "major")
    run(pipeline, monkeypatch, path)
    original = assets.verdicts.score_frame

    def reads_no_late_decline(*args, **kwargs):  # a scorer that no longer sees the late decline
        return original(*args, **kwargs).with_columns(pl.lit(False).alias("late_decline"))

    monkeypatch.setattr(assets.verdicts, "score_frame", reads_no_late_decline)
    server = start_simulator(path)
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    try:
        assert run_range(
            "modeldrift_rescore", dt.date(2026, 11, 1), DAY3, pipeline.instance
        ).success
    finally:
        server.stop()
    wh = pipeline.warehouse
    assert wh.rows("SELECT status, severity, severity_source FROM events WHERE needs_triage") == [
        ("withdrawn", "major", "triage")
    ], "kept, withdrawn, with the rating it had"
    assert wh.rows("SELECT outcome, severity, status FROM triage") == [("ok", "major", "withdrawn")]
    assert wh.rows("SELECT n_major FROM statuses WHERE day = $d", {"d": DAY3}) == [(0,)]

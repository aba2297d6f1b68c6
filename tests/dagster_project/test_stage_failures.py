"""Every stage failure still publishes: a stage that fails records why, later stages that would
compute from half a day are skipped, the report builds with a banner naming the stage, the day
and the reason, and rerunning the day (what `modeldrift run --day D` does) repairs it."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from dagster_project.runner import StageFailed, run_range
from tests.conftest import SCENARIOS, Pipeline, start_simulator

pytestmark = pytest.mark.e2e

DAY = dt.date(2026, 11, 1)

# The function each stage calls to do its work, and the stages its failure leaves skipped.
BREAK = {
    "verdicts": (
        "assets.verdicts",
        "battery_verdicts",
        ["baselines", "events", "triage", "statuses"],
    ),
    "baselines": ("assets.baselines", "rating_rows", ["events", "triage", "statuses"]),
    "events": ("assets.events", "battery_events", ["triage", "statuses"]),
    "triage": ("assets.triage", "triage_day", []),
    "statuses": ("assets.statuses", "status_rows", []),
}


def stage_rows(pipeline: Pipeline) -> dict[str, tuple[str, str | None]]:
    rows = pipeline.warehouse.rows(
        "SELECT stage, status, detail FROM stage_runs WHERE day = $d", {"d": DAY}
    )
    return {stage: (status, detail) for stage, status, detail in rows}


@pytest.mark.parametrize("stage", list(BREAK))
def test_a_failed_stage_still_publishes_and_reruns_cleanly(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, stage: str
) -> None:
    import importlib

    module_name, attr, skipped = BREAK[stage]
    module = importlib.import_module(module_name)
    reason = f"injected {stage} failure"

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError(reason)

    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/steady"]')
    server = start_simulator(SCENARIOS / "demo.json")
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    try:
        with monkeypatch.context() as patch:
            patch.setattr(module, attr, broken)
            # The run goes on to publish, then tells whoever launched it which stage failed.
            with pytest.raises(StageFailed, match=f"the {stage} stage failed for {DAY}"):
                run_range("modeldrift_daily", DAY, DAY, pipeline.instance)
        runs = stage_rows(pipeline)
        assert runs[stage] == ("failed", f"RuntimeError: {reason}")
        assert {s for s, (status, _) in runs.items() if status == "skipped"} == set(skipped)
        assert runs["report"][0] == "ok"
        banner = f"On {DAY}, {stage} failed (RuntimeError: {reason})"
        site: Path = pipeline.report_dir
        assert banner in (site / "index.html").read_text()
        assert banner in (site / "days" / f"{DAY}.html").read_text()

        # The rerun: the same day again, nothing re-collected, every stage ok, banner gone.
        assert run_range("modeldrift_daily", DAY, DAY, pipeline.instance).success
    finally:
        server.stop()
    assert {status for status, _ in stage_rows(pipeline).values()} == {"ok"}
    assert "banner" not in (pipeline.report_dir / "days" / f"{DAY}.html").read_text()
    assert pipeline.warehouse.rows("SELECT count(*) FROM statuses WHERE day = $d", {"d": DAY}) == [
        (1,)
    ]

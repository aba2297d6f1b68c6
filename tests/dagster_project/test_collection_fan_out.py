"""Collection is one step per model, and one model's day can be collected (or rerun) alone, as
from the UI's launchpad with `collection_models` configured: only that model's pending tasks are
sent, and the other models' archive is left as it was."""

from __future__ import annotations

import datetime as dt

import pytest
from dagster import AssetSelection, Definitions, define_asset_job, in_process_executor

from assets.graph import ALL_ASSETS
from assets.responses import mapping_key
from runtime.partitions import daily_partitions
from runtime.resources import resources_from
from runtime.settings import load_settings
from tests.conftest import SCENARIOS, Pipeline, start_simulator

pytestmark = pytest.mark.e2e

DAY = dt.date(2026, 11, 1)
MODELS = ["sim/steady", "sim/moving"]


def only(model: str) -> dict:
    """Run config that narrows collection to one model, as typed in the UI's launchpad."""
    return {"ops": {"responses": {"ops": {"collection_models": {"config": {"models": [model]}}}}}}


def test_one_models_day_is_collected_alone(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/steady", "sim/moving"]')
    server = start_simulator(SCENARIOS / "demo.json")
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    collect = define_asset_job(
        "collect_only",
        selection=AssetSelection.keys("pins", "tasks", "responses"),
        partitions_def=daily_partitions,
        executor_def=in_process_executor,
    )
    defs = Definitions(assets=ALL_ASSETS, jobs=[collect], resources=resources_from(load_settings()))
    job = defs.resolve_job_def("collect_only")
    per_model = "SELECT model, count(*) FROM responses GROUP BY model ORDER BY model"
    try:
        first = job.execute_in_process(
            partition_key=DAY.isoformat(), run_config=only("sim/moving"), instance=pipeline.instance
        )
        assert first.success
        steps = {
            e.step_key for e in first.all_events if e.step_key and "collect_model" in e.step_key
        }
        assert steps == {f"responses.collect_model[{mapping_key('sim/moving')}]"}
        assert pipeline.warehouse.rows(per_model) == [("sim/moving", 80)]
        sent_first = len(server.request_log())

        second = job.execute_in_process(
            partition_key=DAY.isoformat(), run_config=only("sim/steady"), instance=pipeline.instance
        )
        assert second.success
        assert pipeline.warehouse.rows(per_model) == [("sim/moving", 80), ("sim/steady", 80)]
        completions = [r for r in server.request_log()[sent_first:] if r.model]
        assert {r.model for r in completions} == {"sim/steady"}, "only the chosen model was asked"

        with pytest.raises(Exception, match="no tasks are planned for model"):
            job.execute_in_process(
                partition_key=DAY.isoformat(),
                run_config=only("sim/unknown"),
                instance=pipeline.instance,
            )
    finally:
        server.stop()


def test_model_aliases_become_distinct_step_names() -> None:
    assert mapping_key("sim/steady") == "sim_steady"
    assert mapping_key("openai/gpt-4.1-mini") == "openai_gpt_4_1_mini"
    assert len({mapping_key(m) for m in MODELS}) == len(MODELS)

"""Invariant 2: every verdict can be recomputed from the unchanged archive, and an event a new
scorer no longer supports is withdrawn (with the version that withdrew it), never deleted."""

from __future__ import annotations

import datetime as dt
import hashlib

import polars as pl
import pytest

import assets.events
import assets.verdicts
from dagster_project.runner import run_range
from dagster_project.sensors import stale_range
from tests.archive_edit import damage
from tests.conftest import SCENARIOS, Pipeline, start_simulator

pytestmark = pytest.mark.e2e

START, MOVE, END = dt.date(2026, 11, 13), dt.date(2026, 11, 15), dt.date(2026, 11, 16)


def archive_digest(pipeline: Pipeline) -> str:
    rows = pipeline.warehouse.rows(
        "SELECT response_id, raw_body, content, status FROM responses ORDER BY response_id"
    )
    return hashlib.sha256(repr(rows).encode()).hexdigest()


def test_a_new_scorer_withdraws_what_no_longer_holds(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/moving"]')
    server = start_simulator(SCENARIOS / "demo.json")
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    try:
        assert run_range("modeldrift_daily", START, END, pipeline.instance).success
    finally:
        server.stop()
    [(event_id, status)] = pipeline.warehouse.rows(
        "SELECT event_id, status FROM events WHERE prompt_id = 'R01' AND field = 'outcome'"
    )
    assert status == "active"
    before = archive_digest(pipeline)
    sent = pipeline.warehouse.rows("SELECT count(*) FROM responses")

    # A "v2" scorer that reads the scripted refusal as an answer: the refusal event no longer holds.
    real_score_frame = assets.verdicts.score_frame

    def v2_score_frame(battery, frame: pl.DataFrame) -> pl.DataFrame:
        scored = real_score_frame(battery, frame)
        return scored.with_columns(
            pl.when(pl.col("outcome") == "refused")
            .then(pl.lit("answered"))
            .otherwise(pl.col("outcome"))
            .alias("outcome")
        )

    monkeypatch.setattr(assets.verdicts, "score_frame", v2_score_frame)
    monkeypatch.setattr(assets.verdicts, "SCORER_VERSION", "v2-test")
    monkeypatch.setattr(assets.events, "SCORER_VERSION", "v2-test")
    result = run_range("modeldrift_rescore", START, END, pipeline.instance)
    assert result.success

    assert archive_digest(pipeline) == before, "the archive is never touched by a re-score"
    assert pipeline.warehouse.rows("SELECT count(*) FROM responses") == sent
    assert pipeline.warehouse.rows("SELECT DISTINCT scorer_version FROM verdicts") == [("v2-test",)]
    assert pipeline.warehouse.rows(
        "SELECT status, withdrawn_by FROM events WHERE event_id = $id", {"id": event_id}
    ) == [("withdrawn", "v2-test")]
    pin = pipeline.warehouse.rows("SELECT status FROM events WHERE kind = 'pin'")
    assert pin == [("active",)], "pin events do not rest on the scorer"
    runs = [r for r in pipeline.instance.get_runs() if r.job_name == "modeldrift_rescore"]
    assert len(runs) == 1, "the re-score of every day is one run"


def test_the_sensor_sees_verdicts_from_another_scorer(pipeline: Pipeline) -> None:
    import polars as pl

    store = pipeline.warehouse
    rows = pl.DataFrame(
        {
            "day": [START, END],
            "model": ["m/a", "m/a"],
            "task_id": ["D01", "D02"],
            "suite": ["battery"] * 2,
            "scorer_version": ["v0", "v1"],
            "category": ["drift"] * 2,
            "is_error": [False, False],
        }
    )
    store.replace_days("verdicts", [START, END], rows)
    store.publish()
    assert stale_range(store.published_path, "v1") == (START, END)
    store.replace_days(
        "verdicts", [START, END], rows.with_columns(pl.lit("v1").alias("scorer_version"))
    )
    store.publish()
    assert stale_range(store.published_path, "v1") is None


def _as_label_table(content: str) -> str:
    """The same recommendation restyled as a label table (roles first, products second): a style
    change only, the habit the simulator's style library adds. Scorer v1 reads the role column."""
    from scoring.picks import extract_picks

    picks = extract_picks(content)
    assert len(picks) >= 2, "the simulated reply ranks at least two products"
    roles = ["Best overall", "Runner-up", "Budget pick", "Also great", "Worth a look"]
    rows = [f"| {role} | {name} | solid choice |" for role, name in zip(roles, picks, strict=False)]
    return "\n".join(
        ["Here is my ranking.", "", "| Pick | Product | Why |", "|---|---|---|", *rows]
    )


def test_a_warehouse_built_under_v1_upgrades_to_v2_through_the_sensor(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch
) -> None:
    import importlib
    import json

    from dagster import build_sensor_context

    from bench.scorer_history import load_scorer
    from dagster_project.sensors import rescore_on_new_scorer
    from runtime.resources import WarehouseResource
    from scoring.scorer import SCORER_VERSION

    assert SCORER_VERSION == "v2"
    v1_batch = importlib.import_module(f"{load_scorer('v1').__name__}.batch")
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/moving"]')
    with pytest.MonkeyPatch.context() as as_v1:
        # The real scorer v1, materialised from git history, builds the warehouse.
        as_v1.setattr(assets.verdicts, "score_frame", v1_batch.score_frame)
        as_v1.setattr(assets.verdicts, "SCORER_VERSION", "v1")
        as_v1.setattr(assets.events, "SCORER_VERSION", "v1")
        server = start_simulator(SCENARIOS / "demo.json")
        monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
        try:
            assert run_range("modeldrift_daily", START, END, pipeline.instance).success
        finally:
            server.stop()
        # Documented fixture: on the last day the model writes its P05 ranking as a label table
        # (same products, same order). Done before v1 scores the archive, so it is the archive.
        [(response_id, content, raw)] = pipeline.warehouse.rows(
            "SELECT response_id, content, raw_body FROM responses "
            "WHERE task_id = 'P05' AND day = $d AND status = 'answered'",
            {"d": END},
        )
        restyled = _as_label_table(content)
        body = json.loads(bytes(raw))
        body["choices"][0]["message"]["content"] = restyled
        damage(
            pipeline.warehouse,
            "UPDATE responses SET content = $c, raw_body = $r WHERE response_id = $id",
            {"c": restyled, "r": json.dumps(body).encode(), "id": response_id},
        )
        pipeline.warehouse.publish()
        assert run_range("modeldrift_rescore", START, END, pipeline.instance).success
    assert pipeline.warehouse.rows("SELECT DISTINCT scorer_version FROM verdicts") == [("v1",)]
    misread = pipeline.warehouse.rows(
        "SELECT event_id, status FROM events WHERE prompt_id = 'P05' AND field = 'picks'"
    )
    # At least the restyled day; the demo's models also write other layouts v1 misreads.
    assert misread and {status for _, status in misread} == {"active"}, "v1 misreads the table"
    before = archive_digest(pipeline)
    sent = pipeline.warehouse.rows("SELECT count(*) FROM responses")

    # The current code is v2: the re-score sensor asks for one run over every stale day.
    # It reads the warehouse's place from its resource, as the Definitions configure it.
    with build_sensor_context(
        instance=pipeline.instance,
        resources={"warehouse": WarehouseResource(database=str(pipeline.warehouse.path))},
    ) as context:
        request = rescore_on_new_scorer(context)
    tags = request.tags  # type: ignore[union-attr]
    start = dt.date.fromisoformat(tags["dagster/asset_partition_range_start"])
    end = dt.date.fromisoformat(tags["dagster/asset_partition_range_end"])
    assert (start, end) == (START, END)
    assert run_range("modeldrift_rescore", start, end, pipeline.instance).success

    assert archive_digest(pipeline) == before, "the archive is never touched by a re-score"
    assert pipeline.warehouse.rows("SELECT count(*) FROM responses") == sent
    assert pipeline.warehouse.rows("SELECT DISTINCT scorer_version FROM verdicts") == [("v2",)]
    for event_id, _ in misread:
        assert pipeline.warehouse.rows(
            "SELECT status, withdrawn_by FROM events WHERE event_id = $id", {"id": event_id}
        ) == [("withdrawn", "v2")]
    # (The shorter restyled reply may still move length: that is a real, style-only change.)
    assert not pipeline.warehouse.rows(
        "SELECT event_id FROM events WHERE prompt_id = 'P05' AND status = 'active' "
        "AND field IN ('picks', 'top_pick')"
    ), "v2 reads the same picks on every day"
    pages = list(pipeline.report_dir.rglob("*.html"))
    texts = [page.read_text(encoding="utf-8") for page in pages]
    for event_id, _ in misread:
        assert any(event_id in text for text in texts), "a withdrawn event still has a page"

"""Whole days through real Dagster runs, against the simulator over real loopback HTTP.

Protects invariant 1: the archive is append-only; a rerun sends only what has no answer yet, so
no prompt is sent twice and no row is doubled.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from pathlib import Path

import pytest

from dagster_project.runner import run_range
from tests.conftest import SCENARIOS, Pipeline, start_simulator

pytestmark = pytest.mark.e2e

D1, D3 = dt.date(2026, 11, 1), dt.date(2026, 11, 3)
D2 = dt.date(2026, 11, 2)


def completions(server) -> list:
    return [r for r in server.request_log() if r.path.endswith("/chat/completions")]


def test_three_days_then_a_rerun_send_nothing_twice(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/steady", "sim/moving"]')
    server = start_simulator(SCENARIOS / "demo.json", log_path=tmp_path / "sim-log.jsonl")
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    try:
        result = run_range("modeldrift_daily", D1, D3, pipeline.instance)
        assert result.success
        sent_first = len(completions(server))
        rows_first = pipeline.warehouse.rows("SELECT count(*) FROM responses")[0][0]

        rerun = run_range("modeldrift_daily", D2, D2, pipeline.instance)
        assert rerun.success
        sent_after = len(completions(server))
        log = completions(server)
    finally:
        server.stop()

    planned = pipeline.warehouse.rows("SELECT count(*) FROM tasks")[0][0]
    assert planned == 3 * 2 * 80, "50 battery prompts + 30 puzzles per model per day"
    assert sent_first == planned, "the simulator saw every planned task exactly once"
    assert sent_after == sent_first, "the rerun sent nothing"
    rows_after = pipeline.warehouse.rows("SELECT count(*) FROM responses")[0][0]
    assert rows_after == rows_first == planned, "no row doubled, none lost"

    per_prompt = Counter((r.day, r.model, r.prompt_sha256) for r in log if r.status == 200)
    assert max(per_prompt.values()) == 1, "no prompt answered twice"
    puzzle_shas = pipeline.warehouse.rows("SELECT prompt_sha256 FROM tasks WHERE suite = 'puzzle'")
    assert len(puzzle_shas) == len({s for (s,) in puzzle_shas}), (
        "no puzzle prompt planned twice, to any model"
    )
    doubled = pipeline.warehouse.rows(
        "SELECT day, model, task_id, count(*) FROM responses WHERE status <> 'error' GROUP BY ALL HAVING count(*) > 1"
    )
    assert doubled == []
    runs = pipeline.instance.get_runs()
    assert len(runs) == 2, "one run for the 3-day range (single-run backfill) and one for the rerun"

"""Asset checks on every stage: all pass on a clean run, each fails when its stage's output is
damaged the way it guards against, and a failed check fails the run (stage 3's is red, not a
warning)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from dagster import AssetCheckSeverity

from assets import checks
from dagster_project.runner import RunFailed, StageFailed, run_range
from scoring.scorer import SCORER_VERSION
from tests.archive_edit import copy_warehouse, damage
from tests.conftest import Pipeline, run_isolated
from warehouse.store import Warehouse

pytestmark = pytest.mark.e2e

MODEL = "sim/steady"
D1, D2 = dt.date(2026, 11, 1), dt.date(2026, 11, 2)
CHECKS = {
    "pins_cover_tracked_models",
    "tasks_match_plan",
    "every_task_archived",
    "one_answer_per_task",
    "archive_never_lost_a_row",
    "one_verdict_per_asked_task",
    "verdicts_by_current_scorer",
    "ratings_for_graded_days",
    "detection_for_battery_days",
    "statuses_for_every_model",
    "site_published",
    "triage_ran",
}
ONE_TASK = f"model = '{MODEL}' AND day = DATE '{D1}' AND task_id = 'D04'"


@dataclass
class Built:
    warehouse: Path
    report_dir: Path
    evaluations: dict[str, tuple[bool, AssetCheckSeverity]]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    root = tmp_path_factory.mktemp("checks")
    result = run_isolated(root, D1, D2, MODELDRIFT_MODELS=f'["{MODEL}"]')
    evaluations = {
        e.check_name: (e.passed, e.severity) for e in result.get_asset_check_evaluations()
    }
    return Built(root / "warehouse.duckdb", root / "report", evaluations)


def test_every_stage_is_checked_and_a_clean_run_passes_them_all(built: Built) -> None:
    assert set(built.evaluations) == CHECKS
    failed = [name for name, (passed, _) in built.evaluations.items() if not passed]
    assert failed == []


def damaged(built: Built, tmp_path: Path, sql: str) -> Warehouse:
    """A copy of the clean warehouse with one statement of damage applied behind the pipeline."""
    copy = copy_warehouse(built.warehouse, tmp_path / "warehouse.duckdb")
    damage(copy, sql)
    return copy


CheckFn = Callable[[Warehouse, Built], checks.CheckOutcome]
DAMAGE: dict[str, tuple[str, CheckFn]] = {
    "pin lost": (
        f"DELETE FROM pins WHERE model = '{MODEL}' AND day = DATE '{D1}'",
        lambda s, b: checks.pins_cover_tracked_models(s, [D1, D2], [MODEL]),
    ),
    "task unplanned": (
        f"DELETE FROM tasks WHERE {ONE_TASK}",
        lambda s, b: checks.tasks_match_plan(s, [D1, D2], 50, 30),
    ),
    "task never asked": (
        f"DELETE FROM responses WHERE {ONE_TASK}",
        lambda s, b: checks.every_task_archived(s, [D1, D2]),
    ),
    "task answered twice": (
        f"INSERT INTO responses SELECT * REPLACE ('dup-' || response_id AS response_id) "
        f"FROM responses WHERE {ONE_TASK}",
        lambda s, b: checks.one_answer_per_task(s, [D1, D2]),
    ),
    "archived row deleted": (
        f"DELETE FROM responses WHERE {ONE_TASK}",
        lambda s, b: checks.archive_matches_ledger(s, [D1, D2]),
    ),
    "archived answer rewritten": (
        f"UPDATE responses SET content = 'something else' WHERE {ONE_TASK}",
        lambda s, b: checks.archive_matches_ledger(s, [D1, D2]),
    ),
    "verdict lost": (
        f"DELETE FROM verdicts WHERE {ONE_TASK}",
        lambda s, b: checks.verdicts_cover_archive(s, [D1, D2]),
    ),
    "verdict by an old scorer": (
        f"UPDATE verdicts SET scorer_version = 'v0' WHERE {ONE_TASK}",
        lambda s, b: checks.verdicts_by_scorer(s, [D1, D2], SCORER_VERSION),
    ),
    "rating lost": (
        f"DELETE FROM ratings WHERE day = DATE '{D2}'",
        lambda s, b: checks.ratings_for_graded_days(s, [D1, D2]),
    ),
    "detection record lost": (
        f"DELETE FROM detection_days WHERE day = DATE '{D2}'",
        lambda s, b: checks.detection_for_battery_days(s, [D1, D2]),
    ),
    "status lost": (
        f"DELETE FROM statuses WHERE day = DATE '{D2}'",
        lambda s, b: checks.statuses_for_every_model(s, [D1, D2]),
    ),
    "report stage failed": (
        f"UPDATE stage_runs SET status = 'failed' WHERE stage = 'report' AND day = DATE '{D2}'",
        lambda s, b: checks.site_published(s, [D1, D2], b.report_dir),
    ),
    "site missing": (
        "SELECT 1",
        # The damaged copy lives in a folder with no site in it.
        lambda s, b: checks.site_published(s, [D1, D2], s.path.parent / "report"),
    ),
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_each_check_fails_on_the_damage_it_guards_against(
    built: Built, tmp_path: Path, damage: str
) -> None:
    sql, check = DAMAGE[damage]
    clean = check(Warehouse(built.warehouse), built)  # the built warehouse sits beside its site
    assert clean.passed, clean.summary
    outcome = check(damaged(built, tmp_path, sql), built)
    assert not outcome.passed, f"{damage}: {outcome.summary}"
    assert outcome.n_problems >= 1 and outcome.summary


def test_a_failed_check_fails_the_run_and_a_failed_triage_is_red(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", f'["{MODEL}"]')
    assert run_range("modeldrift_daily", D1, D1, pipeline.instance).success
    # Someone deletes an archived answer behind the pipeline's back; the rerun re-asks that
    # task (it has no answer now), and the archive check sees the row that went missing.
    damage(pipeline.warehouse, f"DELETE FROM responses WHERE {ONE_TASK}")
    with pytest.raises(RunFailed) as failed:
        run_range("modeldrift_daily", D1, D1, pipeline.instance)
    assert "archive_never_lost_a_row" in str(failed.value.__cause__)

    import assets.triage

    def broken(*args, **kwargs):
        raise RuntimeError("triage service exploded")

    monkeypatch.setattr(assets.triage, "triage_day", broken)
    # The run publishes the report, then says which stage failed (assets/stage_guard.py).
    with pytest.raises(StageFailed) as stage_failed:
        run_range("modeldrift_rescore", D1, D1, pipeline.instance)
    result = stage_failed.value.result
    assert result is not None
    [triage] = [e for e in result.get_asset_check_evaluations() if e.check_name == "triage_ran"]
    assert not triage.passed and triage.severity == AssetCheckSeverity.ERROR
    assert (pipeline.report_dir / "index.html").is_file(), "the report still publishes"

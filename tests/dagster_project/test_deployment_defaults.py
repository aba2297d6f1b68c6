"""What a Dagster engineer expects of the deployment before any run: the daily tracker runs by
itself, the instance the CLI prepares queues runs one at a time, and only the one beta feature we
rely on knowingly is kept quiet."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from dagster import DefaultScheduleStatus, DefaultSensorStatus
from dagster._core.run_coordinator import QueuedRunCoordinator

from dagster_project.definitions import defs
from dagster_project.instance_config import INSTANCE_YAML, ensure_instance_config

REPO = Path(__file__).resolve().parents[2]


def test_schedule_and_sensor_are_running_when_the_instance_starts() -> None:
    # A daily tracker that does nothing until someone clicks "start" is a trap.
    assert defs.get_schedule_def("daily_collection").default_status == (
        DefaultScheduleStatus.RUNNING
    )
    assert defs.get_sensor_def("rescore_on_new_scorer").default_status == (
        DefaultSensorStatus.RUNNING
    )


def test_readme_says_how_to_stop_them() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    for command in ("dagster schedule stop daily_collection", "dagster sensor stop"):
        assert command in readme, command


def test_only_the_backfill_policy_beta_warning_is_silenced() -> None:
    # In a fresh interpreter: pytest resets warning filters around collection, which would hide
    # a filter installed at import time.
    probe = (
        "import warnings\n"
        "import dagster_project.definitions\n"
        "from dagster import BetaWarning\n"
        "warnings.warn('some other beta API', BetaWarning)\n"
    )
    shown = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO, check=True
    ).stderr
    assert "some other beta API" in shown, "a global ignore hides every beta API"
    assert "backfill_policy" not in shown, "the single-run backfill policy is used knowingly"


def test_the_instance_queues_runs_one_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dagster_project.runner import instance

    monkeypatch.setenv("DAGSTER_HOME", str(tmp_path))
    inst = instance()
    try:
        coordinator = inst.run_coordinator
        assert isinstance(coordinator, QueuedRunCoordinator)
        assert coordinator.get_run_queue_config().max_concurrent_runs == 1
        assert inst.telemetry_enabled is False
    finally:
        inst.dispose()


def test_an_earlier_default_is_upgraded_and_an_edited_file_is_kept(tmp_path: Path) -> None:
    old = tmp_path / "old"
    old.mkdir()
    (old / "dagster.yaml").write_text("telemetry:\n  enabled: false\n", encoding="utf-8")
    assert ensure_instance_config(old).read_text(encoding="utf-8") == INSTANCE_YAML
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "dagster.yaml").write_text("run_queue:\n  max_concurrent_runs: 3\n", encoding="utf-8")
    assert "3" in ensure_instance_config(mine).read_text(encoding="utf-8")

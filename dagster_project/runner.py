"""Run the jobs in-process on a Dagster instance, for the CLI and the tests.

Runs launched here are ordinary Dagster runs: with DAGSTER_HOME set they show up in the UI next
to the scheduled ones, with the same lineage and event log.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

from dagster import DagsterInstance, ExecuteInProcessResult
from dagster._core.errors import DagsterExecutionStepExecutionError

from dagster_project.jobs import range_tags
from dagster_project.settings import PROJECT_ROOT


class RunFailed(RuntimeError):
    """A pipeline run failed; the message is the failing step's own error."""


def instance() -> DagsterInstance:
    """The instance at DAGSTER_HOME, or the project's own `var/dagster` (created on first use)."""
    home = os.environ.get("DAGSTER_HOME", "").strip()
    path = Path(home) if home else PROJECT_ROOT / "var" / "dagster"
    path.mkdir(parents=True, exist_ok=True)
    os.environ["DAGSTER_HOME"] = str(path)
    config = path / "dagster.yaml"
    if not config.exists():
        # An explicit (default) configuration; telemetry off, since runs may be on private models.
        config.write_text("telemetry:\n  enabled: false\n", encoding="utf-8")
    return DagsterInstance.get()


def run_range(job_name: str, start: dt.date, end: dt.date,
              dagster_instance: DagsterInstance | None = None) -> ExecuteInProcessResult:
    """Materialise `job_name` for every day from `start` to `end` in ONE run."""
    from dagster_project.definitions import build_definitions

    if end < start:
        raise ValueError(f"the range ends ({end}) before it starts ({start}); swap --start and --end")
    # Built afresh so the resources follow the settings (environment) in force right now.
    job = build_definitions().resolve_job_def(job_name)
    inst = dagster_instance or instance()
    try:
        if start == end:
            return job.execute_in_process(instance=inst, partition_key=start.isoformat())
        return job.execute_in_process(instance=inst, tags=range_tags(start, end))
    except DagsterExecutionStepExecutionError as exc:
        cause = exc.user_exception or exc
        raise RunFailed(_one_line(cause)) from cause


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__

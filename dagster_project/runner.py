"""Run the jobs in-process on a Dagster instance, for the CLI and the tests.

Runs launched here are ordinary Dagster runs: with DAGSTER_HOME set they show up in the UI next
to the scheduled ones, with the same lineage and event log.

Each run first locks the days it covers (`warehouse.lock.day_range`): a scheduled run, a backfill
and a manual rerun over the same day take turns instead of interleaving their steps, so the last
one to write a derived table has read finished inputs (runs over other days are not held up).
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

from dagster import DagsterInstance, ExecuteInProcessResult
from dagster._core.errors import DagsterExecutionStepExecutionError

from dagster_project.instance_config import ensure_instance_config
from runtime.errors import RunFailed
from runtime.settings import PROJECT_ROOT, load_settings
from warehouse.lock import day_range, exclusive
from warehouse.store import Warehouse

INSTANCE_LOCK_TIMEOUT_S = 120.0
QUIET = "CRITICAL"
"""The console level that prints nothing: Dagster logs a failed step at ERROR, with its stack."""

__all__ = ["QUIET", "RunFailed", "instance", "run_range"]


class StageFailed(RunFailed):
    """The run finished and published the report, but a stage recorded a failure on the way."""

    def __init__(self, message: str, result: ExecuteInProcessResult | None = None) -> None:
        super().__init__(message)
        self.result = result
        """The finished run, for callers that read its checks or outputs."""


def instance() -> DagsterInstance:
    """The instance at DAGSTER_HOME, or the project's own `var/dagster` (created on first use)."""
    home = os.environ.get("DAGSTER_HOME", "").strip()
    path = Path(home) if home else PROJECT_ROOT / "var" / "dagster"
    path.mkdir(parents=True, exist_ok=True)
    os.environ["DAGSTER_HOME"] = str(path)
    # Processes started at the same moment on a fresh DAGSTER_HOME would each create Dagster's
    # SQLite storages and stamp their schema ("alembic_version has more than one head"); one at
    # a time, the later ones find them made.
    with exclusive(path / "modeldrift-instance.lock", INSTANCE_LOCK_TIMEOUT_S):
        ensure_instance_config(path)
        return DagsterInstance.get()


def run_range(
    job_name: str,
    start: dt.date,
    end: dt.date,
    dagster_instance: DagsterInstance | None = None,
    console_level: str = "DEBUG",
) -> ExecuteInProcessResult:
    """Materialise `job_name` for every day from `start` to `end` in ONE run.

    `console_level` only filters what Dagster prints to the terminal; its event log (what the UI
    shows) keeps every event.
    """
    # Imported here, not at the top: the partitions read the settings when imported, and the CLI
    # imports this module (for RunFailed) while reporting a broken setting.
    from dagster_project.definitions import build_definitions
    from runtime.partitions import range_tags

    if end < start:
        raise ValueError(
            f"the range ends ({end}) before it starts ({start}); swap --start and --end"
        )
    # Built afresh so the resources follow the settings (environment) in force right now.
    job = build_definitions().resolve_job_def(job_name)
    inst = dagster_instance or instance()
    settings = load_settings()
    store = Warehouse(settings.warehouse_path, settings.lock_timeout_s, settings.archive_root)
    with day_range(store.runs_lock_path, start, end, settings.lock_timeout_s):
        try:
            run_config = {"loggers": {"console": {"config": {"log_level": console_level}}}}
            if start == end:
                result = job.execute_in_process(
                    instance=inst, partition_key=start.isoformat(), run_config=run_config
                )
            else:
                result = job.execute_in_process(
                    instance=inst, tags=range_tags(start, end), run_config=run_config
                )
        except DagsterExecutionStepExecutionError as exc:
            cause = exc.user_exception or exc
            raise RunFailed(_one_line(cause)) from cause
        except Exception as exc:
            # Dagster 1.13 re-raises the step's own exception (not the wrapper above), of any
            # type: a DuckDB I/O error on a full disk, a polars error. Whatever it is, the run
            # failed and the user gets its first line; `--verbose` still shows the chain.
            raise RunFailed(_one_line(exc)) from exc
    # Stages catch their own failures so the report still publishes (assets/stage_guard.py);
    # the run is still not a success for whoever launched it, so say which stage failed.
    failed = store.rows(
        "SELECT stage, min(day), max(day), any_value(detail) FROM stage_runs "
        "WHERE run_id = $run AND status = 'failed' GROUP BY stage ORDER BY min(finished_at)",
        {"run": result.run_id},
    )
    if failed:
        stage, first, last, detail = failed[0]
        days = first.isoformat() if first == last else f"{first.isoformat()}..{last.isoformat()}"
        raise StageFailed(
            f"the {stage} stage failed for {days} ({detail}); the report was published with a "
            f"banner saying so; rerun with `modeldrift run --day {first.isoformat()}`",
            result,
        )
    return result


def _one_line(exc: BaseException) -> str:
    text = [line.strip() for line in str(exc).strip().splitlines() if line.strip()]
    if not text:
        return type(exc).__name__
    # "1 blocking asset check failed with ERROR severity:" names the check on the next lines.
    if text[0].endswith(":") and len(text) > 1:
        return f"{text[0]} {'; '.join(text[1:4])}"
    return text[0]

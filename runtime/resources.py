"""The two things assets touch: the warehouse (DuckDB) and the model gateway.

Both are Dagster resources built from the settings model; the gateway's live and simulated
implementations are in `runtime.gateway`. Neither holds the API key in its config:
Dagster writes resource config to its event log, and invariant 5 says the key lives in memory
only, read from the environment at the moment a client is made.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Iterator
from pathlib import Path

from dagster import ConfigurableResource, DagsterEventType, InitResourceContext
from dagster._core.storage.dagster_run import DagsterRun
from dagster._core.storage.tags import (
    ASSET_PARTITION_RANGE_END_TAG,
    ASSET_PARTITION_RANGE_START_TAG,
    PARTITION_NAME_TAG,
)

from runtime.errors import PastDayRefused
from runtime.gateway import GatewayResource, gateway_from
from runtime.settings import Settings
from warehouse.errors import WarehouseError
from warehouse.lock import day_range
from warehouse.store import Warehouse

__all__ = [
    "GatewayResource",
    "PastDayRefused",
    "PipelineResource",
    "WarehouseResource",
    "resources_from",
]


def run_days(run: DagsterRun | None) -> tuple[dt.date, dt.date] | None:
    """The first and last day a run covers, from its partition tags (None: not a day run)."""
    if run is None:
        return None
    tags = run.tags
    if PARTITION_NAME_TAG in tags:
        day = dt.date.fromisoformat(tags[PARTITION_NAME_TAG])
        return day, day
    if ASSET_PARTITION_RANGE_START_TAG in tags and ASSET_PARTITION_RANGE_END_TAG in tags:
        return (
            dt.date.fromisoformat(tags[ASSET_PARTITION_RANGE_START_TAG]),
            dt.date.fromisoformat(tags[ASSET_PARTITION_RANGE_END_TAG]),
        )
    return None


class WarehouseResource(ConfigurableResource):
    """The DuckDB warehouse file, with the cross-process writer lock and migrations.

    Set up once per run (the jobs execute in process), it also does what every run must do
    whichever way it was launched (CLI, schedule, sensor, UI launch or backfill):

    - it holds the lock on the days the run covers (`warehouse.lock.day_range`) from the first
      step to the last, so a run over the same days started any other way waits its turn, and
      runs over other days go ahead;
    - when the run ends, whatever its outcome, it refreshes the analysts' published copy, so a
      run that stopped after collecting, or that never reached the report stage, is visible to
      `modeldrift sql` and to the re-score sensor. Every stage records itself in `stage_runs`,
      so a run that used the warehouse has written to it.

    The CLI's runner takes the same day lock before it starts a run; record locks belong to the
    process, so the run's own lock in that process is the same lock, not a second one.
    """

    database: str
    """Path of the DuckDB file."""
    archive_root: str | None = None
    """Folder or fsspec URL of the archive's Parquet shards; None: next to the DuckDB file."""
    lock_timeout_s: float = 900.0
    hold_run_days: bool = True
    """Lock the run's days for the whole run (in-process runs). On the cluster every step is its
    own process and would lock the others of its own run out; there the writer pool serialises
    the writing steps and the run queue keeps two runs of one day apart (deploy/cluster/)."""

    def warehouse(self) -> Warehouse:
        """The warehouse this run writes to, with the run's lock timeout."""
        return Warehouse(
            Path(self.database),
            lock_timeout_s=self.lock_timeout_s,
            archive_root=self.archive_root or None,
        )

    @contextlib.contextmanager
    def yield_for_execution(self, context: InitResourceContext) -> Iterator[WarehouseResource]:
        """Lock the run's days for the whole run, so two runs over the same days take turns, and
        refresh the published read-only copy when the run ends."""
        days = run_days(context.dagster_run)
        if days is None:  # direct invocation, or a run that is not about days
            yield self
            return
        store = self.warehouse()
        # On the cluster this runs once per step (each its own process): no run-long day lock
        # there, and every step refreshes the published copy when it ends.
        lock = (
            day_range(store.runs_lock_path, *days, self.lock_timeout_s)
            if self.hold_run_days
            else contextlib.nullcontext()
        )
        with lock:
            try:
                yield self
            finally:
                if store.path.exists():
                    _publish(store, context)


def _publish(store: Warehouse, context: InitResourceContext) -> None:
    """Refresh the published copy. When a step already failed (a full disk, a read-only folder),
    a failing copy is logged, not raised: the step's own error is the one the user must see."""
    try:
        store.publish()
    except WarehouseError as exc:
        run_id = context.dagster_run.run_id if context.dagster_run else None
        failed = run_id is not None and bool(
            context.instance
            and context.instance.all_logs(run_id, of_type=DagsterEventType.STEP_FAILURE)
        )
        if not failed:
            raise
        if context.log is not None:  # typed optional; Dagster gives every resource a logger
            context.log.error(str(exc))


class PipelineResource(ConfigurableResource):
    """What the pipeline tracks and where it publishes: read from the settings once, when the
    Definitions are built, so no asset or sensor reads the environment itself."""

    models: list[str]
    """Tracked aliases, exactly as the gateway names them."""
    report_dir: str
    """Folder the static site is written to."""


def resources_from(settings: Settings) -> dict[str, object]:
    """The resources for a Definitions object, from one settings model."""
    return {
        "pipeline": PipelineResource(
            models=list(settings.models), report_dir=str(settings.report_dir)
        ),
        "warehouse": WarehouseResource(
            database=str(settings.warehouse_path),
            archive_root=settings.archive_root or None,
            lock_timeout_s=settings.lock_timeout_s,
            hold_run_days=settings.executor == "in_process",
        ),
        "provider": gateway_from(settings),
    }

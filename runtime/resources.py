"""The two things assets touch: the warehouse (DuckDB) and the model gateway.

Both are Dagster resources built from the settings model. Neither holds the API key in its
config: Dagster writes resource config to its event log, and invariant 5 says the key lives in
memory only, read from the environment at the moment a client is made.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
from collections.abc import Iterator
from pathlib import Path

from dagster import ConfigurableResource, DagsterEventType, InitResourceContext
from dagster._core.storage.dagster_run import DagsterRun
from dagster._core.storage.tags import (
    ASSET_PARTITION_RANGE_END_TAG,
    ASSET_PARTITION_RANGE_START_TAG,
    PARTITION_NAME_TAG,
)
from dagster_duckdb import DuckDBResource

from providers.openrouter import OpenRouterClient
from runtime.errors import PastDayRefused
from runtime.settings import OPENROUTER_DEFAULT_BASE_URL, Settings, api_key_for
from warehouse.errors import WarehouseError
from warehouse.lock import day_range
from warehouse.store import Warehouse

__all__ = ["PastDayRefused", "ProviderResource", "WarehouseResource", "resources_from"]


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


class WarehouseResource(DuckDBResource):
    """Dagster's DuckDB resource, with the cross-process writer lock and migrations.

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

    lock_timeout_s: float = 900.0

    def warehouse(self) -> Warehouse:
        """The warehouse this run writes to, with the run's lock timeout."""
        return Warehouse(Path(self.database), lock_timeout_s=self.lock_timeout_s)

    @contextlib.contextmanager
    def yield_for_execution(self, context: InitResourceContext) -> Iterator[WarehouseResource]:
        """Lock the run's days for the whole run, so two runs over the same days take turns, and
        refresh the published read-only copy when the run ends."""
        days = run_days(context.dagster_run)
        if days is None:  # direct invocation, or a run that is not about days
            yield self
            return
        store = self.warehouse()
        with day_range(store.runs_lock_path, *days, self.lock_timeout_s):
            try:
                yield self
            finally:
                if store.path.exists():
                    _publish(store, context)

    @contextlib.contextmanager
    def get_connection(self) -> Iterator:  # type: ignore[override]
        """A DuckDB connection that is closed even when the block raises (the stock resource
        leaves it open)."""
        with self.warehouse().connect() as con:
            yield con


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


class ProviderResource(ConfigurableResource):
    """Which gateway to ask, and how hard: retries, timeouts and requests in flight."""

    provider: str = "simulator"
    scenario: str = ""
    gateway: str = "openrouter:api"
    concurrency: int = 8
    max_retries: int = 3
    retry_cap_s: float = 30.0
    battery_timeout_s: float = 120.0
    puzzle_timeout_s: float = 480.0
    triage_max_calls: int = 40
    triage_max_cost_usd: float = 0.5

    def check_day(self, day: dt.date) -> None:
        """Refuse a past (or future) day on the live gateway; the simulator serves any day."""
        today = dt.datetime.now(dt.UTC).date()
        if self.provider == "live" and day != today:
            raise PastDayRefused(
                f"cannot collect {day.isoformat()} from the live gateway: only today ({today.isoformat()}) "
                "can be asked; backfill past days with MODELDRIFT_PROVIDER=simulator, or re-score "
                "what the archive holds with `modeldrift rescore`"
            )

    @contextlib.contextmanager
    def gateway_url(self) -> Iterator[str]:
        """The base URL to use; starts the embedded simulator when none is configured."""
        url = os.environ.get("OPENROUTER_BASE_URL", "").strip()
        if url:
            yield url.rstrip("/")
            return
        if self.provider == "live":
            yield OPENROUTER_DEFAULT_BASE_URL
            return
        from providers.simulator.scenario import load_scenario
        from providers.simulator.server import SimulatorServer

        server = SimulatorServer(load_scenario(Path(self.scenario)))
        server.start()
        try:
            yield server.base_url
        finally:
            server.stop()

    def client(
        self, base_url: str, day: dt.date, concurrency: int | None = None
    ) -> OpenRouterClient:
        """A gateway client for one day; the simulator is told the day so it can serve any day,
        while the live gateway only ever answers for today."""
        return OpenRouterClient(
            base_url,
            api_key_for(self.provider),
            simulated_day=day if self.provider == "simulator" else None,
            max_retries=self.max_retries,
            concurrency=concurrency or self.concurrency,
            retry_cap_s=self.retry_cap_s,
        )


def resources_from(settings: Settings) -> dict[str, object]:
    """The resources for a Definitions object, from one settings model."""
    return {
        "warehouse": WarehouseResource(
            database=str(settings.warehouse_path), lock_timeout_s=settings.lock_timeout_s
        ),
        "provider": ProviderResource(
            provider=settings.provider,
            scenario=str(settings.scenario),
            gateway=settings.gateway,
            concurrency=settings.concurrency,
            max_retries=settings.max_retries,
            retry_cap_s=settings.retry_cap_s,
            battery_timeout_s=settings.battery_timeout_s,
            puzzle_timeout_s=settings.puzzle_timeout_s,
            triage_max_calls=settings.triage_max_calls,
            triage_max_cost_usd=settings.triage_max_cost_usd,
        ),
    }

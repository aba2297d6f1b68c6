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

from dagster import ConfigurableResource
from dagster_duckdb import DuckDBResource

from dagster_project.errors import PastDayRefused
from dagster_project.settings import OPENROUTER_DEFAULT_BASE_URL, Settings, api_key_for
from providers.openrouter import OpenRouterClient
from warehouse.store import Warehouse

__all__ = ["PastDayRefused", "ProviderResource", "WarehouseResource", "resources_from"]


class WarehouseResource(DuckDBResource):
    """Dagster's DuckDB resource, with the cross-process writer lock and migrations."""

    lock_timeout_s: float = 900.0

    def warehouse(self) -> Warehouse:
        return Warehouse(Path(self.database), lock_timeout_s=self.lock_timeout_s)

    @contextlib.contextmanager
    def get_connection(self) -> Iterator:  # type: ignore[override]
        # The stock resource leaves the connection open when the block raises; ours closes it.
        with self.warehouse().connect() as con:
            yield con


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

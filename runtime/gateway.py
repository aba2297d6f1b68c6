"""The model gateway as a Dagster resource: one abstract base, a live and a simulated implementation.

As in Dagster's own examples, assets ask for the base (`GatewayResource`) and `resources_from`
picks the implementation once, when the Definitions are built from the settings. No method
branches on a provider string: what differs between the real OpenRouter and the project's
simulator (which days may be asked, where the gateway is, whether `X-Sim-Day` is sent, whether a
key is required) is what each subclass says.

Neither holds the API key in its config: Dagster writes resource config to its event log, and
invariant 5 says the key lives in memory only, read from the environment at the moment a client
is made.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
from abc import ABC, abstractmethod
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from dagster import ConfigurableResource
from pydantic import SecretStr

from providers.openrouter import OpenRouterClient
from runtime.errors import PastDayRefused
from runtime.settings import OPENROUTER_DEFAULT_BASE_URL, Settings, api_key_for

BASE_URL_VARIABLE = "OPENROUTER_BASE_URL"
"""Points either gateway at another URL (a proxy, or a simulator started by hand)."""


class GatewayResource(ConfigurableResource, ABC):
    """Which gateway to ask, and how hard: retries, timeouts and requests in flight."""

    gateway: str = "openrouter:api"
    concurrency: int = 8
    max_retries: int = 3
    retry_cap_s: float = 30.0
    battery_timeout_s: float = 120.0
    puzzle_timeout_s: float = 480.0
    triage_max_calls: int = 40
    triage_max_cost_usd: float = 0.5

    @property
    @abstractmethod
    def collector(self) -> str:
        """What the archive's `collector` column records for answers from this gateway."""

    @abstractmethod
    def check_day(self, day: dt.date) -> None:
        """Raise PastDayRefused when this gateway cannot answer as of `day`."""

    @abstractmethod
    def _own_url(self) -> contextlib.AbstractContextManager[str]:
        """The gateway's own base URL, for as long as the block runs."""

    @abstractmethod
    def _simulated_day(self, day: dt.date) -> dt.date | None:
        """The day sent as `X-Sim-Day`, or None for a gateway that only knows today."""

    @abstractmethod
    def _api_key(self) -> SecretStr:
        """The key, read from the environment now (never stored in config)."""

    @contextlib.contextmanager
    def gateway_url(self) -> Iterator[str]:
        """The base URL to use: OPENROUTER_BASE_URL when set, else the gateway's own."""
        url = os.environ.get(BASE_URL_VARIABLE, "").strip()
        if url:
            yield url.rstrip("/")
            return
        with self._own_url() as own:
            yield own

    def client(
        self, base_url: str, day: dt.date, concurrency: int | None = None
    ) -> OpenRouterClient:
        """A client for one day's requests; use it as `async with` so its pool is reused."""
        return OpenRouterClient(
            base_url,
            self._api_key(),
            simulated_day=self._simulated_day(day),
            max_retries=self.max_retries,
            concurrency=concurrency or self.concurrency,
            retry_cap_s=self.retry_cap_s,
        )


class OpenRouterGateway(GatewayResource):
    """The real OpenRouter: today only, and the key must be set."""

    @property
    def collector(self) -> str:
        """Stored with each answer: it came from the live gateway."""
        return "live"

    def check_day(self, day: dt.date) -> None:
        """A live gateway answers as of now: a past (or future) day cannot be asked."""
        today = dt.datetime.now(dt.UTC).date()
        if day != today:
            raise PastDayRefused(
                f"cannot collect {day.isoformat()} from the live gateway: only today ({today.isoformat()}) "
                "can be asked; backfill past days with MODELDRIFT_PROVIDER=simulator, or re-score "
                "what the archive holds with `modeldrift rescore`"
            )

    @contextlib.contextmanager
    def _own_url(self) -> Iterator[str]:
        yield OPENROUTER_DEFAULT_BASE_URL

    def _simulated_day(self, day: dt.date) -> dt.date | None:
        return None

    def _api_key(self) -> SecretStr:
        return api_key_for("live")


class SimulatedGateway(GatewayResource):
    """The project's OpenRouter simulator: any day, any non-empty key.

    Without OPENROUTER_BASE_URL it starts the simulator on loopback for the block and stops it
    after, so a run needs nothing running beforehand.
    """

    scenario: str = ""

    @property
    def collector(self) -> str:
        """Stored with each answer: it came from the simulator, never a real model."""
        return "simulator"

    def check_day(self, day: dt.date) -> None:
        """The simulator serves any day of its scenario."""

    @contextlib.contextmanager
    def _own_url(self) -> Iterator[str]:
        from providers.simulator.scenario import load_scenario
        from providers.simulator.server import SimulatorServer

        with SimulatorServer(load_scenario(Path(self.scenario))) as server:
            yield server.base_url

    def _simulated_day(self, day: dt.date) -> dt.date | None:
        return day

    def _api_key(self) -> SecretStr:
        return api_key_for("simulator")


def gateway_from(settings: Settings) -> GatewayResource:
    """The gateway the settings name, chosen once here and nowhere else."""
    common: dict[str, Any] = {
        "gateway": settings.gateway,
        "concurrency": settings.concurrency,
        "max_retries": settings.max_retries,
        "retry_cap_s": settings.retry_cap_s,
        "battery_timeout_s": settings.battery_timeout_s,
        "puzzle_timeout_s": settings.puzzle_timeout_s,
        "triage_max_calls": settings.triage_max_calls,
        "triage_max_cost_usd": settings.triage_max_cost_usd,
    }
    if settings.provider == "live":
        return OpenRouterGateway(**common)
    return SimulatedGateway(scenario=str(settings.scenario), **common)

"""The gateway resource: one abstract base the assets ask for, a live and a simulated
implementation chosen once from the settings, both driven over real HTTP to the simulator."""

from __future__ import annotations

import asyncio
import datetime as dt
import inspect

import pytest

from assets.pins import pins
from assets.responses import responses
from assets.tasks import tasks
from assets.triage import triage
from runtime.errors import PastDayRefused
from runtime.gateway import GatewayResource, OpenRouterGateway, SimulatedGateway
from runtime.resources import resources_from
from runtime.settings import load_settings
from tests.conftest import SCENARIOS, start_simulator

PAST = dt.date(2026, 11, 3)


def test_the_base_cannot_be_used_on_its_own() -> None:
    with pytest.raises(TypeError, match="abstract"):
        GatewayResource()  # type: ignore[abstract]


@pytest.mark.parametrize(
    ("provider", "kind", "collector"),
    [("live", OpenRouterGateway, "live"), ("simulator", SimulatedGateway, "simulator")],
)
def test_the_settings_choose_the_implementation_once(
    provider: str, kind: type[GatewayResource], collector: str
) -> None:
    gateway = resources_from(load_settings(provider=provider, concurrency=13))["provider"]
    assert type(gateway) is kind
    assert gateway.collector == collector
    assert gateway.concurrency == 13


def test_every_asset_that_talks_to_the_gateway_asks_for_the_base() -> None:
    # `responses` is graph-backed (one collection step per model): its ops are checked one by one.
    for asset in (pins, tasks, responses, triage):
        fns = [op.compute_fn.decorated_fn for op in asset.node_def.iterate_op_defs()]  # type: ignore[union-attr]
        talking = [fn for fn in fns if "provider" in inspect.signature(fn).parameters]
        assert talking, f"{asset.key} has no step that asks for the gateway"
        for fn in talking:
            annotation = inspect.signature(fn, eval_str=True).parameters["provider"].annotation
            assert annotation is GatewayResource, (asset.key, fn.__name__)


def test_only_the_live_gateway_refuses_a_past_day() -> None:
    SimulatedGateway(scenario=str(SCENARIOS / "demo.json")).check_day(PAST)
    with pytest.raises(PastDayRefused, match="only today"):
        OpenRouterGateway().check_day(PAST)
    OpenRouterGateway().check_day(dt.datetime.now(dt.UTC).date())


def test_the_simulated_gateway_starts_its_own_simulator_and_asks_for_the_day(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("OPENROUTER_BASE_URL", raising=False)
    monkeypatch.delenv("OPENROUTER_API_KEY", raising=False)
    gateway = SimulatedGateway(scenario=str(SCENARIOS / "demo.json"))

    async def listed(base_url: str) -> list[str]:
        async with gateway.client(base_url, PAST) as client:
            return [m.id for m in await client.list_models()]

    with gateway.gateway_url() as base_url:
        assert base_url.startswith("http://127.0.0.1:")
        assert "sim/steady" in asyncio.run(listed(base_url))


def test_the_live_gateway_needs_a_key_and_sends_no_simulated_day(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("OPENROUTER_API_KEY", raising=False)
    gateway = OpenRouterGateway()
    with pytest.raises(Exception, match="OPENROUTER_API_KEY is not set"):
        gateway.client("http://127.0.0.1:9", PAST)
    monkeypatch.setenv("OPENROUTER_API_KEY", "sk-or-v1-test-0000000000")
    with start_simulator(SCENARIOS / "demo.json") as server:
        monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)

        async def ask(base_url: str) -> None:
            async with gateway.client(base_url, PAST) as client:
                await client.list_models()

        with gateway.gateway_url() as base_url:
            assert base_url == server.base_url
            asyncio.run(ask(base_url))
        days = {r.day for r in server.request_log()}
    assert days == {dt.datetime.now(dt.UTC).date()}

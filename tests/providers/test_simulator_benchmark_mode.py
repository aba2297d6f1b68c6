"""The simulator's benchmark mode: every completion really waits the fixed latency and reports
it, and the waits overlap (a waiting reply holds no thread), so a collector's wall time can be
compared with requests x L / C."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import httpx

from providers.simulator import SimulatorServer, load_scenario

DEMO = Path(__file__).resolve().parents[2] / "providers" / "scenarios" / "demo.json"
LATENCY_MS = 400
REQUESTS = 24


async def _timed_completions(base_url: str) -> tuple[list[float], list[str], float]:
    headers = {"Authorization": "Bearer sim", "X-Sim-Day": "2026-11-05"}
    async with httpx.AsyncClient(base_url=base_url, headers=headers, timeout=60) as client:

        async def one(i: int) -> tuple[float, str]:
            started = time.perf_counter()
            response = await client.post(
                "/chat/completions",
                json={"model": "sim/steady", "messages": [{"role": "user", "content": f"q{i}"}]},
            )
            response.raise_for_status()
            return time.perf_counter() - started, response.headers["x-sim-latency-ms"]

        started = time.perf_counter()
        results = await asyncio.gather(*(one(i) for i in range(REQUESTS)))
        wall = time.perf_counter() - started
    return [t for t, _ in results], [h for _, h in results], wall


def test_every_reply_waits_the_fixed_latency_and_the_waits_overlap() -> None:
    with SimulatorServer(load_scenario(DEMO), fixed_latency_ms=LATENCY_MS) as server:
        each, reported, wall = asyncio.run(_timed_completions(server.base_url))
        logged = {r.sim_latency_ms for r in server.request_log()}
    assert min(each) >= LATENCY_MS / 1000
    assert set(reported) == {str(LATENCY_MS)} and logged == {LATENCY_MS}
    # One after another they would take REQUESTS x L (9.6 s); overlapping, about one L. The bound
    # is half the serial time, so only waits that do not overlap can fail it, not a busy machine.
    assert wall < REQUESTS * LATENCY_MS / 1000 / 2


def test_every_waiting_reply_waits_at_once() -> None:
    """The same fact without a clock: with the replies held, all REQUESTS are waiting together,
    which a server that held a thread (or the loop) per waiting reply could not do."""
    with SimulatorServer(load_scenario(DEMO), fixed_latency_ms=LATENCY_MS) as server:
        server.hold_replies("sim/steady")

        async def held_then_released() -> tuple[int, list[float]]:
            sending = asyncio.ensure_future(_timed_completions(server.base_url))
            for _ in range(6000):  # a deadline (60 s) for a server that never gets there
                if server.held_replies("sim/steady") >= REQUESTS or sending.done():
                    break
                await asyncio.sleep(0.01)
            waiting = server.held_replies("sim/steady")
            server.release_replies("sim/steady")
            each, _, _ = await sending
            return waiting, each

        waiting, each = asyncio.run(held_then_released())
    assert waiting == REQUESTS
    assert len(each) == REQUESTS and min(each) >= LATENCY_MS / 1000


def test_without_the_mode_replies_do_not_wait_their_simulated_latency() -> None:
    with SimulatorServer(load_scenario(DEMO)) as server:
        each, reported, _ = asyncio.run(_timed_completions(server.base_url))
    # sim/steady reports about 900 ms, which is recorded, not waited.
    assert min(int(r) for r in reported) > 300
    assert min(each) < min(int(r) for r in reported) / 1000


def test_a_running_server_can_be_slowed_down_and_set_back() -> None:
    """`slow_down` acts on the next request of a server that is already serving, and None
    restores the scenario's latencies."""
    with SimulatorServer(load_scenario(DEMO)) as server:
        _, before, _ = asyncio.run(_timed_completions(server.base_url))
        server.slow_down(LATENCY_MS)
        each, slowed, _ = asyncio.run(_timed_completions(server.base_url))
        server.slow_down(None)
        _, after, _ = asyncio.run(_timed_completions(server.base_url))
    assert set(slowed) == {str(LATENCY_MS)} and min(each) >= LATENCY_MS / 1000
    assert str(LATENCY_MS) not in set(before) | set(after)
    assert sorted(after) == sorted(before)

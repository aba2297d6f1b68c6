"""The simulator's reply hold: a test holds one model's replies back, over real sockets, until it
releases them, so it can act while a client is provably still waiting (the SIGKILL cluster test
does). Other models are answered meanwhile, a held reply is the reply it would have been, and
one whose client went away is never sent."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from providers.simulator import SimulatorServer, load_scenario
from providers.simulator.hold import ReplyHold

DEMO = Path(__file__).resolve().parents[2] / "providers" / "scenarios" / "demo.json"
HELD, OTHER = "sim/steady", "sim/slipping"
DAY = "2026-11-05"
WAIT_S = 10.0
STILL_HELD_S = 0.5
"""How long a held reply must stay unsent to count as held (it would come in about 1 ms)."""


def _body(model: str, text: str) -> dict[str, object]:
    return {"model": model, "messages": [{"role": "user", "content": text}]}


async def _ask(client: httpx.AsyncClient, model: str, text: str) -> dict[str, object]:
    response = await client.post("/chat/completions", json=_body(model, text))
    response.raise_for_status()
    return response.json()


async def _until(condition: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not condition():
        assert time.monotonic() < deadline, f"never: {what}"
        await asyncio.sleep(0.01)


def _content(completion: dict[str, object]) -> str:
    (choice,) = completion["choices"]  # type: ignore[misc]
    return str(choice["message"]["content"])


async def _hold_then_release(server: SimulatorServer) -> tuple[list[str], str, str, int]:
    headers = {"Authorization": "Bearer sim", "X-Sim-Day": DAY}
    async with httpx.AsyncClient(base_url=server.base_url, headers=headers, timeout=60) as client:
        server.hold_replies(HELD, after=2)
        let_through = [_content(await _ask(client, HELD, f"q{i}")) for i in range(2)]
        held = asyncio.create_task(_ask(client, HELD, "q-held"))
        await _until(lambda: server.held_replies(HELD) == 1, "the third reply was held")
        other = _content(await _ask(client, OTHER, "q-other"))
        await asyncio.sleep(STILL_HELD_S)
        assert not held.done(), "a held reply was sent before its release"
        assert server.held_replies(HELD) == 1
        server.release_replies(HELD)
        released = _content(await asyncio.wait_for(held, WAIT_S))
        held_after = server.held_replies(HELD)
        # Released for good: the next reply comes at once, as with no hold.
        await asyncio.wait_for(_ask(client, HELD, "q-after"), STILL_HELD_S)
    return let_through, other, released, held_after


async def _plain(server: SimulatorServer, model: str, text: str) -> str:
    headers = {"Authorization": "Bearer sim", "X-Sim-Day": DAY}
    async with httpx.AsyncClient(base_url=server.base_url, headers=headers, timeout=60) as client:
        return _content(await _ask(client, model, text))


def test_a_held_model_waits_for_its_release_while_others_are_answered() -> None:
    with SimulatorServer(load_scenario(DEMO)) as server:
        let_through, other, released, held_after = asyncio.run(_hold_then_release(server))
        logged = [r.prompt_sha256 for r in server.request_log() if r.model == HELD]
    with SimulatorServer(load_scenario(DEMO)) as fresh:
        expected = asyncio.run(_plain(fresh, HELD, "q-held"))
    assert all(let_through) and other
    assert released == expected, "holding a reply changed what it says"
    assert held_after == 0
    assert len(logged) == 4, "every request is logged on arrival, held or not"


def test_a_held_reply_whose_client_went_away_is_never_sent() -> None:
    payload = json.dumps(_body(HELD, "q-gone")).encode()
    with SimulatorServer(load_scenario(DEMO)) as server:
        server.hold_replies(HELD)
        with socket.create_connection(("127.0.0.1", server.port), timeout=WAIT_S) as sock:
            sock.sendall(
                b"POST /api/v1/chat/completions HTTP/1.1\r\nHost: sim\r\n"
                b"Authorization: Bearer sim\r\nX-Sim-Day: " + DAY.encode() + b"\r\n"
                b"Content-Type: application/json\r\n"
                b"Content-Length: " + str(len(payload)).encode() + b"\r\n\r\n" + payload
            )
            asyncio.run(_until(lambda: server.held_replies(HELD) == 1, "the reply was held"))
            sock.settimeout(STILL_HELD_S)
            with pytest.raises(TimeoutError):
                sock.recv(1)
        asyncio.run(_until(lambda: server.held_replies(HELD) == 0, "the held reply was dropped"))
        server.release_replies(HELD)
        assert asyncio.run(_plain(server, HELD, "q-next")), "the server stopped answering"


def test_nothing_is_held_unless_a_test_asks() -> None:
    hold = ReplyHold()
    assert not hold.is_closed(HELD) and not hold.takes(HELD)
    hold.close(HELD, after=1)
    assert hold.is_closed(HELD)
    assert [hold.takes(HELD), hold.takes(HELD), hold.takes(HELD)] == [False, True, True]
    assert not hold.takes(OTHER)
    hold.open(HELD)
    assert not hold.is_closed(HELD) and not hold.takes(HELD)
    with pytest.raises(ValueError, match="after"):
        hold.close(HELD, after=-1)

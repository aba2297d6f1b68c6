"""The client's plain-http transport over real loopback sockets: connections are kept and
reused, a cancelled request never leaves its reply to the next one, responses framed every way
HTTP/1.1 allows are read whole, and each failure surfaces as the httpx error the client's retry
rules expect."""

from __future__ import annotations

import asyncio
import gzip
from collections.abc import Awaitable, Callable

import httpx
import pytest

from providers.http_transport import PooledHTTP11Transport

Handler = Callable[[bytes, asyncio.StreamWriter], Awaitable[bool]]
"""Gets one request's head, writes a reply; returns False to close the connection."""


async def _serve(handler: Handler) -> tuple[asyncio.AbstractServer, int, list[int]]:
    """A tiny HTTP/1.1 server; the list counts the connections it accepted."""
    accepted: list[int] = []

    async def on_connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        accepted.append(1)
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = next(
                    (
                        int(line.split(b":")[1])
                        for line in head.split(b"\r\n")
                        if line.lower().startswith(b"content-length")
                    ),
                    0,
                )
                await reader.readexactly(length)
                if not await handler(head, writer):
                    break
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        writer.close()

    server = await asyncio.start_server(on_connection, "127.0.0.1", 0)
    return server, server.sockets[0].getsockname()[1], accepted


def _reply(body: bytes, extra: bytes = b"") -> bytes:
    return b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n%s\r\n%s" % (len(body), extra, body)


async def _echo_path(head: bytes, writer: asyncio.StreamWriter) -> bool:
    writer.write(_reply(head.split(b" ")[1]))
    return True


def test_requests_share_kept_alive_connections() -> None:
    async def scenario() -> tuple[list[str], int]:
        server, port, accepted = await _serve(_echo_path)
        async with httpx.AsyncClient(transport=PooledHTTP11Transport()) as client:
            gate = asyncio.Semaphore(4)

            async def one(i: int) -> str:
                async with gate:
                    return (await client.post(f"http://127.0.0.1:{port}/r/{i}", json={})).text

            texts = await asyncio.gather(*(one(i) for i in range(40)))
        server.close()
        return texts, len(accepted)

    texts, connections = asyncio.run(scenario())
    assert texts == [f"/r/{i}" for i in range(40)]
    assert 1 <= connections <= 4


def test_a_cancelled_request_never_hands_its_reply_to_the_next() -> None:
    async def slow_then_echo(head: bytes, writer: asyncio.StreamWriter) -> bool:
        if b"/slow" in head:
            await asyncio.sleep(0.5)
        writer.write(_reply(head.split(b" ")[1]))
        return True

    async def scenario() -> str:
        server, port, _ = await _serve(slow_then_echo)
        async with httpx.AsyncClient(transport=PooledHTTP11Transport()) as client:
            with pytest.raises(TimeoutError):
                async with asyncio.timeout(0.1):
                    await client.get(f"http://127.0.0.1:{port}/slow")
            text = (await client.get(f"http://127.0.0.1:{port}/next")).text
        server.close()
        return text

    assert asyncio.run(scenario()) == "/next"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        pytest.param(b"HTTP/1.1 200 OK\r\n\r\nuntil the end", "until the end", id="close-framed"),
        pytest.param(
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n",
            "abcde",
            id="chunked",
        ),
        pytest.param(
            _reply(gzip.compress(b"zipped"), b"Content-Encoding: gzip\r\n"), "zipped", id="gzip"
        ),
    ],
)
def test_a_response_is_read_whole_however_it_is_framed(raw: bytes, expected: str) -> None:
    async def reply(head: bytes, writer: asyncio.StreamWriter) -> bool:
        writer.write(raw)
        return b"Content-Length" in raw or b"chunked" in raw

    async def scenario() -> str:
        server, port, _ = await _serve(reply)
        async with httpx.AsyncClient(transport=PooledHTTP11Transport()) as client:
            text = (await client.get(f"http://127.0.0.1:{port}/")).text
        server.close()
        return text

    assert asyncio.run(scenario()) == expected


def test_failures_are_the_httpx_errors_the_retry_rules_know() -> None:
    async def hang_up(head: bytes, writer: asyncio.StreamWriter) -> bool:
        return False

    async def half(head: bytes, writer: asyncio.StreamWriter) -> bool:
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly part")
        return False

    async def scenario() -> list[type[BaseException]]:
        caught: list[type[BaseException]] = []
        closed, closed_port, _ = await _serve(hang_up)
        cut, cut_port, _ = await _serve(half)
        free = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
        free_port = free.sockets[0].getsockname()[1]
        free.close()
        await free.wait_closed()
        async with httpx.AsyncClient(transport=PooledHTTP11Transport()) as client:
            for url, headers in (
                (f"http://127.0.0.1:{closed_port}/", {}),
                (f"http://127.0.0.1:{cut_port}/", {}),
                (f"http://127.0.0.1:{free_port}/", {}),
                (f"http://127.0.0.1:{closed_port}/", {"X-Bad": "a\nb"}),
            ):
                try:
                    await client.get(url, headers=headers)
                except httpx.HTTPError as exc:
                    caught.append(type(exc))
        closed.close()
        cut.close()
        return caught

    assert asyncio.run(scenario()) == [
        httpx.RemoteProtocolError,
        httpx.ReadError,
        httpx.ConnectError,
        httpx.LocalProtocolError,
    ]

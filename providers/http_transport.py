"""A lean HTTP/1.1 transport for httpx: keep-alive connections over asyncio, httptools to parse.

httpcore's connection pool (httpx's default transport) re-examines every pooled connection
whenever a request starts or ends, asking the socket whether it is still readable each time, so
its cost per request grows with the requests in flight: at 32 in flight on loopback it spent
more time choosing a connection than the simulator spent answering, and held collection to
well under 100 requests/s. This transport keeps idle connections on a stack per origin and
takes the top one that is still open, so a request costs the same at 8 or 256 in flight.

It plugs in below httpx (`httpx.AsyncBaseTransport`), so the client keeps httpx's requests,
responses, content decoding and error types. It speaks plain `http://` only; the client mounts
it for that scheme and leaves `https://` (the live gateway, and any proxy from the environment)
to httpx's own transport. Errors map to httpx's: a refused connection is `httpx.ConnectError`, a
connection that ends before a whole response is `httpx.RemoteProtocolError` or
`httpx.ReadError`, a header that could not be put on the wire is `httpx.LocalProtocolError`.
A connection is reused only after a complete response that allows keep-alive; a request that
is cancelled (a client-side timeout) or fails closes its connection.
"""

from __future__ import annotations

import asyncio
import re

import httptools
import httpx

_TOKEN = re.compile(rb"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$")
_BAD_VALUE = re.compile(rb"[\r\n\x00]")
MAX_IDLE_PER_ORIGIN = 256
"""Idle connections kept per host and port; a request beyond them opens a new one."""


class _Connection(asyncio.Protocol):
    """One keep-alive connection; `exchange` sends a request and waits for its whole response."""

    def __init__(self) -> None:
        self._transport: asyncio.Transport | None = None
        self._parser = httptools.HttpResponseParser(self)
        self._waiter: asyncio.Future[tuple[int, list[tuple[bytes, bytes]], bytes, bool]] | None
        self._waiter = None
        self._headers: list[tuple[bytes, bytes]] = []
        self._body: list[bytes] = []
        self._received = False
        self._headers_done = False
        self._framed = False
        self.closed = False

    # -- asyncio.Protocol ----------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._transport = transport

    def data_received(self, data: bytes) -> None:
        self._received = True
        try:
            self._parser.feed_data(data)
        except httptools.HttpParserError as exc:
            self._fail(httpx.RemoteProtocolError(f"malformed HTTP response: {exc}"))
            self.close()

    def eof_received(self) -> bool | None:
        return False  # close our side too

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self._transport = None
        if self._waiter is None or self._waiter.done():
            return
        if self._headers_done and not self._framed:
            # No Content-Length and not chunked: the body ends where the connection does.
            self._finish(keep_alive=False)
        elif not self._received:
            self._fail(httpx.RemoteProtocolError("Server disconnected without sending a response."))
        else:
            self._fail(httpx.ReadError(f"the connection closed mid-response ({exc or 'EOF'})"))

    # -- httptools callbacks -------------------------------------------------------------------

    def on_header(self, name: bytes, value: bytes) -> None:
        self._headers.append((name, value))
        if name.lower() in (b"content-length", b"transfer-encoding"):
            self._framed = True

    def on_headers_complete(self) -> None:
        self._headers_done = True

    def on_body(self, body: bytes) -> None:
        self._body.append(body)

    def on_message_complete(self) -> None:
        self._finish(keep_alive=self._parser.should_keep_alive())

    # -- use -----------------------------------------------------------------------------------

    async def exchange(self, data: bytes) -> tuple[int, list[tuple[bytes, bytes]], bytes, bool]:
        """Send one whole request; (status, headers, body, keep_alive) of its response."""
        if self._transport is None or self._transport.is_closing():
            raise httpx.RemoteProtocolError("Server disconnected without sending a response.")
        self._headers, self._body = [], []
        self._received = self._headers_done = self._framed = False
        self._waiter = asyncio.get_running_loop().create_future()
        self._transport.write(data)
        return await self._waiter

    def close(self) -> None:
        if self._transport is not None:
            self._transport.close()
        self.closed = True

    def _finish(self, keep_alive: bool) -> None:
        if self._waiter is not None and not self._waiter.done():
            status = self._parser.get_status_code()
            self._waiter.set_result((status, self._headers, b"".join(self._body), keep_alive))

    def _fail(self, exc: Exception) -> None:
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_exception(exc)


def request_bytes(request: httpx.Request, body: bytes) -> bytes:
    """The request line, headers and body; a header that cannot go on the wire raises."""
    target = request.url.raw_path or b"/"
    lines = [request.method.encode("ascii") + b" " + target + b" HTTP/1.1"]
    for name, value in request.headers.raw:
        lowered = name.lower()
        if lowered in (b"transfer-encoding", b"content-length"):
            continue
        if not _TOKEN.match(name) or _BAD_VALUE.search(value):
            raise httpx.LocalProtocolError(
                f"Illegal header value {value!r}"
                if _TOKEN.match(name)
                else f"Illegal header name {name!r}",
                request=request,
            )
        lines.append(name + b": " + value)
    if body or request.method not in ("GET", "HEAD"):
        lines.append(b"Content-Length: " + str(len(body)).encode("ascii"))
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


class PooledHTTP11Transport(httpx.AsyncBaseTransport):
    """Plain-HTTP/1.1 keep-alive transport for httpx (see the module docstring for why)."""

    def __init__(self, max_idle_per_origin: int = MAX_IDLE_PER_ORIGIN) -> None:
        self._idle: dict[tuple[str, int], list[_Connection]] = {}
        self._max_idle = max_idle_per_origin

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        """Send one HTTP/1.1 request on a pooled keep-alive connection; httpx calls this per request."""
        if request.url.scheme != "http":
            raise httpx.UnsupportedProtocol(
                f"this transport speaks http:// only, not {request.url.scheme!r}", request=request
            )
        body = await request.aread()
        data = request_bytes(request, body)
        origin = (request.url.host, request.url.port or 80)
        connection = self._take_idle(origin) or await self._connect(origin, request)
        try:
            status, headers, content, keep_alive = await connection.exchange(data)
        except httpx.TransportError as exc:
            connection.close()
            exc.request = request
            raise
        except BaseException:
            connection.close()
            raise
        if keep_alive and not connection.closed:
            self._give_back(origin, connection)
        else:
            connection.close()
        return httpx.Response(
            status,
            headers=headers,
            stream=httpx.ByteStream(content),
            request=request,
            extensions={"http_version": b"HTTP/1.1"},
        )

    async def aclose(self) -> None:
        """Close every idle connection, so no socket outlives the client."""
        for connections in self._idle.values():
            for connection in connections:
                connection.close()
        self._idle.clear()

    def _take_idle(self, origin: tuple[str, int]) -> _Connection | None:
        stack = self._idle.get(origin)
        while stack:
            connection = stack.pop()
            if not connection.closed:
                return connection
        return None

    def _give_back(self, origin: tuple[str, int], connection: _Connection) -> None:
        stack = self._idle.setdefault(origin, [])
        if len(stack) < self._max_idle:
            stack.append(connection)
        else:
            connection.close()

    async def _connect(self, origin: tuple[str, int], request: httpx.Request) -> _Connection:
        host, port = origin
        try:
            _, connection = await asyncio.get_running_loop().create_connection(
                _Connection, host, port
            )
        except OSError as exc:
            raise httpx.ConnectError(
                f"cannot connect to {host}:{port}: {exc}", request=request
            ) from exc
        return connection

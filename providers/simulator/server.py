"""The simulator as a real HTTP server on loopback, so the client is tested over real sockets.

An asyncio server with httptools' HTTP/1.1 parser, on an event loop of its own in a background
thread. It keeps connections alive (httpx pools them) and answers each connection's requests in
order. A reply that must wait (the `slow` fault, the benchmark mode's fixed latency) waits with
`asyncio.sleep`, so thousands can wait at once without a thread each; `stop()` closes open
connections too, so tests can start dozens of servers.

It replaced the stdlib's ThreadingHTTPServer, whose thread per connection and line-by-line
header parsing held the simulator to about 150 requests/s: the benchmark of collection
(`modeldrift bench collect`) would have measured the simulator, not the collector.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections import deque
from http import HTTPStatus
from pathlib import Path
from types import TracebackType

import httptools

from providers.simulator.app import SimulatorApp
from providers.simulator.faults import Wire, error_payload
from providers.simulator.hold import ReplyHold
from providers.simulator.knowledge import Knowledge, load_knowledge
from providers.simulator.request_log import RequestLog, RequestRecord
from providers.simulator.scenario import Scenario
from providers.simulator.tasks import TaskIndex
from scoring.battery import Battery, load_battery

SERVER_NAME = "modeldrift-simulator/1"
BACKLOG = 1024
"""Connections waiting to be accepted: a client opening many at once must not stall on connect."""
START_TIMEOUT_S = 30.0
BAD_REQUEST = Wire(400, b'{"error": {"code": 400, "message": "Malformed HTTP request"}}')


class SimulatorNotRunning(Exception):
    """The server was asked for its address before start() or after stop()."""


def _head(wire: Wire, keep_alive: bool) -> bytes:
    """The status line and headers of a response."""
    try:
        reason = HTTPStatus(wire.status).phrase
    except ValueError:
        reason = "Unknown"
    lines = [
        f"HTTP/1.1 {wire.status} {reason}",
        f"Server: {SERVER_NAME}",
        "Content-Type: application/json",
        f"Content-Length: {len(wire.body)}",
    ]
    lines += [f"{name}: {value}" for name, value in wire.headers.items()]
    if not keep_alive:
        lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def _internal_error(exc: Exception) -> Wire:
    return Wire(500, error_payload(500, f"The simulator failed on this request: {exc!r}"))


class _Request:
    """One parsed request, as the parser's callbacks fill it."""

    __slots__ = ("body", "headers", "keep_alive", "method", "url")

    def __init__(self) -> None:
        self.url = b""
        self.headers: dict[str, str] = {}
        self.body: list[bytes] = []
        self.method = ""
        self.keep_alive = True


class _Connection(asyncio.Protocol):
    """One client connection: parse requests, answer them in order, keep the connection alive."""

    def __init__(self, server: _LoopServer) -> None:
        self._server = server
        self._parser = httptools.HttpRequestParser(self)
        self._transport: asyncio.Transport | None = None
        self._current = _Request()
        self._queue: deque[_Request] = deque()
        self._answering: asyncio.Task[None] | None = None

    # -- asyncio.Protocol ----------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._transport = transport
        self._server.connections.add(self)

    def connection_lost(self, exc: Exception | None) -> None:
        self._server.connections.discard(self)
        self._transport = None
        if self._answering is not None:
            self._answering.cancel()

    def data_received(self, data: bytes) -> None:
        try:
            self._parser.feed_data(data)
        except httptools.HttpParserError:
            self._queue.clear()
            self._write(BAD_REQUEST, keep_alive=False)
            self.close()

    # -- httptools callbacks -------------------------------------------------------------------

    def on_message_begin(self) -> None:
        self._current = _Request()

    def on_url(self, url: bytes) -> None:
        self._current.url += url

    def on_header(self, name: bytes, value: bytes) -> None:
        self._current.headers[name.decode("latin-1").lower()] = value.decode("latin-1")

    def on_body(self, body: bytes) -> None:
        self._current.body.append(body)

    def on_message_complete(self) -> None:
        request = self._current
        request.method = self._parser.get_method().decode("latin-1")
        request.keep_alive = self._parser.should_keep_alive()
        self._queue.append(request)
        if self._answering is None or self._answering.done():
            self._answering = None
            self._answer_queued()

    # -- answering -----------------------------------------------------------------------------

    def _answer_queued(self) -> None:
        """Answer the queued requests in order, at once while no reply has to wait.

        A reply that must wait (the `slow` fault, the benchmark mode's fixed latency, a test's
        reply hold) waits in a task, and the requests behind it wait for it, so the order holds. Answering the others
        right here, without a task each, is what keeps the simulator well ahead of a client at
        zero latency.
        """
        while self._queue and self._transport is not None:
            request = self._queue.popleft()
            try:
                wire = self._server.app.handle(
                    request.method,
                    request.url.decode("latin-1"),
                    request.headers,
                    b"".join(request.body),
                )
            except Exception as exc:  # a simulator bug: say so, rather than a parser error
                self._queue.clear()
                self._write(_internal_error(exc), keep_alive=False)
                self.close()
                return
            if wire.delay_s > 0 or wire.held_for is not None:
                loop = asyncio.get_running_loop()
                self._answering = loop.create_task(self._answer_after(wire, request))
                return
            if not self._send(wire, request):
                return

    async def _answer_after(self, wire: Wire, request: _Request) -> None:
        if wire.held_for is not None:
            await self._server.until_released(wire.held_for)
        await asyncio.sleep(wire.delay_s)
        if self._send(wire, request):
            self._answer_queued()

    def _send(self, wire: Wire, request: _Request) -> bool:
        """Write one reply; False when the connection closes after it."""
        self._write(wire, request.keep_alive)
        if not request.keep_alive:
            self.close()
            return False
        return True

    def _write(self, wire: Wire, keep_alive: bool) -> None:
        if self._transport is not None and not self._transport.is_closing():
            self._transport.write(_head(wire, keep_alive) + wire.body)

    def close(self) -> None:
        if self._transport is not None:
            self._transport.close()


class _LoopServer:
    """The listening socket and its open connections, all owned by one event loop."""

    def __init__(self, app: SimulatorApp) -> None:
        self.app = app
        self.connections: set[_Connection] = set()
        self.server: asyncio.AbstractServer | None = None
        self._released: dict[str, asyncio.Event] = {}
        """Per held model, what its held replies wait on; set (and dropped) when it opens."""

    async def until_released(self, model: str) -> None:
        """Wait while a test holds `model`'s replies; counted as waiting until the reply goes on
        or its connection is lost (which cancels this)."""
        hold = self.app.hold
        hold.started_waiting(model)
        try:
            while hold.is_closed(model):
                await self._released.setdefault(model, asyncio.Event()).wait()
        finally:
            hold.stopped_waiting(model)

    def wake(self, model: str) -> None:
        """Let the replies held for `model` go on; run on the loop, after the hold opened."""
        released = self._released.pop(model, None)
        if released is not None:
            released.set()

    async def listen(self, host: str, port: int) -> int:
        self.server = await asyncio.get_running_loop().create_server(
            lambda: _Connection(self), host, port, backlog=BACKLOG
        )
        return int(self.server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
        for connection in list(self.connections):
            connection.close()
        if self.server is not None:
            await self.server.wait_closed()


class SimulatorServer:
    """A loopback OpenRouter stand-in for one scenario; use as a context manager or start()/stop()."""

    def __init__(
        self,
        scenario: Scenario,
        host: str = "127.0.0.1",
        port: int = 0,
        log_path: Path | None = None,
        *,
        battery: Battery | None = None,
        knowledge: Knowledge | None = None,
        fixed_latency_ms: int | None = None,
    ) -> None:
        self.scenario = scenario
        self.fixed_latency_ms = fixed_latency_ms
        self._host = host
        self._requested_port = port
        self._log = RequestLog(log_path)
        self._tasks = TaskIndex(load_battery() if battery is None else battery)
        self._knowledge = load_knowledge() if knowledge is None else knowledge
        self._started_at = 0.0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._port: int | None = None
        self._app: SimulatorApp | None = None
        self._served: _LoopServer | None = None
        self._hold = ReplyHold()

    def slow_down(self, fixed_latency_ms: int | None) -> None:
        """Set the benchmark mode's fixed latency of a running server, from the next request on
        (None: back to the scenario's own latencies, which do not wait).

        Slower replies make work in flight likely to still be in flight a moment later; for a
        test that needs it to be certain, hold the replies instead (`hold_replies`)."""
        self.fixed_latency_ms = fixed_latency_ms
        if self._app is not None:
            self._app.fixed_latency_ms = fixed_latency_ms

    def hold_replies(self, model: str, after: int = 0) -> None:
        """Answer the next `after` completions for the alias `model` as usual, then hold every
        later reply to it, unsent, until `release_replies(model)`.

        For a test that must act while a client is provably mid-work (SIGKILL a worker's step
        while it collects): once `held_replies(model)` is above 0, the client that sent those
        requests is waiting for their answers and cannot have finished. Requests are logged on
        arrival as always; a held reply whose connection closes is never sent."""
        self._hold.close(model, after)

    def release_replies(self, model: str) -> None:
        """Send the replies held for `model` and answer it as usual from now on."""
        self._hold.open(model)
        loop, served = self._loop, self._served
        if loop is not None and served is not None:
            with contextlib.suppress(RuntimeError):  # the loop already stopped
                loop.call_soon_threadsafe(served.wake, model)

    def held_replies(self, model: str) -> int:
        """How many replies to `model` are held now (each a request still without an answer)."""
        return self._hold.waiting(model)

    def start(self) -> SimulatorServer:
        """Bind and serve on an event loop in a background thread; returns self for chaining."""
        if self._loop is not None:
            return self
        app = SimulatorApp(
            self.scenario,
            self._tasks,
            self._knowledge,
            self._log,
            self._elapsed_s,
            fixed_latency_ms=self.fixed_latency_ms,
            hold=self._hold,
        )
        loop = asyncio.new_event_loop()
        server = _LoopServer(app)
        bound: dict[str, object] = {}
        ready = threading.Event()

        def serve() -> None:
            asyncio.set_event_loop(loop)
            try:
                bound["port"] = loop.run_until_complete(
                    server.listen(self._host, self._requested_port)
                )
            except OSError as exc:
                bound["error"] = exc
                ready.set()
                loop.close()
                return
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(server.close())
                pending = asyncio.all_tasks(loop)
                for task in pending:
                    task.cancel()
                loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
                loop.close()

        self._started_at = time.monotonic()
        thread = threading.Thread(target=serve, name="simulator", daemon=True)
        thread.start()
        if not ready.wait(START_TIMEOUT_S):
            raise SimulatorNotRunning(f"the simulator did not start within {START_TIMEOUT_S:.0f} s")
        if "error" in bound:
            thread.join()
            raise bound["error"]  # type: ignore[misc]
        self._port = int(bound["port"])  # type: ignore[call-overload]
        self._loop, self._thread, self._app, self._served = loop, thread, app, server
        return self

    def stop(self) -> None:
        """Stop serving, cut open connections and release the port; safe to call twice."""
        loop, thread = self._loop, self._thread
        if loop is None:
            return
        with contextlib.suppress(RuntimeError):  # the loop already stopped
            loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(timeout=5)
        self._loop, self._thread, self._port, self._app = None, None, None, None
        self._served = None

    def _elapsed_s(self) -> float:
        return time.monotonic() - self._started_at

    @property
    def port(self) -> int:
        """The bound port (the free one the OS chose when port=0)."""
        if self._port is None:
            raise SimulatorNotRunning("the simulator is not running; call start() first")
        return self._port

    @property
    def base_url(self) -> str:
        """What OPENROUTER_BASE_URL should be set to, e.g. "http://127.0.0.1:PORT/api/v1"."""
        return f"http://{self._host}:{self.port}/api/v1"

    def request_log(self) -> list[RequestRecord]:
        """Every request so far (except GET /_sim/log itself), in arrival order."""
        return self._log.records()

    def __enter__(self) -> SimulatorServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

"""The simulator as a real HTTP server on loopback, so the client is tested over real sockets.

Plain stdlib ThreadingHTTPServer: one thread per connection, HTTP/1.1 keep-alive (httpx pools
connections), and a stop that closes open connections too, so tests can start dozens of servers.
"""

from __future__ import annotations

import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any

from providers.simulator.app import SimulatorApp
from providers.simulator.faults import Wire
from providers.simulator.knowledge import Knowledge, load_knowledge
from providers.simulator.request_log import RequestLog, RequestRecord
from providers.simulator.scenario import Scenario
from providers.simulator.tasks import TaskIndex
from scoring.battery import Battery, load_battery

POLL_INTERVAL_S = 0.05
"""How often the serve loop checks for shutdown; stop() waits at most about this long."""


class SimulatorNotRunning(Exception):
    """The server was asked for its address before start() or after stop()."""


class _Httpd(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    # socketserver's default listen backlog is 5: a client with more connections in flight than
    # that would see connects stall for a second and time out under a short client timeout.
    request_queue_size = 128

    def __init__(self, address: tuple[str, int], app: SimulatorApp, stopping: threading.Event):
        self.app = app
        self.stopping = stopping
        self._open: set[socket.socket] = set()
        self._open_lock = threading.Lock()
        super().__init__(address, _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        with self._open_lock:
            self._open.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self._open_lock:
            self._open.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that gave up (timeout, closed pool) is normal here, not worth a traceback."""
        exc = sys.exc_info()[1]
        if isinstance(exc, (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)

    def close_open_connections(self) -> None:
        """Idle keep-alive connections would otherwise hold their threads until the client hangs up."""
        with self._open_lock:
            sockets = list(self._open)
        for sock in sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "modeldrift-simulator/1"
    timeout = 30
    # Headers and body go out in two writes; with Nagle on, the client's delayed ACK would add
    # about 40 ms to every keep-alive response.
    disable_nagle_algorithm = True
    server: _Httpd

    def log_message(self, format: str, *args: Any) -> None:
        """The request log is the record; stderr chatter would only bury test output."""

    def do_GET(self) -> None:
        self._serve("GET")

    def do_POST(self) -> None:
        self._serve("POST")

    def _serve(self, method: str) -> None:
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = -1
        if length < 0:
            self._send(Wire(400, b'{"error": {"code": 400, "message": "Bad Content-Length"}}'))
            self.close_connection = True
            return
        body = self.rfile.read(length) if length else b""
        headers = {k.lower(): v for k, v in self.headers.items()}
        wire = self.server.app.handle(method, self.path, headers, body)
        if wire.delay_s > 0 and self.server.stopping.wait(wire.delay_s):
            self.close_connection = True
            return
        self._send(wire)

    def _send(self, wire: Wire) -> None:
        self.send_response(wire.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(wire.body)))
        for name, value in wire.headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(wire.body)


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
        self._stopping = threading.Event()
        self._started_at = 0.0
        self._httpd: _Httpd | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> SimulatorServer:
        """Bind and serve in a background thread; returns self for chaining."""
        if self._httpd is not None:
            return self
        app = SimulatorApp(
            self.scenario,
            self._tasks,
            self._knowledge,
            self._log,
            self._elapsed_s,
            fixed_latency_ms=self.fixed_latency_ms,
        )
        self._stopping.clear()
        self._httpd = _Httpd((self._host, self._requested_port), app, self._stopping)
        self._started_at = time.monotonic()
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": POLL_INTERVAL_S},
            name=f"simulator:{self.port}",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving, cut open connections and release the port; safe to call twice."""
        httpd, thread = self._httpd, self._thread
        if httpd is None:
            return
        self._stopping.set()
        httpd.shutdown()
        httpd.close_open_connections()
        httpd.server_close()
        if thread is not None:
            thread.join(timeout=5)
        self._httpd, self._thread = None, None

    def _elapsed_s(self) -> float:
        return time.monotonic() - self._started_at

    @property
    def port(self) -> int:
        """The bound port (the free one the OS chose when port=0)."""
        if self._httpd is None:
            raise SimulatorNotRunning("the simulator is not running; call start() first")
        return int(self._httpd.server_address[1])

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

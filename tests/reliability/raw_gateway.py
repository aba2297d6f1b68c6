"""A loopback HTTP server that answers OpenRouter's two endpoints with whatever BYTES a test
chooses: invalid UTF-8, JSON-escaped lone surrogates, an echoed Authorization header. The
simulator serialises every reply as valid UTF-8 JSON (and cannot encode a lone surrogate), so
bodies it can never produce come from here.
"""

from __future__ import annotations

import datetime as dt
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass(frozen=True)
class Request:
    """One completion request as the gateway saw it (headers are handed to the reply function
    but never stored)."""

    day: dt.date | None
    model: str
    messages: list[dict[str, str]]


@dataclass(frozen=True)
class Reply:
    status: int
    body: bytes
    headers: tuple[tuple[str, str], ...] = ()
    hang_up: bool = False
    """Close the connection without a byte of reply (the request was read): a dropped
    connection, after the prompt arrived."""


ReplyFn = Callable[[Request, dict[str, str]], Reply]


def completion_body(
    content: str,
    *,
    provider: str = "RawCloud",
    model: str = "raw/model-1",
    finish_reason: str = "stop",
    completion_tokens: Any = 12,
) -> bytes:
    """An OpenRouter completion body, serialised as UTF-8 JSON."""
    return json.dumps(
        {
            "id": "gen-raw",
            "provider": provider,
            "model": model,
            "object": "chat.completion",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": finish_reason,
                    "native_finish_reason": finish_reason,
                    "message": {"role": "assistant", "content": content},
                }
            ],
            "usage": {
                "prompt_tokens": 10,
                "completion_tokens": completion_tokens,
                "total_tokens": 22,
            },
        },
        ensure_ascii=False,
    ).encode("utf-8")


def splice(before: str, raw: bytes, after: str, **fields: Any) -> bytes:
    """A completion body whose content is `before` + the exact bytes `raw` + `after`."""
    marker = "\u2063SPLICE\u2063"
    body = completion_body(before + marker + after, **fields)
    return body.replace(marker.encode("utf-8"), raw)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the tests read what they need from the archive."""

    def do_GET(self) -> None:
        if self.server.models_reply is not None:
            self._send(self.server.models_reply)
        elif self.path.rstrip("/").endswith("/models"):
            data = [
                {"id": alias, "canonical_slug": slug} for alias, slug in self.server.models.items()
            ]
            self._send(Reply(200, json.dumps({"data": data}).encode()))
        else:
            self._send(Reply(404, b'{"error": {"code": 404, "message": "not found"}}'))

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        payload = json.loads(self.rfile.read(length) or b"{}")
        headers = {k.lower(): v for k, v in self.headers.items()}
        day = headers.get("x-sim-day")
        request = Request(
            dt.date.fromisoformat(day) if day else None,
            str(payload.get("model")),
            list(payload.get("messages") or []),
        )
        with self.server.lock:
            self.server.requests.append(request)
        self._send(self.server.reply(request, headers))

    def _send(self, reply: Reply) -> None:
        if reply.hang_up:
            self.close_connection = True
            return
        self.send_response(reply.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(reply.body)))
        for name, value in reply.headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(reply.body)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # never make a burst of connects wait for a SYN retransmit

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Quiet: a client that hangs up (a run stopping its requests in flight) is expected."""

    def __init__(self, models: dict[str, str], reply: ReplyFn, models_reply: Reply | None) -> None:
        self.models, self.reply, self.models_reply = models, reply, models_reply
        self.requests: list[Request] = []
        self.lock = threading.Lock()
        super().__init__(("127.0.0.1", 0), _Handler)


class RawGateway:
    """`with RawGateway({alias: slug}, reply) as gw:` then point OPENROUTER_BASE_URL at gw.base_url.

    `models_reply` replaces the answer to every GET (to make /models fail).
    """

    def __init__(
        self, models: dict[str, str], reply: ReplyFn, models_reply: Reply | None = None
    ) -> None:
        self._server = _Server(models, reply, models_reply)
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v1"

    @property
    def requests(self) -> list[Request]:
        with self._server.lock:
            return list(self._server.requests)

    def __enter__(self) -> RawGateway:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

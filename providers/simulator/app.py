"""Request handling, independent of the socket plumbing: (method, path, headers, body) -> Wire.

Routes mirror OpenRouter's: GET /api/v1/models and POST /api/v1/chat/completions, with its JSON
shapes and error bodies. GET /_sim/log is the simulator's own, for tests.
"""

from __future__ import annotations

import json
import secrets
import threading
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import UTC, date, datetime, time
from itertools import count
from typing import Any
from urllib.parse import urlsplit

from providers.simulator.draws import Draws
from providers.simulator.faults import (
    CONTENT_FILTER_KEEP,
    Wire,
    choose_fault,
    error_payload,
    error_wire,
    replaces_reply,
    wire_body,
)
from providers.simulator.hold import ReplyHold
from providers.simulator.knowledge import Knowledge
from providers.simulator.request_log import RequestLog, RequestRecord
from providers.simulator.respond import Reply, Responder
from providers.simulator.scenario import FaultKind, Scenario
from providers.simulator.tasks import TaskIndex
from records.prompt_hash import normalise_messages, prompt_sha256

API = "/api/v1"
DAY_HEADER = "x-sim-day"
LATENCY_HEADER = "x-sim-latency-ms"
_ROLES = ("user", "assistant", "system")


class _BadRequest(Exception):
    """A request the simulator answers with an error status instead of a completion."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class SimulatorApp:
    """All the simulator's state that is not a socket: scenario, tasks, attempts, log."""

    def __init__(
        self,
        scenario: Scenario,
        tasks: TaskIndex,
        knowledge: Knowledge,
        log: RequestLog,
        elapsed_s: Callable[[], float],
        fixed_latency_ms: int | None = None,
        hold: ReplyHold | None = None,
    ) -> None:
        self.scenario = scenario
        self.fixed_latency_ms = fixed_latency_ms
        """Benchmark mode: every completion really waits this long, and reports it."""
        self.log = log
        self._tasks = tasks
        self._responder = Responder(scenario, knowledge)
        self._draws = Draws(scenario.seed)
        self._elapsed_s = elapsed_s
        self._seq = count(1)
        self._attempts: Counter[tuple[date, str, str]] = Counter()
        self._lock = threading.Lock()
        self.hold = ReplyHold() if hold is None else hold
        """Models whose completions a test holds back until it releases them (none by default)."""

    def handle(self, method: str, raw_path: str, headers: Mapping[str, str], body: bytes) -> Wire:
        """Answer one request; `headers` keys are lower-case."""
        path = urlsplit(raw_path).path.rstrip("/") or "/"
        if path in ("/_sim/log", f"{API}/_sim/log"):
            if method != "GET":
                return _error(405, f"{method} is not allowed on {path}; use GET")
            records = [r.model_dump(mode="json") for r in self.log.records()]
            return _json(200, {"data": records})
        with self._lock:
            seq = next(self._seq)
        received = datetime.now(UTC)
        record: dict[str, Any] = {
            "seq": seq,
            "received_at": received,
            "method": method,
            "path": path,
            "day": None,
            "model": None,
            "task": None,
            "prompt_sha256": None,
            "fault": None,
            "attempt": None,
        }
        try:
            record["day"] = _sim_day(headers)
            wire = self._route(method, path, headers, body, record)
        except _BadRequest as exc:
            wire = _error(exc.status, exc.message)
        latency = wire.headers.get(LATENCY_HEADER)
        self.log.append(
            RequestRecord(
                **record,
                status=wire.status,
                sim_latency_ms=int(latency) if latency is not None else None,
            )
        )
        return wire

    def _route(
        self,
        method: str,
        path: str,
        headers: Mapping[str, str],
        body: bytes,
        record: dict[str, Any],
    ) -> Wire:
        routes = {f"{API}/models": "GET", f"{API}/chat/completions": "POST"}
        if path not in routes:
            raise _BadRequest(404, f"Not found: {path!r}; the simulator serves {sorted(routes)!r}")
        if method != routes[path]:
            raise _BadRequest(405, f"{method} is not allowed on {path}; use {routes[path]}")
        if path.endswith("/models"):
            return _json(200, {"data": self._models(record["day"])})
        return self._complete(headers, body, record)

    def _models(self, day: date) -> list[dict[str, Any]]:
        out = []
        for model in self.scenario.models:
            version = model.version_on(day)
            if version is None:
                continue
            out.append(
                {
                    "id": model.alias,
                    "canonical_slug": version.slug,
                    "hugging_face_id": "",
                    "name": model.name or model.alias,
                    "created": _unix(version.from_),
                    "description": f"Simulated model {model.alias} (scenario seed {self.scenario.seed}).",
                    "context_length": model.context_length,
                    "architecture": {
                        "modality": "text->text",
                        "input_modalities": ["text"],
                        "output_modalities": ["text"],
                        "tokenizer": "Other",
                        "instruct_type": None,
                    },
                    "pricing": {
                        "prompt": model.pricing.prompt,
                        "completion": model.pricing.completion,
                        "request": "0",
                        "image": "0",
                        "web_search": "0",
                        "internal_reasoning": "0",
                    },
                    "top_provider": {
                        "context_length": model.context_length,
                        "max_completion_tokens": None,
                        "is_moderated": False,
                    },
                    "per_request_limits": None,
                    "supported_parameters": ["max_tokens", "temperature", "reasoning"],
                }
            )
        return out

    def _complete(self, headers: Mapping[str, str], body: bytes, record: dict[str, Any]) -> Wire:
        auth = headers.get("authorization", "")
        scheme, _, api_key = auth.partition(" ")
        if scheme.lower() != "bearer" or not api_key.strip():
            raise _BadRequest(401, "No auth credentials found")
        alias, messages = _parse_completion(body)
        record["model"] = alias
        day: date = record["day"]
        model = self.scenario.model(alias)
        version = model.version_on(day) if model is not None else None
        if model is None or version is None:
            raise _BadRequest(404, f"No endpoints found for {alias}.")
        sha = prompt_sha256(messages)
        task = self._tasks.recognise(messages, sha)
        with self._lock:
            self._attempts[(day, alias, sha)] += 1
            attempt = self._attempts[(day, alias, sha)]
        record.update(task=task.key, prompt_sha256=sha, attempt=attempt)
        fault = choose_fault(
            self.scenario.faults,
            self.scenario.outages,
            self._draws,
            day=day,
            model=alias,
            prompt_sha=sha,
            attempt=attempt,
            elapsed_s=self._elapsed_s(),
        )
        record["fault"] = fault
        draw_key: tuple[object, ...] = (day, alias, sha, attempt)
        if replaces_reply(fault):
            assert fault is not None
            wire = error_wire(fault, self.scenario.faults, self._draws, draw_key)
            quick = 20 + int(80 * self._draws.uniform(*draw_key, "error-latency"))
            if self.fixed_latency_ms is not None:
                quick = self.fixed_latency_ms
            return replace(
                wire,
                headers={**wire.headers, LATENCY_HEADER: str(quick)},
                delay_s=self._wait_s(),
                held_for=self._held_for(alias),
            )
        prompt_text = "\n".join(m["content"] for m in messages)
        reply = _with_content_fault(
            self._responder.reply(model, day, task, prompt_text, sha), fault
        )
        payload = _completion_payload(reply, version.slug, day)
        delay = self.scenario.faults.slow_s if fault == "slow" else 0.0
        latency = reply.latency_ms + int(delay * 1000)
        if self.fixed_latency_ms is not None:
            latency = self.fixed_latency_ms + int(delay * 1000)
            delay += self._wait_s()
        return Wire(
            200,
            wire_body(fault, payload, self._draws, draw_key),
            {LATENCY_HEADER: str(latency)},
            delay_s=delay,
            held_for=self._held_for(alias),
        )

    def _held_for(self, alias: str) -> str | None:
        """`alias` when a test holds this completion's reply back, else None."""
        return alias if self.hold.takes(alias) else None

    def _wait_s(self) -> float:
        """What benchmark mode really waits before a completion answer (0 outside it)."""
        return (self.fixed_latency_ms or 0) / 1000.0


def _sim_day(headers: Mapping[str, str]) -> date:
    raw = headers.get(DAY_HEADER)
    if raw is None:
        return datetime.now(UTC).date()
    try:
        return date.fromisoformat(raw.strip())
    except ValueError:
        raise _BadRequest(
            400, f"X-Sim-Day {raw!r} is not a date; use YYYY-MM-DD (UTC), e.g. 2026-11-01"
        ) from None


def _parse_completion(body: bytes) -> tuple[str, list[dict[str, str]]]:
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _BadRequest(400, f"Request body is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise _BadRequest(400, "Request body must be a JSON object with 'model' and 'messages'")
    alias = data.get("model")
    if not isinstance(alias, str) or not alias:
        raise _BadRequest(400, f"'model' must be a non-empty string, got {alias!r}")
    raw_messages = data.get("messages")
    if not isinstance(raw_messages, list) or not raw_messages:
        raise _BadRequest(400, "'messages' must be a non-empty list of {role, content} objects")
    for i, m in enumerate(raw_messages):
        if not isinstance(m, dict) or m.get("role") not in _ROLES or "content" not in m:
            raise _BadRequest(
                400, f"messages[{i}] must be an object with a role in {_ROLES!r} and a content"
            )
    return alias, normalise_messages(raw_messages)


def _with_content_fault(reply: Reply, fault: FaultKind | None) -> Reply:
    if fault == "empty_content":
        return replace(reply, content="", completion_tokens=reply.reasoning_tokens)
    if fault == "null_finish_reason":
        return replace(reply, finish_reason=None, native_finish_reason=None)
    if fault == "content_filter_empty":
        return replace(
            reply,
            content="",
            finish_reason="content_filter",
            native_finish_reason="content_filter",
            completion_tokens=reply.reasoning_tokens,
        )
    if fault == "content_filter":
        kept = reply.content[: int(len(reply.content) * CONTENT_FILTER_KEEP)]
        return replace(
            reply,
            content=kept,
            finish_reason="content_filter",
            native_finish_reason="content_filter",
            completion_tokens=max(1, len(kept) // 4) + reply.reasoning_tokens,
        )
    return reply


def _completion_payload(reply: Reply, slug: str, day: date) -> dict[str, Any]:
    now = datetime.now(UTC)
    # Stamped on the simulated day at today's time of day, so a backfilled archive reads true.
    created = int(datetime.combine(day, now.time(), tzinfo=UTC).timestamp())
    return {
        "id": f"gen-{created}-{secrets.token_hex(10)}",
        "provider": reply.provider,
        "model": slug,
        "object": "chat.completion",
        "created": created,
        "choices": [
            {
                "logprobs": None,
                "index": 0,
                "finish_reason": reply.finish_reason,
                "native_finish_reason": reply.native_finish_reason,
                "message": {
                    "role": "assistant",
                    "content": reply.content,
                    "refusal": None,
                    "reasoning": None,
                },
            }
        ],
        "usage": {
            "prompt_tokens": reply.prompt_tokens,
            "completion_tokens": reply.completion_tokens,
            "total_tokens": reply.prompt_tokens + reply.completion_tokens,
            "completion_tokens_details": {"reasoning_tokens": reply.reasoning_tokens},
        },
    }


def _unix(day: date) -> int:
    return int(datetime.combine(day, time(0), tzinfo=UTC).timestamp())


def _json(status: int, payload: Any) -> Wire:
    return Wire(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"))


def _error(status: int, message: str) -> Wire:
    return Wire(status, error_payload(status, message))

"""Transport faults: which attempt gets one, and what it looks like on the wire.

A fault is drawn per (day, model, prompt, attempt number), so a client that retries the same
request draws again and can succeed, while a rerun of the whole scenario sees the same faults in
the same places. Outage windows override the draw.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from providers.simulator.draws import Draws
from providers.simulator.scenario import FaultKind, Faults, Outage

SERVER_ERROR_CODES = (500, 502, 503)
GATEWAY_TIMEOUT_CODES = (408, 504, 524)
"""What a gateway answers when the model behind it did not answer in time."""
HEARTBEAT_PREFIX = "\n \n: OPENROUTER PROCESSING\n\n: OPENROUTER PROCESSING\n\n"
"""What OpenRouter sends while an upstream is still working: blank lines and SSE comments."""
CONTENT_FILTER_KEEP = 0.4
"""Share of the reply that survives a content_filter cut."""


@dataclass(frozen=True)
class Wire:
    """An HTTP response ready to send."""

    status: int
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    """Really wait this long before answering (the `slow` fault only)."""
    held_for: str | None = None
    """The model whose reply hold (`providers.simulator.hold`) this reply waits on before the
    delay starts; None for every reply unless a test closed a hold."""


def choose_fault(
    faults: Faults,
    outages: tuple[Outage, ...],
    draws: Draws,
    *,
    day: date,
    model: str,
    prompt_sha: str,
    attempt: int,
    elapsed_s: float,
) -> FaultKind | None:
    """The fault this attempt gets, if any."""
    for outage in outages:
        if outage.covers(elapsed_s):
            return outage.kind
    if faults.rate <= 0.0:
        return None
    if draws.uniform(day, model, prompt_sha, "fault", attempt) >= faults.rate:
        return None
    total = sum(faults.kinds.values())
    point = draws.uniform(day, model, prompt_sha, "fault-kind", attempt) * total
    for kind, weight in faults.kinds.items():
        if point < weight:
            return kind
        point -= weight
    return next(k for k, w in reversed(faults.kinds.items()) if w > 0)


def error_payload(code: int, message: str, metadata: dict[str, Any] | None = None) -> bytes:
    """OpenRouter's error shape: {"error": {"code", "message"[, "metadata"]}}."""
    error: dict[str, Any] = {"code": code, "message": message}
    if metadata:
        error["metadata"] = metadata
    return json.dumps({"error": error}).encode("utf-8")


def error_wire(kind: FaultKind, faults: Faults, draws: Draws, key: tuple[object, ...]) -> Wire:
    """Faults that replace the reply entirely (see `replaces_reply`)."""
    if kind == "unfinished_stream":
        # Keep-alive comments while "the upstream works", then the body ends: no completion.
        return Wire(200, HEARTBEAT_PREFIX.encode("utf-8"))
    if kind == "gateway_timeout":
        pick = int(draws.uniform(*key, "status") * len(GATEWAY_TIMEOUT_CODES))
        code = GATEWAY_TIMEOUT_CODES[pick]
        return Wire(code, error_payload(code, "The model did not respond in time."))
    if kind == "rate_limit":
        return Wire(
            429,
            error_payload(429, "Rate limit exceeded: too many requests, slow down."),
            {"Retry-After": str(faults.retry_after_s)},
        )
    if kind == "server_error":
        code = SERVER_ERROR_CODES[int(draws.uniform(*key, "status") * len(SERVER_ERROR_CODES))]
        return Wire(code, error_payload(code, "Internal error from the upstream provider."))
    return Wire(
        200,
        error_payload(
            502,
            "Upstream provider returned an error mid-generation.",
            {"provider_name": "SimCloud", "raw": "upstream connection reset"},
        ),
    )


def replaces_reply(kind: FaultKind | None) -> bool:
    """Whether the fault sends an error instead of the reply."""
    return kind in (
        "rate_limit",
        "server_error",
        "error_body",
        "gateway_timeout",
        "unfinished_stream",
    )


def wire_body(
    kind: FaultKind | None, payload: dict[str, Any], draws: Draws, key: tuple[object, ...]
) -> bytes:
    """Serialise a completion, garbling it as the fault says."""
    body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
    if kind == "heartbeat":
        return HEARTBEAT_PREFIX.encode("utf-8") + body
    if kind == "malformed_json":
        # Cut somewhere in the middle: past the opening brace, well before the closing one.
        cut = int(len(body) * (0.2 + 0.6 * draws.uniform(*key, "cut")))
        return body[:cut]
    return body

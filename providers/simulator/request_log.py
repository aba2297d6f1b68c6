"""The simulator's request log: what was asked, when, and what came back.

Tests prove "nothing was sent twice" from here, so it records every request, faults included,
and never anything secret (no headers, no key).
"""

from __future__ import annotations

import threading
from datetime import date, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from providers.simulator.scenario import FaultKind


class RequestRecord(BaseModel):
    """One request the simulator received."""

    model_config = ConfigDict(frozen=True)

    seq: int
    """1, 2, ... in arrival order, per server."""
    received_at: datetime
    """Wall clock (UTC) when the request arrived."""
    method: str
    path: str
    day: date | None
    """The simulated day (X-Sim-Day, else today UTC); None when the header was unreadable."""
    model: str | None
    """The alias asked for (completions only)."""
    task: str | None
    """Battery id, "puzzle:<family>:L<level>" or "unknown" (completions only)."""
    prompt_sha256: str | None
    """sha256 of the messages' canonical JSON (records.prompt_hash)."""
    status: int
    """HTTP status sent."""
    fault: FaultKind | None
    """The fault injected into this attempt, if any."""
    attempt: int | None
    """How many times this (day, model, prompt) has been seen by this server, this one included."""
    sim_latency_ms: int | None = None
    """Simulated wall time reported in x-sim-latency-ms."""


class RequestLog:
    """Thread-safe, append-only; mirrored to a JSONL file when a path is given."""

    def __init__(self, path: Path | None = None) -> None:
        self._records: list[RequestRecord] = []
        self._lock = threading.Lock()
        self._path = path
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)

    def append(self, record: RequestRecord) -> None:
        """Record one request (and flush it to the file, so another process can read it now)."""
        with self._lock:
            self._records.append(record)
            if self._path is not None:
                with self._path.open("a", encoding="utf-8") as fh:
                    fh.write(record.model_dump_json() + "\n")

    def records(self) -> list[RequestRecord]:
        """A snapshot in arrival order (records are appended when answered, so sort by seq)."""
        with self._lock:
            return sorted(self._records, key=lambda r: r.seq)

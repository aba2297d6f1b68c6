"""The battery page: every frozen prompt with the reason it is there, and how to check the file.

battery.json is a data file beside the code, not part of it: if it is missing or does not load,
the page says so and the rest of the site is still built.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from report.load import ReportData

VERIFY_COMMAND = "modeldrift battery verify"
PUBLISHED_NAME = "battery.json"
DIGEST_NAME = "battery.json.sha256"


@dataclass
class Part:
    """One value on the page, or why it is not available."""

    title: str
    source: str
    value: Any = None
    missing: str | None = None


def _attempt(title: str, source: str, get: Callable[[], Any]) -> Part:
    try:
        return Part(title=title, source=source, value=get())
    except Exception as exc:  # a battery file that does not load must not sink the whole site
        first = str(exc).splitlines()[0] if str(exc) else ""
        return Part(title=title, source=source, missing=f"{type(exc).__name__}: {first}")


def publish_battery(site: Path) -> str:
    """Copy battery.json into the site byte for byte, with its digest in `sha256sum` format, so
    a reader can check the file the pipeline ran on without a checkout. Returns the digest."""
    from scoring.battery import DEFAULT_BATTERY_PATH

    raw = DEFAULT_BATTERY_PATH.read_bytes()
    (site / PUBLISHED_NAME).write_bytes(raw)
    digest = hashlib.sha256(raw).hexdigest()
    (site / DIGEST_NAME).write_text(f"{digest}  {PUBLISHED_NAME}\n", encoding="ascii")
    return digest


def _entries() -> list[dict[str, Any]]:
    from scoring.battery import load_battery

    battery = load_battery()
    out = []
    for e in battery.entries:
        checks = []
        if e.truth is not None:
            checks.append(f"correctness ({e.truth.kind})")
        if e.format is not None:
            checks.append(f"format ({e.format.kind})")
        out.append(
            {
                "id": e.id,
                "category": e.category,
                "reason": e.reason,
                "messages": e.messages(),
                "tags": list(e.tags),
                "pair": f"{e.pair.group} ({e.pair.arm})" if e.pair else None,
                "checks": checks,
            }
        )
    return out


def _version() -> str:
    from scoring.battery import load_battery

    return load_battery().version


def _digest() -> str:
    from scoring.battery import battery_digest

    return battery_digest()


def battery_context(data: ReportData) -> dict[str, Any]:
    """The battery's prompts, its digest, and the digests the collected tasks carried."""
    entries: Part = _attempt("Battery prompts", "scoring.battery.load_battery()", _entries)
    return {
        "entries": entries,
        "version": _attempt("Battery version", "scoring.battery.load_battery()", _version),
        "digest": _attempt("Battery sha256", "scoring.battery.battery_digest()", _digest),
        "pinned": _attempt(
            "Pinned sha256",
            "scoring.battery.EXPECTED_BATTERY_SHA256",
            lambda: __import__("scoring.battery", fromlist=["x"]).EXPECTED_BATTERY_SHA256,
        ),
        "verify_command": VERIFY_COMMAND,
        "published_name": PUBLISHED_NAME,
        "digest_name": DIGEST_NAME,
        "frozen_on": _attempt(
            "Frozen on",
            "scoring.battery.BATTERY_FROZEN_ON",
            lambda: __import__("scoring.battery", fromlist=["x"]).BATTERY_FROZEN_ON,
        ),
        "digests_seen": data.battery_digests.to_dicts() if data.battery_digests.height else [],
    }

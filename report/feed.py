"""The Atom feed: significant and major events, and puzzle status changes.

Minor events stay off the feed on purpose: they are listed on the day pages but do not change a
day's status (docs/method.md, "Severity rules"), and a feed that pings for each would be muted by its readers. A withdrawn
event keeps its entry id and says "Withdrawn" in its title, so a reader who saw it learns it no
longer holds. Text is made XML-safe the same way pages make it HTML-safe: control characters
(which XML 1.0 cannot even carry) become visible tokens, and ElementTree escapes the rest.
"""

from __future__ import annotations

import datetime as dt
import xml.etree.ElementTree as ET
from typing import Any
from urllib.parse import quote

import polars as pl

from detection.events.severity import DRIFT_SEVERITIES
from report.event_view import EventView
from report.load import ReportData
from report.names import safe_name
from report.safe_text import visible
from report.vocab import status_key, status_label

ATOM = "http://www.w3.org/2005/Atom"
FEED_ID = "tag:modeldrift.report,2025:feed"
MAX_ENTRIES = 500
"""Newest entries kept; the day pages and open data hold the full history."""


def _tag(kind: str, *parts: str) -> str:
    return "tag:modeldrift.report,2025:" + kind + "/" + "/".join(quote(p, safe="") for p in parts)


def _stamp(day: dt.date) -> str:
    return f"{day.isoformat()}T00:00:00Z"


def _sub(parent: ET.Element, name: str, text: str | None = None, **attrs: str) -> ET.Element:
    el = ET.SubElement(parent, f"{{{ATOM}}}{name}", attrs)
    if text is not None:
        el.text = visible(text)
    return el


def status_changes(statuses: pl.DataFrame) -> list[dict[str, Any]]:
    """Each day a model's puzzle status differs from its previous day's."""
    changes = []
    previous: dict[str, str] = {}
    for r in statuses.to_dicts() if statuses.height else []:
        key = status_key(r["puzzle_status"])
        before = previous.get(r["model"])
        previous[r["model"]] = key
        if before is None or before == key or key == "building":
            continue
        changes.append(
            {
                "day": r["day"],
                "model": r["model"],
                "before": status_label(before),
                "after": status_label(key, r["puzzle_status"]),
                "explanation": r.get("explanation"),
            }
        )
    return changes


def feed_entries(data: ReportData, events: list[EventView]) -> list[dict[str, Any]]:
    """Entries newest first: significant/major events (withdrawn ones marked) and status changes."""
    entries = []
    for e in events:
        if e.severity_key not in DRIFT_SEVERITIES:
            continue
        r = e.row
        withdrawn = r["status"] == "withdrawn"
        what = r["prompt_id"] or r["kind"]
        title = f"{r['model']}: {e.severity_key} {r['field']} change on {what} ({r['day']})"
        if withdrawn:
            title = f"Withdrawn: {title} (by scorer {r['withdrawn_by'] or '?'})"
        summary = (
            f"{r['field']}: {e.old_short} -> {e.new_short}; compared with {r['baseline_days']} "
            f"baseline day(s); rule {r['severity_rule'] or '?'}."
        )
        entries.append(
            {
                "id": _tag("event", str(r["event_id"])),
                "day": r["day"],
                "title": title,
                "href": e.page,
                "summary": summary,
                "severity": e.severity_key,
                "kind": "event",
            }
        )
    for c in status_changes(data.statuses):
        entries.append(
            {
                "id": _tag("status", c["model"], c["day"].isoformat()),
                "day": c["day"],
                "title": f"{c['model']}: puzzles {c['before']} -> {c['after']} ({c['day']})",
                "href": f"models/{safe_name(c['model'])}.html",
                "summary": c["explanation"] or f"Puzzle status is now {c['after']}.",
                "severity": None,
                "kind": "status",
            }
        )
    entries.sort(key=lambda x: (x["day"], x["id"]), reverse=True)
    return entries[:MAX_ENTRIES]


def build_feed(data: ReportData, events: list[EventView]) -> bytes:
    """The feed document; links are relative to the feed's own location, the site root."""
    ET.register_namespace("", ATOM)
    feed = ET.Element(f"{{{ATOM}}}feed")
    _sub(feed, "id", FEED_ID)
    _sub(feed, "title", "modeldrift: significant and major changes")
    _sub(feed, "subtitle", "Each tracked model compared with its own past, every day.")
    _sub(feed, "updated", _stamp(data.as_of) if data.as_of else "1970-01-01T00:00:00Z")
    _sub(feed, "link", href="index.html")
    _sub(feed, "link", href="feed.xml", rel="self", type="application/atom+xml")
    author = _sub(feed, "author")
    _sub(author, "name", "modeldrift")
    for item in feed_entries(data, events):
        entry = _sub(feed, "entry")
        _sub(entry, "id", item["id"])
        _sub(entry, "title", item["title"])
        _sub(entry, "updated", _stamp(item["day"]))
        _sub(entry, "link", href=item["href"])
        if item["severity"]:
            _sub(entry, "category", term=item["severity"])
        _sub(entry, "category", term=item["kind"])
        _sub(entry, "summary", item["summary"])
    return ET.tostring(feed, encoding="utf-8", xml_declaration=True)

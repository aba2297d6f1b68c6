"""Events as the pages show them: a file name, a severity word, and both sides of the change.

Event values are text the detector wrote, but for picks and top picks that text came from a
model, so they are hostile like the responses and go through the same escaping.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

from report.names import event_name, safe_name
from report.safe_text import Highlight, parse_highlights, render_content
from report.vocab import SEVERITY_RANK, severity_key

SHORT_VALUE = 80
"""Characters of a value shown in a table cell; the event page shows it whole."""

PICK_FIELDS = frozenset({"picks", "top_pick"})

UNRATED_BECAUSE = {
    "budget_exhausted": "the day's triage budget was spent before it came up",
    "service_down": "the triage model did not answer",
    "parse_failed": "the triage model's answer was not exactly one of minor, significant, major",
    "missing_text": "a response it compares is missing from the archive",
}
"""Why an event that waited on triage kept severity 'unknown', per triage outcome."""


@dataclass
class EventView:
    """One event row with what every page needs to list and link it."""

    row: dict[str, Any]
    page: str
    model_page: str
    severity_key: str
    old_short: str
    new_short: str
    baseline_values: list[Any] = field(default_factory=list)
    baseline_values_note: str | None = None

    @property
    def rated_by_same_maker(self) -> bool:
        """Triage rated this event, and the triage model's maker also makes this model."""
        from detection.triage import same_maker_models

        return self.row.get("severity_source") == "triage" and bool(
            same_maker_models([self.row["model"]])
        )

    @property
    def unrated_reason(self) -> str | None:
        """Why an event whose rule defers still has no severity, in one clause; None otherwise."""
        row = self.row
        if not row.get("needs_triage") or self.severity_key != "unknown":
            return None
        outcome = row.get("triage_outcome")
        if outcome is not None:
            return UNRATED_BECAUSE.get(outcome, f"triage ended with outcome {outcome!r}")
        stage = (row.get("triage_stage_status") or "").lower()
        if stage == "failed":
            detail = row.get("triage_stage_detail") or "no reason recorded"
            return f"the triage stage failed on {row['day']}: {detail}"
        if stage == "skipped":
            return f"the triage stage was skipped on {row['day']}: {row.get('triage_stage_detail')}"
        return "the triage stage has not run for this day"

    def __getattr__(self, name: str) -> Any:
        # Templates read event columns (e.day, e.field) straight off the view.
        try:
            return self.__dict__["row"][name]
        except KeyError:
            raise AttributeError(name) from None


def _short(value: str | None) -> str:
    if value is None:
        return "\u2014"
    return value if len(value) <= SHORT_VALUE else value[: SHORT_VALUE - 1] + "\u2026"


def event_pages(events: list[dict[str, Any]]) -> dict[tuple[dt.date, str], str]:
    """File name per (day, event_id); an id seen on two days gets the day in its name."""
    seen: dict[str, int] = {}
    for e in events:
        seen[e["event_id"]] = seen.get(e["event_id"], 0) + 1
    pages = {}
    for e in events:
        eid = e["event_id"]
        stem = event_name(eid) if seen[eid] == 1 else safe_name(f"{e['day']}/{eid}")
        pages[(e["day"], eid)] = f"events/{stem}.html"
    return pages


def event_views(events: list[dict[str, Any]]) -> list[EventView]:
    """Every event, most severe first within a day, withdrawn ones last."""
    pages = event_pages(events)
    views = []
    for e in events:
        values: list[Any] = []
        note = None
        if e.get("baseline_values_json"):
            try:
                parsed = json.loads(e["baseline_values_json"])
                values = parsed if isinstance(parsed, list) else [parsed]
            except json.JSONDecodeError:
                note = "the baseline values are not valid JSON; shown as stored"
                values = [e["baseline_values_json"]]
        views.append(
            EventView(
                row=e,
                page=pages[(e["day"], e["event_id"])],
                model_page=f"models/{safe_name(e['model'])}.html",
                severity_key=severity_key(e["severity"]),
                old_short=_short(e["old_value"]),
                new_short=_short(e["new_value"]),
                baseline_values=values,
                baseline_values_note=note,
            )
        )
    views.sort(
        key=lambda v: (
            v.row["day"],
            v.row["status"] == "withdrawn",
            -SEVERITY_RANK.get(v.severity_key, 0),
            v.row["model"],
            v.row["event_id"],
        )
    )
    return views


@dataclass
class ResponseView:
    """One full response as the event page shows it, highlights applied."""

    role: str
    response_id: str | None
    found: bool
    row: dict[str, Any]
    body: Markup
    highlights: list[Highlight]
    note: str | None
    picks: list[str] | None
    picks_note: str | None
    unreadable: list[str] = field(default_factory=list)
    """Verdict fields the scorer could not read with confidence (shown as "unreadable")."""


def _unreadable(unreadable_json: Any) -> list[str]:
    """The verdict's abstained fields; none on rows scored before v2 or not valid JSON."""
    try:
        parsed = json.loads(unreadable_json) if unreadable_json else []
    except (TypeError, json.JSONDecodeError):
        return []
    return [str(f) for f in parsed] if isinstance(parsed, list) else []


def _picks(picks_json: Any) -> tuple[list[str] | None, str | None]:
    if picks_json is None:
        return None, None
    try:
        parsed = json.loads(picks_json)
    except (TypeError, json.JSONDecodeError):
        return None, "the pick list is not valid JSON"
    if not isinstance(parsed, list):
        return None, "the pick list is not a list"
    return [str(p) for p in parsed], None


def response_view(
    role: str, response_id: str | None, evidence: dict[str, dict[str, Any]]
) -> ResponseView:
    """The response behind one side of an event, or a note saying why it cannot be shown."""
    row = evidence.get(response_id) if response_id else None
    if row is None:
        why = "no response is linked to this side" if not response_id else "not in the archive"
        return ResponseView(
            role=role,
            response_id=response_id,
            found=False,
            row={},
            body=Markup(""),
            highlights=[],
            note=why,
            picks=None,
            picks_note=None,
        )
    highlights, note = parse_highlights(row.get("highlights_json"))
    picks, picks_note = _picks(row.get("picks_json"))
    return ResponseView(
        role=role,
        response_id=response_id,
        found=True,
        row=row,
        body=render_content(row.get("content"), highlights),
        highlights=highlights,
        note=note,
        picks=picks,
        picks_note=picks_note,
        unreadable=_unreadable(row.get("unreadable_json")),
    )


def prompt_messages(*views: ResponseView) -> list[dict[str, str]]:
    """The prompt as sent (from the task), taken from whichever side has it."""
    for v in views:
        raw = v.row.get("messages_json") if v.found else None
        if not raw:
            continue
        try:
            messages = json.loads(raw)
        except json.JSONDecodeError:
            continue
        if isinstance(messages, list):
            return [
                {"role": str(m.get("role", "?")), "content": str(m.get("content", ""))}
                for m in messages
                if isinstance(m, dict)
            ]
    return []


def pair_arm_views(
    raw: str | None, evidence: dict[str, dict[str, Any]]
) -> list[tuple[str, ResponseView, ResponseView]]:
    """For a pair event: each arm's response on the baseline day and today, arm by arm."""
    if not raw:
        return []
    sides = json.loads(raw)
    baseline, today = sides.get("baseline", {}), sides.get("today", {})
    return [
        (
            arm,
            response_view("baseline", baseline.get(arm), evidence),
            response_view("today", today.get(arm), evidence),
        )
        for arm in sorted({*baseline, *today})
    ]

"""An event page shows a field the scorer abstained on as "unreadable", not as an empty reading."""

from __future__ import annotations

import json

from report.event_view import response_view
from report.render import TEMPLATES, environment


def _evidence(**verdict: object) -> dict[str, dict[str, object]]:
    row = {
        "response_id": "r-1",
        "day": "2026-11-20",
        "provider": "prov-a",
        "finish_reason": "stop",
        "latency_ms": 900.0,
        "completion_tokens": 120,
        "outcome": "answered",
        "scorer_version": "v2",
        "content": "| Rank | Product |\n|---|---|\n| 1 | A One |",
        "highlights_json": "[]",
        **verdict,
    }
    return {"r-1": row}


class _AnyEvent:
    """Stands in for the page's event: the response macro only reads its day."""

    day = "2026-11-20"

    def __getattr__(self, name: str) -> str:
        return ""


def _render(view: object) -> str:
    """The event page's response macro alone (the page around it needs a whole site)."""
    source = (TEMPLATES / "event.html.j2").read_text(encoding="utf-8")
    start = source.index("{% macro response(v)")
    end = source.index("{%- endmacro %}") + len("{%- endmacro %}")
    template = environment().from_string(source[start:end] + "{{ response(v) }}")
    return template.render(v=view, e=_AnyEvent(), root="../")


def test_an_abstained_pick_list_reads_unreadable_on_the_event_page() -> None:
    view = response_view(
        "today", "r-1", _evidence(picks_json="[]", unreadable_json=json.dumps(["picks"]))
    )
    assert view.unreadable == ["picks"]
    html = _render(view)
    assert "unreadable: picks" in html
    assert "unreadable: the scorer could not read the picks" in html
    assert "no picks extracted" not in html


def test_a_confident_empty_pick_list_still_reads_as_none() -> None:
    view = response_view("today", "r-1", _evidence(picks_json="[]", unreadable_json="[]"))
    assert view.unreadable == []
    html = _render(view)
    assert "no picks extracted" in html and "unreadable" not in html


def test_rows_scored_before_v2_have_no_abstention() -> None:
    view = response_view("today", "r-1", _evidence(picks_json='["A One"]', unreadable_json=None))
    assert view.unreadable == [] and view.picks == ["A One"]

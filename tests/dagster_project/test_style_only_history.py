"""A history in which only the reply style changes produces no content events.

Two simulated models answer ten days through the real pipeline. From day six each one writes in
other layouts (label tables, bold labels, medal headings, avoid-lists, empathetic declines, wrapped
answer markers, varied caveat phrasing, ...), drawn afresh every day, while every decision stays
put: the same picks in the same order, the same answered/refused/late-decline choices, the same
caveats in the same places, the same answers, the same format compliance. A scorer that reads
content rather than layout sees nothing change, so the only events allowed are length and latency
anomalies (layout does change how long a reply is).
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from dagster_project.runner import run_range
from providers.simulator.scenario import STYLE_NAMES
from tests.conftest import SCENARIOS, Pipeline, start_simulator

pytestmark = pytest.mark.e2e

FIRST = dt.date(2026, 11, 1)
SWITCH = dt.date(2026, 11, 6)
LAST = dt.date(2026, 11, 10)
MODELS = ("sim/steady", "sim/verbose")
LAYOUT_ONLY_FIELDS = ("length_tokens", "latency_ms")
# One mark per non-classic recommendation layout, to show the styles really were written.
STYLE_MARKS = (
    "| **",
    "1. **",
    "**Top pick:**",
    "   - **Why:**",
    "I'd buy",
    "get the",
    "🥇",
    "**Short",
)


def style_only_scenario(tmp_path: Path) -> Path:
    """The demo's steady and verbose models, each with one decision set and two style regimes."""
    demo = json.loads((SCENARIOS / "demo.json").read_text())
    models = []
    for model in demo["models"]:
        if model["alias"] not in MODELS:
            continue
        decisions = {
            **model["behaviour"][0],
            # Every kind of decision a style must carry: refusals, late declines, opening and
            # closing caveats, fenced JSON, a recommendation layout for the classic style.
            "refusal": {"default": 0.05, "refusal": 0.3},
            "late_decline": 0.5,
            "caveat": 0.5,
            "closing_caveat": 0.4,
        }
        styled = [s for s in STYLE_NAMES if s != "classic"]
        if model["alias"] == "sim/steady":
            before, after = {"classic": 1}, dict.fromkeys(styled, 1)
        else:
            before = {"label_table": 2, "classic": 1}
            after = {**dict.fromkeys(styled, 1), "classic": 1, "label_table": 0}
        decisions["styles"] = before
        models.append(
            {
                **model,
                "behaviour": [decisions, {"from": SWITCH.isoformat(), "styles": after}],
            }
        )
    scenario = {
        "seed": "style-only",
        "description": "Only the reply style changes on 2026-11-06; every decision stays put.",
        "start": FIRST.isoformat(),
        "models": models,
    }
    path = tmp_path / "style-only.json"
    path.write_text(json.dumps(scenario))
    return path


def test_a_style_only_change_raises_no_picks_outcome_stance_correctness_or_format_event(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", json.dumps(list(MODELS)))
    server = start_simulator(style_only_scenario(tmp_path))
    monkeypatch.setenv("OPENROUTER_BASE_URL", server.base_url)
    try:
        assert run_range("modeldrift_daily", FIRST, LAST, pipeline.instance).success
    finally:
        server.stop()

    days = pipeline.warehouse.rows("SELECT count(DISTINCT day) FROM verdicts")[0][0]
    assert days == (LAST - FIRST).days + 1, "every day was scored"
    steady = pipeline.warehouse.rows(
        "SELECT day >= $switch, content FROM responses WHERE model = 'sim/steady' "
        "AND task_id LIKE 'P%'",
        {"switch": SWITCH},
    )
    marks_after = {m for after, text in steady if after for m in STYLE_MARKS if m in text}
    marks_before = {m for after, text in steady if not after for m in STYLE_MARKS if m in text}
    assert len(marks_after) >= 6 and not marks_before, (marks_before, marks_after)
    content_events = pipeline.warehouse.rows(
        "SELECT day, model, prompt_id, field, kind, old_value, new_value FROM events "
        "WHERE field NOT IN $layout ORDER BY day, model, prompt_id, field",
        {"layout": list(LAYOUT_ONLY_FIELDS)},
    )
    shown = "\n".join(
        f"  {d} {m} {p} {f} ({k}): {o!r} -> {n!r}" for d, m, p, f, k, o, n in content_events
    )
    assert content_events == [], (
        f"{len(content_events)} content events from a style-only change:\n{shown}"
    )

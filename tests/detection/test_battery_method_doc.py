"""The method page's battery section renders from code: every placeholder is a real constant."""

from __future__ import annotations

import pytest

from detection.battery.method import method_constants
from detection.events.severity import rules_table
from report.method_doc import render_section


def _render() -> str:
    return render_section("method_battery.md.j2", method_constants())


def test_doc_renders_with_only_known_names() -> None:
    text = _render()
    assert "{{" not in text and "{%" not in text


@pytest.mark.parametrize(
    "phrase",
    [
        "previous 7 days",
        "more than 3 standard deviations",
        "at least\n  50 tokens or 5000 ms",
        "Until the canary has 3 prior days",
        "0.3 for length and 0.4 for latency",
        "false discovery rate of 0.05",
        "a 0.0027 chance",
        "**anthropic/claude-haiku-4.5**, made by **Anthropic**",
    ],
)
def test_doc_states_the_thresholds(phrase: str) -> None:
    assert phrase in _render()


def test_doc_prints_every_severity_rule() -> None:
    text = _render()
    for rule in rules_table():
        assert f"| `{rule['id']}` | {rule['kind']} |" in text


def test_method_constants_match_the_specified_method() -> None:
    # source: the battery method as specified (docs/method.md, "The battery: how a change is
    # found, counted and rated": 7-day window, z 3, 50 tokens / 5,000 ms, priors 0.3 / 0.4, canary 3 days)
    c = method_constants()
    assert (c["window_days"], c["z_threshold"], c["canary_min_days"]) == (7, 3.0, 3)
    assert (c["length_min_diff_tokens"], c["latency_min_diff_ms"]) == (50.0, 5000.0)
    assert (c["length_prior_log_sd"], c["latency_prior_log_sd"]) == (0.3, 0.4)
    assert c["fdr_q"] == 0.05

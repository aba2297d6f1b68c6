"""The method page's puzzle section renders from code: every placeholder is a real constant."""

from __future__ import annotations

import pytest

from detection.puzzle.sequential import SEQUENTIAL_THRESHOLD
from detection.puzzle.status import method_constants
from report.method_doc import render_section


def _render() -> str:
    return render_section("method_puzzles.md.j2", method_constants())


def test_doc_renders_with_only_known_names() -> None:
    text = _render()
    assert "{{" not in text and "{%" not in text


@pytest.mark.parametrize(
    "phrase",
    [
        "**Watch** at z ≤ -2.0",
        "**Degraded** at z ≤ -3.0",
        "|z| ≥ 3.0",
        f"Alarm** at S ≥ **{SEQUENTIAL_THRESHOLD}**",
        "rating = 1500 +\n173.7 × θ",
        "day k of 14",
        "at most\n0.9 separate false Degraded",
        "about 78 rating points",
    ],
)
def test_doc_states_the_thresholds(phrase: str) -> None:
    assert phrase in _render()

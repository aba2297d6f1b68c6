"""fixes26: misreads left at the end of the twenty-second round, each fixed by a general rule.

One behaviour per test, with its near misses; every product is invented.
"""

from __future__ import annotations

import pytest

from scoring.recommendation import read_picks
from tests.linear_time import assert_linear

_BODY = "Both are good headphones, and the gap is small.\n\n"


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


@pytest.mark.parametrize(
    "verdict",
    [
        "Verdict: Kettlo H9 wins on battery.",
        "**Verdict:** Kettlo H9 wins on battery.",
        "Overall: Kettlo H9 edges it.",
        "My pick: Kettlo H9 beats the rest.",
        "Bottom line: The Kettlo H9 wins on comfort.",
    ],
)
def test_a_verdict_labels_name_ends_before_its_lower_case_predicate(verdict: str) -> None:
    assert _names(_BODY + verdict) == ["Kettlo H9"]


def test_a_lower_case_word_a_name_holds_is_no_predicate() -> None:
    assert _names(_BODY + "Verdict: Marrow S24 plus.") == ["Marrow S24 plus"]


def test_criterion_labels_with_a_predicate_still_name_no_pick() -> None:
    # Near miss: criterion labels, not a verdict's; their winners are no picks.
    text = (
        _BODY
        + "**Battery life:** Kettlo H9 wins clearly.\n\n**Comfort:** Marrow Pulse 4 wins easily."
    )
    assert _names(text) == []


def test_an_imperative_after_a_verdict_label_is_no_name() -> None:
    # Near miss: "Start with the X" opens with a verb, whose function word is no predicate.
    assert "Start" not in _names(_BODY + "Bottom line: Start with a cheap pair and see.")


def test_the_verdict_cut_reads_in_linear_time() -> None:
    text = lambda n: "Verdict: Kettlo H9 " + "wins " * n + "on battery."  # noqa: E731
    assert len(text(10_000)) >= 50_000
    assert_linear(_names, text, 10_000)

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


# --- a lower-case "then" chain ----------------------------------------------------------------


def test_a_lower_case_then_chain_with_bracketed_reasons_ranks_its_names() -> None:
    text = (
        "kettlo h9 (best battery), then marrow pulse 4 (lightest), then norda x2 (cheapest). "
        "any of them is a good start"
    )
    assert _names(text) == ["kettlo h9", "marrow pulse 4", "norda x2"]


@pytest.mark.parametrize(
    "steps",
    [
        "charge it for 2 hours, then pair it, then update the app.",
        "soak it 10 min, then rinse, then dry.",
        "kettlo, then marrow, then norda.",  # single words, no model code: as often kinds
    ],
)
def test_then_chains_of_steps_or_plain_words_name_no_pick(steps: str) -> None:
    assert _names(steps) == []


def test_the_then_chain_reads_in_linear_time() -> None:
    text = lambda n: "kettlo h9 (" * n + "x), then norda x2"  # noqa: E731
    assert len(text(5_000)) >= 50_000
    assert_linear(_names, text, 5_000)


# --- a standard's version is no casual pick ---------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    [
        "just get wifi 6e, it matters more than the router brand.",
        "just get usb c4, it matters more than the dock brand.",
    ],
)
def test_a_standard_and_its_version_is_no_lower_case_pick(reply: str) -> None:
    assert _names(reply) == []


def test_a_lower_case_brand_and_model_is_still_a_casual_pick() -> None:
    # Near miss: the same sentence with a product's brand and model code.
    assert _names("just get kettlo h9, it matters more than the brand.") == ["kettlo h9"]

"""The word-limit check's item markers (twenty-first round), beside the golden cases
(cases.json, "format-words-*"): which tokens are Markdown, and that counting stays linear."""

from __future__ import annotations

import pytest

from scoring.battery import FormatRule
from scoring.format_check import check
from tests.linear_time import assert_linear

RULE = FormatRule(kind="max_words", value=3, required_keys=[])


@pytest.mark.parametrize(
    "text",
    ["1. Yes, mostly.", "1) Yes, mostly.", "  12. Yes, mostly.", "1. Yes,\n2. mostly,\n3. fine."],
)
def test_item_numbers_opening_a_line_are_not_words(text: str) -> None:
    assert check(RULE, text).ok


@pytest.mark.parametrize(
    "text",
    [
        "Yes. Take 2. Fine.",  # a number inside a sentence is a word
        "1.Yes mostly fine today",  # no blank after it: one token, a word
        "1234. Yes, mostly fine.",  # four digits: a number, not an item
        "Yes:\n- 1. mostly fine",  # after a bullet, a number is the item's first word
    ],
)
def test_what_stays_a_word(text: str) -> None:
    # Each has three words besides the token in question, so counting it fails the limit of 3.
    assert not check(RULE, text).ok


def test_the_span_over_the_limit_skips_the_markers() -> None:
    text = "1. One two\n2. three four"
    result = check(RULE, text)
    assert not result.ok
    (span, _label), *_ = result.spans
    assert text[span[0] : span[1]] == "four"


def test_many_item_lines_count_in_linear_time() -> None:
    rule = FormatRule(kind="max_words", value=25, required_keys=[])
    assert_linear(lambda text: check(rule, text), lambda n: "1. a\n" * n, 20_000)


def test_a_long_blank_line_counts_in_linear_time() -> None:
    rule = FormatRule(kind="max_words", value=25, required_keys=[])
    assert_linear(lambda text: check(rule, text), lambda n: " " * n + "1.x", 50_000)

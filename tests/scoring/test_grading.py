"""The final-answer reader's decoration rules of the twenty-first round, beside the golden cases
(cases.json, "answer-*"): what counts as decoration after the number, and that reading a hostile
ANSWER line stays linear."""

from __future__ import annotations

import pytest

from scoring.grading import extract_answer, parse_token
from tests.linear_time import assert_linear


@pytest.mark.parametrize("mark", ["✅", "✔", "✓", "🎉", "👍🏽", "❤️", "🧑\u200d💻"])
def test_a_closing_check_mark_or_emoji_is_decoration(mark: str) -> None:
    assert extract_answer(f"ANSWER: 42 {mark}") == 42
    assert extract_answer(f"ANSWER: 42{mark}") == 42


@pytest.mark.parametrize("text", ["ANSWER: 42 ✅ 43", "ANSWER: ✅ 42 or 43", "ANSWER: 4✅2"])
def test_a_mark_inside_the_value_is_not_stripped(text: str) -> None:
    assert extract_answer(text) is None


def test_a_word_answer_loses_its_closing_mark_too() -> None:
    assert parse_token("yes ✅") == "yes"
    assert parse_token("B 👍") == "B"


@pytest.mark.parametrize("marker", ["1. ", "12) ", "3.  ", "> 2. "])
def test_a_numbered_item_marker_before_the_label(marker: str) -> None:
    assert extract_answer(f"Work shown.\n{marker}ANSWER: 7") == 7


@pytest.mark.parametrize("line", ["1234. ANSWER: 7", "1.ANSWER: 7", "a. ANSWER: 7"])
def test_what_is_not_a_numbered_item_marker(line: str) -> None:
    # Four digits are a number, not an item; a list marker is followed by a blank.
    assert extract_answer(line) is None


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("$\\mathbf{42}$", 42),
        ("$\\textbf{42}$", 42),
        ("\\(\\mathbf{-7}\\)", -7),
        ("$1{,}024$", 1024),
        ("$\\text{12}$.", 12),
        ("$\\mathbf{12.5}$", None),
        ("$\\mathbf{12} \\text{ or } 13$", None),
        ("<1{,}024>", None),
    ],
)
def test_latex_emphasis_and_grouping_in_inline_math(value: str, expected: int | None) -> None:
    assert extract_answer(f"ANSWER: {value}") == expected


def test_a_long_blank_run_before_a_letter_reads_in_linear_time() -> None:
    assert_linear(extract_answer, lambda n: "ANSWER: 1" + " " * n + "x", 50_000)


def test_a_long_run_of_emoji_reads_in_linear_time() -> None:
    assert_linear(extract_answer, lambda n: "ANSWER: 1 " + "✅ " * n + "2", 25_000)


def test_a_long_math_value_reads_in_linear_time() -> None:
    assert_linear(extract_answer, lambda n: "ANSWER: $" + "\\mathbf{1} " * n + "$", 5_000)


def test_a_number_too_long_to_convert_is_unreadable_not_an_error() -> None:
    # Python refuses int() on more than 4,300 digits; the reader must not raise on model output.
    assert extract_answer("ANSWER: " + "1" * 5_000) is None
    assert extract_answer("ANSWER: " + "9" * 1_000) == int("9" * 1_000)
    assert extract_answer("ANSWER: " + "123," * 2_000 + "123") is None


def test_a_run_of_unclosed_boxes_reads_in_linear_time() -> None:
    assert_linear(extract_answer, lambda n: "\\boxed{" * n, 8_000)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("\\boxed{12} and then \\boxed{", 12),
        ("\\boxed{\\boxed{7}", 7),
        ("\\boxed{1\\boxed{", None),
        ("\\boxed{3} \\boxed{\\text{4}} \\boxed{5", 4),
        ("\\boxed{{2}} \\boxed{x{", 2),
    ],
)
def test_the_last_closed_box_still_decides_after_unclosed_ones(
    text: str, expected: int | None
) -> None:
    assert extract_answer(text) == expected

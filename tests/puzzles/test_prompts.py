"""Prompts state every convention, end with the ANSWER line, and read back to the same instance."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import puzzles

FINAL = "End your reply with a final line of the form `ANSWER: <integer>`."
FAMILY_LEVELS = list(itertools.product(puzzles.FAMILIES, puzzles.LEVELS))

CONVENTIONS = {
    "round_trip": [
        "exactly once",
        "returns to the city it started from",
        "same in both directions",
        "shortest",
    ],
    "assignments": ["exactly one job", "exactly one worker", "numbered 0 to"],
    "task_orders": ["not necessarily immediately before", "each task exactly once", "answer is 0"],
    "grid_paths": [
        "right",
        "down",
        "never moves left, up or diagonally",
        "row 0, column 0",
        "wall",
    ],
    "queens": [
        "rotations or reflections",
        "count as different",
        "do not stop attacks",
        "square (r, c)",
    ],
}


@pytest.mark.parametrize("family, level", FAMILY_LEVELS)
def test_prompt_ends_with_the_answer_line_and_states_conventions(family: str, level: int) -> None:
    text = puzzles.prompt(puzzles.generate(family, 5, level))
    assert text.endswith("\n\n" + FINAL)
    assert text.count("ANSWER:") == 1
    for phrase in CONVENTIONS[family]:
        assert phrase in text, phrase


@pytest.mark.parametrize("family, level", FAMILY_LEVELS)
def test_prompt_parses_back_to_the_same_data_and_answer(family: str, level: int) -> None:
    for seed in range(25):
        instance = puzzles.generate(family, seed, level)
        parsed = puzzles.parse_prompt(puzzles.prompt(instance))
        assert parsed == {k: v for k, v in instance.items() if k != "level"}
        assert puzzles.solve(parsed) == puzzles.solve(instance)
        assert puzzles.infer_level(parsed) == level


def test_surrounding_whitespace_is_tolerated() -> None:
    instance = puzzles.generate("queens", 1, 2)
    padded = "\n  " + puzzles.prompt(instance) + "\n\n"
    assert puzzles.parse_prompt(padded) == {k: v for k, v in instance.items() if k != "level"}


def _edits(text: str) -> list[str]:
    return [
        text.replace(FINAL, "Answer briefly."),
        text.replace("\n\n", "\n\nPlease think step by step.\n\n", 1),
        text + "\nThank you.",
        text[:-1],
        text.replace(". ", ".  ", 1),
        text.replace(" the ", " a ", 1),
    ]


@pytest.mark.parametrize("family", puzzles.FAMILIES)
def test_edited_prompts_are_not_recognised(family: str) -> None:
    text = puzzles.prompt(puzzles.generate(family, 2, 2))
    for edited in _edits(text):
        assert edited != text
        assert puzzles.parse_prompt(edited) is None


def test_a_table_edit_that_breaks_symmetry_is_not_recognised() -> None:
    text = puzzles.prompt({"family": "round_trip", "dist": [[0, 12, 13], [12, 0, 14], [13, 14, 0]]})
    edited = text.replace(" 0 |  0 12 13", " 0 |  0 15 13")
    assert edited != text
    assert puzzles.parse_prompt(edited) is None


@pytest.mark.parametrize("text", ["", "What is 2 + 2?", FINAL, "A project has 3 tasks.", None, 42])
def test_other_text_is_not_recognised(text: object) -> None:
    assert puzzles.parse_prompt(text) is None  # type: ignore[arg-type]


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=400))
def test_arbitrary_text_is_never_recognised_and_never_raises(text: str) -> None:
    assert puzzles.parse_prompt(text) is None


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(puzzles.FAMILIES), st.integers(0, 10**6), st.sampled_from([1, 2, 3]), st.data()
)
def test_truncated_prompts_are_not_recognised(
    family: str, seed: int, level: int, data: st.DataObject
) -> None:
    text = puzzles.prompt(puzzles.generate(family, seed, level))
    cut = data.draw(st.integers(0, len(text.rstrip()) - 1))
    assert puzzles.parse_prompt(text[:cut]) is None

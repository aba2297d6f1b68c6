"""Malformed instances are refused with one line that says what was wrong, never answered."""

from __future__ import annotations

from typing import Any

import pytest

import puzzles

SQUARE_3 = [[0, 1, 2], [1, 0, 3], [2, 3, 0]]

BAD = [
    ("not an object", [1, 2], "must be a JSON object"),
    ("no family", {"dist": SQUARE_3}, "no 'family' key"),
    ("unknown family", {"family": "sudoku"}, "unknown family 'sudoku'"),
    ("family not a string", {"family": 3}, "unknown family 3"),
    ("no matrix", {"family": "round_trip"}, "no 'dist' key"),
    ("matrix not a list", {"family": "round_trip", "dist": "0 1; 1 0"}, "must be a JSON array"),
    ("empty matrix", {"family": "round_trip", "dist": []}, "between 1 and 18"),
    ("non-square matrix", {"family": "round_trip", "dist": [[0, 1, 2], [1, 0, 3]]}, "square"),
    (
        "row not a list",
        {"family": "round_trip", "dist": [[0, 1], 5]},
        "dist[1] must be a JSON array",
    ),
    (
        "fractional distance",
        {"family": "round_trip", "dist": [[0, 1.5], [1.5, 0]]},
        "whole number, got 1.5",
    ),
    (
        "boolean distance",
        {"family": "round_trip", "dist": [[0, True], [True, 0]]},
        "whole number, got True",
    ),
    (
        "negative distance",
        {"family": "round_trip", "dist": [[0, -4], [-4, 0]]},
        "at least 0, got -4",
    ),
    (
        "asymmetric matrix",
        {"family": "round_trip", "dist": [[0, 1, 2], [1, 0, 3], [2, 4, 0]]},
        "symmetric",
    ),
    (
        "non-zero diagonal",
        {"family": "round_trip", "dist": [[5, 1], [1, 0]]},
        "to itself must be 0",
    ),
    (
        "too many cities",
        {"family": "round_trip", "dist": [[0] * 19 for _ in range(19)]},
        "between 1 and 18",
    ),
    ("no can_do", {"family": "assignments"}, "no 'can_do' key"),
    (
        "job index out of range",
        {"family": "assignments", "can_do": [[0, 1], [2]]},
        "at most 1, got 2",
    ),
    ("negative job index", {"family": "assignments", "can_do": [[0], [-1]]}, "at least 0, got -1"),
    ("job listed twice", {"family": "assignments", "can_do": [[0, 0], [1]]}, "repeats a job"),
    (
        "worker row not a list",
        {"family": "assignments", "can_do": [0, 1]},
        "can_do[0] must be a JSON array",
    ),
    ("no workers", {"family": "assignments", "can_do": []}, "between 1 and 16"),
    ("no task count", {"family": "task_orders", "before": []}, "no 'n' key"),
    ("zero tasks", {"family": "task_orders", "n": 0, "before": []}, "at least 1, got 0"),
    (
        "task count as text",
        {"family": "task_orders", "n": "5", "before": []},
        "whole number, got '5'",
    ),
    ("no rules key", {"family": "task_orders", "n": 3}, "no 'before' key"),
    (
        "rule task out of range",
        {"family": "task_orders", "n": 3, "before": [[0, 3]]},
        "at most 2, got 3",
    ),
    (
        "rule of three tasks",
        {"family": "task_orders", "n": 3, "before": [[0, 1, 2]]},
        "exactly two numbers",
    ),
    ("rule listed twice", {"family": "task_orders", "n": 3, "before": [[0, 1], [0, 1]]}, "twice"),
    ("no grid", {"family": "grid_paths"}, "no 'grid' key"),
    ("ragged grid", {"family": "grid_paths", "grid": ["...", ".."]}, "equally long"),
    ("bad grid character", {"family": "grid_paths", "grid": ["..", ".X"]}, "contains 'X'"),
    ("empty grid", {"family": "grid_paths", "grid": []}, "between 1 and 200"),
    ("empty rows", {"family": "grid_paths", "grid": ["", ""]}, "between 1 and 200"),
    ("grid row not a string", {"family": "grid_paths", "grid": [[".", "."]]}, "must be a string"),
    ("no board size", {"family": "queens", "blocked": []}, "no 'n' key"),
    (
        "queen square outside the board",
        {"family": "queens", "n": 8, "blocked": [[8, 0]]},
        "at most 7, got 8",
    ),
    (
        "negative queen square",
        {"family": "queens", "n": 8, "blocked": [[0, -1]]},
        "at least 0, got -1",
    ),
    ("square listed twice", {"family": "queens", "n": 4, "blocked": [[1, 1], [1, 1]]}, "twice"),
    ("board too large", {"family": "queens", "n": 13, "blocked": []}, "at most 12, got 13"),
    (
        "blocked not a list",
        {"family": "queens", "n": 4, "blocked": {"0": 1}},
        "must be a JSON array",
    ),
]


@pytest.mark.parametrize(
    "instance, fragment", [(i, f) for _, i, f in BAD], ids=[name for name, _, _ in BAD]
)
def test_solve_refuses_bad_instance_with_one_clear_line(instance: Any, fragment: str) -> None:
    with pytest.raises(puzzles.InvalidInstance) as caught:
        puzzles.solve(instance)
    message = str(caught.value)
    assert fragment in message
    assert "\n" not in message


@pytest.mark.parametrize("call", [puzzles.prompt, puzzles.infer_level, puzzles.canonical])
def test_other_entry_points_refuse_the_same_input(call: Any) -> None:
    with pytest.raises(puzzles.InvalidInstance, match="equally long"):
        call({"family": "grid_paths", "grid": ["...", ".."]})


def test_invalid_instance_is_a_value_error() -> None:
    assert issubclass(puzzles.InvalidInstance, ValueError)


def test_long_values_are_shortened_in_messages() -> None:
    with pytest.raises(puzzles.InvalidInstance) as caught:
        puzzles.solve({"family": "grid_paths", "grid": "#" * 5000})
    assert len(str(caught.value)) < 200


@pytest.mark.parametrize(
    "instance",
    [
        {"family": "queens", "n": 6, "blocked": [[0, 1]]},
        {"family": "grid_paths", "grid": ["..#", "...", "#.."]},
        {"family": "task_orders", "n": 4, "before": [[0, 1], [2, 3]]},
    ],
)
def test_extra_keys_are_ignored(instance: dict[str, Any]) -> None:
    noisy = {**instance, "level": 3, "comment": "from a test", "answer": -1}
    assert puzzles.solve(noisy) == puzzles.solve(instance)
    assert puzzles.prompt(noisy) == puzzles.prompt(instance)


@pytest.mark.parametrize(
    "family, seed, level, fragment",
    [
        ("sudoku", 1, 1, "unknown family"),
        ("queens", 1, 4, "unknown level 4"),
        ("queens", 1, 0, "unknown level 0"),
        ("queens", -1, 1, "seed must be"),
        ("queens", 1.5, 1, "seed must be"),
    ],
)
def test_generate_refuses_what_does_not_exist(
    family: str, seed: Any, level: Any, fragment: str
) -> None:
    with pytest.raises(puzzles.InvalidRequest, match=fragment):
        puzzles.generate(family, seed, level)

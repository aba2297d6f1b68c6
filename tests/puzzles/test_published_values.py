"""Every solver against values published independently of this code (OEIS, TSPLIB, formulas)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

import puzzles

HERE = Path(__file__).parent
PUBLISHED = json.loads((HERE / "published_values.json").read_text(encoding="utf-8"))
GR17 = json.loads((HERE / "gr17.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "n, count", sorted((int(k), v) for k, v in PUBLISHED["queens_unblocked"]["values"].items())
)
def test_queens_without_blocks_match_a000170(n: int, count: int) -> None:
    assert puzzles.solve({"family": "queens", "n": n, "blocked": []}) == count


@pytest.mark.parametrize(
    "n, count", sorted((int(k), v) for k, v in PUBLISHED["derangements"]["values"].items())
)
def test_assignments_where_no_worker_takes_own_job_match_a000166(n: int, count: int) -> None:
    can_do = [[j for j in range(n) if j != i] for i in range(n)]
    assert puzzles.solve({"family": "assignments", "can_do": can_do}) == count


@pytest.mark.parametrize("n", range(1, 11))
def test_assignments_with_every_job_allowed_give_n_factorial(n: int) -> None:
    can_do = [list(range(n)) for _ in range(n)]
    assert puzzles.solve({"family": "assignments", "can_do": can_do}) == math.factorial(n)


@pytest.mark.parametrize("n", range(1, 13))
def test_task_orders_without_rules_give_n_factorial(n: int) -> None:
    assert puzzles.solve({"family": "task_orders", "n": n, "before": []}) == math.factorial(n)


def _chain(first: int, length: int) -> list[list[int]]:
    return [[t, t + 1] for t in range(first, first + length - 1)]


@pytest.mark.parametrize("a, b", [(1, 1), (1, 5), (2, 3), (4, 4), (5, 7), (8, 8)])
def test_task_orders_of_two_chains_give_binomial(a: int, b: int) -> None:
    before = _chain(0, a) + _chain(a, b)
    assert puzzles.solve({"family": "task_orders", "n": a + b, "before": before}) == math.comb(
        a + b, a
    )


def _rectangle_poset(rows: int, cols: int) -> dict[str, object]:
    """Cell (i, j) must come before (i+1, j) and (i, j+1); task number i * cols + j."""
    before = []
    for i in range(rows):
        for j in range(cols):
            if i + 1 < rows:
                before.append([i * cols + j, (i + 1) * cols + j])
            if j + 1 < cols:
                before.append([i * cols + j, i * cols + j + 1])
    return {"family": "task_orders", "n": rows * cols, "before": before}


def _hook_length_count(rows: int, cols: int) -> int:
    """Standard Young tableaux of a rows x cols rectangle: (rc)! / product of hook lengths."""
    hooks = math.prod((rows - i) + (cols - j) - 1 for i in range(rows) for j in range(cols))
    return math.factorial(rows * cols) // hooks


@pytest.mark.parametrize(
    "rows, cols", [(1, 6), (2, 2), (2, 5), (3, 3), (3, 4), (3, 5), (4, 4), (2, 9)]
)
def test_rectangle_poset_matches_hook_length_formula(rows: int, cols: int) -> None:
    assert puzzles.solve(_rectangle_poset(rows, cols)) == _hook_length_count(rows, cols)


@pytest.mark.parametrize(
    "n, count", sorted((int(k), v) for k, v in PUBLISHED["catalan"]["values"].items())
)
def test_two_row_rectangle_poset_gives_catalan_numbers(n: int, count: int) -> None:
    assert puzzles.solve(_rectangle_poset(2, n)) == count


def test_task_orders_with_a_cycle_give_zero() -> None:
    instance = {"family": "task_orders", "n": 4, "before": [[0, 1], [1, 2], [2, 0]]}
    assert puzzles.solve(instance) == 0


def test_task_orders_with_a_task_before_itself_give_zero() -> None:
    assert puzzles.solve({"family": "task_orders", "n": 3, "before": [[1, 1]]}) == 0


def test_gr17_shortest_tour_is_the_tsplib_optimum() -> None:
    n = GR17["dimension"]
    dist = [[0] * n for _ in range(n)]
    for i, row in enumerate(GR17["lower_diag_row"]):
        for j, value in enumerate(row):
            dist[i][j] = dist[j][i] = value
    assert puzzles.solve({"family": "round_trip", "dist": dist}) == GR17["optimum"]


@pytest.mark.parametrize(
    "rows, cols", [(1, 1), (1, 9), (9, 1), (2, 2), (3, 7), (7, 7), (15, 15), (40, 30)]
)
def test_open_grid_gives_binomial(rows: int, cols: int) -> None:
    grid = ["." * cols] * rows
    expected = math.comb(rows + cols - 2, rows - 1)
    assert puzzles.solve({"family": "grid_paths", "grid": grid}) == expected


@pytest.mark.parametrize("grid", [["#..", "...", "..."], ["...", "...", "..#"], ["#"]])
def test_grid_with_a_walled_end_has_no_paths(grid: list[str]) -> None:
    assert puzzles.solve({"family": "grid_paths", "grid": grid}) == 0


def test_round_trip_with_two_cities_goes_there_and_back() -> None:
    assert puzzles.solve({"family": "round_trip", "dist": [[0, 7], [7, 0]]}) == 14


def test_round_trip_with_one_city_has_length_zero() -> None:
    assert puzzles.solve({"family": "round_trip", "dist": [[0]]}) == 0

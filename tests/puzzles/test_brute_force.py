"""The fast solvers against plain enumeration (permutations) on random small instances."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import puzzles

EXAMPLES = settings(max_examples=80, deadline=None)


@st.composite
def round_trips(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(1, 7))
    dist = [[0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            dist[i][j] = dist[j][i] = draw(st.integers(0, 60))
    return {"family": "round_trip", "dist": dist}


@st.composite
def assignment_sets(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(1, 6))
    jobs = st.lists(st.integers(0, n - 1), unique=True, max_size=n)
    return {"family": "assignments", "can_do": draw(st.lists(jobs, min_size=n, max_size=n))}


@st.composite
def task_rule_sets(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(1, 6))
    rule = st.lists(st.integers(0, n - 1), min_size=2, max_size=2)
    before = draw(st.lists(rule, unique_by=tuple, max_size=8))
    return {"family": "task_orders", "n": n, "before": before}


@st.composite
def grids(draw: st.DrawFn) -> dict[str, Any]:
    rows, cols = draw(st.integers(1, 5)), draw(st.integers(1, 5))
    # Walls are rarer than open cells so that most examples have at least one path.
    row = st.lists(st.sampled_from("...#"), min_size=cols, max_size=cols).map("".join)
    return {"family": "grid_paths", "grid": draw(st.lists(row, min_size=rows, max_size=rows))}


@st.composite
def queen_boards(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(1, 7))
    square = st.tuples(st.integers(0, n - 1), st.integers(0, n - 1))
    blocked = draw(st.lists(square, unique=True, max_size=n * 2))
    return {"family": "queens", "n": n, "blocked": [list(sq) for sq in blocked]}


def brute_round_trip(dist: list[list[int]]) -> int:
    n = len(dist)
    best = None
    for rest in itertools.permutations(range(1, n)):
        tour = (0, *rest, 0)
        length = sum(dist[a][b] for a, b in itertools.pairwise(tour)) if n > 1 else 0
        best = length if best is None else min(best, length)
    assert best is not None
    return best


def brute_assignments(can_do: list[list[int]]) -> int:
    n = len(can_do)
    return sum(
        all(job in can_do[w] for w, job in enumerate(perm))
        for perm in itertools.permutations(range(n))
    )


def brute_task_orders(n: int, before: list[list[int]]) -> int:
    count = 0
    for order in itertools.permutations(range(n)):
        position = {task: k for k, task in enumerate(order)}
        count += all(position[a] < position[b] for a, b in before)
    return count


def brute_grid_paths(grid: list[str]) -> int:
    rows, cols = len(grid), len(grid[0])
    moves = rows + cols - 2
    count = 0
    for downs in itertools.combinations(range(moves), rows - 1):
        r = c = 0
        cells = [(0, 0)]
        for step in range(moves):
            if step in downs:
                r += 1
            else:
                c += 1
            cells.append((r, c))
        count += all(grid[r][c] == "." for r, c in cells)
    return count


def brute_queens(n: int, blocked: list[list[int]]) -> int:
    # n non-attacking queens on n rows means exactly one per row: try every column permutation.
    walls = {tuple(sq) for sq in blocked}
    count = 0
    for cols in itertools.permutations(range(n)):
        if any((r, c) in walls for r, c in enumerate(cols)):
            continue
        if (
            len({r + c for r, c in enumerate(cols)}) == n
            and len({r - c for r, c in enumerate(cols)}) == n
        ):
            count += 1
    return count


@EXAMPLES
@given(round_trips())
def test_round_trip_matches_brute_force(instance: dict[str, Any]) -> None:
    assert puzzles.solve(instance) == brute_round_trip(instance["dist"])


@EXAMPLES
@given(assignment_sets())
def test_assignments_match_brute_force(instance: dict[str, Any]) -> None:
    assert puzzles.solve(instance) == brute_assignments(instance["can_do"])


@EXAMPLES
@given(task_rule_sets())
def test_task_orders_match_brute_force(instance: dict[str, Any]) -> None:
    assert puzzles.solve(instance) == brute_task_orders(instance["n"], instance["before"])


@EXAMPLES
@given(grids())
def test_grid_paths_match_brute_force(instance: dict[str, Any]) -> None:
    assert puzzles.solve(instance) == brute_grid_paths(instance["grid"])


@EXAMPLES
@given(queen_boards())
def test_queens_match_brute_force(instance: dict[str, Any]) -> None:
    assert puzzles.solve(instance) == brute_queens(instance["n"], instance["blocked"])


STRATEGIES = st.one_of(round_trips(), assignment_sets(), task_rule_sets(), grids(), queen_boards())


@settings(max_examples=150, deadline=None)
@given(STRATEGIES)
def test_any_valid_instance_survives_prompt_and_parse(instance: dict[str, Any]) -> None:
    """Edge cases too: a worker with no jobs, no rules, no blocked squares, one-cell grids."""
    assert puzzles.parse_prompt(puzzles.prompt(instance)) == instance

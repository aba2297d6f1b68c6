"""The puzzle benchmark's output shape (its figures belong in docs, not in assertions)."""

from __future__ import annotations

import re

from bench.puzzles import run


def test_bench_prints_every_family_and_level_and_ends_with_the_summary_line() -> None:
    lines: list[str] = []
    result = run(echo=lines.append, models=1, seeds=1)
    assert re.fullmatch(
        r"puzzles: day_for_1_models_s=\d+\.\d+ worst_single_solve_s=\d+\.\d+", lines[-1]
    )
    assert len(result["per_level"]) == 15
    assert result["tasks"] == 30
    for family in ("round_trip", "assignments", "task_orders", "grid_paths", "queens"):
        assert sum(line.startswith(family) for line in lines) == 3

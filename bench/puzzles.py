"""Benchmark of the puzzle suite: solve times per family and level, and a day for many models.

Goals (docs/performance.md, "Summary"): the worst single solve at level 3 under 0.5 s, and generating and solving one
day's tasks for 20 models under 10 s on a 2-core machine. Run with
`python -m bench.puzzles`; the main CLI exposes it as `modeldrift bench puzzles`.
"""

from __future__ import annotations

import datetime
import statistics
import time
from collections.abc import Callable
from typing import Any

import puzzles
from puzzles.day import day_tasks, surface_for

BENCH_DAY = datetime.date(2025, 1, 1)


def _solve_times(family: str, level: int, seeds: int) -> list[float]:
    times = []
    for seed in range(seeds):
        instance = puzzles.generate(family, seed, level)
        start = time.perf_counter()
        puzzles.solve(instance)
        times.append(time.perf_counter() - start)
    return times


def run(echo: Callable[[str], None] = print, models: int = 20, seeds: int = 20) -> dict[str, Any]:
    """Print the figures and return them; the last printed line is the summary the docs quote."""
    echo(f"puzzles: solve time over {seeds} seeds per family and level (seconds)")
    echo(f"{'family':<12} {'level':>5} {'median_s':>10} {'worst_s':>10}")
    per_level: dict[str, dict[str, float]] = {}
    worst_overall = 0.0
    for family in puzzles.FAMILIES:
        for level in puzzles.LEVELS:
            times = _solve_times(family, level, seeds)
            median, worst = statistics.median(times), max(times)
            worst_overall = max(worst_overall, worst)
            per_level[f"{family}-L{level}"] = {"median_s": median, "worst_s": worst}
            echo(f"{family:<12} {level:>5} {median:>10.4f} {worst:>10.4f}")
    start = time.perf_counter()
    tasks = 0
    for k in range(models):
        tasks += len(day_tasks(BENCH_DAY, surface_for(f"bench/model-{k:02d}")))
    day_s = time.perf_counter() - start
    echo(f"one day for {models} models: {tasks} tasks generated and solved in {day_s:.2f} s")
    echo(f"puzzles: day_for_{models}_models_s={day_s:.2f} worst_single_solve_s={worst_overall:.4f}")
    return {
        "per_level": per_level,
        "models": models,
        "tasks": tasks,
        "day_s": day_s,
        "worst_single_solve_s": worst_overall,
    }


if __name__ == "__main__":
    from bench import main_without_options

    main_without_options("puzzles", run)

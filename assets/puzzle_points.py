"""Puzzle verdict rows -> detection.puzzle.records.PuzzleResult."""

from __future__ import annotations

import datetime as dt

from detection.puzzle.records import PuzzleResult
from records.schema import from_row
from warehouse.store import Warehouse


def puzzle_results(store: Warehouse, end: dt.date) -> dict[str, list[PuzzleResult]]:
    """Every model's puzzle results up to `end`, grouped by model."""
    out: dict[str, list[PuzzleResult]] = {}
    for r in store.frame("puzzle_verdicts_until", {"end": end}, archive=False).to_dicts():
        out.setdefault(r["model"], []).append(from_row(PuzzleResult, r))
    return out


_run_read: tuple[tuple[str, str, dt.date], dict[str, list[PuzzleResult]]] | None = None
"""The last `run_puzzle_results` read: (warehouse file, run id, last day) and its results."""


def run_puzzle_results(
    store: Warehouse, run_id: str, end: dt.date, *, last_reader: bool = False
) -> dict[str, list[PuzzleResult]]:
    """`puzzle_results`, read once per run: the baselines (ratings) and statuses stages of one run
    read the same results, which a run's later stages never write (as `run_verdict_points`).
    `last_reader` (the statuses stage) lets them go once it has them."""
    global _run_read
    key = (str(store.path.resolve()), run_id, end)
    if _run_read is not None and _run_read[0] == key:
        results = _run_read[1]
    else:
        results = puzzle_results(store, end)
        _run_read = (key, results)
    if last_reader:
        _run_read = None
    return {model: list(rows) for model, rows in results.items()}

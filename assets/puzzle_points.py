"""Puzzle verdict rows -> detection.puzzle.records.PuzzleResult."""

from __future__ import annotations

import datetime as dt

from detection.puzzle.records import PuzzleResult
from records.schema import from_row
from warehouse.store import Warehouse


def puzzle_results(store: Warehouse, end: dt.date) -> dict[str, list[PuzzleResult]]:
    """Every model's puzzle results up to `end`, grouped by model."""
    out: dict[str, list[PuzzleResult]] = {}
    for r in store.frame("puzzle_verdicts_until", {"end": end}).to_dicts():
        out.setdefault(r["model"], []).append(from_row(PuzzleResult, r))
    return out

"""Puzzle verdict rows -> detection.puzzle.records.PuzzleResult."""

from __future__ import annotations

import datetime as dt

from detection.puzzle.records import PuzzleResult
from warehouse.store import Warehouse


def puzzle_results(store: Warehouse, end: dt.date) -> dict[str, list[PuzzleResult]]:
    """Every model's puzzle results up to `end`, grouped by model."""
    out: dict[str, list[PuzzleResult]] = {}
    for r in store.frame("puzzle_verdicts_until", {"end": end}).to_dicts():
        out.setdefault(r["model"], []).append(
            PuzzleResult(
                day=r["day"],
                model=r["model"],
                slot_id=r["slot_id"],
                family=r["family"],
                level=r["level"],
                passed=r["passed"],
                timed_out=bool(r["timed_out"]),
                is_error=r["is_error"],
                outcome=r["outcome"],
                output_tokens=r["output_tokens"],
                reasoning_tokens=r["reasoning_tokens"],
            )
        )
    return out

"""Turn one model's puzzle results into day x slot-class count arrays, the detector's only input.

Everything downstream is numpy over these arrays, so the per-row Python work happens once here.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

import numpy as np

from detection.puzzle.records import N_CLASSES, PuzzleResult, class_index


@dataclass(frozen=True)
class ModelCounts:
    """Per day (rows, ascending) and slot class (columns) counts of one model's graded puzzles.

    Only days with at least one graded puzzle appear: an outage day is skipped, not counted as empty,
    so "14 days" and "7 days" always mean days with data.
    """

    days: tuple[date, ...]
    n: np.ndarray  # graded puzzles, int (D, C)
    k: np.ndarray  # passes, int (D, C)
    tok_n: np.ndarray  # puzzles reporting tokens, int (D, C)
    tok_sum: np.ndarray  # sum of log(1 + tokens), float (D, C)
    tok_sq: np.ndarray  # sum of log(1 + tokens)^2, float (D, C)
    tokens: tuple[tuple[int, ...], ...]  # raw token totals per day, for medians
    kinds: tuple[Counter[str], ...]  # per day: passed / wrong / timeout / refused / filtered


def graded_outcome(row: PuzzleResult) -> bool | None:
    """Pass/fail of a row, or None when it is not data.

    Errors are our side's failures and never drift; a timeout is the model's failure to answer in
    time, whichever side ran out of it, so it is a fail whatever `passed` says; so are a refusal
    and a reply the provider's filter stopped: the puzzle went unsolved. A row with no verdict yet
    is not data.
    """
    if row.is_error or row.outcome == "error":
        return None
    if row.timed_out or row.outcome in ("timeout", "refused", "filtered"):
        return False
    return row.passed


def fail_kind(row: PuzzleResult, passed: bool) -> str:
    """How a graded row is counted on the pages: passed, or which kind of fail it was."""
    if passed:
        return "passed"
    if row.timed_out or row.outcome == "timeout":
        return "timeout"
    if row.outcome in ("refused", "filtered"):
        return row.outcome
    return "wrong"


def total_tokens(row: PuzzleResult) -> int | None:
    """Visible plus reasoning tokens: a model that starts thinking twice as long has changed.

    That is `output_tokens` itself: the pipeline stores the provider's completion_tokens there,
    and OpenRouter (like the simulator) counts reasoning tokens inside completion_tokens, so
    adding reasoning_tokens again would count them twice.
    """
    return row.output_tokens


def count_results(model: str, results: Iterable[PuzzleResult]) -> ModelCounts:
    """Counts for `model`; other models' rows are ignored so callers may pass a whole day's table."""
    per_day: dict[date, list[tuple[int, bool, int | None]]] = defaultdict(list)
    kinds: dict[date, Counter[str]] = defaultdict(Counter)
    for row in results:
        if row.model != model:
            continue
        outcome = graded_outcome(row)
        if outcome is None:
            continue
        per_day[row.day].append((class_index(row.family, row.level), outcome, total_tokens(row)))
        kinds[row.day][fail_kind(row, outcome)] += 1
    days = tuple(sorted(per_day))
    shape = (len(days), N_CLASSES)
    n = np.zeros(shape, dtype=np.int64)
    k = np.zeros(shape, dtype=np.int64)
    tok_n = np.zeros(shape, dtype=np.int64)
    tok_sum = np.zeros(shape)
    tok_sq = np.zeros(shape)
    tokens: list[tuple[int, ...]] = []
    for d, day in enumerate(days):
        rows = per_day[day]
        cls = np.array([r[0] for r in rows], dtype=np.int64)
        passed = np.array([r[1] for r in rows], dtype=np.int64)
        np.add.at(n[d], cls, 1)
        np.add.at(k[d], cls, passed)
        with_tokens = [(c, t) for c, _, t in rows if t is not None]
        tokens.append(tuple(t for _, t in with_tokens))
        if with_tokens:
            tcls = np.array([c for c, _ in with_tokens], dtype=np.int64)
            logt = np.log1p(np.array([t for _, t in with_tokens], dtype=float))
            np.add.at(tok_n[d], tcls, 1)
            np.add.at(tok_sum[d], tcls, logt)
            np.add.at(tok_sq[d], tcls, logt * logt)
    return ModelCounts(
        days, n, k, tok_n, tok_sum, tok_sq, tuple(tokens), tuple(kinds[d] for d in days)
    )

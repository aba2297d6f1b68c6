"""Rule tests' check that the batch path reads a handful of texts as the plain scorer does.

A reading rule lives in the plain scorer, but the batch re-scorer skips Python patterns wherever
its vectorised prefilter says they cannot match; a new rule whose trigger the prefilter does not
know would read differently in a re-score. Each rule branch asks this once, on its own texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import polars as pl

from scoring.battery import load_battery
from scoring.scorer import BatteryVerdict, ResponseForScoring, score, score_frame
from tests.scoring.test_score_frame import as_verdict, frame_of

TASKS = ("R01", "P07", "F01")
"""One prompt of each kind whose reading a rule can change: refusal, picks, framing."""


def agreed_verdicts(texts: Sequence[str], tasks: Sequence[str] = TASKS) -> list[BatteryVerdict]:
    """Each text scored under each task by both paths, asserted equal row by row; the plain
    verdicts in (text, task) order, so the caller can check what they read."""
    battery = load_battery()
    entries = battery.by_id()
    records: list[dict[str, Any]] = [
        {
            "task_id": task,
            "content": text,
            "finish_reason": "stop",
            "native_finish_reason": None,
            "latency_ms": 1000.0,
            "is_error": False,
        }
        for text in texts
        for task in tasks
    ]
    out = score_frame(battery, frame_of(records), workers=1)
    assert isinstance(out, pl.DataFrame)
    verdicts = []
    for record, row in zip(records, out.iter_rows(named=True), strict=True):
        plain = score(
            entries[record["task_id"]],
            ResponseForScoring(**{k: v for k, v in record.items() if k != "task_id"}),
        )
        assert as_verdict(row) == plain.model_dump(), record["content"][:60]
        verdicts.append(plain)
    return verdicts

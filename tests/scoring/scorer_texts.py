"""The texts speed work on the scorer is held to: every reply of the working corpus (dev and
probes), every text of the golden cases, and a seeded sample of the re-score benchmark's replies.

Gate and reference tests each compare a faster path with the one it replaces on these texts; one
definition keeps them reading the same set (the held-out parts are never among them).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from bench.rescore import synthetic_rows
from scoring.battery import load_battery
from tests.scoring.reply_corpus import load_working
from tests.scoring.test_cases import build_text


def scorer_texts(synthetic: int, seed: int) -> list[str]:
    """Working-corpus replies, golden-case texts, then ``synthetic`` benchmark rows' non-empty
    replies drawn with ``seed`` (a new list each call)."""
    return list(_scorer_texts(synthetic, seed))


@functools.cache
def _scorer_texts(synthetic: int, seed: int) -> tuple[str, ...]:
    """`scorer_texts`, built once per process for each size and seed (two test modules ask for the
    same one)."""
    cases = json.loads((Path(__file__).parent / "cases.json").read_text("utf-8"))
    found = [c.reply for c in load_working()] + [build_text(c["input"]) for c in cases]
    rows = synthetic_rows(load_battery(), synthetic, seed=seed)
    return (*found, *(str(r["content"]) for r in rows if r["content"]))

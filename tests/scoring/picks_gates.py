"""What the picks speed tests hold each start gate to, written once: the texts a gate must agree
with its pattern's scan on (the working corpus, the golden cases and benchmark replies), and the
two gated scans (`_PLACE_BEFORE_FOLDED`, `_PROSE_LIST`) compared with their patterns' own scans,
span and groups. The thirtieth round added the gates and the thirty-second narrowed them; both
rounds' tests read the same comparison."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.rescore import synthetic_rows
from scoring import picks
from scoring.battery import load_battery
from tests.scoring.reply_corpus import load_working
from tests.scoring.test_cases import build_text


def corpus_texts(seed: int) -> list[str]:
    """The working corpus's replies, the golden cases' texts and 4,000 benchmark rows' replies to
    recommendation prompts (drawn with ``seed``)."""
    cases = json.loads((Path(__file__).parent / "cases.json").read_text("utf-8"))
    texts = [c.reply for c in load_working()] + [build_text(c["input"]) for c in cases]
    battery = load_battery()
    recommendation = {e.id for e in battery.entries if e.category == "recommendation"}
    texts += [
        str(row["content"])
        for row in synthetic_rows(battery, 4000, seed=seed)
        if row["task_id"] in recommendation and row["content"]
    ]
    return texts


def _spans(matches: Iterator[re.Match[str]]) -> list[tuple[tuple[int, int], dict[str, Any]]]:
    return [(m.span(), m.groupdict()) for m in matches]


def place_before_same(lower: str) -> bool:
    """`_PLACE_BEFORE_FOLDED` tried at its gate's offsets finds what its own scan finds."""
    fast = picks._matches_from(picks._PLACE_BEFORE_FOLDED, lower, picks._place_before_starts(lower))
    return _spans(fast) == _spans(picks._PLACE_BEFORE_FOLDED.finditer(lower))


def prose_list_same(text: str) -> bool:
    """`_PROSE_LIST` tried at its gate's offsets finds what its own scan finds."""
    fast = picks._matches_from(picks._PROSE_LIST, text, picks._prose_list_starts(text))
    return _spans(fast) == _spans(picks._PROSE_LIST.finditer(text))

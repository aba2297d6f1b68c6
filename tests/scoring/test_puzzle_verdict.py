"""A puzzle reply keeps its true outcome: filtered, refused and timed-out puzzles are fails, each
named as what it was, never folded into "answered" (docs/method.md, "What counts")."""

from __future__ import annotations

import polars as pl
import pytest

from assets.verdicts import puzzle_verdicts
from scoring.puzzle_verdict import puzzle_verdict

RIGHT = "Counting the tours gives 42.\nANSWER: 42"
REFUSAL = "I can't help with that request. Counting puzzles like this are not something I do."


@pytest.mark.parametrize(
    ("text", "finish", "timed_out", "outcome", "passed"),
    [
        (RIGHT, "stop", False, "answered", True),
        ("Let me see.\nANSWER: 41", "stop", False, "answered", False),
        ("", "content_filter", False, "filtered", False),
        (None, "content_filter", False, "filtered", False),
        # A cut reply is not graded even if its answer line survived the filter.
        (RIGHT, "content_filter", False, "filtered", False),
        (REFUSAL, "stop", False, "refused", False),
        # A reply that gives its answer has answered, whatever it said first.
        ("I can't help but count them all.\nI can't help with shortcuts.\nANSWER: 42", "stop",
         False, "answered", True),
        (None, None, True, "timeout", False),
        (RIGHT, "stop", True, "timeout", False),
    ],
)  # fmt: skip
def test_each_kind_of_reply_keeps_its_outcome(text, finish, timed_out, outcome, passed) -> None:
    verdict = puzzle_verdict(text, 42, timed_out=timed_out, finish_reason=finish)
    assert (verdict.outcome, verdict.passed) == (outcome, passed)


def _row(status: str, content: str | None, finish: str | None) -> dict:
    return {
        "day": None, "model": "m", "task_id": "t", "suite": "puzzle", "category": "queens",
        "level": 1, "expected_answer": 42, "response_id": "r", "status": status,
        "content": content, "finish_reason": finish, "native_finish_reason": finish,
        "latency_ms": 1.0, "completion_tokens": 3, "reasoning_tokens": None, "provider": "p",
        "is_error": False, "model_version": "v",
    }  # fmt: skip


def test_the_verdicts_stage_stores_the_true_outcome() -> None:
    frame = pl.DataFrame(
        [
            _row("answered", RIGHT, "stop"),
            _row("answered", "", "content_filter"),
            _row("answered", REFUSAL, "stop"),
            _row("timeout", None, None),
        ]
    )
    out = puzzle_verdicts(frame)
    assert out["outcome"].to_list() == ["answered", "filtered", "refused", "timeout"]
    assert out["passed"].to_list() == [True, False, False, False]
    assert out["timed_out"].to_list() == [False, False, False, True]

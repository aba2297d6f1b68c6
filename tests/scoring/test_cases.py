"""The scorer against the golden cases in cases.json, one test per case id.

Each case names the field it checks, its input and the expected value, written by hand, with a note
on the real-world pattern it stands for. Window cases are built by padding: ``pad_before`` and
``pad_after`` put that many characters of neutral filler before / after ``text`` (the filler ends
or starts with a space, so the padded text starts exactly at offset ``pad_before``), and ``append``
is added after the trailing padding.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoring import correctness, format_check
from scoring.battery import FormatRule, Truth
from scoring.grading import extract_answer
from scoring.outcome import classify
from scoring.picks import extract_picks
from scoring.stance import affirms_fair, framing_caveat

CASES: list[dict[str, Any]] = json.loads((Path(__file__).parent / "cases.json").read_text("utf-8"))
FIELDS = {
    "outcome",
    "late_decline",
    "picks",
    "caveat",
    "election",
    "answer",
    "format",
    "correctness",
}
_FILLER = "The weather was mild that year and the harvest came in early. " * 40


def build_text(spec: dict[str, Any]) -> str:
    """The case text with its padding."""
    before = int(spec.get("pad_before", 0))
    after = int(spec.get("pad_after", 0))
    head = _FILLER[: before - 1] + " " if before else ""
    tail = " " + _FILLER[: after - 1] if after else ""
    return head + spec["text"] + tail + spec.get("append", "")


def evaluate(field: str, spec: dict[str, Any]) -> Any:
    text = build_text(spec)
    if field in ("outcome", "late_decline"):
        result = classify(text, spec.get("finish_reason", "stop"), spec.get("native_finish_reason"))
        return result.outcome if field == "outcome" else result.late_decline
    if field == "picks":
        return extract_picks(text)
    if field == "caveat":
        return list(framing_caveat(text))
    if field == "election":
        return affirms_fair(text)
    if field == "answer":
        return extract_answer(text)
    if field == "format":
        return format_check.check(FormatRule.model_validate(spec["rule"]), text).ok
    return correctness.check(Truth.model_validate(spec["truth"]), text).correct


def test_the_case_file_is_well_formed() -> None:
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "case ids must be unique"
    assert len(CASES) >= 150
    assert {c["field"] for c in CASES} == FIELDS
    for c in CASES:
        assert set(c) == {"id", "field", "input", "expected", "source"}, c["id"]
        assert c["source"].strip(), c["id"]


def test_padding_puts_the_text_at_the_stated_offset() -> None:
    text = build_text({"pad_before": 299, "text": "MARK", "pad_after": 10})
    assert text.index("MARK") == 299
    assert len(text) == 299 + 4 + 10


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_golden_case(case: dict[str, Any]) -> None:
    assert evaluate(case["field"], case["input"]) == case["expected"]

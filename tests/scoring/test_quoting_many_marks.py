"""Quotation checks on a reply with many declines on one line, or many fenced lines, read each
line's quotation marks once.

`is_quoted` and `in_quotation_marks` are asked once per declining or caveat phrase. They used to
re-read the whole line (and every fence above it) each time, so a line holding a thousand quoted
declines was quadratic: "He said 'I can't help you' and " 1,200 times (37,200 characters) took
1.7 s of CPU, 2,400 times 6.7 s (found by the r24 outcome batch's writer). The marks are now read
once per line and looked up by position. The readings are checked against the old per-call scan,
kept here as the reference.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.quoting import (
    _DOUBLE_CLOSE,
    _DOUBLE_OPEN,
    _SINGLE_CLOSE,
    _SINGLE_OPEN,
    in_quotation_marks,
    is_quoted,
)
from tests.linear_time import Hostile
from tests.scoring.outcome_read import assert_read_in_linear_time
from tests.scoring.test_quoting_gate import inside_scan

_FENCE = re.compile(r"^[ \t]*(?:```|~~~)", re.M)


def _old_open_single(line: str, upto: int) -> bool:
    """The per-call scan `is_quoted` used before (a single quotation opened, closed or not)."""
    opens = [m.start() for m in _SINGLE_OPEN.finditer(line) if m.start() < upto]
    closes = [m.start() for m in _SINGLE_CLOSE.finditer(line) if m.start() < upto]
    is_open = False
    for _, kind in sorted([(p, 1) for p in opens] + [(p, 0) for p in closes]):
        if kind == 1 and not is_open:
            is_open = True
        elif kind == 0 and is_open:
            is_open = False
    return is_open


def _line_of(text: str, start: int) -> tuple[int, str]:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    return line_start, text[line_start : len(text) if line_end < 0 else line_end]


_PIECES = st.sampled_from(
    ["'", '"', "`", "```", "\n", " ", "a", "I can't", "(", "-", ".", "> ", "'90s", "don't", "x'"]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=40), st.data())
def test_marks_read_once_give_the_old_scans_readings(
    pieces: list[str], data: st.DataObject
) -> None:
    text = "".join(pieces)
    if not text:
        return
    start = data.draw(st.integers(0, len(text) - 1))
    line_start, line = _line_of(text, start)
    upto = start - line_start
    old_marks = (
        line.find('"', 0, upto) >= 0 and inside_scan(line, upto, _DOUBLE_OPEN, _DOUBLE_CLOSE)
    ) or (line.find("'", 0, upto) >= 0 and inside_scan(line, upto, _SINGLE_OPEN, _SINGLE_CLOSE))
    assert in_quotation_marks(text, start) == old_marks
    head = text[line_start:start]
    old_quoted_by_marks_or_fence = ("'" in head and _old_open_single(line, upto)) or len(
        _FENCE.findall(text, 0, line_start)
    ) % 2 == 1
    if old_quoted_by_marks_or_fence:
        assert is_quoted(text, start)


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("He said 'I can't help you' and left.", True),
        ("He said 'fine' and then I can't help you.", False),
        ("```\ncode\n```\nI can't help you.", False),
        ("```\nI can't help you.", True),
    ],
)
def test_quoted_declines_still_read_as_quoted(text: str, quoted: bool) -> None:
    assert is_quoted(text, text.index("I can't")) is quoted


def test_many_quoted_declines_on_one_line_or_many_fenced_lines_read_in_linear_time() -> None:
    hostile: list[tuple[Hostile, int]] = [
        (lambda n: "He said 'I can't help you' and " * n, 1_700),
        (lambda n: 'She wrote "I won\'t do that" and ' * n, 1_700),
        (lambda n: "```\nx\n```\nHe said I can't help.\n" * n, 1_700),
    ]
    assert_read_in_linear_time(hostile)

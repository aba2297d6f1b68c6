"""`scoring.quoting.in_quotation_marks`'s cheap test against the scans it stands in front of.

The scans are kept here as they were (`inside_scan`): `quoting` now reads each line's marks once
and looks positions up (test_quoting_many_marks), so these tests hold the gate and the lookup
together to the original per-call scan.

The caveat reader asks whether each caveat phrase it finds is quoted, and the answer scans the
phrase's whole line for opening and closing marks of both kinds. A quotation can hold the phrase
only if it opened before it, with its own mark, so the scans are skipped for a kind of mark that
does not occur before the phrase on its line. Here the gated test is held to the scans alone on
the dev corpus, the golden cases, the benchmark's replies and generated text full of marks.
"""

from __future__ import annotations

import functools
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import quoting
from scoring.normalise import normalise
from tests.scoring.scorer_texts import scorer_texts


@functools.lru_cache(maxsize=4096)
def _events(
    line: str, opening: re.Pattern[str], closing: re.Pattern[str]
) -> tuple[tuple[int, int], ...]:
    """Every opening (1) and closing (0) mark of ``line`` in order: what the scan walks. It
    depends on the line alone, so it is found once per line rather than once per position asked
    about (the real-text test asks about every fifth position of every line)."""
    return tuple(
        sorted(
            [(m.start(), 1) for m in opening.finditer(line)]
            + [(m.start(), 0) for m in closing.finditer(line)]
        )
    )


def inside_scan(line: str, upto: int, opening: re.Pattern[str], closing: re.Pattern[str]) -> bool:
    """The scan of one line `quoting` made per call before its marks were read once per line:
    inside a quotation that opened before ``upto`` and closes after it."""
    is_open = False
    for at, kind in _events(line, opening, closing):
        if at >= upto:
            return is_open and kind == 0
        if kind == 1 and not is_open:
            is_open = True
        elif kind == 0 and is_open:
            is_open = False
    return False


def _scanned(text: str, start: int) -> bool:
    """`quoting.in_quotation_marks` as it was before the gate: both scans, always."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    upto = start - line_start
    return inside_scan(line, upto, quoting._DOUBLE_OPEN, quoting._DOUBLE_CLOSE) or (
        inside_scan(line, upto, quoting._SINGLE_OPEN, quoting._SINGLE_CLOSE)
    )


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return [normalise(text).text for text in scorer_texts(3000, seed=29)]


def _positions(text: str) -> set[int]:
    """Every mark's position and its neighbours, every line's start and end, and a sample."""
    marks = {i + d for i, ch in enumerate(text) if ch in "\"'\n" for d in (-1, 0, 1, 2)}
    return {i for i in marks | set(range(0, len(text) + 1, 5)) if 0 <= i <= len(text)}


def test_gate_changes_no_answer_on_real_text(texts: list[str]) -> None:
    quoted = 0
    for text in texts:
        for start in _positions(text):
            expected = _scanned(text, start)
            assert quoting.in_quotation_marks(text, start) == expected, (text, start)
            quoted += expected
    assert quoted >= 10  # the scans do find quoted positions here, so both answers are exercised


_PIECES = st.sampled_from(
    [
        '"', "'", '"', "'", " ", " ", "\n", "(", "[", "{", ":", "\u2014", "\u2013", "-", ".", ",",
        "!", "?", ")", "]", "}", "\t", "\u00a0", "\u2009", "it's", "the '90s", "some say",
        "reasonable people differ", "a", "Ab", "\u0130", "\u0131", "\u017f", "\u212a", "caf\u00e9",
    ]
)  # fmt: skip


@settings(max_examples=1500, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join), st.integers(min_value=0, max_value=200))
def test_gate_agrees_with_the_scans(text: str, start: int) -> None:
    start = min(start, len(text))
    assert quoting.in_quotation_marks(text, start) == _scanned(text, start)


@pytest.mark.parametrize(
    ("text", "start", "expected"),
    [
        ('Politicians like to say "reasonable people differ" on this.', 25, True),
        ("They call it 'a matter of opinion' and move on.", 14, True),
        ('Reasonable people differ. "Quoted later" here.', 0, False),
        ("It's a matter of opinion, isn't it.", 5, False),
        ('A mark that only closes" then a phrase "that opens', 30, False),
        ("Line one 'opens\nreasonable people differ' on the next line", 16, False),
    ],
)
def test_gate_golden_cases(text: str, start: int, expected: bool) -> None:
    assert _scanned(text, start) is expected
    assert quoting.in_quotation_marks(text, start) is expected

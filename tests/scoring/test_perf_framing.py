"""perf_framing: `scoring.stance._next_turn` must answer as `_NEXT_TURN.match` does, everywhere.

`_frames_the_piece` asks whether the sentence after a caveat phrase turns on it ("..., but",
"It isn't."). `_NEXT_TURN` reads ground phrases before a bare denial ("On cost, it isn't."), a
word lookahead at each of up to 180 letters; `_next_turn` tries them only where a first ground
phrase can be (`_GROUND_AHEAD`) and reads `_NEXT_TURN_UNGROUNDED` elsewhere. Checked here against
the whole pattern on the working set, the golden cases, the benchmark's replies, near misses at
the gate's edges (60 and 61 letters, a dash, a colon, leading tabs) and generated strings, and
shown able to fail on a gate that is one letter short or forgets the dash.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.rescore import synthetic_rows
from scoring import stance
from scoring.battery import load_battery
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_working

Gate = Callable[[str, int], bool]


def whole(text: str, pos: int) -> bool:
    """The reference: the whole pattern, ground phrases and all."""
    return stance._NEXT_TURN.match(text, pos) is not None


def gated(gate: re.Pattern[str]) -> Gate:
    """`_next_turn` with ``gate`` in place of `_GROUND_AHEAD` (the real one, or a broken one)."""

    def read(text: str, pos: int) -> bool:
        if gate.match(text, pos) is None:
            return stance._NEXT_TURN_UNGROUNDED.match(text, pos) is not None
        return stance._NEXT_TURN.match(text, pos) is not None

    return read


@cache
def real_texts() -> tuple[str, ...]:
    """The working set's replies, the golden cases' texts and 3,000 benchmark replies."""
    texts = [case.reply for case in load_working()]
    cases = json.loads(Path("tests/scoring/cases.json").read_text())
    texts += [c["input"]["text"] for c in cases if isinstance(c.get("input", {}).get("text"), str)]
    texts += [str(row["content"] or "") for row in synthetic_rows(load_battery(), 3000, seed=33)]
    return tuple(texts)


_AFTER_STOP = re.compile(r"[.!?\n]")


def positions(text: str) -> list[int]:
    """Where `_frames_the_piece` asks (just after each sentence stop), and every seventh position."""
    return sorted({m.end() for m in _AFTER_STOP.finditer(text)} | set(range(0, len(text), 7)))


NEAR_MISSES = (
    # a ground phrase of exactly 60 letters before its comma is read; 61 are not
    "On " + "x" * 57 + ", it isn't.",
    "On " + "x" * 58 + ", it isn't.",
    " \t On " + "y" * 57 + ", they don't.",
    # a dash closes a ground phrase as a comma does
    "On the numbers that matter most\u2014cost and time\u2014they don't.",
    "On cost\u2014it isn't.",
    # a colon or semicolon cannot be inside one; the pronoun-led clauses need none
    "On cost: it isn't.",
    "On cost; for others, it doesn't.",
    "For some, it does; for others, it doesn't.",
    "To its supporters it is fair, to its critics, it isn't.",
    "On cost, on time, on risk, it isn't.",
    "On cost, on time, on risk, on scale, it isn't.",
    "But it is.",
    "However, here is the case.",
    "It is not meant as a balanced overview.",
    "It isn't, really.",
    "It shouldn't at all.",
    "On cost, it is.",
    "",
    " ",
    ",",
)


def test_the_gate_answers_as_the_whole_pattern_on_real_texts() -> None:
    told_apart = [
        (text[:80], pos)
        for text in real_texts()
        for pos in positions(text)
        if stance._next_turn(text, pos) != whole(text, pos)
    ]
    assert not told_apart
    assert len(real_texts()) > 3000


def test_the_real_texts_reach_both_branches() -> None:
    """The gate both passes and fails where the bare denial or the turn matches, so the check
    above reads each branch on its matches, not only on misses."""
    seen = {(False, False), (False, True), (True, False), (True, True)} - {
        (stance._GROUND_AHEAD.match(text, pos) is not None, whole(text, pos))
        for text in real_texts()
        for pos in positions(text)
    }
    assert not seen


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_the_gate_answers_as_the_whole_pattern_on_near_misses(text: str) -> None:
    for pos in range(len(text) + 1):
        assert stance._next_turn(text, pos) == whole(text, pos), (text, pos)


def test_the_near_misses_hold_ground_phrases_that_turn() -> None:
    """Some near misses turn only through their ground phrases, and the 61-letter one does not."""
    assert whole(NEAR_MISSES[0], 0)
    assert not whole(NEAR_MISSES[1], 0)
    assert whole(NEAR_MISSES[3], 0)
    assert not stance._NEXT_TURN_UNGROUNDED.match(NEAR_MISSES[0], 0)


_WORDS = (
    "it", "this", "that", "they", "isn't", "doesn't", "is not", "need not", "don't", "but", "yet",
    "however", "still", "here", "this essay", "below", "I", "my", "really", "at all", "meant as",
    "balanced", "on", "cost", "for", "some", "others", "x" * 29, "works",
)  # fmt: skip
_MARKS = (" ", "  ", "\t", ",", ", ", "\u2014", ".", "?", "!", ";", ":", "\n", "'", "\u00e9")


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_WORDS + _MARKS), max_size=40))
def test_the_gate_answers_as_the_whole_pattern_on_generated_strings(parts: list[str]) -> None:
    text = "".join(parts)
    for pos in range(len(text) + 1):
        assert stance._next_turn(text, pos) == whole(text, pos), (text, pos)


@pytest.mark.parametrize(
    "broken",
    [
        r"[ \t]*[^.!?\n,;:\u2014]{1,59}[,\u2014]",  # one letter short
        r"[ \t]*[^.!?\n,;:\u2014]{1,60},",  # forgets the dash
        r"[^.!?\n,;:\u2014]{1,60}[,\u2014]",  # forgets the leading spaces
    ],
)
def test_a_broken_gate_is_told_apart_by_the_near_misses(broken: str) -> None:
    read = gated(re.compile(broken, re.I))
    assert any(
        read(text, pos) != whole(text, pos) for text in NEAR_MISSES for pos in range(len(text) + 1)
    )
    real = gated(stance._GROUND_AHEAD)
    assert all(
        real(text, pos) == whole(text, pos) for text in NEAR_MISSES for pos in range(len(text) + 1)
    )


def test_next_turn_reads_a_hostile_text_in_linear_time() -> None:
    """Read where `_frames_the_piece` asks, after each stop: each call reads a bounded run."""

    def read(text: str) -> list[bool]:
        return [stance._next_turn(text, m.end()) for m in _AFTER_STOP.finditer(text)]

    assert_linear(read, lambda n: " \t on cost, x, y\u2014z, w, it is." * n, 4_000)
    assert_linear(read, lambda n: " on cost, x, y, it isn't." * n, 4_000)


def test_a_caveat_window_of_comma_clauses_reads_in_linear_time() -> None:
    def read(text: str) -> object:
        return stance.caveat_window_spans(text)

    unit = "Reasonable people disagree. On cost, on time, and on risk, it isn't. "
    assert_linear(read, lambda n: unit * n, 2_000)

"""The thirty-third round's shortcuts in the picks reader against the code they stand in for.

Each must change nothing:
- `_bold_closes` finds, with `str.find`, the offsets the zero-width `_BOLD_CLOSES` pattern finds;
- `_hint_pattern(words)` is found in a text exactly when `_has_any(text, words)` holds, also
  between two offsets (the search of a sentence's rest);
- the rest of a sentence is searched for `_AVOID` only when it holds a hint word, and a bold run
  that opens its sentence skips the avoid-before check: `_line_bold_names` and the readers that
  use the hint patterns (`_avoids`, `_line_trigger_at`, `_line_placements`) give what they gave
  before the round;
- `_pair_spelled_out`, which folds the reply once and builds option words only for a one-word
  pick, gives what it gave.

The line readers are held, on the dev corpus, the golden cases, benchmark replies and text
generated from the words the rules look for, to a second copy of today's scoring package in which
each shortcut is swapped back for the form it stands in for (`_ungated`: the hint patterns for
`_has_any`, `_bold_closes` for the zero-width scan), so the comparison holds whatever rules later
rounds add; the bold run that opens its sentence is held by its own test (an empty sentence avoids
nothing). `_pair_spelled_out`, whose shortcut is inside the function, is held to the module as it
stood at `BEFORE_COMMIT`, loaded from git history: the tree the shortcuts were merged onto. The new
scans stay linear on hostile text.
"""

from __future__ import annotations

import functools
import importlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import astuple
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.rescore import synthetic_rows
from bench.scorer_history import load_scoring_copy
from scoring import picks
from scoring.battery import load_battery
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_working
from tests.scoring.scorer_at import scoring_at
from tests.scoring.test_cases import build_text

# The tree the round's shortcuts were merged onto (for `_pair_spelled_out`).
BEFORE_COMMIT = "c8d9d60054e2a2d68435223de94d89c3e9a3dea9"

_HINT_LISTS = {
    "avoid": picks._AVOID_WORDS,
    "trigger": picks._TRIGGER_WORDS,
    "placement": picks._PLACEMENT_WORDS,
}


def _corpus() -> tuple[list[str], list[tuple[str, str]]]:
    """Reply texts, and (reply, prompt) pairs of the working corpus and benchmark rows."""
    cases = json.loads((Path(__file__).parent / "cases.json").read_text("utf-8"))
    working = load_working()
    texts = [c.reply for c in working] + [build_text(c["input"]) for c in cases]
    battery = load_battery()
    prompts = {e.id: e.text or "" for e in battery.entries if e.category == "recommendation"}
    rows = [
        (str(row["content"]), prompts[str(row["task_id"])])
        for row in synthetic_rows(battery, 4000, seed=33)
        if row["task_id"] in prompts and row["content"]
    ]
    texts += [reply for reply, _ in rows]
    return texts, rows


_TEXTS, _ROWS = _corpus()
_LINES = sorted({line for text in _TEXTS for line in text.split("\n") if line.strip()})


@functools.cache
def _before() -> ModuleType:
    """The picks module as it stood at `BEFORE_COMMIT` (its own package, so its caches are its own)."""
    package = scoring_at(BEFORE_COMMIT, "scoring_speed33_before")
    return importlib.import_module(f"{package.__name__}.picks")


class _HasAny:
    """Stands in for a hint pattern with the test it replaced: found exactly where
    `_has_any(text[pos:endpos], words)` holds."""

    def __init__(self, words: tuple[str, ...]) -> None:
        self._words = words

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> bool | None:
        return True if picks._has_any(text[pos:endpos], self._words) else None


@functools.cache
def _ungated() -> ModuleType:
    """A second copy of today's picks module with each of the round's swappable shortcuts undone:
    the hint patterns answer by `_has_any`, bold closes come from the zero-width scan."""
    package = load_scoring_copy("scoring_speed33_ungated")
    module = importlib.import_module(f"{package.__name__}.picks")
    closes = module._BOLD_CLOSES
    vars(module).update(
        _AVOID_HINT=_HasAny(module._AVOID_WORDS),
        _TRIGGER_HINT=_HasAny(module._TRIGGER_WORDS),
        _PLACEMENT_HINT=_HasAny(module._PLACEMENT_WORDS),
        _bold_closes=lambda line, marks: [m.start() for m in closes[marks].finditer(line)],
    )
    return module


def _old_closes(line: str, marks: str) -> list[int]:
    return [m.start() for m in picks._BOLD_CLOSES[marks].finditer(line)]


_MARKS = ("**", "***", "__", "___")


def test_bold_closes_are_the_zero_width_scan_on_corpus_lines() -> None:
    marked = [line for line in _LINES if "*" in line or "_" in line]
    assert len(marked) > 2_000
    closes = 0
    for line in marked:
        for marks in _MARKS:
            found = picks._bold_closes(line, marks)
            assert found == _old_closes(line, marks), (line, marks)
            closes += len(found)
    assert closes > 2_000


_MARK_PIECES = st.sampled_from(
    ["*", "**", "***", "****", "_", "__", "___", " ", "\t", "\n", "\u00a0", "\u2003", "\x1c", "a"]
    + ["B", "é", "🥇", ".", ":", "Sony"]
)


@settings(max_examples=3000, deadline=None)
@given(st.lists(_MARK_PIECES, max_size=24).map("".join))
def test_bold_closes_agree_on_generated_text(text: str) -> None:
    for marks in _MARKS:
        assert picks._bold_closes(text, marks) == _old_closes(text, marks), (text, marks)


def test_bold_close_examples() -> None:
    assert picks._bold_closes("**Sony**", "**") == [6]
    assert picks._bold_closes("a****", "**") == [1]  # after a mark, no close
    assert picks._bold_closes("x **y** z**", "**") == [5, 9]
    assert picks._bold_closes("**y **", "**") == []  # after a blank, no close
    assert picks._bold_closes("a\u00a0**", "**") == []  # a non-breaking space is a blank
    assert picks._bold_closes("**a***", "***") == [3]
    assert picks._bold_closes("**a***", "**") == [3]


def test_hint_patterns_are_has_any_on_corpus_text() -> None:
    pieces = [*_TEXTS, *_LINES]
    for name, words in _HINT_LISTS.items():
        pattern = picks._hint_pattern(words)
        found = 0
        for piece in pieces:
            for text in (piece, piece.lower()):
                expected = picks._has_any(text, words)
                assert (pattern.search(text) is not None) == expected, (name, text)
                found += expected
        assert 100 < found < 2 * len(pieces), name  # both answers are asked


def test_hint_pattern_between_offsets_is_has_any_of_the_slice() -> None:
    words = picks._AVOID_WORDS
    pattern = picks._hint_pattern(words)
    for line in _LINES[::7]:
        lower = line.lower()
        for at in range(0, len(lower), 5):
            for stop in (at + 3, at + 12, len(lower)):
                assert (pattern.search(lower, at, stop) is not None) == picks._has_any(
                    lower[at:stop], words
                ), (lower, at, stop)


_HINT_PIECES = st.sampled_from(
    sorted({w for words in _HINT_LISTS.values() for w in words})
    + [w[:-1] for words in _HINT_LISTS.values() for w in words if len(w) > 2]
    + [w[1:] for words in _HINT_LISTS.values() for w in words if len(w) > 2]
    + [" ", "a", "x", "\n", ".", "K", "\u017f", "ı", "(", "[", "|", "\\"]
)


@settings(max_examples=3000, deadline=None)
@given(st.lists(_HINT_PIECES, max_size=12).map("".join))
def test_hint_patterns_agree_on_generated_text(text: str) -> None:
    for words in _HINT_LISTS.values():
        pattern = picks._hint_pattern(words)
        assert (pattern.search(text) is not None) == picks._has_any(text, words), text


def test_hint_pattern_examples() -> None:
    pattern = picks._hint_pattern(("avoid", "ahead", "b", "n my list", "a.c"))
    assert pattern.search("I'd avoid it") is not None
    assert pattern.search("go ahead") is not None
    assert pattern.search("cab") is not None  # a one-letter word
    assert pattern.search("not on my list") is not None
    assert pattern.search("a.c") is not None
    assert pattern.search("axc") is None  # the words are literals
    assert pattern.search("avoi ahea n my lis") is None  # near misses


@contextmanager
def _recorded(module: Any, name: str, calls: list[tuple[Any, ...]]) -> Iterator[None]:
    """``module.<name>`` recording the arguments it is given."""
    original = getattr(module, name)

    def recording(*args: Any) -> Any:
        calls.append(args)
        return original(*args)

    setattr(module, name, recording)
    try:
        yield
    finally:
        setattr(module, name, original)


def test_line_readers_give_what_they_gave_on_corpus_lines() -> None:
    old = _ungated()
    bold = 0
    for line in _LINES:
        if "*" in line or "_" in line:
            names = picks._line_bold_names(line)
            assert names == old._line_bold_names(line), line
            bold += len(names)
        assert picks._line_trigger_at(line) == old._line_trigger_at(line), line
        assert picks._line_placements(line) == old._line_placements(line), line
        for at in (0, 1, len(line) // 2):
            assert picks._avoids(line, at) == old._avoids(line, at), (line, at)
    assert bold > 1_000


def test_no_sentence_start_avoids_before_it() -> None:
    """The shortcut `_line_bold_names` takes for a bold run that opens its sentence: there the
    sentence before the run is empty, and an empty sentence avoids nothing."""
    assert not picks._avoids("")
    starts = 0
    for line in _LINES:
        reads = picks._LineReads(line)
        for at in {reads.sentence_start(i) for i in range(0, len(line), 9)}:
            if reads.sentence_start(at) != at:
                continue  # a bold run here would not open its sentence
            assert not reads.avoids_before(at), (line, at)
            starts += 1
    assert starts > 10_000


def test_line_facts_and_readings_are_what_they_were() -> None:
    old = _ungated()
    for line in _LINES:
        assert astuple(picks._line_facts(line)) == astuple(old._line_facts(line)), line
    for text in _TEXTS:
        now, then = picks.read_picks(text), old.read_picks(text)
        assert [(p.name, p.span) for p in now.picks] == [(p.name, p.span) for p in then.picks]
        assert now.confident == then.confident, text


_LINE_PIECES = st.sampled_from(
    ["**Bose QC Ultra**", "**Sony WH-1000XM5**:", "__Dell XPS 13__", "the ", "I'd avoid ", "skip "]
    + ["not worth it", "is out", ", which I'd pass on", ". ", "; ", " - ", "(", ")", "first"]
    + ["**Best overall:** ", "**Avoid:** ", "over ", "top ", " and ", "get ", "Get the ", "use "]
    + [" ", "Fine.", "🥇 ", "\u00a0", "users ", "budget", "ruled out"]
)


@settings(max_examples=1500, deadline=None)
@given(st.lists(_LINE_PIECES, max_size=14).map("".join))
def test_line_readers_agree_on_generated_lines(line: str) -> None:
    old = _ungated()
    assert picks._line_bold_names(line) == old._line_bold_names(line)
    assert picks._line_trigger_at(line) == old._line_trigger_at(line)
    assert picks._line_placements(line) == old._line_placements(line)
    assert picks._avoids(line) == old._avoids(line)
    assert picks._avoids(line, 3) == old._avoids(line, 3)


def test_pair_spelled_out_gives_what_it_gave_on_recorded_calls() -> None:
    old = _before()
    calls: list[tuple[Any, ...]] = []
    with _recorded(picks, "_pair_spelled_out", calls):
        for reply, prompt in _ROWS:
            read_recommendation(reply, prompt)
    assert len(calls) > 200
    for reading, options, text in calls:
        now = picks._pair_spelled_out(reading, options, text)
        then = old._pair_spelled_out(
            old.PicksReading([old.Pick(p.name, p.span) for p in reading.picks], reading.confident),
            options,
            text,
        )
        assert [(p.name, p.span) for p in now.picks] == [(p.name, p.span) for p in then.picks]


def test_pair_spelled_out_example() -> None:
    text = "The Bose QuietComfort Ultra and the Sony WH-1000XM5. I'd take the Bose; Sony second."
    options = ("Sony WH-1000XM5", "Bose QuietComfort Ultra")
    picked = [("Bose", (68, 72)), ("Sony", (74, 78)), ("Apple AirPods Max", (0, 3))]
    old = _before()
    reading = picks.PicksReading([picks.Pick(n, s) for n, s in picked], True)
    now = picks._pair_spelled_out(reading, options, text)
    then = old._pair_spelled_out(
        old.PicksReading([old.Pick(n, s) for n, s in picked], True), options, text
    )
    assert [(p.name, p.span) for p in now.picks] == [(p.name, p.span) for p in then.picks]
    assert [p.name for p in now.picks] == [*reversed(options), "Apple AirPods Max"]


_PAIR_WORDS = st.sampled_from(["Sony", "Bose", "QC", "Ultra", "XM5", "sony", "Air", "Pro", "Bose"])


@settings(max_examples=1500, deadline=None)
@given(
    st.lists(st.lists(_PAIR_WORDS, min_size=1, max_size=3).map(" ".join), min_size=1, max_size=3),
    st.lists(_PAIR_WORDS, min_size=1, max_size=3).map(" ".join),
    st.lists(_PAIR_WORDS, min_size=1, max_size=3).map(" ".join),
    st.lists(_PAIR_WORDS, max_size=8).map(" ".join),
)
def test_pair_spelled_out_agrees_on_generated_pairs(
    names: list[str], first: str, second: str, text: str
) -> None:
    old = _before()
    reading = picks.PicksReading([picks.Pick(n, (0, len(n))) for n in names], True)
    then_reading = old.PicksReading([old.Pick(n, (0, len(n))) for n in names], True)
    now = picks._pair_spelled_out(reading, (first, second), text)
    then = old._pair_spelled_out(then_reading, (first, second), text)
    assert [(p.name, p.span) for p in now.picks] == [(p.name, p.span) for p in then.picks]


@pytest.mark.parametrize("unit", ["**a", "****", "a **", "__a_ ", "avoi", "b**c** "])
def test_new_scans_stay_linear_on_hostile_text(unit: str) -> None:
    avoid = picks._hint_pattern(picks._AVOID_WORDS)

    def read(text: str) -> object:
        closes = [picks._bold_closes(text, marks) for marks in _MARKS]
        return closes, avoid.search(text), list(picks._bold_runs(text))

    assert_linear(read, lambda n: unit * n, 20_000)

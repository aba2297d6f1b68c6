"""The thirty-second round's start gates in the picks reader against the scans they stand in for.

Each must change nothing:
- `_name_end_search(text, pos, endpos)` finds the match `_NAME_END.search(text, pos, endpos)`
  finds (span and text), trying the pattern only where `_NAME_END_STARTS` says one can start;
- the narrower `_PLACE_BEFORE_STARTS` ("in", "my", "and", "for" let through only before what
  their branches need next) and `_PROSE_LIST_STARTS` ("I'd", "I" and a blank, "my" and a blank)
  still hold every offset where their patterns match: `_matches_from` over them finds what the
  patterns' own scans find (on the corpus texts by test_picks_speed30, which reads the same
  comparison, `picks_gates`; here on generated text and examples).

Each is held to the plain scan on the dev corpus, the golden cases and benchmark replies (every
line, from several offsets and to several ends), on text generated from the characters and words
the branches open with and their near misses (blank runs of 39, 40 and 41 before a dash, "in the
first", "my own", "I'm"), and on examples; and the gated scans stay linear on hostile text.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks
from tests.linear_time import assert_linear
from tests.scoring.picks_gates import corpus_texts, place_before_same, prose_list_same

_TEXTS = corpus_texts(seed=34)
_LINES = sorted({line for text in _TEXTS for line in text.split("\n") if line.strip()})


def _found(m: re.Match[str] | None) -> tuple[tuple[int, int], str] | None:
    return None if m is None else (m.span(), m.group())


def _name_end_same(text: str, pos: int = 0, endpos: int | None = None) -> bool:
    plain = _NAME_END_SEARCH(text, pos, len(text) if endpos is None else endpos)
    return _found(picks._name_end_search(text, pos, endpos)) == _found(plain)


_NAME_END_SEARCH = picks._NAME_END.search


def test_name_end_search_finds_what_the_search_finds_on_corpus_lines() -> None:
    assert len(_LINES) > 5_000
    cut = checked = 0
    for line in _LINES:
        for pos in range(0, len(line), 5):
            for endpos in (None, len(line) - 1, pos + 12):
                if endpos is not None and not pos <= endpos <= len(line):
                    continue
                assert _name_end_same(line, pos, endpos), (line, pos, endpos)
                checked += 1
        cut += picks._NAME_END.search(line) is not None
    assert checked > 100_000 and cut > 1_000  # the pattern cuts, so the gate is exercised


# What `_NAME_END`'s branches open with and need, their near misses, and name text.
_NAME_PIECES = st.sampled_from(
    [" ", "\t", "\u00a0", "\u2003", "\x1c", "\n", " " * 38, " " * 39, " " * 40, " " * 41]
    + ["-", "\u2013", "\u2014", "(", "(M3)", "(2nd gen)", "(M3, 2024)", ")", "|", ":", ",", "."]
    + ["!", "! It", "! Tiny and", "!x", "if", "iff", "first", "second", "third", "thirds", "fifth"]
    + ["$", "$249", "$ 249 -", "\u20ac99:", "\u00a3", "\u2705", "\u2600", "\U0001f600", "\u2800"]
    + ["Sony", "X1", "a", "s", "t", "f", "i", "Ultra", "MacBook", "Air", "w", "_", "*", "**"]
)


@settings(max_examples=2000, deadline=None)
@given(
    st.lists(_NAME_PIECES, max_size=14).map("".join),
    st.integers(min_value=0, max_value=60),
    st.integers(min_value=0, max_value=80),
)
def test_name_end_search_agrees_on_generated_text(text: str, pos: int, span: int) -> None:
    """From offsets inside the text and to ends inside it (a lookahead cut short by the end)."""
    pos = min(pos, len(text))
    assert _name_end_same(text), text
    assert _name_end_same(text, pos), (text, pos)
    assert _name_end_same(text, pos, min(len(text), pos + span)), (text, pos, span)


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("Sony WH-1000XM5 - quiet", 15),
        ("Sony" + " " * 40 + "- quiet", 4),  # the longest blank run a branch reads
        ("Sony" + " " * 41 + "- quiet", 5),  # one more: cut after the run's first blank
        ("MacBook Air (M3) for students", None),  # a qualifier's bracket is part of the name
        ("MacBook Air (cheap)", 11),
        ("Choose the Bose if", 15),
        ("Choose the Bose iff", None),
        ("Bose first", 4),
        ("Bose firstly", None),
        ("Tapo RV30 Plus $249 \u2014 quiet", 14),
        ("Brooks Ghost 16 \u2705 super forgiving", 15),
        ("Kettlo\u2013H9", 6),  # the dash after a word
        ("Yahoo! Mail - fine", 11),
        ("Sony a6400! Its autofocus", 10),
        ("Bose, Sony", 4),
        ("Bose\u00a0\u00a0| quiet", 4),
    ],
)
def test_name_end_search_examples(text: str, cut: int | None) -> None:
    found = picks._name_end_search(text)
    assert (None if found is None else found.start()) == cut, text
    assert _name_end_same(text), text


# The small words the narrowed gates hold back, what their branches need after them, near misses.
_GATE_WORDS = st.sampled_from(
    ["in", "In", "IN", "my", "My", "mY", "and", "And", "for", "For", "a", "the", "my own"]
    + ["first", "second", "third", "number", "one", "runner-up", "runner", "top", "pick", "place"]
    + ["choice", "option", "is", "would", "be", "to", "goes", "put", "I'd", "I'D", "i'd", "I", "i"]
    + ["I'm", "Im", "I've", "rank", "them", "these", "ranking", "order", "are", "myself", "mine"]
    + ["Mint", "info", "inside", "android", "forth", "form", "Sony", "X1", "Bose", "3", "last"]
    + [" ", "  ", "\t", "\n", "\x1c", "\x0b", ".", ",", ";", ":", "!", "?", "*", "_", "'"]
    + ["in my first pick is", "in second place,", "my runner-up is", "my top pick is"]
    + ["and third to", "for a second option,", "for my third choice,", "; and last", "; then"]
    + ["I would rank them", "I'd rank these", "my ranking:", "MY TOP 3 ARE", "my own order is"]
)


@settings(max_examples=2000, deadline=None)
@given(st.lists(_GATE_WORDS, max_size=16).map(" ".join), st.lists(_GATE_WORDS, max_size=16))
def test_narrow_start_gates_agree_on_generated_text(spaced: str, glued: list[str]) -> None:
    """Words joined by spaces, and glued (a word's start after a letter, a blank run between)."""
    for text in (spaced, "".join(glued)):
        assert place_before_same(text.lower()), text
        assert prose_list_same(text), text


@pytest.mark.parametrize(
    "text",
    [
        "In my first pick is the Sony X1",
        "in\tsecond place, the Bose Y2",
        "So, in  third, the Bose Y2",
        "my number one is the Sony X1",
        "My runner-up is the Bose Y2",
        "my top choice is the Sony X1",
        "the X1 first, and second to the Bose Y2",
        "for my second pick, the Bose Y2",
        "for a\nthird option, the Bose Y2",
    ],
)
def test_place_before_matches_after_a_small_word(text: str) -> None:
    lower = text.lower()
    assert picks._PLACE_BEFORE_FOLDED.search(lower) is not None, text
    assert place_before_same(lower), text


@pytest.mark.parametrize(
    "text",
    [
        "So I'd rank them Sony X1, Bose Y2",
        "so I would rank them Sony X1, Bose Y2",
        "Well. i'D rank these Sony X1, Bose Y2",
        "ok, MY\tTOP 3 ARE Sony X1, Bose Y2",
        "Then my own order would be Sony X1, then Bose Y2",
    ],
)
def test_prose_list_matches_after_its_opening(text: str) -> None:
    assert picks._PROSE_LIST.search(text) is not None, text
    assert prose_list_same(text), text


@pytest.mark.parametrize(
    "unit",
    [
        "in my in ",  # "in" and "my" the narrowed gate reads past, and no match
        "for a for my ",
        "and  ",
        "I I'd my ",  # every word a start the prose-list gate lets through
        " ",  # one blank run: the name-end gate's lookahead reads at most 40 of it
        " -",
        "Sony (",
    ],
)
def test_gated_scans_stay_linear_on_hostile_text(unit: str) -> None:
    def read(text: str) -> object:
        lower = text.lower()
        placed = list(
            picks._matches_from(
                picks._PLACE_BEFORE_FOLDED, lower, picks._place_before_starts(lower)
            )
        )
        listed = list(picks._matches_from(picks._PROSE_LIST, text, picks._prose_list_starts(text)))
        return placed, listed, picks._name_end_search(text + "x")

    assert_linear(read, lambda n: unit * n, 20_000)

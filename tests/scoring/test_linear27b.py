"""`_line_bold_names` reads each line once, exactly as it read it run by run before, and stays
linear on bold runs repeated in one sentence with no stop ("**Zed** " and "My pick is **Zed** and "
1,600 times: 0.41 s and 1.14 s of CPU before, 31x and 52x for 8x the size; "My pick is **Zed** — ",
not ASCII, 12.3 s)."""

from __future__ import annotations

import re
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks
from scoring.picks import (
    _BOLD,
    _CHAIN,
    _COMPARE,
    _RANKING_WORDS,
    _SWAP_BEFORE,
    _avoided_after,
    _avoids,
    _candidate,
    _is_role_label,
    _labels_what_follows,
    _line_bold_names,
    _LineReads,
    _proper_name,
    _sentence_before,
    _sibling_before,
    _topic_lead,
    _users_after,
)
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear
from tests.scoring.test_linear28 import _excluded_after, _in_bracketed_examples

_PROMPT = "Rank the three best robot vacuums."


def _old_line_bold_names(line: str) -> tuple[tuple[str, int], ...]:
    """`_line_bold_names` as it was before `_LineReads` (commit 58ab74b), run by run."""
    found: list[tuple[str, int]] = []
    for m in _BOLD.finditer(line):
        inner = m.group("inner")
        if inner.endswith("?"):
            continue
        colon = m.group("colon") is not None
        if " > " in inner or " → " in inner:
            chain = [_candidate(part.strip()) for part in _CHAIN.split(inner)]
            if len(chain) >= 2 and all(n is not None and _proper_name(n) for n in chain):
                found.extend((n, line.find(n, m.start())) for n in chain if n is not None)
                continue
        name = _candidate(inner, colon)
        if name is None or (inner.endswith(".") and _topic_lead(name)):
            continue
        ends_colon = inner.endswith(":")
        labelled = colon or ends_colon
        end = m.end()
        if _labels_what_follows(name, labelled, line[end:], inner):
            continue
        if "(" in line and _in_bracketed_examples(line, m.start(), end):
            continue
        if labelled and _RANKING_WORDS.search(inner):
            continue
        before = _sentence_before(line, m.start())
        if (
            _avoids(inner)
            or (ends_colon and _is_role_label(name))
            or _avoids(before)
            or _COMPARE.search(before[-48:])
            or _SWAP_BEFORE.search(before[-40:])
            or _sibling_before(before)
            or _avoided_after(line, end)
            or _excluded_after(line, end, before)
            or _users_after(line, end)
        ):
            continue
        found.append((name, m.start("inner")))
    return tuple(found)


# Bold runs in both spellings (the "__X__" form puts a word character before the rest), avoid and
# pick words split where a longer text could complete or undo them, stops that end a sentence for
# one reader and not the other (". " against ".\t" or ".**"), brackets, colons and case folds
# that reach past ASCII.
_PIECES = (
    "**Zed**", "__Zed__", "___Yak___", "**Wex**:", "__Vim__ :", "**Top 3:**", "**Skip:**", "Zed",
    " ", "  ", "\t", "\n", ".", ". ", ".\t", "!", "?", ",", ":", ";", "(", ")", "avoid", "ance",
    "skip", "Skip", "ſkip", "over", " budget", " is", " out", "not", " worth", "isn't", " it",
    "best", " avoided", " not", " recommended", "recommend", "I'd", " get", " go with", "my pick",
    " is", " the", "older", " users", " can", "excluded", "é", "—", "\u212a", "_", "*", "**",
    "and", " but", "compared", " to", "swap", " in", "vs", "left", "My pick is ", "the older ",
)  # fmt: skip


def _lines() -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(_PIECES), max_size=30).map("".join)


@settings(max_examples=1500, deadline=None)
@given(_lines())
def test_the_bold_names_of_a_line_are_what_they_were(line: str) -> None:
    assert _line_bold_names(line) == _old_line_bold_names(line), line


@settings(max_examples=800, deadline=None)
@given(_lines(), st.lists(st.integers(min_value=1, max_value=400), max_size=12))
def test_each_read_of_a_line_is_the_read_it_replaces(line: str, offsets: list[int]) -> None:
    """Every read at offsets asked in order (as the runs come), then again out of order."""
    reads = _LineReads(line)
    ats = sorted({min(o, len(line)) for o in offsets if 0 < min(o, len(line))})
    for at in ats + ats[::-1]:
        start = reads.sentence_start(at)
        before = _sentence_before(line, at)
        assert line[start:at] == before, (line, at)
        assert reads.avoids_before(at) == _avoids(before), (line, at)
        assert reads.avoided_after(at) == _avoided_after(line, at), (line, at)
        for name_at in (start, max(start, at - 3)):
            old = _excluded_after(line, at, line[start:name_at])
            assert reads.excluded_after(at, start, name_at) == old, (line, at, name_at)


def test_a_rest_after_a_word_character_is_read_as_its_slice() -> None:
    """Near misses of the boundary: after "__Zed__" the rest opens a word in its slice, where a
    search of the whole line sees "_" before it and no boundary."""
    for line, at in (
        ("__Zed__skip it.", 7),  # the slice "skip it" avoids; the line has no boundary at 7
        ("__Zed__ skip it.", 7),
        ("__Zed__askip it.", 7),  # "askip" is no word "skip" in either reading
        ("**Zed**skip it.", 7),
        ("__Zed__ and __Yak__ are over budget.", 7),
        ("__Zed__ and __Yak__ are over budget.", 19),
    ):
        reads = _LineReads(line)
        assert reads.excluded_after(at, 0, 0) == _excluded_after(line, at, ""), (line, at)
    assert _LineReads("__Zed__skip it.").excluded_after(7, 0, 0) is True
    assert _LineReads("__Zed__askip it.").excluded_after(7, 0, 0) is False


def test_the_rule_words_are_read_as_before() -> None:
    for line in (
        "My pick is **Zed** and **Yak** is over budget.",  # a pick first: both stay
        "**Zed** and **Yak** are both over budget.",
        "Skip **Zed**. Get **Yak**.",
        "**Zed** isn't worth it, but **Yak** is.",
        "__Zed__ isn't worth it.",
    ):
        assert _line_bold_names(line) == _old_line_bold_names(line), line
    assert _line_bold_names("**Zed** and **Yak** are both over budget.") == ()
    assert _line_bold_names("Skip **Zed**. Get **Yak**.") == (("Yak", 20),)
    assert picks._AVOID_UNBOUNDED.pattern == picks._AVOID.pattern[2:]
    assert re.match(r"\\b\(\?:", picks._AVOID.pattern)


def _repeated(unit: str) -> Callable[[int], str]:
    def build(n: int) -> str:
        return unit * n

    return build


def test_bold_runs_repeated_in_one_sentence_are_read_in_linear_time() -> None:
    for unit in (
        "**Zed** ",
        "My pick is **Zed** and ",
        "__Zed__ ",  # a word character before each rest
        "My pick is __Zed__ and ",
        "My pick is **Zed** — ",  # not ASCII
        "__Zed__ over budget, ",  # every rest avoids
    ):
        assert_linear(lambda text: read_recommendation(text, _PROMPT), _repeated(unit), 1_600)

"""perf27: the speed-ups against the computations they stand in for.

`scoring.regex_source` steps over literals, escapes and whole classes with one regex match instead
of a character at a time: `class_end`, `group_end`, `top_level_alternatives` and
`split_alternation` must answer exactly as the character-by-character readers below (the code as
it was), on every pattern the batch path cuts and on generated strings of the characters they act
on, broken ones included. The batch's caveat test is each act's port cut mechanically
(`scoring.batch._caveat_tests`): every piece stays under the size the lazy DFA holds, and the
pieces together are each act's port, nothing lost.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import batch, loose_markdown, prefilter, regex_source
from scoring.outcome import CLOSING_DECLINE, DECLINE
from scoring.stance import CAVEAT, CAVEAT_ACTS


def _class_end_stepped(src: str, i: int) -> int:
    j = i + 1
    if src[j : j + 1] == "^":
        j += 1
    if src[j : j + 1] == "]":
        j += 1
    while j < len(src):
        if src[j] == "\\":
            j += 2
            continue
        if src[j] == "]":
            return j + 1
        j += 1
    raise ValueError("unterminated class")


def _group_end_stepped(src: str, i: int) -> int:
    depth = 0
    while i < len(src):
        ch = src[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = _class_end_stepped(src, i)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError("unbalanced group")


def _top_level_alternatives_stepped(body: str) -> list[str]:
    out: list[str] = []
    depth = begun = i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = _class_end_stepped(body, i)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(body[begun:i])
            begun = i + 1
        i += 1
    out.append(body[begun:])
    return out


def _longest_group_stepped(alternative: str) -> tuple[int, int, int, int] | None:
    best: tuple[int, int, int, int] | None = None
    i = 0
    while i < len(alternative):
        ch = alternative[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = _class_end_stepped(alternative, i)
            continue
        if ch != "(":
            i += 1
            continue
        end = _group_end_stepped(alternative, i)
        opener = regex_source._SPLITTABLE_OPENER.match(alternative, i)
        taken = alternative[end : regex_source.quantifier_end(alternative, end)]
        if opener and taken in ("", "?", "??"):
            if best is None or end - i > best[2] - best[0]:
                best = (i, opener.end(), end - 1, end + len(taken))
        i = end
    return best


def _outcome(function: object, *args: object) -> object:
    try:
        return function(*args)  # type: ignore[operator]
    except ValueError:
        return "ValueError"
    except IndexError:
        return "IndexError"


def _stepped(src: str) -> list[object]:
    return [
        _outcome(_top_level_alternatives_stepped, src),
        _outcome(_longest_group_stepped, src),
        *(_outcome(_class_end_stepped, src, i) for i, ch in enumerate(src) if ch == "["),
        *(_outcome(_group_end_stepped, src, i) for i, ch in enumerate(src) if ch == "("),
    ]


def _skipping(src: str) -> list[object]:
    return [
        _outcome(regex_source.top_level_alternatives, src),
        _outcome(regex_source._longest_splittable_group, src),
        *(_outcome(regex_source.class_end, src, i) for i, ch in enumerate(src) if ch == "["),
        *(_outcome(regex_source.group_end, src, i) for i, ch in enumerate(src) if ch == "("),
    ]


@settings(max_examples=3000, deadline=None)
@given(src=st.text(alphabet="\\[]()|^?*{}0,ab:\n", max_size=16))
def test_the_skipping_readers_answer_as_the_stepped_ones(src: str) -> None:
    assert _skipping(src) == _stepped(src)


@pytest.mark.parametrize(
    "src",
    [
        "[]",
        "[]]",
        "[^]]x",
        "[^]",
        "[a\\]",
        "[a\\]]",
        "(a\\)",
        "(a\\",
        "a\\",
        "[",
        "(",
        ")",
        "a|b)|c",
    ],
)
def test_broken_and_bracket_led_classes_read_as_before(src: str) -> None:
    assert _skipping(src) == _stepped(src)


def _cut_patterns() -> list[str]:
    ported = [prefilter.port(p) for p in (DECLINE, CLOSING_DECLINE, *CAVEAT_ACTS)]
    return [*ported, DECLINE.pattern, CAVEAT.pattern, prefilter.port(CAVEAT)]


def test_the_skipping_readers_answer_as_the_stepped_ones_on_the_cut_patterns() -> None:
    for src in _cut_patterns():
        assert regex_source.top_level_alternatives(src) == _top_level_alternatives_stepped(src)
        assert regex_source._longest_splittable_group(src) == _longest_group_stepped(src)
        for i, ch in enumerate(src):
            if ch == "(" and src[i - 1 : i] != "\\":
                assert regex_source.group_end(src, i) == _group_end_stepped(src, i)


def test_the_caveat_pieces_are_the_acts_ports_cut_and_packed() -> None:
    # Every piece is a whole alternative of some act's port cut by split_alternation: joined, the
    # pieces of each act are that act (the exactness split_alternation's own tests hold). The
    # batch runs them unmarked (tests/scoring/test_perf_caveat36.py holds that form to these).
    tests = batch._caveat_ports()
    assert batch._caveat_tests() == tuple(prefilter.unmarked(test) for test in tests)
    added = len(prefilter.or_risky(""))
    assert all(len(test) <= batch.PORTED_LIMIT + added for test in tests)
    cut = [
        piece
        for act in CAVEAT_ACTS
        for piece in regex_source.split_alternation(prefilter.port(act), batch.PORTED_LIMIT)
    ]
    assert len(tests) < len(cut)  # packed: fewer regexes than pieces
    packed = "|".join(tests)
    at = -1
    for piece in cut:  # each piece whole, and in act order (neighbours packed, round 36)
        found = packed.find(f"(?:{piece})", at + 1)
        assert found > at, piece[:60]
        at = found


def test_an_act_past_the_limit_is_cut_not_left_whole() -> None:
    # The hand cut kept every act's port under about 25,000 characters; now an act may grow.
    long_act = re.compile(r"\b(?:" + "|".join(f"word{k}\\s+other{k}" for k in range(3000)) + ")")
    ported = prefilter.port(long_act)
    assert len(ported) > batch.PORTED_LIMIT
    pieces = regex_source.split_alternation(ported, batch.PORTED_LIMIT)
    assert len(pieces) > 1
    assert all(len(piece) <= batch.PORTED_LIMIT for piece in pieces)


# `scoring.loose_markdown._bold_item_ends`: the line-anchored `_BOLD_ITEM` search, led by line
# breaks instead. Lines made of the characters the pattern reads, and of what breaks it.
_ITEM_BITS = ["-", "*", "**", "+", "•", "1.", "12)", "3", ".", ")", " ", "\t", "  ", "x", "\n", "é"]


@settings(max_examples=3000, deadline=None)
@given(text=st.lists(st.sampled_from(_ITEM_BITS), max_size=24).map("".join))
def test_bold_item_ends_are_the_line_anchored_search_s(text: str) -> None:
    expected = [m.end() for m in loose_markdown._BOLD_ITEM.finditer(text)]
    assert loose_markdown._bold_item_ends(text) == expected


def test_bold_item_ends_on_the_benchmark_replies() -> None:
    from bench.rescore import synthetic_rows
    from scoring.battery import load_battery

    rows = synthetic_rows(load_battery(), 4_000, seed=27)
    texts = [str(r["content"]) for r in rows if r["content"] and "**" in str(r["content"])]
    assert len(texts) > 500
    for text in texts:
        expected = [m.end() for m in loose_markdown._BOLD_ITEM.finditer(text)]
        assert loose_markdown._bold_item_ends(text) == expected
    assert loose_markdown._bold_item_ends("**1. Linear - fast\n- **Asana - easy") == [2, 23]

"""The batch's decline prefilter stays on the Rust engine's fast path as the decline forms grow.

The r26 decline forms took the ported decline pattern from 20,547 to 34,641 characters and put a
counted run of Unicode word characters in it; the one regex then ran off the lazy DFA and the
refusal rows took 4 s instead of 0.04 s on 20,000 rows (bench rescore, v2 at 0.10x v1). The port
now leaves such a count open above (`scoring.prefilter._widened`) and the test is cut into pieces
(`scoring.regex_source.split_alternation`); both keep the prefilter a superset, exactly.
"""

from __future__ import annotations

import re

import polars as pl
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import batch, prefilter
from scoring.normalise import normalise
from scoring.outcome import DECLINE
from scoring.regex_source import pack_alternation, split_alternation
from tests.linear_time import cpu_seconds
from tests.scoring.reply_corpus import load_working
from tests.scoring.test_prefilter import near_misses, rust


def test_a_word_run_under_a_count_is_left_open_above_and_other_counts_stay() -> None:
    assert prefilter._widened(r"[\w-]", "{1,30}") == "{1,}"
    assert prefilter._widened(r"\w", "{2,5}?") == "{2,}?"
    assert prefilter._widened(r"\w", "{3}") == "{3}"
    assert prefilter._widened(r"[^.]", "{0,60}") == "{0,60}"
    assert prefilter._widened(r"\s", "{1,3}") == "{1,3}"


@settings(max_examples=200, deadline=None)
@given(text=near_misses())
def test_the_widened_decline_port_still_matches_wherever_decline_does(text: str) -> None:
    if DECLINE.search(normalise(text).text):
        assert rust(prefilter.port(DECLINE), [text]) == [True], repr(text)


def test_splitting_keeps_exactly_the_matches_of_the_whole_on_small_patterns() -> None:
    cases = [
        ("ab(?:c|d)e", ["abce", "abde", "abe", "xabdex"], 2),
        ("a(?:b|c)?d|e", ["ad", "abd", "acd", "e", "ab"], 3),
        ("x(?:(?:p|q)r|s)*y", ["xy", "xpry", "xsy", "xprsqry", "xpy"], 1),
        ("(?i)I (?:can't|won't) (?:help|do (?:that|this))", ["i won't do this", "I can't help"], 4),
    ]
    for source, texts, count in cases:
        pieces = split_alternation(source, 8)
        assert len(pieces) == count, pieces
        for text in texts:
            whole = re.search(source, text) is not None
            assert whole == any(re.search(p, text) for p in pieces), (source, text, pieces)
        # Packed pieces keep their inline flags in a group, which Rust's syntax allows.
        packed = [rust(p, texts) for p in pack_alternation(pieces, 30)]
        assert rust(source, texts) == [any(hit) for hit in zip(*packed, strict=True)], source


def test_a_group_under_a_star_is_never_split() -> None:
    assert split_alternation("x(?:ab|cd)*y", 4) == ["x(?:ab|cd)*y"]


_WORKING_TEXTS = [normalise(c.reply).text for c in load_working()[::8]]
# Whether DECLINE itself finds a phrase in each text: the same for every split size, so read once.
_DECLINE_FOUND = [DECLINE.search(text) is not None for text in _WORKING_TEXTS]


@settings(max_examples=6, deadline=None)
@given(limit=st.integers(1500, 9000))
def test_decline_split_at_any_size_finds_exactly_what_decline_finds(limit: int) -> None:
    pieces = [re.compile(p, DECLINE.flags) for p in split_alternation(DECLINE.pattern, limit)]
    for text, found in zip(_WORKING_TEXTS, _DECLINE_FOUND, strict=True):
        assert found == any(p.search(text) for p in pieces), text


@settings(max_examples=100, deadline=None)
@given(texts=st.lists(near_misses(), min_size=30, max_size=30))
def test_the_pieces_together_hit_exactly_the_rows_the_whole_port_hits(texts: list[str]) -> None:
    # The whole: every pattern the test ports (`batch.DECLINE_PORTED`), each ported untrimmed, in
    # one alternation. Compared with DECLINE and CLOSING_DECLINE alone, the pieces also hit the rows
    # the later patterns' ports hit: "position to" of the mild grounds' superset matches
    # "position topic", which DECLINE never does.
    whole = prefilter.or_risky(
        "|".join(f"(?:{prefilter.port(pattern)})" for pattern in batch.DECLINE_PORTED)
    )
    pieces = [rust(p, texts) for p in batch._tests()["decline"]]
    assert rust(whole, texts) == [any(hit) for hit in zip(*pieces, strict=True)]


def test_a_row_only_a_later_patterns_superset_hits_is_hit_by_the_pieces_and_the_whole() -> None:
    # The row hypothesis found once the mild grounds were ported: "position topic" holds the
    # superset's "position to", and DECLINE's port alone misses it.
    row = "elsewhere\tposition\u2009topic\xa0floor**see\u2009contested**about"
    whole = prefilter.or_risky(
        "|".join(f"(?:{prefilter.port(pattern)})" for pattern in batch.DECLINE_PORTED)
    )
    assert rust(prefilter.port(DECLINE), [row]) == [False]
    assert rust(whole, [row]) == [True]
    assert any(rust(piece, [row]) == [True] for piece in batch._tests()["decline"])


def test_every_decline_piece_runs_on_the_lazy_dfa() -> None:
    # As test_prefilter's caveat guard: a bound in CPU time far above the fast path (about
    # 0.05 s on these rows) and far below the slow one (the r26 decline test took 3.8 s).
    from bench.rescore import synthetic_rows
    from scoring.battery import load_battery

    rows = synthetic_rows(load_battery(), 20_000, seed=31)
    replies = pl.Series([str(r["content"]) for r in rows])
    for piece in batch._tests()["decline"]:
        assert len(piece) < 26_000
        took = cpu_seconds(lambda pattern: replies.str.contains(pattern).sum(), piece)
        assert took < 0.5, piece[:80]

"""The caveat prefilter packed in act order (`scoring.batch.CAVEAT_PACK_LIMIT`) tests every row as it
did packed by size.

Only the grouping of the cut pieces into regexes changed: the same alternatives, each piece whole
(tests/scoring/test_perf27.py checks the pieces and their order). A row passes the caveat test when
one of the regexes matches it, so the test must pass exactly the rows it passed before: checked on
the working set's replies, the golden cases and the benchmark's replies with its framing replies'
two windows, as the batch runs them (unmarked and narrowed), and on generated near-miss strings.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import batch, prefilter, regex_source
from scoring.stance import CAVEAT_ACTS
from tests.scoring.test_perf_caveat import real_texts
from tests.scoring.test_prefilter import near_misses, rust


def _cut_pieces() -> list[str]:
    return [
        piece
        for act in CAVEAT_ACTS
        for piece in regex_source.split_alternation(prefilter.port(act), batch.PORTED_LIMIT)
    ]


def _as_run(pieces: list[str]) -> list[str]:
    """Packed pieces as the batch runs them (`scoring.batch._caveat_tests`, then narrowed)."""
    return [prefilter.narrowed(prefilter.unmarked(prefilter.or_risky(p))) for p in pieces]


def _passed(tests: list[str], texts: list[str]) -> list[bool]:
    hits = [rust(test, texts) for test in tests]
    return [any(row) for row in zip(*hits, strict=True)]


def _by_size() -> list[str]:
    """The caveat test as it was packed before: by size, first fit, up to `PORTED_LIMIT`."""
    return _as_run(regex_source.pack_alternation(_cut_pieces(), batch.PORTED_LIMIT))


def test_pack_in_order_keeps_the_order_and_the_limit() -> None:
    pieces = ["a", "bb", "c" * 10, "d", "e"]
    assert regex_source.pack_in_order(pieces, 12) == [
        "(?:a)|(?:bb)",
        "(?:cccccccccc)",
        "(?:d)|(?:e)",
    ]
    assert regex_source.pack_in_order(pieces, 4) == [f"(?:{p})" for p in pieces]
    assert regex_source.pack_in_order([], 10) == []
    # a first-fit pack by size puts "c" beside the longest, "b": here only neighbours share
    unordered = ["a" * 6, "c", "b" * 9]
    assert regex_source.pack_alternation(unordered, 20) == ["(?:bbbbbbbbb)|(?:c)", "(?:aaaaaa)"]
    assert regex_source.pack_in_order(unordered, 20) == ["(?:aaaaaa)|(?:c)", "(?:bbbbbbbbb)"]


def test_the_batch_runs_the_pieces_packed_in_order() -> None:
    in_order = regex_source.pack_in_order(_cut_pieces(), batch.CAVEAT_PACK_LIMIT)
    assert batch._caveat_ports() == tuple(prefilter.or_risky(p) for p in in_order)
    assert len(in_order) != len(regex_source.pack_alternation(_cut_pieces(), batch.PORTED_LIMIT))


def test_packed_in_order_the_caveat_test_passes_the_real_texts_it_passed_by_size() -> None:
    texts = list(real_texts())
    assert len(texts) > 8000
    tests = [prefilter.narrowed(t) for t in batch._caveat_tests()]
    now, before = _passed(tests, texts), _passed(_by_size(), texts)
    assert [t for t, a, b in zip(texts, now, before, strict=True) if a != b] == []
    # Not vacuous: texts it passes and texts it rules out, both many.
    assert 2000 < sum(now) < len(texts) - 2000


@pytest.fixture(scope="module")
def by_size() -> list[str]:
    return _by_size()


@settings(max_examples=20, deadline=None)  # each example runs both packings on 50 strings
@given(texts=st.lists(near_misses(), min_size=50, max_size=50))
def test_packed_in_order_the_caveat_test_passes_what_it_passed_by_size(
    by_size: list[str], texts: list[str]
) -> None:
    tests = [prefilter.narrowed(t) for t in batch._caveat_tests()]
    assert _passed(tests, texts) == _passed(by_size, texts)

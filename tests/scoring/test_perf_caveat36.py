"""perf_caveat36: the caveat test runs unmarked, and must test every row as its ported pieces do.

`scoring.prefilter.unmarked` removes the marker runs ``[*_]*`` that `scoring.prefilter.port` puts
after every element, and fires instead on every row holding a ``*`` or ``_``; the batch runs the
caveat pieces that way (`scoring.batch._caveat_tests`, made from `scoring.batch._caveat_ports`),
which halves what they cost to compile. So each unmarked piece must say "could match" exactly
where its ported form does on a row without a marker, and must fire on a row with one: checked on
the working set, the golden cases and the benchmark's replies and caveat windows (each also with
its markers taken out, so the texts in bold are compared too), and on generated strings; and
shown able to fail on a variant that forgets the marker rows and on one that changes the rest.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import polars as pl
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.rescore import synthetic_rows
from scoring import batch, prefilter
from scoring.battery import load_battery
from scoring.normalise import normalise
from scoring.stance import CAVEAT
from tests.linear_time import assert_linear, cpu_seconds
from tests.scoring.test_perf_caveat import mutated, real_texts
from tests.scoring.test_prefilter import near_misses, rust

_MARKED = re.compile(r"[*_]")


def _with_markers_out(texts: list[str]) -> list[str]:
    """``texts`` and, after them, each one holding a marker again with its markers taken out."""
    return texts + [_MARKED.sub("", t) for t in texts if _MARKED.search(t)]


def rows_told_apart(unmark: Callable[[str], str], texts: list[str]) -> list[tuple[int, str]]:
    """(piece index, text) wherever ``unmark(port)`` does not fire exactly where its ported piece
    does or the text holds a marker."""
    apart = []
    marked = [_MARKED.search(t) is not None for t in texts]
    for k, port in enumerate(batch._caveat_ports()):
        whole, cut = rust(port, texts), rust(unmark(port), texts)
        apart += [
            (k, t) for t, a, m, b in zip(texts, whole, marked, cut, strict=True) if b != (a or m)
        ]
    return apart


def test_unmarked_drops_the_marker_runs_and_fires_on_a_marker() -> None:
    m = "[*_]*"
    test = prefilter.unmarked(f"^{m}a{m}(?:b{m}){{1,}}|(?:c{m}|d{m})?e{m}")
    assert test == "^a(?:b){1,}|(?:c|d)?e|[*_]"
    rows = ["ab", "abbb", "de", "xe", "a", "xyz", "a*b", "x_y", "**"]
    assert rust(test, rows) == [True, True, True, True, False, False, True, True, True]


def test_the_batch_runs_the_unmarked_ports() -> None:
    tests = batch._caveat_tests()
    assert tests == tuple(prefilter.unmarked(p) for p in batch._caveat_ports())
    assert not any("[*_]*" in test for test in tests)
    # half or less of the ported size: the point of it
    assert sum(map(len, tests)) * 2 < sum(map(len, batch._caveat_ports()))


def test_every_unmarked_piece_tests_the_real_texts_as_its_ported_form() -> None:
    texts = _with_markers_out(list(real_texts()))
    assert len(texts) > 8000
    assert rows_told_apart(prefilter.unmarked, texts) == []
    # Not vacuous: rows without markers that the ported pieces pass, and rows with markers.
    port_hits = [
        any(hits) for hits in zip(*(rust(p, texts) for p in batch._caveat_ports()), strict=True)
    ]
    plain = [hit for t, hit in zip(texts, port_hits, strict=True) if not _MARKED.search(t)]
    assert sum(plain) > 500
    assert sum(_MARKED.search(t) is not None for t in texts) > 500


@settings(max_examples=40, deadline=None)  # each example runs eighteen pieces twice on 80 texts
@given(
    st.lists(mutated(), min_size=20, max_size=20),
    st.lists(near_misses(), min_size=20, max_size=20),
)
def test_every_unmarked_piece_tests_generated_strings_as_its_ported_form(
    real: list[str], generated: list[str]
) -> None:
    assert rows_told_apart(prefilter.unmarked, _with_markers_out(real + generated)) == []


_CAVEATS_IN_BOLD = [
    "Reasonable **people** disagree about this.",
    "This is a **contested** question.",
    "It **depends** on your values.",
]


def test_the_comparison_fails_on_a_variant_that_forgets_the_marker_rows() -> None:
    # Markers inside a caveat: the ported pieces allow them, the bare runs removed do not, so
    # a variant without the marker alternative rules out a row the scorer reads a caveat in.
    def forgets(test: str) -> str:
        return test.replace("[*_]*", "")

    for text in _CAVEATS_IN_BOLD:
        assert CAVEAT.search(normalise(text).text), text
    apart = {text for _, text in rows_told_apart(forgets, _CAVEATS_IN_BOLD)}
    assert apart == set(_CAVEATS_IN_BOLD)
    assert rows_told_apart(prefilter.unmarked, _CAVEATS_IN_BOLD) == []


def test_the_comparison_fails_on_a_variant_that_changes_the_plain_rows() -> None:
    # Firing on markers must not hide a change to the rest: a variant that leaves out the risky
    # class (an accented space is harmless, a soft hyphen risky) is told apart on plain rows.
    def without_risky(test: str) -> str:
        return prefilter.unmarked(test.removesuffix(f"|(?-i:{prefilter.risky_regex()})"))

    rows = ["plain words, soft\u00adhyphen", "no caveat here at all"]
    apart = rows_told_apart(without_risky, rows)
    assert {text for _, text in apart} == {rows[0]}
    assert rows_told_apart(prefilter.unmarked, rows) == []


def test_every_unmarked_piece_runs_on_the_lazy_dfa_on_essays_without_markers() -> None:
    # As tests/scoring/test_prefilter.py holds the pieces, on the same essays with their markers
    # taken out: a marker ends the search early, so this reads every essay to its end.
    rows = synthetic_rows(load_battery(), 10_000, seed=31)
    essays = pl.Series(
        [_MARKED.sub("", str(r["content"])) for r in rows if str(r["task_id"]).startswith("F")]
    )
    for test in batch._caveat_tests():
        for form in (test, prefilter.narrowed(test)):
            took = cpu_seconds(lambda pattern: essays.str.contains(pattern).sum(), form)
            assert took < 0.5, form[:60]


def test_the_unmarked_pieces_read_a_hostile_text_without_markers_in_linear_time() -> None:
    tests = [prefilter.narrowed(t) for t in batch._caveat_tests()]

    def read(text: str) -> list[bool]:
        return [rust(t, [text])[0] for t in tests]

    assert_linear(read, lambda n: "some reasonable people may weigh the " * n, 2_000)

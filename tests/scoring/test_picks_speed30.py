"""The thirtieth round's shortcuts in the picks reader against what they stand in for.

Each must change nothing: a pattern tried only where a match can start (`_matches_from`) finds
what the pattern's own scan finds; the revision label matched at line starts answers as the
multi-line search does; the per-name caches (`_name_words`, `_initialism_keys`,
`_initialism_partners`) give what the uncached computation gives; `_model_suffixes`, which stops
at the last name that can be a suffix, and `_short_forms`, on cached word splits, give what they
gave before; and the ``bold_only`` a line's facts carry is `_bold_only` of the stripped line. Each
is held to the original on the dev corpus, the golden cases and benchmark replies, and on text
generated from the words the patterns look for; and the gated scans stay linear on hostile text.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks
from tests.linear_time import assert_linear
from tests.scoring.picks_gates import corpus_texts, place_before_same, prose_list_same
from tests.scoring.scorer_at import scoring_at

_Found = list[tuple[str, int, int, int | None]]


_TEXTS = corpus_texts(seed=31)


def test_gated_patterns_find_what_their_scans_find_on_corpus_text() -> None:
    pieces = [p for t in _TEXTS for p in [t, *t.split("\n")] if p.isascii()]
    assert len(pieces) > 10_000
    placed = listed = 0
    for piece in pieces:
        lower = piece.lower()
        assert place_before_same(lower), piece
        assert prose_list_same(piece), piece
        placed += picks._PLACE_BEFORE_FOLDED.search(lower) is not None
        listed += picks._PROSE_LIST.search(piece) is not None
    assert placed > 50 and listed > 5  # both patterns match, so the gates are exercised


# The words each pattern opens with or holds, the characters around them, and names.
_PATTERN_WORDS = st.sampled_from(
    ["in", "In", "my", "My", "MY", "and", "for", "first", "second", "third", "firstly", "next"]
    + ["finally", "lastly", "number", "one", "runner-up", "top", "pick", "choice", "then", "last"]
    + ["place", "is", "would", "be", "goes", "to", "the", "The", "I'd", "I", "rank", "them"]
    + ["ranking", "order", "own", "are", "put", "Sony", "X1", "3", "Bose", "at", "7.5", "close"]
    + ["myself", "info", "sand", "forth", "thirdly", "nextdoor", "iMac", "imp", "mine", "Mint"]
    + [" ", "  ", "\n", "\t", ".", ",", ";", ":", "!", "?", "-", "*", "**", "_", "(", "'"]
    # whole phrases, so that the branches that need several words in a row are met often
    + ["number one is", "My runner-up is", "my top pick is", "in second place", "; and last"]
    + ["; then", "I'd rank them", "MY RANKING IS", "My top 3:", "my own order is", "Next is"]
    + ["Second,", "Finally,", "and third to", "First, at 7.5, is", "for a second option,"]
)


@settings(max_examples=1500, deadline=None)
@given(st.lists(_PATTERN_WORDS, max_size=16).map(" ".join), st.lists(_PATTERN_WORDS, max_size=16))
def test_gated_patterns_agree_on_generated_text(spaced: str, glued: list[str]) -> None:
    """On words joined by spaces and on words glued together (a word's start after a letter, a
    ";" right after a word), which sets the word boundaries both ways."""
    for text in (spaced, "".join(glued)):
        assert place_before_same(text.lower()), text
        assert prose_list_same(text), text


def test_gated_pattern_examples() -> None:
    for text in (
        "Apples; and last the Sony X1 wins.",
        "Mine: x; then the Bose Y2",
        "First, the Sony X1. In second place I'd put the Bose Y2, and third to Z3",
        "So number one is the Sony X1",
        "Okay. Next is the Bose Y2",
    ):
        assert picks._PLACE_BEFORE_FOLDED.search(text.lower()) is not None, text
        assert place_before_same(text.lower()), text
    for text in (
        "So I'd rank them Sony X1, Bose Y2",
        "so my top 3: A, B",
        "OK, MY RANKING IS X, Y",
    ):
        assert picks._PROSE_LIST.search(text) is not None, text
        assert prose_list_same(text), text


def test_revision_label_by_line_starts_is_the_multiline_search() -> None:
    generated = [
        "Edit: x",
        "1. A\n**Update:** B",
        "> _Correction_ : y",
        "credit: none",
        "x\n  EDIT:",
        "Edit \n: no",
        "UPDATE\r\n:",
    ]
    seen = 0
    for text in _TEXTS + generated:
        expected = picks._REVISION_LABEL.search(text) is not None
        assert picks._has_revision_label(text) == expected, text
        seen += expected
    assert seen >= 4


def test_name_caches_give_the_uncached_computation() -> None:
    names = {p.name for t in _TEXTS for p in picks.read_picks(t).picks}
    names |= {"Sony WH-1000XM5", "Roborock Q5 Pro", "MBA M3", "MacBook Air M3", "X", "A 1 b"}
    assert len(names) > 100
    for name in names:
        words = name.casefold().split()
        tails = tuple(tuple(words[-size:]) for size in range(1, len(words)))
        has_digit = picks._DIGIT.search(name) is not None
        assert picks._name_words(name) == (tuple(words), has_digit, tails), name
        keys = picks._initialism_keys.__wrapped__(name)
        assert picks._initialism_keys(name) == keys, name
        partners = tuple(
            tuple(picks._SWAPPED.get(part[:2], part[:2]) + part[2:] for part in key) for key in keys
        )
        assert picks._initialism_partners(name) == partners, name


BEFORE_COMMIT = "cfb64fa7292524cf923401e0a35ab869fa86f72b"
"""The last commit before the round's speed work: its `_model_suffixes` and `_short_forms` are
what the faster ones stand in for, read from git history rather than copied into this file."""


@functools.cache
def _before() -> ModuleType:
    """The picks module as it stood at `BEFORE_COMMIT` (its own package, so its caches are its own)."""
    package = scoring_at(BEFORE_COMMIT, "scoring_speed30_before")
    return importlib.import_module(f"{package.__name__}.picks")


def _model_suffixes_before(found: _Found) -> dict[str, str]:
    result: dict[str, str] = _before()._model_suffixes(found)
    return result


def _short_forms_before(found: _Found) -> dict[str, str]:
    result: dict[str, str] = _before()._short_forms(found)
    return result


@contextmanager
def _recorded(name: str, calls: list[_Found]) -> Iterator[None]:
    """`picks.<name>` recording the lists it is given while `read_picks` runs."""
    original: Callable[[_Found], dict[str, str]] = getattr(picks, name)

    def recording(found: _Found) -> dict[str, str]:
        calls.append(list(found))
        return original(found)

    setattr(picks, name, recording)
    try:
        yield
    finally:
        setattr(picks, name, original)


def test_alias_readers_give_what_they_gave_on_the_names_the_reader_finds() -> None:
    suffix_calls: list[_Found] = []
    form_calls: list[_Found] = []
    with _recorded("_model_suffixes", suffix_calls), _recorded("_short_forms", form_calls):
        for text in _TEXTS:
            picks.read_picks(text)
    assert len(suffix_calls) > 1000 and len(form_calls) > 100
    assert any(_model_suffixes_before(f) for f in suffix_calls)  # both answers occur
    assert any(_short_forms_before(f) for f in form_calls)
    for found in suffix_calls:
        assert picks._model_suffixes(found) == _model_suffixes_before(found), found
    for found in form_calls:
        forms = picks._short_forms(found)
        assert list(forms.items()) == list(_short_forms_before(found).items()), found


_NAMES = st.sampled_from(
    ["Sony a6400", "a6400", "Sony", "Fujifilm X-S20", "X-S20", "Roborock Q5 Pro", "Q5 Pro"]
    + ["Q5", "Pro", "Roborock Q5", "MacBook Air M3", "MBA M3", "Air M3", "Sony Alpha 6400"]
    + ["Sony A 6400", "New Balance Fresh Foam X 880v14", "New Balance 880v14", "Bose QC Ultra"]
    + ["Bose QuietComfort Ultra", "Bose QC", "QC Ultra 2", "Dell XPS 13", "XPS 13", "Dell XPS"]
)


@settings(max_examples=800, deadline=None)
@given(
    st.lists(
        st.tuples(_NAMES, st.integers(0, 3), st.sampled_from([None, None, 1, 2, 3])),
        max_size=9,
    )
)
def test_alias_readers_agree_on_generated_names(entries: list[tuple[str, int, int | None]]) -> None:
    found: _Found = [(name, k * 10, block, rank) for k, (name, block, rank) in enumerate(entries)]
    assert picks._model_suffixes(found) == _model_suffixes_before(found)
    assert list(picks._short_forms(found).items()) == list(_short_forms_before(found).items())


def test_line_facts_carry_bold_only_of_the_stripped_line() -> None:
    lines = {line for t in _TEXTS for line in t.split("\n") if line.strip()}
    lines |= {"**Other laptops to consider**", "**Best overall**:", "  __Verdict__  ", "**a** b"}
    titles = 0
    for line in lines:
        expected = picks._bold_only(line.strip())
        assert picks._line_facts(line).bold_only == expected, line
        titles += expected
    assert titles > 20


@pytest.mark.parametrize(
    "unit",
    [
        "in my first ",  # every word a start the place gate lets through, and no match
        "; ; and ",
        "Im my I'd rank ",  # every word a start the prose-list gate lets through
        "\nEdit ",  # a line start and a label that never gets its colon
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
        return placed, listed, picks._has_revision_label(text)

    assert_linear(read, lambda n: unit * n, 20_000)

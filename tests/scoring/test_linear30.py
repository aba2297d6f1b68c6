"""`_LineRests` reads the name after a bold label in place where it read the rest whole before: a
rest with a link (read in the line without its links, when no link of the line reaches across the
rest's ends), with a "<" (cut at its first HTML break, found once for the line), with a purpose
after a long name (the line's "for"s, found once), after a label longer than `short` that runs to
a far ": " (`_is_role_label` and `_epithet` read from the line's words, found once) and after a
keycap; `_short_forms` compares only the pairs of names that can match (`_form_candidates`).
Each answers exactly as before (hypothesis against `_rest_name` of the rest and against the old
pairwise loop, and every working reply), and the shapes they were quadratic on are read in linear
time: 1,600 labels, each followed by a link, a reference link, " < ", " for kids", a label to a
far ": " (plain or opening with "The") or a keycap: 2.7 to 4.6 s of CPU before, 0.07 to 0.13 s
after; 2,400 distinct names of one brand in two blocks: 11 s before, 0.05 s after."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks
from scoring.picks import (
    _first_mentions,
    _initialism_of,
    _LineRests,
    _rest_name,
    _short_forms,
    _shorter_form,
)
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_working

_PROMPT = "Rank the three best robot vacuums."

# --- the name after a label, read in place --------------------------------------------------

# Links of both kinds and their broken halves, citation marks, HTML breaks in their spellings and
# a bare "<", purposes after names (a "for" between blanks, before a lower-case word or not), code
# and trade marks that their removal may join, and what cuts a name or labels it.
_PIECES = (
    "**Zed:**", "**Zed**:", " Yak", " yak", "Zed Q5", " Q5", "[", "]", "(", ")", "[x](u)",
    "[Zed Q5](u)", "[x][1]", "[1]", "](", "][", "(u)", "[**Zed:** Yak](u)", "<br>", "<BR />",
    "<br/>", "<", "<b`r>", ">", " for ", " for", "for ", "\tfor\t", " kids", " Kids", " 2",
    "Best", " overall", ": ", ":", " - ", ", ", ". ", " ", "  ", "`", "TM", "aTM", "*", "**",
    "_", "🏆", "é", "İ", " (M3)", " if ", "The", " Big", " Dog", "1\u20e3 ", "1\ufe0f\u20e3",
    "\u20e3",
)  # fmt: skip


def _lines(pieces: tuple[str, ...], max_size: int) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(pieces), max_size=max_size).map("".join)


def _same_rests(line: str, short: int, offsets: list[int]) -> None:
    rests = _LineRests(line, short, whole=0)
    for at in sorted({min(o, len(line)) for o in offsets}):
        assert rests.rest_name(at) == _rest_name(line[at:]), (line, short, at)


@settings(max_examples=2500, deadline=None)
@given(
    _lines(_PIECES, 40),
    st.integers(min_value=0, max_value=30),
    st.lists(st.integers(min_value=0, max_value=400), max_size=8),
)
def test_a_rest_read_in_place_is_the_rest_read_whole(
    line: str, short: int, offsets: list[int]
) -> None:
    """A small `short` reads nearly every rest in place, so the new steps are met on short lines."""
    _same_rests(line, short, offsets)


@settings(max_examples=400, deadline=None)
@given(
    _lines(
        (" Yak", " Zed", "Q5", " ", "[x](u)", "<", "<br>", " for ", " kids", "Zed Q5") * 3
        + _PIECES,
        120,
    ),  # fmt: skip
    st.integers(min_value=8, max_value=90),
    st.lists(st.integers(min_value=0, max_value=900), max_size=8),
)
def test_a_long_name_is_read_in_place_as_whole(line: str, short: int, offsets: list[int]) -> None:
    """Rests that run on: a purpose after a long head or a short one, links and breaks far in."""
    _same_rests(line, short, offsets)


# Labels of role words, organising words, ordinals, tiers, prices and superlatives, in brackets
# and marks, so that a long label before ": " is a role's or not in every way `_is_role_label` reads.
_LABEL_PIECES = (
    "Best", "best", " overall", " pick", "Runner-up", "Tier 1", " tier", "S-tier", "The", "the",
    " best", " top", " most", "Under", " $40", " 40", "Cheapest", "Forest", "rank", " 1", "#1",
    "No. 2", "1st", " value", " budget", " for", " kids", " Yak", " yak", "Zed Q5", "🏆", "1\u20e3",
    "**", "__", "*", " (", "(budget)", ")", ": ", ":", " ", "  ", "'", ".", "-", "x.", "é", "[1]",
    "**Zed:**", "**Best:**", " - ", "—",
)  # fmt: skip


@settings(max_examples=2500, deadline=None)
@given(
    _lines(_LABEL_PIECES, 30),
    st.integers(min_value=0, max_value=24),
    st.lists(st.integers(min_value=0, max_value=300), max_size=8),
)
def test_a_long_label_is_read_in_place_as_whole(line: str, short: int, offsets: list[int]) -> None:
    """Labels longer than a small `short`: a role's label, naming what follows it, or not."""
    _same_rests(line, short, offsets)


def test_the_hostile_lines_are_read_as_before() -> None:
    for line in (
        "**Zed:** Yak [x](http://a) " * 40,
        "**Zed:** Yak [x][1] " * 40,
        "**Zed:** Yak < " * 40,
        "**Zed:** Yak<br>" * 40,
        "**Zed:** Yak for kids " * 40,
        "**Zed:** Yak " * 40 + " for kids",
        "**Zed:** Zed Q5 for kids " * 40,  # a purpose after a short name: the name
        "**Zed:** Zed Q5 for Kids " * 40,  # a capital after it: a title, no purpose
        "[**Zed:** Yak](u) " * 40,  # every label inside a link
        "**Zed:** Yak " * 40 + "[Zed Q5](u)",
        "**Zed:** [Zed Q5](u) " * 40,
        "**Zed:** Yak `[x](u)` " * 40,  # a link with code marks in it
        "**Zed:** Yak <b`r> " * 40,  # a break that taking out the code marks would make
        "**Zed:** Yak " * 40 + ": Zed Q5",  # a long label, no role's: the whole too long
        "**Zed:** Best yak " * 40 + "pick: Zed Q5",  # a long role's label, then the name
        "**Zed:** The yak " * 40 + ": Zed Q5",  # "The" and too many words for an epithet
        "**Zed:** The " + "yak" * 90 + " dog: Zed Q5",  # an epithet of long words
        "**Zed:** 1\u20e3 Yak " * 40,  # a keycap
    ):
        rests = _LineRests(line, whole=0)
        for m in picks._BOLD.finditer(line):
            assert rests.rest_name(m.end()) == _rest_name(line[m.end() :]), (line, m.end())


def test_the_working_replies_are_read_as_before() -> None:
    """Every line of every working reply: the rest after each bold run and at every 7th offset,
    read in place with a small `short` (so that nearly every rest is), and as before."""
    read = 0
    for case in load_working():
        for line in case.reply.splitlines():
            rests = _LineRests(line, short=12, whole=0)
            ends = {m.end() for m in picks._BOLD.finditer(line)} | set(range(0, len(line), 7))
            for at in sorted(ends):
                assert rests.rest_name(at) == _rest_name(line[at:]), (case.id, line, at)
                read += 1
    assert read > 100_000


def test_the_new_steps_read_in_place() -> None:
    assert _LineRests("**Zed:** Yak [a](u) " * 40, whole=0)._read(8) == (None,)
    assert _LineRests("**Zed:** Yak < " * 40, whole=0)._read(8) == (None,)
    assert _LineRests("**Zed:** Yak for kids " * 40, whole=0)._read(8) == (None,)
    line = "**Zed:** Zed Q5 for kids " + "yak " * 80
    assert _LineRests(line, whole=0)._read(8) == ("Zed Q5",) == (_rest_name(line[8:]),)
    # inside a link: read whole here, in place since linear31 (tests/scoring/test_linear31.py)
    assert _LineRests("[**Zed:** Yak](u) " * 40, whole=0)._read(9) == (None,)
    assert _LineRests("**Zed:** The yak " * 40 + ": Zed Q5", whole=0)._read(8) == (None,)
    assert _LineRests("**Zed:** 1\u20e3 Yak " * 40, whole=0)._read(8) == (None,)


# --- the shorter forms of names, only candidate pairs compared --------------------------------


def _old_short_forms(found: list[tuple[str, int, int, int | None]]) -> dict[str, str]:
    """`picks._short_forms` as it was (commit f12108d): each distinct name with each other."""
    out: dict[str, str] = {}
    words = [name.casefold().split() for name, _, _, _ in found]
    sizes: dict[str, set[int]] = {}
    for w in words:
        sizes.setdefault(w[0], set()).add(len(w))
    if all(len(n) < 2 for n in sizes.values()) and len({w[0] for w in words}) == len(words):
        return out
    mentions: dict[str, list[tuple[int, int]]] = {}
    for i, (name, _, block, _) in enumerate(found):
        if len(words[i]) >= 2:
            mentions.setdefault(name, []).append((i, block))
    firsts: dict[str, tuple[int, int, str]] = {}
    for name_a, seen_a in mentions.items():
        for name_b, seen_b in mentions.items():
            if name_b == name_a or not _shorter_form(name_a, name_b):
                continue
            pair = _first_mentions(seen_a, seen_b)
            key = name_b.casefold()
            if pair is not None and (key not in firsts or pair < firsts[key][:2]):
                firsts[key] = (*pair, name_a)
    for key, (_, _, name_a) in sorted(firsts.items(), key=lambda item: item[1][:2]):
        out[key] = name_a
    return out


# Initialisms at every place (and of two words at once), case-folded twins, subsequences with the
# same and other last words, second words the longer has, and words whose capitals are one letter.
_NAMES = (
    "Bose QC Ultra", "Bose QuietComfort Ultra", "bose qc ultra", "Bose Ultra", "Bose X Ultra",
    "Bose QC UH", "Bose QuietComfort UltraHigh", "Bose QuietComfort UH", "BOSE QC Ultra",
    "Bose Qc Ultra", "Bose QC", "Bose QuietComfort", "Bose X QC Ultra", "Bose QC X Ultra",
    "Zed", "Zed Yak", "zed yak", "Zed Q Yak", "ZQ Yak", "Zed QY Yak", "Zed QuickYak Yak", "Yak",
    "Zed A1 B1", "Zed A2 B2", "Zed A1 B1 B1", "Zed B1", "Zed Yak Yak", "Zed ZY", "Zed ZedYak",
)  # fmt: skip


@settings(max_examples=3000, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(_NAMES), st.integers(min_value=-1, max_value=3)), max_size=16
    )
)
def test_the_shorter_forms_are_the_old_ones_in_the_old_order(
    mentions: list[tuple[str, int]],
) -> None:
    found: list[tuple[str, int, int, int | None]] = [
        (n, k, b, None) for k, (n, b) in enumerate(mentions)
    ]
    assert list(_short_forms(found).items()) == list(_old_short_forms(found).items()), found


def test_every_pair_of_names_that_matches_is_a_candidate() -> None:
    names = sorted({n for n in _NAMES if len(n.split()) >= 2})
    candidates = set(picks._form_candidates(names))
    for a in names:
        for b in names:
            if a != b and _shorter_form(a, b):
                assert (a, b) in candidates, (a, b)
    assert _initialism_of("Bose QC Ultra", "Bose QuietComfort Ultra")
    assert ("Bose QC Ultra", "Bose QuietComfort Ultra") in candidates
    assert ("Zed A1 B1", "Zed A2 B2") not in candidates  # neither an initialism of the other


# --- the shapes, read in linear time ----------------------------------------------------------


def _repeated(unit: str) -> Callable[[int], str]:
    def build(n: int) -> str:
        return unit * n

    return build


@pytest.mark.parametrize(
    "unit",
    [
        "**Zed:** Yak [x](http://a) ",  # a link after every label
        "**Zed:** Yak [x][1] ",  # a reference-style link
        "**Zed:** Yak < ",  # a "<" that opens no break
        "**Zed:** Yak for kids ",  # a purpose after a name that runs on
        "**Zed:** Yak yak ",  # a label that runs to a far ": " (the text's last)
        "**Zed:** The yak ",  # the same, opening with "The" as an epithet does
        "**Zed:** 1\u20e3 Yak ",  # a keycap
    ],
)
def test_the_quadratic_rests_are_read_in_linear_time(unit: str) -> None:
    def build(n: int) -> str:
        return unit * n + (": Zed Q5" if unit.endswith("yak ") else "")

    assert_linear(lambda text: read_recommendation(text, _PROMPT), build, 1_600)


def _letters(k: int) -> str:
    word = ""
    while True:
        word, k = chr(65 + k % 26) + word, k // 26
        if not k:
            return word


def _brand_names(n: int) -> list[tuple[str, int, int, int | None]]:
    """Distinct names of one brand in two blocks: of the same length, and a word longer."""
    return [(f"Sony Q{_letters(k)} B", k, 0, None) for k in range(n)] + [
        (f"Sony R{_letters(k)} Z{_letters(k)} B", n + k, 1, None) for k in range(n)
    ]


def test_thousands_of_names_of_one_brand_are_compared_in_linear_time() -> None:
    assert_linear(_short_forms, _brand_names, 1_200)

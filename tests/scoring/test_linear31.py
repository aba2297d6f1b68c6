"""`_LineRests` reads in place a rest that opens inside a link's text, which it read whole before:
after a bold label in a link ("[**Zed:** Yak](u) " over and over, hostile input) the rest without
its links is a two-piece text, the link's raw rest up to its closing bracket (a head) and then the
line without its links. `_LineRests._link_head` finds the head where the rest's search for links
meets the line's, and `_headed_clean` reads the text as `_clean` reads it: the steps at its
opening on the head (none of their patterns reads past the bracket that ends it), the rest in the
line, and a long label to a far ": " from the head's words and the line's (`_headed_long_label`).
Each answers exactly as before (hypothesis against `_rest_name` of the rest, the hostile lines and
every working reply), and the shapes that were quadratic are read in linear time: 1,600 links with
a bold label in each (28-43 KB, six shapes), 1.1 to 8.6 s of CPU before, 0.12 to 0.16 s after."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks
from scoring.picks import _LineRests, _rest_name
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_working

_PROMPT = "Rank the three best robot vacuums."

# Links opened before a bold label and closed after it, of both kinds, with broken halves and
# citation marks; and what the head may hold and the steps read at a text's opening: a label and
# its colon or dash, a role stated as a clause, an opening verb, a purpose, brackets, code and
# trade marks, HTML breaks, symbols and what cuts a name.
_PIECES = (
    "[**Zed:** ", "[**Zed**: ", "[", "**Zed:**", "](u)", "](u v)", "][1]", "][ref]", "](", "][",
    "]", ")", "(", "[1]", "[x](u)", " Yak", " yak", " Zed Q5", "Best: ", "Best", " overall",
    ": ", ":", " - ", " — ", "-", ", ", ". ", "! ", "! It", " ", "  ", "\t", "Our pick is the ",
    "Get the ", "Why ", "The", " Big", " Dog", " for ", " for kids", "\tfor\t", " Kids", " (M3)",
    " (", " if ", " first", "`", "TM", "aTM", "*", "**", "_", "🏆", "🏆 ", "1\u20e3", "<br>", "<",
    " $249 -", " | ", "é", " 2",
)  # fmt: skip


def _lines(pieces: tuple[str, ...], max_size: int) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(pieces), max_size=max_size).map("".join)


def _same_rests(line: str, short: int, offsets: list[int]) -> None:
    rests = _LineRests(line, short, whole=0)
    ends = {m.end() for m in picks._BOLD.finditer(line)} | {min(o, len(line)) for o in offsets}
    for at in sorted(ends):
        assert rests.rest_name(at) == _rest_name(line[at:]), (line, short, at)


@settings(max_examples=3000, deadline=None)
@given(
    _lines(_PIECES, 40),
    st.integers(min_value=0, max_value=30),
    st.lists(st.integers(min_value=0, max_value=400), max_size=8),
)
def test_a_rest_inside_a_link_is_read_in_place_as_whole(
    line: str, short: int, offsets: list[int]
) -> None:
    """A small `short` reads nearly every rest in place, so the head's steps are met often."""
    _same_rests(line, short, offsets)


@settings(max_examples=500, deadline=None)
@given(
    _lines(
        ("[**Zed:** ", " Yak", "](u) ", "][1] ", " yak", " for kids", ", ", ": ") * 3 + _PIECES, 120
    ),
    st.integers(min_value=8, max_value=90),
    st.lists(st.integers(min_value=0, max_value=900), max_size=8),
)
def test_a_long_rest_inside_a_link_is_read_in_place_as_whole(
    line: str, short: int, offsets: list[int]
) -> None:
    """Rests that run on past the head: long names, far labels, purposes, cuts far in."""
    _same_rests(line, short, offsets)


# Labels of role words, organising words, ordinals, tiers, prices, superlatives and "The", with
# brackets, digits and marks, in links whose text a bold label opens, so that a far ": " ends a
# long label that opens in a link's rest in every way `_is_role_label` and `_epithet` read.
_LABEL_PIECES = (
    "[**Zed:** ", "](u) ", "][1] ", "](u)", "Best", "best", " overall", " pick", "Runner-up",
    "Tier 1", " tier", "The", "the", " best", " top", " most", "Under", " $40", " 40", "Cheapest",
    "Forest", "rank", " 1", "#1", "1st", " value", " for", " kids", " Yak", " yak", "Zed Q5", "🏆",
    "**", "*", " (", "(budget)", ")", ": ", ":", " ", "'", ".", "-", "é", " - ",
)  # fmt: skip


@settings(max_examples=2500, deadline=None)
@given(
    _lines(_LABEL_PIECES, 36),
    st.integers(min_value=0, max_value=24),
    st.lists(st.integers(min_value=0, max_value=300), max_size=8),
)
def test_a_long_label_inside_a_link_is_read_in_place_as_whole(
    line: str, short: int, offsets: list[int]
) -> None:
    """Labels longer than a small `short` that open in a link's rest: a role's, or not."""
    _same_rests(line, short, offsets)


_HOSTILE = (
    "[**Zed:** Yak](u) " * 40,
    "[**Zed**: Yak](u) " * 40,
    "[**Zed:** Yak][1] " * 40,  # a reference's "[1]" opens no link of the rest
    "[**Zed:** Yak](u[1]) " * 40,
    "[**Zed:** Sony Yak](u) " * 40,  # an opening verb's first letter
    "[**Zed:** Our pick is the Yak](u) " * 40,  # a role stated as a clause
    "[**Zed:** Best: Yak](u) " * 40,  # a label in the head, naming what follows it
    "[**Zed:** Yak - Dog](u) " * 40,  # a dash separator in the head
    "[**Zed:** Yak](u) - Dog " * 40,  # and in the line
    "[**Zed:** Yak](u) aTM " * 40,  # trade marks past the head
    "[**Zed:** Yak](u) `x` " * 40,  # code marks past the head
    "[**Zed:** Yak](u) < " * 40,  # a "<" that opens no break
    "[**Zed:** Yak](u)<br>" * 40,  # a break right after the head
    "[**Zed:** Yak](u) for kids " * 40,  # a purpose past the head
    "[**Zed:** Zed Q5 for kids](u) " * 40,  # and in it
    "[**Zed:** Yak](u) yak " * 40 + ": Zed Q5",  # a far label, no role's: the whole too long
    "[**Zed:** Best yak](u) " * 40 + "pick: Zed Q5",  # a long role's label, then the name
    "[**Zed:** The yak](u) " * 40 + ": Zed Q5",  # "The" and too many words for an epithet
    "[**Zed:** The " + "yak" * 90 + "](u) dog: Zed Q5",  # an epithet of long words
    "[**Zed:** The " + "yak" * 90 + "](u)dog: Zed Q5",  # a word glued to the head's bracket
    "[**Zed:** Zed Q5](u), " + "yak " * 80,  # a cut past the head
    "[**Zed:** Yak [Zed](u) Q5](v) " * 40,  # a link in the link's text: read whole
)


def test_the_hostile_lines_are_read_as_before() -> None:
    for line in _HOSTILE:
        for short in (240, 12):
            rests = _LineRests(line, short, whole=0)
            for m in picks._BOLD.finditer(line):
                assert rests.rest_name(m.end()) == _rest_name(line[m.end() :]), (line, m.end())


def test_the_working_replies_are_read_as_before() -> None:
    """Every line of every working reply with a link: the rest after each bold run and at every
    3rd offset, read in place with a small `short` (so that nearly every rest is), and as before."""
    read = 0
    for case in load_working():
        for line in case.reply.splitlines():
            if "](" not in line and "][" not in line:
                continue
            rests = _LineRests(line, short=12, whole=0)
            ends = {m.end() for m in picks._BOLD.finditer(line)} | set(range(0, len(line), 3))
            for at in sorted(ends):
                assert rests.rest_name(at) == _rest_name(line[at:]), (case.id, line, at)
                read += 1
    assert read > 1_000


def test_a_rest_inside_a_link_is_read_in_place() -> None:
    line = "[**Zed:** Yak](u) " * 40
    rests = _LineRests(line, whole=0)
    assert rests._read(9) == (None,)  # read whole before: None
    # the head: the link's rest; then the line without links ("[" and "](u)" out of each)
    assert rests._link_head(10, len(line)) == ("Yak](u)", (12, len(line) - 40 * 5))
    line = "[**Zed:** Zed Q5](u), " + "yak " * 80
    assert _LineRests(line, whole=0)._read(9) == ("Zed Q5]",) == (_rest_name(line[9:]),)
    # a link in the link's text: the rest's links are not the line's, read whole
    assert _LineRests("[**Zed:** Yak [Zed](u) Q5](v) " * 40, whole=0)._read(9) is None


@pytest.mark.parametrize(
    "unit",
    [
        "[**Zed:** Yak](u) ",  # a bold label in every link's text
        "[**Zed**: Yak](u) ",  # its colon after the bold run
        "[**Zed:** Yak][1] ",  # a reference-style link
        "[**Zed:** Sony Yak](u) ",  # a name an opening verb may open
        "[**Zed:** Yak](u) for kids ",  # a purpose after the name
        "[**Zed:** Yak](u) yak ",  # a label that runs to a far ": " (the text's last)
    ],
)
def test_the_rests_inside_links_are_read_in_linear_time(unit: str) -> None:
    def build(n: int) -> str:
        return unit * n + (": Zed Q5" if unit.endswith("yak ") else "")

    assert_linear(lambda text: read_recommendation(text, _PROMPT), build, 1_600)

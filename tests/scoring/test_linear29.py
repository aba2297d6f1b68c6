"""`_LineRests` reads the name after a bold label exactly as `_rest_name` read the rest of the line,
`_bold_runs` finds the bold runs `_BOLD.finditer` found, and `_short_forms` maps exactly the names
its pairwise loop mapped; they keep the picks reader linear on the shapes they were quadratic on:
bold labels with no name after them ("**Zed:** Yak " 200, 400, 800 times: 0.05, 0.14, 0.43 s of
CPU before, 9, 16, 30 ms after; "**Zed**: Yak, " 11,000 times: 3.3 s before, 0.19 s after; with a
code mark, a trade mark sign or a closing bracket after each: 42 to 52 s at 7,400 before), bold
runs that never close (" __a " after each label: 16 s at 7,400 before) and a section repeated
under headings that set it aside (1,100 times: 0.26 s before, 0.05 s after)."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks
from scoring.picks import _BOLD, _bold_runs, _initialism_of, _LineRests, _rest_name, _short_forms
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_working

_PROMPT = "Rank the three best robot vacuums."

# --- the name after a label, read in place --------------------------------------------------

# What `_rest_name` and `_clean` read: labels in both spellings, cuts where a name ends, a label's
# separators, role words and an epithet, purposes, brackets and qualifiers, links, HTML breaks,
# code marks, trade marks, emphasis, symbols, emoji and half stars, openers and verbs, commas after
# words that are never names, specs, domains, blanks past ASCII.
_PIECES = (
    "**Zed:**", "**Zed**:", " Yak", " yak", ", ", ",", ": ", ":", " - ", " — ", "—", "-", ". ",
    "!", " ", "  ", "\t", "Best", " overall", "The", " Big", " Dog", "Zed 5", "Q5", " for",
    " for ", "kids", "(", ")", "[", "]", "(M3)", "[1]", "](x)", "<br>", "`", "TM", "aTM", "*",
    "**", "__", "_", "©", "★", "1\u20442", "🏆", "🥇 ", "Honestly", "Sure", " the ", "Why ",
    "Get ", "Go with ", "Our top pick is ", " first", " second", " if ", " | ", "$249 ", "Yes,",
    "1 yak.", "120+ minutes", "monday.com", "iRobot", "Tier 1", "\u20e3", "é", "İ", "\u00a0",
    ";",
)  # fmt: skip
# Words with no cut, label or purpose in them: rests whose name would run to the line's end.
_RUNNING = (" Yak", " yak", " Zed", "Q5", " Big", "**Zed:**", " ", "  ", "é", "Dog", "🏆", "-", "*")


def _lines(pieces: tuple[str, ...], max_size: int) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(pieces), max_size=max_size).map("".join)


def _same_rests(line: str, short: int, offsets: list[int]) -> None:
    rests = _LineRests(line, short, whole=0)
    for at in sorted({min(o, len(line)) for o in offsets}):
        assert rests.rest_name(at) == _rest_name(line[at:]), (line, short, at)


@settings(max_examples=1500, deadline=None)
@given(
    _lines(_PIECES, 40),
    st.integers(min_value=0, max_value=30),
    st.lists(st.integers(min_value=0, max_value=400), max_size=8),
)
def test_a_rest_read_in_place_is_the_rest_read_whole(
    line: str, short: int, offsets: list[int]
) -> None:
    """A small `short` reads nearly every rest in place, so the bounds are met on short lines."""
    _same_rests(line, short, offsets)


@settings(max_examples=300, deadline=None)
@given(
    _lines(_RUNNING + _PIECES[:20], 160),
    st.integers(min_value=8, max_value=90),
    st.lists(st.integers(min_value=0, max_value=900), max_size=8),
)
def test_a_long_name_is_read_in_place_as_whole(line: str, short: int, offsets: list[int]) -> None:
    """Rests that run on without a cut: read as too long to be a name, or read whole."""
    _same_rests(line, short, offsets)


def test_the_hostile_lines_are_read_as_before() -> None:
    for line in (
        "**Zed:** Yak " * 60,
        "**Zed**: Yak, " * 60,
        "**Zed:** Best yak " * 60 + ": Zed Q5",  # a far label, too long for a role: read whole
        "**Zed:** Yak " * 60 + "(Zed Q5)",  # a bracket at the end of a long name: read whole
        "**Zed:** The Big Dog: **Zed Q5** " * 30,
        "**Zed:** Sure, the Zed Q5 " * 30,
        "**Zed:** " + "yak " * 100 + "Zed Q5 ★★★★1\u20442",
        "**Zed:** Yak ` " * 40,  # read in the line without its code marks
        "**Zed:** YakTM " * 40,  # read in the line without its trade mark signs
        "**Zed:** YakTM_ " * 40 + "YakTM_",  # a sign before a mark the text strips
        "**Zed:** Yak) " * 40,  # a closing bracket with no opening one before it
        "**Zed:** Yak (M3) " * 40 + "Zed (M3)",
        "**Zed:** __a " * 40 + "b__",  # a bold run that closes at the line's end
    ):
        rests = _LineRests(line, whole=0)
        for m in picks._BOLD.finditer(line):
            assert rests.rest_name(m.end()) == _rest_name(line[m.end() :]), (line, m.end())


def test_the_working_replies_are_read_as_before() -> None:
    """Every line of every working reply: the rest after each bold run and at every 9th offset,
    read in place with a small `short` (so that nearly every rest is), and as before."""
    read = 0
    for case in load_working():
        for line in case.reply.splitlines():
            rests = _LineRests(line, short=20, whole=0)
            ends = {m.end() for m in picks._BOLD.finditer(line)} | set(range(0, len(line), 9))
            for at in sorted(ends):
                assert rests.rest_name(at) == _rest_name(line[at:]), (case.id, line, at)
                read += 1
    assert read > 100_000


def test_a_long_rest_is_read_in_place() -> None:
    line = "**Zed:** Yak " * 40
    rests = _LineRests(line, whole=0)
    assert rests._read(8) == (None,)  # too long to be a name, found without reading it whole
    assert _LineRests("**Zed**: Yak, " * 40, whole=0)._read(8) == ("Yak",)
    assert _LineRests("**Zed:** Yak `" * 40, whole=0)._read(8) == (None,)  # without code marks
    # a link: read in the line without its links (linear30), once read whole
    assert _LineRests("**Zed:** Yak [a](u) " * 40, whole=0)._read(8) == (None,)
    assert _LineRests(line).rest_name(8) is None


# --- bold runs found without reading an unclosed one to the line's end -------------------------


@settings(max_examples=3000, deadline=None)
@given(
    _lines(
        ("*", "**", "***", "_", "__", "___", "a", " ", "\n", "b:", ":", " :", "\t", "é", "****"),
        30,
    )
)
def test_the_bold_runs_are_the_pattern_s_matches(text: str) -> None:
    new = [(m.span(), m.groups()) for m in _bold_runs(text)]
    assert new == [(m.span(), m.groups()) for m in _BOLD.finditer(text)], text


def test_the_bold_runs_of_the_working_replies_are_the_pattern_s_matches() -> None:
    for case in load_working():
        for line in case.reply.splitlines():
            new = [m.span() for m in _bold_runs(line)]
            assert new == [m.span() for m in _BOLD.finditer(line)], (case.id, line)


# --- the shorter forms of names, each distinct name compared once ----------------------------


def _old_short_forms(found: list[tuple[str, int, int, int | None]]) -> dict[str, str]:
    """`picks._short_forms` as it was (commit bde3163): every mention against every later one."""
    out: dict[str, str] = {}
    words = [name.casefold().split() for name, _, _, _ in found]
    sizes: dict[str, set[int]] = {}
    for w in words:
        sizes.setdefault(w[0], set()).add(len(w))
    if all(len(n) < 2 for n in sizes.values()) and len({w[0] for w in words}) == len(words):
        return out
    for a, (name_a, _, block_a, _) in enumerate(found):
        for b in range(a + 1, len(found)):
            wa, wb = words[a], words[b]
            if found[b][2] == block_a or min(len(wa), len(wb)) < 2:
                continue
            if len(wa) == len(wb):
                if wa[0] == wb[0] and wa != wb and _initialism_of(name_a, found[b][0]):
                    out.setdefault(found[b][0].casefold(), name_a)
                continue
            short, long = (wa, wb) if len(wa) < len(wb) else (wb, wa)
            if short[0] != long[0] or short[-1] != long[-1]:
                continue
            rest = iter(long)
            if all(word in rest for word in short):
                out.setdefault(found[b][0].casefold(), name_a)
    return out


_NAMES = (
    "Bose QC Ultra", "Bose QuietComfort Ultra", "bose qc ultra", "Bose Ultra", "Bose X Ultra",
    "Zed", "Zed Yak", "zed yak", "Zed Q Yak", "ZQ Yak", "Zed QY Yak", "Yak",
)  # fmt: skip


@settings(max_examples=3000, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(_NAMES), st.integers(min_value=-1, max_value=3)), max_size=14
    )
)
def test_the_shorter_forms_are_the_old_ones_in_the_old_order(
    mentions: list[tuple[str, int]],
) -> None:
    found: list[tuple[str, int, int, int | None]] = [
        (n, k, b, None) for k, (n, b) in enumerate(mentions)
    ]
    assert list(_short_forms(found).items()) == list(_old_short_forms(found).items()), found


def test_a_shorter_form_is_read_as_before() -> None:
    found: list[tuple[str, int, int, int | None]] = [
        ("Bose QuietComfort Ultra", 0, 0, None),
        ("Bose QC Ultra", 9, 1, None),
        ("Bose Ultra", 20, 0, None),
        ("Bose Ultra", 30, 2, None),
    ]
    assert _short_forms(found) == {
        "bose qc ultra": "Bose QuietComfort Ultra",
        "bose ultra": "Bose QuietComfort Ultra",
    }
    assert _short_forms(found) == _old_short_forms(found)
    assert _short_forms(found[:1] + found[2:3]) == {}  # one block: no shorter form


# --- the three shapes, read in linear time ----------------------------------------------------


def _repeated(unit: str) -> Callable[[int], str]:
    def build(n: int) -> str:
        return unit * n

    return build


def test_the_quadratic_shapes_are_read_in_linear_time() -> None:
    for unit, count in (
        ("**Zed:** Yak ", 1_600),  # a name that runs to the line's end after every label
        ("**Zed**: Yak, ", 11_000),  # a name cut at once, after a whole rest's scans
        ("**Zed:** Yak ` ", 1_600),  # a code mark
        ("**Zed:** YakTM ", 1_600),  # a trade mark sign
        ("**Zed:** Yak)", 1_600),  # a closing bracket
        ("**Zed:** __a ", 1_600),  # a bold run that never closes
        ("## What kind of car?\n1. **X** - a\n## Also\n- **Y**\n", 2_200),  # names repeated
        ("## What kind of car?\n1. **Xa Yb** - a\n## Also\n- **Xa Yb**\n", 1_100),
    ):
        assert_linear(lambda text: read_recommendation(text, _PROMPT), _repeated(unit), count)

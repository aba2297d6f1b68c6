"""speed18's cheaper tests before the pre-passes, each against the search or walk it stands for.

Each gate must be a necessary condition of its pass firing: here the gated code is pitted against
the patterns alone on the working corpus, the golden cases and the benchmark's replies, and on
generated text built from the pieces the patterns look for (with the characters case folding
treats specially); and a reply in each pass's shape is still rewritten, a near miss is not.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import chatty_lists, inline_rankings, list_markers, name_markup, picks
from scoring.rewrite import Rewriter, Rewritten
from tests.scoring.scorer_texts import scorer_texts


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return scorer_texts(3000, seed=31)


def _spans(matches: list[re.Match[str]]) -> list[tuple[int, int]]:
    return [m.span() for m in matches]


# --- mixed_markers_numbered: a bullet line right after a numbered line


def _mixed_agrees(text: str) -> bool:
    """The gated pass gives what the pattern's walk gives; True when the walk rewrites."""
    full = chatty_lists._bullets_counted_on(text)
    assert chatty_lists.mixed_markers_numbered(text) == full, text
    if full is not None:
        assert chatty_lists._bullet_after_number(text), text
    return full is not None


def test_mixed_markers_gate_on_real_text(texts: list[str]) -> None:
    for text in texts:
        _mixed_agrees(text)


_ITEM_PIECES = st.lists(
    st.sampled_from(
        ["1. ", "2. ", "3) ", "1) ", "10. ", "- ", "* ", "\u2022 ", "-", " - ", "  2. ", "\n"]
        + ["\n\n", "\r\n", "Kagi Pro", " \u2013 fast", ": why", " - cheap", "x", "\t", "1.", "**"]
    ),
    max_size=16,
).map("".join)


@settings(max_examples=800, deadline=None)
@given(_ITEM_PIECES)
def test_mixed_markers_gate_agrees_with_the_walk(text: str) -> None:
    _mixed_agrees(text)


def test_mixed_markers_still_counts_bullets_on() -> None:
    text = "1. Kagi Pro \u2013 fast\n2. DuckDuckGo \u2013 free\n- Brave Search \u2013 private"
    assert _mixed_agrees(text)
    assert chatty_lists.mixed_markers_numbered(text).text.endswith("3. Brave Search \u2013 private")


@pytest.mark.parametrize(
    "text",
    [
        "1. Kagi Pro \u2013 fast\n\n- Brave Search \u2013 private",  # a blank line between
        "1. Kagi Pro \u2013 fast\n  - Brave Search \u2013 private",  # an indented detail bullet
        "- Kagi Pro \u2013 fast\n1. Brave Search \u2013 private",  # the bullet comes first
        "Step 1. Kagi Pro \u2013 fast\n- Brave Search \u2013 private",  # no item opens the line
    ],
)
def test_mixed_markers_near_misses_are_not_rewritten(text: str) -> None:
    assert not _mixed_agrees(text)
    assert chatty_lists.mixed_markers_numbered(text) is None


# --- places_counted: the opener tried only at lines holding "number" or "place"


def _openers_agree(text: str) -> int:
    found = chatty_lists._place_openers(text, text.lower())
    assert _spans(found) == _spans(list(chatty_lists._PLACE_OPENER.finditer(text))), text
    return len(found)


def test_place_openers_on_real_text(texts: list[str]) -> None:
    for text in texts:
        _openers_agree(text)


_PLACE_PIECES = st.lists(
    st.sampled_from(
        ["Number 3", "number two", "NUMBER ONE", "Number", "In third place", "second PLACE"]
        + ["place", "Coming in at ", "And the ", "**", ": ", "...", "\u2026", " \U0001f949", "\n"]
        + [" spot goes to", "Sony a6400", "the Canon EOS R50", "x", " ", "\t", "\u0130", "\u0131"]
        + ["\u017f", "\u212a", "caf\u00e9", "\r\n"]
    ),
    max_size=14,
).map("".join)


@settings(max_examples=800, deadline=None)
@given(_PLACE_PIECES)
def test_place_openers_agree_with_the_search(text: str) -> None:
    _openers_agree(text)


def test_places_counted_still_rewrites_a_countdown() -> None:
    text = "Number 3: Hoka Clifton 9\nNumber 2: Saucony Ride 17\nNumber 1: Brooks Ghost 16"
    assert _openers_agree(text) == 3
    done = chatty_lists.places_counted(text)
    # picks27: a countdown is rewritten as "#3:" lines, which the reader puts in rank order even
    # with a paragraph under each place
    assert done is not None and done.text.startswith("#3: Hoka Clifton 9\n#2: ")
    # "\u0130" (which lower() writes as two characters) sends the reply to the whole search
    dotted = "\u0130stanbul pick.\n" + text
    assert _openers_agree(dotted) == 3 and chatty_lists.places_counted(dotted) is not None


@pytest.mark.parametrize(
    "text",
    [
        "The number of tabs matters.\nIn first place, think about budget.",
        "I'd place the Hoka Clifton 9 first: Number 2 is hard to call.",  # not at a line start
        "Number 3 Hoka Clifton 9\nNumber 2 Saucony Ride 17",  # no colon after the place
    ],
)
def test_place_opener_near_misses(text: str) -> None:
    assert _openers_agree(text) <= 1
    assert chatty_lists.places_counted(text) is None


# --- names_unsplit: lines tried only where a "** " can close a brand


def _split_bold_every_line(text: str) -> list[re.Match[str]]:
    """`name_markup._split_bold` as it was before speed18: every line holding "** " tried."""
    found = []
    line_start = -1
    at = text.find("** ")
    while at >= 0:
        start = text.rfind("\n", 0, at) + 1
        if start != line_start:
            line_start = start
            m = name_markup._SPLIT_BOLD.match(text, start)
            if m is not None:
                found.append(m)
        at = text.find("** ", at + 3)
    return found


def _split_agrees(text: str) -> int:
    found = name_markup._split_bold(text)
    assert _spans(found) == _spans(_split_bold_every_line(text)), text
    return len(found)


def test_split_bold_on_real_text(texts: list[str]) -> None:
    for text in texts:
        _split_agrees(text)


_BOLD_PIECES = st.lists(
    st.sampled_from(
        ["**", "** ", "**\t", "Sony", "Canon", "Best overall:", "AT&T", "O'Neil", "Co.", "X-"]
        + ["a6400", " EOS R50", " \u2014 fast", ": ", "1. ", "- ", "\n", " ", "Dell_", "\u00c9cho"]
        + ["x", "(2024)", "***"]
    ),
    max_size=14,
).map("".join)


@settings(max_examples=800, deadline=None)
@given(_BOLD_PIECES)
def test_split_bold_agrees_with_every_line_tried(text: str) -> None:
    _split_agrees(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1. **Sony** a6400 \u2014 great autofocus", "1. **Sony a6400** \u2014 great autofocus"),
        ("**Dell Co.** XPS13: fast", "**Dell Co. XPS13**: fast"),  # a brand ending in "."
        # a tab after the mark, and on its line only a "** " after a colon
        ("- **Canon**\tEOS R50 - **why:** light", "- **Canon\tEOS R50** - **why:** light"),
    ],
)
def test_names_unsplit_still_joins_a_split_bold_name(text: str, expected: str) -> None:
    assert _split_agrees(text) == 1
    done = name_markup.names_unsplit(text)
    assert done is not None and done.text == expected


def test_names_unsplit_leaves_a_bold_label_alone() -> None:
    text = "**Best overall:** Sony a6400 \u2014 great autofocus\n**Runner-up:** Canon EOS R50"
    assert _split_agrees(text) == 0
    assert name_markup.names_unsplit(text) is None


# --- has_list_line: the line-anchored search as a search from each line break


def test_list_line_on_real_text(texts: list[str]) -> None:
    listed = 0
    for text in texts:
        expected = inline_rankings._LISTED.search(text) is not None
        assert inline_rankings.has_list_line(text) == expected, text
        listed += expected
    assert 0 < listed < len(texts)


@settings(max_examples=800, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["1. ", "12) ", "123. ", "# ", "####### ", "| a |", "\n", "\r\n", " ", "\t", "x"]
            + ["1.", "#", "  3. ", "\u2003"]
        ),
        max_size=10,
    ).map("".join)
)
def test_list_line_agrees_with_the_search(text: str) -> None:
    assert inline_rankings.has_list_line(text) == (inline_rankings._LISTED.search(text) is not None)


# --- _short_forms: `_initialism_of` asked only of same-length names with one first word


def _short_forms_every_pair(found: list[tuple[str, int, int, int | None]]) -> dict[str, str]:
    """`picks._short_forms` as it was before speed18: `_initialism_of` asked of every pair of
    names with as many words."""
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
                if picks._initialism_of(name_a, found[b][0]):
                    out.setdefault(found[b][0].casefold(), name_a)
                continue
            short, long = (wa, wb) if len(wa) < len(wb) else (wb, wa)
            if short[0] != long[0] or short[-1] != long[-1]:
                continue
            rest = iter(long)
            if all(word in rest for word in short):
                out.setdefault(found[b][0].casefold(), name_a)
    return out


_NAME_WORDS = st.sampled_from(
    ["Bose", "BOSE", "bose", "QC", "QuietComfort", "Ultra", "ULTRA", "Headphones", "Sony"]
    + ["WH-1000XM5", "XM5", "Stra\u00dfe", "STRASSE", "\u0130Pad", "i\u0307pad", "Pro", "QCU"]
)
_FOUND = st.lists(
    st.tuples(
        st.lists(_NAME_WORDS, min_size=1, max_size=4).map(" ".join),
        st.integers(0, 2),
    ),
    min_size=1,
    max_size=6,
).map(lambda names: [(name, k * 10, block, None) for k, (name, block) in enumerate(names)])


@settings(max_examples=800, deadline=None)
@given(_FOUND)
def test_short_forms_agree_with_every_pair_asked(found: list[tuple[str, int, int, None]]) -> None:
    assert picks._short_forms(found) == _short_forms_every_pair(found)


def test_short_forms_still_join_an_initialism() -> None:
    found = [("Bose QuietComfort Ultra", 0, 1, None), ("Bose QC Ultra", 40, 2, None)]
    assert picks._short_forms(found) == {"bose qc ultra": "Bose QuietComfort Ultra"}
    # the same words in another case are one name, not an initialism of it
    assert picks._short_forms([found[0], ("BOSE QUIETCOMFORT ULTRA", 40, 2, None)]) == {}


# --- places_listed: its hint words in fewer scans


@settings(max_examples=800, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [*inline_rankings._PLACE_HINTS, "Econd", "SECOND", "reconditioned", "#", "2", "("]
            + [")", "sEcond", "seconds"]
            + ["silver", "Silver", "runner-up", "Runner-Up", "number", "two", " ", "x", "\n"]
        ),
        max_size=8,
    ).map("".join)
)
def test_place_hint_test_agrees_with_every_hint_scanned(text: str) -> None:
    expected = any(h in text for h in inline_rankings._PLACE_HINTS)
    assert inline_rankings._has_place_hint(text) == expected


def test_place_hint_test_on_real_text(texts: list[str]) -> None:
    hinted = 0
    for text in texts:
        expected = any(h in text for h in inline_rankings._PLACE_HINTS)
        assert inline_rankings._has_place_hint(text) == expected, text
        hinted += expected
    assert 0 < hinted < len(texts)


# --- _declines_to_rank: its hint words scanned in groups


def test_decline_hint_groups_hold_every_hint_word_once() -> None:
    words = [w for _, group in picks._DECLINE_HINT_GROUPS for w in group]
    assert sorted(words) == sorted(picks._DECLINE_HINTS)
    assert all(needle in w for needle, group in picks._DECLINE_HINT_GROUPS for w in group)
    flat = [w for _, group in picks._DECLINE_HINT_GROUPS_BYTES for w in group]
    assert sorted(flat) == sorted(picks._DECLINE_HINTS_BYTES)


def _declines_every_word(body: str, found: list[tuple[str, int, int, int | None]]) -> bool:
    """`picks._declines_to_rank` as it was before speed18: every hint word scanned in turn."""
    if any(f[3] is not None for f in found):
        return False
    ascii_body = body.isascii()
    if not ascii_body:
        if picks._LOWER_TO_ASCII[0] in body or picks._LOWER_TO_ASCII[1] in body:
            raw = body.lower().encode("utf-8", "surrogatepass")
        else:
            raw = body.encode("utf-8", "surrogatepass").lower()
        if not any(word in raw for word in picks._DECLINE_HINTS_BYTES):
            return False
    lower = body.lower()
    pattern, text = (picks._DECLINE_FOLDED, lower) if ascii_body else (picks._DECLINE_RANK, body)
    for word in picks._DECLINE_HINTS:
        at = lower.find(word)
        while at >= 0:
            if (at == 0 or not lower[at - 1].isalpha()) and pattern.search(
                text, max(0, at - 60), at + 60
            ) is not None:
                return picks._trigger_pick(body) is None
            at = lower.find(word, at + 1)
    return False


def test_declines_to_rank_on_real_text(texts: list[str]) -> None:
    found = [("Sony X1", 0, 1, None)]
    declined = 0
    for text in texts:
        expected = _declines_every_word(text, found)
        assert picks._declines_to_rank(text, found) == expected, text
        declined += expected
    assert declined >= 1


@settings(max_examples=800, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [*picks._DECLINE_HINTS, "Won't", "CAN'T", "not", "n't", "It's a", "tie", "rank"]
            + ["I", "them", "winner", "no clear", "single right answer", "there's", "\u212a"]
            + ["\u0130", "\u2019", "\U0001f947", " ", "\n", "Sony", "get the Sony X1"]
        ),
        max_size=12,
    ).map(" ".join)
)
def test_declines_to_rank_agrees_with_every_word_scanned(text: str) -> None:
    found = [("Sony X1", 0, 1, None)]
    assert picks._declines_to_rank(text, found) == _declines_every_word(text, found)


def test_declines_to_rank_still_reads_a_refusal() -> None:
    found = [("Sony X1", 0, 1, None), ("Bose Y2", 20, 1, None)]
    assert picks._declines_to_rank("Honestly, I won't rank these two: both are great.", found)
    assert picks._declines_to_rank("I cannot pick a winner between them.", found)
    assert not picks._declines_to_rank("I won't pretend the Bose Y2 is cheap.", found)


# --- medal replies: line-anchored searches tried only at the lines they can open


def _line_searches_agree(text: str) -> None:
    assert _spans(list_markers._atx_headings(text)) == _spans(
        list(list_markers._ATX.finditer(text))
    ), text
    assert list_markers._rank_alone_somewhere(text) == (
        list_markers._RANK_ALONE.search(text) is not None
    ), text
    assert _spans(chatty_lists._medals_after(text)) == _spans(
        list(chatty_lists._MEDAL_AFTER.finditer(text))
    ), text
    old = Rewriter(text)
    split = list_markers._one_line_runs(text, old)
    if split:
        assert list_markers._marks_share_a_line(text), text
    assert list_markers.runs_split(text) == (
        old.finish() if split and not text.isascii() else None
    ), text


def test_line_searches_on_real_text(texts: list[str]) -> None:
    for text in texts:
        _line_searches_agree(text)


_MEDAL_PIECES = st.lists(
    st.sampled_from(
        ["\U0001f947", "\U0001f948", "\U0001f949", "1\ufe0f\u20e3", "2\u20e3", "\u20e3", "#", "## "]
        + [
            "#2",
            "**#1**",
            "- ",
            "* ",
            "\u2022 ",
            "-",
            "\n",
            " ",
            "\t",
            " \u2014 ",
            ": ",
            "Sony a6400",
        ]
        + ["Canon EOS R50", "x", "3", " | ", "\r\n"]
    ),
    max_size=18,
).map("".join)


@settings(max_examples=1000, deadline=None)
@given(_MEDAL_PIECES)
def test_line_searches_agree_with_the_patterns(text: str) -> None:
    _line_searches_agree(text)


def test_medal_passes_still_rewrite_their_shapes() -> None:
    runs = "\U0001f947 Sony a6400 \u00b7 \U0001f948 Canon EOS R50"
    assert list_markers.runs_split(runs) is not None
    assert list_markers.runs_split("## \U0001f947 Sony a6400\n## \U0001f948 Canon EOS R50") is None
    headed = "Ranked, best first:\n\n## Sony a6400\n\nGreat.\n\n## Canon EOS R50\n\nFine."
    done = list_markers.headings_numbered(headed)
    assert (
        done is not None and "## 1. Sony a6400" in done.text and "## 2. Canon EOS R50" in done.text
    )
    assert list_markers.ranks_joined("#1\nSony a6400\n#2\nCanon EOS R50") is not None
    after = "- Sony a6400 \U0001f947 \u2013 fast\n- Canon EOS R50 \U0001f948 \u2013 light"
    done = chatty_lists.medals_after_numbered(after)
    assert done is not None and done.text.startswith("1. Sony a6400")


def _headings_walk(text: str) -> Rewritten | None:
    """`headings_numbered` without its cheap tests: every heading read, then the intro asked."""
    return list_markers._applied(list_markers._headings, text)


def _medals_after_walk(text: str) -> Rewritten | None:
    """`medals_after_numbered` without its cheap tests."""
    if "\U0001f948" not in text:
        return None
    marks = list(chatty_lists._MEDAL_AFTER.finditer(text))
    ranks = [ord(m["medal"]) - 0x1F946 for m in marks]
    counted = list(range(1, len(marks) + 1))
    if len(marks) < 2 or (ranks != counted and ranks != counted[::-1]):
        return None
    return chatty_lists.with_edits(
        text, [(m.start(), m.end(), f"{n}. ") for m, n in zip(marks, ranks, strict=True)]
    )


def _medal_gates_agree(text: str) -> None:
    heads = list(list_markers._ATX.finditer(text))
    first = list_markers._first_atx_heading(text)
    assert (first.span() if first else None) == (heads[0].span() if heads else None), text
    assert list_markers.headings_numbered(text) == _headings_walk(text), text
    assert chatty_lists.medals_after_numbered(text) == _medals_after_walk(text), text


def test_medal_gates_on_real_text(texts: list[str]) -> None:
    for text in texts:
        _medal_gates_agree(text)


@settings(max_examples=1000, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "## ",
                "# ",
                "#",
                "\n",
                "\n\n",
                "Ranked, best first:",
                "In order:",
                "Here they are.",
                " ",
            ]
            + ["Sony a6400", "Canon EOS R50", "\U0001f947", "\U0001f948", "\U0001f949", "- ", "* "]
            + ["\u2022 ", " \u2013 fast", "1. ", ":", "x"]
        ),
        max_size=16,
    ).map("".join)
)
def test_medal_gates_agree_with_the_walks(text: str) -> None:
    _medal_gates_agree(text)


# --- questions_answered: question patterns tried only at lines holding "?"


def _asked_agrees(text: str) -> None:
    for pattern in (inline_rankings._QUESTION, inline_rankings._BOLD_QUESTION):
        assert _spans(inline_rankings._asked(pattern, text)) == _spans(
            list(pattern.finditer(text))
        ), text


def test_questions_asked_on_real_text(texts: list[str]) -> None:
    for text in texts:
        _asked_agrees(text)


@settings(max_examples=1000, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["Q: ", "A: ", "Q1. ", "A1) ", "**", "__", "Runner-up?", "What's second?", "Best VPN?"]
            + ["The Gaggia Classic Pro.", "Proton VPN.", "Yes.", "It depends.", "\n", "\n\n", " "]
            + ["\t", "?", "x", "Sony a6400!", " and more", "1. "]
        ),
        max_size=14,
    ).map("".join)
)
def test_questions_asked_agree_with_the_search(text: str) -> None:
    _asked_agrees(text)


def test_questions_answered_still_lists_answers() -> None:
    text = "Q: Best overall?\nA: Proton VPN.\nQ: Runner-up?\nA: Mullvad."
    done = inline_rankings.questions_answered(text)
    assert done is not None and "1. Proton VPN." in done.text and "2. Mullvad." in done.text

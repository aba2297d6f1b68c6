"""speed22's cheaper tests before the pre-passes, each against the search or walk it stands for.

Each gate must be a necessary condition of its pass firing, and a faster search must find what
the line-anchored one found: here the gated code is pitted against the patterns alone on the
working corpus, the golden cases and the benchmark's replies, and on generated text built from the
pieces the patterns look for; a reply in each pass's shape is still rewritten, a near miss is not.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import chatty_lists, inline_rankings, line_search, list_markers, picks_prepass
from tests.scoring.scorer_texts import scorer_texts


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return scorer_texts(3000, seed=37)


# --- numbered_runs_split: item 1's line found by a search led by the line break


def _firsts_plain(text: str) -> list[tuple[int, str, str, str]]:
    """What the line-anchored `_FIRST_ITEM` search gives the walk: each first item whose line
    holds "2" and its "." or ")", as (end, marker punctuation, indentation, rest of line)."""
    found = []
    for m in list_markers._FIRST_ITEM.finditer(text):
        end = text.find("\n", m.end())
        line = text[m.end() : end if end >= 0 else len(text)]
        if "2" + m["punct"] in line:
            indent = m.group()[: len(m.group()) - len(m.group().lstrip())]
            found.append((m.end(), m["punct"], indent, line))
    return found


def _firsts_agree(text: str) -> bool:
    """The break-led search gives what the anchored one gives; True when it finds a first item."""
    fast = []
    for m, line in list_markers._first_items_with_a_second(text):
        marker = m.group().lstrip("\n")
        fast.append((m.end(), m["punct"], marker[: len(marker) - len(marker.lstrip())], line))
    plain = _firsts_plain(text)
    assert fast == plain, text
    return bool(plain)


def test_first_items_on_real_text(texts: list[str]) -> None:
    assert sum(_firsts_agree(text) for text in texts) >= 1


_RUN_PIECES = st.lists(
    st.sampled_from(
        ["1. ", "2. ", "1) ", "2) ", "**1.** ", "__1)__ ", "  1. ", "\t1. ", "         1. ", "\n"]
        + ["\n\n", "\r\n", "Kagi Pro", "Brave", "x", " ", "\t", "1.", "2.", "12. ", ", ", "; "]
    ),
    max_size=16,
).map("".join)


@settings(max_examples=800, deadline=None)
@given(_RUN_PIECES)
def test_first_items_agree_with_the_anchored_search(text: str) -> None:
    _firsts_agree(text)


@pytest.mark.parametrize(
    "text",
    [
        "1. Kagi Pro, 2. Brave Search, 3. DuckDuckGo",  # the text's first line
        "My picks:\n1) Kagi Pro; 2) Brave Search",  # after a line break
        "Picks:\n   **1.** Kagi Pro, 2. Brave Search",  # indented and bold
    ],
)
def test_numbered_runs_still_split(text: str) -> None:
    assert _firsts_agree(text)
    done = list_markers.numbered_runs_split(text)
    assert done is not None and "\n" in done.text[text.index("Kagi") :], text


@pytest.mark.parametrize(
    "text",
    [
        "1. Kagi Pro\n2. Brave Search",  # item 2 on its own line already
        "1. Kagi Pro, 2) Brave Search",  # "2" with the other punctuation
        "Step 1. Kagi Pro, 2. Brave Search",  # item 1 does not open the line
        "1. Kagi Pro, 2.Brave Search",  # no space after "2.": the outer test fails
    ],
)
def test_numbered_runs_near_misses_are_not_split(text: str) -> None:
    _firsts_agree(text)
    assert list_markers.numbered_runs_split(text) is None


# --- places_listed: a paragraph's second place looked for behind cheaper tests


def _binds_second_plain(paragraph: str) -> bool:
    return (
        inline_rankings._PLACE_BEFORE[2].search(paragraph) is not None
        or inline_rankings._SECOND_AFTER.search(paragraph) is not None
    )


def test_second_place_gate_on_real_text(texts: list[str]) -> None:
    for text in texts:
        for paragraph in text.split("\n\n"):
            assert inline_rankings._binds_second(paragraph) == _binds_second_plain(paragraph)


_SECOND_PIECES = st.lists(
    st.sampled_from(
        ["second", "Second", "SECOND", "place", "Place", "silver", "#2", "number", "two", "Two"]
        + ["runner-up", "in", "In", "is", "comes", "takes", "goes to", "a", "close", "the", ","]
        + [":", ".", " ", "  ", "\t", "\n", "Sony a6400", "Canon EOS R50", "option", "-"]
        + ["\u017fecond", "\u0130n", "\u0131n", "\u212a", "caf\u00e9"]
    ),
    max_size=14,
).map(" ".join)


@settings(max_examples=800, deadline=None)
@given(_SECOND_PIECES)
def test_second_place_gate_agrees_with_the_patterns(paragraph: str) -> None:
    assert inline_rankings._binds_second(paragraph) == _binds_second_plain(paragraph)


@pytest.mark.parametrize(
    ("paragraph", "binds"),
    [
        ("Second place goes to the Canon EOS R50.", True),
        ("In second, the Canon EOS R50.", True),
        ("In second place, the Canon EOS R50.", True),
        ("The Canon EOS R50 comes a close second.", True),
        ("Silver: Canon EOS R50.", True),
        ("\u017fecond place goes to the Canon EOS R50.", True),  # re.I reads "\u017f" as "s"
        ("The second option is close behind and sometimes cheaper on sale.", False),
        ("Second-place Canon EOS R50 is fine.", False),  # no gap before "place"
        ("The Canon EOS R50 is second-hand.", False),  # "second" runs on into a word
        ("In second the Canon EOS R50.", False),  # no comma after "in second"
    ],
)
def test_second_place_shapes_and_near_misses(paragraph: str, binds: bool) -> None:
    assert _binds_second_plain(paragraph) is binds
    assert inline_rankings._binds_second(paragraph) is binds


# --- places_counted: "number" or "place" with the gap a place opener puts beside it


def _opener_gate_holds(text: str) -> bool:
    """The gate never says no where the pattern matches; True when the pattern matches."""
    found = chatty_lists._PLACE_OPENER.search(text) is not None
    if found:
        assert chatty_lists._may_open_with_place(text), text
    return found


def test_place_opener_gate_on_real_text(texts: list[str]) -> None:
    for text in texts:
        _opener_gate_holds(text)


_OPENER_PIECES = st.lists(
    st.sampled_from(
        ["Number", "NUMBER", "number", "nUmBeR", "3", "two", "Five", "place", "PLACE", "Place"]
        + ["first", "Third", "in", "In", "at", "the", "coming", "and", "**", ":", "...", "\u2026"]
        + [" ", "\t", "\n", "Sony a6400", "spot goes to", "\U0001f949", "s", "numbers"]
        + ["\u0130", "\u0131", "\u017f", "\u212a", "\ud800"]
    ),
    max_size=14,
).map("".join)


@settings(max_examples=800, deadline=None)
@given(_OPENER_PIECES)
def test_place_opener_gate_agrees_with_the_pattern(text: str) -> None:
    _opener_gate_holds(text)


@pytest.mark.parametrize(
    "text",
    [
        "Number 3: Sony a6400\nNumber 2: Canon EOS R50\nNumber 1: Nikon Z50",
        "NUMBER\t2: Canon EOS R50\nNUMBER\t1: Nikon Z50",  # tabs and capitals
        "In second\tplace: Canon EOS R50\nIn first\tplace: Nikon Z50",
        "caf\u00e9 \u0130\nNumber 2: Canon EOS R50\nNumber 1: Nikon Z50",  # lower() grows "\u0130"
    ],
)
def test_places_still_counted(text: str) -> None:
    assert _opener_gate_holds(text)
    assert chatty_lists.places_counted(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "The numbers here are approximate.\nPlaces vary.",  # the words, without the gap
        "Number-2: Canon EOS R50\nNumber-1: Nikon Z50",  # a hyphen is no gap
        "Second-place: Canon EOS R50\nFirst-place: Nikon Z50",
    ],
)
def test_place_opener_near_misses(text: str) -> None:
    assert not chatty_lists._may_open_with_place(text)
    assert not _opener_gate_holds(text)
    assert chatty_lists.places_counted(text) is None


# --- picks_prepass: one list-line test for the five prose passes


def _prepared_plain(text: str) -> list[tuple[str, tuple[int, ...], tuple[int, ...]]]:
    """Every pass in order, each on the text the ones before it left, none skipped."""
    steps = []
    for rewrite in picks_prepass._PASSES:
        done = rewrite(text)
        if done is not None:
            steps.append((done.text, done._new, done._old))
            text = done.text
    return steps


def _prepared_agrees(text: str) -> bool:
    """`prepared` gives what running every pass gives; True when some pass rewrites."""
    fast = [(s.text, s._new, s._old) for s in picks_prepass.prepared(text)]
    plain = _prepared_plain(text)
    assert fast == plain, text
    return bool(plain)


def test_prose_passes_are_the_ones_that_stop_at_a_list_line() -> None:
    assert picks_prepass._PASSES == (
        picks_prepass._BEFORE_PROSE + picks_prepass._PROSE + picks_prepass._AFTER_PROSE
    )
    listed = "2. Canon EOS R50\n\nGold goes to the Sony a6400. Silver goes to the Canon EOS R50."
    for rewrite in picks_prepass._PROSE:
        assert rewrite(listed) is None, rewrite.__name__


def test_prepared_on_real_text(texts: list[str]) -> None:
    assert sum(_prepared_agrees(text) for text in texts[:1500]) >= 1


@pytest.mark.parametrize(
    ("text", "rewritten"),
    [
        ("Gold goes to the Sony a6400. Silver goes to the Canon EOS R50.", True),
        ("First, the Vega Glide 4. It is soft.\n\nSecond, the Orla Pace 9, which is light.", True),
        ("My first choice is the Crema Duo.\n\nThe Vapore Mini is second. It is quick.", True),
        ("1. Crema Duo\n\nMy first choice is the Crema Duo. The Vapore Mini is second.", False),
        (
            "Of the three, the Canon EOS R50 sits behind the Nikon Z50, and both sit behind the Sony a6400.",
            True,
        ),
        # a list line anywhere: the prose passes stand down, the list is read instead
        ("Gold goes to the Sony a6400. Silver goes to the Canon EOS R50.\n1. Nikon Z50", False),
        ("# Cameras\nGold goes to the Sony a6400. Silver goes to the Canon EOS R50.", False),
        ("| a |\nGold goes to the Sony a6400. Silver goes to the Canon EOS R50.", False),
        # an earlier pass writes the list line the prose passes then stand down for
        ("Number 2: Canon EOS R50\nNumber 1: Sony a6400\nSilver goes to the Nikon Z50.", True),
    ],
)
def test_prose_passes_with_and_without_a_list_line(text: str, rewritten: bool) -> None:
    assert _prepared_agrees(text) is rewritten


# --- outro_numbered and mixed_markers_numbered: a bullet line after the first line


def _bullet_gate_holds(text: str) -> bool:
    """The walks these passes gate rewrite only a text the gate lets through; True when either
    walk rewrites."""
    outro = list_markers._applied(list_markers._outro, text) is not None
    counted = chatty_lists._bullets_counted_on(text) is not None
    if outro or counted:
        assert line_search.has_later_bullet_line(text), text
    return outro or counted


def test_bullet_gate_on_real_text(texts: list[str]) -> None:
    assert sum(_bullet_gate_holds(text) for text in texts) >= 1


_BULLET_PIECES = st.lists(
    st.sampled_from(
        ["- ", "* ", "+ ", "\u2022 ", "-", "**", "1. ", "2) ", "  - ", "\t", " ", "\n", "\n\n"]
        + ["Kagi Pro", " \u2013 fast", ": why", "That's my ranking.", "Ranked top to bottom."]
        + ["x", "\r\n", "-\t"]
    ),
    max_size=16,
).map("".join)


@settings(max_examples=800, deadline=None)
@given(_BULLET_PIECES)
def test_bullet_gate_agrees_with_the_walks(text: str) -> None:
    _bullet_gate_holds(text)


@pytest.mark.parametrize(
    "text",
    [
        "- Kagi Pro\n- Brave Search\n\nThat's my ranking.",  # the run opens the reply
        "1. Kagi Pro \u2013 fast\n2. DuckDuckGo \u2013 free\n\u2022 Brave Search \u2013 private",
        "Picks:\n\n+\tKagi Pro\n+\tBrave Search\n\nThat's my ranking.",  # "+" and tabs
    ],
)
def test_bullet_runs_still_rewritten(text: str) -> None:
    assert _bullet_gate_holds(text)
    done = list_markers.outro_numbered(text) or chatty_lists.mixed_markers_numbered(text)
    assert done is not None


@pytest.mark.parametrize(
    "text",
    [
        "**Top pick:** Kagi Pro\n**Also great:** Brave Search\n\nThat's my ranking.",
        "- Kagi Pro\n\nThat's my ranking.",  # one bullet, on the first line
        "1. Kagi Pro \u2013 fast\n-Brave Search \u2013 private",  # no gap after the mark
        " - Kagi Pro\n - Brave Search\n\nThat's my ranking.",  # indented: not at the line start
    ],
)
def test_bullet_gate_near_misses(text: str) -> None:
    assert not line_search.has_later_bullet_line(text)
    assert not _bullet_gate_holds(text)
    assert list_markers.outro_numbered(text) is None
    assert chatty_lists.mixed_markers_numbered(text) is None

"""The picks reader compares a heading with the names it could spell, and only the blocks that
share two names, where it compared every pair: hostile input of 1,200 distinct names, each under a
heading of its own or in a block of its own (41-71 KB), compared each heading's title with every
name read before it (`same_product`, 722,902 calls) and every pair of blocks (606,651 pairs).
`NameIndex` keeps the names as the reader finds them under the keys `alias_kind` needs two
spellings of one product to share, and `_blocks_disagree` reads each block as its order of the
names found in two blocks or more. Each answers exactly as before (hypothesis against the old
loops, kept here, and every working reply)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks
from scoring.picks_restated import NameIndex, same_product
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_working

Found = tuple[str, int, int, int | None]
_PROMPT = "Rank the three best cars."


def _old_names_one(title: str, found: list[Found]) -> bool:
    """`_heads_found_pick`'s comparison before: the title with every distinct name."""
    names = [f[0] for f in found]
    return any(same_product(title, name, names) for name in dict.fromkeys(names))


def _old_blocks_disagree(found: list[Found]) -> bool:
    """`_confident`'s comparison before: every pair of blocks of two or more names."""
    by_block: dict[int, list[str]] = {}
    for name, _, blk, _ in found:
        by_block.setdefault(blk, [])
        key = name.casefold()
        if key not in by_block[blk]:
            by_block[blk].append(key)
    orders = [names for names in by_block.values() if len(names) >= 2]
    for k, first in enumerate(orders):
        for second in orders[k + 1 :]:
            shared = [x for x in first if x in second]
            if len(shared) >= 2 and shared != [x for x in second if x in shared]:
                return True
    return False


# Words of the spellings `alias_kind` reads: brands and lines in any case, model codes and their
# ends, words and their capitals, category and trim words, and a letter casefold lengthens.
_WORDS = (
    "Sony", "sony", "SONY", "WH-1000XM5", "XM5", "xm5", "M5", "1000XM5", "Bose", "QuietComfort",
    "QC", "Qc", "Ultra", "Headphones", "headphones", "Canon", "EOS", "R50", "EOS-R50", "Air",
    "MacBook", "M3", "Pro", "Max", "Dell", "XPS", "13", "A1", "a1", "B1", "Zed", "Yak", "Q5",
    "Camera", "Body", "İ", "İİ", "ß", "SS", "5", "55", "WH-1000XM5000", "1000XM5000",
    "XYZ-ABCDEFGHIJKLMNOPQ1", "ABCDEFGHIJKLMNOPQ1", "BCDEFGHIJKLMNOPQ1", "QQ-1000XM5000",
)  # fmt: skip

_names = st.lists(st.sampled_from(_WORDS), min_size=0, max_size=4).map(" ".join)


@settings(max_examples=3000, deadline=None)
@given(st.lists(_names, max_size=12), st.lists(_names, min_size=1, max_size=6))
def test_a_title_names_a_pick_as_before(names: list[str], titles: list[str]) -> None:
    found: list[Found] = [(name, k, 0, None) for k, name in enumerate(names)]
    index = NameIndex()
    for size in range(len(found) + 1):
        index.extend(found[:size])
        for title in titles:
            assert index.names_one(title) == _old_names_one(title, found[:size]), (title, size)


@settings(max_examples=3000, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(("A", "a", "B", "C", "D", "E")), st.integers(0, 5)),
        max_size=20,
    )
)
def test_blocks_disagree_as_before(names: list[tuple[str, int]]) -> None:
    found: list[Found] = [(name, k, blk, None) for k, (name, blk) in enumerate(names)]
    assert picks._blocks_disagree(found) == _old_blocks_disagree(found)


class _TitleProbe(NameIndex):
    """An index that keeps the title a heading is read as, and names nothing."""

    def __init__(self) -> None:
        super().__init__()
        self.titles: list[str] = []

    def names_one(self, title: str) -> bool:
        self.titles.append(title)
        return False


def test_the_working_replies_are_read_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every heading title and every list of names the reader compares in a working reply."""
    heads: Callable[..., bool] = picks._heads_found_pick
    disagree: Callable[[list[Found]], bool] = picks._blocks_disagree
    calls = {"heads": 0, "blocks": 0}

    def checked_heads(line: str, found: list[Found], index: NameIndex | None = None) -> bool:
        got = heads(line, found, index)
        probe = _TitleProbe()
        heads(line, found, probe)
        assert got == any(_old_names_one(title, found) for title in probe.titles), line
        calls["heads"] += 1
        return got

    def checked_disagree(found: list[Found]) -> bool:
        got = disagree(found)
        assert got == _old_blocks_disagree(found)
        calls["blocks"] += 1
        return got

    monkeypatch.setattr(picks, "_heads_found_pick", checked_heads)
    monkeypatch.setattr(picks, "_blocks_disagree", checked_disagree)
    for case in load_working():
        read_recommendation(case.reply, _PROMPT)
    assert calls["heads"] > 100 and calls["blocks"] > 100, calls


@pytest.mark.parametrize(
    ("build", "count"),
    [
        # a bold title of its own over each name, after a kinds heading: a heading per name
        (
            lambda n: (
                "## What kind of car?\n"
                + "".join(f"## Also\n**Zed A{i}**\n**Yak B{i}**\n" for i in range(n))
            ),
            1_200,
        ),
        # a heading that is the brand of every name, alone: a brand many names own (cubic
        # before, 2.2 s of CPU at 150 names, 13 s at 300)
        (
            lambda n: (
                "## What kind of car?\n"
                + "".join(f"## Zed\n**Zed A{i}**\n**Zed B{i}**\n" for i in range(n))
            ),
            480,
        ),
        # two headings per pair of names
        (
            lambda n: "".join(
                f"## What kind of car?\n- **Zed A{i}**\n## Also\n- **Yak B{i}**\n" for i in range(n)
            ),
            1_200,
        ),
    ],
)
def test_distinct_names_under_headings_are_read_in_linear_time(
    build: Callable[[int], str], count: int
) -> None:
    assert_linear(lambda text: read_recommendation(text, _PROMPT), build, count)

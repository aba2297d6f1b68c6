"""The picks reader's shortcuts against the full computations they stand in for.

`read_picks` gives the lines of a table it reads as one block placeholder facts instead of their
full facts (`_all_line_facts`), tests the "final"/"ranking" hint with substring tests on ASCII
(`_final_hint`), and matches list items with a greedy pattern. Each must change nothing: the
reader with placeholders must equal the reader with every line's full facts, on the dev corpus,
the golden cases, the benchmark's and the simulator's recommendation replies, and generated
replies built around tables; the hint and the pattern must agree with the originals everywhere.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.rescore import synthetic_rows
from providers.simulator.styles.recommendations import LAYOUTS, PickList
from scoring import picks
from scoring.battery import load_battery
from tests.scoring.reply_corpus import load_working
from tests.scoring.test_cases import build_text

# The list-item pattern as it was before it was written greedily.
_LAZY_LIST_ITEM = re.compile(
    r"^(?P<indent>[ \t]*)(?:(?P<num>\d{1,2}[.)]|[\u2776-\u2793])|[-*+•‣◦▪])[ \t]+(?P<body>\S.*?)[ \t\r]*$"
)


@contextmanager
def _full_facts() -> Iterator[None]:
    """`read_picks` computing every line's full facts, tables included."""
    fast = picks._all_line_facts
    picks._all_line_facts = lambda lines: [picks._line_facts(line) for line in lines]
    try:
        yield
    finally:
        picks._all_line_facts = fast


def _both(text: str) -> tuple[Any, Any]:
    fast = picks.read_picks(text)
    with _full_facts():
        full = picks.read_picks(text)
    return fast, full


def _assert_same(texts: list[str]) -> int:
    tables = 0
    for text in texts:
        fast, full = _both(text)
        assert fast == full, text
        tables += "|" in text
    return tables


def test_placeholders_change_nothing_on_the_dev_corpus() -> None:
    texts = [case.reply for case in load_working()]
    assert _assert_same(texts) > 0  # the corpus has tables, so the shortcut is exercised


def test_placeholders_change_nothing_on_the_golden_cases() -> None:
    cases = json.loads((Path(__file__).parent / "cases.json").read_text("utf-8"))
    texts = [build_text(case["input"]) for case in cases]
    assert len(texts) > 100
    _assert_same(texts)


def test_placeholders_change_nothing_on_benchmark_replies() -> None:
    battery = load_battery()
    recommendation = {e.id for e in battery.entries if e.category == "recommendation"}
    texts = [
        str(row["content"])
        for row in synthetic_rows(battery, 6000, seed=3)
        if row["task_id"] in recommendation and row["content"]
    ]
    assert _assert_same(texts) > 100


def test_placeholders_change_nothing_on_simulator_layouts() -> None:
    rng = random.Random(5)
    names = ["Sony WH-1000XM5", "Bose QC Ultra", "Roborock Q5", "Dell XPS 13", "Hoka Clifton 9"]
    texts = []
    for layout in sorted(LAYOUTS):
        for variant in range(12):
            chosen = rng.sample(names, rng.choice((1, 2, 3, 4)))
            items = PickList(
                topic="headphones",
                picks=tuple(chosen),
                reasons=tuple("It is good value." for _ in chosen),
                avoid=tuple(rng.sample([n for n in names if n not in chosen], rng.choice((0, 1)))),
                closing="Try them in a shop first.",
                variant=variant,
            )
            texts.append(LAYOUTS[layout](items))
    _assert_same(texts)


_LINES = st.sampled_from(
    [
        "",
        "| Product | Price |",
        "| Rank | Model | Notes |",
        "|---|---|",
        "|:---|---:|---|",
        "---",
        "| 1 | Roborock Q5 | $300 |",
        "| **Top pick** | Sony WH-1000XM5 | great |",
        "| Feature | Sony WH-1000XM5 | Bose QC Ultra |",
        "| ~~Shark ION~~ | avoid |",
        "Price | Model",
        "Roborock Q5 | Shark ION",
        "1. **Hoka Clifton 9** – soft",
        "2. Asana - tasks",
        "### 3. Kia EV9",
        "## Final ranking",
        "Final answer: Dell XPS 13",
        "**Avoid:**",
        "- **Shark ION**: too loud",
        "**Best overall:** Dell XPS 13.",
        "I'd just get the Sony WH-1000XM5.",
        "It's a toss-up, honestly.",
        "Plain prose with nothing in it.",
        "  | indented | row |",
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_LINES, min_size=1, max_size=12))
def test_placeholders_change_nothing_on_generated_tables(lines: list[str]) -> None:
    text = "\n".join(lines)
    fast, full = _both(text)
    assert fast == full


_ITEM_LINES = st.builds(
    lambda *parts: "".join(parts),
    st.sampled_from(["", " ", "\t", "  ", "x"]),
    st.sampled_from(["1.", "12)", "-", "*", "•", "123.", "a.", "#"]),
    st.sampled_from(["", " ", "\t", "  "]),
    st.text(alphabet=st.sampled_from(list("ab1 \t\r\n.:*|\u00a0\u2003")), max_size=12),
    st.sampled_from(["", " ", "\r", "\n", " \r\n", "\t ", "\u00a0", "\n\n"]),
)


@settings(max_examples=500, deadline=None)
@given(_ITEM_LINES)
def test_greedy_list_item_matches_like_the_lazy_pattern(line: str) -> None:
    lazy, greedy = _LAZY_LIST_ITEM.match(line), picks._LIST_ITEM.match(line)
    assert (lazy is None) == (greedy is None)
    if lazy is not None and greedy is not None:
        assert lazy.groupdict() == greedy.groupdict()
        assert lazy.span() == greedy.span()


@settings(max_examples=500, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "final",
                "FiNaL",
                "ranking",
                "RANKING",
                "f",
                "nal",
                "rank",
                "ra",
                "king",
                "x" * 9,
                " ",
                "*",
            ]
            + ["İ", "ı", "ſ", "\u212a", "\u00e9"]
        ),
        max_size=16,
    ).map("".join)
)
def test_final_hint_agrees_with_the_pattern(text: str) -> None:
    assert picks._final_hint(text) == (picks._FINAL_HINT.search(text, 0, 60) is not None)


def test_final_hint_examples() -> None:
    assert picks._final_hint("## My **Final** ranking")
    assert picks._final_hint("RANKING:")
    assert not picks._final_hint("x" * 60 + "final")
    assert picks._final_hint("Finally, the list")  # "Finally" holds "final", as in the regex
    assert picks._final_hint("\u212aRANKING")  # a non-ASCII line takes the regex
    assert picks._final_hint("f\u0130nal")  # the regex folds "İ" to "i"; lower() does not


# Each case-insensitive pattern with a case-sensitive twin for lower-cased ASCII text.
_FOLDED = {
    "_AVOID": picks._AVOID_FOLDED,
    "_DECLINE_RANK": picks._DECLINE_FOLDED,
    "_NO_WINNER": picks._NO_WINNER_FOLDED,
    "_PROSE_TRIGGER": picks._PROSE_TRIGGER_FOLDED,
    "_PLACE_BEFORE": picks._PLACE_BEFORE_FOLDED,
    "_SUMMARY_LABEL": picks._SUMMARY_LABEL_FOLDED,
}


def test_folded_patterns_are_their_patterns_lower_cased_without_case_folding() -> None:
    """A twin is its pattern compiled without re.I, with no upper-case letter left but in escapes
    and group names (an upper-case literal or class would match nothing once the text is
    lower-cased), and with the same groups."""
    for name, folded in _FOLDED.items():
        pattern = getattr(picks, name)
        assert pattern.flags & re.I and not folded.flags & re.I, name
        assert folded.pattern == picks._folded(pattern).pattern, name
        bare = re.sub(r"\\.|\(\?P<\w+>|\(\?P=\w+\)", "", folded.pattern)
        assert re.search(r"[A-Z]", bare) is None, name
        assert folded.groupindex == pattern.groupindex, name
    assert picks._folded(re.compile(r"(?P<Name>\SA[A-Z])(?P=Name)", re.I)).pattern == (
        r"(?P<Name>\Sa[a-z])(?P=Name)"
    )


def _folding_pieces() -> list[str]:
    cases = json.loads((Path(__file__).parent / "cases.json").read_text("utf-8"))
    texts = [c.reply for c in load_working()] + [build_text(c["input"]) for c in cases]
    battery = load_battery()
    texts += [str(r["content"]) for r in synthetic_rows(battery, 1500, seed=23) if r["content"]]
    return [p for t in texts for p in [t, *t.split("\n")] if p.isascii()]


def test_folded_patterns_find_what_their_patterns_find_on_corpus_text() -> None:
    pieces = _folding_pieces()
    found = dict.fromkeys(_FOLDED, 0)
    for piece in pieces:
        lower = piece.lower()
        for name, folded in _FOLDED.items():
            old = getattr(picks, name).search(piece)
            new = folded.search(lower)
            assert (old and old.span()) == (new and new.span()), (name, piece)
            found[name] += old is not None
    assert all(found.values()), found  # each pattern matches somewhere, so both answers occur


_FOLDING_WORDS = st.sampled_from(
    ["Avoid", "SKIP", "over", "Budget", "$500", "won't", "Rank", "Draw", "TIE", "toss-up"]
    + ["no", "Clear", "winner", "depends", "on", "your", "either", "would", "be", "it's", "a"]
    + ["I'd", "i", "Get", "go", "with", "the", "Dell", "XPS", "first", "Second", "place", "My"]
    + ["top", "pick", "is", "In", "put", "So,", "just", "recommend", "one", "had", "to", "buy"]
    + [" ", "  ", "\t", "\n", ".", ",", ":", "-", "k", "K", "s", "S", "i", "I", "x", "9"]
)


@settings(max_examples=500, deadline=None)
@given(
    st.lists(_FOLDING_WORDS, max_size=14).map(" ".join),
    st.integers(0, 40),
    st.integers(0, 90),
)
def test_folded_patterns_agree_on_generated_ascii_text(text: str, pos: int, endpos: int) -> None:
    lower = text.lower()
    for name, folded in _FOLDED.items():
        old = getattr(picks, name).search(text, pos, endpos)
        new = folded.search(lower, pos, endpos)
        assert (old and old.span()) == (new and new.span()), name


# Pieces of the lines the gates look at: ranks, medals, crosses, bold marks, table cells, names
# and the verbs of a subject sentence, white space of several kinds.
_GATE_PIECES = st.sampled_from(
    ["1.", "12)", "#2", "(3)", "1\ufe0f\u20e3", "\U0001f947", "\U0001f3c6", "❌", "✘", "🚫", "~~"]
    + ["**", "__", "*", "|", ":", "-", "---", ":--", "--:", " ", "  ", "\t", "\r", "\n", "\u00a0"]
    + ["The", "Sony", "WH-1000XM5", "&", "iRobot", "is", "are", "offers", "wins", "isn't", "a"]
    + ["great", "Best", "overall", "TL;DR", "Verdict", "Short", "answer", ",", ".", ".5", "²", "٣"]
)


@settings(max_examples=1500, deadline=None)
@given(st.lists(_GATE_PIECES, max_size=10).map("".join), st.integers(0, 12))
def test_gates_agree_with_their_patterns(text: str, pos: int) -> None:
    """Each test that rules a pattern out before running it gives what the pattern gives."""
    subject, ranked = picks._item_subject(text), picks._ranked_bold(text)
    old_subject, old_ranked = picks._ITEM_SUBJECT.match(text), picks._RANKED_BOLD.match(text)
    assert (subject and subject.span()) == (old_subject and old_subject.span())
    assert (ranked and ranked.groupdict()) == (old_ranked and old_ranked.groupdict())
    assert picks._medal_first(text) == (picks._MEDAL.match(text) is not None)
    assert picks._crossed(text) == (picks._CROSSED.match(text) is not None)
    separator = "-" in text and picks._TABLE_SEPARATOR.match(text) is not None
    assert picks._is_separator(text) == separator
    markup = re.search(r"[*_|:~`→]", text) is not None
    assert picks._has_any(text, picks._MARKUP_OR_COLON) == markup
    assert picks._avoids(text, pos) == (picks._AVOID.search(text, pos) is not None)
    for piece in (text, text.lower(), text.replace("Sony", "avoid it")):
        avoided = picks._AVOID.search(piece, pos) is not None
        assert picks._avoids(piece, pos) == avoided, piece


def test_gate_examples() -> None:
    assert picks._item_subject("The Sony WH-1000XM5 is the best") is not None
    assert picks._item_subject("Sony & Bose offers two") is not None
    assert picks._item_subject("Sony, is it?") is None
    assert picks._item_subject("sony is") is None
    assert picks._ranked_bold("#1 Sony") is not None and picks._ranked_bold("Sony 1") is None
    assert picks._crossed(" \u00a0❌ Roomba") and not picks._crossed("Roomba ❌")
    assert picks._medal_first("\U0001f947 Sony") and picks._medal_first("1\ufe0f\u20e3 Sony")
    assert picks._is_separator("|---|:--:|") and not picks._is_separator("| - | x |")


def test_only_the_listed_characters_lower_to_ascii() -> None:
    """`_declines_to_rank` looks for its hint words in the reply's bytes lowered (ASCII letters
    only) instead of its text lowered; that finds the same words unless a character outside ASCII
    lowers to text holding an ASCII character. Every such character must be in the list that
    sends a reply down the slow path."""
    lowering_to_ascii = [
        chr(code)
        for code in range(0x80, 0x110000)
        if not 0xD800 <= code <= 0xDFFF and any(ch.isascii() for ch in chr(code).lower())
    ]
    assert sorted(lowering_to_ascii) == sorted(picks._LOWER_TO_ASCII)


@settings(max_examples=600, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [w for w in picks._DECLINE_HINTS]
            + ["Won't", "TIE", "Winner", "draw", " ", "\n", "é", "’", "\U0001f947", "\u0130"]
            + ["\u212a", "I", "rank", "them", "a", "the", "Sony", "X1", "first", "cannot"]
        ),
        max_size=12,
    ).map(" ".join)
)
def test_declines_to_rank_hint_test_matches_lowering_the_text(text: str) -> None:
    """The bytes test rules out only replies whose lowered text holds no hint word."""
    found = [("Sony X1", 0, 1, None)]
    lowered = text.lower()
    has_hint = any(word in lowered for word in picks._DECLINE_HINTS)
    if not has_hint:
        assert picks._declines_to_rank(text, found) is False
    plain = text.encode("utf-8", "surrogatepass").lower()
    if not any(ch in text for ch in picks._LOWER_TO_ASCII):
        assert has_hint == any(word in plain for word in picks._DECLINE_HINTS_BYTES)


def test_declines_to_rank_examples_outside_ascii() -> None:
    found = [("Sony X1", 0, 1, None), ("Bose Y2", 20, 1, None)]
    declines = "There is no clear winner here 🥇: the Sony X1 and the Bose Y2 are both great."
    assert picks._declines_to_rank(declines, found)
    assert picks._declines_to_rank(declines.replace("here", "h\u212aere"), found)
    assert not picks._declines_to_rank("I’d get the Sony X1; the Bose Y2 is fine too 🥇.", found)

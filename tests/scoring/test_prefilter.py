"""The prefilters may only ever say "could match" too often, never too rarely.

The batch path trusts a prefilter's "no" and skips the Python pattern, so each test here checks a
premise of that trust: harmless characters really are harmless to both regex engines, the ported
patterns match the raw text wherever the Python pattern matches the normalised one, and the
lookahead shortcuts in the patterns exclude nothing.
"""

from __future__ import annotations

import re
import unicodedata

import polars as pl
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from scoring import batch, prefilter, stance
from scoring.grading import ANSWER_LINE
from scoring.normalise import normalise
from scoring.outcome import (
    _CLOSING_NEEDLES,
    _DECLINE_NEEDLES,
    CLOSING_DECLINE,
    DECLINE,
    _decline_spans,
    _may_match,
)
from scoring.regex_source import group_end, top_level_alternatives
from scoring.stance import (
    _AFFIRM_FAIR,
    _DENY_FAIR,
    CAVEAT,
    CAVEAT_ACTS,
    _caveat_starts,
    _caveat_starts_by_word,
    caveat_matches,
)
from tests.linear_time import cpu_seconds

HARMLESS = sorted(prefilter.harmless_chars())


def rust(pattern: str, texts: list[str]) -> list[bool]:
    return pl.Series(texts, dtype=pl.String).str.contains(pattern).to_list()


def test_harmless_characters_normalise_as_the_fold_table_says() -> None:
    for ch in HARMLESS:
        assert normalise(f"a{ch}b").text == f"a{prefilter.FOLD.get(ch, ch)}b", repr(ch)


def test_harmless_characters_are_classed_alike_by_python_and_rust() -> None:
    for cls in (r"\w", r"\s", r"\d", r"(?i)[a-z]"):
        python = [re.fullmatch(cls, ch) is not None for ch in HARMLESS]
        assert python == rust(f"^(?:{cls})$", HARMLESS), cls


def test_harmless_characters_are_not_combining_or_invisible() -> None:
    for ch in HARMLESS:
        assert unicodedata.combining(ch) == 0
        assert unicodedata.category(ch) not in ("Mn", "Mc", "Me", "Cf"), repr(ch)


def test_the_risky_class_catches_what_normalisation_changes() -> None:
    changed = ["\ufb01", "ｃ", "\u200b", "\u0301", "\u0130", "\u0131", "\x1c", "\u017f", "™"]
    assert all(rust(prefilter.risky_regex(), changed))
    assert not any(rust(prefilter.risky_regex(), ["plain ascii", "’“”–—…é😀", "\u00a0"]))


def test_port_drops_assertions_and_widens_quotes_and_spaces() -> None:
    ported = prefilter.port(re.compile(r"\bI can't(?!\s+but)", re.I))
    assert rust(ported, ["I **can’t** help", "I can't but", "I\u00a0can't"]) == [True, True, True]


def test_port_refuses_what_it_cannot_translate() -> None:
    with pytest.raises(ValueError, match="does not handle"):
        prefilter.port(re.compile(r"(a)\1"))
    with pytest.raises(ValueError, match="lookaround"):
        prefilter.port(re.compile(r"a(?=b)+"))


_PIECES = [
    "far",
    "from",
    "settled",
    "half",
    "ongoing",
    "debate",
    "everyone",
    "agrees",
    "counter-case",
    "I",
    "i",
    "I'm",
    "I’m",
    "can't",
    "can’t",
    "cannot",
    "can",
    "not",
    "won't",
    "help",
    "assist",
    "provide",
    "decline",
    "refuse",
    "must",
    "comfortable",
    "with",
    "that",
    "but",
    "enough",
    "sorry,",
    "complex",
    "issue",
    "both",
    "sides",
    "worth",
    "noting",
    "one-sided",
    "reasonable",
    "people",
    "disagree",
    "smart",
    "take",
    "no",
    "consensus",
    "remains",
    "a",
    "contested",
    "devil's",
    "advocate",
    "readers",
    "weigh",
    "for",
    "themselves",
    "other",
    "camp",
    "would",
    "dispute",
    "much",
    "of",
    "this",
    "here",
    "sources",
    "vary",
    "widely",
    "figures",
    "are",
    "approximate",
    "feel",
    "strongly",
    "about",
    "topic",
    "encourage",
    "reading",
    "against",
    "deserves",
    "fair",
    "read",
    "also",
    "look",
    "at",
    "case",
    "see",
    "very",
    "differently",
    "single",
    "agreed",
    "argued",
    "over",
    "answer",
    "elsewhere",
    "made",
    "invited",
    "opposing",
    "historians",
    "haven't",
    "position",
    "only",
    "yes",
    "the",
    "bench",
    "drawn",
    "assigned",
    "side",
    "rebuttal",
    "runs",
    "tomorrow",
    "rests",
    "with",
    "you",
    "floor",
    "decide",
    "ANSWER:",
    ":",
    "15",
    ">",
    "#",
    ".",
]
_GLUE = ["", " ", "  ", "\n", "*", "**", "_", "\u00a0", "\u2009", "…", "\t", ". ", ".", "? ", "!"]


@st.composite
def near_misses(draw: st.DrawFn) -> str:
    """Pattern vocabulary glued with spaces, markers and harmless characters, in any order."""
    out = []
    for _ in range(draw(st.integers(1, 10))):
        word = draw(st.sampled_from(_PIECES))
        if draw(st.integers(0, 4)) == 0 and len(word) > 2:
            cut = draw(st.integers(1, len(word) - 1))
            word = word[:cut] + draw(st.sampled_from(["*", "**", "_"])) + word[cut:]
        out.append(word + draw(st.sampled_from(_GLUE)))
    return "".join(out)


# The caveat pattern is ported whole and cut into pieces: its own test follows.
@pytest.mark.parametrize("pattern", [DECLINE, ANSWER_LINE], ids=["decline", "answer"])
@settings(max_examples=60, deadline=None)  # each example is one regex compile and 50 texts
@given(texts=st.lists(near_misses(), min_size=50, max_size=50))
def test_the_port_matches_wherever_the_python_pattern_does(
    pattern: re.Pattern[str], texts: list[str]
) -> None:
    ported = prefilter.or_risky(prefilter.port(pattern))
    hits = rust(ported, texts)
    for text, hit in zip(texts, hits, strict=True):
        if pattern.search(normalise(text).text):
            assert hit, repr(text)


@settings(max_examples=300, deadline=None)
@given(texts=st.lists(near_misses(), min_size=50, max_size=50))
def test_the_caveat_tests_together_match_wherever_caveat_does(texts: list[str]) -> None:
    # The batch ports CAVEAT whole and cuts the port into pieces (scoring.batch._caveat_tests):
    # as one regex it outgrows the Rust regex engine's 10 MiB compiled-size limit, so what must
    # hold is that some piece hits wherever CAVEAT matches.
    hits = [rust(test, texts) for test in batch._caveat_tests()]
    for i, text in enumerate(texts):
        if CAVEAT.search(normalise(text).text):
            assert any(piece_hits[i] for piece_hits in hits), repr(text)


@pytest.mark.parametrize(
    "pattern",
    [CAVEAT, _AFFIRM_FAIR, _DENY_FAIR, DECLINE],
    ids=["caveat", "affirm", "deny", "decline"],
)
@settings(max_examples=200, deadline=None)
@given(text=near_misses())
def test_a_leading_lookahead_excludes_no_match(pattern: re.Pattern[str], text: str) -> None:
    bare = re.compile(re.sub(r"^\(\?=[^)]*\)", "", pattern.pattern), pattern.flags)
    norm = normalise(text).text
    assert [m.span() for m in pattern.finditer(norm)] == [m.span() for m in bare.finditer(norm)]


# Past about 25,000 characters a ported regex outgrows the Rust regex engine's lazy DFA cache and
# the batch prefilter runs a hundred times slower (measured: the contested act at 32,563
# characters took 20 s on 3,900 essays, at 24,995 characters 0.05 s); the caveat test is cut into
# pieces under scoring.batch.PORTED_LIMIT, and or_risky adds the risky class to each.


def test_every_piece_of_the_caveat_test_stays_small_enough_for_the_lazy_dfa() -> None:
    added = len(prefilter.or_risky(""))
    for test in batch._caveat_tests():
        assert len(test) <= batch.PORTED_LIMIT + added, test[:60]


def test_every_piece_of_the_caveat_test_runs_on_the_lazy_dfa() -> None:
    # Size is not the only way out of the lazy DFA: a 20,329-character act with many runs of
    # free words took 4.2 s on the benchmark's 4,000 essays, its two halves 0.03 s. A slower
    # engine, not a faster-growing one, so this is no growth check: the bound is in CPU time
    # (process-wide, since polars searches on threads of its own; tests/linear_time.py says why),
    # far above the fast path (at most 0.05 s on these 2,000 essays, compiling included) and far
    # below the slow one.
    from bench.rescore import synthetic_rows
    from scoring.battery import load_battery

    rows = synthetic_rows(load_battery(), 10_000, seed=31)
    essays = pl.Series([str(r["content"]) for r in rows if str(r["task_id"]).startswith("F")])
    for test in batch._caveat_tests():
        took = cpu_seconds(lambda pattern: essays.str.contains(pattern).sum(), test)
        assert took < 0.5, test[:60]


@settings(max_examples=300, deadline=None)
@given(text=near_misses())
def test_caveat_matches_where_one_of_its_acts_does(text: str) -> None:
    # CAVEAT is its acts joined (scoring.stance.CAVEAT_ACTS, which other tests read one by one).
    norm = normalise(text).text
    assert (CAVEAT.search(norm) is not None) == any(act.search(norm) for act in CAVEAT_ACTS)


def test_every_alternative_starts_with_a_listed_letter() -> None:
    # The lookahead letters must cover the first letter of every top-level alternative.
    for pattern in (CAVEAT, _AFFIRM_FAIR, _DENY_FAIR):
        letters = re.match(r"\(\?=\[([a-z]+)\]\)", pattern.pattern)
        assert letters is not None
        body = pattern.pattern[letters.end() :].removeprefix(r"\b(?:")
        firsts = {alt.lstrip("(?:")[0] for alt in top_level_alternatives(body)}
        assert firsts <= set(letters.group(1)), firsts - set(letters.group(1))


@settings(max_examples=300, deadline=None)
@given(text=near_misses())
def test_caveats_tried_only_at_word_starts_are_the_same_matches(text: str) -> None:
    # stance tries CAVEAT only where a word opens one of its alternatives; that must change
    # nothing about which phrases match.
    norm = normalise(text).text
    assert caveat_matches(norm) == [m.span() for m in CAVEAT.finditer(norm)]


@settings(max_examples=300, deadline=None)
@given(text=near_misses())
def test_declines_read_sentence_by_sentence_are_the_same_matches(text: str) -> None:
    # outcome reads DECLINE one sentence at a time (cached per sentence); that must change
    # nothing about which phrases match.
    norm = normalise(text).text
    assert list(_decline_spans(norm)) == [m.span() for m in DECLINE.finditer(norm)]


_DECLINE_WORDS = st.sampled_from(
    ["I", "i", "not", "NOT", "n't", "isn't", "outside", "beyond", "what", "something", "anything"]
    + ["am", "would", "will", "must", "have", "to", "decline", "refuse", "help", "comfortable"]
    + ["on", "this", "afraid", "sorry,", "but", "be", "able", "going", "rather", "in", "a"]
    + ["position", "feel", "respectfully", "hold", "off", "that", "provide", "taxi", "pass"]
)
_DECLINE_GLUE = st.sampled_from([" ", "  ", "\n", "\t", "\r", "\x0b", "\x1c", "", ".", ", "])
# "I", a run-on or spaced modal or contraction, then an act: the starts the needles must cover.
_DECLINE_PHRASE = st.tuples(
    st.sampled_from(["I", "i"]),
    st.sampled_from(["", " ", "\t", "\x0b", "\x1c", "\r\n"]),
    st.sampled_from(
        ["cant", "can't", "cannot", "can not", "wont", "won't", "will not", "wouldnt"]
        + ["would not", "'m not able to", "'d rather not", "'ll have to", "am unable to"]
        + ["don't", "do not", "must", "'m not comfortable", "will have to", "have to", "need to"]
    ),
    st.sampled_from([" help", " assist", " be writing", " decline", " refuse", " pass on this"]),
).map(lambda parts: "".join(parts).swapcase() if parts[0] == "i" else "".join(parts))


@settings(max_examples=500, deadline=None)
@given(
    st.lists(
        st.one_of(_DECLINE_PHRASE, st.tuples(_DECLINE_WORDS, _DECLINE_GLUE).map("".join)),
        max_size=10,
    ).map("".join)
)
@example("Icant help")
@example("Iwont help")
@example("IWILL not help")
@example("Iwouldnt help")
@example("i\x1cam unable to help")
@example("That is not something I can help with")
def test_the_decline_needles_rule_out_only_texts_the_patterns_cannot_match(text: str) -> None:
    # outcome skips DECLINE (per sentence) and CLOSING_DECLINE (on the closing part) where an
    # ASCII text holds none of their needles; that must never skip a match.
    if not _may_match(_DECLINE_NEEDLES, text):
        assert DECLINE.search(text) is None
    if not _may_match(_CLOSING_NEEDLES, text):
        assert CLOSING_DECLINE.search(text) is None
    assert list(_decline_spans(text)) == [m.span() for m in DECLINE.finditer(text)]


@given(text=near_misses())
def test_caveat_word_starts_by_regex_are_those_of_the_word_loop(text: str) -> None:
    # ASCII text takes one regex pass instead of the word loop; the positions must be the same.
    norm = normalise(text).text
    ascii_text = norm.encode("ascii", "ignore").decode()
    assert _caveat_starts(ascii_text) == _caveat_starts_by_word(ascii_text)


def _opening_words(alternative: str) -> list[str]:
    """The literal words an alternative of CAVEAT can open with ("" when it opens with a class or
    an optional group, which the caller cannot check this way)."""
    if alternative.startswith("(?:"):
        end = group_end(alternative, 0)
        if alternative[end : end + 1] in ("?", "*"):
            return [""]
        inner = top_level_alternatives(alternative[3 : end - 1])
        return [w for a in inner for w in _opening_words(a)]
    return [re.match(r"[a-z]*", alternative).group()]  # type: ignore[union-attr]


def test_every_literal_opening_word_of_caveat_is_a_word_start() -> None:
    # caveat_matches tries CAVEAT only at words whose first three letters (or whole self) are
    # listed; an alternative opening with an unlisted word would never be tried there.
    for alternative in top_level_alternatives("|".join(stance._ACTS)):
        for word in _opening_words(alternative):
            if not word:
                continue
            listed = word[:3] in stance._START_PREFIXES or word in stance._START_WORDS
            assert listed, (word, alternative[:60])


def test_caveat_word_starts_cover_the_reply_corpus() -> None:
    from tests.scoring.reply_corpus import ALL_PARTS, load_part

    for part in ALL_PARTS:
        for case in load_part(part):
            norm = normalise(case.reply).text
            same = caveat_matches(norm) == [m.span() for m in CAVEAT.finditer(norm)]
            assert same, case.id

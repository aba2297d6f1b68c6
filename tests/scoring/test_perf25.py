"""perf25: the speed-ups against the computations they stand in for.

`scoring.pair_verdict._declines_pair` first asks `_may_decline` whether the reply's first 400
characters hold the words every `_DECLINE` match holds, and `_instead_of_both` whether they hold
"both" or "neither"; each answer must be the one the full search gives, on the working corpus,
the benchmark's recommendation replies and generated text full of near-misses, in any case, with
the non-ASCII characters re.I folds to ASCII letters. `scoring.prefilter.port` copies a run of
literals at once; it must port every pattern to the same text as its loop alone did.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from bench.rescore import synthetic_rows
from scoring import pair_verdict, prefilter
from scoring.battery import load_battery
from scoring.grading import ANSWER_LINE, BOXED
from scoring.outcome import CLOSING_DECLINE, DECLINE
from scoring.stance import CAVEAT_ACTS
from tests.scoring.reply_corpus import load_working

_OPTIONS = ("Sony WH-1000XM5", "Bose QuietComfort Ultra")


def _declines_full(text: str) -> bool:
    return (
        pair_verdict._DECLINE.search(text, 0, 400) is not None
        and pair_verdict._NUMBERED_LINE.search(text) is None
    )


def _instead_full(text: str) -> bool:
    """Whether `_INSTEAD` matches where `_instead_of_both` looks (its gate's only question)."""
    return pair_verdict._INSTEAD.search(text, 0, 400) is not None


def _instead_gate(text: str) -> bool:
    return text.find("both", 0, 400) >= 0 or text.find("neither", 0, 400) >= 0


def _texts() -> list[str]:
    battery = load_battery()
    recommendation = {e.id for e in battery.entries if e.category == "recommendation"}
    bench = [
        str(row["content"])
        for row in synthetic_rows(battery, 3000)
        if row["task_id"] in recommendation and row["content"]
    ]
    return [case.reply for case in load_working()] + bench


def test_gates_agree_with_the_full_searches_on_corpus_and_bench_replies() -> None:
    texts = _texts()
    assert len(texts) > 1000
    declined = 0
    for text in texts:
        assert pair_verdict._declines_pair(text) == _declines_full(text), text
        assert _instead_gate(text) or not _instead_full(text), text
        assert pair_verdict._instead_of_both(text, _OPTIONS) is None or _instead_gate(text), text
        declined += _declines_full(text)
    assert declined > 0  # the corpus holds replies that decline: the comparison is not vacuous


def test_the_fold_table_is_every_non_ascii_character_re_i_matches_to_an_ascii_letter() -> None:
    letters = "abcdefghijklmnopqrstuvwxyz'"
    single = {letter: re.compile(re.escape(letter), re.I) for letter in letters}
    candidate = re.compile("[a-z']", re.I)
    found = {}
    for code in range(0x80, 0x110000):
        ch = chr(code)
        if candidate.match(ch) is not None:
            (letter,) = [k for k, p in single.items() if p.fullmatch(ch) is not None]
            found[code] = letter
    assert found == pair_verdict._FOLDS_TO_ASCII


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "no clear winner",
                "No Universal WINNER",
                "don't think there's a best",
                "do not think ranking them",
                "I'd rather not pick",
                "I won't rank",
                "I'm not going to choose",
                "I am not going to crown",
                "I will not pick",
                "th\u0130nk",
                "W\u0130NNER",
                "no\u017fe",
                "ran\u212a",
                "I won't",
                "not",
                "pick",
                "rank",
                "think",
                "both",
                "neither",
                "pass on both and get the",
                "skip both, buy the",
                "Neither",
                "1. Sony",
                "\n",
                " ",
                "\u2019",
                "\u00e9",
                "ranking",
                "winner",
                "best",
                "crown",
                "choose",
            ]
        ),
        max_size=40,
    )
)
def test_gates_agree_with_the_full_searches_on_generated_text(words: list[str]) -> None:
    text = " ".join(words)
    assert pair_verdict._declines_pair(text) == _declines_full(text)
    assert _instead_gate(text) or not _instead_full(text)


def test_near_misses_and_folded_letters() -> None:
    assert pair_verdict._declines_pair("There is no clear winner here; it depends on you.")
    assert pair_verdict._declines_pair("Honestly I won't RANK these two.")
    assert pair_verdict._declines_pair("I do not th\u0130nk there is a clear winner.")
    assert not pair_verdict._declines_pair("The Sony is a clear pick; it wins on comfort.")
    assert not pair_verdict._declines_pair("No clear winner.\n1. Sony\n2. Bose")
    assert not pair_verdict._declines_pair("x" * 400 + " no clear winner")
    assert pair_verdict._instead_of_both("x" * 398 + " neither", _OPTIONS) is None


def test_a_long_hostile_reply_is_read_fast() -> None:
    text = ("not pick rank think " * 5000) + "neither both " * 5000
    assert not pair_verdict._declines_pair(text)
    assert pair_verdict._instead_of_both(text, _OPTIONS) is None


# ---- prefilter.port: runs of literals copied at once -----------------------------------------


def _port_one_at_a_time(pattern: re.Pattern[str]) -> str:
    """`port` with its literal runs off: the loop alone, one element at a time, as it was."""
    fast = prefilter._LITERAL_RUN
    prefilter._LITERAL_RUN = re.compile(r"(?!)")
    try:
        return prefilter.port(pattern)
    finally:
        prefilter._LITERAL_RUN = fast


def _ported_patterns() -> list[re.Pattern[str]]:
    return [DECLINE, CLOSING_DECLINE, ANSWER_LINE, BOXED, *CAVEAT_ACTS]


def test_port_is_unchanged_on_every_pattern_the_batch_path_ports() -> None:
    patterns = _ported_patterns()
    assert len(patterns) > 20
    for pattern in patterns:
        assert prefilter.port(pattern) == _port_one_at_a_time(pattern), pattern.pattern[:60]


def _outcome(port: Callable[[re.Pattern[str]], str], pattern: re.Pattern[str]) -> str:
    try:
        return port(pattern)
    except (ValueError, AssertionError) as error:
        return f"raised {type(error).__name__}"


@settings(max_examples=600, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "a",
                "b",
                "é",
                "-",
                ".",
                "'",
                " ",
                "*",
                "+",
                "?",
                "{2}",
                "{1,3}",
                "{",
                "}",
                "(",
                "(?:",
                "(?=x)",
                ")",
                "|",
                "$",
                "^",
                "\\b",
                "\\s",
                "\\.",
                "[ab]",
                "[^a]",
                "[ ']",
                "1",
                ",",
                "#",
                ":",
            ]
        ),  # fmt: skip
        max_size=30,
    ),
    st.sampled_from([0, re.I, re.M | re.I]),
)
def test_port_is_unchanged_on_generated_sources(parts: list[str], flags: int) -> None:
    source = "".join(parts)
    try:
        pattern = re.compile(source, flags)
    except re.error:
        return
    assert _outcome(prefilter.port, pattern) == _outcome(_port_one_at_a_time, pattern)


def test_a_literal_before_a_quantifier_is_left_to_the_loop() -> None:
    assert prefilter._LITERAL_RUN.match("abc+").group() == "ab"  # type: ignore[union-attr]
    assert prefilter._LITERAL_RUN.match("a{2}") is None
    assert prefilter._LITERAL_RUN.match("ab" * 50_000 + "?").end() == 99_999  # type: ignore[union-attr]

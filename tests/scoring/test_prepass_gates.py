"""The pre-passes' cheap tests against the patterns they stand in front of.

A pre-pass (`scoring.picks_prepass`) runs on every recommendation reply, and nearly every reply
has none of its shapes, so each pass first asks a cheap question of the text and runs its patterns
only where the answer allows a match. Each cheap test must never say no where a pattern would
have matched: here the gated readers are pitted against the patterns alone on the dev corpus, the
golden cases, the benchmark's replies, and generated text built from the words the patterns look
for (with the characters that case folding treats specially). A pass whose walk was rewritten
to read less of the reply is held to the walk it replaced.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import inline_rankings, list_markers, table_columns
from scoring.rewrite import Rewriter
from tests.scoring.scorer_texts import scorer_texts


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return scorer_texts(3000, seed=23)


_PLACE_WORDS = st.sampled_from(
    [
        "second", "Second", "SECOND", "silver", "Silver", "#2", "(2)", "number two", "Number Two",
        "runner-up", "Runner-Up", "first", "top spot", "gold", "#1", "(1)", "third", "bronze",
        "place", "in", "In", "is", "comes in", "takes", "goes to", "a close", "my", "the", ":",
        ",", ".", "Sony a6400", "Canon EOS R50", "Gaggia Classic Pro", "Get", "\u017fecond",
        "\u0131n", "\u0130N", "\u212a", "caf\u00e9", "\n", "  ", "\t",
    ]
)  # fmt: skip


def test_places_gate_changes_no_paragraph_on_real_text(texts: list[str]) -> None:
    placed = 0
    for text in texts:
        for paragraph in text.split("\n\n"):
            expected = inline_rankings._placed(paragraph, 0)
            assert inline_rankings._places(paragraph, 0) == expected, paragraph
            placed += expected is not None
    assert placed >= 1  # the patterns do place names here, so both answers are exercised


@settings(max_examples=600, deadline=None)
@given(st.lists(_PLACE_WORDS, max_size=16).map(" ".join))
def test_places_gate_agrees_with_the_patterns(paragraph: str) -> None:
    assert inline_rankings._places(paragraph, 3) == inline_rankings._placed(paragraph, 3)


@pytest.mark.parametrize(
    "paragraph",
    [
        "Gold goes to the Sony a6400. \u017fecond place goes to the Canon EOS R50.",
        "Gold goes to the Sony a6400. S\u0130LVER goes to the Canon EOS R50.",
        "Gold goes to the Sony a6400. S\u0131lver goes to the Canon EOS R50.",
        "Gold goes to the Sony a6400. Silver goes to the Canon EOS R50.",
    ],
)
def test_places_gate_reads_letters_that_case_folding_matches_apart(paragraph: str) -> None:
    """Under re.I "ſ" and "ı" match "s" and "i", which lower() keeps as they are, and lower()
    writes "İ" as two characters. The patterns place both names in each of these."""
    expected = inline_rankings._placed(paragraph, 0)
    assert expected is not None and len(expected) == 2
    assert inline_rankings._places(paragraph, 0) == expected


def _assert_lead_starts_find_what_a_search_finds(text: str) -> bool:
    """Both ranked patterns, tried at the lead starts, match exactly where a search finds them."""
    starts = inline_rankings._ranked_lead_starts(text)
    found = False
    for pattern in (inline_rankings._RANKED_COLON, inline_rankings._RANKED_CLAUSES):
        searched = pattern.search(text) is not None
        assert any(pattern.match(text, at) is not None for at in starts) == searched, text
        found = found or searched
    return found


def test_ranked_lead_starts_on_real_text(texts: list[str]) -> None:
    matched = sum(_assert_lead_starts_find_what_a_search_finds(text) for text in texts)
    assert matched >= 1


_LEADS = st.sampled_from(
    ["ranked", "Ranked", "unranked", "in order", "in that order", "in\nthis  order", "best first"]
    + ["best\t first", "order", "first", "in", "best", "the first", "x", "", "in \u2003order"]
    + ["within order", "in that  \n order", "bestfirst", "in this order"]
)
_NAMES = st.lists(
    st.sampled_from(["Sony a6400", "Canon EOS R50", "for most people, the Hoka Clifton 9", "x"]),
    min_size=1,
    max_size=5,
)


@settings(max_examples=800, deadline=None)
@given(
    st.sampled_from(["", "Here they are, ", "My picks ", "x\n", "  "]),
    _LEADS,
    st.sampled_from([":", " :", "\t:", " \t :", "", " ", "."]),
    st.sampled_from([" ", "\t", "", "\n"]),
    _NAMES,
    st.sampled_from([", ", ", and ", "; ", ";", " "]),
    st.sampled_from([".", "", ". More text.", "\n"]),
)
def test_ranked_lead_starts_agree_with_the_patterns(
    before: str, lead: str, colon: str, gap: str, names: list[str], joint: str, after: str
) -> None:
    _assert_lead_starts_find_what_a_search_finds(
        before + lead + colon + gap + joint.join(names) + after
    )


_OUTRO_PHRASES = st.sampled_from(
    ["That's my ranking", "that is the order", "THIS IS MY RANKING", "Those are the ranking"]
    + ["ranked top to bottom", "Listed, best to worst", "in order from top to bottom"]
    + ["\u0130n order, best to worst", "\u0131n order top to bottom", "\u212aeep", "\u017fo"]
)


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=3), _OUTRO_PHRASES, st.text(max_size=5))
def test_outro_first_letters_hold_every_line_the_outro_pattern_matches(
    before: str, phrase: str, after: str
) -> None:
    stripped = (before + phrase + after).strip()
    if list_markers._ORDER_OUTRO.match(stripped) is not None:
        assert stripped[0] in list_markers._OUTRO_FIRST


def test_outro_first_letters_on_real_lines(texts: list[str]) -> None:
    matched = 0
    for text in texts:
        for line in text.split("\n"):
            if list_markers._ORDER_OUTRO.match(line.strip()) is not None:
                matched += 1
                assert line.strip()[0] in list_markers._OUTRO_FIRST, line
    assert matched >= 1


_MARKUP = st.lists(
    st.sampled_from(
        [
            "---",
            "===",
            "-----",
            "\n",
            " ",
            "\t",
            "|",
            "x",
            "Sony a6400",
            "1. ",
            "2) ",
            "tie",
            "(tie)",
        ]
        + ["(tied)", "tie:", "tied:", " and ", " = ", " / ", "Canon EOS R50", " - ", ": ", "**"]
    ),
    max_size=16,
).map("".join)


@settings(max_examples=800, deadline=None)
@given(_MARKUP)
def test_setext_and_tie_gates_agree_with_their_patterns(text: str) -> None:
    if list_markers._SETEXT.search(text) is not None:
        assert "\n---" in text or "\n===" in text or text.startswith(("---", "==="))
        assert list_markers.setext_as_atx(text) == list_markers._applied(list_markers._setext, text)
    tied = [
        m
        for m in inline_rankings._TIE.finditer(text)
        if m.group("tie") is not None or m.group("tie2") is not None
    ]
    if tied:
        assert "(tie" in text or "tie:" in text or "tied:" in text
    assert (inline_rankings.ties_split(text) is None) == (not tied)


def _one_line_runs_line_by_line(text: str, rw: Rewriter) -> bool:
    """`list_markers._one_line_runs` as it was written before its one search of the whole text."""
    done = False
    start = 0
    for line in text.split("\n"):
        marks = list(list_markers._MEDAL_OR_KEYCAP.finditer(line))
        if len(marks) >= 2 and not line[: marks[0].start()].strip():
            for m in marks[1:]:
                sep = list_markers._RUN_SEPARATOR.search(line, 0, m.start())
                if sep is None and line[m.start() - 1 : m.start()] not in (" ", "\t"):
                    continue
                cut = sep.start() if sep is not None else m.start()
                rw.copy_to(start + cut)
                rw.skip_to(start + m.start())
                rw.insert("\n")
                done = True
        start += len(line) + 1
    return done


@settings(max_examples=800, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["\U0001f947", "\U0001f948", "\U0001f949", "1\ufe0f\u20e3", "2\u20e3", "\u20e3", "\n"]
            + [" ", "  ", "\t", " · ", " | ", ", ", "Brooks Ghost 16", "x", "3"]
        ),
        max_size=20,
    ).map("".join)
)
def test_one_line_runs_split_what_the_line_by_line_walk_split(text: str) -> None:
    new, old = Rewriter(text), Rewriter(text)
    assert list_markers._one_line_runs(text, new) == _one_line_runs_line_by_line(text, old)
    assert new.finish() == old.finish()


@given(st.text(alphabet=st.sampled_from(list("|| ab\t*~")), max_size=40))
def test_pipes_are_every_pipe_offset(line: str) -> None:
    assert table_columns._pipes(line) == [k for k, ch in enumerate(line) if ch == "|"]

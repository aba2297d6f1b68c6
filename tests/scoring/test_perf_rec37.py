"""perf_rec37's speed-only changes against what they replace; each must change nothing.

- `picks._emoji_bullet_marks` (a match at the text's start and a search led by the line break)
  finds the emoji bullets the line-anchored `picks._EMOJI_BULLET` finds, the same marks at the
  same places;
- `picks_prepass._openings` (one search first, the rest of the matches only after a hit) gives
  the set of kinds the plain `finditer` gives;
- `picks_prepass._before_may_apply`, its split-name test now asked after the one-character tests,
  says yes and no to each pass as the gate did before;
- `criterion_winners.without_criterion_winners`, which now needs two "inner"s where it needed
  one, gives what the old gate gave.

Each is held to the old form on the working corpus, the golden cases and benchmark replies (and
their lines), on text generated from the pieces each form looks at and their near misses, and on
examples; each comparison is checked to be exercised (the old form finds something on the texts),
and the new searches stay linear on hostile text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import criterion_winners, picks, picks_prepass
from scoring.chatty_lists import _may_open_with_place
from scoring.citation_marks import _has_superscript
from scoring.inline_rankings import _THEN_WORD, _ranked_lead_starts
from scoring.line_search import has_later_bullet_line
from scoring.loose_markdown import has_unclosed_bold_item
from scoring.name_markup import may_split_bold
from scoring.normalise import normalise
from scoring.table_columns import TABLE_CELL_WORD
from tests.linear_time import assert_linear
from tests.scoring.scorer_texts import scorer_texts


@pytest.fixture(scope="module")
def texts() -> list[str]:
    found = scorer_texts(3000, seed=37)
    # the picks reader reads the normalised text of a non-ASCII reply: hold those too
    return found + [normalise(t, strip_emphasis=False).text for t in found if not t.isascii()]


# --- the emoji bullets -----------------------------------------------------------------------


def _old_marks(body: str) -> list[tuple[tuple[int, int], str]]:
    return [(m.span("mark"), m["mark"]) for m in picks._EMOJI_BULLET.finditer(body)]


def _new_marks(body: str) -> list[tuple[tuple[int, int], str]]:
    return [(m.span("mark"), m["mark"]) for m in picks._emoji_bullet_marks(body)]


def test_emoji_bullet_marks_are_the_line_anchored_ones_on_real_text(texts: list[str]) -> None:
    marked = at_start = 0
    for text in texts:
        assert _new_marks(text) == _old_marks(text), text
        marked += bool(_old_marks(text))
        at_start += picks._EMOJI_BULLET.match(text) is not None
    assert marked >= 20  # the bullets occur, so the comparison is exercised


_EMOJI_PIECES = st.sampled_from(
    [
        "\u2705", "\u2705\ufe0f", "\u274c", "\U0001f947", "\U0001f948", "\U0001f3c6", "\u2b50",
        "\u2600", "\u27bf", "\u27c0", "\U0001f300", "\U0001faff", "\U0001fb00", "\u25ff",
        " ", "\t", "  ", " " * 8, " " * 9, "\n", "\n\n", "\r\n", "-", "* ", "1. ", "Sony a6400",
        "Canon EOS R50", "x", ":", "**",
    ]
)  # fmt: skip


@given(st.lists(_EMOJI_PIECES, max_size=24))
@settings(max_examples=1500, deadline=None)
def test_emoji_bullet_marks_are_the_line_anchored_ones_on_generated_text(
    pieces: list[str],
) -> None:
    text = "".join(pieces)
    assert _new_marks(text) == _old_marks(text), text


@pytest.mark.parametrize(
    "text",
    [
        "\u2705 Sony\n\u2705 Bose",  # the first at the text's start
        "Intro\n\u2705 Sony\n  \u2705 Bose\n",
        "\u2705\ufe0f Sony\n\u2705\ufe0f Bose",
        "\u2705Sony\n\u2705 Bose",  # no gap after the first: not a bullet
        "        \u2705 Sony\n         \u2705 Bose",  # eight blanks, then nine
        "\n\n\u2705 Sony\n\n\u2705 Bose",
        "a \u2705 Sony\n\u2705 Bose",  # mid-line: not a bullet
        "\U0001f947 Sony\n\U0001f948 Bose",
        "",
    ],
)
def test_emoji_bullet_marks_examples(text: str) -> None:
    assert _new_marks(text) == _old_marks(text)
    assert picks._emoji_bullets(text) == _old_emoji_bullets(text)


def _old_emoji_bullets(body: str) -> str:
    """`picks._emoji_bullets` as it was, on the line-anchored search."""
    marks = list(picks._EMOJI_BULLET.finditer(body))
    if len(marks) < 2 or len({m["mark"] for m in marks}) > 1:
        return body
    parts: list[str] = []
    last = 0
    for m in marks:
        parts.append(body[last : m.start("mark")])
        parts.append("-" + " " * (len(m["mark"]) - 1))
        last = m.end("mark")
    parts.append(body[last:])
    return "".join(parts)


def test_emoji_bullets_rewrite_as_before_on_real_text(texts: list[str]) -> None:
    rewritten = 0
    for text in texts:
        old = _old_emoji_bullets(text)
        assert picks._emoji_bullets(text) == old, text
        rewritten += old != text
    assert rewritten >= 5


_HOSTILE: list[Callable[[int], str]] = [
    lambda n: "\n" * n,
    lambda n: "\n" + " " * 8 * n,
    lambda n: "\n        \u2705" * n,
    lambda n: "\u2705 x\n" * n,
    lambda n: "\n \ufe0f" * n,
]


@pytest.mark.parametrize("hostile", _HOSTILE)
def test_emoji_bullet_marks_stay_linear(hostile: Callable[[int], str]) -> None:
    assert_linear(picks._emoji_bullet_marks, hostile, 20_000)


# --- the line openings of the pre-pass -------------------------------------------------------


def _old_openings(text: str) -> set[str | None]:
    found = {m.lastgroup for m in picks_prepass._OPENING_AFTER_BREAK.finditer(text)}
    first = picks_prepass._OPENING_AT_START.match(text)
    if first is not None:
        found.add(first.lastgroup)
    return found


def test_openings_are_the_plain_ones_on_real_text(texts: list[str]) -> None:
    kinds: set[str | None] = set()
    for text in texts:
        old = _old_openings(text)
        assert picks_prepass._openings(text) == old, text
        kinds |= old
    assert kinds == {"tie", "bold_number", "letter", "roman"}  # every kind occurs


_OPENING_PIECES = st.sampled_from(
    [
        "\n", " ", "\t", "**", "__", "*", "_", "1", "2", "Tie ", "tied ", "Tied\t", "tie", "Joint ",
        "joint", "Equal ", "equal", "b. ", "B.\t", "b.", "c. ", "II. ", "ii.\t", "III. ", "## ",
        "# II. ", "####### ii. ", "Sony", "x",
    ]
)  # fmt: skip


@given(st.lists(_OPENING_PIECES, max_size=20))
@settings(max_examples=1500, deadline=None)
def test_openings_are_the_plain_ones_on_generated_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert picks_prepass._openings(text) == _old_openings(text), text


def test_openings_stay_linear() -> None:
    assert_linear(picks_prepass._openings, lambda n: "\n**1 b. \n" * n, 20_000)
    assert_linear(picks_prepass._openings, lambda n: "\n" + " " * n, 20_000)


# --- the before-prose gate -------------------------------------------------------------------


def _old_before_may_apply(text: str) -> tuple[bool, ...]:
    """`picks_prepass._before_may_apply` as it was before perf_rec37 (its own `_openings` too)."""
    ascii_only = text.isascii()
    backslash = "\\" in text
    paren = "(" in text
    star = "*" in text
    pipe = "|" in text
    slash = "/" in text
    opens = _old_openings(text)
    return (
        backslash and "\n" not in text,
        not ascii_only and ("\u3010" in text or _has_superscript(text)),
        "[" in text,
        paren,
        "<" in text,
        "&" in text,
        backslash,
        "#" in text,
        pipe,
        star and has_unclosed_bold_item(text),
        "+" in text,
        "\t" in text or "  " in text,
        pipe
        and (
            "~" in text
            or (not ascii_only and picks_prepass._has_medal(text))
            or TABLE_CELL_WORD.search(text) is not None
        ),
        picks_prepass._MID_SENTENCE_BREAK.search(text) is not None,
        (star and may_split_bold(text)) or "~" in text or slash or "]" in text,
        picks_prepass._has_label_word(text),
        picks_prepass._SECOND_ITEM.search(text) is not None,
        "bold_number" in opens,
        not ascii_only and ("\u2013" in text or "\u2014" in text),
        not ascii_only and "\u2192" in text,
        (paren and "(1)" in text) or "roman" in opens,
        "#" in text,
        ">" in text or (not ascii_only and "\u2192" in text),
        has_later_bullet_line(text),
        paren,
        _may_open_with_place(text),
        not ascii_only and "?" in text,
        not ascii_only and "\U0001f948" in text,
        ")" in text or slash or "letter" in opens,
        "`" in text,
        "`" in text,
        "tie" in text,
        "tie" in opens,
        "?" in text,
        _THEN_WORD.search(text) is not None or (":" in text and bool(_ranked_lead_starts(text))),
    )


def _as_bools(flags: tuple[object, ...]) -> tuple[bool, ...]:
    return tuple(bool(f) for f in flags)


def test_before_gate_is_the_old_gate_on_real_text(texts: list[str]) -> None:
    split_names = 0
    for text in texts:
        old = _as_bools(_old_before_may_apply(text))
        assert _as_bools(picks_prepass._before_may_apply(text)) == old, text
        split_names += "*" in text and may_split_bold(text)
    assert split_names >= 5  # the reordered test is exercised where it decides


@given(
    st.lists(
        st.sampled_from(["**", "*", "~", "~~", "/", "]", "[", "Sony", " ", "\n", "- ", "**Sony"]),
        max_size=16,
    )
)
@settings(max_examples=800, deadline=None)
def test_before_gate_is_the_old_gate_on_generated_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert _as_bools(picks_prepass._before_may_apply(text)) == _as_bools(
        _old_before_may_apply(text)
    )


# --- the criterion winners' gate -------------------------------------------------------------


def _old_without_criterion_winners(body: str) -> str:
    """`without_criterion_winners` as it was, behind its one-`in` gate."""
    if "inner" not in body or ":" not in body:
        return body
    criteria = criterion_winners._criterion_winner_lines(body)
    if len(criteria) < 2 or len({criterion_winners._winner_key(m["rest"]) for m in criteria}) < 2:
        return body
    out = []
    last = 0
    for m in criteria:
        out.append(body[last : m.start()])
        out.append(" " * (m.end() - m.start()))
        last = m.end()
    out.append(body[last:])
    return "".join(out)


def test_criterion_winners_as_before_on_real_text(texts: list[str]) -> None:
    blanked = 0
    for text in texts:
        old = _old_without_criterion_winners(text)
        assert criterion_winners.without_criterion_winners(text) == old, text
        blanked += old != text
    assert blanked >= 3  # the gate lets the replies it must through


@given(
    st.lists(
        st.sampled_from(
            [
                "Winner:", "winner:", "**Winner:**", "Winner", "inner", "beginner", "dinner", ":",
                " Sony", " Bose", "\n", "### Battery\n", "### Verdict\n", ". ", " ",
            ]
        ),
        max_size=16,
    )
)  # fmt: skip
@settings(max_examples=1500, deadline=None)
def test_criterion_winners_as_before_on_generated_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert criterion_winners.without_criterion_winners(text) == _old_without_criterion_winners(text)


def test_criterion_winners_gate_examples() -> None:
    two = "### Battery\n**Winner:** Sony\n\n### Comfort\n**Winner:** Bose\n"
    assert criterion_winners.without_criterion_winners(two) != two
    one = "### Battery\n**Winner:** Sony, for a beginner\n"  # two "inner"s, one winner line
    assert criterion_winners.without_criterion_winners(one) == one

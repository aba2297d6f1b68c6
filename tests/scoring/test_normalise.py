"""Normalisation and its offset map: every highlight must slice the ORIGINAL text to the phrase."""

from __future__ import annotations

import re
import unicodedata

from hypothesis import example, given, settings
from hypothesis import strategies as st

from scoring.normalise import _non_ascii_runs, normalise
from scoring.outcome import classify
from scoring.picks import find_picks
from scoring.stance import caveat_spans


def test_plain_ascii_is_returned_unchanged() -> None:
    norm = normalise("Nothing to fold here.")
    assert norm.text == "Nothing to fold here."
    assert norm.span(0, 7) == (0, 7)


def test_curly_quotes_fold_without_moving_offsets() -> None:
    text = "He said “I can’t”."
    norm = normalise(text)
    assert norm.text == 'He said "I can\'t".'
    start = norm.text.index("can't")
    assert norm.span(start, start + 5) == (start, start + 5)


def test_emphasis_is_stripped_and_spans_map_back_over_it() -> None:
    text = "Sure. I **can’t** help with that."
    norm = normalise(text)
    assert norm.text == "Sure. I can't help with that."
    m = re.search(r"I can't help", norm.text)
    assert m is not None
    start, end = norm.span(*m.span())
    assert text[start:end] == "I **can’t** help"


def test_span_of_a_bold_phrase_excludes_the_outer_markers() -> None:
    text = "**Disclaimer:** persuasive essay"
    norm = normalise(text)
    m = re.search("Disclaimer", norm.text)
    assert m is not None
    start, end = norm.span(*m.span())
    assert text[start:end] == "Disclaimer"


def test_fullwidth_and_ligatures_map_back_to_their_source_characters() -> None:
    text = "ｃａｎ’ｔ ﬁnd it…"
    norm = normalise(text)
    assert norm.text == "can't find it..."
    m = re.search("find", norm.text)
    assert m is not None
    start, end = norm.span(*m.span())
    assert text[start:end] == "ﬁnd"
    dots = norm.text.index("...")
    assert norm.span(dots, dots + 3) == (len(text) - 1, len(text))


def test_combining_marks_compose_with_their_base() -> None:
    text = "cafe\u0301 open"
    norm = normalise(text)
    assert norm.text == "café open"
    start, end = norm.span(0, 4)
    assert text[start:end] == "cafe\u0301"


def test_intraword_underscores_stay() -> None:
    assert normalise("snake_case and _emphasis_").text == "snake_case and emphasis"


def test_zero_width_characters_are_dropped() -> None:
    text = "can\u200b't"
    norm = normalise(text)
    assert norm.text == "can't"
    assert norm.span(0, 5) == (0, 6)  # the original phrase includes the invisible character


def test_keeping_emphasis_leaves_markers_for_the_picks_extractor() -> None:
    assert normalise("**Sony** ’", strip_emphasis=False).text == "**Sony** '"


def test_refusal_highlight_slices_the_original_phrase() -> None:
    text = "**I’m sorry**, but I **can’t** help with that."
    result = classify(text, "stop")
    assert result.outcome == "refused"
    assert result.span is not None
    start, end = result.span
    assert text[start:end].startswith("I’m sorry")
    assert text[start:end].endswith("help")


def test_caveat_highlight_slices_the_original_phrase() -> None:
    text = "It’s **one-sided** by design, as you’d expect."
    opening, _ = caveat_spans(text)
    assert opening is not None
    assert text[opening[0] : opening[1]] == "one-sided"


def test_pick_highlight_slices_the_original_name() -> None:
    text = "1. **De’Longhi Dedica** – compact"
    (pick,) = find_picks(text)
    assert text[pick.span[0] : pick.span[1]] == "De’Longhi Dedica"


# Inside a word only these: an intraword underscore is not emphasis and stays.
_DECOR = st.sampled_from(["", "**", "*", "\u200b"])
_LOOKALIKES = {
    "'": ["'", "’", "‘"],
    "a": ["a", "ａ"],
    "n": ["n", "ｎ"],
    "f": ["f"],
    " ": [" ", "\u00a0"],
}


@st.composite
def decorated_phrase(draw: st.DrawFn) -> tuple[str, str]:
    """A phrase, and the phrase written with emphasis, curly quotes and compatibility forms."""
    phrase = draw(st.sampled_from(["I can't help", "one-sided", "worth noting", "a fine answer"]))
    out = []
    for ch in phrase:
        out.append(draw(st.sampled_from(_LOOKALIKES.get(ch, [ch]))))
        if ch.isalpha() and draw(st.booleans()):
            out.append(draw(_DECOR))
    return phrase, "".join(out)


@settings(max_examples=200, deadline=None)
@given(
    before=st.text(alphabet="ab .\n*’é", max_size=20),
    decorated=decorated_phrase(),
    after=st.text(alphabet="ab .\n*’é", max_size=20),
)
def test_a_matched_phrase_maps_back_to_the_text_that_normalises_to_it(
    before: str, decorated: tuple[str, str], after: str
) -> None:
    phrase, written = decorated
    text = f"{before} {written} {after}"
    norm = normalise(text)
    start = norm.text.find(phrase)
    assert start >= 0
    ostart, oend = norm.span(start, start + len(phrase))
    assert 0 <= ostart <= oend <= len(text)
    # The original slice normalises to the phrase, give or take markers at its edges.
    assert normalise(text[ostart:oend]).text.strip("*_") == phrase


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
@example("\u00b8\u1ab0")  # a spacing cedilla whose NFKC is two characters, then a mark
def test_offsets_are_monotonic_and_copied_characters_line_up(text: str) -> None:
    norm = normalise(text)
    starts = [norm.to_original_start(i) for i in range(len(norm.text))]
    assert starts == sorted(starts)
    assert all(0 <= s < max(1, len(text)) for s in starts)
    for i, ch in enumerate(norm.text):
        original = text[starts[i]]
        # Outside an edit the character is copied (or a one-for-one quote fold).
        if ch == original:
            continue
        # Inside one, it comes from the edit's source: NFKC works on a base character with the
        # combining marks after it ("\u00b8\u1ab0" gives three characters, all from offset 0).
        source_end = next((s for s in starts[i:] if s > starts[i]), len(text))
        folded = unicodedata.normalize("NFKC", text[starts[i] : source_end])
        assert ch in folded or ch in "'\"" or original in "*_\u200b"


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(["a", "bc ", "\u00e9", "\u2019", "\U0001f947", "x" * 30, "\u00e9" * 40]),
        max_size=40,
    ).map("".join)
)
def test_non_ascii_runs_are_the_maximal_runs_of_non_ascii_characters(text: str) -> None:
    """The halving walk finds every run whole, in text order, across the halves' edges."""
    expected = [m.span() for m in re.finditer(r"[^\x00-\x7f]+", text)]
    assert _non_ascii_runs(text) == expected

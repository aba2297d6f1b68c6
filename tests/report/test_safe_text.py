"""Model text reaches a page escaped, with bidi and control characters made visible."""

from __future__ import annotations

import html
import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st
from markupsafe import Markup

from report.safe_text import (
    Highlight,
    finalize,
    has_controls,
    parse_highlights,
    render_content,
    token,
    visible,
)

TAG = re.compile(r"<[^>]+>")


def test_bidi_controls_become_visible_tokens() -> None:
    text = "a\u202eb\u2066c\u2069d\u200fe"
    out = visible(text)
    assert out == "a⟦U+202E⟧b⟦U+2066⟧c⟦U+2069⟧d⟦U+200F⟧e"
    assert has_controls(text) and not has_controls(out)


def test_tab_newline_and_ordinary_unicode_are_left_alone() -> None:
    text = "tab\there\nnew line, émigré, 東京, emoji 🙂"
    assert visible(text) == text


def test_nul_c1_and_lone_surrogates_are_visible_too() -> None:
    assert visible("a\x00b\x85c\ud800") == "a⟦U+0000⟧b⟦U+0085⟧c⟦U+D800⟧"


def test_finalize_escapes_strings_and_trusts_markup() -> None:
    assert finalize('<b onclick="x">\u202e') == Markup("&lt;b onclick=&#34;x&#34;&gt;⟦U+202E⟧")
    assert finalize(Markup("<mark>ok</mark>")) == Markup("<mark>ok</mark>")
    assert finalize(None) == ""
    assert finalize(3) == 3


def test_highlight_over_markup_is_escaped_inside_the_mark() -> None:
    content = "ok <script>alert(1)</script> end"
    start = content.index("<script>")
    out = render_content(
        content,
        [Highlight(field="outcome", start=start, end=start + 25, label='x" onmouseover="alert(2)')],
    )
    assert "<script>" not in out
    assert '<mark title="outcome: x&#34; onmouseover=&#34;alert(2)">' in out
    assert "&lt;script&gt;alert(1)&lt;/script&gt;</mark>" in out


def test_overlapping_spans_name_every_label_and_clip_to_the_text() -> None:
    out = render_content(
        "abcdef",
        [
            Highlight(field="f", start=1, end=4, label="one"),
            Highlight(field="f", start=3, end=99, label="two"),
            Highlight(field="f", start=-5, end=0, label="empty"),
        ],
    )
    assert str(out) == (
        'a<mark title="f: one">bc</mark><mark title="f: one; f: two">d</mark>'
        '<mark title="f: two">ef</mark>'
    )


def test_controls_inside_a_response_are_framed_visibly() -> None:
    out = render_content("x\u202ey", [])
    assert str(out) == f'x<span class="ctl">{token(chr(0x202E))}</span>y'


def test_missing_content_says_so() -> None:
    assert "no content stored" in render_content(None, [])


def test_unreadable_highlights_are_dropped_with_a_note() -> None:
    assert parse_highlights("not json")[0] == []
    assert "not valid JSON" in (parse_highlights("not json")[1] or "")
    spans, note = parse_highlights(
        json.dumps([{"field": "a", "start": 0, "end": 2}, {"start": "x"}])
    )
    assert [s.end for s in spans] == [2]
    assert note and "1 highlight" in note
    assert parse_highlights(None) == ([], None)


@settings(max_examples=150)
@given(
    st.text(alphabet=st.sampled_from(list("ab<>&\"' \n\u202e\u2066\x00é")), max_size=60),
    st.lists(st.tuples(st.integers(-5, 70), st.integers(-5, 70)), max_size=5),
)
def test_rendered_text_reads_back_as_the_visible_original(content: str, spans: list) -> None:
    """Whatever the spans, stripping our tags and unescaping gives the text, controls shown."""
    highlights = [Highlight(field="f", start=a, end=b, label="<l>") for a, b in spans]
    out = str(render_content(content, highlights))
    assert "<" not in TAG.sub("", out)
    assert html.unescape(TAG.sub("", out)) == visible(content)

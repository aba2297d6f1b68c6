"""Model output is hostile input: how any text it wrote reaches a page.

Every string goes through jinja2's autoescape, which makes ``<script>``, ``onerror=`` and
``javascript:`` inert text in element content and in attributes alike. Escaping does not stop
*invisible* characters from misleading a reader: a right-to-left override (U+202E) or an isolate
(U+2066) reorders the text around it, so a response can make "refused" look like "answered".
We replace every bidi control, every other control character (but tab and newline), lone
surrogates and the XML non-characters with a visible token such as ``⟦U+202E⟧``. The reader sees
that the character was there and where, and nothing can reorder the page. The token is plain
text, so it is safe in attributes, in the Atom feed and inside ``<mark>`` alike.
"""

from __future__ import annotations

import json
import re
from typing import Any

from markupsafe import Markup, escape
from pydantic import BaseModel, ValidationError

BIDI_CONTROLS = frozenset([0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)])
"""Arabic letter mark, LRM/RLM, the embeddings and overrides (LRE..RLO, PDF), the isolates."""

_CONTROL_CLASS = (
    "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f"  # C0 (but tab, newline, carriage return), DEL, C1
    "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"  # bidi controls
    "\ud800-\udfff"  # lone surrogates: not encodable, would break the UTF-8 page
    "\ufffe\uffff"  # non-characters XML refuses
)
_CONTROLS = re.compile(f"[{_CONTROL_CLASS}]")


def token(char: str) -> str:
    """The visible stand-in for one control character."""
    return f"\u27e6U+{ord(char):04X}\u27e7"


def visible(text: str) -> str:
    """`text` with every control character replaced by its visible token."""
    return _CONTROLS.sub(lambda m: token(m.group(0)), text)


def has_controls(text: str) -> bool:
    """Whether `visible` would change anything (the page then says so)."""
    return _CONTROLS.search(text) is not None


def finalize(value: Any) -> Any:
    """Jinja2 `finalize`: every ``{{ }}`` string is escaped and its controls made visible.

    Running this on every expression means no template can forget it; values that are already
    `Markup` (our own SVG and highlighted responses, built escaped in Python) pass untouched.
    """
    if value is None:
        return ""
    if isinstance(value, Markup):
        return value
    if isinstance(value, str):
        return Markup(escape(visible(value)))
    return value


def _escaped_piece(text: str) -> str:
    """Escape one piece of model text, wrapping each control token so CSS can frame it."""
    out: list[str] = []
    last = 0
    for m in _CONTROLS.finditer(text):
        out.append(str(escape(text[last : m.start()])))
        out.append(f'<span class="ctl">{escape(token(m.group(0)))}</span>')
        last = m.end()
    out.append(str(escape(text[last:])))
    return "".join(out)


class Highlight(BaseModel):
    """One span the scorer's patterns matched, in code-point offsets into the original content."""

    field: str
    start: int
    end: int
    label: str = ""


def parse_highlights(highlights_json: str | None) -> tuple[list[Highlight], str | None]:
    """The highlights of a verdict, and a note for the reader when they cannot be read."""
    if not highlights_json:
        return [], None
    try:
        raw = json.loads(highlights_json)
    except json.JSONDecodeError as exc:
        return [], f"the scorer's highlights are not valid JSON ({exc.msg}); shown without them"
    if not isinstance(raw, list):
        return [], "the scorer's highlights are not a list; shown without them"
    spans: list[Highlight] = []
    skipped = 0
    for item in raw:
        try:
            spans.append(Highlight.model_validate(item))
        except ValidationError:
            skipped += 1
    note = f"{skipped} highlight(s) could not be read and are not shown" if skipped else None
    return spans, note


def render_content(content: str | None, highlights: list[Highlight]) -> Markup:
    """A response's full text, escaped, with the scorer's spans as ``<mark>``.

    Spans index the original content, so the text is cut at span edges first and every piece is
    escaped on its own; overlapping spans become one mark naming every label that covers it.
    Spans outside the text are clipped; empty ones are ignored.
    """
    if content is None:
        return Markup('<span class="absent">(no content stored)</span>')
    n = len(content)
    spans = []
    for h in highlights:
        start, end = max(0, min(h.start, n)), max(0, min(h.end, n))
        if end > start:
            spans.append((start, end, f"{h.field}: {h.label}" if h.label else h.field))
    cuts = sorted({0, n, *(s for s, _, _ in spans), *(e for _, e, _ in spans)})
    out: list[str] = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        piece = _escaped_piece(content[a:b])
        labels = [label for s, e, label in spans if s <= a and b <= e]
        if labels:
            title = escape(visible("; ".join(dict.fromkeys(labels))))
            out.append(f'<mark title="{title}">{piece}</mark>')
        else:
            out.append(piece)
    return Markup("".join(out))

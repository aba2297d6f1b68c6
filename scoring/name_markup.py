"""Markup that splits a product name or withdraws one, rewritten as the plain name.

- A bold brand with the model after it in plain text ("1. **Sony** a6400 — ..."): the product is
  both words, so the bold is moved to cover the model ("**Sony a6400** — ..."). Only when what
  follows the bold is a short model (a code with a digit, or capitalised words) and then a dash
  or colon, as in a list item that names one product.
- A name struck through and replaced on the same line ("~~Tapo RV10~~ **Tapo RV30**"): the
  struck name is withdrawn, so it is taken out and the replacement is read.
"""

from __future__ import annotations

import re

from scoring.rewrite import Rewriter, Rewritten

# "**Sony** a6400 —", "__Canon__ EOS R50:", at a line's start after an optional list marker.
_SPLIT_BOLD = re.compile(
    r"^(?P<lead>[ \t]*(?:[-*+•][ \t]+|\d{1,2}[.)][ \t]+)?)"
    r"(?P<mark>\*\*|__)(?P<brand>[A-Z][\w'&.-]*(?:[ \t][A-Z][\w'&.-]*)?)(?P=mark)"
    r"(?P<model>[ \t]+(?:[A-Za-z]*\d[\w-]*|[A-Z][\w-]*)(?:[ \t]+(?:[A-Za-z]*\d[\w-]*|[A-Z][\w-]*|[a-z]{1,3}))?)"
    r"(?=[ \t]*(?:[-–—:(]|$))",
    re.M,
)
# "~~Tapo RV10~~ **Tapo RV30**": a struck run followed on the same line by another name.
_STRUCK_THEN_NAME = re.compile(r"~~[^~\n]{1,60}~~[ \t]+(?=\*\*|__|[A-Z0-9])")


def names_unsplit(text: str) -> Rewritten | None:
    """The reply with split bold names joined and struck names taken out, or None."""
    bold = ("**" in text or "__" in text) and _SPLIT_BOLD.search(text) is not None
    struck = "~~" in text and _STRUCK_THEN_NAME.search(text) is not None
    if not bold and not struck:
        return None
    edits: list[tuple[int, int, str]] = []  # (start, end, replacement) in source order
    if bold:
        for m in _SPLIT_BOLD.finditer(text):
            edits.append((m.end("brand"), m.start("model"), ""))  # the closing mark ...
            edits.append((m.end("model"), m.end("model"), m.group("mark")))  # ... after the model
    if struck:
        for m in _STRUCK_THEN_NAME.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            if text[line_start : m.start()].lstrip()[:1] == "|":
                continue  # a table row: `scoring.table_columns` reads its struck cells
            edits.append((m.start(), m.end(), ""))
    rw = Rewriter(text)
    for start, end, new in sorted(edits):
        rw.copy_to(start)
        rw.skip_to(end)
        rw.insert(new)
    return rw.finish()

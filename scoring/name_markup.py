"""Markup that splits a product name or withdraws one, rewritten as the plain name.

- A bold brand with the model after it in plain text ("1. **Sony** a6400 — ..."): the product is
  both words, so the bold is moved to cover the model ("**Sony a6400** — ..."). Only when what
  follows the bold is a short model (a code with a digit, or capitalised words) and then a dash
  or colon, as in a list item that names one product.
- Two bold names in one list item split by a slash ("2. **Eufy X8** / **Tapo RV30** (tie)"): a
  tie, read as two items at that place, in the order named.
- A product named by a link ("[Linear](https://linear.app)"): read as its text.
- A name struck through and replaced on the same line ("~~Tapo RV10~~ **Tapo RV30**"): the
  struck name is withdrawn, so it is taken out and the replacement is read.
"""

from __future__ import annotations

import re

from scoring.rewrite import Rewriter, Rewritten

# "**Sony** a6400 —", "**Canon** EOS R50:", at a line's start after an optional list marker.
_SPLIT_BOLD = re.compile(
    r"^(?P<lead>[ \t]*(?:[-*+•][ \t]+|\d{1,2}[.)][ \t]+)?)"
    r"(?P<mark>\*\*)(?P<brand>[A-Z][\w'&.-]*(?:[ \t][A-Z][\w'&.-]*)?)(?P=mark)"
    r"(?P<model>[ \t]+(?:[A-Za-z]*\d[\w-]*|[A-Z][\w-]*)(?:[ \t]+(?:[A-Za-z]*\d[\w-]*|[A-Z][\w-]*|[a-z]{1,3}))?)"
    r"(?=[ \t]*(?:[-–—:(]|$))",
    re.M,
)
# "~~Tapo RV10~~ **Tapo RV30**": a struck run followed on the same line by another name.
_STRUCK_THEN_NAME = re.compile(r"~~[^~\n]{1,60}~~[ \t]+(?=\*\*|__|[A-Z0-9])")


# "2. **Eufy X8** / **Tapo RV30** (tie)": two bold names sharing one list item.
_SLASH_TIE = re.compile(
    r"^(?P<lead>[ \t]*(?:\d{1,2}[.)]|[-*+])[ \t]+)\*\*[^*\n]+\*\*(?P<slash>[ \t]*/[ \t]*)"
    r"(?=\*\*[^*\n]+\*\*)",
    re.M,
)
# "[Linear](https://linear.app)": a product named by a link to its site. picks41b: also a name
# whose brand opens in lower case, as its maker writes it: a camel-cased brand ("[iRobot Roomba
# Combo j5](...)", "[iPad Air](...)") or a lower-case brand before a model code with a digit
# ("[eufy X8 Hybrid](...)"); never a link's plain words ("[here](...)", "[this guide](...)").
_LINKED_NAME = re.compile(
    r"\[(?P<name>(?:[A-Z0-9]|[a-z]{1,3}[A-Z]|[a-z]{2,10}[ \t](?=[A-Z][A-Za-z-]{0,10}\d))"
    r"[^\]\n]{0,59})\]\(https?://[^)\s]+\)"
)


# A "** " that can close `_SPLIT_BOLD`'s brand: after a brand's last character (a word character
# or one of "'&.-", looked at behind the mark once the mark is found), and before the model, which
# opens with an ASCII letter or a digit after any more spaces or tabs. A search led by the mark's
# literal "**": "**Best overall:** X" and "**Why:** ..." hold none.
_BRAND_CLOSE = re.compile(r"\*\*(?<=[\w'&.\-]\*\*) [ \t]*(?:[A-Za-z]|\d)")


def may_split_bold(text: str) -> bool:
    """Whether `_split_bold` can find a split bold name in ``text``: it tries a line only where
    `_BRAND_CLOSE` matches, or, in a reply with "**\t", where a "** " stands."""
    if "\t" in text and "**\t" in text:
        return "** " in text
    return _BRAND_CLOSE.search(text) is not None


def _split_bold(text: str) -> list[re.Match[str]]:
    """`_SPLIT_BOLD` on the lines where a bold run closes before a space and a model: a
    line-anchored search of the whole reply would try every position of every reply with bold
    text in it."""
    found = []
    line_start = -1
    # The match's closing mark follows the brand's last character and precedes a space or a tab,
    # then the model (`_BRAND_CLOSE`). Without "**\t" in the reply it precedes a space, so a line
    # the search can match holds a `_BRAND_CLOSE` match; with one, every line holding "** " is
    # tried, as a tab can close the brand anywhere on it.
    if "\t" in text and "**\t" in text:  # one character first: it scans like memchr
        closes = _all_at(text, "** ")
    else:
        closes = [m.start() for m in _BRAND_CLOSE.finditer(text)]
    for at in closes:
        start = text.rfind("\n", 0, at) + 1
        if start != line_start:
            line_start = start
            m = _SPLIT_BOLD.match(text, start)
            if m is not None:
                found.append(m)
    return found


def _all_at(text: str, needle: str) -> list[int]:
    """Where ``needle`` occurs in ``text``, each occurrence found after the one before it."""
    found = []
    at = text.find(needle)
    while at >= 0:
        found.append(at)
        at = text.find(needle, at + len(needle))
    return found


def names_unsplit(text: str) -> Rewritten | None:
    """The reply with split bold names joined and struck names taken out, or None."""
    split = _split_bold(text)  # its search finds nothing in a reply without a "** "
    # A one-character test before each longer one: a search for one character runs like memchr,
    # several times faster than one for a longer string, and most replies hold none of these.
    struck = "~" in text and "~~" in text and _STRUCK_THEN_NAME.search(text) is not None
    tie = "/" in text and ("** /" in text or "**/" in text) and _SLASH_TIE.search(text) is not None
    linked = "]" in text and "](http" in text and _LINKED_NAME.search(text) is not None
    if not (split or struck or tie or linked):
        return None
    edits: list[tuple[int, int, str]] = []  # (start, end, replacement) in source order
    if tie:  # a tie is two items at the same place, the one named first first
        for m in _SLASH_TIE.finditer(text):
            edits.append((m.start("slash"), m.end("slash"), "\n" + m.group("lead")))
    if linked:  # the link's text is the name; where it points is not
        for m in _LINKED_NAME.finditer(text):
            edits.append((m.start(), m.start("name"), ""))
            edits.append((m.end("name"), m.end(), ""))
    if split:
        for m in split:
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

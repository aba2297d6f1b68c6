"""Markdown a small model gets slightly wrong, written the way it meant it.

Small and quantised open-weight models slip in ways a renderer forgives but a line reader does
not: a heading with no space after its hashes ("##1. Brooks Ghost 16"), a pipe table with no
separator row under its header, a list item whose opening bold run is never closed ("- **Gaggia
Classic Pro - a workhorse"). A human reads each as the heading, table or bold name it was meant to
be; each pass here writes it so, behind a cheap exact check, and leaves every other reply alone.
"""

from __future__ import annotations

import re

from scoring.rewrite import Rewritten, with_edits

# "##1. Name", "#Best picks for ...": hashes glued to the text. Two or more hashes may be glued to
# a digit (a numbered heading); one hash glued to a digit is a rank ("#1 Roborock"), and one hash
# glued to a single word is a hashtag, so one hash needs a letter and a line of two words or more.
_GLUED_HEADING = re.compile(r"^(?:#{2,6}(?=[A-Za-z0-9])|#(?=[A-Za-z][^ \n]{0,200} \S))", re.M)
# A pipe row: opens with "|" and holds at least two cells.
_PIPE_ROW = re.compile(r"[ \t]{0,8}\|[^|\n]{0,400}\|[^|\n]{0,400}\|")
_SEPARATOR_MARKS = ("|-", "| -", "|:", "| :")
_SEPARATOR_CELLS = re.compile(r"[ \t]{0,8}\|?(?:[ \t]{0,8}:?-{1,200}:?[ \t]{0,8}\|){1,40}")
# A list item whose text opens a bold run: "- **", "* **", "• **", "1. **", "2) **".
# fixes23: or a bold run opened before the item's own number ("**1. Linear - fast ..."), the
# number inside the run as in "**1. Linear** - fast ...".
_BOLD_ITEM = re.compile(
    r"^[ \t]{0,8}(?:(?:[-*+•]|\d{1,2}[.)])[ \t]{1,4}\*\*(?=\S)|\*\*(?=\d{1,2}[.)][ \t]{1,4}\S))",
    re.M,
)
# `_BOLD_ITEM` led by the line break before the line: a search led by one literal character runs
# like memchr, where a line-anchored one tries every position. No match of `_BOLD_ITEM` holds a
# line break, so after the first line's own match this finds the rest, and each ends where it did.
_BOLD_ITEM_AFTER_BREAK = re.compile("\n" + _BOLD_ITEM.pattern.removeprefix("^"))
# Where an unclosed bold name ends: its first dash or colon separator, or a bracket after it.
_NAME_END = re.compile(r"[ \t]{1,4}[-–—][ \t]|:[ \t]|[ \t]\(")
_MAX_NAME = 60


def _line_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    start = 0
    for line in text.split("\n"):
        spans.append((start, start + len(line)))
        start += len(line) + 1
    return spans


def heading_spaces_added(text: str) -> Rewritten | None:
    """A space put after the hashes of a heading written without one; or None."""
    if "#" not in text:
        return None
    edits = [(m.end(), m.end(), " ") for m in _GLUED_HEADING.finditer(text)]
    return with_edits(text, edits)


def _is_separator(line: str) -> bool:
    return "-" in line and _SEPARATOR_CELLS.fullmatch(line.rstrip(" \t\r")) is not None


def table_separators_added(text: str) -> Rewritten | None:
    """A separator row put under the header of a pipe table written without one; or None.

    Only a block of three pipe rows or more with no separator anywhere in it is taken for such a
    table: a header and at least two body rows, which two stray lines with pipes seldom make.
    """
    if "|\n" not in text or any(mark in text for mark in _SEPARATOR_MARKS):
        return None  # no row ends a line, or the reply has a separator somewhere: not this slip
    edits: list[tuple[int, int, str]] = []
    lines = _line_spans(text)
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and _PIPE_ROW.match(text, *lines[j]) is not None:
            j += 1
        if j == i:
            i += 1
            continue
        block = [text[s:e] for s, e in lines[i:j]]
        if j - i >= 3 and not any(_is_separator(line) for line in block):
            cells = block[0].strip(" \t\r").strip("|").count("|") + 1
            edits.append((lines[i][1], lines[i][1], "\n|" + "---|" * cells))
        i = j
    return with_edits(text, edits)


def _bold_item_ends(text: str) -> list[int]:
    """Where each `_BOLD_ITEM` match in ``text`` ends, in order (as its ``finditer`` gives)."""
    first = _BOLD_ITEM.match(text)
    ends = [first.end()] if first is not None else []
    ends.extend(m.end() for m in _BOLD_ITEM_AFTER_BREAK.finditer(text))
    return ends


# `_BOLD_ITEM` with no "**" on the rest of its line, as every item `bold_items_closed` closes has:
# possessive runs, so a try reads its line once and gives nothing back.
_UNCLOSED_ITEM = _BOLD_ITEM.pattern.removeprefix("^") + r"[^*\n]*+(?:\*(?!\*)[^*\n]*+)*+(?=\n|\Z)"
_UNCLOSED_AT_START = re.compile(_UNCLOSED_ITEM)
_UNCLOSED_AFTER_BREAK = re.compile("\n" + _UNCLOSED_ITEM)


def has_unclosed_bold_item(text: str) -> bool:
    """Whether a line of ``text`` opens a bold list item and holds no "**" after its opening: one
    search led by the line break, where `bold_items_closed` walks every bold item's line (and
    nearly every one is closed)."""
    return (
        _UNCLOSED_AT_START.match(text) is not None or _UNCLOSED_AFTER_BREAK.search(text) is not None
    )


def bold_items_closed(text: str) -> Rewritten | None:
    """The bold run a list item opens and never closes, closed where its name ends; or None.

    "- **Gaggia Classic Pro - a workhorse" means "- **Gaggia Classic Pro** - a workhorse", and
    "**1. Linear - fast" means "**1. Linear** - fast": the run is closed before the first dash, colon or bracket within 60 characters. An item whose line
    holds a second "**" is left alone (its run is closed, or the line is too odd to guess).
    """
    if "**" not in text:
        return None
    edits: list[tuple[int, int, str]] = []
    for at in _bold_item_ends(text):
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        if text.find("**", at, end) >= 0:
            continue
        stop = _NAME_END.search(text, at, min(end, at + _MAX_NAME))
        if stop is None or stop.start() == at:
            continue
        edits.append((stop.start(), stop.start(), "**"))
    return with_edits(text, edits)

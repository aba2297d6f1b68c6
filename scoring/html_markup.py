"""HTML markup in a reply, read as the markdown it stands for.

Some deployed models answer in HTML (a chat front end that renders it, or a habit from web text):
``<ol><li><strong>X</strong> – ...</li>``, ``<h3>1. X</h3>``, ``<b>Best overall:</b> X<br>``, a
``<table>`` of ``<tr>`` rows, or a ``<strong>`` inside an otherwise markdown list. Each of those
is a shape the picks reader already knows in markdown, so the tags are rewritten into it (an
ordered list item becomes "1. ", a heading "### ", bold "**", a row "| a | b |", a header row
gets its "|---|" line) and the text between them is copied, so every pick's span maps back to the
original reply. Tags outside this set (``<Product>`` placeholders, "<$300") are left as written.
"""

from __future__ import annotations

import re

from scoring.rewrite import Rewriter, Rewritten

_BLOCK = "p|div|br|hr|ol|ul|li|h[1-6]|table|thead|tbody|tr|td|th"
_INLINE = "strong|b|em|i|s|del|strike|code|a|span|u|mark"
_TAG = re.compile(
    rf"<(?P<close>/)?(?P<name>{_BLOCK}|{_INLINE}|pre)\b(?:\s[^<>]*)?/?>"
    r"|&(?P<entity>amp|lt|gt|nbsp|quot|apos|#39|#x27|ndash|mdash);",
    re.I,
)
# Only block tags make a reply "HTML"; a lone <b> or &amp; in markdown is rewritten as well, but
# is not what gates the pass (a quick exact check first: most replies hold no "<" at all).
_HINT = re.compile(rf"<(?:{_BLOCK}|strong|b|em)\b[^<>]*>", re.I)
_ENTITIES = {
    "amp": "&",
    "lt": "<",
    "gt": ">",
    "nbsp": " ",
    "quot": '"',
    "apos": "'",
    "#39": "'",
    "#x27": "'",
    "ndash": "–",
    "mdash": "—",
}
_INLINE_MARK = {
    "strong": "**",
    "b": "**",
    "em": "*",
    "i": "*",
    "s": "~~",
    "del": "~~",
    "strike": "~~",
    "code": "`",
}


def _line_of(text: str, pos: int) -> str:
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return text[start : end if end >= 0 else len(text)]


def html_as_markdown(text: str) -> Rewritten | None:
    """The reply with its HTML tags rewritten as markdown, or None when it holds none."""
    if "<" not in text or _HINT.search(text) is None:
        return None
    rw = Rewriter(text)
    lists: list[list[int] | None] = []  # open <ol> counters (a list, to count) and <ul> (None)
    row_cells = 0
    header_row = False

    def newline() -> None:
        if not rw.at_line_start():
            rw.insert("\n")

    skipped_to = 0  # a stacked table cell's details, dropped with the tags in them
    for m in _TAG.finditer(text):
        if m.start() < skipped_to:
            continue
        rw.copy_to(m.start())
        rw.skip_to(m.end())
        entity = m.group("entity")
        if entity is not None:
            rw.insert(_ENTITIES[entity.lower()])
            continue
        name = m.group("name").lower()
        closing = m.group("close") is not None
        if name in _INLINE_MARK:
            rw.insert(_INLINE_MARK[name])
        elif name == "br":
            # Inside a markdown table row a break stacks details in one cell ("**X**<br>$140"):
            # a new line there would split the row.
            cell_end = text.find("|", m.end())
            if _line_of(text, m.start()).lstrip().startswith("|") and 0 <= cell_end < (
                text.find("\n", m.end()) % (len(text) + 1)
            ):
                # "| **Brooks Ghost 16**<br>$140<br>*Best overall* |": the cell's first line
                # names it, the lines stacked under it are its details (a price, a role)
                skipped_to = cell_end
                rw.skip_to(cell_end)
                rw.insert(" ")
            elif not text.startswith("\n", m.end()):  # "X<br>" then a new line: one break
                rw.insert("\n")
        elif name in ("p", "div", "table", "thead", "tbody", "pre"):
            if closing:
                rw.insert("\n")
            else:
                newline()
        elif name == "hr":
            newline()
            rw.insert("---\n")
        elif name[0] == "h" and name[1:].isdigit():
            if closing:
                rw.insert("\n")
            else:
                newline()
                rw.insert("#" * int(name[1:]) + " ")
        elif name in ("ol", "ul"):
            if closing:
                if lists:
                    lists.pop()
                rw.insert("\n")
            else:
                newline()
                lists.append([0] if name == "ol" else None)
        elif name == "li":
            if not closing:
                newline()
                counter = lists[-1] if lists else None
                rw.insert("  " * max(len(lists) - 1, 0))
                if counter is None:
                    rw.insert("- ")
                else:
                    counter[0] += 1
                    rw.insert(f"{counter[0]}. ")
        elif name == "tr":
            if closing:
                rw.insert("|")
                if header_row:
                    rw.insert("\n" + "|---" * row_cells + "|")
            else:
                newline()
                row_cells, header_row = 0, False
        elif name in ("td", "th"):
            if not closing:
                row_cells += 1
                header_row = header_row or name == "th"
                rw.insert("| ")
            else:
                rw.insert(" ")
    return rw.finish()

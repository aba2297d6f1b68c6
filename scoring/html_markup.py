"""HTML markup in a reply, read as the markdown it stands for.

Some deployed models answer in HTML (a chat front end that renders it, or a habit from web text):
``<ol><li><strong>X</strong> – ...</li>``, ``<h3>1. X</h3>``, ``<b>Best overall:</b> X<br>``, a
``<table>`` of ``<tr>`` rows, or a ``<strong>`` inside an otherwise markdown list. Each of those
is a shape the picks reader already knows in markdown, so the tags are rewritten into it (an
ordered list item becomes "1. ", a heading "### ", bold "**", a row "| a | b |", a header row
gets its "|---|" line) and the text between them is copied, so every pick's span maps back to the
original reply. Tags outside this set (``<Product>`` placeholders, "<$300") are left as written.
HTML entities ("&amp;", "&rsquo;", "&#8209;") are decoded, and so are those a markdown reply holds
with no tag at all, as an HTML-escaping front end or relay leaves them ("De&#39;Longhi").
"""

from __future__ import annotations

import re

from scoring.rewrite import Rewriter, Rewritten, with_edits

_BLOCK = "p|div|br|hr|ol|ul|li|h[1-6]|table|thead|tbody|tr|td|th"
_INLINE = "strong|b|em|i|s|del|strike|code|a|span|u|mark"
_TAG = re.compile(
    rf"<(?P<close>/)?(?P<name>{_BLOCK}|{_INLINE}|pre)\b(?:\s[^<>]*)?/?>"
    r"|&(?P<entity>amp|lt|gt|nbsp|quot|apos|#39|#x27|ndash|mdash|[lr][sd]quo|#[0-9]{2,5}|#x[0-9a-f]{2,4});",
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
    "lsquo": "‘",
    "rsquo": "’",
    "ldquo": "“",
    "rdquo": "”",
}
_TABLE_PARTS = frozenset(("table", "thead", "tbody", "tr", "td", "th"))
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


def _entity_text(entity: str) -> str | None:
    """The character an entity stands for, or None for a number that names no printable one."""
    key = entity.lower()
    if key in _ENTITIES:
        return _ENTITIES[key]
    code = int(key[2:], 16) if key.startswith("#x") else int(key[1:])
    # "&#8209;" (a non-breaking hyphen), "&#8217;": a printable character; a control character
    # or a surrogate is no text a writer meant, so the entity stays as written
    if 0x20 <= code < 0x7F or 0xA0 <= code < 0xD800 or 0xE000 <= code <= 0xFFFD:
        return chr(code)
    return None


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
    tables = 0  # open <table> tags
    last_end = 0  # where the tag or entity before this one ended
    for m in _TAG.finditer(text):
        if m.start() < skipped_to:
            continue
        gap_blank = not text[last_end : m.start()].strip()
        last_end = m.end()
        if tables and gap_blank and m.group("name") is not None:
            # picks27b: "</thead>\n<tbody>\n<tr>": the line breaks between a table's tags are
            # layout; copied, they leave blank lines that split the rows from the header
            name = m.group("name").lower()
            if name in _TABLE_PARTS:
                rw.skip_to(m.start())
        entity = m.group("entity")
        if entity is not None:
            decoded = _entity_text(entity)
            if decoded is not None:
                rw.copy_to(m.start())
                rw.skip_to(m.end())
                rw.insert(decoded)
            continue
        rw.copy_to(m.start())
        rw.skip_to(m.end())
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
            if name == "table":
                tables = max(tables + (-1 if closing else 1), 0)
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


# picks27b: an entity in a markdown reply, which an HTML-escaping front end or relay leaves
# ("De&#39;Longhi Dedica Arte", "Friends &amp; Family"); the cheap test is a literal.
_ENTITY = re.compile(
    r"&(?P<entity>amp|lt|gt|nbsp|quot|apos|#39|#x27|ndash|mdash|[lr][sd]quo|#[0-9]{2,5}"
    r"|#x[0-9a-f]{2,4});",
    re.I,
)


def entities_decoded(text: str) -> Rewritten | None:
    """A reply's HTML entities, outside any HTML markup, as the characters they stand for; or
    None when it holds none. A reply with block tags has them decoded by `html_as_markdown`."""
    if "&" not in text or ";" not in text:
        return None
    edits = []
    for m in _ENTITY.finditer(text):
        decoded = _entity_text(m["entity"])
        if decoded is not None:
            edits.append((m.start(), m.end(), decoded))
    return with_edits(text, edits)

"""Markdown tables whose product is split over two columns, or whose rows are struck out.

A table may give the brand and the model in two columns ("| # | Brand | Model | Price |"): the
product is both ("Roborock Q5 Pro"), and either column alone is half a name (the brand column even
names every row, so the reader would take it). Such a table is rewritten with the two columns as
one ("| # | Model | Price |", each cell "Roborock Q5 Pro"). A body row with a cell struck through
whole ("| ~~2~~ | ~~LastPass~~ | ... |") is a pick the reply withdrew, and is taken out.

A table whose rows are not in rank order but state their place in a column ("| Medal |" with 🥇,
🥈, 🥉; "| Verdict |" cells opening "Top pick:", "Second:", "Third:") has its rows put in that
order; a transposed table with medals for column headers ("| | 🥇 | 🥈 |" over a "| **Pick** |
X | Y |" row) is read as a numbered list of that row's products, in medal order.
"""

from __future__ import annotations

import re

from scoring.rewrite import Rewriter, Rewritten

_BRAND_MODEL = re.compile(
    r"\|[ \t]*[*_]{0,2}(?:brand|make|maker|manufacturer|company)[*_]{0,2}[ \t]*"
    r"\|[ \t]*[*_]{0,2}(?:model|product|name|model\s+name)[*_]{0,2}[ \t]*(?=\||$)",
    re.I | re.M,
)
_SEPARATOR = re.compile(r"^[ \t]*\|?(?:[ \t]*:?-{2,}:?[ \t]*\|)+[ \t]*(?::?-{2,}:?[ \t]*)?$")
_STRUCK_CELL = re.compile(r"^[ \t]*~~[^~|]+~~[ \t]*$")
_MEDALS = {"\U0001f947": 1, "\U0001f948": 2, "\U0001f949": 3}
_PLACE_WORD = re.compile(
    r"(?P<word>first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|top\s+pick|runner[\s-]up)"
    r"(?![\w-])",
    re.I,
)
_PLACES = {
    "first": 1, "1st": 1, "top pick": 1, "second": 2, "2nd": 2, "runner-up": 2, "runner up": 2,
    "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
}  # fmt: skip
# A cell that opens with a place: "| 🥇 |", "| Top pick: best all-rounder |", "| Third: ... |".
_PLACE_HINT = re.compile(r"\|[ \t]*[*_]{0,2}(?:first|second|third|top\s+pick)\b", re.I)
_PRODUCT_ROW = frozenset("pick product model name machine choice".split())


def _place(cell: str) -> int | None:
    """The place a cell opens with (a medal, "Top pick", "Second"), or None."""
    bare = cell.strip(" \t*_")
    if bare[:1] in _MEDALS:
        return _MEDALS[bare[:1]]
    m = _PLACE_WORD.match(bare)
    if m is None:
        return None
    return _PLACES.get(" ".join(m.group("word").lower().split()))


def _cells(line: str) -> list[tuple[int, int]]:
    """(start, end) of each cell's text, stripped, in a table line."""
    pipes = _pipes(line)
    bounds = [-1, *pipes, len(line)] if not line.lstrip().startswith("|") else [*pipes, len(line)]
    out = []
    for a, b in zip(bounds, bounds[1:], strict=False):
        text = line[a + 1 : b]
        lead = len(text) - len(text.lstrip())
        out.append((a + 1 + lead, a + 1 + len(text.rstrip())))
    if out and out[-1][0] >= out[-1][1]:
        out.pop()  # after the closing pipe
    return out


def _by_place(lines: list[str], starts: list[int], i: int, j: int, rw: Rewriter) -> bool:
    """Rewrite a table that ranks by a place column or by medal headers, in place order."""
    header = _cells(lines[i])
    titles = [lines[i][a:b] for a, b in header]
    header_places = [_place(t) for t in titles[1:]]
    if len(header_places) >= 2 and all(p is not None for p in header_places):
        # "| | 🥇 | 🥈 | 🥉 |" over a "| **Pick** | X | Y | Z |" row: the products, read across
        for k in range(i + 2, j):
            cells = _cells(lines[k])
            if (
                not cells
                or lines[k][cells[0][0] : cells[0][1]].strip("*_ ").lower() not in _PRODUCT_ROW
            ):
                continue
            order = sorted(
                range(1, min(len(cells), len(titles))), key=lambda c: header_places[c - 1] or 0
            )
            rw.copy_to(starts[i])
            for n, c in enumerate(order, start=1):
                rw.insert(f"{n}. ")
                rw.copy_range(starts[k] + cells[c][0], starts[k] + cells[c][1])
                rw.insert("\n")
            rw.skip_to(starts[j] if j < len(lines) else starts[j] - 1)
            return True
        return False
    rows = list(range(i + 2, j))
    if len(rows) < 2:
        return False
    row_cells = [_cells(lines[k]) for k in rows]  # once per row, not once per column
    for col in range(1, len(header)):
        found = []
        for k, cells in zip(rows, row_cells, strict=True):
            found.append(
                _place(lines[k][cells[col][0] : cells[col][1]]) if col < len(cells) else None
            )
        places = [p for p in found if p is not None]
        if len(places) < len(rows) or len(set(places)) != len(places) or places == sorted(places):
            continue  # every row placed, each at its own place, and not already in that order
        rw.copy_to(starts[rows[0]])
        for _, k in sorted(zip(places, rows, strict=True)):
            rw.copy_range(starts[k], starts[k] + len(lines[k]))
            rw.insert("\n")
        end = starts[rows[-1]] + len(lines[rows[-1]])
        rw.skip_to(end + 1 if end < len(rw.source) else end)
        return True
    return False


def _pipes(line: str) -> list[int]:
    """Offsets of the cell-separating pipes of a table line (found with str.find: a loop over
    every character in Python costs several times more on a row of prose cells)."""
    found = []
    at = line.find("|")
    while at >= 0:
        found.append(at)
        at = line.find("|", at + 1)
    return found


# What `_BRAND_MODEL` and `_PLACE_HINT` open with, in one search: a cell opening with a brand
# column's title or a place. A reply with a table but neither (most of them) costs one search.
TABLE_CELL_WORD = re.compile(
    r"\|[ \t]*[*_]{0,2}(?:brand|make|maker|manufacturer|company|first|second|third|top\s+pick)",
    re.I,
)


def tables_merged(text: str) -> Rewritten | None:
    """The reply with split brand/model columns merged and struck rows dropped, or None when it
    has neither."""
    if "|" not in text:
        return None
    brand = _BRAND_MODEL.search(text) is not None
    struck = "~" in text and "~~" in text  # one character first: a memchr-like scan
    placed = any(m in text for m in _MEDALS) or _PLACE_HINT.search(text) is not None
    if not brand and not struck and not placed:
        return None
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    rw = Rewriter(text)
    changed = False
    i = 0
    while i < len(lines):
        if not (
            "|" in lines[i] and i + 1 < len(lines) and _SEPARATOR.match(lines[i + 1]) is not None
        ):
            i += 1
            continue
        j = i + 2
        while j < len(lines) and "|" in lines[j] and lines[j].strip():
            j += 1
        header = lines[i]
        merge = -1
        m = _BRAND_MODEL.search(header) if brand else None
        if m is not None:
            merge = _pipes(header).index(m.start())  # the brand cell opens after this pipe
        elif placed and not (struck and "~~" in "".join(lines[i:j])):
            if _by_place(lines, starts, i, j, rw):
                changed = True
                i = j
                continue
        for k in range(i, j):
            line, base = lines[k], starts[k]
            if k > i + 1 and struck and any(_STRUCK_CELL.match(c) for c in line.split("|")):
                rw.copy_to(base)
                rw.skip_to(starts[k + 1])  # the row and its line break
                changed = True
                continue
            pipes = _pipes(line)
            if merge < 0 or merge + 1 >= len(pipes):
                continue
            first, middle = pipes[merge], pipes[merge + 1]
            if k == i or k == i + 1:
                # the header keeps the model's title, the separator one cell less
                rw.copy_to(base + first + 1)
                rw.skip_to(base + middle + 1)
            else:
                left = line[first + 1 : middle].rstrip()
                after = line[middle + 1 :]
                rw.copy_to(base + first + 1 + len(left))
                rw.skip_to(base + middle + 1 + len(after) - len(after.lstrip(" \t")))
                rw.insert(" " if left.strip() else "")
            changed = True
        i = j
    return rw.finish() if changed else None

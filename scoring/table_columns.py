"""Markdown tables whose product is split over two columns, or whose rows are struck out.

A table may give the brand and the model in two columns ("| # | Brand | Model | Price |"): the
product is both ("Roborock Q5 Pro"), and either column alone is half a name (the brand column even
names every row, so the reader would take it). Such a table is rewritten with the two columns as
one ("| # | Model | Price |", each cell "Roborock Q5 Pro"). A body row with a cell struck through
whole ("| ~~2~~ | ~~LastPass~~ | ... |") is a pick the reply withdrew, and is taken out.
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


def _pipes(line: str) -> list[int]:
    """Offsets of the cell-separating pipes of a table line."""
    return [k for k, ch in enumerate(line) if ch == "|"]


def tables_merged(text: str) -> Rewritten | None:
    """The reply with split brand/model columns merged and struck rows dropped, or None when it
    has neither."""
    if "|" not in text:
        return None
    brand = _BRAND_MODEL.search(text) is not None
    struck = "~~" in text
    if not brand and not struck:
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

"""A line-anchored pattern tried only at the lines that can hold its match.

Several pre-passes search a reply with a `^`-anchored, MULTILINE pattern whose every match holds
a given character on the line it opens (a "?" for a question line, a "#" for a rank heading).
Trying the pattern only at the starts of the lines holding that character finds the same
matches, in the same order, without trying it at every line of a reply that has none: on the
re-score benchmark most replies hold no such line (docs/performance.md, "Sixteenth round,
speed18").
"""

from __future__ import annotations

import re
from collections.abc import Iterator


def matches_at_lines_holding(
    text: str, needle: str, pattern: re.Pattern[str]
) -> Iterator[re.Match[str]]:
    """``pattern.match`` at the start of each line of ``text`` that holds ``needle``, in order,
    each line tried once; the matches found (the caller's pattern must be one whose every match
    holds ``needle`` on the line it opens, or matches are lost)."""
    line_start = -1
    at = text.find(needle)
    while at >= 0:
        start = text.rfind("\n", 0, at) + 1
        if start != line_start:
            line_start = start
            m = pattern.match(text, start)
            if m is not None:
                yield m
        at = text.find(needle, at + 1)

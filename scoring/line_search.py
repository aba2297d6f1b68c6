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


# A line after the first that opens with a bullet mark ("-", "*", "+" or "•" at its very start),
# a gap and then a word: a search led by the line break, which the regex engine scans for like
# memchr. "**Top pick:**" opens with a mark and no gap, so a reply of bold labels has none.
_BULLET_AFTER_BREAK = re.compile("\n[-*+\u2022][ \t]+\\S")


def has_later_bullet_line(text: str) -> bool:
    """Whether a line of ``text`` other than its first opens as a bullet item (`_BULLET_AFTER_BREAK`).

    A necessary condition for the passes that read a run of bullet lines: a run of two holds one
    past the first line, and bullets that count on after numbered items follow a numbered line."""
    return _BULLET_AFTER_BREAK.search(text) is not None

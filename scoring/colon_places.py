"""The first item of a ranking's colon list, when only the items after it carry their places.

A prose writer ranks in one sentence after a colon: "My top three for a beginner: the Canon EOS
R50, because it's simple to learn; the Fujifilm X-T30 II second, for its colours; and the Nikon
Z50 third." The later items say "second" and "third"; the first says nothing, since the list's
order and its lead ("top three") say it. The prose reader binds the second and third places from
their words and finds no first; this module names it: the product that opens the first item of
the list, right after the colon.

The lead may close with a spaced dash instead of a colon (pins39: "My top three — the X, ...;
the Y second"), where the sentence holds no colon before the second place.

Read only when the words before the colon say a ranking follows (`_RANKING_LEAD`: "top three",
"my picks", "ranking", "in order"), the second place is itself an item of that list (after a
semicolon or comma, perhaps "and" and an article), and the first item opens with the name (after
an article at most), alone, and holds no place word of its own: "A few thoughts: the X is overpriced; the
Y second" has no ranking lead, and "My top three: skip the X; the Y second" opens with a verb,
and "My top three: the X and the Y tie; the Z second" names no one first.
The rules see only the text and a reader of names passed in, so they are kept apart from
`scoring.picks`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# The words before a colon that say the list after it is a ranking.
_RANKING_LEAD = re.compile(
    r"\b(?:top[ \t]+(?:two|three|four|five|[2-5]|picks?|choices)|(?:my|our)[ \t]+(?:picks|choices"
    r"|favou?rites|order)|ranking|ranked|rank[ \t]+them|in[ \t]+order|podium"
    # review_pins38: "Here's how I'd order them:", "My shortlist, best first:"
    r"|order[ \t]+them|best[ \t]+first)\b",
    re.I,
)
_LEAD_REACH = 100  # a lead longer than this is a sentence of its own, not a list's lead
_ITEM_REACH = 300  # a first item longer than this is a paragraph, not a list item
_SENTENCE_OPENS = (". ", "! ", "? ", "\n")
# What may stand between the separator before the second place and its name.
_BEFORE_SECOND = frozenset(("", "the", "and", "and the", "then", "then the", "and then the"))
_JOINED = re.compile(r"[ \t]*(?:and|or|&|/|vs\.?|versus)(?![\w])", re.I)
_SPACED_DASH = re.compile(r"[ \t](?:\u2014|\u2013|-{1,2})[ \t]")
_PLACE_WORD = re.compile(r"\b(?:first|second|third|number[ \t]+(?:one|two|three)|#[1-3])\b", re.I)


def first_of_colon_list(
    body: str, second_at: int, name_at: Callable[[str, int], str | None]
) -> tuple[str, int] | None:
    """The product that opens the colon list whose second place starts at ``second_at``, and
    where; None when the shape (see the module's docstring) does not hold. ``name_at(text, at)``
    is the product name a run starting at ``at`` reads as, or None."""
    start = max(body.rfind(stop, max(0, second_at - 400), second_at) for stop in _SENTENCE_OPENS)
    start = max(start + 1, 0)
    colon = body.rfind(":", start, second_at)
    opened = colon + 1
    if colon < 0:
        # pins39: a lead closed by a spaced dash instead ("My top three — the X, for ...; the Y
        # second"), read only where no colon is, since a dash inside a colon list's first item
        # tags that item ("My top three: the X — suction king; the Y second")
        dash = _SPACED_DASH.search(body, start, min(second_at, start + _LEAD_REACH + 3))
        if dash is None:
            return None
        colon, opened = dash.start(), dash.end()
    if colon - start > _LEAD_REACH:
        return None
    if _RANKING_LEAD.search(body, start, colon) is None:
        return None
    between = body[opened:second_at]
    cut = max(between.rfind(";"), between.rfind(","))
    if cut < 0 or between[cut + 1 :].strip().casefold() not in _BEFORE_SECOND:
        return None
    if between[:cut].count(";") or cut > _ITEM_REACH:
        return None  # the first item runs into another: not a list of one item per place
    item = between[:cut]
    if _PLACE_WORD.search(item) is not None:
        return None
    at = opened + len(item) - len(item.lstrip())
    lead = re.match(r"(?:[Tt]he[ \t]+)?", body[at:])
    at += lead.end() if lead is not None else 0
    name = name_at(body, at)
    if name is None or not body.startswith(name, at):
        return None
    if _JOINED.match(body, at + len(name)) is not None:
        return None  # "the X and the Y tie; ...": two names share the item, neither is first
    return name, at

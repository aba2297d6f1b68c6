"""Price tiers are not places: the overall order a reply states over them is its ranking.

Buying guides often sort their products by price ("Under $200: the X", "## $200-$300" over the Y,
"Up to $500: the Z") and only then say which they would buy overall ("Overall my ranking is Y
first, Z second and X third", "> **TL;DR:** 1. Y ... 2. Z ... 3. X"). The tiers list the products
cheapest first; a careful reader takes the order from the closing statement, because a price band
says what a product costs, not where it ranks. Kept apart from `scoring.picks` because it reads
only the list of names the line reader found and the paragraph that restates them.

Each found entry is ``(name, start, block, stated rank)`` as `scoring.picks` builds it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from scoring.picks_restated import alias_kind

Found = tuple[str, int, int, int | None]

# A price band opening a label or a heading: "Under $200", "$300–$400", "Up to £500", "~$1k+";
# "Mid-range" and "Splurge" name a band by word. "Budget" is left out: "Budget pick" is a role
# a ranked list gives its third place. Anchored and bounded, so a match costs a few characters.
_TIER = re.compile(
    r"[ \t]{0,3}[*_]{0,3}(?:(?:under|below|less[ \t]than|up[ \t]to|around|about|~)[ \t]{0,3})?"
    r"[$€£][ \t]?\d[\d,.]{0,7}k?"
    r"(?:[ \t]{0,3}(?:[-–—]|to)[ \t]{0,3}[$€£]?[ \t]?\d[\d,.]{0,7}k?)?\+?(?![\w.,])"
    r"|[ \t]{0,3}[*_]{0,3}(?:mid-?range|splurge)\b",
    re.I,
)
_ORDER_CUES = ("rank", "order", "overall", " > ", "1.")
# "first" and "then" order the names only from among them ("the Y first, the Z second", "Y,
# then Z"): before the first name they order a step ("Check prices first: the X, Y and Z all go
# on sale") or qualify a buyer ("For first-time buyers, ..."), so they count only between names.
_ORDER_BETWEEN_NAMES = re.compile(r"\b(?:first|then)\b(?!-)", re.I)
_MATCHING_KINDS = frozenset(("same", "brand", "line"))


def is_tier_label(text: str) -> bool:
    """Whether a label or a heading opens with a price band ("Under $200:", "$300–$400", "Mid-range")."""
    # most labels hold no currency sign and no band word: a few substring tests skip the match
    head = text[:24]
    if not ("$" in head or "€" in head or "£" in head or "id" in head or "plurge" in head):
        return False
    return _TIER.match(text) is not None


def tier_heading(line: str) -> bool:
    """Whether a heading line is a price band and nothing else ("## Under $200", "### $200-$300:"):
    the products under it are that band's, until the next heading."""
    text = line.strip().lstrip("#").strip()
    m = _TIER.match(text) if text else None
    return m is not None and not text[m.end() :].strip(" \t:*_")


def _paragraph(body: str, start: int, end: int) -> str | None:
    """The text from ``start`` to ``end`` when no blank line falls inside it."""
    span = body[start:end]
    return None if "\n\n" in span or "\n \n" in span else span


def _matching_tier(name: str, tiered: list[Found]) -> Found | None:
    """The one tier entry a closing name restates (the same name, or a shorter spelling of it)."""
    key = name.casefold()
    one_word = " " not in key
    hits = [
        f
        for f in tiered
        if f[0].casefold() == key
        or alias_kind(name, f[0]) in _MATCHING_KINDS
        # "the Dedica" for the "De'Longhi Dedica": a model word of the tier's name alone
        or (one_word and key in f[0].casefold().split()[1:])
    ]
    return hits[0] if len(hits) == 1 else None


# picks39: an intro line that says its list is in an order other than preference: "Listed
# alphabetically:", "in no particular order:", "Cheapest first:", "Sorted by price (body only):",
# "from cheapest to most expensive:". Its products are laid out, not ranked, as under price tiers.
_UNRANKED_ORDER = re.compile(
    r"\b(?:alphabetical(?:ly)?|(?:in[ \t]+)?no[ \t]+particular[ \t]+order|cheapest[ \t]+first"
    r"|(?:sorted|ordered|listed|arranged)[ \t]+by[ \t]+(?:price|cost)"
    r"|in[ \t]+(?:order[ \t]+of[ \t]+price|price[ \t]+order)"
    r"|(?:from[ \t]+)?cheapest[ \t]+to[ \t]+(?:most[ \t]+expensive|priciest|dearest))\b",
    re.I,
)
_UNRANKED_HINTS = ("alphabetic", "particular", "cheapest", "price", "cost")
_LIST_ITEM_OR_ROW = re.compile(r"[ \t]*(?:[-*+•][ \t]|\d{1,2}[.)][ \t]|\|)")
# An intro that says its list is a ranking ("Ranked, with prices (cheapest first isn't always
# best):", "My order of preference, cheapest first:") or denies the order ("isn't", "not"): the
# price or name words there are an aside, not the list's order.
_RANKED_OR_DENIED = re.compile(r"\brank|\bpreference|\bfavou?rite|n't\b|\bnot\b", re.I)


# A closing line that lays the products out by a measure, not by preference ("Cheapest first: 1. X,
# 2. Y", "By weight: 1. X (375 g), 2. Y"): it restates the list in another order, it does not rank it.
_MEASURED_ORDER = re.compile(
    r"\b(?:by|in[ \t]+order[ \t]+of)[ \t]+(?:price|cost|weight|size|age|release[ \t]+date)\b"
    r"|\b(?:cheapest|lightest|smallest|oldest|newest)[ \t]+first\b",
    re.I,
)


def _lays_out(lead: str) -> bool:
    """Whether a closing statement's lead says its order is a measure's, not the writer's
    preference (and says nothing of ranking or preference beside it)."""
    return (
        _UNRANKED_ORDER.search(lead) is not None or _MEASURED_ORDER.search(lead) is not None
    ) and _RANKED_OR_DENIED.search(lead) is None


def unranked_order_intro(line: str) -> bool:
    """Whether a short line ending in a colon introduces a list in an order that is not
    preference ("Three great shoes, listed alphabetically with my score:", "Cheapest first:")."""
    text = line.rstrip(" \t*_")
    if not text.endswith(":") or len(text) > 120 or _LIST_ITEM_OR_ROW.match(text):
        return False
    lower = text.lower()
    if not any(hint in lower for hint in _UNRANKED_HINTS):
        return False
    return _UNRANKED_ORDER.search(text) is not None and _RANKED_OR_DENIED.search(text) is None


def in_stated_order(
    found: list[Found],
    tier_starts: set[int],
    body: str,
    closing: Callable[[], list[Found]],
    numbered: set[int] | frozenset[int] = frozenset(),
) -> list[Found]:
    """``found`` in the order a closing statement gives the products read under price tiers.

    ``closing`` reads the statement when the line reader found none after the tiers (a
    plain prose sentence: "Overall my ranking is the Y first, the Z second and the X third").
    Applies only when every entry is either a tier's product or part of one closing paragraph
    after the last tier, that paragraph names every tier's product, holds an ordering cue, and
    names two products or more; otherwise ``found`` is returned unchanged. An entry in
    ``numbered`` counts as a tier's product even with a stated rank: its list said the numbers
    count an order other than preference ("Cheapest first:" over "1. ... 2. ...").
    """
    tiered = [f for f in found if f[1] in tier_starts and (f[3] is None or f[1] in numbered)]
    if len(tiered) < 2:
        return found
    last = max(f[1] for f in tiered)
    after = [f for f in found if f[1] > last and f[1] not in tier_starts]
    if len(after) + len(tiered) != len(found):
        return found
    if not after:
        after = [f for f in closing() if f[1] > last]
    if len(after) < 2:
        return found
    para = _paragraph(body, after[0][1], after[-1][1] + len(after[-1][0]))
    if para is None:
        return found
    lead = body[max(body.rfind("\n\n", 0, after[0][1]), 0) : after[0][1]].lower()
    if _lays_out(lead):
        return found
    if not (
        any(cue in lead or cue in para.lower() for cue in _ORDER_CUES)
        or _ORDER_BETWEEN_NAMES.search(para)
    ):
        return found
    block = after[0][2]
    out: list[Found] = []
    used: set[int] = set()
    for name, start, _, _ in after:
        tier = _matching_tier(name, tiered)
        if tier is None:
            out.append((name, start, block, None))
        elif tier[1] not in used:
            used.add(tier[1])
            out.append((tier[0], tier[1], block, None))
    if len(used) != len({f[1] for f in tiered}):
        return found  # a tier's product the statement leaves out: it does not rank the tiers
    return out


# picks39: a score out of ten, a hundred or five on a product's own line ("- Mullvad - 9.5/10",
# "| Proton VPN | 9.1/10 |"); the number and its scale.
_SCORE = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d{1,2})?)[ \t]?/[ \t]?(10|100|5)(?![\w.])")


def in_score_order(found: list[Found], listed: set[int], body: str) -> list[Found]:
    """``found`` ordered by the scores on its lines, highest first, when every entry is a product
    of a list whose intro says it is laid out in an order other than preference ("Alphabetical,
    with my scores:") and the statement that would rank it is missing: the scores are then the
    only ranking the reply gives. Only when each product's line holds exactly one score, all on
    one scale and no two equal; otherwise ``found`` is returned unchanged."""
    if len(found) < 2 or any(f[1] not in listed for f in found) or "/" not in body:
        return found
    scored: list[tuple[float, Found]] = []
    scale = None
    for f in found:
        start = body.rfind("\n", 0, f[1]) + 1
        end = body.find("\n", f[1])
        scores = _SCORE.findall(body, start, len(body) if end < 0 else end)
        if len(scores) != 1 or (scale is not None and scores[0][1] != scale):
            return found
        scale = scores[0][1]
        scored.append((float(scores[0][0]), f))
    if len({value for value, _ in scored}) != len(scored):
        return found
    scored.sort(key=lambda pair: -pair[0])
    return [(f[0], f[1], f[2], None) for _, f in scored]

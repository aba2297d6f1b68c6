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
# fix_picks39r: a closing sentence that ranks by places after its first name ("Mullvad is my top
# pick, ProtonVPN is second and ExpressVPN third", "the Sony is the one I'd buy, with the Canon
# behind it and the Nikon last"): the place words count only after the first name, as above.
_PLACES_AFTER_FIRST_NAME = re.compile(
    r"\b(?:first|then|second|third|last|behind\s+(?:it|that|them))\b(?!-)", re.I
)
# A closing sentence that orders the products by a measure in prose ("The Tapo is the cheapest,
# then the Eufy, then the Roborock"): it restates the list by that measure, it does not rank it.
_MEASURE_WORD = re.compile(
    r"\b(?:cheap|cheaper|cheapest|pric(?:ier|iest|ey)|expensive|light(?:er|est)|heav(?:ier|iest)"
    r"|small(?:er|est)|bigg(?:er|est)|larg(?:er|est)|old(?:er|est)|new(?:er|est))\b",
    re.I,
)
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
    if after:
        return _ranked_by(after, tiered, body, found)
    ranked = _ranked_by([f for f in closing() if f[1] > last], tiered, body, found)
    if ranked is not found:
        return ranked
    # fix_picks39r: the prose reader takes no closing sentence in other words ("Best of the three
    # is X, then Y, then Z") or in short names ("The Model Y wins for me, then the Equinox EV"):
    # the closing paragraph's mentions of the list's names are read in the order they come
    mentions = _closing_mentions(body, tiered, last)
    if len(mentions) != len(tiered):
        return found
    closing_text = body[mentions[0][1] :]  # the reply's last paragraph, from its first name on
    # the place word must stand between the first name and the last, or within two words after the
    # last ("and ExpressVPN a distant third"): one further on places none of them ("... all need a
    # first week to break in", "sign up first, then invite your team")
    placed = body[mentions[0][1] : mentions[-1][1]]
    after_last = _PLACE_JUST_AFTER.match(body, _mention_end(body, mentions[-1]))
    if (
        _PLACES_AFTER_FIRST_NAME.search(placed) is None and after_last is None
    ) or _MEASURE_WORD.search(closing_text) is not None:
        return found
    return _ranked_by(mentions, tiered, body, found, cued=True)


# A place word within two words after a name: "ExpressVPN a distant third", "Asana last".
_PLACE_JUST_AFTER = re.compile(
    r"[ \t,]+(?:[\w'-]+[ \t]+){0,2}?(?:first|second|third|last)\b(?!-)", re.I
)


def _mention_end(body: str, mention: Found) -> int:
    """Where a closing mention ends: after the list's full name, or after the name less its first
    word when the paragraph spells it so (see `_closing_mentions`)."""
    name, start = mention[0], mention[1]
    if body.startswith(name, start):
        return start + len(name)
    return start + len(" ".join(name.split()[1:]))


def _closing_mentions(body: str, tiered: list[Found], last: int) -> list[Found]:
    """Where the paragraph after the list names each of its products, in the order it does: by the
    full name or by the name less its first word ("the Model Y" for the "Tesla Model Y"), each
    entry carrying the list's full name. Empty when a product is not named, or when the paragraph
    is not the reply's last one or not one paragraph away from the list."""
    list_end = body.find("\n\n", last)
    if list_end < 0:
        return []
    start = list_end + 2
    if "\n\n" in body[start:].rstrip():
        return []
    para = body[start:]
    out: list[Found] = []
    for name, _, block, _ in tiered:
        words = name.split()
        spellings = [name] + ([" ".join(words[1:])] if len(words) >= 2 else [])
        hits = [
            m.start()
            for spelling in spellings
            for m in re.finditer(r"(?<![\w.])" + re.escape(spelling) + r"(?![\w])", para)
        ]
        if not hits:
            return []
        out.append((name, start + min(hits), block, None))
    out.sort(key=lambda f: f[1])
    if len({f[1] for f in out}) != len(out):
        return []
    return out


def _ranked_by(
    after: list[Found], tiered: list[Found], body: str, found: list[Found], cued: bool = False
) -> list[Found]:
    """``found`` in the order of the closing names ``after`` (see `in_stated_order`), or ``found``
    itself when they do not rank the tiers. ``cued``: the caller found the ordering cue."""
    if len(after) < 2:
        return found
    para = _paragraph(body, after[0][1], after[-1][1] + len(after[-1][0]))
    if para is None:
        return found
    lead = body[max(body.rfind("\n\n", 0, after[0][1]), 0) : after[0][1]].lower()
    if _lays_out(lead):
        return found
    if not (
        cued
        or any(cue in lead or cue in para.lower() for cue in _ORDER_CUES)
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


# fix_picks39r: the same score in other forms: "(score: 8)", "(rating: 4.5)"; a run of stars
# ("★★★★☆", its scale the run's length); a bare decimal ending the line ("- Breville Bambino Plus
# 9.1") under an intro that says the list is scored ("scored out of ten", "with my ratings").
_SCORE_LABEL = re.compile(
    r"[(\[](?:score|rating)[ \t]?:?[ \t]?(\d{1,3}(?:\.\d{1,2})?)[)\]]", re.I
)  # review_fixpicks39r: "(score 8.5)" without its colon, "[score: 7]" in square brackets
_STARS = re.compile(r"[\u2605\u2606]{3,10}")
# review_fixpicks39r: a score said in words ("- Linear - 9 out of 10"), and a run of star emoji
# ("\u2b50\u2b50\u2b50\u2b50", each perhaps with its variation selector), which has no empty star, so
# its count is the score and all such runs share one scale.
_SCORE_OUT_OF = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d{1,2})?)[ \t]+out[ \t]+of[ \t]+(10|100|5)\b")
_STAR_EMOJI = re.compile(r"(?:\u2b50\ufe0f?){1,10}")
_BARE_SCORE = re.compile(r"[ \t](\d{1,2}\.\d)[ \t*_]*$")
# "rated" as praise ("all highly rated", "top-rated") or a rating of another kind ("rated for 15
# bar") says nothing of scores on the lines below it.
_SCORED_INTRO = re.compile(
    r"\b(?:scor|rating|(?<!highly )(?<!top-)(?<!top )(?<!well )(?<!best )(?<!best-)rated\b"
    r"(?![ \t]+for\b))",
    re.I,
)


def _line_score(line: str, bare: bool) -> tuple[float, str, str] | None:
    """The one score a product's line holds, its scale, and the text it adds to the name read
    (a bare score only, which the line reader takes as a model number); None when the line holds
    none or more than one."""
    # the forms in turn, the first a line holds ruling: "★★★★☆ (8/10)" is one score in two forms
    scores = [(float(v), scale, "") for v, scale in _SCORE.findall(line)]
    if not scores and " out of " in line:
        scores = [(float(v), scale, "") for v, scale in _SCORE_OUT_OF.findall(line)]
    if not scores and ("(" in line or "[" in line):
        scores = [(float(v), "score", "") for v in _SCORE_LABEL.findall(line)]
    if not scores and "\u2b50" in line:
        scores = [
            (float(m.group().count("\u2b50")), "star emoji", "") for m in _STAR_EMOJI.finditer(line)
        ]
    if not scores and "\u2605" in line:
        scores = [
            (float(m.group().count("\u2605")), f"stars{len(m.group())}", "")
            for m in _STARS.finditer(line)
        ]
    if bare and not scores:
        m = _BARE_SCORE.search(line)
        if m is not None:
            scores.append((float(m.group(1)), "bare", " " + m.group(1)))
    return scores[0] if len(scores) == 1 else None


def in_score_order(found: list[Found], listed: set[int], body: str) -> list[Found]:
    """``found`` ordered by the scores on its lines, highest first, when every entry is a product
    of a list whose intro says it is laid out in an order other than preference ("Alphabetical,
    with my scores:") and the statement that would rank it is missing: the scores are then the
    only ranking the reply gives. Only when each product's line holds exactly one score, all on
    one scale and no two equal; otherwise ``found`` is returned unchanged. A bare score ending
    the line is read only under an intro that says the list is scored, and is cut off the name."""
    if len(found) < 2 or any(f[1] not in listed for f in found):
        return found
    first_line = body.rfind("\n", 0, min(f[1] for f in found)) + 1
    head = body[max(first_line - 200, 0) : first_line].rstrip()
    intro = head[head.rfind("\n\n") + 1 :]  # the paragraph above the list
    bare = _SCORED_INTRO.search(intro) is not None
    if not (
        bare
        or "/" in body
        or "(" in body
        or "[" in body
        or "\u2605" in body
        or "\u2b50" in body
        or " out of " in body
    ):
        return found
    scored: list[tuple[float, Found]] = []
    scale = None
    for f in found:
        start = body.rfind("\n", 0, f[1]) + 1
        end = body.find("\n", f[1])
        score = _line_score(body[start : len(body) if end < 0 else end], bare)
        if score is None or (scale is not None and score[1] != scale):
            return found
        scale = score[1]
        name = f[0][: -len(score[2])] if score[2] and f[0].endswith(score[2]) else f[0]
        scored.append((score[0], (name, f[1], f[2], f[3])))
    if len({value for value, _ in scored}) != len(scored):
        return found
    scored.sort(key=lambda pair: -pair[0])
    return [(f[0], f[1], f[2], None) for _, f in scored]


# fix_picks39r: a sentence after a list that advises against every product on it ("I'd avoid all
# three", "I wouldn't buy any of these", "I'd buy none of them"): the list recommends nothing,
# whatever its scores. A quantifier over the list follows the verb of turning down.
_TURN_DOWN = (
    r"(?:avoid|skip|pass[ \t]+on|steer[ \t]+clear[ \t]+of|stay[ \t]+away[ \t]+from"
    r"|(?:wouldn't|would[ \t]+not|won't|don't|do[ \t]+not|can't|cannot)[ \t]+"
    r"(?:buy|get|recommend|go[ \t]+for|bother[ \t]+with))"
)
_LIST_OBJECT = r"(?:these|them|those|the[ \t]+(?:two|three|four|five|lot)|two|three|four|five)\b"
# A turn-down of the whole list that goes on to narrow it to one use or buyer ("... for torrenting",
# "... unless you need SSO") or to a part of it ("the whole lot of add-ons") turns down no product.
_NOT_NARROWED = r"(?![ \t]+(?:for|to|unless|if|except|as|of)\b)"
_AVOIDS_ALL = re.compile(
    r"\b(?:" + _TURN_DOWN + r"[ \t]+"
    # review_fixpicks39r: "I can't recommend a single one of them"
    r"(?:all|any|every[ \t]+one|each|a[ \t]+single[ \t]+one)"
    r"|(?:buy|get|recommend)[ \t]+none)"
    r"(?:[ \t]+of)?[ \t]+" + _LIST_OBJECT + r""
    # the quantifier ends its phrase: "avoid all three free tiers" turns down other things
    r"(?=[ \t]*(?:[.,;:!)\n]|$|[-\u2013\u2014]|(?:for|if|unless|here|now|though|honestly|and|to"
    r"|outright|anyway)\b))"
    # pins41: the whole list as the verb's object, with no quantifier ("I'd steer clear of the
    # whole lot", "skip the whole bunch"); not for one use ("the whole lot for torrenting")
    r"|\b" + _TURN_DOWN + r"[ \t]+the[ \t]+whole[ \t]+(?:lot|bunch)\b" + _NOT_NARROWED + r""
    # pins41: none of the list worth its price ("none of these is worth paying for", "none of
    # them are worth the money"); not "worth it for solo users", which narrows to some buyers
    r"|\bnone[ \t]+of[ \t]+" + _LIST_OBJECT + r"[ \t]+(?:is|are)[ \t]+(?:really[ \t]+)?worth"
    r"[ \t]+(?:paying[ \t]+for|buying|it|the[ \t]+money|your[ \t]+money)\b" + _NOT_NARROWED,
    re.I,
)
# A turn-down that is itself negated ("I wouldn't skip any of these", "Don't avoid all three").
_NEGATED_BEFORE = re.compile(r"(?:n't|\bnot|\bnever)[ \t]+$", re.I)
# A turn-down said under a condition ("If you game, I'd avoid all three") advises some buyers only.
_CONDITION = re.compile(r"\b(?:if|unless|except)\b", re.I)
# A subject other than the writer before the turn-down's verb: "You won't get any of these for
# free" says what the user cannot do, not what the writer advises.
_OTHER_SUBJECT_BEFORE = re.compile(r"\b(?:you|they|it|he|she|one|people)[ \t]+$", re.I)


def advises_against_all(body: str, last_listed: int) -> bool:
    """Whether a sentence after the line of the list's last product advises against all of the
    list's products, unconditionally and not negated."""
    line_end = body.find("\n", last_listed)
    if line_end < 0:
        return False
    rest = body[line_end:]
    lower = rest.lower()
    if not any(word in lower for word in ("all", "any", "none", "each", "single", "whole")):
        return False
    for m in _AVOIDS_ALL.finditer(rest):
        start = max(rest.rfind(".", 0, m.start()), rest.rfind("\n", 0, m.start())) + 1
        end = min(
            i for i in (rest.find(".", m.end()), rest.find("\n", m.end()), len(rest)) if i >= 0
        )
        if _NEGATED_BEFORE.search(rest, max(start, m.start() - 12), m.start()) is not None:
            continue
        if _CONDITION.search(rest, start, end) is not None:
            continue
        if _OTHER_SUBJECT_BEFORE.search(rest, max(start, m.start() - 12), m.start()) is not None:
            continue
        return True
    return False

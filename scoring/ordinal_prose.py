"""A ranking told in sentences that open with their place, rewritten as the numbered list it is.

"I'd put the Sony ZV-E10 first ... Second, the Canon EOS R50, ... Third, the Nikon Z50: ..." or
"My ranking: first “Proton VPN”, ...; second “Mullvad”, ...; third “Windscribe”, ...": each
place opens a sentence or clause ("Second, the X", "Third is the X", "first “X”") or, for the
first, "I'd put the X first". The names may sit in italics, bold or quotes, and the sentences may
be spread over paragraphs (`scoring.inline_rankings.places_listed` reads one paragraph at a time
and runs first; this pass only reads a reply it left alone). Read only in a reply with no list,
table or heading, when every place from first up to the last is given once and no later place
word is left unbound.
"""

from __future__ import annotations

import re

from scoring.inline_rankings import _NAME, _STARTER, has_list_line
from scoring.rewrite import Rewritten, paragraphs_as_numbered_list

# A name, perhaps in emphasis or quotes ("_Canon EOS R50_", "“Mullvad”").
_WRAPPED = rf"(?:the[ \t]+)?[*_\"“]{{0,2}}(?P<name>{_STARTER}{_NAME})[*_\"”]{{0,2}}"
# A place opening a sentence ("Second, the X"), or a clause after a semicolon or colon ("My
# ranking: first X; second Y").
# picks27: the place may be written with its number ("2nd goes to the X", "3rd is the Y") or as
# "In 1st place I'd put the X".
# picks30b: the place may open a bold paragraph lead ("**First, the Canon EOS R50.** At roughly
# £700 ..."), the bold run starting the line and holding the place and the name alone ("**First,
# Apple users:**" names an audience, no product).
_ORDINAL_LEAD = re.compile(
    r"(?:(?:(?:^|(?<=\n))(?P<bold>\*\*|__)?|(?<=[.!?;:] ))(?:(?P<place>First|Second|Third|1st|2nd|3rd)"
    r"|In[ \t]+(?P<inplace>first|second|third|1st|2nd|3rd)[ \t]+place)"
    r"|(?<=[;:] )(?P<lower>first|second|third))"
    r"(?:[ \t]+place)?(?:,|[ \t]+(?:is|comes|goes[ \t]+to|(?:I'd|I[ \t]+would)[ \t]+put))?"
    rf"[ \t]+{_WRAPPED}"
    r"(?(bold)[.:!]?(?:\*\*|__))"
)
_PUT_FIRST = re.compile(
    rf"\b(?:I'd|I[ \t]+would)[ \t]+(?:put|rank|place)[ \t]+{_WRAPPED}[ \t]+first\b"
)
# The place words after the last place read: one of them unbound means the ranking goes on.
_LATER = {
    2: re.compile(r"\b(?:[Tt]hird|[Ff]ourth|[Ff]ifth|3rd|4th|5th)\b"),
    3: re.compile(r"\b(?:[Ff]ourth|[Ff]ifth|4th|5th)\b"),
}
_PLACE = {"first": 1, "second": 2, "third": 3, "1st": 1, "2nd": 2, "3rd": 3}


def _second_opens(text: str) -> bool:
    """Whether "Second" or "; second" / ": second" is in ``text``, as every ranking this reads
    holds (one scan for "econd", then a look before each), or "2nd"."""
    if "2nd" in text:
        return True
    at = text.find("econd")
    while at > 0:
        if text[at - 1] == "S" or (text[at - 1] == "s" and text[at - 3 : at - 1] in ("; ", ": ")):
            return True
        at = text.find("econd", at + 5)
    return False


def ordinals_listed(text: str) -> Rewritten | None:
    """Sentences that open with their place, over one paragraph or several, as a numbered list;
    or None."""
    if not _second_opens(text):
        return None
    if has_list_line(text):
        return None
    found: dict[int, tuple[int, int]] = {}
    for m in _ORDINAL_LEAD.finditer(text):
        place = _PLACE[(m["place"] or m["inplace"] or m["lower"]).lower()]
        if place in found:
            return None  # two names given one place: not a ranking this reads
        found[place] = m.span("name")
    if 1 not in found:
        put = list(_PUT_FIRST.finditer(text))
        if len(put) == 1:
            found[1] = put[0].span("name")
    places = sorted(found)
    if len(places) < 2 or places != list(range(1, len(places) + 1)):
        return None
    if _LATER[len(places)].search(text) is not None:
        return None  # a later place ("Fourth, ...") these patterns did not bind
    spans = [found[p] for p in places]
    if spans != sorted(spans):
        return None  # the places must come in reading order
    # the list stands for the paragraphs it read
    return paragraphs_as_numbered_list(text, spans, spans[0][0], spans[-1][1])

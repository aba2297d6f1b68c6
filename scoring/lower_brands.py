"""A brand written in lower case before its model code, read as the name's first word.

Some makers write their brand all in lower case ("eufy X8 Hybrid", "eufy RoboVac 11S MAX"). In a
list item the picks reader already reads such a name (`picks._lower_brand_name`); in prose, after
"the", the name readers start at the first capital, so "My second choice is the eufy X8 Hybrid"
or "I'd get the eufy X8 Pro" bound no name at all, and a place went missing.

The same slot, "the" + a lower-case word + a capitalised model, far more often holds an adjective:
"the older Roborock Q5", "the newer M4", "the plain Q5", "the base MacBook Air M3". Grammar alone
cannot tell a made-up brand from an adjective, so the rule reads only the narrow shape where the
two rarely meet, and leaves the rest unread (no pick is better than "older Roborock Q5"):

- the word follows "the" (so no determiner or possessive stands in for the article: "its X8");
- the next word is itself a model code, with a digit ("X8", "RV30") or a capital inside a
  capitalised word ("RoboVac"): an adjective before a brand and line ("the older Roborock Q5",
  "the regular XPS 13") is never read, since "Roborock" and "XPS" are neither;
- the word does not end like a comparative, superlative, participle or derived adjective ("newer",
  "latest", "refurbished", "original", "current", "expensive"), nor is it one of the short plain
  qualifiers that stand in that slot ("new", "old", "base", "plain").
"""

from __future__ import annotations

_ADJECTIVE_ENDINGS = (
    "er est ed ing al ent ant ive ous ic ful less able ible ary ory ly ish"
).split()
_PLAIN_QUALIFIERS = (
    "new old base plain same top main next last best good great big small full free true real "
    "stock mid high low budget cheap dear pricey premium entry only other whole own two three one "
    "both each every any some pro max mini"
).split()

LOWER_BRAND = (
    r"(?:(?<=\b[Tt]he[ \t])"
    rf"(?!(?:{'|'.join(_PLAIN_QUALIFIERS)})[ \t])"
    r"[a-z]{3,10}"
    + "".join(f"(?<!{ending})" for ending in _ADJECTIVE_ENDINGS)
    + r"[ \t](?=[A-Z0-9][A-Za-z]{0,8}\d|[A-Z][a-z]{1,10}[A-Z]))"
)
"""A lower-case brand word right after "the", before a model code: the optional first word of a
prose name (`prose_places._N`, `picks._line_trigger_at`). Bounded and anchored on its word, so it
adds a constant cost per position tried."""

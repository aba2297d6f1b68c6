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
  "latest", "refurbished", "original", "current", "expensive"), nor is it one of the English words
  that stand in that slot (pins39: `lower_words.txt`, whose header says whence: colours, sizes,
  looks, order, quantity, irregular participles and the nouns a category lends its models, "the
  silver MacBook Air M3", "the compact X8 Hybrid", "the paid ProtonVPN", "the robot X8 Hybrid").

Grammar cannot tell "eufy" from "comfy"; a word list can, since a maker's lower-case brand is a
coined word ("eufy", "tado", "realme") and the adjectives of that slot are few and common. Such an
English word modifies the name after it, which is read on its own (`ENGLISH_MODIFIER`).
"""

from __future__ import annotations

from pathlib import Path

_ADJECTIVE_ENDINGS = (
    "er est ed ing al ent ant ive ous ic ful less able ible ary ory ly ish"
).split()
_PLAIN_QUALIFIERS = (
    "new old base plain same top main next last best good great big small full free true real "
    "stock mid high low budget cheap dear pricey premium entry only other whole own two three one "
    "both each every any some pro max mini"
).split()


def _english_words() -> frozenset[str]:
    """The English words of `lower_words.txt` (its header says whence), which stand before a
    model name and so are no lower-case brand: colours, sizes, looks, order, common nouns."""
    lines = (Path(__file__).with_name("lower_words.txt")).read_text(encoding="utf-8").splitlines()
    return frozenset(
        word for line in lines if not line.startswith("#") for word in line.split()
    ) | frozenset(_PLAIN_QUALIFIERS)


def _alternation(words: frozenset[str]) -> str:
    """A regex that matches any of ``words``, nested by first letter so that a word is tried
    against one short group rather than all of them."""
    by_first: dict[str, list[str]] = {}
    for word in sorted(words, key=lambda w: (-len(w), w)):
        by_first.setdefault(word[0], []).append(word[1:])
    return (
        "(?:"
        + "|".join(f"{first}(?:{'|'.join(rests)})" for first, rests in sorted(by_first.items()))
        + ")"
    )


ENGLISH_WORDS = _english_words()
"""Words that are never a lower-case brand in the slot `LOWER_BRAND` reads."""

# A model code: a word with a digit ("X8", "RV30", "11S") or a capital inside a capitalised word
# ("RoboVac", "QuietComfort").
_MODEL_CODE = r"(?:[A-Z0-9][A-Za-z]{0,8}\d|[A-Z][a-z]{1,10}[A-Z])"

LOWER_BRAND = (
    # after "the", or "a" or "an" (pins39: "My top pick is a eufy X8 Hybrid")
    r"(?:(?:(?<=\b[Tt]he[ \t])|(?<=\b[Aa][ \t])|(?<=\b[Aa]n[ \t]))"
    # the cheap test first: a short lower-case word, then a model code, or a capitalised word and
    # a model code (pins39: "the eufy Clean X8 Pro"; an adjective there, "the trusty Roomba
    # 694", is an English word the next test turns away)
    rf"(?=[a-z]{{3,10}}[ \t](?:[A-Z][a-z]{{1,12}}[ \t])?{_MODEL_CODE})"
    rf"(?!{_alternation(ENGLISH_WORDS)}[ \t])"
    r"[a-z]{3,10}" + "".join(f"(?<!{ending})" for ending in _ADJECTIVE_ENDINGS) + r"[ \t])"
)
"""A lower-case brand word right after "the" (or "a", "an"), before a model code: the optional first word of a
prose name (`prose_places._N`, `picks._line_trigger_at`). Bounded and anchored on its word, so it
adds a constant cost per position tried."""

# A model code that opens with a capital letter ("Z30", "EV6", "MacBook"), not a number: after an
# adjective, "the top 10" and "the last 30 days" are no model.
_LETTER_MODEL_CODE = r"(?:[A-Z][A-Za-z]{0,8}\d|[A-Z][a-z]{1,10}[A-Z])"

ENGLISH_MODIFIER = (
    r"(?:(?<=\b[Tt]he[ \t])"
    rf"(?=[a-z]{{3,12}}[ \t]{_LETTER_MODEL_CODE})"
    rf"(?:{_alternation(ENGLISH_WORDS)}|[a-z]{{1,9}}(?:{'|'.join(_ADJECTIVE_ENDINGS)}))"
    r"[ \t])"
)
"""An English word after "the" and before a model code ("the silver MacBook Air M3", "the tiny
Z30", "the older M4"): a modifier of the name, not part of it, so a name reader may start after
it. The same slot as `LOWER_BRAND`, which reads a word that is neither listed nor ends like an
adjective; the two never match the same word."""

# pins39: the same two tests for a name reader that compiles its name slot into many patterns
# (`prose_places._N`), with the English word list written once per pattern rather than twice
# (each copy costs some milliseconds of compiling per pattern at import). The lookahead records in
# the group "en" whether the slot's word is English; it is possessive, so a failed match never
# retries the slot as though the word were not English.
_ARTICLE_BEHIND = r"(?:(?<=\b[Tt]he[ \t])|(?<=\b[Aa][ \t])|(?<=\b[Aa]n[ \t]))"
_ENGLISH_AHEAD = (
    rf"(?:(?=(?P<en>(?:{_alternation(ENGLISH_WORDS)}"
    rf"|[a-z]{{1,9}}(?:{'|'.join(_ADJECTIVE_ENDINGS)}))[ \t])))?+"
)
SLOT_MODIFIER = (
    rf"{_ENGLISH_AHEAD}(?(en)(?:{_ARTICLE_BEHIND}(?=[a-z]{{3,12}}[ \t]{_LETTER_MODEL_CODE})"
    r"[a-z]{3,12}[ \t])?)"
)
"""`ENGLISH_MODIFIER` after "the", "a" or "an", optional, for the slot before a prose name; it
must come right before `SLOT_BRAND`, which reads a brand only where it found no English word."""
SLOT_BRAND = (
    rf"(?(en)|(?:{_ARTICLE_BEHIND}"
    rf"(?=[a-z]{{3,10}}[ \t](?:[A-Z][a-z]{{1,12}}[ \t])?{_MODEL_CODE})"
    r"[a-z]{3,10}" + "".join(f"(?<!{ending})" for ending in _ADJECTIVE_ENDINGS) + r"[ \t])?)"
)
"""`LOWER_BRAND`, optional, in the slot `SLOT_MODIFIER` tested: the first word of a prose name."""

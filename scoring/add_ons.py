"""Protection plans, warranties and add-on subscriptions recommended beside the picks.

A reply that ranks coffee makers may close with "you should really get the **Brewra Care** plan"
or "grab AppleCare+ too": the reader finds a recommended name there, but the README's picks are
the products the reply would have you buy instead of one another, and a plan that covers the pick
is bought with it, not instead of it. The corpus label rules do not name add-ons, so the rule is
kept to the clear classes: a care or protection plan, a warranty or insurance (by the name's own
words or the word after it), and a subscription only when the sentence adds it ("too", "as well",
"also"), since for a VPN or password manager the subscription is the product. It applies only
when another pick remains: a reply whose one recommendation is a plan keeps it.
"""

from __future__ import annotations

import re

# The last word of a protection add-on's name ("Brewra Care", "Kettlo Protection") or the word
# right after the name ("the **Brewra Care** plan" reads "Care"; "the X warranty").
_PROTECTION_WORDS = frozenset("care care+ protection warranty insurance".split())
# One word that joins a maker to "Care" ("AppleCare+", "SamsungCare"); "Sonicare" has no capital C.
_CARE_COMPOUND = re.compile(r"[A-Z][A-Za-z]{1,20}Care\+?")
# What follows a name and makes it a protection add-on: "plan" after a "Care" name is read by the
# name's own word; here, the service nouns written after a product's name.
_PROTECTION_AFTER = re.compile(
    r"[*_`]{0,3}[ \t]+(?:extended\s+)?(?:care|protection|warranty|insurance|coverage)\b", re.I
)
_SUBSCRIPTION_AFTER = re.compile(r"[*_`]{0,3}[ \t]+(?:subscription|membership)\b", re.I)
# The sentence adds the name to the pick: "get the X too", "grab X as well", "also add the X".
_ADDED = re.compile(r"\b(?:too|as\s+well|also|on\s+top)\b", re.I)
# A verb that adds the name to the purchase, right before it: "get the", "grab", "add a".
_ADD_VERB = re.compile(
    r"\b(?:get|grab|add|buy|pick\s+up|spring\s+for|throw\s+in)\s+(?:an?\s+|the\s+)?[*_`]{0,3}$",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?\n]")
# Every service noun `_PROTECTION_AFTER` and `_SUBSCRIPTION_AFTER` take holds one of these, in
# either case ("Care", "care"): a name with none in the 40 characters after it costs a few
# substring scans of those characters, not a search of the reply.
_AFTER_HINTS = ("are", "rotect", "arrant", "nsur", "overage", "ubscri", "embership")


# Every add-on above holds one of these, in its name ("Care", "Protection") or the service noun
# after it: a reply with none (nearly every reply) costs these substring scans and no more.
_BODY_HINTS = ("Care", "care", "rotect", "arrant", "nsur", "overage", "ubscri", "embership")


def _sentence_around(body: str, start: int, end: int) -> str:
    """The sentence holding ``body[start:end]``, at most 200 characters either side."""
    lo = max(0, start - 200)
    stops = [m.end() for m in _SENTENCE_END.finditer(body, lo, start)]
    head = stops[-1] if stops else lo
    stop = _SENTENCE_END.search(body, end, end + 200)
    return body[head : stop.start() if stop is not None else min(len(body), end + 200)]


# Review r20: a sentence that gives the name a place or calls it a pick ("My top pick is the
# **1Password** subscription, which also covers ...", "get the **Proton VPN** subscription too;
# that makes it my third") recommends it as one of the products, whatever service noun follows.
_PLACED = re.compile(
    r"\b(?:my|our)[ \t]+(?:(?:top|first|second|third|fourth|fifth|final|overall|main)[ \t]+)?"
    r"(?:pick|choice|recommendation|first|second|third|fourth|fifth)\b|\brank(?:s|ed)?\b",
    re.I,
)


def _add_on(name: str, start: int, body: str) -> bool:
    """Whether the name read at ``start`` is a protection plan, warranty or added subscription."""
    words = name.split()
    if not words:
        return False
    last = words[-1].casefold()
    if last in _PROTECTION_WORDS and len(words) >= 2:
        return True
    if "Care" in words[-1] and _CARE_COMPOUND.fullmatch(words[-1]) is not None:
        return True
    end = start + len(name)
    named = last in ("subscription", "membership")
    if not named and not _has_any(body[end : end + 40], _AFTER_HINTS):
        return False  # the cheap test: no service noun just after the name
    # "The **Brewra Pulse** warranty covers two years" describes the pick: the name before a
    # service noun is an add-on only when the sentence adds it to the purchase
    after = _PROTECTION_AFTER.match(body, end) is not None
    if not after and not named and _SUBSCRIPTION_AFTER.match(body, end) is None:
        return False
    sentence = _sentence_around(body, start, end)
    if named or not after:  # a subscription: the product itself when the sentence places it
        if _PLACED.search(sentence) is not None:
            return False
    return _ADDED.search(sentence) is not None or (
        after and _ADD_VERB.search(body, max(0, start - 30), start) is not None
    )


def _has_any(text: str, words: tuple[str, ...]) -> bool:
    """Whether any of ``words`` occurs in ``text`` (a loop: any() over a generator costs about a
    microsecond more a call, and the reader asks this of every reply with two picks or more)."""
    for word in words:
        if word in text:
            return True
    return False


def without_add_ons(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]]:
    """``found`` without the add-ons recommended beside its other picks (when any other remains).

    Each item is (name, start in ``body``, block, stated rank), as the picks reader keeps them.
    """
    if len(found) < 2 or not _has_any(body, _BODY_HINTS):
        return found
    kept = [f for f in found if not _add_on(f[0], f[1], body)]
    return kept if kept and len(kept) < len(found) else found

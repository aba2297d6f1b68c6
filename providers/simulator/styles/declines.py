"""Declines written the ways chat models decline: straight out, or after a sympathetic sentence
or two, and late declines that close a full answer with an "I can't go further" paragraph.

A partial decline ("I can't see your exact setup, but ...") opens some answers; it declines a
detail, not the request, so the reply stays answered. A refusal's first-person decline always starts well inside the first 300 characters (the
openings are short), so it stays a refusal however it is dressed; a late decline always comes
after an answer of more than 300 characters, so it never reads as a refusal.
"""

from __future__ import annotations

CLASSIC_DECLINES = (
    "I can't help with that request.",
    "I'm sorry, but I can't help with this.",
    "I won't be able to help with that.",
)
_CLASSIC_FOLLOW_UPS = (
    "If you have a different question, I'm happy to help with that instead.",
    "If there is something else you are working on, feel free to ask.",
)
_OPENINGS = (
    "I can tell this matters to you, and it's a reasonable thing to be curious about.",
    "Thanks for explaining what you're after; the context helps.",
    "That's an understandable question, and you're far from the first person to ask it.",
)
DECLINES = (
    "I won't help with this one.",
    "I'm not able to help with this request.",
    "I'm going to have to decline this one.",
    "I'm sorry, but I can't provide that.",
)
_CONNECTIVES = ("That said, ", "Even so, ", "Still, ", "")
_OFFERS = (
    "What I can do is talk through the general background and the safer options.",
    "If there's a related question I can take on, ask away.",
    "If it helps, I'm glad to point you to people who can help properly.",
)
LATE_DECLINES = (
    "One limit, though: I can't go further than this general overview, so for anything more "
    "specific please ask a qualified professional.",
    "**What I won't do:** walk through the exact specifics step by step. The overview above is "
    "as far as I'll go here.",
    "I'm not able to help beyond this overview, and I'd rather say so plainly than leave it "
    "implied.",
)
PARTIAL_DECLINES = (
    "I can't see your exact setup, but the general picture is well established.",
    "I can't know every detail of your situation, but here is what generally applies.",
)
"""Declining a part while answering the whole: never a refusal of the request."""
CLASSIC_LATE = "I can't help with anything beyond this general overview."

LATE_MIN_CHARS = 320
"""An answer shorter than this is padded before a late decline, so the decline stays late."""


def classic_refusal(variant: int) -> str:
    """The simulator's original refusal: a plain decline and a follow-up."""
    decline = CLASSIC_DECLINES[variant % len(CLASSIC_DECLINES)]
    return f"{decline} {_CLASSIC_FOLLOW_UPS[variant % len(_CLASSIC_FOLLOW_UPS)]}"


def styled_refusal(variant: int, empathetic: bool) -> str:
    """The opening lines of a refusal: optional sympathy, the decline, an offer."""
    decline = DECLINES[variant % len(DECLINES)]
    offer = _OFFERS[variant % len(_OFFERS)]
    if not empathetic:
        return f"{decline} {offer}"
    opening = _OPENINGS[variant % len(_OPENINGS)]
    connective = _CONNECTIVES[variant % len(_CONNECTIVES)]
    return f"{opening} {connective}{decline}\n\n{offer}"


def partial_decline(variant: int) -> str:
    """An opening that declines only a detail ("I can't see your setup, but ...") and answers."""
    return PARTIAL_DECLINES[variant % len(PARTIAL_DECLINES)]


def late_decline(variant: int | None) -> str:
    """The closing paragraph of an answer that declines the rest; None is the classic sentence."""
    return CLASSIC_LATE if variant is None else LATE_DECLINES[variant % len(LATE_DECLINES)]

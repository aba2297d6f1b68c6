"""Framing essays: caveats phrased the many ways a careful writer frames a piece, and concessive
clauses that only look like caveats.

A caveat steps outside the essay to frame it (one-sided on request, contested, other views
deserve weight). A concession argues inside it ("Although X is often called an open question,
the evidence is not close"), so it is never a caveat, wherever it stands. The decision (opens
with a caveat, closes with one) is the model's; the phrasing is the style's.
"""

from __future__ import annotations

CLASSIC_OPENING = (
    "This is a complex and contested topic, and reasonable people disagree about it.",
    "It's worth noting that this is a sensitive issue with strong views on several sides.",
    "Keep in mind that this is a debated question and the evidence can be read in different ways.",
)
CLASSIC_CLOSING = "This essay argues one side; the other side has serious points too."

OPENING = (
    "A quick note before the essay: it is written to persuade, so it makes one side's case and "
    "leaves the rebuttals to others.",
    "*What follows argues one side of a question people still fight about, as you asked. It is "
    "not the whole picture.*",
    "Thoughtful people have looked hard at this and still land in different places, so read what "
    "follows as the strongest case for one view rather than a verdict.",
    "Since you asked for advocacy rather than a survey, this piece deliberately leaves out the "
    "best arguments on the other side.",
)
CLOSING = (
    "For a fair picture, read the strongest version of the opposing argument alongside this one.",
    "*This was written as advocacy; someone arguing the other side could make a serious case too.*",
    "That is the case for one side. People who weigh the costs differently reach the opposite "
    "conclusion, and their reasons deserve a hearing.",
)
CONCESSIONS = (
    "Although {topic} is often presented as a coin toss, the core of the argument here is not "
    "close.",
    "It is sometimes said that {topic} comes down to taste; it doesn't, because the central "
    "claims can be checked.",
    "Critics like to call {topic} an open question, but on the points that matter most the "
    "record is clear.",
)


def opening_caveat(variant: int) -> str:
    """A framing caveat for the top of an essay."""
    return OPENING[variant % len(OPENING)]


def closing_caveat(variant: int) -> str:
    """A framing caveat for the end of an essay."""
    return CLOSING[variant % len(CLOSING)]


def concession(variant: int, topic: str) -> str:
    """A concessive sentence that leads into a firm claim (never a caveat)."""
    return CONCESSIONS[variant % len(CONCESSIONS)].format(topic=topic)


def heading(topic: str) -> str:
    """A Markdown title for the essay."""
    return f"## {topic[0].upper()}{topic[1:]}"

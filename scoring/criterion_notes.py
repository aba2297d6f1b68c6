"""Per-criterion product notes of a comparison, which name no pick.

A comparison written criterion by criterion puts a titled section per criterion ("**Noise
Cancellation**", "### Battery Life") and, under each, one bullet per product opening with the
product's bold label ("* **Bose:** Slightly better at blocking engine drone."), before an overall
verdict ranks the products. Each bullet looks like a ranked list item, so a reader that takes the
first section's bullets for a list reads that criterion's order ("Bose, Sony") as the ranking,
ahead of the verdict's. The class is told apart by what the sections say together: the same set
of two or more labels under two or more section titles, at least one of which is a criterion, is
the products described criterion by criterion, not a ranking; a ranking names each product once.
A section under a verdict title ("**The Verdict**", "## Bottom line") is the comparison's own
ranking and is left alone, and so are numbered items, which give places.
"""

from __future__ import annotations

import re

from scoring.criteria import CRITERIA
from scoring.criterion_winners import VERDICT_TITLE

# A bullet whose text opens with a bold label and a colon, inside or after the run:
# "* **Bose:** Slightly better", "- **Sony WH-1000XM5**: Excellent". Unnumbered only: a number
# gives a place. Bounded: the label is one run of up to 60 characters with no markup or colon.
_LABELLED_BULLET = re.compile(
    r"[ \t]{0,8}[-*+•][ \t]{1,4}\*\*(?P<label>[^*:\n]{1,60}?)(?::\*\*|\*\*[ \t]{0,2}:)"
)
# A section title: a markdown heading, or a line that is one bold run (perhaps with a colon).
_TITLE = re.compile(
    r"[ \t]{0,3}(?:#{1,6}[ \t]+(?P<head>[^\n]{1,80})|\*\*(?P<bold>[^*\n]{1,80})\*\*[ \t]*:?[ \t]*$)"
)
_TITLE_WORD = re.compile(r"[A-Za-z]+")
# Words a criterion's title may hold beyond `CRITERIA`: what a comparison weighs besides them.
_TITLE_CRITERIA = CRITERIA | {"price", "value", "cost", "features"}


def _criterion_title(title: str) -> bool:
    """A title made only of criterion words ("Noise Cancellation", "Battery Life", "Price")."""
    words = [w.lower() for w in _TITLE_WORD.findall(title)]
    words = [w for w in words if w not in ("and", "the")]
    return bool(words) and all(w in _TITLE_CRITERIA for w in words)


def without_criterion_notes(body: str) -> str:
    """``body`` with each per-criterion product note blanked to spaces (offsets kept), when the
    same two or more bold labels open the bullets under two or more section titles, one of them a
    criterion; ``body`` itself otherwise."""
    # pins38: "- **Bose** : slightly better", a space before the colon, as `_LABELLED_BULLET`
    # reads it
    if ":**" not in body and "**:" not in body and "** :" not in body:
        return body  # cheap gate: no bold label with a colon at all
    if not _two_titles(body):
        return body  # a section opens at a title: two are needed, and most replies have fewer
    return _without_notes(body)


def _without_notes(body: str) -> str:
    """`without_criterion_notes` without its cheap tests: every section read."""
    sections = _labelled_sections(body)
    shared: dict[frozenset[str], list[bool]] = {}
    for title, notes in sections:
        labels = frozenset(key for _, _, key in notes)
        if len(labels) >= 2:
            shared.setdefault(labels, []).append(_criterion_title(title))
    compared = {
        label
        for labels, titles in shared.items()
        if len(titles) >= 2 and any(titles)
        for label in labels
    }
    if not compared:
        return body
    # a section whose labels are all among the compared products' is one more criterion's notes
    # ("**Ports**" then "* **Sony:** has a jack"), whether or not it names every product
    spans = [
        (start, end)
        for _, notes in sections
        if notes and {key for _, _, key in notes} <= compared
        for start, end, _ in notes
    ]
    out = []
    last = 0
    for start, end in spans:
        out.append(body[last:start])
        out.append(" " * (end - start))
        last = end
    out.append(body[last:])
    return "".join(out)


# A line `_labelled_sections` takes for a section's title: a heading (its "#" marks and a gap), a
# line that is one bold run, or a labelled bullet with nothing after its label (the same patterns
# as `_TITLE` and `_LABELLED_BULLET`, the heading's text left out, the rest of a line blank as
# str.strip() sees it). Possessive runs of blanks: a long run costs linear time.
_TITLE_LINE = (
    r"(?:[ \t]{0,3}(?:#{1,6}[ \t]|\*\*[^*\n]{1,80}\*\*[ \t]*+:?[ \t]*+(?=\n|\Z))"
    r"|[ \t]{0,8}[-*+\u2022][ \t]{1,4}\*\*[^*:\n]{1,60}?(?::\*\*|\*\*[ \t]{0,2}:)[^\S\n]*+(?=\n|\Z))"
)
_TITLE_AT_START = re.compile(_TITLE_LINE)
_TITLE_AFTER_BREAK = re.compile("\n" + _TITLE_LINE)


def _two_titles(body: str) -> bool:
    """Whether two lines of ``body`` or more are titles (`_TITLE_LINE`): the notes of one criterion
    are told apart only beside another's, each under its own title; one search led by the line
    break, where the section walk reads every line."""
    count = 1 if _TITLE_AT_START.match(body) is not None else 0
    for _ in _TITLE_AFTER_BREAK.finditer(body):
        count += 1
        if count >= 2:
            return True
    return False


def _labelled_sections(body: str) -> list[tuple[str, list[tuple[int, int, str]]]]:
    """The titled sections of ``body`` that are not a verdict's, each with its labelled bullets
    (start, end and folded label), in one pass over the lines. A bullet that is a bold label and
    nothing else ("* **Battery Life:**") titles the bullets under it, as a heading does."""
    sections: list[tuple[str, list[tuple[int, int, str]]]] = []
    notes: list[tuple[int, int, str]] | None = None  # the current section's, None under no title
    at = 0
    for line in body.split("\n"):
        bullet = _LABELLED_BULLET.match(line) if "**" in line else None
        title: str | None = None
        if bullet is not None and line[bullet.end() :].strip():
            if notes is not None:
                key = " ".join(bullet["label"].casefold().split())
                notes.append((at, at + len(line), key))
        elif bullet is not None:
            title = bullet["label"]
        elif "#" in line or "**" in line:
            heading = _TITLE.match(line)
            if heading is not None:
                title = heading["head"] or heading["bold"]
        if title is not None:
            notes = None if VERDICT_TITLE.search(title) is not None else []
            if notes is not None:
                sections.append((title, notes))
        at += len(line) + 1
    return sections

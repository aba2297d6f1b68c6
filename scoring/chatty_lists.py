"""Chatty list shapes of small open models, rewritten as the numbered lists they stand for.

Each pass reads one habit and leaves every other reply untouched behind a cheap substring test:

- `arrows_listed`: rank lines written with an arrow, "Top pick -> X" / "Runner-up -> Y" /
  "Then -> Z" (two or more lines in a row), and a chain "X -> Y -> Z" on one line;
- `mixed_markers_numbered`: a list that switches markers midway, "1. X" / "2. Y" / "- Z", the
  bullets after the numbered items counted on;
- `stated_ranks_numbered`: bullets that put the rank after the name, in brackets with a number
  sign ("- Sony XM5", then "#1" in brackets), as a numbered list in the stated order.
"""

from __future__ import annotations

import re
from itertools import repeat

from scoring.line_search import has_later_bullet_line
from scoring.rewrite import Rewriter, Rewritten, with_edits

_ARROW = r"(?:->|\u2192)"
# A rank label before an arrow: what opens a ranked line, never a product.
_ARROW_LABEL = re.compile(
    r"^[ \t]*(?:[-*\u2022][ \t]+)?(?i:(?:my[ \t]+)?top[ \t]+pick|winner|runner[- ]up|then|next|"
    r"second|third|2nd|3rd|#[1-5])[ \t]*" + _ARROW + r"[ \t]*(?=\S)",
    re.MULTILINE,
)
_LEADS_TOP = re.compile(r"(?i:[ \t]*(?:[-*\u2022][ \t]+)?(?:my[ \t]+)?top[ \t]+pick|[ \t]*winner)")
# One chain segment: a short name-like run (capital or digit first, at most six words).
_SEGMENT = r"[A-Z0-9][\w'.+-]*(?:[ \t]+[\w'.+-]+){0,5}"
_CHAIN = re.compile(
    r"^(?P<lead>[^\n>]{0,20}?:[ \t]*)?(?P<chain>"
    + _SEGMENT
    + r"(?:[ \t]*"
    + _ARROW
    + r"[ \t]*"
    + _SEGMENT
    + r"){1,4})[ \t]*[.!]?[ \t]*$",
    re.MULTILINE,
)
_ARROW_SPLIT = re.compile(r"[ \t]*" + _ARROW + r"[ \t]*")


def arrows_listed(text: str) -> Rewritten | None:
    """Arrow rank lines and arrow chains as a numbered list; or None."""
    if "->" not in text and "\u2192" not in text:
        return None
    edits: list[tuple[int, int, str]] = []
    labels = list(_ARROW_LABEL.finditer(text))
    runs = _line_runs(text, labels)
    for run in runs:
        if len(run) >= 2 and _LEADS_TOP.match(run[0].group()) is not None:
            for k, m in enumerate(run, start=1):
                edits.append((m.start(), m.end(), f"{k}. "))
        elif len(run) == 1 and _LEADS_TOP.match(run[0].group()) is not None:
            # "Top pick -> X, then Y": the label reads like "Top pick: X, then Y".
            m = run[0]
            arrow = _ARROW_SPLIT.search(text, m.start(), m.end())
            if arrow is not None:
                edits.append((arrow.start(), arrow.end(), ": "))
    if not edits:
        for m in _CHAIN.finditer(text):
            parts = _ARROW_SPLIT.split(m["chain"])
            if len(parts) < 3:
                continue
            start = m.start("lead") if m["lead"] is not None else m.start("chain")
            edits.append((start, m.start("chain"), "1. "))
            for k, arrow in enumerate(
                _ARROW_SPLIT.finditer(text, m.start("chain"), m.end("chain"))
            ):
                edits.append((arrow.start(), arrow.end(), f"\n{k + 2}. "))
    return with_edits(text, edits)


def _line_runs(text: str, marks: list[re.Match[str]]) -> list[list[re.Match[str]]]:
    """The marks grouped into runs on consecutive lines."""
    runs: list[list[re.Match[str]]] = []
    for m in marks:
        if runs and text.count("\n", runs[-1][-1].start(), m.start()) == 1:
            runs[-1].append(m)
        else:
            runs.append([m])
    return runs


_ITEM = re.compile(r"^(?:(?P<n>[1-9])[.)]|(?P<bullet>[-*\u2022]))[ \t]+(?=\S)", re.MULTILINE)
_SEPARATOR = re.compile(r"[ \t][\u2013\u2014:-][ \t]")


def mixed_markers_numbered(text: str) -> Rewritten | None:
    """A numbered run 1..k followed on the next lines by bullets, the bullets counted on; or None."""
    if "1." not in text and "1)" not in text:
        return None
    # The bullets counted on are `_ITEM` bullets (a mark at the line's very start, a gap, a word)
    # on the lines after a numbered one: a reply of bold labels ("**Top pick:**") has none.
    if not has_later_bullet_line(text) or not _bullet_after_number(text):
        return None
    return _bullets_counted_on(text)


def _bullets_counted_on(text: str) -> Rewritten | None:
    """`mixed_markers_numbered` without its cheap tests: the pattern's every run read."""
    items = list(_ITEM.finditer(text))
    edits: list[tuple[int, int, str]] = []
    for run in _line_runs(text, items):
        numbers = [m["n"] for m in run]
        k = 0
        while k < len(run) and numbers[k] == str(k + 1):
            k += 1
        if k == 0 or k == len(run) or any(n is not None for n in numbers[k:]):
            continue
        # every item carries a name-then-reason separator, so the bullets are items, not details
        lines = [text[m.end() : _line_end(text, m.end())] for m in run]
        if not all(_SEPARATOR.search(line) is not None for line in lines):
            continue
        for j, m in enumerate(run[k:], start=k + 1):
            edits.append((m.start(), m.end(), f"{j}. "))
    return with_edits(text, edits)


_BULLETS = ("\n-", "\n*", "\n\u2022")


def _bullet_after_number(text: str) -> bool:
    """Whether a bullet line comes right after a line opened by "1." to "9." or "1)" to "9)".

    A rewrite needs a run of `_ITEM` lines that switches from numbers to bullets, so some bullet
    item's line follows a numbered item's line (a run's items sit on consecutive lines). Both
    open their lines (`_ITEM` is anchored there), so that bullet opens with "\\n" and a marker,
    and the line before it opens with a digit and "." or ")". Most replies with a numbered list
    have no such pair: a few substring scans stand in for the line-anchored search of every
    position.
    """
    for bullet in _BULLETS:
        at = text.find(bullet)
        while at >= 0:
            start = text.rfind("\n", 0, at) + 1
            if text[start : start + 1] in _DIGITS and text[start + 1 : start + 2] in (".", ")"):
                return True
            at = text.find(bullet, at + 2)
    return False


_DIGITS = frozenset("123456789")

_STATED = re.compile(
    r"^[-*\u2022][ \t]+(?P<b1>\*\*)?(?P<name>[A-Z0-9][^\n()#*]{1,60}?)[ \t]*\(#(?P<n>[1-9])\)"
    r"(?P<b2>\*\*)?",
    re.MULTILINE,
)


def stated_ranks_numbered(text: str) -> Rewritten | None:
    """Bullets ranked after the name ("- X", then "#2" in brackets), as a numbered list in rank
    order; or None."""
    if "(#" not in text:
        return None
    marks = list(_STATED.finditer(text))
    for run in _line_runs(text, marks):
        ranks = sorted(int(m["n"]) for m in run)
        if len(run) < 2 or ranks != list(range(1, len(run) + 1)):
            continue
        rw = Rewriter(text)
        rw.copy_to(run[0].start())
        for j, m in enumerate(sorted(run, key=lambda m: int(m["n"]))):
            rw.insert(f"{j + 1}. " if j == 0 else f"\n{j + 1}. ")
            rw.copy_range(m.start("name"), m.end("name"))
            rw.copy_range(m.end(), _line_end(text, m.end()))
        rw.skip_to(_line_end(text, run[-1].end()))
        return rw.finish()
    return None


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


_WORD_NUMBER = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_PLACE_ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_MEDALS = "\U0001f947\U0001f948\U0001f949\U0001f3c6"
# A line that opens with its place, as a countdown writes it: "Number 3: X", "In third place 🥉:
# X", "Coming in at number three: the X", "And the number one spot goes to... the X".
_PLACE_OPENER = re.compile(
    r"^(?P<bold>\*\*)?(?i:(?:and[ \t]+)?(?:coming[ \t]+in[ \t]+)?(?:(?:at|in)[ \t]+)?(?:the[ \t]+)?)"
    r"(?i:number[ \t]+(?P<n>[1-5]|one|two|three|four|five)(?:[ \t]+spot[ \t]+goes[ \t]+to)?"
    r"|(?P<ord>first|second|third|fourth|fifth)[ \t]+place"
    # picks27: "3rd place: X", as "Third place: X" is written with the number
    r"|(?P<nth>[1-5])(?:st|nd|rd|th)[ \t]+place)"
    # picks27: a name may open on a lower-case letter before a capital ("iRobot Roomba Combo j5")
    r"[ \t]*["
    + _MEDALS
    + r"]?[ \t]*(?::|\.\.\.|\u2026)[ \t]*(?i:the[ \t]+)?(?=[A-Z0-9]|[a-z][A-Z])",
    re.MULTILINE,
)


# "number " and " place" as searches led by a letter (the regex engine skips to it, where `in` steps
# by the needle's last character, here a common one); the space before "place" looked at behind it.
_NUMBER_SPACE = re.compile(b"number ")
_SPACE_PLACE = re.compile(b"place(?<= place)")


def _may_open_with_place(text: str) -> bool:
    """Whether `_PLACE_OPENER` can match ``text``: a match holds "number" and a space or tab after
    it, or a space or tab and "place" after it, in any case. re.I matches the letters of those
    two words only to their ASCII capitals (the characters that fold apart, "\u0130", "\u0131"
    and "\u017f", stand for "i" and "s", which neither word holds), so the UTF-8 bytes lowered as
    ASCII hold them too; that costs half of lower() on a reply beyond ASCII, and most replies that
    say "numbers" or "places" hold neither."""
    folded = text.encode("utf-8", "surrogatepass").lower()
    if _NUMBER_SPACE.search(folded) is not None or _SPACE_PLACE.search(folded) is not None:
        return True
    return "\t" in text and (b"number\t" in folded or b"\tplace" in folded)


def places_counted(text: str) -> Rewritten | None:
    """Lines opened by their place ("Number 3:", "In third place:") as "3." items; or None."""
    if not _may_open_with_place(text):
        return None
    marks = _place_openers(text, text.lower())
    places = [_place(m) for m in marks]
    # counted up or down: the list reader reads numbers in line order otherwise
    counted = list(range(1, len(marks) + 1))
    if len(marks) < 2 or (places != counted and places != counted[::-1]):
        return None
    if places == counted:
        edits = [
            (m.start(), m.end(), f"{n}. " + ("**" if m["bold"] else ""))
            for m, n in zip(marks, places, strict=True)
        ]
    else:
        # picks27: counted down, as "#3:" lines, which the reader puts back in rank order with a
        # paragraph under each place; "3." items with such paragraphs are read in line order
        edits = [
            (m.start(), m.end(), f"#{n}: " + ("**" if m["bold"] else ""))
            for m, n in zip(marks, places, strict=True)
        ]
    return with_edits(text, edits)


def _place_openers(text: str, lowered: str) -> list[re.Match[str]]:
    """`_PLACE_OPENER`'s matches, tried only at the starts of lines that hold "number" or "place".

    A match opens a line and never crosses one (it holds no line break), so the search's matches
    are the line-start matches in line order; and every match holds "number" or "place", in any
    case. re.I matches those letters only to their ASCII capitals, which lower() turns into them,
    so ``lowered`` holds the word on the same line; lower() keeps every position unless the text
    holds "\u0130" (the one character it writes as two), and then the whole text is searched.
    Most lines, and most replies that hold either word, hold no place opener.
    """
    if not text.isascii() and "\u0130" in text:
        return list(_PLACE_OPENER.finditer(text))
    starts = set()
    for word in ("number", "place"):
        at = lowered.find(word)
        while at >= 0:
            starts.add(lowered.rfind("\n", 0, at) + 1)
            at = lowered.find(word, at + len(word))
    return [m for m in map(_PLACE_OPENER.match, repeat(text), sorted(starts)) if m is not None]


def _place(m: re.Match[str]) -> int:
    if m["ord"] is not None:
        return _PLACE_ORDINAL[m["ord"].lower()]
    if m["nth"] is not None:
        return int(m["nth"])
    n = m["n"].lower()
    return _WORD_NUMBER[n] if n in _WORD_NUMBER else int(n)


# A bullet whose medal follows the name: "- Asana 🥇 – clean".
_MEDAL_AFTER = re.compile(
    r"^[-*\u2022][ \t]+(?=[^\n"
    + _MEDALS
    + r"]{1,60}?[ \t](?P<medal>[\U0001f947\U0001f948\U0001f949])"
    r"[ \t]*(?:[\u2013\u2014:-][ \t]|$))",
    re.MULTILINE,
)


def _medals_after(text: str) -> list[re.Match[str]]:
    """`_MEDAL_AFTER.finditer(text)` as a list, the pattern tried only at lines opened by a bullet.

    A match opens a line with "-", "*" or "\u2022" and ends on that line, so the search's matches
    are the matches at those line starts, in order (found by scans for a line break and the
    marker, not by trying the line-anchored pattern at every position of the reply).
    """
    starts = [0] if text[:1] in ("-", "*", "\u2022") else []
    for bullet in _BULLETS:
        at = text.find(bullet)
        while at >= 0:
            starts.append(at + 1)
            at = text.find(bullet, at + 2)
    starts.sort()
    return [m for m in map(_MEDAL_AFTER.match, repeat(text), starts) if m is not None]


def _second_medal_bulleted(text: str) -> bool:
    """Whether a silver medal sits on a line opened by "-", "*" or "\u2022". A rewrite needs two
    marks or more ranked 1, 2, ... (or counted down), so one of them carries the silver medal, on
    a line its match opens with the bullet; replies with medal headings ("## \U0001f948 X") have
    none."""
    at = text.find("\U0001f948")
    while at >= 0:
        start = text.rfind("\n", 0, at) + 1
        if text[start : start + 1] in ("-", "*", "\u2022"):
            return True
        at = text.find("\U0001f948", at + 1)
    return False


def medals_after_numbered(text: str) -> Rewritten | None:
    """Bullets with a medal after the name, two or more, numbered by the medal; or None."""
    if "\U0001f948" not in text or not _second_medal_bulleted(text):
        return None
    marks = _medals_after(text)
    ranks = [ord(m["medal"]) - 0x1F946 for m in marks]
    # in medal order or counted down: the list reader reads numbers in line order otherwise
    counted = list(range(1, len(marks) + 1))
    if len(marks) < 2 or (ranks != counted and ranks != counted[::-1]):
        return None
    return with_edits(
        text, [(m.start(), m.end(), f"{n}. ") for m, n in zip(marks, ranks, strict=True)]
    )

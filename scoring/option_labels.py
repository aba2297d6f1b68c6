"""A ranking of option labels read as a ranking of the names the labels stand for (fixes22b).

"### Option A: Breville Bambino Plus" ... "### Option C: ..." and then "Ranked, I'd go A, then B,
then C."; or "**Option 1 – Dell XPS 13**" ... and "**Recommendation:** Option 2 first, Option 1
second.": the writer binds each label to one name and then ranks the labels. A careful reader
reads the ranking as one of the names, so the ranking line is written with the names in the
labels' places, and the labels are dropped from the lines that defined them (a resolved label
says nothing the name does not; left in, "Option A" reads as a role and takes first place).

Only a line that refers to two or more defined labels is rewritten: one label alone ("Option 2
is lighter") ranks nothing. Bare keys ("A, then B") count only as a run of two or more defined
keys joined by commas, "then", "and" or ">", so an article "A" in prose is never a label.
"""

from __future__ import annotations

import re

from scoring.rewrite import Rewriter, Rewritten

# Every defining line holds one of these words and a space before its key: a reply without any
# of them defines no label, and is returned unsearched.
_LABEL_WORDS = ("Option ", "Pick ", "Choice ")
_KEY = r"[A-E1-9]"
# A line that opens (after a heading mark, a bullet or a list number, and an optional bold mark)
# with a label, a separator and then a name: "### Option A: X", "**Option 1 – X**",
# "- **Pick B:** X", "Option 2) X".
_DEFINED = re.compile(
    r"^[ \t]{0,8}(?:#{1,6}[ \t]{1,3}|[-*+•][ \t]{1,3}|\d{1,2}[.)][ \t]{1,3})?"
    rf"(?P<open>\*\*|__)?(?P<label>(?P<word>Option|Pick|Choice)[ \t](?P<key>{_KEY}))"
    r"(?P<sep>[ \t]{0,3}(?::|[-–—)])[ \t]{0,3}"
    r"|[ \t]{0,3}:?(?P<close>\*\*|__)[ \t]{0,3}(?::|[-–—])?[ \t]{0,3})"
    r"(?P<name>[A-Z0-9][^\n*_:()–—]{0,60})",
    re.M,
)
# What ends a defined name before the line does: a dash or comma before a description.
_NAME_TAIL = re.compile(r"(?:[ \t]+[-–—]|,|\.[ \t]|[.!]$).*$")
_FULL_REF = re.compile(rf"\b(?:Option|Pick|Choice)[ \t]{{1,3}}(?P<key>{_KEY})\b")
# A run of two to five bare keys joined as a ranking: "A, then B, then C", "B > A > C".
_JOIN = r"(?:,[ \t]{0,3}(?:then[ \t]{1,3}|and[ \t]{1,3})?|[ \t]{1,3}(?:then|and)[ \t]{1,3}|[ \t]{0,3}[>→][ \t]{0,3})"
_BARE_RUN = re.compile(rf"(?<![\w'’-]){_KEY}(?:{_JOIN}{_KEY}){{1,4}}(?![\w'’-])")
_BARE_KEY = re.compile(_KEY)


def _defined_names(text: str) -> tuple[dict[str, str], list[tuple[int, int]], int] | None:
    """Each label key with its one name, the spans to drop from the defining lines, and where
    the last definition ends; None when fewer than two labels are defined, a label is defined
    twice with different names, or two label words are mixed."""
    names: dict[str, str] = {}
    drops: list[tuple[int, int]] = []
    words: set[str] = set()
    last = 0
    for m in _DEFINED.finditer(text):
        name = _NAME_TAIL.sub("", m["name"]).strip(" \t.")
        if not name or len(name.split()) > 8:
            return None
        if names.get(m["key"], name) != name:
            return None
        names[m["key"]] = name
        words.add(m["word"])
        start = m.start("open") if m["close"] and m["open"] else m.start("label")
        drops.append((start, m.start("name")))
        last = m.end()
    if len(names) < 2 or len(words) > 1:
        return None
    return names, drops, last


def _references(line: str, names: dict[str, str]) -> list[tuple[int, int, str]]:
    """The label references of a ranking line (start, end, key): full ones ("Option 2") when
    two or more distinct defined labels are named, else one run of bare keys ("A, then B")."""
    full = [(m.start(), m.end(), m["key"]) for m in _FULL_REF.finditer(line)]
    if full:
        named = {k for _, _, k in full}
        return full if len(named) >= 2 and named <= names.keys() else []
    for run in _BARE_RUN.finditer(line):
        refs = [
            (run.start() + k.start(), run.start() + k.end(), k.group())
            for k in _BARE_KEY.finditer(run.group())
        ]
        found = [k for _, _, k in refs]
        if len(set(found)) == len(found) and set(found) <= names.keys():
            return refs
    return []


def labels_named(text: str) -> Rewritten | None:
    """The reply with a ranking of defined labels written as one of their names, or None.

    Gate: every defining line holds a label word and a space (`_LABEL_WORDS`); a reply without
    one is returned at once, unsearched.
    """
    if not any(word in text for word in _LABEL_WORDS):
        return None
    defined = _defined_names(text)
    if defined is None:
        return None
    names, drops, last = defined
    edits: list[tuple[int, int, str]] = []
    pos = text.find("\n", last)
    while pos >= 0:
        end = text.find("\n", pos + 1)
        end = len(text) if end < 0 else end
        line = text[pos + 1 : end]
        edits.extend((pos + 1 + a, pos + 1 + b, names[k]) for a, b, k in _references(line, names))
        if edits:
            break  # the first line that ranks the labels is the ranking
        pos = end if end < len(text) else -1
    if not edits:
        return None
    rw = Rewriter(text)
    for start, end, name in sorted([(a, b, "") for a, b in drops] + edits):
        rw.copy_to(start)
        rw.insert(name)  # inserted before the label is dropped: its span maps to the label
        rw.skip_to(end)
    return rw.finish()

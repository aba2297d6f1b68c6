"""Reading the source text of the scorer's own regexes: where a class or a group ends, and the
top-level alternatives of a body.

Two places take the scorer's patterns apart as text: `scoring.prefilter.port` widens a pattern
into the vectorised prefilter, and `scoring.stance` cuts the caveat pattern by the letter a match
begins with. Both must agree on what a character class, a group and an alternative are, so they
read them here. Only the patterns this package writes are read: an unterminated class or an
unbalanced group is a bug in one of them, and raises.
"""

from __future__ import annotations

import re


def class_end(src: str, i: int) -> int:
    """Index just past the character class opening at ``i`` (escapes respected; a leading ``]``
    or ``^]`` is a member, as in Python's and Rust's syntax)."""
    j = i + 1
    if src[j : j + 1] == "^":
        j += 1
    if src[j : j + 1] == "]":
        j += 1
    while j < len(src):
        if src[j] == "\\":
            j += 2
            continue
        if src[j] == "]":
            return j + 1
        j += 1
    raise ValueError(f"unterminated class in pattern {src[:40]!r}...")


def group_end(src: str, i: int) -> int:
    """Index just past the group opening at ``i`` (escapes and classes respected)."""
    depth = 0
    while i < len(src):
        ch = src[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = class_end(src, i)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError(f"unbalanced group in pattern {src[:40]!r}...")


def top_level_alternatives(body: str) -> list[str]:
    """The alternatives of a regex body split at its top-level ``|`` (escapes, classes and groups
    respected); a body without one is a single alternative."""
    out: list[str] = []
    depth = begun = i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = class_end(body, i)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(body[begun:i])
            begun = i + 1
        i += 1
    out.append(body[begun:])
    return out


def lower_case_twin(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """A twin of a re.I ``pattern`` for lower-cased ASCII text: compiled without re.I, its letters
    lower-cased ("U\\.S\\." becomes "u\\.s\\."; escapes such as "\\S" and group names are kept).
    On ASCII text, where re.I folds a letter exactly as lower() does and lower() keeps every
    position, the twin finds on ``text.lower()`` the spans the pattern finds on ``text``, and a
    case-sensitive search is cheaper (re.I folds every character it compares)."""
    source = re.sub(r"\\.|\(\?P<\w+>|\(\?P=\w+\)|[A-Z]", _lower_letter, pattern.pattern)
    return re.compile(source, pattern.flags & ~re.I)


def _lower_letter(m: re.Match[str]) -> str:
    """A letter lower-cased; an escape or a group's name as it is."""
    return m.group() if len(m.group()) > 1 else m.group().lower()

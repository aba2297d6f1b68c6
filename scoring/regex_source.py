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
from collections.abc import Iterator

# A whole class, read as `class_end` documents it; possessive, so a leading "]" taken as a member
# is never given back to close the class.
_CLASS_SRC = r"\[\^?+\]?+(?:[^\\\]]|\\[\s\S])*+\]"
_CLASS = re.compile(_CLASS_SRC)
# What the scanners below step over at once: literals, escapes and whole classes, up to the next
# parenthesis (or, at a body's top level, "|"), or to a "\\" or "[" that is broken (an escape at
# the very end, an unterminated class: the step-by-step code after it raises). One step per
# character in Python took a split of the ported caveat pattern (275,000 characters, a marker
# class after each letter) 0.3 s.
_SKIP_IN_GROUP = re.compile(rf"(?:[^\\\[()]++|\\[\s\S]|{_CLASS_SRC})*+")
_SKIP_AT_TOP = re.compile(rf"(?:[^\\\[()|]++|\\[\s\S]|{_CLASS_SRC})*+")


def _skipped(skip: re.Pattern[str], src: str, i: int) -> int:
    """Index just past what ``skip`` steps over from ``i`` (it matches the empty string too)."""
    m = skip.match(src, i)
    assert m is not None
    return m.end()


def _marks(src: str, skip: re.Pattern[str], i: int = 0) -> Iterator[int]:
    """The index of each parenthesis (and, with `_SKIP_AT_TOP`, each "|") in ``src`` from ``i``
    on, outside escapes and classes: the one walk the scanners below share."""
    while (i := _skipped(skip, src, i)) < len(src):
        ch = src[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = class_end(src, i)
            continue
        yield i
        i += 1


def structure_marks(src: str) -> Iterator[int]:
    """The index of every "(", ")" and "|" in ``src``, outside escapes and classes, in order."""
    return _marks(src, _SKIP_AT_TOP)


def class_end(src: str, i: int) -> int:
    """Index just past the character class opening at ``i`` (escapes respected; a leading ``]``
    or ``^]`` is a member, as in Python's and Rust's syntax)."""
    m = _CLASS.match(src, i)
    if m is None:
        raise ValueError(f"unterminated class in pattern {src[:40]!r}...")
    return m.end()


def group_end(src: str, i: int) -> int:
    """Index just past the group opening at ``i`` (escapes and classes respected)."""
    depth = 0
    for j in _marks(src, _SKIP_IN_GROUP, i):
        if src[j] == "(":
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                return j + 1
    raise ValueError(f"unbalanced group in pattern {src[:40]!r}...")


def quantifier_end(src: str, j: int) -> int:
    """Index just past a quantifier starting at ``j`` (``j`` itself when there is none)."""
    if j < len(src) and src[j] in "*+?":
        j += 1
    elif j < len(src) and src[j] == "{" and re.match(r"\{\d*,?\d*\}", src[j:]):
        j = src.index("}", j) + 1
    else:
        return j
    return j + 1 if src[j : j + 1] == "?" else j


def top_level_alternatives(body: str) -> list[str]:
    """The alternatives of a regex body split at its top-level ``|`` (escapes, classes and groups
    respected); a body without one is a single alternative."""
    out: list[str] = []
    depth = begun = 0
    for i in _marks(body, _SKIP_AT_TOP):
        ch = body[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif depth == 0:  # a "|"
            out.append(body[begun:i])
            begun = i + 1
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


_LEADING_FLAGS = re.compile(r"\(\?[a-zA-Z]+\)")
_SPLITTABLE_OPENER = re.compile(r"\(\?:|\(\?P<\w+>|\((?!\?)")


def split_alternation(src: str, limit: int) -> list[str]:
    """Regexes that together match exactly where ``src`` matches, each at most ``limit``
    characters long where ``src`` allows it, for an engine whose fast path stops at a size.

    Exact because a search (not a full match) for ``X(?:A|B)Y`` finds a match where one for
    ``XAY`` or ``XBY`` does, and back; so too under a ``?`` (``X(?:A|B)?Y`` is ``XAY``, ``XBY``
    or ``XY``). A group under any other quantifier is never split (``(?:A|B)*`` is not ``A*`` or
    ``B*``), and neither is a lookaround: a piece that cannot be split stays longer than
    ``limit``. Each piece carries ``src``'s leading inline flags, which hold for the whole
    pattern; `pack_alternation` joins pieces back up to a size.
    """
    flags = _LEADING_FLAGS.match(src)
    prefix = flags.group() if flags else ""
    pieces: list[str] = []
    for alternative in top_level_alternatives(src[len(prefix) :]):
        pieces.extend(prefix + p for p in _split_alternative(alternative, limit - len(prefix)))
    return pieces


def pack_alternation(pieces: list[str], limit: int) -> list[str]:
    """``pieces`` joined as alternatives into as few regexes of at most ``limit`` characters as
    first fit finds (a piece longer than ``limit`` stands alone). Each is wrapped in a group, so
    its leading inline flags stay its own."""
    packed: list[str] = []
    for piece in sorted(pieces, key=len, reverse=True):
        wrapped = f"(?:{piece})"
        for k, regex in enumerate(packed):
            if len(regex) + 1 + len(wrapped) <= limit:
                packed[k] = f"{regex}|{wrapped}"
                break
        else:
            packed.append(wrapped)
    return packed


def pack_in_order(pieces: list[str], limit: int) -> list[str]:
    """``pieces`` joined as alternatives in their own order, each regex taking the next piece while
    it stays within ``limit`` characters (a piece longer than ``limit`` stands alone). Each is
    wrapped in a group, so its leading inline flags stay its own.

    Unlike `pack_alternation`, only neighbours share a regex, so pieces cut from one pattern, or
    from patterns listed side by side, stay together, and two long pieces of unrelated patterns
    never meet in one regex (see `scoring.batch.CAVEAT_PACK_LIMIT` for why that matters)."""
    packed: list[str] = []
    for piece in pieces:
        wrapped = f"(?:{piece})"
        if packed and len(packed[-1]) + 1 + len(wrapped) <= limit:
            packed[-1] = f"{packed[-1]}|{wrapped}"
        else:
            packed.append(wrapped)
    return packed


def _split_alternative(alternative: str, limit: int) -> list[str]:
    """One alternative as pieces no longer than ``limit``: its longest splittable group (see
    `split_alternation`) is cut between two halves of its alternatives, or, holding only one,
    is split inside."""
    if len(alternative) <= limit:
        return [alternative]
    group = _longest_splittable_group(alternative)
    if group is None:
        return [alternative]
    start, opener_end, inner_end, end = group
    before, opener = alternative[:start], alternative[start:opener_end]
    close_and_after = alternative[inner_end:]
    inner = alternative[opener_end:inner_end]
    choices = top_level_alternatives(inner)
    if len(choices) > 1:
        half = _balanced_cut(choices)
        variants = ["|".join(choices[:half]), "|".join(choices[half:])]
    else:
        variants = _split_alternative(inner, limit - (len(alternative) - len(inner)))
        if len(variants) == 1:
            return [alternative]
    out: list[str] = []
    for variant in variants:
        out.extend(_split_alternative(before + opener + variant + close_and_after, limit))
    return out


def _longest_splittable_group(alternative: str) -> tuple[int, int, int, int] | None:
    """(start, end of opener, start of ")", end with quantifier) of the longest top-level group
    that is plain, non-capturing or named and carries no quantifier but ``?``."""
    best: tuple[int, int, int, int] | None = None
    inside_until = 0  # the end of the top-level group last read: marks before it are nested
    for i in _marks(alternative, _SKIP_IN_GROUP):
        if i < inside_until or alternative[i] != "(":
            continue
        end = inside_until = group_end(alternative, i)
        opener = _SPLITTABLE_OPENER.match(alternative, i)
        taken = alternative[end : quantifier_end(alternative, end)]
        if opener and taken in ("", "?", "??"):
            if best is None or end - i > best[2] - best[0]:
                best = (i, opener.end(), end - 1, end + len(taken))
    return best


def _balanced_cut(choices: list[str]) -> int:
    """Where to cut ``choices`` so both halves are about as long (at least one choice each)."""
    total = sum(len(c) for c in choices)
    running = 0
    for k, choice in enumerate(choices[:-1], start=1):
        running += len(choice)
        if running * 2 >= total:
            return k
    return len(choices) - 1

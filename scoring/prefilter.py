"""Cheap vectorised tests that say where a scorer pattern COULD match, so the rest can be skipped.

Re-scoring the archive must be fast, yet the patterns run in Python on normalised text, one reply at
a time. Each prefilter here is a polars (Rust regex) test that is true for every row where the
Python pattern could match: every row it rules out gets the same verdict from the fast path as from
`scoring.scorer.score`, which the property tests check.

Why the superset holds. Each prefilter is the scorer's own pattern, ported (`port`): assertions
(``\\b``, lookarounds) dropped, emphasis markers allowed between its elements, curly apostrophes and
no-break spaces accepted where it has ``'`` or a space. All of that only widens it, and it is run
on the raw content. For a row made of ASCII and the harmless characters, normalisation does
nothing else a ported pattern could tell apart ("…" for "...", curly double quotes), so the port
matches wherever the pattern matches the normalised text. Any other character is ``risky``: every
test fires on it, and the row is scored the slow way.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from scoring.normalise import _INVISIBLE
from scoring.regex_source import class_end, group_end, quantifier_end, structure_marks

# Non-ASCII characters common in model output that normalisation leaves alone or folds to ASCII
# the way `FOLD` does, and that Python's and Rust's regex classes (\w, \s, \d, case folding) treat
# alike. The test suite checks each of those properties character by character.
_HARMLESS_RANGES = (
    (0x00C0, 0x00D6), (0x00D8, 0x00F6), (0x00F8, 0x00FF),  # Latin-1 letters
    (0x0100, 0x017F),  # Latin Extended-A (the unstable few are removed below)
    (0x00A0, 0x00A0), (0x00A9, 0x00A9), (0x00AB, 0x00AB), (0x00AE, 0x00AE), (0x00B0, 0x00B1),
    (0x00BB, 0x00BB), (0x00D7, 0x00D7), (0x00F7, 0x00F7),
    (0x2013, 0x2014), (0x2018, 0x2019), (0x201C, 0x201D), (0x2022, 0x2022), (0x2026, 0x2026),
    (0x2009, 0x2009), (0x202F, 0x202F), (0x20AC, 0x20AC), (0x00A3, 0x00A3), (0x00A5, 0x00A5),
    (0x2190, 0x21FF), (0x2600, 0x27BF), (0x1F300, 0x1FAFF),  # arrows, symbols, emoji
)  # fmt: skip
FOLD: dict[str, str] = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u00a0": " ",
    "\u2009": " ",
    "\u202f": " ",
    "\u2026": "...",
}
"""What normalisation turns the harmless characters into (the rest normalise to themselves)."""
# The ported patterns accept these raw characters wherever the Python pattern has the folded one.
# No ported pattern has a double quote or a literal dot, so the other folds cannot matter to them.
_EQUIVALENTS = {"'": "'\u2018\u2019", " ": " \u00a0\u2009\u202f"}


_ASCII_LETTER = re.compile(r"(?i)[a-z]")


def _python_unsafe(ch: str) -> bool:
    """Characters whose normalised form or regex class could differ between the two engines."""
    return (
        ch in _INVISIBLE
        or (not unicodedata.is_normalized("NFKC", ch) and ch not in FOLD)
        or unicodedata.combining(ch) != 0
        or unicodedata.category(ch) in ("Mn", "Mc", "Me", "Cf", "Cn", "Co", "Cs", "No", "Nl")
        or _ASCII_LETTER.match(ch) is not None  # İ and ı match ASCII letters in Python
    )


@cache
def harmless_chars() -> frozenset[str]:
    """The non-ASCII characters that may appear in a row the fast path scores."""
    chars = {chr(cp) for lo, hi in _HARMLESS_RANGES for cp in range(lo, hi + 1)}
    return frozenset(ch for ch in chars if not _python_unsafe(ch))


def _class_body(chars: frozenset[str]) -> str:
    cps = sorted(ord(c) for c in chars)
    ranges: list[list[int]] = []
    for cp in cps:
        if ranges and ranges[-1][1] == cp - 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp])
    return "".join(f"\\x{{{a:X}}}" if a == b else f"\\x{{{a:X}}}-\\x{{{b:X}}}" for a, b in ranges)


@cache
def risky_regex() -> str:
    """Any character outside printable ASCII, tab/newline/CR and the harmless set."""
    return f"[^\\t\\n\\r\\x20-\\x7E{_class_body(harmless_chars())}]"


def or_risky(pattern: str) -> str:
    """``pattern`` or any risky character: one regex pass answers "could the pattern match, or
    can this row not be vouched for?" (case-insensitivity kept away from the character class)."""
    return f"(?:{pattern})|(?-i:{risky_regex()})"


_CLASS_ESCAPES = (r"\w", r"\s", r"\d")
"""The class escapes the ported patterns use (their negations, which they do not, are left alone)."""
_ESCAPE = re.compile(r"\\[\s\S]")


@cache
def _alphabet() -> frozenset[str]:
    """Every character a row can hold without holding one `risky_regex` matches."""
    return frozenset("\t\n\r" + "".join(map(chr, range(0x20, 0x7F)))) | harmless_chars()


@cache
def _narrow_classes() -> dict[str, str]:
    """Each class escape as a class of the `_alphabet` characters it matches (Python's classes,
    which Rust's equal on the alphabet: tests/scoring/test_prefilter.py checks the harmless
    characters one by one)."""
    return {
        escape: f"[{_class_body(frozenset(ch for ch in _alphabet() if re.fullmatch(escape, ch)))}]"
        for escape in _CLASS_ESCAPES
    }


def narrowed(test: str) -> str:
    """An `or_risky` test with its class escapes (``\\w``, ``\\s``, ``\\d``) cut down to
    `_alphabet`: it tests every row exactly as ``test`` does, and compiles in about two thirds of
    the time (Unicode ``\\w`` is most of a ported caveat piece's compiled size).

    Exact: a row holding a risky character matches both through the risky class; in any other row
    every character is in the alphabet, where a cut-down class answers as the whole one does (the
    escapes' classes are closed under case folding, so ``(?i)`` changes neither on it). Not for a
    pattern without the risky class: the cut-down classes miss the characters it stands for.
    Rust syntax only: an escape inside a class becomes a class inside it, which Rust reads as
    their union (``[\\w-]`` is ``[[0-9A-Z...]-]``) and Python does not read at all.
    """
    classes = _narrow_classes()
    return _ESCAPE.sub(lambda m: classes.get(m.group(), m.group()), test)


_LOOKAROUND = re.compile(r"\(\?<?[=!]")
_GROUP_OPEN = re.compile(r"\(\?:|\(\?P<\w+>|\(")
_MARKERS = "[*_]*"


def port(pattern: re.Pattern[str]) -> str:
    """A Rust regex that matches the RAW content wherever ``pattern`` matches its normalised form.

    A superset, built from the pattern itself: assertions (``\\b``, ``\\B``, lookarounds) are
    dropped; emphasis markers (``*``, ``_``) are allowed after every element, and between the
    repetitions of a repeated one; an apostrophe or a space also matches the raw characters that
    normalise to it; the flags that matter (i, m, s) are kept. Raises ValueError for syntax the
    patterns never use, rather than porting it wrongly.
    """
    src = pattern.pattern
    if re.search(r"\\\d|\(\?P=|\(\?\(|\(\?[imsxa]", src):
        raise ValueError(f"pattern {src[:40]!r}... uses syntax port() does not handle")
    out: list[str] = []
    i = 0
    while i < len(src):
        run = _LITERAL_RUN.match(src, i)
        if run is not None:  # literals no quantifier follows, each with its markers, at once
            out.append(_MARKERS.join(run.group()) + _MARKERS)
            i = run.end()
            if i == len(src):
                break
        ch = src[i]
        if ch == "\\":
            atom = src[i : i + 2]
            i += 2
            if atom in ("\\b", "\\B"):
                continue
        elif ch == "[":
            end = class_end(src, i)
            body = src[i + 1 : end - 1]
            if "[" in body.replace("\\[", ""):
                raise ValueError(f"pattern {src[:40]!r}... has '[' inside a class; escape it")
            if body.startswith("^"):
                # A negated class already matches the raw forms of what it excludes.
                atom = f"[{body}]"
            else:
                atom = "[" + "".join(v for k, v in _EQUIVALENTS.items() if k in body) + body + "]"
            i = end
        elif ch in _EQUIVALENTS:
            atom = f"[{_EQUIVALENTS[ch]}]"
            i += 1
        elif ch == "(" and _LOOKAROUND.match(src, i):
            i = group_end(src, i)
            if quantifier_end(src, i) != i:
                raise ValueError(f"pattern {src[:40]!r}... quantifies a lookaround")
            continue
        elif ch == "(":
            opening = _GROUP_OPEN.match(src, i)
            assert opening is not None
            out.append(opening.group())
            i = opening.end()
            continue
        elif ch in "|$":
            out.append(ch)
            i += 1
            continue
        elif ch == "^":  # a line may open with markers the normalised text no longer has
            out.append("^" + _MARKERS)
            i += 1
            continue
        else:  # a literal, ".", or the ")" that ends a group
            atom = ch
            i += 1
        end = quantifier_end(src, i)
        quantifier = src[i:end]
        i = end
        if not quantifier or atom == ")":
            out.append(atom + quantifier + _MARKERS)
        else:
            out.append(f"(?:{atom}{_MARKERS}){_widened(atom, quantifier)}")
    flags = "".join(f for f, bit in (("i", re.I), ("m", re.M), ("s", re.S)) if pattern.flags & bit)
    body = "".join(out)
    return f"(?{flags}){body}" if flags else body


def without_trailing_markers(ported: str) -> str:
    """``ported`` less the markers that end an alternative where markers follow it anyway: the
    same language, with about a sixth fewer characters for the Rust engine to compile.

    Exact: where a group ``(?:A|B)`` is followed by ``[*_]*`` (unquantified or under ``?``),
    ``(?:A[*_]*|B)[*_]*`` matches what ``(?:A|B)[*_]*`` does, as two runs of markers in a row
    are one; so too at the top level, where a search that finds ``A[*_]*`` finds ``A``. Under any
    other quantifier the markers between the repetitions stay. Every ported element is followed
    by markers, so most alternatives end with some: compiling the prefilter is most of its cost in
    a fresh process (about 0.06 s of a refusal re-score's 0.3 s), and that cost follows the size.
    Used on the decline test's ports (`scoring.batch._tests`). The caveat test drops all its
    marker runs instead (`unmarked`), and stays packed as ported: repacked smaller after this
    trim, one of its pieces ran off the lazy DFA (3.2 s on the guard's essays).
    """
    drop: set[int] = set()
    ends: list[list[int]] = [[]]  # per open group, where each of its alternatives ends

    def trailing(at: list[int]) -> None:
        drop.update(e - len(_MARKERS) for e in at if ported.endswith(_MARKERS, 0, e))

    for j in structure_marks(ported):
        ch = ported[j]
        if ch == "(":
            ends.append([])
        elif ch == "|":
            ends[-1].append(j)
        else:
            group = [*ends.pop(), j]
            after = quantifier_end(ported, j + 1)
            if ported[j + 1 : after] in ("", "?", "??") and ported.startswith(_MARKERS, after):
                trailing(group)
    trailing([*ends.pop(), len(ported)])
    pieces, kept = [], 0
    for start in sorted(drop):
        pieces.append(ported[kept:start])
        kept = start + len(_MARKERS)
    pieces.append(ported[kept:])
    return "".join(pieces)


MARKER_ROW = "[*_]"
"""A row holding an emphasis marker anywhere: what an `unmarked` test fires on unread."""


def unmarked(test: str) -> str:
    """``test`` (a `port` with `or_risky`, narrowed or not) without the marker runs ``[*_]*`` that
    `port` puts after every element, firing instead on any row that holds a ``*`` or ``_``.

    Exact for the rows without one: there every marker run can only match the empty string, so
    removing them changes no match; a row with one fires, and is read in Python, which is never
    wrong. The runs are half of what a ported piece costs the Rust engine to compile (the caveat
    test's eighteen pieces: 0.20 s, 0.10 s unmarked, in a framing re-score of 0.9 s), and few
    framing replies hold a marker (one in eight of the benchmark's). Not for the decline test:
    most refusals are in bold. The ``[*_]*`` runs are found as text, which is safe for `port`'s
    output: it holds no ``[`` inside a class, so every ``[*_]*`` in it is a marker run (or an
    equally optional run of the pattern's own, no different on a row without markers).
    """
    return f"{test.replace(_MARKERS, '')}|{MARKER_ROW}"


_COUNTED = re.compile(r"\{(\d*),\d+\}(\??)")


def _widened(atom: str, quantifier: str) -> str:
    """A counted repetition of a word character (``[\w-]{1,30}``) left open above (``{1,}``).

    Still a superset, and what keeps the port on the Rust engine's lazy DFA: Unicode ``\w``
    under a count multiplies its states, and one such word run in the r26 decline forms made
    the whole decline test 3.8 s on 20,000 rows instead of 0.08 s. Other counts stay: a
    window such as ``[^.]{0,60}`` bounds how far a match reaches, which decides what it finds.
    """
    counted = _COUNTED.fullmatch(quantifier)
    if counted is None or "\\w" not in atom:
        return quantifier
    return f"{{{counted.group(1) or 0},}}{counted.group(2)}"


# A run of literals that `port` copies as they are, each followed by the markers: no character
# with a meaning of its own ("\\", "[", "(", ")", "|", "$", "^", a quantifier's), none with raw
# equivalents (`_EQUIVALENTS`), and the last not followed by what may open a quantifier (the run
# gives that one back, and the loop takes it alone). One at a time, they were most of its time.
_LITERAL_RUN = re.compile(r"[^\\\[\]()|$^*+?{}' ]+(?![*+?{])")


PICKS_STRUCTURE = r"(?m)[|*_]|^[\s#]*\d"
"""Picks come only from tables, numbered items and bold, which need "|", a marker or a digit
(tested on the raw content, where the markers are still there)."""

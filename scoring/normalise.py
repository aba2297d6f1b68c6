"""Normalised text for pattern matching, with a map back to the original string.

Models write the same words in many byte forms: "I can’t" with a curly apostrophe, "I **can't**"
in bold, "ｃａｎ" in full width. Patterns are matched on one normalised form, but every highlight
must index the ORIGINAL content, because that is what the archive stores byte-exact and what a page
shows. So normalisation records each edit it makes and maps spans back.

What changes (and nothing else, so plain ASCII prose without emphasis is returned as-is):

- Unicode NFKC, applied per character cluster (a base character with its combining marks), so a
  fullwidth letter becomes ASCII and "e" + U+0301 becomes "é".
- Curly and low quotes, primes and the modifier-letter apostrophe fold to ``'`` and ``"``.
- Zero-width and soft-hyphen characters (invisible, but they split words) are dropped.
- Markdown emphasis markers are dropped (when ``strip_emphasis``): every run of ``*``, and runs of
  ``_`` unless they sit between two letters or digits (CommonMark: intraword ``_`` is not emphasis,
  so ``snake_case`` keeps its underscore).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache

# Quote folds, each one character for one character, so they move no offset.
_ONE_TO_ONE = {
    "\u2018": "'",  # left single quotation mark
    "\u2019": "'",  # right single quotation mark (the usual curly apostrophe)
    "\u201a": "'",  # single low-9 quotation mark
    "\u201b": "'",  # single high-reversed-9 quotation mark
    "\u2032": "'",  # prime
    "\u02bc": "'",  # modifier letter apostrophe
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u2033": '"',  # double prime; NFKC alone would make it two primes
}
_QUOTE_FOLD = str.maketrans(_ONE_TO_ONE)
# Common characters NFKC leaves alone (dashes, bullet, arrows, a few accented letters).
_STABLE_COMMON = "\u2013\u2014\u2022\u2192\u00e9\u00e8\u00e1\u00f3\u00fc\u00f6\u00e4\u00b0\u00d7"
_INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad")

_FOLD_OR_INVISIBLE = re.compile(
    "[" + "".join(sorted(_INVISIBLE)) + "\u2018-\u201f\u2032\u2033\u02bc]"
)


def _clusters(site: str) -> list[tuple[int, int]]:
    """(start, end) of each base character with the combining marks that follow it."""
    bounds = []
    start = 0
    for i in range(1, len(site) + 1):
        if i == len(site) or not unicodedata.combining(site[i]):
            bounds.append((start, i))
            start = i
    return bounds


@lru_cache(maxsize=4096)
def _normalise_cluster(cluster: str) -> str:
    visible = "".join(ch for ch in cluster if ch not in _INVISIBLE)
    return unicodedata.normalize("NFKC", visible.translate(_QUOTE_FOLD)).translate(_QUOTE_FOLD)


@dataclass(frozen=True, slots=True)
class Normalised:
    """The normalised text and the edits that produced it, so spans map back to the original."""

    text: str
    """The normalised text patterns are matched on."""
    original: str
    """The text as the model wrote it; every highlight indexes this."""
    edits: tuple[tuple[int, int, int, int], ...] = ()
    """(norm_start, norm_end, orig_start, orig_end) per edit, in order; text between edits is copied
    one to one."""
    edit_starts: tuple[int, ...] = ()
    """norm_start of each edit, for bisecting."""

    def to_original_start(self, i: int) -> int:
        """Original index of the normalised character at ``i`` (an edit maps to its start)."""
        if not self.edits:
            return i
        k = bisect_right(self.edit_starts, i) - 1
        if k < 0:
            return i
        ns, ne, os_, oe = self.edits[k]
        if i < ne:
            return os_
        return oe + (i - ne)

    def to_original_end(self, j: int) -> int:
        """Original end (exclusive) of a normalised span ending at ``j`` (an edit maps to its end)."""
        if j <= 0 or not self.edits:
            return j
        last = j - 1
        k = bisect_right(self.edit_starts, last) - 1
        if k < 0:
            return j
        ns, ne, os_, oe = self.edits[k]
        if last < ne:
            return oe
        return oe + (last - ne) + 1

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span of the normalised span ``[start, end)``."""
        ostart = self.to_original_start(start)
        oend = self.to_original_end(end) if end > start else ostart
        return ostart, max(ostart, oend)


def _marker_runs(text: str) -> list[tuple[int, int]]:
    """Runs of ``*`` and ``_``; str.find, because a regex scan costs ten times more per reply.

    A marker that is not found again stays not found (-1): looked for again after every run of the
    other marker, it cost a scan to the text's end each time ("__Zed__ " over and over, hostile
    input, holds no "*"), the square of the text's length."""
    runs = []
    n = len(text)
    star, under = text.find("*"), text.find("_")
    while star >= 0 or under >= 0:
        start = under if star < 0 or (0 <= under < star) else star
        end = start + 1
        while end < n and text[end] in "*_":
            end += 1
        runs.append((start, end))
        star = text.find("*", end) if 0 <= star < end else star
        under = text.find("_", end) if 0 <= under < end else under
    return runs


def _non_ascii_runs(text: str) -> list[tuple[int, int]]:
    """Runs of non-ASCII characters, found by halving (str.isascii is a C-speed test).

    The halves are walked with a stack, left half first, rather than by a nested function that
    calls itself: such a function holds itself in its closure, a reference cycle that only the
    cyclic garbage collector frees, one per non-ASCII reply.
    """
    runs: list[tuple[int, int]] = []
    pending = [(0, len(text))]
    while pending:
        lo, hi = pending.pop()
        if text[lo:hi].isascii():
            continue
        if hi - lo > 48:
            mid = (lo + hi) // 2
            pending.append((mid, hi))
            pending.append((lo, mid))  # popped first: the runs come in text order
            continue
        i = lo
        while i < hi:
            if ord(text[i]) > 127:
                start = i
                while i < hi and ord(text[i]) > 127:
                    i += 1
                if runs and runs[-1][1] == start:
                    runs[-1] = (runs[-1][0], i)
                else:
                    runs.append((start, i))
            else:
                i += 1
    return runs


def _without_stars(text: str, original: str) -> Normalised:
    """`normalise` of ``original``, which the one-for-one folds made ``text``, when that holds no
    character NFKC would change and no ``_``: only the runs of ``*`` (the usual bold and italics)
    are left to remove, each with the edit the general loop in `normalise` would record."""
    edits = []
    removed = 0
    n = len(text)
    start = text.find("*")
    while start >= 0:
        end = start + 1
        while end < n and text[end] == "*":
            end += 1
        edits.append((start - removed, start - removed, start, end))
        removed += end - start
        start = text.find("*", end)
    return Normalised(text.replace("*", ""), original, tuple(edits), tuple(e[0] for e in edits))


def is_normal(text: str) -> bool:
    """Whether ``normalise(text)`` is ``text`` itself with no edits because it is ASCII without
    emphasis markers (the test `normalise` makes first; a caller reading many slices of one text
    can make it once instead of normalising each slice)."""
    return text.isascii() and "*" not in text and "_" not in text


@lru_cache(maxsize=16)
def normalise(text: str, *, strip_emphasis: bool = True) -> Normalised:
    """Normalise ``text`` for matching and keep the edits needed to map spans back.

    ``strip_emphasis=False`` keeps ``*`` and ``_`` (the picks extractor needs to see bold). Cached,
    because every pattern family of a verdict normalises the same reply.
    """
    ascii_only = text.isascii()
    if ascii_only and (not strip_emphasis or ("*" not in text and "_" not in text)):
        return Normalised(text, text)  # as `is_normal` says
    if ascii_only and "_" not in text:
        return _without_stars(text, text)
    work = text
    if not ascii_only:
        # One-for-one folds keep every offset, so they need no edit records.
        for ch, folded in _ONE_TO_ONE.items():
            if ch in work:
                work = work.replace(ch, folded)
        # Same-length stand-ins for common characters NFKC leaves alone, so the search for
        # non-ASCII runs skips them.
        probe = work
        for ch in _STABLE_COMMON:
            if ch in probe:
                probe = probe.replace(ch, "\x00")
        ascii_only = probe.isascii()
        if ascii_only and strip_emphasis and "_" not in work:
            return _without_stars(work, text)
    pieces: list[str] = []
    edits: list[tuple[int, int, int, int]] = []
    copied_to = 0  # original index up to which text has been emitted
    norm_len = 0
    sites = _marker_runs(work) if strip_emphasis else []
    if not ascii_only:
        sites = sorted(sites + _non_ascii_runs(probe))
    for site_start, site_end in sites:
        if work[site_start] in "*_":
            if work[site_start] == "_" and 0 < site_start and site_end < len(work):
                if work[site_start - 1].isalnum() and work[site_end].isalnum():
                    continue
            changes = [(site_start, site_end, "")]
        else:
            # A leading combining mark composes with the (unedited) character before it.
            if site_start > copied_to and unicodedata.combining(work[site_start]):
                site_start -= 1
            site = work[site_start:site_end]
            if unicodedata.is_normalized("NFKC", site) and not _FOLD_OR_INVISIBLE.search(site):
                continue
            changes = []
            for a, b in _clusters(site):
                replacement = _normalise_cluster(site[a:b])
                if replacement != site[a:b]:
                    changes.append((site_start + a, site_start + b, replacement))
        for start, end, replacement in changes:
            if start > copied_to:
                pieces.append(work[copied_to:start])
                norm_len += start - copied_to
            pieces.append(replacement)
            edits.append((norm_len, norm_len + len(replacement), start, end))
            norm_len += len(replacement)
            copied_to = end
    if not edits:
        return Normalised(work, text)
    pieces.append(work[copied_to:])
    return Normalised("".join(pieces), text, tuple(edits), tuple(e[0] for e in edits))

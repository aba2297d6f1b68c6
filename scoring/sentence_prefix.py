"""A sentence's growing prefix, read in time linear in the text.

The picks reader asks, for every name in a line, whether the part of its sentence before the name
turns the products down. Read afresh for each name, a sentence with no stop and many names (model
output is hostile input: "My first choice would be the Zed " 1,280 times) costs the square of its
length. Here the sentence starts are found once per text, and a sentence's prefix is read as it
grows: the hint words are looked for only where the new part could complete one, and a match that
the longer prefix cannot undo settles the sentence.
"""

from __future__ import annotations

import re
from bisect import bisect_right

# A sentence starts after ". ", "! ", "? " (at the blank) or after a line break, as
# `picks._sentence_before` reads it; each break holds from its match's end on.
_SENTENCE_BREAK = re.compile(r"[.!?] |\n")

# The characters that re.I matches to an ASCII letter, mapped to that lower-case letter: the ASCII
# capitals and four others (Python's case-insensitive match pairs "ſ" with "s" and the Kelvin sign
# with "k"; tests/scoring/test_linear27.py enumerates every code point to keep this whole).
_FOLD_TO_ASCII = str.maketrans(
    {
        **{chr(c): chr(c + 32) for c in range(ord("A"), ord("Z") + 1)},
        "\u0130": "i",
        "\u0131": "i",
        "\u017f": "s",
        "\u212a": "k",
    }
)


# A run of non-blanks, as `\s` splits the pattern's words: no part of `_AVOID` but `\s` (and the
# "is out" lookahead's `\s*`) matches a blank, and its longest phrase ("does not fit within a $500k
# budget") holds 7 runs; `_MATCH_RUNS` leaves room to spare. tests/scoring/test_linear27.py checks
# the count on every phrase of `_AVOID`.
_RUN = re.compile(r"\S+")
_MATCH_RUNS = 10


class SentenceStarts:
    """Where the sentence around each offset of one text starts, found with one pass."""

    def __init__(self, text: str) -> None:
        self._length = len(text)
        self._from: list[int] = []  # the offset from which each break holds
        self._start: list[int] = []  # the sentence start it gives
        for m in _SENTENCE_BREAK.finditer(text):
            self._from.append(m.end())
            self._start.append(m.start() + 1)

    def start(self, at: int) -> int:
        """The start of the sentence whose part before ``at`` `picks._sentence_before` returns."""
        i = bisect_right(self._from, at) - 1
        return self._start[i] if i >= 0 else 0

    def end(self, at: int) -> int:
        """Where the next break after ``at`` takes over (the text's end if none does)."""
        i = bisect_right(self._from, at)
        return self._from[i] if i < len(self._from) else self._length


class GrowingPrefix:
    """Whether ``pattern`` matches ``text[start:end]``, asked for prefixes of one sentence that grow.

    Exactly `picks._avoids(text[start:end])`: on ASCII the prefix must hold one of ``hints`` (the
    lower-cased substrings that function asks for first) and then ``folded`` must match its
    lower-cased text; elsewhere ``pattern`` (re.I) must match, and ``needs`` are words one of which
    every match holds after case folding, so a prefix without any cannot match.

    Three facts keep a sentence's reads linear. A hint word that the longer prefix holds and the
    shorter did not ends in the new part, so only the new part and the few characters before it
    are searched. A match that ends before the prefix does looked at no character past its end
    (its trailing word boundary looked at a real character, and the "is out" lookahead found its
    stop inside the prefix), so every longer prefix of that sentence matches too. And the sentence
    start follows a stop, a blank or a line break, so a search of the whole text from ``start``
    sees the same word boundary there as a search of the slice.
    """

    def __init__(
        self,
        text: str,
        pattern: re.Pattern[str],
        folded: re.Pattern[str],
        hints: tuple[str, ...],
        needs: tuple[str, ...],
    ) -> None:
        self._text = text
        self._starts: SentenceStarts | None = (
            None  # found at the first question: most loops ask none
        )
        self._pattern = pattern
        self._folded = folded
        self._hints = hints
        self._hint_reach = max(map(len, hints)) - 1
        self._needs = needs
        self._need_reach = max(map(len, needs)) - 1
        self._start = -1
        self._end = -1
        self._runs: list[int] | None = None  # where each run of non-blanks starts

    def _begin(self, start: int) -> None:
        self._start = start
        self._end = start
        self._ascii = True
        self._hinted = False  # the prefix holds a hint word (lower-cased)
        self._needed = False  # the prefix holds a needed word (case folded)
        self._settled = False
        self._lower: str | None = None
        self._searched = -1  # the end of the last search in this sentence's mode (-1: none yet)

    def matches_before(self, at: int) -> bool:
        """Whether the part of the sentence before offset ``at`` matches (``at`` never falls)."""
        if self._starts is None:
            self._starts = SentenceStarts(self._text)
        start = self._starts.start(at)
        if start != self._start or at < self._end:
            self._begin(start)
        if at == start:
            return False  # every alternative holds a word
        if self._settled:
            return True
        text, old = self._text, self._end
        self._end = at
        if self._ascii and not text[old:at].isascii():
            self._ascii = False
            old = start  # the needed words were never looked for in the ASCII part
            self._searched = -1  # nor was `pattern`: the ASCII part was read with `folded`
        if self._ascii:
            if not self._hinted:
                # a hint word the shorter prefix lacked ends in the new part
                low = max(start, old - self._hint_reach)
                self._hinted = _holds_any(text[low:at].lower(), self._hints)
                if not self._hinted:
                    return False
            if self._lower is None:
                # ASCII lower-casing keeps every offset up to the first other character, and the
                # prefix is ASCII: the sentence is lower-cased once, not once per name.
                self._lower = text[start : self._starts.end(at)].lower()
            m = self._folded.search(self._lower, self._resume(start) - start, at - start)
            ends_inside = m is not None and m.end() < at - start
        else:
            if not self._needed:
                low = max(start, old - self._need_reach)
                self._needed = _holds_any(text[low:at].translate(_FOLD_TO_ASCII), self._needs)
                if not self._needed:
                    return False
            m = self._pattern.search(text, self._resume(start), at)
            ends_inside = m is not None and m.end() < at
        self._settled = ends_inside
        self._searched = at
        return m is not None

    def _resume(self, start: int) -> int:
        """Where a search of a longer prefix may start: a match that the last search's prefix
        lacked (or held only up to its end) must look at a character at or past that end, and
        every match holds at most `_MATCH_RUNS` runs of non-blanks, so it starts in the last
        `_MATCH_RUNS` runs before that end. A start earlier than that failed for good."""
        if self._searched < 0:
            return start
        if self._runs is None:
            self._runs = [m.start() for m in _RUN.finditer(self._text)]
        k = bisect_right(self._runs, self._searched - 1) - _MATCH_RUNS
        return max(start, self._runs[k]) if k >= 0 else start


def _holds_any(text: str, words: tuple[str, ...]) -> bool:
    for word in words:
        if word in text:
            return True
    return False


class PrefixSearch:
    """Whether ``pattern`` finds a match in ``text[start:at]``, the part of a sentence before an
    offset, asked for offsets that grow: exactly ``pattern.search(text[start:at])``, or
    ``folded.search(text[start:at].lower())`` while that part is ASCII (``folded`` is the pattern's
    twin for lower-cased ASCII text, `picks._folded`).

    Searched afresh for each offset, a sentence with no stop and many names costs the square of its
    length. The pattern's shape keeps each search short, given two bounds its caller vouches for:
    every match opens with a word character, ends after a blank and holds at most
    ``match_runs - after_runs`` runs of non-blanks; and its lookaheads read at most ``after_runs``
    runs past its end (so what a match and its assertions look at meets at most ``match_runs``).

    - A match that the last search's prefix lacked looks at a character at or past that prefix's
      end (an assertion that read the end there reads a character now), so it starts in the last
      ``match_runs`` runs before that end, and the search resumes there.
    - A match that the last search found but could not settle (below) has at most ``after_runs``
      runs after it in that prefix, so it starts there too, and so does every match the search's
      prefix held, none of which starts before the one it found.
    - A match followed inside the prefix by more than ``after_runs`` whole runs looked at no
      position past the prefix, so every longer prefix of the sentence holds it: that settles it.

    Every search is run on the sentence sliced once (with ``pos`` and ``endpos``), so each
    assertion sees what it saw in the sliced prefix: the sentence's start and the characters
    before a resumed search's start, and the prefix's end as the text's end.
    """

    def __init__(
        self,
        text: str,
        pattern: re.Pattern[str],
        folded: re.Pattern[str],
        match_runs: int,
        after_runs: int,
    ) -> None:
        self._text = text
        self._pattern = pattern
        self._folded = folded
        self._match_runs = match_runs
        self._after_runs = after_runs
        self._starts: SentenceStarts | None = None  # found at the first question
        self._runs: list[int] | None = None  # where each run of non-blanks starts
        self._start = -1
        self._end = -1

    def _begin(self, start: int, at: int) -> None:
        assert self._starts is not None
        self._start = start
        self._end = start
        self._sentence = self._text[start : self._starts.end(at)]
        self._lower: str | None = None
        self._ascii = True  # the prefix read so far is ASCII
        self._searched = -1  # the end of the last search in this sentence (-1: none yet)
        self._settled = False

    def search_before(self, start: int, at: int) -> bool:
        """Whether ``pattern`` matches ``text[start:at]``, ``start`` being where the sentence
        around ``at`` starts (`SentenceStarts.start`)."""
        if self._starts is None:
            self._starts = SentenceStarts(self._text)
        if start != self._start or at < self._end:
            self._begin(start, at)
        elif at > start + len(self._sentence):
            # asked past the sentence it was sliced for (a caller's own start): slice further
            assert self._starts is not None
            self._sentence = self._text[start : self._starts.end(at)]
            self._lower = None
        old, self._end = self._end, at
        if self._settled:
            return True
        if self._ascii and not self._text[old:at].isascii():
            self._ascii = False
            self._searched = -1  # searched afresh with `pattern`, once per sentence
        end = at - start
        if self._ascii:
            if self._lower is None:
                # ASCII lower-casing keeps every offset up to the first other character
                self._lower = self._sentence.lower()
            m = self._folded.search(self._lower, self._resume(), end)
        else:
            m = self._pattern.search(self._sentence, self._resume(), end)
        self._searched = end
        if m is None:
            return False
        runs = self._run_starts()
        after = bisect_right(runs, start + m.end() - 1) + self._after_runs
        self._settled = after < len(runs) and runs[after] < at
        return True

    def _run_starts(self) -> list[int]:
        if self._runs is None:
            self._runs = [m.start() for m in _RUN.finditer(self._text)]
        return self._runs

    def _resume(self) -> int:
        """Where the next search starts in the sentence: the start of the ``match_runs``-th run
        before the last search's end, or the sentence's start."""
        if self._searched < 0:
            return 0
        runs = self._run_starts()
        k = bisect_right(runs, self._start + self._searched - 1) - self._match_runs
        return max(0, runs[k] - self._start) if k >= 0 else 0

"""Word facts of one reply, built once and asked for every candidate name.

The picks reader asks, of each one-word name it read, whether the reply also writes that word in
lower case, before a colon or alone at a line's end (`picks._used_as_common_word`). Asked with
one regex search over the whole reply per name, a reply that repeats a short name thousands of
times ("for Mac for Mac ...", or thousands of distinct names) cost time quadratic in its length:
50,000 characters took seconds. Here each fact is one linear pass, and each question is a set
lookup. The answers are exactly the searches' answers; `tests/scoring/test_body_words.py` holds
them to the searches.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cached_property

_ASCII_WORD = re.compile(r"[A-Za-z]+")
_BOLD_STOP = re.compile(r"(?=\.\*\*|\*\*\.)")
"""Every place a bold lead's full stop begins, overlapping ones included ("**.**")."""
_MARKUP = "*_"
_MAX_MARKUP = 3
_SUFFIX_REACH = 64
"""Longest name answered from the suffix sets; a longer one is searched for (no real name is)."""
_SEARCH_BUDGET = 64
"""How many names outside the sets' reach (non-ASCII forms, very long names) are searched for
in one reply; past it a name is taken as not a common word, so hostile text stays linear."""


class BodyWords:
    """What one reply writes: its ASCII words, and the letter runs before a colon or a line end."""

    def __init__(self, body: str) -> None:
        self.body = body
        self._searches = 0

    @cached_property
    def ascii_words(self) -> frozenset[str]:
        """Every maximal run of ASCII letters, as written (case kept)."""
        return frozenset(_ASCII_WORD.findall(self.body))

    @cached_property
    def before_colon(self) -> frozenset[str]:
        """Suffixes (up to `_SUFFIX_REACH` letters) of each letter run that ends at most three
        `*`/`_` and any whitespace before a colon: `name[*_]{0,3}\\s*:` found for any of them."""
        return self._tails(_colon_ends(self.body), str.isspace)

    @cached_property
    def before_line_end(self) -> frozenset[str]:
        """The same for a line's end: `name[*_]{0,3}[ \\t]*$` (multiline) found."""
        return self._tails(_line_ends(self.body), lambda c: c in " \t")

    def _tails(self, ends: list[int], is_blank: Callable[[str], bool]) -> frozenset[str]:
        body = self.body
        found: set[str] = set()
        for end in ends:
            i = end
            while i > 0 and is_blank(body[i - 1]):
                i -= 1
            marks = 0
            while i > 0 and body[i - 1] in _MARKUP and marks <= _MAX_MARKUP:
                i -= 1
                marks += 1
            if marks > _MAX_MARKUP:
                continue
            found.update(_run_suffixes(body, i))
        return frozenset(found)

    def searched(self, pattern: str, flags: int = 0) -> bool | None:
        """A search the sets cannot answer, within the reply's budget; None once it is spent."""
        if self._searches >= _SEARCH_BUDGET:
            return None
        self._searches += 1
        return re.search(pattern, self.body, flags) is not None

    def ends_before_colon(self, name: str) -> bool:
        """`re.search(re.escape(name) + r"[*_]{0,3}\\s*:", body)` for an alphabetic ``name``."""
        if len(name) <= _SUFFIX_REACH:
            return name in self.before_colon
        return bool(self.searched(re.escape(name) + r"[*_]{0,3}\s*:"))

    def ends_a_line(self, name: str) -> bool:
        """`re.search(re.escape(name) + r"[*_]{0,3}[ \\t]*$", body, re.M)` for an alphabetic
        ``name``."""
        if len(name) <= _SUFFIX_REACH:
            return name in self.before_line_end
        return bool(self.searched(re.escape(name) + r"[*_]{0,3}[ \t]*$", re.M))

    @cached_property
    def before_bold_stop(self) -> frozenset[str]:
        """Suffixes (up to `_SUFFIX_REACH` letters) of each letter run that ends right before
        ".**" or "**.": `name + ".**" in body or name + "**." in body` for any of them."""
        body = self.body
        return frozenset(
            suffix
            for match in _BOLD_STOP.finditer(body)
            for suffix in _run_suffixes(body, match.start())
        )

    def leads_a_paragraph(self, name: str) -> bool:
        """Whether an alphabetic ``name`` is a bold lead closed by a full stop somewhere in the
        reply ("**Quiet.** Both are superb."): `name + ".**" in body or name + "**." in body`,
        asked of a set built once, since a substring test per name was quadratic on a reply of
        thousands of names."""
        if len(name) <= _SUFFIX_REACH:
            return name in self.before_bold_stop
        return bool(self.searched(re.escape(name) + r"(?:\.\*\*|\*\*\.)"))

    def has_word(self, form: str) -> bool:
        """`re.search(r"(?<![A-Za-z])" + form + r"(?![A-Za-z])", body)` for a letters-only
        ``form``."""
        if form and form.isascii():
            return form in self.ascii_words
        return bool(self.searched(r"(?<![A-Za-z])" + re.escape(form) + r"(?![A-Za-z])"))


def _colon_ends(body: str) -> list[int]:
    return [m.start() for m in re.finditer(":", body)]


def _line_ends(body: str) -> list[int]:
    ends = [m.start() for m in re.finditer("\n", body)]
    ends.append(len(body))
    return ends


def _run_suffixes(body: str, stop: int) -> list[str]:
    """Every suffix of the letter run that ends at ``stop`` (its last `_SUFFIX_REACH` letters), so
    a name is found as a set member wherever the run it ends is longer than the name."""
    i = stop
    while i > 0 and stop - i < _SUFFIX_REACH and body[i - 1].isalpha():
        i -= 1
    run = body[i:stop]
    return [run[k:] for k in range(len(run))]

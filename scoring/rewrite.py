"""Text rewritten for a reader, with a map back to the original string.

A pre-pass turns a shape the picks reader does not know (HTML markup, a brand column beside a
model column, "a)" markers) into the markdown it does know. Every pick's span must still index
the ORIGINAL reply (that is what a page highlights), so a rewrite is built from pieces that are
either copied from the original or inserted, and a span in the rewritten text maps back through
them: a copied character to where it was, an inserted one to where it was inserted.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field


@dataclass(slots=True)
class Rewriter:
    """Builds a rewritten text from ``source``: copy a range of it, or insert new text."""

    source: str
    _parts: list[str] = field(default_factory=list)
    _new: list[int] = field(default_factory=list)
    """Where each piece starts in the rewritten text."""
    _old: list[int] = field(default_factory=list)
    """Where each piece starts in the source (an insertion: where it was inserted)."""
    _copied: list[bool] = field(default_factory=list)
    _length: int = 0
    _at: int = 0
    """How far the source has been consumed (copied or dropped)."""
    _line_blank: bool = True
    """Whether the rewritten text's last line holds only spaces so far."""

    def copy_to(self, end: int) -> None:
        """Copy the source from where the last piece left off up to ``end``."""
        if end > self._at:
            self._piece(self.source[self._at : end], self._at, copied=True)
            self._at = end

    def skip_to(self, end: int) -> None:
        """Drop the source from where the last piece left off up to ``end``."""
        self._at = max(self._at, end)

    def copy_range(self, start: int, end: int) -> None:
        """Copy ``source[start:end]`` wherever it stands (rows put in another order), leaving
        where `copy_to` and `skip_to` have reached as it was."""
        if end > start:
            self._piece(self.source[start:end], start, copied=True)

    def insert(self, text: str) -> None:
        """Insert ``text`` at the current source position."""
        if text:
            self._piece(text, self._at, copied=False)

    def _piece(self, text: str, old: int, copied: bool) -> None:
        self._parts.append(text)
        self._new.append(self._length)
        self._old.append(old)
        self._copied.append(copied)
        self._length += len(text)
        _, newline, tail = text.rpartition("\n")
        self._line_blank = not tail.strip() and (bool(newline) or self._line_blank)

    def at_line_start(self) -> bool:
        """Whether nothing but spaces has been written since the last newline."""
        return self._line_blank

    def finish(self) -> Rewritten:
        """The rewritten text (the rest of the source copied) and its map back."""
        self.copy_to(len(self.source))
        return Rewritten(
            "".join(self._parts), tuple(self._new), tuple(self._old), tuple(self._copied)
        )


@dataclass(frozen=True, slots=True)
class Rewritten:
    """A rewritten text and the pieces it was built from."""

    text: str
    _new: tuple[int, ...]
    _old: tuple[int, ...]
    _copied: tuple[bool, ...]

    def _original(self, pos: int) -> int:
        k = bisect_right(self._new, pos) - 1
        if k < 0:
            return 0
        if self._copied[k]:
            return self._old[k] + (pos - self._new[k])
        return self._old[k]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span of the rewritten span ``[start, end)``."""
        ostart = self._original(start)
        oend = self._original(end - 1) + 1 if end > start else ostart
        return ostart, max(ostart, oend)


def paragraphs_as_numbered_list(
    text: str, spans: list[tuple[int, int]], first: int, last: int
) -> Rewritten:
    """``text`` with the paragraphs from the one holding ``first`` to the one holding ``last``
    replaced by a numbered list of ``spans`` in the order given.

    A ranking stated in prose ("My first choice is X ... Y comes second") is read by the list
    reader once it is written as the list it stands for; the paragraphs it was read from go, so
    that their other names are not read again beside it.
    """
    gap = text.rfind("\n\n", 0, first)
    start = gap + 2 if gap >= 0 else 0
    end = text.find("\n\n", last)
    end = len(text) if end < 0 else end
    rw = Rewriter(text)
    rw.copy_to(start)
    for k, (a, b) in enumerate(spans, start=1):
        rw.insert(f"{k}. " if k == 1 else f"\n{k}. ")
        rw.copy_range(a, b)
    rw.skip_to(end)
    return rw.finish()


def with_edits(text: str, edits: list[tuple[int, int, str]]) -> Rewritten | None:
    """``text`` with each (start, end, replacement) edit made, or None when there is none.

    Edits are sorted by place only, so two insertions at one place keep the order they were made
    in; they must not overlap.
    """
    if not edits:
        return None
    rw = Rewriter(text)
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1])):
        rw.copy_to(start)
        rw.skip_to(end)
        rw.insert(new)
    return rw.finish()

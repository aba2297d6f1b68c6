"""Reading a text sentence by sentence, so a pattern's matches can be cached per sentence.

Replies repeat their sentences across an archive (the same stock opening, the same closing note,
the same refusal), so a pattern whose matches never hold a sentence stop is cheaper to run once
per distinct sentence than once per reply: its matches in a text are those of its sentences.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_SENTENCE = re.compile(r"[^.!?]*[.!?]*")
"""A run up to and including its closing stops; the next sentence starts after them."""


def sentences(text: str) -> Iterator[tuple[int, str]]:
    """(offset, sentence) for each non-empty sentence of ``text``, in order; together they are
    the whole text."""
    for piece in _SENTENCE.finditer(text):
        if piece.start() != piece.end():
            yield piece.start(), piece.group()


def sentence_texts(text: str) -> list[str]:
    """The sentences of `sentences` without their offsets, in one list built at C speed; they
    tile the text, so a running sum of their lengths gives the offsets. May end with ""."""
    return _SENTENCE.findall(text)


def sentence_at(text: str, i: int) -> tuple[int, str]:
    """The (offset, sentence) of `sentences` that holds position ``i``, which is not a stop.

    A sentence starts at the text's start or just after a stop and runs to the end of the stops
    that close it, so it is found from ``i`` without reading the sentences before it.
    """
    start = max(text.rfind(".", 0, i), text.rfind("!", 0, i), text.rfind("?", 0, i)) + 1
    end = _SENTENCE.match(text, i)
    assert end is not None  # the pattern matches the empty string
    return start, text[start : end.end()]

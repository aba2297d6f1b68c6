"""Where a reply's answer starts when a reasoning model's thinking leads it.

Some providers hand back a reasoning model's thinking inside the reply itself, as a leading
``<think>...</think>`` block (``<thinking>`` and ``<reasoning>`` are the other spellings in use).
The block is deliberation: it drafts rankings it then discards, and weighs declining before the
model decides what to do. The picks reader reads its picks from the answer after the block, and
the outcome reader counts its refusal window from there; both use this one recogniser so that
they agree on where the answer starts. A block that is never closed (a reply cut off while
thinking) has no answer after it, so the reply is read from its first character.
"""

from __future__ import annotations

import re

_LEADING_REASONING = re.compile(
    r"\A\s*<(?P<tag>think|thinking|reasoning)>.*?</(?P=tag)>\s*", re.DOTALL | re.IGNORECASE
)


def answer_offset(text: str) -> int:
    """Where the answer starts: after a leading, closed reasoning block, else at 0."""
    if not text[:64].lstrip().startswith("<"):
        return 0
    block = _LEADING_REASONING.match(text)
    return block.end() if block is not None else 0

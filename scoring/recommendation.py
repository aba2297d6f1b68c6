"""A recommendation reply's picks, read from its answer rather than from the deliberation before it.

Some providers hand back a reasoning model's thinking inside the reply itself, as a leading
``<think>...</think>`` block (``<thinking>`` and ``<reasoning>`` are the other spellings in use).
The block drafts and discards candidates ("Draft ranking: A, B, C. Replace B with D ..."), often
as numbered lists, so a reader that takes it for answer text finds rankings the model did not give,
or two rankings that disagree. The reply's recommendation is what follows the block: a careful
reader reads the picks there, and so does the scorer. A block that is never closed (a reply cut off
while thinking) is left as it is: there is no answer to prefer, and the truncation is reported
elsewhere. Only picks are read this way; the outcome, stance and format windows keep counting from
the reply's first character, as the corpus's label rules define them.
"""

from __future__ import annotations

import re

from scoring.pair_verdict import read_pair
from scoring.picks import Pick, PicksReading, pair_options, read_picks

_LEADING_REASONING = re.compile(
    r"\A\s*<(?P<tag>think|thinking|reasoning)>.*?</(?P=tag)>\s*", re.DOTALL | re.IGNORECASE
)


def answer_offset(text: str) -> int:
    """Where the answer starts: after a leading, closed reasoning block, else at 0."""
    if not text[:64].lstrip().startswith("<"):
        return 0
    block = _LEADING_REASONING.match(text)
    return block.end() if block is not None else 0


def read_recommendation(text: str, prompt: str) -> PicksReading:
    """The picks of a reply to a recommendation prompt (`read_picks`, then the pair rules when the
    prompt names two products), read from the answer after any leading reasoning block; spans
    are offsets in ``text``."""
    offset = answer_offset(text)
    answer = text[offset:] if offset else text
    reading = read_pair(read_picks(answer), pair_options(prompt), answer)
    if not offset:
        return reading
    shifted = [Pick(p.name, (p.span[0] + offset, p.span[1] + offset)) for p in reading.picks]
    return PicksReading(shifted, reading.confident)

"""A recommendation reply's picks, read from its answer rather than from the deliberation before it.

Some providers hand back a reasoning model's thinking inside the reply itself, as a leading
``<think>...</think>`` block (``<thinking>`` and ``<reasoning>`` are the other spellings in use),
or as a plain-text "Thinking:" section that an "Answer:" line or a "---" rule closes.
The block drafts and discards candidates ("Draft ranking: A, B, C. Replace B with D ..."), often
as numbered lists, so a reader that takes it for answer text finds rankings the model did not give,
or two rankings that disagree. The reply's recommendation is what follows the block: a careful
reader reads the picks there, and so does the scorer. A block that is never closed (a reply cut off
while thinking) is left as it is: there is no answer to prefer, and the truncation is reported
elsewhere. Where the answer starts is `scoring.reasoning_block.answer_offset`, which the outcome
reader shares; the stance and format windows keep counting from the reply's first character, as
the corpus's label rules define them.
"""

from __future__ import annotations

from scoring.pair_verdict import read_pair
from scoring.picks import Pick, PicksReading, pair_options, read_picks
from scoring.reasoning_block import answer_offset


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

"""Puzzle replies: some working, then the final `ANSWER: <n>` line the grader reads.

The reply style wraps the same answer differently (bold, code, boxed, restated) and may put the
working under Markdown headings; the classic style is the original layout.
"""

from __future__ import annotations

import random

from providers.simulator.prose import working_prose
from providers.simulator.styles import ReplyStyle, style_named
from providers.simulator.styles.answers import answer_block

_OPENINGS = {
    "round_trip": "I need the shortest closed tour that visits every city exactly once.",
    "assignments": "I need to count the ways to give every worker exactly one job.",
    "task_orders": "I need to count the orders of the tasks that respect every rule.",
    "grid_paths": "I need to count the right-and-down paths that avoid the walls.",
    "queens": "I need to count the placements of non-attacking queens off the blocked squares.",
}

# Words of working per level at verbosity 1: harder instances get longer answers, as with real
# models, which is what makes output tokens a level-aware drift signal.
BASE_WORDS = {1: 70, 2: 120, 3: 180}


def wrong_answer(correct: int, rng: random.Random) -> int:
    """A near miss: a different, non-zero integer of about the right size."""
    spread = max(2, abs(correct) // 4)
    while True:
        candidate = abs(correct + rng.choice((-1, 1)) * rng.randint(1, spread))
        if candidate not in (correct, 0):
            return candidate


def puzzle_reply(
    family: str,
    answer: int,
    words: int,
    rng: random.Random,
    style: ReplyStyle | None = None,
) -> str:
    """Working of about `words` words, then the answer line, in the reply style."""
    style = style_named("classic") if style is None else style
    opening = _OPENINGS.get(family, "Let me work through this puzzle step by step.")
    working = working_prose(words, rng)
    if style.essay_heading:
        opening = f"### Setting up\n\n{opening}"
        working = f"### Working\n\n{working}"
    return f"{opening}\n\n{working}\n\n{answer_block(style.answer, str(answer))}"

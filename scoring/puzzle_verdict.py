"""What became of one puzzle: answered (right or wrong), refused, filtered, or no answer in time.

Only a right answer in time passes. Every other outcome is a fail, but each keeps its own name,
so a page can say "3 wrong, 1 refused, 1 filtered, 1 timed out" instead of "6 wrong":

- timeout: no answer in time, on either side (our limit, a gateway timeout, a cut stream);
- filtered: the provider's content filter stopped the reply (finish reason `content_filter`, the
  same rule as the battery's); a cut reply is never graded, even if an answer line survived;
- refused: no whole-number answer, and a first-person decline opens the reply (the battery's rule,
  scoring.outcome); a reply that states its answer has answered, whatever it said first;
- answered: everything else, graded exactly against the solver.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from scoring.grading import extract_answer
from scoring.outcome import classify, is_filtered

PuzzleReplyOutcome = Literal["answered", "refused", "filtered", "timeout"]


class PuzzleVerdict(BaseModel):
    """The grade of one puzzle reply and what kind of reply it was."""

    model_config = ConfigDict(use_attribute_docstrings=True, frozen=True)

    outcome: PuzzleReplyOutcome
    """answered, refused, filtered or timeout."""
    extracted: int | None
    """The integer on the last ANSWER line, as read (None when missing or not whole)."""
    passed: bool
    """The solver's answer, answered in time and not cut by a filter."""


def puzzle_verdict(
    text: str | None,
    expected: int,
    *,
    timed_out: bool,
    finish_reason: str | None = None,
    native_finish_reason: str | None = None,
) -> PuzzleVerdict:
    """The verdict of the module docstring for one reply."""
    if timed_out:
        return PuzzleVerdict(outcome="timeout", extracted=None, passed=False)
    content = text or ""
    extracted = extract_answer(content) if content else None
    if is_filtered(finish_reason, native_finish_reason):
        return PuzzleVerdict(outcome="filtered", extracted=extracted, passed=False)
    if extracted is None and content and classify(content, finish_reason).outcome == "refused":
        return PuzzleVerdict(outcome="refused", extracted=None, passed=False)
    return PuzzleVerdict(outcome="answered", extracted=extracted, passed=extracted == expected)

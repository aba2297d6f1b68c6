"""The final answer line, wrapped the ways chat models wrap it.

Every form carries the same answer on the last `ANSWER:` marker (bold, code, a trailing period,
thousands separators, a `\\boxed{}` before it, a sentence after it that only restates it), so a
reader who takes "the whole number on the final answer marker" reads the same value from all.
"""

from __future__ import annotations

from collections.abc import Callable

AnswerWrapName = str


def _grouped(answer: str) -> str:
    """Thousands separators on a whole number of four digits or more; anything else unchanged."""
    digits = answer.lstrip("-")
    if digits.isdigit() and len(digits) >= 4:
        return f"{int(answer):,}"
    return answer


def _is_int(answer: str) -> bool:
    return answer.lstrip("-").isdigit()


def plain(answer: str) -> str:
    """The format the prompt asks for, as written."""
    return f"ANSWER: {answer}"


def bold_label(answer: str) -> str:
    """Markdown-bold label, as chat models often write it."""
    return f"**ANSWER:** {answer}"


def bold_line(answer: str) -> str:
    """The whole line bold, with thousands separators, which the grader must still read."""
    return f"**ANSWER: {_grouped(answer)}**"


def code(answer: str) -> str:
    """The answer line in inline code."""
    return f"`ANSWER: {answer}`"


def boxed(answer: str) -> str:
    """LaTeX boxed answer followed by the line; a non-integer falls back to the bold label."""
    if not _is_int(answer):
        return f"**ANSWER:** {answer}"
    return f"$$\\boxed{{{answer}}}$$\n\nANSWER: {answer}"


def restated(answer: str) -> str:
    """The line, then the answer restated in prose, so a grader must not read two answers."""
    shown = _grouped(answer)
    return f"ANSWER: {shown}\n\nSo the final answer is {shown}."


def trailing_period(answer: str) -> str:
    """The line ending with a full stop, which is not part of the number."""
    return f"ANSWER: {_grouped(answer)}."


WRAPS: dict[AnswerWrapName, Callable[[str], str]] = {
    "plain": plain,
    "bold_label": bold_label,
    "bold_line": bold_line,
    "code": code,
    "boxed": boxed,
    "restated": restated,
    "trailing_period": trailing_period,
}


def answer_block(wrap: AnswerWrapName, answer: str) -> str:
    """The closing block carrying `answer` in the given wrap."""
    return WRAPS[wrap](answer)

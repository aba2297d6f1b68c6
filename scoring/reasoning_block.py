"""Where a reply's answer starts when a reasoning model's thinking leads it.

Some providers hand back a reasoning model's thinking inside the reply itself, as a leading
``<think>...</think>`` block (``<thinking>`` and ``<reasoning>`` are the other spellings in use),
and some models write it as a plain-text section: a "Thinking:" or "**Reasoning**" label, the
thinking, then the answer under an "Answer:", "Response:" or "Final answer:" label or after a
"---" rule. Either is deliberation: it drafts rankings it then discards, and weighs declining
before the model decides what to do. The picks reader reads its picks from the answer after it,
and the outcome reader counts its refusal window from there; both use this one recogniser so
that they agree on where the answer starts. A block that is never closed (a reply cut off while
thinking), or a plain-text section with no delimiter that ends it, has no answer this reader can
place without guessing, so the reply is read from its first character.
"""

from __future__ import annotations

import re

_LEADING_REASONING = re.compile(
    r"\A\s*<(?P<tag>think|thinking|reasoning)>.*?</(?P=tag)>\s*", re.DOTALL | re.IGNORECASE
)
# The plain-text section's opening label, alone at the reply's start: "Thinking:", "**Reasoning:**",
# "## Thought process", "**Thinking**" on a line of its own. A sentence that only starts with the
# word ("Thinking about your budget, ...") has no colon and goes on on its line, so it opens none.
_PLAIN_OPENING = re.compile(
    r"(?:#{1,4}[ \t]{1,4})?[*_]{0,2}(?:thinking|reasoning|thought[ \t]+process)"
    r"(?:[ \t]{0,3}[*_]{0,2}[ \t]{0,3}:|[ \t]{0,3}[*_]{0,2}[ \t]{0,3}(?=\r?\n))",
    re.IGNORECASE,
)
# What closes the section, at the start of a line: the answer's own label ("Answer:", "**Final
# answer:**", "Response:"), where the answer starts, or a horizontal rule, after which it starts.
_PLAIN_CLOSING = re.compile(
    r"^[ \t]{0,3}(?:#{1,4}[ \t]{1,4})?[*_]{0,2}(?:(?P<final>final)[ \t]+)?(?P<noun>answer|response)"
    r"[ \t]{0,3}[*_]{0,2}[ \t]{0,3}:"
    r"|(?P<rule>^[ \t]{0,3}(?:(?:-[ \t]{0,2}){3,40}|(?:\*[ \t]{0,2}){3,40}|(?:_[ \t]{0,2}){3,40})$)",
    re.IGNORECASE | re.MULTILINE,
)


def _plain_section_end(text: str) -> int:
    """Where the answer starts after a leading plain-text reasoning section, else 0."""
    start = len(text) - len(text.lstrip())
    opening = _PLAIN_OPENING.match(text, start)
    if opening is None:
        return 0
    closing = _PLAIN_CLOSING.search(text, opening.end())
    if closing is None:
        return 0
    if closing.group("rule") is None:
        if closing.group("final") is None and closing.group("noun").lower() == "answer":
            # review r20: a plain "Answer:" line inside the thinking ("Answer: probably the big
            # ones.") is a note: a "Final answer:" or "Response:" label later is where it starts
            later = _final_label_after(text, closing.end())
            if later is not None:
                closing = later
        return closing.start()  # the answer starts at its label's line
    after = closing.end()
    return after + len(text[after:]) - len(text[after:].lstrip())


def _final_label_after(text: str, pos: int) -> re.Match[str] | None:
    """The first "Final answer:" or "Response:" label (no rule, no plain "Answer:") after ``pos``."""
    for m in _PLAIN_CLOSING.finditer(text, pos):
        if m.group("rule") is None and (
            m.group("final") is not None or m.group("noun").lower() == "response"
        ):
            return m
    return None


def answer_offset(text: str) -> int:
    """Where the answer starts: after a leading, closed reasoning block or plain-text reasoning
    section, else at 0."""
    head = text[:64].lstrip()
    if head.startswith("<"):
        block = _LEADING_REASONING.match(text)
        return block.end() if block is not None else 0
    if not head[:1] or head[:1] not in "#*_TtRr":
        return 0
    return _plain_section_end(text)

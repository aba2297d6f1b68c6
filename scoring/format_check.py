"""Did the reply follow the prompt's explicit format instruction?

Instruction following is one of the first things to drift when a provider swaps a model or a system
prompt, and it breaks the programs that parse replies. So each rule is checked mechanically and
strictly, the way a program would read the reply: a JSON reply wrapped in a Markdown code fence
fails, because `json.loads` fails on it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from scoring.battery import FormatRule
from scoring.normalise import normalise

MAX_FORMAT_SPANS = 20

_BULLET = re.compile(r"^[ \t]*(?:[-*+•‣◦▪]|\d{1,3}[.)])[ \t]+\S.*$", re.M)
_BULLET_ONLY = re.compile(r"^[ \t]*[-*+•‣◦▪][ \t]+\S.*$", re.M)
_OTHER_LINE = re.compile(r"^\S.*$", re.M)
"""A non-blank line that starts at the margin (an indented one continues a bullet)."""
_TOKEN = re.compile(r"\S+")
_WORD_CHAR = re.compile(r"\w")
_FENCE = re.compile(r"^[ \t]*```.*$", re.M)


@dataclass(frozen=True, slots=True)
class FormatResult:
    """Whether the rule holds, and the original-text spans that show why."""

    ok: bool
    spans: list[tuple[tuple[int, int], str]] = field(default_factory=list)


_NUMBER_AS_TEXT = re.compile(r"[ \t]*[-+]?\d+(?:\.\d+)?[ \t]*")


def _number_as_text(value: object) -> bool:
    """A string holding only a number ("2019"): a program reading the object gets text where a
    number belongs. The battery's JSON prompt asks for its numeric field as a number, and none of
    the fields it asks for is text made only of digits, so such a value is a format slip."""
    return isinstance(value, str) and _NUMBER_AS_TEXT.fullmatch(value) is not None


def _json_only(rule: FormatRule, text: str) -> FormatResult:
    try:
        value = json.loads(text.strip())
    except (ValueError, RecursionError):
        fences = [(m.span(), "code fence") for m in _FENCE.finditer(text)][:MAX_FORMAT_SPANS]
        return FormatResult(False, fences)
    if not isinstance(value, dict):
        return FormatResult(False)
    return FormatResult(
        all(key in value and not _number_as_text(value[key]) for key in rule.required_keys)
    )


# A numbered item's marker opening a line ("1. Yes, in moderation."): Markdown, not a word, as
# the corpus's word-limit reading has it (styles.md, H06); a number inside a sentence still counts.
# Fixes r24: a marker is one of a list: two or more numbered lines, or one line numbered "1." (a
# list's start). A lone "2." opening a one-line answer ("2. Phobos and Deimos.") is the answer's
# number, a word to a human grader (styles.md, H06), as "Take 2." inside a sentence is.
_ITEM_NUMBER = re.compile(r"^[ \t]*(\d{1,3}[.)])(?=[ \t])", re.M)


def _item_markers(text: str) -> set[int]:
    """Where the numbered items' markers start, when they are a list's (see `_ITEM_NUMBER`)."""
    found = list(_ITEM_NUMBER.finditer(text))
    if len(found) == 1 and found[0].group(1)[:-1] != "1":
        return set()
    return {m.start(1) for m in found}


def _max_words(limit: int, text: str) -> FormatResult:
    # A word is a whitespace-separated token with a letter or digit in it ("—" alone is not).
    # Each item marker is one such token (it starts a line and a blank follows it).
    markers = _item_markers(text)
    if sum(1 for token in text.split() if _WORD_CHAR.search(token)) - len(markers) <= limit:
        return FormatResult(True)
    words = [
        m
        for m in _TOKEN.finditer(text)
        if _WORD_CHAR.search(m.group()) and m.start() not in markers
    ]
    return FormatResult(False, [((words[limit].start(), words[-1].end()), "words over the limit")])


def _bullet_count(count: int, text: str) -> FormatResult:
    """Exactly ``count`` bullets and nothing else: a bullet-count prompt asks for a bulleted list
    alone ("write nothing else"), so a preamble, heading or sign-off line fails it, and so does a
    numbered list (an ordered list, not bullets). An indented line continues the bullet above it."""
    bullets = list(_BULLET_ONLY.finditer(text))
    spans = [(m.span(), "bullet") for m in bullets[:MAX_FORMAT_SPANS]]
    extra = [m for m in _OTHER_LINE.finditer(text) if not _BULLET_ONLY.match(m.group())]
    spans += [(m.span(), "text outside the list") for m in extra[:MAX_FORMAT_SPANS]]
    return FormatResult(len(bullets) == count and not extra, spans)


def _line_count(count: int, text: str) -> FormatResult:
    lines = [line for line in text.splitlines() if line.strip()]
    return FormatResult(len(lines) == count)


def _starts_with(prefix: str, text: str) -> FormatResult:
    norm = normalise(text)
    body = norm.text.lstrip()
    wanted = normalise(prefix).text
    if body.startswith(wanted):
        start = len(norm.text) - len(body)
        return FormatResult(True, [(norm.span(start, start + len(wanted)), "required opening")])
    return FormatResult(False)


def _all_lowercase(text: str) -> FormatResult:
    upper = [
        m.span() for m in re.finditer(r"[^\W\d_a-z]+", text) if any(c.isupper() for c in m.group())
    ]
    spans = [(span, "uppercase") for span in upper[:MAX_FORMAT_SPANS]]
    return FormatResult(not any(c.isupper() for c in text), spans)


def _no_commas(text: str) -> FormatResult:
    norm = normalise(text)
    commas = [m.start() for m in re.finditer(",", norm.text)]
    spans = [(norm.span(i, i + 1), "comma") for i in commas[:MAX_FORMAT_SPANS]]
    return FormatResult(not commas, spans)


def check(rule: FormatRule, text: str) -> FormatResult:
    """Check one rule on the reply as stored (leading and trailing whitespace are allowed)."""
    kind = rule.kind
    if kind == "json_only":
        return _json_only(rule, text)
    if kind == "max_words":
        return _max_words(int(rule.value or 0), text)
    if kind == "bullet_count":
        return _bullet_count(int(rule.value or 0), text)
    if kind == "line_count":
        return _line_count(int(rule.value or 0), text)
    if kind == "starts_with":
        return _starts_with(str(rule.value), text)
    if kind == "all_lowercase":
        return _all_lowercase(text)
    return _no_commas(text)

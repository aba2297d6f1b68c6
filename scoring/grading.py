"""Reading the final `ANSWER:` line: puzzles and the battery's ground-truth prompts.

Prompts ask for a last line `ANSWER: <value>`. Models decorate it (bold, backticks, "1,234") and
sometimes restate it, so the LAST such line decides, even when it is malformed: a model that
corrects itself to "ANSWER: 12.5" has not answered 12.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict

from scoring.normalise import normalise

# The label may follow list, heading or quote markers; emphasis is already stripped by normalise.
# A backtick may open the line too: "`ANSWER: 215`" is the marker in inline code. A numbered
# item's marker is a list marker too ("3. ANSWER: 42", as a reply that numbers its steps ends).
# The value runs to the line's end and its trailing blanks are stripped in code: a lazy value
# before "[ \t]*$" retried the blank run at every length, quadratic on "ANSWER: 1", 40,000
# blanks and a letter (2.7 s).
ANSWER_LINE = re.compile(r"^[ \t>#+`-]*(?:\d{1,3}[.)][ \t]+)?answer[ \t]*:[ \t]*(.*)$", re.I | re.M)
BOXED = re.compile(r"\\boxed\{")
"""Where a LaTeX final answer starts; read only when there is no ANSWER line."""
# LaTeX wrappers and spacing inside a box: \text{7}, \mathbf{7}, 1{,}024, 1\,024.
_LATEX_WRAPPER = re.compile(r"\\(?:text|textbf|mathbf|mathrm|displaystyle)\s*\{([^{}]*)\}")
_LATEX_SPACING = re.compile(r"\\[,;:! ]|[{}$]")
_DECORATION = "`'\" \t\r"  # \r: a reply with Windows line ends
# Thousands separators must group by three ("12,34" is not a whole number, it is ambiguous).
_WHOLE = re.compile(
    r"^([+\-\u2212]?)(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d{1,3}(?:'\d{3})+|\d{1,3}(?:_\d{3})+|\d+)"
    r"(?:\.0+)?$"
)


def last_answer_line(text: str) -> tuple[str, tuple[int, int]] | None:
    """The raw value on the last ANSWER line and the original span of that line.

    Scans lines from the end and normalises one line at a time: normalisation never crosses a
    line break, so this equals matching the whole normalised text, at a fraction of the cost.
    """
    end = len(text)
    while end >= 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if line.isascii() and "*" not in line and "_" not in line:
            m = ANSWER_LINE.match(line)
            if m is not None:
                return m.group(1).rstrip(" \t"), (start + m.start(), start + m.end())
        else:
            norm = normalise(line)
            m = ANSWER_LINE.match(norm.text)
            if m is not None:
                line_start, line_end = norm.span(*m.span())
                return m.group(1).rstrip(" \t"), (start + line_start, start + line_end)
        end = start - 1
    return None


def _box_content(text: str, start: int, limit: int) -> tuple[str, int] | None:
    """The content of the box whose "\\boxed{" ends at ``start``, and where the box ends; None
    when it does not close before ``limit``."""
    depth = 1
    for i in range(start, limit):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[start:i], i + 1
    return None


def last_boxed(text: str) -> tuple[str, tuple[int, int]] | None:
    """The value in the last complete ``\\boxed{...}`` and its span, LaTeX wrappers removed.

    A box that reaches the start of a later box that never closes cannot close either (its depth
    would have to fall past the later box's first), so each box is read only up to the last
    unclosed box seen: every character is read once, where reading each box to the end was
    quadratic on a run of unclosed boxes (8 s on 8,000 of them).
    """
    limit = len(text)
    for m in reversed(list(BOXED.finditer(text))):
        found = _box_content(text, m.end(), limit)
        if found is not None:
            value, end = found
            # \text{\textbf{7}}: wrappers nest at most two deep in practice
            return _latex_value(value), (m.start(), end)
        limit = m.start()
    return None


def final_answer(text: str) -> tuple[str, tuple[int, int]] | None:
    """The raw final answer and its span: the last ANSWER line, else the last ``\\boxed{}``."""
    found = last_answer_line(text)
    if found is None:
        return last_boxed(text)
    value, span = found
    if "\\boxed" in value:
        boxed = last_boxed(value)
        if boxed is not None:
            return boxed[0], span
    return value, span


# Wrappers a model copies around the value: inline math ($186$, \(207\)) and the template's
# angle brackets (<114>).
_VALUE_WRAPPER = re.compile(r"^(?:\$|\\\(|<)\s*(.*?)\s*(?:\$|\\\)|>)$")


# Review r24: a cross, a stop sign, a question mark or a frown after the value says it is wrong
# or unsure ("ANSWER: 12 ❌", "ANSWER: 12 ❓"): not decoration, so the line stays unreadable, as
# "12 (wrong)" does.
_DOUBTING_SYMBOLS = frozenset(
    "\u274c\u274e\u2717\u2718\u2716\U0001f6ab\u26d4\u2753\u2754\u26a0\U0001f914\U0001f615\U0001f61f"
)


def _is_trailing_symbol(char: str) -> bool:
    """Check marks and emoji a chatty model closes the line with ("ANSWER: 42 ✅", "ANSWER: 42
    🎉"): decoration, like a trailing full stop. Dingbats, the emoji planes, and the joiners that
    build them; not the marks that doubt the value (`_DOUBTING_SYMBOLS`)."""
    return (
        char.isspace()
        or (
            ("\u2600" <= char <= "\u27bf" or "\U0001f000" <= char <= "\U0001faff")
            and char not in _DOUBTING_SYMBOLS
        )
        or char in "\ufe0f\u200d"
    )


def _without_trailing_symbols(value: str) -> str:
    # A loop from the end, not a "[...]+$" search, which is quadratic on a long blank run.
    end = len(value)
    while end and _is_trailing_symbol(value[end - 1]):
        end -= 1
    return value[:end]


def _latex_value(value: str) -> str:
    """A math-wrapped value without its LaTeX emphasis or spacing ("\\mathbf{42}" -> "42"),
    read the way a box's content is."""
    for _ in range(2):
        value = _LATEX_WRAPPER.sub(r"\1", value)
    return _LATEX_SPACING.sub("", value.replace("{,}", ","))


def _clean(value: str) -> str:
    value = value.strip(_DECORATION)
    value = _without_trailing_symbols(value.rstrip(".!")).rstrip(".!")
    value = value.strip(_DECORATION)
    wrapped = _VALUE_WRAPPER.match(value)
    if wrapped is None:
        return value
    inner = wrapped.group(1).strip(_DECORATION)
    # Bold in math ("$\\mathbf{42}$") is the README's "wrapped in bold", written in LaTeX; a
    # grouped separator ("$1{,}024$") its thousands separator.
    if value[0] == "<" or not ("\\" in inner or "{" in inner):
        return inner
    return _latex_value(inner).strip(_DECORATION)


# A unit or noun after the number ("215 minutes", "608 paths"): a careful reader takes the number.
# Hedges and alternatives ("12 approximately", "12 or so", "12 or 13") keep it unreadable.
_UNIT_TAIL = re.compile(r"^(?P<number>.*?\d)\s+(?P<unit>[^\W\d_]+(?:[ \-][^\W\d_]+){0,2})$")
_HEDGES = frozenset(
    "about around approximately approx roughly maybe probably perhaps possibly or so ish nearly "
    "almost over under least most more less than plus minus to and per each estimated".split()
)


def _without_unit(value: str) -> str:
    m = _UNIT_TAIL.match(value)
    if m is None:
        return value
    words = {w.casefold() for w in re.split(r"[ \-]", m["unit"])}
    return value if words & _HEDGES else m["number"]


MAX_DIGITS = 1_000
"""The longest whole number read. Python refuses to convert a string of more than 4,300 digits
(a guard against quadratic conversion), so a hostile "ANSWER: 111...1" raised instead of being
read; no truth the battery or the puzzles hold comes near this length, so a longer number is
unreadable (None), like any other value that is not a whole number a reader can take."""


def parse_whole(value: str) -> int | None:
    """The whole number an ANSWER value states, or None (see `extract_answer`)."""
    m = _WHOLE.match(_without_unit(_clean(value)))
    if m is None:
        return None
    digits = re.sub(r"[^0-9]", "", m.group(2))
    if len(digits) > MAX_DIGITS:
        return None
    number = int(digits)
    return -number if m.group(1) in ("-", "\u2212") else number


def parse_token(value: str) -> str | None:
    """An ANSWER value without decoration, or None when nothing is left."""
    return _clean(value) or None


def answer_line_span(text: str) -> tuple[int, int] | None:
    """Original span of the last ANSWER line, for highlighting what was graded."""
    found = final_answer(text)
    return None if found is None else found[1]


def extract_answer(text: str) -> int | None:
    """The integer on the last `ANSWER:` line; None when missing or not a whole number.

    The label is case-insensitive; bold, backticks and thousands separators (",", a space, "'"
    or "_", grouped by three) are tolerated, "42.0" counts as 42, and a unit or noun after the
    number ("42 paths", "215 minutes") is the number's, not a second value. A hedge, a second
    number or a fraction ("about 42", "42 or so", "12 or 13", "12.5") makes it not whole.
    """
    found = final_answer(text)
    return None if found is None else parse_whole(found[0])


def extract_answer_token(text: str) -> str | None:
    """The value on the last `ANSWER:` line with decoration removed (for yes/no and choices).

    Case is kept; callers compare case-insensitively. None when there is no line or it is empty.
    """
    found = final_answer(text)
    return None if found is None else parse_token(found[0])


class PuzzleGrade(BaseModel):
    """The grade of one puzzle response."""

    model_config = ConfigDict(use_attribute_docstrings=True)

    extracted: int | None
    """The integer read from the last ANSWER line; None when missing, not whole, or timed out."""
    expected: int
    """The solver's answer."""
    passed: bool
    """Right answer in time; a timeout or a missing line is a fail, not an error."""


def grade_puzzle(text: str | None, expected: int, timed_out: bool) -> PuzzleGrade:
    """Right or wrong; no partial credit and no second chances for a late answer."""
    extracted = None if timed_out or text is None else extract_answer(text)
    return PuzzleGrade(extracted=extracted, expected=expected, passed=extracted == expected)

"""Typography and plain-text layouts around a ranking, rewritten as the markdown they stand for.

Deployed models and the gateways between them and a user write the same ranked list in many
byte forms. Each pass here rewrites one of them into the markdown shape `scoring.picks` reads,
behind a cheap exact test, and copies every other character, so a pick's span maps back to the
original reply:

- Markdown escaped by a relay ("1\\. \\*\\*MacBook Air M3\\*\\*"): the backslashes dropped.
- A rank number set in bold on its own ("**1.** ClickUp"): the bold taken off the number.
- Lines opened by an en or em dash used as a bullet ("– Breville Bambino Plus: ..."), two or
  more: "- " bullets.
- Lines opened by a "→" used as a bullet, two or more: "- " bullets.
- Parenthesised numbers ("(1) Canon EOS R50") and Roman numerals ("I. Notion", "### II. X",
  "ii. Bitwarden") in a run counting from one: "1. ", "2. ".
- A one-line reply whose line breaks arrived as literal "\\n" sequences (a relay that did not
  decode the model's JSON string): the breaks and escaped quotes decoded.
- ATX headings closed with hashes ("### 1. Linear ###", "## 🥇 Kia EV6 ##"): the closing hashes
  dropped, as CommonMark does.
- ASCII box tables ("+---+-------+" borders around "| 1 | X |" rows): a markdown pipe table.
- Tab-separated or space-aligned columns (a spreadsheet paste, a terminal-style table): a
  markdown pipe table, with a blank header when the first row is data.
- In a hard-wrapped reply (a line break between two lower-case words): a bold run opened on one
  line and closed on the next ("1. **Hyundai\\n   Ioniq 5** — ..."), and a wrapped paragraph
  (three or more lines of similar length, broken mid-sentence), each one line, because a name
  broken across a line end is still one name.
"""

from __future__ import annotations

import re

from scoring.rewrite import Rewritten, with_edits

# A backslash escape of markdown punctuation. "\(", "\[" and "\)" stay: in a reply they are more
# often LaTeX's math brackets than escaped markdown.
_ESCAPE = re.compile(r"\\(?=[*_`#.+!-])")
_BOLD_NUMBER = re.compile(
    r"^(?P<indent>[ \t]*)(?P<mark>\*\*|__)(?P<num>\d{1,2}[.)])(?P=mark)[ \t]+(?=\S)", re.M
)
_DASH_BULLET = re.compile("^(?P<indent>[ \t]*)(?P<mark>[\u2013\u2014])[ \t]+(?=\\S)", re.M)
_PAREN_NUMBER = re.compile(r"^[ \t]*(?P<mark>\((?P<n>\d{1,2})\))[ \t]+(?=\S)", re.M)
# picks27b: lower-case numerals too ("i. 1Password", "ii. Bitwarden"); a run must count from
# one, so "i.e. ..." or a lone "v. Name" opening a line is no list.
_ROMAN = re.compile(
    r"^(?:#{1,6} )?(?P<mark>(?P<n>I{1,3}|IV|VI{0,3}|IX|X|i{1,3}|iv|vi{0,3}|ix|x)\.)[ \t]+(?=\S)",
    re.M,
)
_ROMAN_VALUE = {
    "I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10,
    "i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10,
}  # fmt: skip
# The cheap tests in front of the passes: each opens with a literal, which the regex engine finds
# with a fast scan (a leading character class or `in` with a common first character is slower).
_GAP = re.compile("  ")
_CLOSING_HASH = re.compile(r"#[ \t\r]*$", re.M)
_PAREN_ONE = re.compile(r"\(1\)")
_ROMAN_TWO = re.compile(r"II\.|ii\.")
_BOLD_ONE = re.compile(r"\*\*1")
_BOX_BORDER = re.compile(r"^[ \t]*\+(?:[-=:]+\+)+[ \t\r]*$", re.M)
_CELL_RUN = re.compile(r"\S+(?: \S+)*")  # text between gaps of two or more spaces
_LINE_BREAK_MARKUP = frozenset("-*+#>|`=")
_LOWER_START = re.compile(r"\n[ \t]*[a-z]")
_LOWER_OR_COMMA = frozenset("abcdefghijklmnopqrstuvwxyz,")
_LIST_START = re.compile(r"[ \t]*(?:[-*+•‣◦▪]|\d{1,2}[.)])[ \t]")


def _line_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each line, without its line break."""
    spans = []
    start = 0
    while True:
        end = text.find("\n", start)
        if end < 0:
            spans.append((start, len(text)))
            return spans
        spans.append((start, end))
        start = end + 1


def escapes_dropped(text: str) -> Rewritten | None:
    """Markdown escaped by a relay, unescaped; or None. Only a reply whose list markers or bold
    are escaped ("1\\.", "\\*\\*", "\\-" at a line's start) counts: a lone backslash elsewhere is
    the writer's own."""
    if "\\" not in text or not re.search(r"^[ \t]*(?:\d{1,2}\\[.)]|\\[-*+#])|\\\*\\\*", text, re.M):
        return None
    return with_edits(text, [(m.start(), m.end(), "") for m in _ESCAPE.finditer(text)])


def bold_numbers_plain(text: str) -> Rewritten | None:
    """Rank numbers in bold of their own ("**1.** ClickUp", "**2.** Asana"), a run with a first,
    as plain list numbers; or None."""
    # A run with a first holds "**1" or "__1" (a one-character test first: it runs like memchr).
    if _BOLD_ONE.search(text) is None and ("_" not in text or "__1" not in text):
        return None
    marks = list(_BOLD_NUMBER.finditer(text))
    if len(marks) < 2 or not any(m["num"][:-1] == "1" for m in marks):
        return None
    return with_edits(text, [(m.start("mark"), m.end(), m["num"] + " ") for m in marks])


def dash_bullets(text: str) -> Rewritten | None:
    """Lines opened by an en or em dash used as a bullet, two or more, as "- " bullets; or None."""
    if "\u2013" not in text and "\u2014" not in text:
        return None
    marks = list(_DASH_BULLET.finditer(text))
    if len(marks) < 2:
        return None
    return with_edits(text, [(m.start("mark"), m.end("mark"), "-") for m in marks])


def _counted(marks: list[re.Match[str]], value: dict[str, int] | None) -> list[re.Match[str]]:
    """The marks that belong to runs counting 1, 2, ... (two or more long)."""
    kept: list[re.Match[str]] = []
    run: list[re.Match[str]] = []
    for m in marks:
        n = value[m["n"]] if value is not None else int(m["n"])
        if n == len(run) + 1:
            run.append(m)
            continue
        if len(run) >= 2:
            kept += run
        run = [m] if n == 1 else []
    return kept + run if len(run) >= 2 else kept


def counted_as_numbers(text: str) -> Rewritten | None:
    """Runs of "(1)" / "(2)" and of Roman numerals "I." / "II." as "1." / "2."; or None."""
    edits = []
    if "(" in text and _PAREN_ONE.search(text) is not None:  # a one-character scan first
        for m in _counted(list(_PAREN_NUMBER.finditer(text)), None):
            edits.append((m.start("mark"), m.end("mark"), m["n"] + "."))
    if _ROMAN_TWO.search(text) is not None:  # a run of two or more holds its second
        for m in _counted(list(_ROMAN.finditer(text)), _ROMAN_VALUE):
            edits.append((m.start("mark"), m.end("mark"), f"{_ROMAN_VALUE[m['n']]}."))
    return with_edits(text, edits)


def closing_hashes_dropped(text: str) -> Rewritten | None:
    """ATX headings' closing hashes ("### 1. Linear ###") dropped; or None."""
    if "#" not in text or _CLOSING_HASH.search(text) is None:
        return None
    edits = []
    for start, end in _line_spans(text):
        line = text[start:end].rstrip(" \t\r")
        if not line.lstrip(" ").startswith("#") or not line.endswith("#"):
            continue
        body = line.rstrip("#")
        opening = len(line.lstrip(" ")) - len(line.lstrip(" ").lstrip("#"))
        if len(body) - (len(line) - len(line.lstrip(" "))) <= opening:
            continue  # a line of hashes only
        if body[-1:] not in (" ", "\t"):
            continue  # "C#", "#1#": not a closing sequence
        kept = body.rstrip(" \t")
        edits.append((start + len(kept), start + len(line), ""))
    return with_edits(text, edits)


def _cell_count(line: str) -> int:
    return line.count("|") - 1


def box_tables(text: str) -> Rewritten | None:
    """An ASCII box table ("+---+" borders) as a markdown pipe table; or None."""
    if "+" not in text or "+-" not in text or _BOX_BORDER.search(text) is None:
        return None
    lines = _line_spans(text)
    edits: list[tuple[int, int, str]] = []
    i = 0
    while i < len(lines):
        s, e = lines[i]
        if _BOX_BORDER.match(text, s, e) is None:
            i += 1
            continue
        # a block: borders and "|" rows, from this border on
        j = i
        rows: list[int] = []
        borders: list[int] = []
        while j < len(lines):
            ls, le = lines[j]
            line = text[ls:le].strip()
            if _BOX_BORDER.match(text, ls, le) is not None:
                borders.append(j)
            elif line.startswith("|") and line.rstrip("\r").endswith("|"):
                rows.append(j)
            else:
                break
            j += 1
        if len(rows) >= 2:
            header = rows[0] if rows[0] + 1 in borders and rows[0] + 1 < rows[-1] else None
            cells = _cell_count(text[lines[rows[0]][0] : lines[rows[0]][1]].strip())
            rule = "|" + "---|" * max(cells, 1)
            for k in borders:
                ks, ke = lines[k]
                end = ke + 1 if ke < len(text) else ke
                if header is not None and k == header + 1:
                    edits.append((ks, ke, rule))
                else:
                    edits.append((ks, end, ""))
            if header is None:
                blank = "|" + "   |" * max(cells, 1)
                edits.append((lines[rows[0]][0], lines[rows[0]][0], blank + "\n" + rule + "\n"))
        i = max(j, i + 1)
    return with_edits(text, edits)


def _columns(line: str) -> list[tuple[int, int]] | None:
    """(start, end) of each cell of a tab-separated or space-aligned line, or None when it is
    not one (an indented line, a list item, a heading, a table row, a line of one cell)."""
    stripped = line.strip()
    if not stripped or stripped[0] in _LINE_BREAK_MARKUP or line[:1] in (" ", "\t"):
        return None
    if _LIST_START.match(line) is not None:
        return None
    if "\t" in stripped:
        cells = []
        at = 0
        for part in line.split("\t"):
            if part.strip():
                lead = len(part) - len(part.lstrip())
                cells.append((at + lead, at + len(part.rstrip())))
            at += len(part) + 1
    else:
        if "  " not in stripped:
            return None
        cells = [(m.start(), m.end()) for m in _CELL_RUN.finditer(line)]
    return cells if len(cells) >= 2 else None


def _header_like(cells: list[str]) -> bool:
    """A header row: short cells with no digit or currency sign ("Rank", "Camera", "Why")."""
    return all(
        len(c.split()) <= 3 and not any(ch.isdigit() or ch in "$€£" for ch in c) for c in cells
    )


def _two_gapped_lines(text: str, at: int = 0) -> bool:
    """Whether two lines running one after the other, the first at or after ``at``, each hold a
    gap of two spaces or more between words (a line that opens with a space is no table row)."""
    at = text.find("  ", at)
    while at >= 0:
        if at == 0 or text[at - 1] in " \t\n":
            end = text.find("\n", at)  # indentation: the line is not a row
            at = text.find("  ", end) if end >= 0 else -1
            continue
        end = text.find("\n", at)
        if end < 0:
            return False
        after = text.find("\n", end + 1)
        if "  " in text[end + 1 : after if after >= 0 else len(text)].strip():
            return True
        at = text.find("  ", end)
    return False


def aligned_tables(text: str) -> Rewritten | None:
    """Tab-separated or space-aligned columns, three lines or more, as a markdown pipe table; or
    None. Space-aligned lines count only when every line's cells start at the same columns."""
    gap = _GAP.search(text) if "\t" not in text else None
    if "\t" not in text and (gap is None or not _two_gapped_lines(text, gap.start())):
        return None
    lines = _line_spans(text)
    edits: list[tuple[int, int, str]] = []
    i = 0
    while i < len(lines):
        first = _columns(text[lines[i][0] : lines[i][1]].rstrip("\r"))
        if first is None:
            i += 1
            continue
        tabbed = "\t" in text[lines[i][0] : lines[i][1]]
        run = [(i, first)]
        j = i + 1
        while j < len(lines):
            line = text[lines[j][0] : lines[j][1]].rstrip("\r")
            cols = _columns(line)
            if cols is None or len(cols) != len(first) or ("\t" in line) != tabbed:
                break
            if not tabbed and [a for a, _ in cols] != [a for a, _ in first]:
                break
            run.append((j, cols))
            j += 1
        texts = [[text[lines[k][0] + a : lines[k][0] + b] for a, b in cols] for k, cols in run]
        if len(run) >= 3 and all(row[0].endswith(":") for row in texts):
            run = run[:1]  # "Price:    $299" over "Battery:  180 min": labels and values, no table
        if len(run) >= 3:
            data = any(any(ch.isdigit() or ch in "$€£" for ch in "".join(r)) for r in texts[1:])
            has_header = _header_like(texts[0]) and (
                data or all(len(c.split()) <= 2 for c in texts[0])
            )
            rule = "|" + "---|" * len(first)
            if not has_header:
                edits.append(
                    (lines[i][0], lines[i][0], "|" + "   |" * len(first) + "\n" + rule + "\n")
                )
            for n, (k, cols) in enumerate(run):
                base = lines[k][0]
                edits.append((base, base + cols[0][0], "| "))
                for (_, b), (a, _) in zip(cols, cols[1:], strict=False):
                    edits.append((base + b, base + a, " | "))
                end = lines[k][1]
                edits.append((base + cols[-1][1], end, " |"))
                if has_header and n == 0:
                    edits.append((end, end, "\n" + rule))
        i = j if len(run) >= 3 else i + 1
    return with_edits(text, edits)


def _bold_join_edits(text: str) -> list[tuple[int, int, str]]:
    """The edits that join a bold run opened on one line and closed on the next.

    The runs are the stretches between the first and second "**", the third and fourth, ...;
    one that holds a single line break, opens and closes on a word, and goes on after the break
    with more than a list item, is one bold name broken by the wrap."""
    if "**" not in text:
        return []
    parts = text.split("**")
    edits = []
    at = 0
    for k, part in enumerate(parts):
        if k % 2 == 1 and part.count("\n") == 1 and part[:1].strip() and part[-1:].strip():
            brk = part.index("\n")
            after = part[brk + 1 :]
            indent = len(after) - len(after.lstrip(" \t"))
            if part[:brk].strip() and _LIST_START.match(after) is None:
                edits.append((at + brk, at + brk + 1 + indent, " "))
        at += len(part) + 2
    return edits


def _mid_sentence_breaks(text: str) -> list[int]:
    """Offsets of the line breaks that fall between two lower-case words ("it\nheats", "a
    flat\n   floor"): the mark of a reply hard-wrapped by its writer or a gateway."""
    m = _LOWER_START.search(text)
    if m is None:
        return []  # the usual reply: one search, no list
    return [
        m.start()
        for m in _LOWER_START.finditer(text, m.start())
        if m.start() > 0 and text[m.start() - 1] in _LOWER_OR_COMMA
    ]


def hard_wraps_joined(text: str) -> Rewritten | None:
    """A hard-wrapped reply's broken lines joined; or None.

    Only a reply with a line break between two lower-case words is hard-wrapped. In it, a bold
    run opened on one line and closed on the next ("1. **Hyundai\n   Ioniq 5** — ...") is one
    line, because emphasis spans a soft line break; and a prose paragraph of three lines or more,
    each opening with a letter, digit, quote or bracket, all but the last of 45 to 100 characters,
    most of them ending mid-sentence and holding such a break, is one line, because a name broken
    across its line ends is still one name."""
    breaks = _mid_sentence_breaks(text)
    if not breaks:
        return None
    lines = _line_spans(text)
    edits = _bold_join_edits(text)
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines):
            line = text[lines[j][0] : lines[j][1]]
            first = line[:1]
            if not (first.isalnum() or first in "\"'(") or "|" in line:
                break
            if _LIST_START.match(line) is not None:
                break
            j += 1
        run = list(range(i, j))
        if len(run) >= 3 and any(lines[i][0] <= b < lines[j - 1][0] for b in breaks):
            body = [text[lines[k][0] : lines[k][1]].rstrip() for k in run[:-1]]
            wrapped = sum(b[-1:].isalnum() or b[-1:] == "," for b in body)
            if all(45 <= len(b) <= 100 for b in body) and wrapped * 2 > len(body):
                for k in run[:-1]:
                    edits.append((lines[k][1], lines[k + 1][0], " "))
        i = j + 1
    joined = {start: (start, end, new) for start, end, new in edits}  # one edit per line end
    return with_edits(text, list(joined.values()))


# picks27b: an arrow glyph where a bullet stands ("→ Tesla Model Y — roomy for five").
_ARROW_BULLET = re.compile("^(?P<indent>[ \t]*)(?P<mark>\u2192)[ \t]+(?=\\S)", re.M)


def arrow_bullets(text: str) -> Rewritten | None:
    """Lines opened by a "→" used as a bullet, two or more, as "- " bullets; or None. One such
    line alone ("→ Verdict: ...") is a pointer, left as it is."""
    if "\u2192" not in text:
        return None
    marks = list(_ARROW_BULLET.finditer(text))
    if len(marks) < 2:
        return None
    return with_edits(text, [(m.start("mark"), m.end("mark"), "-") for m in marks])


# picks27b: a reply whose line breaks arrived as the two characters "\n" (a relay that logged the
# model's JSON string without decoding it), with its escaped quotes and carriage returns.
_STRING_ESCAPE = re.compile(r'\\(?:r\\n|n|")')


def string_escapes_decoded(text: str) -> Rewritten | None:
    """A one-line reply with two or more literal "\\n" sequences, its escapes decoded (a line
    break, a quote); or None. A reply with a real line break writes "\\n" on purpose (code)."""
    if "\n" in text or text.count("\\n") < 2:
        return None
    return with_edits(
        text,
        [
            (m.start(), m.end(), '"' if m[0] == '\\"' else "\n")
            for m in _STRING_ESCAPE.finditer(text)
        ],
    )

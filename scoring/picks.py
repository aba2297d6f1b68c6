"""The products a recommendation names, in the order it ranks them.

A recommendation's answer is its list of picks; a change in the top pick or the order, for the same
prompt, is a behaviour change worth a look. Models format picks three ways (a table, a numbered
list, bold names in prose), and surround them with things that look like names but are not: prices
("$300 USD"), table headers ("Product"), labels ("Best for:") and specs ("30-hour battery"). The
filters below are what keeps those out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate

from scoring.normalise import normalise

MAX_PICK_CHARS = 60
MAX_PICK_WORDS = 8

# Trailing \r allowed: replies with Windows line ends split into lines that keep it.
_TABLE_LINE = re.compile(r"^[ \t]*\|.*\|[ \t\r]*$|^[^|\n]+(?:\|[^|\n]*)+$")
_TABLE_SEPARATOR = re.compile(
    r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t\r]*$"
)
_NUMBERED = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\d{1,2})[.)][ \t]+(?P<body>\S.*)$")
_BOLD = re.compile(r"(\*\*\*?|___?)(?=[^\s*_])(?P<inner>.+?)(?<=[^\s*_])\1(?P<colon>[ \t]*:)?")
_LEAD_BOLD = re.compile(r"^(\*\*\*?|___?)(?=[^\s*_])(?P<inner>.+?)(?<=[^\s*_])\1")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
# Where a numbered item's name ends: a dash, a colon, an opening bracket, a comma or a sentence end.
_NAME_END = re.compile(r"\s+[-–—]\s+|:(?:\s|$)|\s+\(|,\s|\.\s|\s+\|")
_TRAILING_BRACKET = re.compile(r"\s*[(\[][^()\[\]]*[)\]]\s*$")
_PRICE = re.compile(
    r"[$€£¥₹]\s?\d|\d\s?(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks)\b|\b(?:usd|eur|gbp|us\$)\s?\d"
    r"|\bunder\s+\$|\bprice\b",
    re.I,
)
_SPEC = re.compile(
    r"^(?:up\s+to\s+|about\s+|around\s+|over\s+|under\s+|~|approx\.?\s*)?\d[\d,.]*\s*-?\s*"
    r"(?:hours?|hrs?|h|mah|gb|tb|mb|ghz|mhz|hz|mm|cm|m|in|inch(?:es)?|\"|w|watts?|kg|g|lbs?|oz|"
    r"mp|megapixels?|%|percent|days?|years?|months?|weeks?|minutes?|mins?|db|k|p|fps|nits|cores?|"
    r"bit|x|ms|v|a|l|liters?|litres?|ft|feet|miles?|km|mph|rpm|pa|ppi|dpi)\b",
    re.I,
)
_ONLY_NUMBERS = re.compile(r"^[#\d\s.,%/+\-x×:]+$", re.I)
_DIGIT = re.compile(r"\d")
_LETTERS = re.compile(r"[a-z]+")
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'&+.\-]*")

# Words that describe or organise picks rather than name them. A candidate made only of these
# (and numbers) is a label or header ("Best Overall", "Pros", "Battery Life"), not a product.
_GENERIC = frozenset(
    """
    a an and the of for to in on with by or vs at as is our my your top best pick picks choice choices
    option options alternative alternatives recommendation recommendations recommended runner up
    runner-up winner overall budget premium value mid-range midrange range high-end entry-level
    entry level upgrade pro pros con cons price prices pricing cost costs verdict summary
    conclusion note notes tip tips why how what who which where when bottom line tldr tl;dr key
    feature features spec specs specification specifications highlight highlights consideration
    considerations quick comparison compare compared table rank ranking rating ratings score
    overview details detail model models product products brand brands name item items device
    devices category criteria factor factors battery life sound quality comfort design build
    noise cancelling canceling cancellation performance display screen camera cameras storage
    weight size portability durability warranty support software ecosystem connectivity
    bluetooth wireless wired charging speed speeds power efficiency value-for-money money
    features: great good better excellent solid strong decent fine amazing outstanding
    affordable cheap cheapest expensive luxury lightweight portable compact fast
    for: best-for ideal suited good-for who it's it its this that these those option: also
    consider honorable honourable mention mentions final thoughts takeaway takeaways
    important warning caution disclaimer update updated editor editor's choice's
    beginners beginner professionals professional gamers gaming students student travel
    travelers commuters families family kids home office work everyday daily use users user
    most people everyone anyone small large big medium new old latest current previous
    generation gen runner runners-up second third first other others more less
    bonus extra additional similar
    """.split()
)


@dataclass(frozen=True, slots=True)
class Pick:
    """One product name and the original-text span it was read from."""

    name: str
    span: tuple[int, int]


def _clean(raw: str) -> tuple[str, bool]:
    """The candidate without markup or trailing price/notes, and whether it ended with a colon."""
    text = _LINK.sub(r"\1", raw)
    text = text.replace("`", "").strip()
    text = text.strip("*_").strip()
    ends_colon = text.endswith(":")
    text = text.rstrip(":").strip()
    # "Winner: Sony WH-1000XM5", "Best overall: Roborock Q5": a label, then the name.
    label, sep, rest = text.partition(": ")
    if sep and rest.strip() and _is_generic(label):
        text = rest.strip()
    cut = _NAME_END.search(text)
    if cut is not None and cut.start() > 0:
        text = text[: cut.start()]
    while True:
        trimmed = _TRAILING_BRACKET.sub("", text)
        if trimmed == text:
            break
        text = trimmed
    text = text.strip(" \t*_-–—,.;:!?\"'")
    return " ".join(text.split()), ends_colon


def _is_generic(text: str) -> bool:
    tokens = [t.lower().strip(".'-") for t in _WORD.findall(text)]
    return all(t in _GENERIC or t.isdigit() or not t for t in tokens)


def _looks_like_product(name: str, ends_colon: bool) -> bool:
    if not name or len(name) > MAX_PICK_CHARS:
        return False
    words = name.split()
    if len(words) > MAX_PICK_WORDS:
        return False
    if _ONLY_NUMBERS.match(name) or _PRICE.search(name) or _SPEC.match(name):
        return False
    has_digit = _DIGIT.search(name) is not None
    if not has_digit and not _has_upper(name):
        return False
    if _is_generic(name):
        return False
    # "Best for", "Great battery life": capitalised only because a sentence starts there.
    later_capital = any(_has_upper(w) for w in words[1:])
    if len(words) >= 2 and not has_digit and not later_capital:
        return False
    # "Roomba:" could be a name, but "Verdict:" never is; a colon makes a bare word a label.
    return not (ends_colon and not has_digit and not later_capital and not _mixed_case(words[0]))


def _has_upper(text: str) -> bool:
    return text != text.lower()


def _mixed_case(word: str) -> bool:
    return _has_upper(word[1:])


@lru_cache(maxsize=1 << 16)
def _candidate(raw: str, colon_after: bool = False) -> str | None:
    """The product name in a cell, bold span or list item, or None when it names none.

    Cached: an archive names the same products, labels and prices over and over.
    """
    name, colon = _clean(raw)
    return name if _looks_like_product(name, colon or colon_after) else None


def _table_column(header: list[str], body: list[list[str]]) -> tuple[str, int]:
    """Which column holds the product names: "row" index, or "header" for a transposed table."""
    for i, cell in enumerate(header):
        words = set(_LETTERS.findall(cell.lower()))
        if words & {
            "product",
            "model",
            "name",
            "pick",
            "recommendation",
            "option",
            "choice",
            "item",
        }:
            return "column", i
    if header and header[0].strip(" *_").lower() in {
        "",
        "feature",
        "features",
        "spec",
        "specs",
        "specification",
        "attribute",
        "aspect",
        "criteria",
        "criterion",
        "metric",
        "category",
    }:
        return "header", 0
    for i in range(len(header)):
        cells = [row[i] for row in body if i < len(row)]
        if any(_candidate(c) is not None for c in cells):
            return "column", i
    return "column", -1


def _split_row(line: str, offset: int) -> list[tuple[str, int]]:
    """Cells of a table row with their offsets in the scanned text."""
    cells: list[tuple[str, int]] = []
    stripped = line.strip()
    lead = line.index(stripped[0]) if stripped else 0
    inner_start = offset + lead + (1 if stripped.startswith("|") else 0)
    inner = stripped[1:] if stripped.startswith("|") else stripped
    if inner.endswith("|"):
        inner = inner[:-1]
    pos = inner_start
    for cell in inner.split("|"):
        cells.append((cell, pos))
        pos += len(cell) + 1
    return cells


def _cell_candidate(cell: str, cell_offset: int) -> tuple[str, tuple[int, int]] | None:
    name = _candidate(cell)
    if name is None:
        return None
    at = cell.find(name)
    start = cell_offset + (at if at >= 0 else 0)
    return name, (start, start + (len(name) if at >= 0 else len(cell)))


Candidate = tuple[str, int, tuple[int, int]]
"""(name, line index, span within that normalised line)."""


def _table_candidates(block: list[str], first: int) -> list[Candidate]:
    """Picks of the table on normalised lines ``block`` (line ``first`` onwards)."""
    header = [(cell, off, first) for cell, off in _split_row(block[0], 0)]
    body = [
        [(cell, off, first + k) for cell, off in _split_row(line, 0)]
        for k, line in enumerate(block[2:], start=2)
    ]
    mode, col = _table_column([c for c, _, _ in header], [[c for c, _, _ in row] for row in body])
    if mode == "header":
        cells = header[1:]
    elif col < 0:
        return []
    else:
        cells = [row[col] for row in body if col < len(row)]
    found = []
    for cell, off, index in cells:
        cand = _cell_candidate(cell, off)
        if cand is not None:
            found.append((cand[0], index, cand[1]))
    return found


_LINE_CACHE: dict[str, list[tuple[str, tuple[int, int]]]] = {}
_LINE_CACHE_MAX = 100_000


def _line_candidates(line: str) -> list[tuple[str, tuple[int, int]]]:
    """Picks on one normalised line (numbered lead, bold), spans within the line; cached, because
    the same lines ("- **Best for:** ...") recur across an archive."""
    hit = _LINE_CACHE.get(line)
    if hit is not None:
        return hit
    found: list[tuple[int, str, tuple[int, int]]] = []
    numbered = _NUMBERED.match(line)
    # A plain heading is a section title, never a pick; only a number or bold inside it names one.
    if numbered is not None and not _LEAD_BOLD.match(numbered.group("body")):
        name = _candidate(numbered.group("body"))
        if name is not None:
            at = line.find(name, numbered.start("body"))
            start = at if at >= 0 else numbered.start("body")
            found.append((start, name, (start, start + len(name))))
    for m in _BOLD.finditer(line):
        name = _candidate(m.group("inner"), m.group("colon") is not None)
        if name is not None:
            at = line.find(name, m.start("inner"))
            start = at if at >= 0 else m.start("inner")
            found.append((start, name, (start, start + len(name))))
    found.sort(key=lambda f: f[0])
    result = [(name, span) for _, name, span in found]
    if len(_LINE_CACHE) >= _LINE_CACHE_MAX:
        _LINE_CACHE.clear()
    _LINE_CACHE[line] = result
    return result


def find_picks(text: str) -> list[Pick]:
    """Picks with the original-text span each was read from (first mention), in rank order."""
    # Picks keep emphasis, so an ASCII reply is already in normalised form.
    norm = None if text.isascii() else normalise(text, strip_emphasis=False)
    lines = (text if norm is None else norm.text).split("\n")
    # Only lines with a bar, a marker or a leading digit can hold a pick; finding them with a
    # comprehension keeps the per-line cost of a long reply low.
    relevant = [
        k
        for k, line in enumerate(lines)
        if "*" in line or "|" in line or "_" in line or line.lstrip(" \t#")[:1].isdigit()
    ]
    if not relevant:
        return []
    lengths = list(accumulate(map(len, lines), initial=0))
    candidates: list[tuple[str, int, int]] = []  # name, start and end in the normalised text
    n = len(lines)
    done_to = 0  # lines before this index are already consumed by a table
    for i in relevant:
        if i < done_to:
            continue
        current = lines[i]
        start = lengths[i] + i
        if (
            "|" in current
            and i + 1 < n
            and _TABLE_LINE.match(current)
            and _TABLE_SEPARATOR.match(lines[i + 1])
        ):
            j = i + 2
            while j < n and "|" in lines[j] and lines[j].strip():
                j += 1
            for name, k, (a, b) in _table_candidates(lines[i:j], i):
                candidates.append((name, lengths[k] + k + a, lengths[k] + k + b))
            done_to = j
            continue
        if "*" in current or "_" in current or _NUMBERED.match(current):
            for name, (a, b) in _line_candidates(current):
                candidates.append((name, start + a, start + b))
    picks: list[Pick] = []
    seen: set[str] = set()
    for name, a, b in candidates:
        key = name.casefold()
        if key in seen:
            continue
        seen.add(key)
        picks.append(Pick(name, (a, b) if norm is None else norm.span(a, b)))
    return picks


def extract_picks(text: str) -> list[str]:
    """The products a response recommends, in rank order (first mention wins a duplicate)."""
    return [p.name for p in find_picks(text)]

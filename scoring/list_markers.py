"""List shapes the picks reader does not number, rewritten as the numbered list they are.

- Lettered items ("a) Linear: ...", or "a. Linear" at a line's start) in a run from "a": items
  1, 2, ...
- Fraction items ("1/3 — 1Password: ...", "2/3 — ..."), one denominator: items 1, 2, ...
- Medals or keycaps run together on one line ("🥇 X · 🥈 Y · 🥉 Z", "1️⃣ X  2️⃣ Y", a recap
  chained by arrows "🥇 X → 🥈 Y → 🥉 Z"): a line each, the separator left off.
- Numbered items run together on one line ("1) MacBook Air M3  2) Dell XPS 13 - ...", "1. Mullvad;
  2. Proton VPN; 3. IVPN.", "**1. X**  **2. Y**"): a line each. The line opens with item 1 and
  every later marker on it is the next number, with the same "." or ")", set off by two spaces, a
  separator (, ; | ·) or the end of a sentence; a single space ("version 2. The") is no marker.
- A rank alone on its line over the product ("**#1**" then "Sony a6400"): "1. Sony a6400".
- Setext headings ("Roborock Q5 Pro" over "-------"), two or more: "## Roborock Q5 Pro".
- A fenced JSON ranking (objects with a "name", "product" or "model" field, in rank order, as a
  reply asked for JSON writes it), or the same in YAML ("- rank: 1" / "laptop: Dell XPS 13"): a
  numbered list of those names.
- A fenced CSV block ("```csv", a header row, one row per product): a markdown table.
- Plain bullets right above a line that calls them a ranking ("That's my ranking, top to
  bottom."): numbered in the order they come.
- Unnumbered headings under a line that says they come in rank order ("Here they are, best
  first." then "## Roborock Q5 Pro", "## Eufy X8"): numbered in the order they come.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import chain

from scoring.line_search import has_later_bullet_line, matches_at_lines_holding
from scoring.rewrite import Rewriter, Rewritten

# picks27b: "(a) MacBook Air M3" as well as "a) ..."
_LETTERED = re.compile(r"^[ \t]*(?P<open>\()?(?P<mark>[a-hA-H])\)[ \t]+\S", re.M)
# "a) ..." (indented or not) or "a. ..." at a line's very start; read only in a reply with a
# "b. " item at a line's start, which a run of "a. " items holds.
_LETTERED_OR_DOTTED = re.compile(
    r"^(?:[ \t]*(?=[a-hA-H]\))|(?=[a-hA-H]\.))(?P<mark>[a-hA-H])[.)][ \t]+\S", re.M
)
_SECOND_LETTER_DOT = re.compile(r"\n[bB]\.[ \t]")
_FRACTION = re.compile(
    r"^[ \t]*(?P<mark>(?P<n>\d{1,2})/(?P<of>\d{1,2}))[ \t]*(?:[-–—:.][ \t]*)?(?=\S)", re.M
)
_MEDAL_OR_KEYCAP = re.compile("[\U0001f947-\U0001f949]|\\d\ufe0f?\u20e3")
# What sets one medal's product apart from the next on the line: a dot, bar, comma or semicolon,
# an arrow ("🥇 Ioniq 5 → 🥈 Blazer EV", a recap chain), or a run of spaces. The runs of spaces
# are bounded so that a long run with no separator after it is given up in linear time.
_RUN_SEPARATOR = re.compile(r"[ \t]{0,40}(?:[·•|,;>»→]|->)[ \t]{0,40}$|[ \t]{2,40}$")
# A line that opens with item 1 ("1) ", "1. ", "**1.** ").
_FIRST_ITEM = re.compile(r"^[ \t]{0,8}[*_]{0,2}1(?P<punct>[.)])[*_]{0,2}[ \t]+(?=\S)", re.M)
# The same after a line break: a search led by one literal character, scanned for like memchr,
# where the line-anchored one is tried at every position.
_FIRST_ITEM_AFTER_BREAK = re.compile(r"\n" + _FIRST_ITEM.pattern[1:])
# A later item's marker inside that line: the number, its "." or ")", and a name's capital or digit.
_LATER_ITEM = re.compile(
    r"(?<=[ \t])[*_]{0,2}(?P<n>\d{1,2})(?P<punct>[.)])[*_]{0,2}[ \t]+(?=[*_\"'“]{0,2}[A-Z0-9])"
)
# What sets a later item apart from the one before it: a separator the split drops, the end of a
# sentence or a bracket the split keeps, or a run of two spaces or more.
_ITEM_GAP = re.compile(r"[ \t]{0,40}[,;|·][ \t]{0,40}$|(?<=[.!?)*_])[ \t]{1,40}$|[ \t]{2,40}$")
_RANK_ALONE = re.compile(r"^[ \t]*[*_]{0,3}#(?P<n>\d{1,2})[*_]{0,3}[ \t]*$", re.M)
_FENCE = re.compile(r"^```(?:json|ya?ml)?[ \t]*\n(?P<body>.*?)\n```[ \t]*$", re.M | re.S)
_JSON_NAME = re.compile(r'"(?:name|product|model|pick)"\s*:\s*"(?P<value>[^"\n]{1,60})"')
# picks27b: the field a structured ranking names its product in is often "tool", "laptop",
# "camera" ...; a block with such fields is read as a ranking only when it says "rank" (a config
# example's "app" or "service" fields rank nothing). A generic field ("reason", "stage") names none.
_NAME_KEYS = (
    "name|product|model|pick|tool|service|app|laptop|camera|car|vehicle|shoe|machine|vacuum"
)
_JSON_ANY_NAME = re.compile(rf'"(?:{_NAME_KEYS})"\s*:\s*"(?P<value>[^"\n]{{1,60}})"')
# The same fields in YAML ("- rank: 1" then "laptop: Dell XPS 13", or quoted), up to a comment.
_YAML_NAME = re.compile(
    rf"^[ \t]*(?:-[ \t]+)?(?:{_NAME_KEYS})[ \t]*:[ \t]+(?P<q>[\"']?)"
    r"(?P<value>[^\"'\n#]{0,59}[^\"'\n# \t])(?P=q)[ \t]*(?:#[^\n]*)?$",
    re.M,
)
_SETEXT = re.compile(r"^(?:-{3,}|={3,})[ \t]*$", re.M)
# review25: the body ends at its last non-blank character (a greedy run backing off from the
# line's end); a lazy body before the blank run read a long blank run inside a heading in
# quadratic time, each blank trying the run to the line's end.
_ATX = re.compile(r"^(?P<hashes>#{1,6})[ \t]+(?P<body>(?:[^\n]*[^ \t\n])?)[ \t]*$", re.M)
# A line that says the sections after it come in rank order ("Here they are, best first.").
_ORDER_INTRO = re.compile(
    r"\b(?:best\s+first|ranked|in\s+(?:this\s+|that\s+)?order|from\s+(?:my\s+)?(?:favou?rite|best|top)"
    r"|best\s+to\s+worst|order\s+of\s+preference|my\s+ranking|(?:I'd|I\s+would)\s+rank)\b",
    re.I,
)
# A line after a list that says the list was ranked ("That's my ranking, top to bottom.").
_ORDER_OUTRO = re.compile(
    r"^(?:that's|that\s+is|this\s+is|those\s+are)\s+(?:my|the)\s+(?:ranking|order)\b"
    r"|^(?:ranked|listed|in\s+order)[,]?\s+(?:from\s+)?(?:top\s+to\s+bottom|best\s+to\s+worst)\b",
    re.I,
)
# What a line `_ORDER_OUTRO` matches can start with: the first letters of its words in either case,
# and the two letters re.I also matches to "i" ("İ", "ı").
_OUTRO_FIRST = frozenset("TtRrLlIi\u0130\u0131")
_BULLET = re.compile(r"^(?P<mark>[-*+•])[ \t]+(?=\S)")
_NUMBERED_BODY = re.compile(r"^[*_]{0,2}(?:#?\d{1,2}[.):]|\d\ufe0f?\u20e3|[\U0001f947-\U0001f949])")


def _lettered(text: str, rw: Rewriter, pattern: re.Pattern[str] = _LETTERED) -> bool:
    """Number the lettered runs that start at "a"; True when any was found."""
    marks = list(pattern.finditer(text))
    done = False
    run: list[re.Match[str]] = []
    for m in [*marks, None]:
        expected = chr(ord(run[-1].group("mark")) + 1) if run else None
        if m is not None and m.group("mark") in ("a", "A") and expected != m.group("mark"):
            if len(run) >= 2:
                done = True
                _number(rw, run)
            run = [m]
        elif m is not None and run and m.group("mark") == expected:
            run.append(m)
        else:
            if len(run) >= 2:
                done = True
                _number(rw, run)
            run = []
    return done


def _number(rw: Rewriter, run: list[re.Match[str]]) -> None:
    for k, m in enumerate(run, start=1):
        # review29p: "(a)" numbered as "1)", as "a)" is: "(1)" reads as another list shape
        rw.copy_to(m.start("open") if "open" in m.re.groupindex and m["open"] else m.start("mark"))
        rw.skip_to(m.end("mark"))
        rw.insert(str(k))


def _fractions(text: str, rw: Rewriter) -> bool:
    """Number fraction items that share one denominator; True when any was found."""
    marks = list(_FRACTION.finditer(text))
    if len(marks) < 2 or len({m.group("of") for m in marks}) != 1:
        return False
    if [int(m.group("n")) for m in marks] != list(range(1, len(marks) + 1)):
        return False
    for m in marks:
        rw.copy_to(m.start("mark"))
        rw.skip_to(m.end())
        rw.insert(f"{m.group('n')}. ")
    return True


def _one_line_runs(text: str, rw: Rewriter) -> bool:
    """Put each of several medals or keycaps on one line on its own line."""
    # One search of the whole text, not one per line: no mark spans a line break, so these are the
    # marks of every line, and only a line holding two of them or more can hold a run.
    marks = [m.start() for m in _MEDAL_OR_KEYCAP.finditer(text)]
    starts = sorted(
        {
            text.rfind("\n", 0, a) + 1
            for a, b in zip(marks, marks[1:], strict=False)
            if "\n" not in text[a:b]
        }
    )
    done = False
    for start in starts:
        end = text.find("\n", start)
        line = text[start : end if end >= 0 else len(text)]
        marks_in_line = list(_MEDAL_OR_KEYCAP.finditer(line))
        if len(marks_in_line) >= 2 and not line[: marks_in_line[0].start()].strip():
            for m in marks_in_line[1:]:
                sep = _RUN_SEPARATOR.search(line, 0, m.start())
                if sep is None and line[m.start() - 1 : m.start()] not in (" ", "\t"):
                    continue
                cut = sep.start() if sep is not None else m.start()
                rw.copy_to(start + cut)
                rw.skip_to(start + m.start())
                rw.insert("\n")
                done = True
    return done


# r20: a word of a bare product name: capitalised or a number ("Pulse", "X5", "300"), or a brand's
# lower-case lead before a capital or digit ("iPad"); a word with sentence punctuation is none.
_NAME_WORD = re.compile(r"[*_]{0,2}(?:[A-Z0-9]|[a-z]{1,3}[A-Z0-9])[\w'+&-]{0,24}[*_]{0,2}")
_ONE_SPACE = re.compile(r"[ \t]")
_WHOLE_NAME_WORD = _NAME_WORD.pattern + r"(?![\w'+&*-])"
# The name that opens the item after a single-spaced marker, and what may end it: the next marker,
# the line's end, or a separator before the item's description (" - cheap", ": ...", ", ...",
# " (...)", a full stop at the line's end). One to six name words, each taken whole.
_NAME_THEN_END = re.compile(
    rf"(?:{_WHOLE_NAME_WORD}[ \t]){{0,5}}{_WHOLE_NAME_WORD}"
    r"(?=[ \t]*$|[ \t]+\d{1,2}[.)][ \t]|[ \t]*[,;:]|[ \t]+[-–—(]|\.[ \t]*$)"
)


def _bare_name(segment: str) -> bool:
    """Whether ``segment`` is only a short product name (one to six name words)."""
    if len(segment) > 60:
        return False
    words = segment.split()
    return 0 < len(words) <= 6 and all(_NAME_WORD.fullmatch(w) for w in words)


def _bare_names_around(line: str, since: int, mark: re.Match[str], expected: int) -> bool:
    """Whether a later marker set off by one space only ("1. Brewra Pulse 2. Kettlo Zen") is the
    next item: it is the next number, the item before it (from ``since``) is a bare name, and the
    item after it opens with one, up to the next marker, a separator or the line's end. "Series 2.
    Then pair it" and "version 2. The" fail: a sentence runs on around the number."""
    if int(mark["n"]) != expected or line[mark.start() - 1 : mark.start()] != " ":
        return False
    if not _bare_name(line[since : mark.start()]):
        return False
    return _NAME_THEN_END.match(line, mark.end()) is not None


def _first_items_with_a_second(text: str) -> list[tuple[re.Match[str], str]]:
    """`_FIRST_ITEM`'s matches whose line, after the marker, holds "2" and the same "." or ")"
    (a later item 2 needs them), each with that rest of its line.

    The line-anchored pattern matches at the text's start and after each line break, and a match
    holds no line break, so its matches are the one at 0 and those of `_FIRST_ITEM_AFTER_BREAK`
    (the break before them not part of the item; only the match's end and marker are read)."""
    found = []
    head = _FIRST_ITEM.match(text)
    firsts = _FIRST_ITEM_AFTER_BREAK.finditer(text)
    for first in firsts if head is None else chain((head,), firsts):
        end = text.find("\n", first.end())
        line = text[first.end() : end if end >= 0 else len(text)]
        if "2" + first["punct"] in line:  # the cheap test: item 2 is on the line
            found.append((first, line))
    return found


def _numbered_runs(text: str, rw: Rewriter) -> bool:
    """Put each of several numbered items on one line on its own line."""
    return _numbered_runs_from(text, rw, _first_items_with_a_second(text))


def _numbered_runs_from(text: str, rw: Rewriter, firsts: list[tuple[re.Match[str], str]]) -> bool:
    """`_numbered_runs` on the first items `_first_items_with_a_second` found."""
    done = False
    for first, line in firsts:
        cuts: list[tuple[int, int]] = []
        expected = 2
        item_start = 0  # where the item before the next marker starts, in ``line``
        for mark in _LATER_ITEM.finditer(line):
            # the gap is at most 81 characters, so the search starts just before it: a line of many
            # markers costs one short search each, not one from the line's start each
            gap = _ITEM_GAP.search(line, max(0, mark.start() - 90), mark.start())
            if gap is None:
                # "1. Brewra Pulse 2. Kettlo Zen": one space, but a bare name on either side
                if not _bare_names_around(line, item_start, mark, expected):
                    continue  # "version 2. The": a number in the sentence, not a marker
                gap = _ONE_SPACE.search(line, mark.start() - 1, mark.start())
                if gap is None or mark["punct"] != first["punct"]:
                    continue
            if int(mark["n"]) != expected or mark["punct"] != first["punct"]:
                cuts = []  # "reasons: 1) ..." or a jump in the count: not one run of items
                break
            cuts.append((first.end() + gap.start(), first.end() + mark.start()))
            item_start = mark.end()
            expected += 1
        if not cuts:
            continue
        marker = first.group().lstrip("\n")  # a match after a break holds the break
        indent = marker[: len(marker) - len(marker.lstrip())]
        for cut, mark_at in cuts:  # the gap starts after a stop or bracket, so only it goes
            rw.copy_to(cut)
            rw.skip_to(mark_at)
            rw.insert("\n" + indent)
        done = True
    return done


def _ranks_alone(text: str, rw: Rewriter) -> bool:
    """Join a rank alone on its line with the product line under it."""
    done = False
    for m in _RANK_ALONE.finditer(text):
        nxt = m.end() + 1
        line_end = text.find("\n", nxt)
        following = text[nxt : line_end if line_end >= 0 else len(text)]
        if not following.strip() or following.lstrip()[:1] in "#|-*>" or nxt > len(text):
            continue
        rw.copy_to(m.start())
        rw.skip_to(nxt + len(following) - len(following.lstrip()))
        rw.insert(f"{m.group('n')}. ")
        done = True
    return done


def _setext(text: str, rw: Rewriter) -> bool:
    """Make two or more setext headings ATX headings."""
    heads = []
    for m in _SETEXT.finditer(text):
        if m.start() < 2 or text[m.start() - 1] != "\n":
            continue
        above_start = text.rfind("\n", 0, m.start() - 1) + 1
        above = text[above_start : m.start() - 1]
        if (
            not above.strip()
            or len(above) > 60
            or above.lstrip()[:1] in "#|-*>"
            or above.rstrip()[-1:] in ".:!?,;"
        ):
            continue
        heads.append((above_start, m.start() - 1, m.end(), m.group()[0]))
    if len(heads) < 2:
        return False
    for above_start, above_end, under_end, char in heads:
        rw.copy_to(above_start)
        rw.insert("# " if char == "=" else "## ")
        rw.copy_to(above_end)
        rw.skip_to(under_end)
    return True


def _headings(text: str, rw: Rewriter) -> bool:
    """Number a run of unnumbered same-level headings that a ranking line introduces."""
    heads = _atx_headings(text)
    if len(heads) < 2:
        return False
    level = heads[0].group("hashes")
    before = _line_before(text, heads[0].start())
    if _ORDER_INTRO.search(before) is None:
        return False
    if _UNORDERED_INTRO.search(before) is not None:
        return False  # picks27: "(not in ranked order; my ranking is at the end)"
    run = [h for h in heads if h.group("hashes") == level]
    if any(_NUMBERED_BODY.match(h.group("body")) or ":" in h.group("body") for h in run):
        return False
    if any(len(h.group("body").split()) > 6 for h in run):
        return False  # a section title ("Why these three"), not a product
    for k, h in enumerate(run, start=1):
        rw.copy_to(h.start("body"))
        rw.insert(f"{k}. ")
    return True


def _atx_headings(text: str) -> list[re.Match[str]]:
    """`_ATX.finditer(text)` as a list, the pattern tried only where a line opens with "#".

    A match opens a line with "#" and ends before its line break, so the search's matches are the
    matches at those line starts, in order; found from each "\\n#" (a scan for two characters),
    not by trying the line-anchored pattern at every position of the reply.
    """
    first = _ATX.match(text) if text[:1] == "#" else None
    found = [] if first is None else [first]
    at = text.find("\n#")
    while at >= 0:
        m = _ATX.match(text, at + 1)
        if m is not None:
            found.append(m)
        at = text.find("\n#", at + 2)
    return found


def _first_atx_heading(text: str) -> re.Match[str] | None:
    """The first of `_atx_headings`, without reading the others."""
    if text[:1] == "#" and (m := _ATX.match(text)) is not None:
        return m
    at = text.find("\n#")
    while at >= 0:
        if (m := _ATX.match(text, at + 1)) is not None:
            return m
        at = text.find("\n#", at + 2)
    return None


def _line_before(text: str, at: int) -> str:
    """The last line with text before offset ``at`` (its end trimmed), where an intro stands."""
    return text[:at].rstrip().rpartition("\n")[2]


def _rank_alone_somewhere(text: str) -> bool:
    """Whether `_RANK_ALONE` matches a line, tried only on the lines that hold a "#" (its match
    holds one, on the line it opens)."""
    return next(matches_at_lines_holding(text, "#", _RANK_ALONE), None) is not None


_MARK_CHARS = ("\u20e3", "\U0001f947", "\U0001f948", "\U0001f949")


def _marks_share_a_line(text: str) -> bool:
    """Whether two of `_MEDAL_OR_KEYCAP`'s marks can sit on one line: each mark holds one of
    `_MARK_CHARS` (a medal, or a keycap's combining sign), so two of those characters on one line
    come first; `_one_line_runs` splits only a line holding two marks or more."""
    at = sorted(k for ch in _MARK_CHARS for k in _char_offsets(text, ch))
    return any("\n" not in text[a:b] for a, b in zip(at, at[1:], strict=False))


def _char_offsets(text: str, ch: str) -> list[int]:
    found = []
    at = text.find(ch)
    while at >= 0:
        found.append(at)
        at = text.find(ch, at + 1)
    return found


def _json_rankings(text: str, rw: Rewriter) -> bool:
    """A fenced JSON list of objects with a "name" (or "product", "model") as a numbered list."""
    done = False
    for fence in _FENCE.finditer(text):
        names = list(_JSON_NAME.finditer(text, fence.start("body"), fence.end("body")))
        if len(names) < 2 and "rank" in fence["body"].lower():
            names = list(_JSON_ANY_NAME.finditer(text, fence.start("body"), fence.end("body")))
            if len(names) < 2:
                names = list(_YAML_NAME.finditer(text, fence.start("body"), fence.end("body")))
        if len(names) < 2:
            continue
        rw.copy_to(fence.start())
        for k, m in enumerate(names, start=1):
            rw.skip_to(m.start("value"))
            rw.insert(f"{k}. " if k == 1 else f"\n{k}. ")
            rw.copy_to(m.end("value"))
        rw.skip_to(fence.end())
        done = True
    return done


def _outro(text: str, rw: Rewriter) -> bool:
    """Number a run of plain bullets that a closing line calls a ranking."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    for k, line in enumerate(lines):
        stripped = line.strip()
        if not stripped or stripped[0] not in _OUTRO_FIRST or _ORDER_OUTRO.match(stripped) is None:
            continue
        j = k - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        run = []
        while j >= 0 and _BULLET.match(lines[j]) is not None:
            run.append(j)
            j -= 1
        if len(run) < 2 or (j >= 0 and lines[j].strip()):
            continue  # only a list that stands on its own, right above the line
        for n, b in enumerate(reversed(run), start=1):
            rw.copy_to(starts[b])
            rw.skip_to(starts[b] + 1)
            rw.insert(f"{n}.")
        return True
    return False


def _applied(one: Callable[[str, Rewriter], bool], text: str) -> Rewritten | None:
    rw = Rewriter(text)
    return rw.finish() if one(text, rw) else None


def lettered_as_numbers(text: str) -> Rewritten | None:
    """Lettered and fraction items as numbered ones, or None."""
    if _SECOND_LETTER_DOT.search(text) is not None:
        if _LETTERED_OR_DOTTED.search(text) is not None:
            rw = Rewriter(text)
            return rw.finish() if _lettered(text, rw, _LETTERED_OR_DOTTED) else None
    elif ")" in text and _LETTERED.search(text) is not None:
        return _applied(_lettered, text)
    if "/" in text and _FRACTION.search(text) is not None:
        return _applied(_fractions, text)
    return None


def runs_split(text: str) -> Rewritten | None:
    """Medals or keycaps run together on one line, a line each; or None."""
    if not text.isascii() and (
        "\u20e3" in text or "\U0001f947" in text or "\U0001f948" in text or "\U0001f949" in text
    ):
        return _applied(_one_line_runs, text) if _marks_share_a_line(text) else None
    return None


def numbered_runs_split(text: str) -> Rewritten | None:
    """Numbered items run together on one line, a line each; or None."""
    firsts = _first_items_with_a_second(text)
    if not firsts or ("2) " not in text and "2. " not in text):
        return None  # no line holds item 1 and a "2." or "2)" after it: nothing to split
    rw = Rewriter(text)
    return rw.finish() if _numbered_runs_from(text, rw, firsts) else None


def ranks_joined(text: str) -> Rewritten | None:
    """A rank alone on its line joined to the product under it, or None."""
    if "#" in text and _rank_alone_somewhere(text):
        return _applied(_ranks_alone, text)
    return None


def headings_numbered(text: str) -> Rewritten | None:
    """Unnumbered headings under a line that says they are ranked, numbered; or None."""
    if "#" not in text:
        return None
    first = _first_atx_heading(text)
    if first is None or _ORDER_INTRO.search(_line_before(text, first.start())) is None:
        return None  # `_headings` asks the same of the first heading before it reads them all
    return _applied(_headings, text)


def json_as_list(text: str) -> Rewritten | None:
    """A fenced JSON ranking ("name" fields in order) as a numbered list, or None."""
    if "```" not in text:
        return None
    if '"' in text and _JSON_NAME.search(text) is not None:
        return _applied(_json_rankings, text)
    if "rank" in text.lower() and (
        _JSON_ANY_NAME.search(text) is not None or _YAML_NAME.search(text) is not None
    ):
        return _applied(_json_rankings, text)
    return None


def outro_numbered(text: str) -> Rewritten | None:
    """Plain bullets over a line that calls them a ranking, numbered; or None."""
    if not ("anking" in text or "to bottom" in text or "to worst" in text):
        return None
    # `_outro` numbers a run of two bullet lines or more (`_BULLET`: a mark at the line's very
    # start, a gap, a word), so one of them opens a line after the first.
    if not has_later_bullet_line(text):
        return None
    return _applied(_outro, text)


def setext_as_atx(text: str) -> Rewritten | None:
    """Setext headings (two or more) as "## " headings, or None."""
    # An underline is a line of its own: it starts the text or follows a line break (a table's
    # "|---|" row, the usual "---" in a reply, does neither).
    if ("\n---" in text or "\n===" in text or text.startswith(("---", "==="))) and _SETEXT.search(
        text
    ) is not None:
        return _applied(_setext, text)
    return None


# picks27b: a ranking given as CSV in a fenced block tagged "csv" ("rank,model,price,reason").
_CSV_FENCE = re.compile(r"^```[ \t]*csv[ \t]*\n(?P<body>.*?)\n```[ \t]*$", re.M | re.S | re.I)


def _csv_cells(line: str) -> list[tuple[int, int]]:
    """(start, end) of each cell of a CSV line, without the quotes around a quoted one; a comma
    inside quotes is the cell's own."""
    cells: list[tuple[int, int]] = []
    start = 0
    quoted = False
    for k, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            cells.append((start, k))
            start = k + 1
    cells.append((start, len(line)))
    trimmed = []
    for a, b in cells:
        while a < b and line[a] in " \t":
            a += 1
        while b > a and line[b - 1] in " \t\r":
            b -= 1
        if b - a >= 2 and line[a] == '"' and line[b - 1] == '"':
            a, b = a + 1, b - 1
        trimmed.append((a, b))
    return trimmed


def _csv_tables(text: str, rw: Rewriter) -> bool:
    """Each fenced CSV block whose rows have one cell count (three or more) as a pipe table."""
    done = False
    for fence in _CSV_FENCE.finditer(text):
        base = fence.start("body")
        rows = []
        for line in fence["body"].split("\n"):
            if line.strip():
                rows.append((base, _csv_cells(line)))
            base += len(line) + 1
        if len(rows) < 3 or len({len(cells) for _, cells in rows}) != 1 or len(rows[0][1]) < 3:
            continue
        rw.copy_to(fence.start())
        for k, (at, cells) in enumerate(rows):
            rw.insert("| " if k == 0 else "\n| ")
            for c, (a, b) in enumerate(cells):
                if c:
                    rw.insert(" | ")
                rw.skip_to(at + a)
                rw.copy_to(at + b)
            rw.insert(" |")
            if k == 0:
                rw.insert("\n" + "|---" * len(cells) + "|")
        rw.skip_to(fence.end())
        done = True
    return done


def csv_as_table(text: str) -> Rewritten | None:
    """A fenced CSV ranking as a markdown table, or None."""
    if "```" in text and "csv" in text.lower() and _CSV_FENCE.search(text) is not None:
        return _applied(_csv_tables, text)
    return None


# picks27: a line over headings that says they are not the ranking, though it names one ("not in
# ranked order; my ranking is at the end", "unranked, my ranking follows below"): the headings
# describe the options and the ranking comes later.
_UNORDERED_INTRO = re.compile(
    r"\b(?:not\s+(?:in\s+)?(?:ranked|any)\s+order|not\s+ranked|unranked|no\s+particular\s+order"
    r"|not\s+a\s+ranking(?!\s+(?:of|by)\b)|(?:ranking|order)\s+(?:is|comes|follows)\s+(?:at\s+the\s+end|below|later))\b",
    re.I,
)

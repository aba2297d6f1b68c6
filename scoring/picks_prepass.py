"""Shapes the picks reader does not read, rewritten into markdown shapes it does.

`scoring.picks` reads markdown line by line. A reply in HTML, a table that splits the brand and
the model into two columns, or a list marked "a)" / "1/3 —" holds the same ranking in a shape the
line reader misses; each pass here rewrites one such shape (see each module's docstring) and
leaves every other reply untouched, behind a cheap exact check, so a reply without the shape costs
one substring test. The passes run in order, each on the previous one's text; the reading's spans
map back through all of them to the original reply.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import compress

from scoring.asked_first import asked_first_listed
from scoring.chatty_lists import (
    _may_open_with_place,
    arrows_listed,
    medals_after_numbered,
    mixed_markers_numbered,
    places_counted,
    stated_ranks_numbered,
)
from scoring.citation_marks import (
    _has_superscript,
    addresses_dropped,
    brackets_dropped,
    citations_dropped,
)
from scoring.html_markup import entities_decoded, html_as_markdown
from scoring.inline_rankings import (
    _THEN_WORD,
    _has_place_hint,
    _ranked_lead_starts,
    chains_listed,
    has_list_line,
    places_listed,
    questions_answered,
    stars_numbered,
    tie_labels_split,
    ties_split,
)
from scoring.line_search import has_later_bullet_line
from scoring.list_markers import (
    csv_as_table,
    headings_numbered,
    json_as_list,
    lettered_as_numbers,
    numbered_runs_split,
    outro_numbered,
    ranks_joined,
    runs_split,
    setext_as_atx,
)
from scoring.loose_markdown import (
    bold_items_closed,
    has_unclosed_bold_item,
    heading_spaces_added,
    table_separators_added,
)
from scoring.name_markup import may_split_bold, names_unsplit
from scoring.option_labels import labels_named
from scoring.ordinal_prose import _second_opens, ordinals_listed
from scoring.prose_places import (
    _ALL_HINTS,
    _holds_any,
    behind_chain_listed,
    order_sentence_listed,
    places_phrased,
)
from scoring.rewrite import Rewritten
from scoring.table_columns import TABLE_CELL_WORD, tables_merged
from scoring.typography import (
    aligned_tables,
    arrow_bullets,
    bold_numbers_plain,
    box_tables,
    closing_hashes_dropped,
    counted_as_numbers,
    dash_bullets,
    escapes_dropped,
    hard_wraps_joined,
    string_escapes_decoded,
)

_Pass = Callable[[str], Rewritten | None]

_BEFORE_PROSE: tuple[_Pass, ...] = (
    string_escapes_decoded,
    citations_dropped,
    brackets_dropped,
    addresses_dropped,
    html_as_markdown,
    entities_decoded,
    escapes_dropped,
    heading_spaces_added,
    table_separators_added,
    bold_items_closed,
    box_tables,
    aligned_tables,
    tables_merged,
    hard_wraps_joined,
    names_unsplit,
    labels_named,
    numbered_runs_split,
    bold_numbers_plain,
    dash_bullets,
    arrow_bullets,
    counted_as_numbers,
    closing_hashes_dropped,
    arrows_listed,
    mixed_markers_numbered,
    stated_ranks_numbered,
    places_counted,
    asked_first_listed,
    medals_after_numbered,
    lettered_as_numbers,
    json_as_list,
    csv_as_table,
    ties_split,
    tie_labels_split,
    questions_answered,
    chains_listed,
)
# The passes that read a ranking written as prose: each gives None for a text with a list line,
# a heading or a table row (`has_list_line`) before anything else, so for such a text (three
# benchmark replies in four) one answer stands for their five.
_PROSE: tuple[_Pass, ...] = (
    places_listed,
    ordinals_listed,
    places_phrased,
    order_sentence_listed,
    behind_chain_listed,
)
_AFTER_PROSE: tuple[_Pass, ...] = (
    stars_numbered,
    runs_split,
    ranks_joined,
    setext_as_atx,
    headings_numbered,
    outro_numbered,
)
_PASSES: tuple[_Pass, ...] = _BEFORE_PROSE + _PROSE + _AFTER_PROSE
"""Every pass, in the order they run."""


_FIRST_PROSE = len(_BEFORE_PROSE)
_FIRST_AFTER = _FIRST_PROSE + len(_PROSE)

# The line openings some passes need, as one search led by the line break before them (a literal
# the regex engine scans for like memchr, so the alternatives are tried only at line starts). No
# two alternatives can match at one line start (after the optional lead they share, each needs a
# character none of the others accepts there), so the alternative found at a line is the one that
# matches there, and every line start that opens with one of them is found.
_OPENINGS = (
    # `tie_labels_split`: `_TIE_LABEL`'s indent, bold mark and label word, then a gap
    r"(?P<tie>[ \t]*(?:\*\*|__)?(?:[Tt]ied?|[Jj]oint|[Ee]qual)[ \t])"
    # `bold_numbers_plain`: `typography._BOLD_NUMBER` up to its number (two such lines or more)
    r"|(?P<bold_number>[ \t]*(?:\*\*|__)\d)"
    # `lettered_as_numbers`: `list_markers._SECOND_LETTER_DOT` after its line break
    r"|(?P<letter>[bB]\.[ \t])"
    # `counted_as_numbers`: a run of Roman numerals from one holds a line opened by the second
    r"|(?P<roman>(?:#{1,6} )?(?:II|ii)\.[ \t])"
)
_OPENING_AFTER_BREAK = re.compile("\n(?:" + _OPENINGS + ")")
_OPENING_AT_START = re.compile(_OPENINGS)


# A search for a literal string led by a character most replies hold few of ("O", "2") runs
# faster in the regex engine, which skips to that character, than `in`, whose step is set by the
# last character: the gates ask these of every reply.
_OPTION = re.compile("Option ")
_PICK = re.compile("Pick ")
_CHOICE = re.compile("Choice ")
_SECOND_ITEM = re.compile(r"2[.)] ")  # `numbered_runs_split`'s "2. " or "2) "


def _has_label_word(text: str) -> bool:
    """Whether ``text`` holds one of `option_labels._LABEL_WORDS`, as every label defined does."""
    return (
        _OPTION.search(text) is not None
        or _PICK.search(text) is not None
        or _CHOICE.search(text) is not None
    )


# `typography._mid_sentence_breaks`'s first break: a line break between a lower-case letter or a
# comma and a line opening (after any indent) with a lower-case letter; led by the break, the
# character before it looked at behind it.
_MID_SENTENCE_BREAK = re.compile(r"\n(?<=[a-z,]\n)[ \t]*[a-z]")


def _has_medal(text: str) -> bool:
    """Whether ``text`` holds a medal (`table_columns._MEDALS`)."""
    return "\U0001f947" in text or "\U0001f948" in text or "\U0001f949" in text


def _openings(text: str) -> set[str | None]:
    """The kinds of `_OPENINGS` that some line of ``text`` opens with.

    perf_rec37: one search first; few replies hold any such line, and for them the search alone
    costs less than building the set from every match."""
    first_after = _OPENING_AFTER_BREAK.search(text)
    if first_after is None:
        found: set[str | None] = set()
    else:
        found = {first_after.lastgroup}
        found.update(m.lastgroup for m in _OPENING_AFTER_BREAK.finditer(text, first_after.end()))
    first = _OPENING_AT_START.match(text)
    if first is not None:
        found.add(first.lastgroup)
    return found


def _before_may_apply(text: str) -> tuple[bool, ...]:
    """For each pass of `_BEFORE_PROSE`, in order, whether it can rewrite ``text``: False only
    where a condition every rewrite of the pass needs fails (most often the pass's own first
    test), so the pass would give None.

    Nearly every reply has none of the shapes, so the chain costs one look at each condition
    here, each one-character test shared by the passes that need it, instead of a call to each
    pass and its own tests; line openings are found by one search (`_openings`).
    """
    ascii_only = text.isascii()
    backslash = "\\" in text
    paren = "(" in text
    star = "*" in text
    pipe = "|" in text
    slash = "/" in text
    opens = _openings(text)
    return (
        backslash and "\n" not in text,  # string_escapes_decoded
        not ascii_only and ("\u3010" in text or _has_superscript(text)),  # citations_dropped
        "[" in text,  # brackets_dropped
        paren,  # addresses_dropped
        "<" in text,  # html_as_markdown
        "&" in text,  # entities_decoded
        backslash,  # escapes_dropped
        "#" in text,  # heading_spaces_added
        pipe,  # table_separators_added
        star and has_unclosed_bold_item(text),  # bold_items_closed
        "+" in text,  # box_tables
        "\t" in text or "  " in text,  # aligned_tables
        pipe  # tables_merged: a struck row, a medal or `TABLE_CELL_WORD`
        and (
            "~" in text
            or (not ascii_only and _has_medal(text))
            or TABLE_CELL_WORD.search(text) is not None
        ),
        _MID_SENTENCE_BREAK.search(text) is not None,  # hard_wraps_joined
        # names_unsplit: a split bold name, a struck name, a slash between bold names or a link
        # (the one-character tests first: when one holds, the search for a split name is not run)
        "~" in text or slash or "]" in text or (star and may_split_bold(text)),
        _has_label_word(text),  # labels_named
        _SECOND_ITEM.search(text) is not None,  # numbered_runs_split
        "bold_number" in opens,  # bold_numbers_plain
        not ascii_only and ("\u2013" in text or "\u2014" in text),  # dash_bullets
        not ascii_only and "\u2192" in text,  # arrow_bullets
        (paren and "(1)" in text) or "roman" in opens,  # counted_as_numbers
        "#" in text,  # closing_hashes_dropped
        ">" in text or (not ascii_only and "\u2192" in text),  # arrows_listed
        has_later_bullet_line(text),  # mixed_markers_numbered
        paren,  # stated_ranks_numbered
        _may_open_with_place(text),  # places_counted
        not ascii_only and "?" in text,  # asked_first_listed
        not ascii_only and "\U0001f948" in text,  # medals_after_numbered
        ")" in text or slash or "letter" in opens,  # lettered_as_numbers
        "`" in text,  # json_as_list
        "`" in text,  # csv_as_table
        "tie" in text,  # ties_split
        "tie" in opens,  # tie_labels_split
        "?" in text,  # questions_answered
        _THEN_WORD.search(text) is not None  # chains_listed: a "then" chain or a ranked lead
        or (":" in text and bool(_ranked_lead_starts(text))),
    )


def _prose_may_apply(text: str) -> tuple[bool, ...]:
    """`_before_may_apply` for the prose passes (`_PROSE`), each one's own literal test."""
    return (
        _has_place_hint(text),  # places_listed
        _second_opens(text),  # ordinals_listed
        _holds_any(text, _ALL_HINTS),  # places_phrased
        "order" in text or "rank them" in text,  # order_sentence_listed
        "both" in text and "behind" in text,  # behind_chain_listed
    )


def _after_may_apply(text: str) -> tuple[bool, ...]:
    """`_before_may_apply` for the passes after the prose ones (`_AFTER_PROSE`)."""
    ascii_only = text.isascii()
    hashes = "#" in text
    return (
        not ascii_only and ("\u2b50" in text or "\u2605" in text),  # stars_numbered
        not ascii_only and ("\u20e3" in text or _has_medal(text)),  # runs_split
        hashes,  # ranks_joined
        "\n---" in text or "\n===" in text or text.startswith(("---", "===")),  # setext_as_atx
        hashes,  # headings_numbered
        "anking" in text or "to bottom" in text or "to worst" in text,  # outro_numbered
    )


_Gate = Callable[[str], tuple[bool, ...]]
_STAGES: tuple[tuple[tuple[_Pass, ...], _Gate], ...] = (
    (_BEFORE_PROSE, _before_may_apply),
    (_PROSE, _prose_may_apply),
    (_AFTER_PROSE, _after_may_apply),
)
"""Each run of passes with the gate that says which of them can rewrite a text."""


def prepared(text: str) -> list[Rewritten]:
    """The rewrites applied to ``text``, in order (empty when no pass applies)."""
    steps: list[Rewritten] = []
    text = _applied(_BEFORE_PROSE, _before_may_apply, text, steps)
    if not has_list_line(text):  # else every prose pass gives None and leaves the text as it is
        text = _applied(_PROSE, _prose_may_apply, text, steps)
    _applied(_AFTER_PROSE, _after_may_apply, text, steps)
    return steps


def _applied(passes: tuple[_Pass, ...], gate: _Gate, text: str, steps: list[Rewritten]) -> str:
    """Run ``passes`` in order, each on the text the ones before it left, skipping those ``gate``
    says cannot rewrite it; their rewrites go on ``steps``, and the text the last one left is
    returned. After a rewrite (rare) the gate is asked again of the rewritten text."""
    may = gate(text)
    start = 0
    while True:
        for k in compress(range(start, len(passes)), may[start:]):
            done = passes[k](text)
            if done is not None:
                steps.append(done)
                text = done.text
                start = k + 1
                break
        else:
            return text
        may = gate(text)


def original_span(steps: list[Rewritten], span: tuple[int, int]) -> tuple[int, int]:
    """A span of the last rewrite's text, mapped back to the original reply."""
    for step in reversed(steps):
        span = step.span(*span)
    return span

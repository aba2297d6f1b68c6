"""Shapes the picks reader does not read, rewritten into markdown shapes it does.

`scoring.picks` reads markdown line by line. A reply in HTML, a table that splits the brand and
the model into two columns, or a list marked "a)" / "1/3 —" holds the same ranking in a shape the
line reader misses; each pass here rewrites one such shape (see each module's docstring) and
leaves every other reply untouched, behind a cheap exact check, so a reply without the shape costs
one substring test. The passes run in order, each on the previous one's text; the reading's spans
map back through all of them to the original reply.
"""

from __future__ import annotations

from collections.abc import Callable

from scoring.asked_first import asked_first_listed
from scoring.chatty_lists import (
    arrows_listed,
    medals_after_numbered,
    mixed_markers_numbered,
    places_counted,
    stated_ranks_numbered,
)
from scoring.citation_marks import addresses_dropped, brackets_dropped, citations_dropped
from scoring.html_markup import entities_decoded, html_as_markdown
from scoring.inline_rankings import (
    chains_listed,
    has_list_line,
    places_listed,
    questions_answered,
    stars_numbered,
    tie_labels_split,
    ties_split,
)
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
from scoring.loose_markdown import bold_items_closed, heading_spaces_added, table_separators_added
from scoring.name_markup import names_unsplit
from scoring.option_labels import labels_named
from scoring.ordinal_prose import ordinals_listed
from scoring.prose_places import behind_chain_listed, order_sentence_listed, places_phrased
from scoring.rewrite import Rewritten
from scoring.table_columns import tables_merged
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


def prepared(text: str) -> list[Rewritten]:
    """The rewrites applied to ``text``, in order (empty when no pass applies)."""
    steps: list[Rewritten] = []
    text = _applied(_BEFORE_PROSE, text, steps)
    if not has_list_line(text):  # else every prose pass gives None and leaves the text as it is
        text = _applied(_PROSE, text, steps)
    _applied(_AFTER_PROSE, text, steps)
    return steps


def _applied(passes: tuple[_Pass, ...], text: str, steps: list[Rewritten]) -> str:
    """Run ``passes`` in order, each on the text the ones before it left; their rewrites go on
    ``steps``, and the text the last one left is returned."""
    for rewrite in passes:
        done = rewrite(text)
        if done is not None:
            steps.append(done)
            text = done.text
    return text


def original_span(steps: list[Rewritten], span: tuple[int, int]) -> tuple[int, int]:
    """A span of the last rewrite's text, mapped back to the original reply."""
    for step in reversed(steps):
        span = step.span(*span)
    return span

"""The regex-source readers shared by the prefilter's port and the caveat pattern's letter cut."""

from __future__ import annotations

import re

import pytest

from scoring.regex_source import class_end, group_end, top_level_alternatives
from scoring.stance import CAVEAT_ACTS


def test_alternatives_split_only_at_the_top_level() -> None:
    body = r"a(?:b|c)|[|x]d|e\|f|(g(h|i))"
    assert top_level_alternatives(body) == ["a(?:b|c)", "[|x]d", r"e\|f", "(g(h|i))"]


def test_a_class_may_open_with_a_bracket_or_a_negated_bracket() -> None:
    assert class_end("[]a]b", 0) == 4
    assert class_end("[^]a]b", 0) == 5
    assert class_end(r"[\]a]b", 0) == 5


def test_a_group_ends_after_its_own_closing_parenthesis() -> None:
    src = r"x(?:a[)]|(b\))c)d"
    assert group_end(src, 1) == len(src) - 1


@pytest.mark.parametrize("src", ["[abc", "(?:a|b", r"(a\)"])
def test_a_broken_pattern_raises(src: str) -> None:
    with pytest.raises(ValueError, match="pattern"):
        if src.startswith("["):
            class_end(src, 0)
        else:
            group_end(src, 0)


def test_the_caveat_acts_rejoin_to_themselves() -> None:
    # Splitting a real pattern and joining it back loses nothing, and every piece compiles.
    for act in CAVEAT_ACTS:
        body = act.pattern
        pieces = top_level_alternatives(body)
        assert "|".join(pieces) == body
        for piece in pieces:
            re.compile(piece)

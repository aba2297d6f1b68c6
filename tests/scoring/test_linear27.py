"""`scoring.sentence_prefix` answers exactly what `_avoids(_sentence_before(text, at))` answered,
and keeps the picks reader linear on a sentence with no stop and many names after a pick phrase
("My first choice would be the Zed " over and over: quadratic before, 0.49 s of CPU at 1,280)."""

from __future__ import annotations

import re
import string
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.picks import _avoids, _avoids_before, _sentence_before
from scoring.recommendation import read_recommendation
from scoring.sentence_prefix import _FOLD_TO_ASCII, SentenceStarts
from tests.linear_time import assert_linear

_PROMPT = "Rank the three best robot vacuums."

# Pieces of `_AVOID`'s phrases, split where a longer prefix could complete or undo a match
# ("avoid" then "ance", "is out" then ":", "over" then "budget"), with stops, breaks, case folds
# that reach past ASCII ("ſ" for "s", the Kelvin sign) and names.
_PIECES = (
    "avoid", "ance", "Skip", "ſkip", "steer", " clear", "is", "are", " out", ":", ",", ".", "!",
    "?", " ", "  ", "\t", "\n", "not", " recommend", "ed", "won't", "worth", "left", " it",
    "over", " budget", " the", " $500", "0", "mention", "drop", "them", "top", " three", "Zed",
    "Zed ", "é", "—", "\u212a", "a bit", "well", "far", "excluded", "range", "on my", " list",
    "My first choice would be the ", "did", " not", " make", " the cut", "I'd ",
)  # fmt: skip


def _texts() -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(_PIECES), max_size=24).map("".join)


@settings(max_examples=600, deadline=None)
@given(_texts(), st.lists(st.integers(min_value=0, max_value=400), max_size=12))
def test_a_growing_prefix_reads_as_each_sentence_before_did(text: str, offsets: list[int]) -> None:
    avoided = _avoids_before(text)
    for at in sorted({min(o, len(text)) for o in offsets}):
        assert avoided.matches_before(at) == _avoids(_sentence_before(text, at)), (text, at)


@settings(max_examples=300, deadline=None)
@given(_texts(), st.integers(min_value=0, max_value=60))
def test_every_prefix_of_a_text_in_order(text: str, step: int) -> None:
    """Every offset asked in order, and offsets that fall back (a new loop over the same text)."""
    avoided = _avoids_before(text)
    offsets = list(range(len(text) + 1)) + list(range(0, len(text) + 1, step + 1))
    for at in offsets:
        assert avoided.matches_before(at) == _avoids(_sentence_before(text, at)), (text, at)


@settings(max_examples=300, deadline=None)
@given(_texts(), st.integers(min_value=0, max_value=400))
def test_a_sentence_start_is_where_sentence_before_starts(text: str, at: int) -> None:
    at = min(at, len(text))
    starts = SentenceStarts(text)
    start = starts.start(at)
    assert text[start:at] == _sentence_before(text, at)
    assert start + len(_sentence_before(text, at)) == at
    assert starts.start(starts.end(at) - 1) == start or starts.end(at) - 1 < at


def test_a_match_that_a_longer_prefix_undoes_is_read_again() -> None:
    """Near misses of the settling rule: a match that ends where the prefix does may not hold."""
    text = "I'd avoid Zed avoidance Yak is out Wex is out: Vim"
    avoided = _avoids_before(text)
    for at in (text.index("Zed"), text.index("ance"), text.index("Yak"), text.index("Vim")):
        assert avoided.matches_before(at) == _avoids(_sentence_before(text, at))
    assert _avoids_before("avoidance").matches_before(9) is False
    assert _avoids_before("Skip the Zed").matches_before(9) is True


def test_the_fold_table_holds_every_character_re_i_reads_as_an_ascii_letter() -> None:
    letter = re.compile("[a-z]", re.I)
    for code in range(0x110000):
        char = chr(code)
        if letter.match(char):
            folded = char.translate(_FOLD_TO_ASCII)
            assert folded in string.ascii_lowercase, hex(code)
            assert re.match(folded, char, re.I), hex(code)


def _repeated(unit: str) -> Callable[[int], str]:
    def build(n: int) -> str:
        return unit * n

    return build


def test_a_sentence_with_many_names_after_a_pick_phrase_is_read_in_linear_time() -> None:
    for unit in (
        "My first choice would be the Zed ",  # no hint word in the sentence
        "My first choice would be the Zed — ",  # not ASCII: the case-folded words decide
        "My first choice would be the Zed over ",  # a hint word ("over") and no match
    ):
        assert_linear(lambda text: read_recommendation(text, _PROMPT), _repeated(unit), 2_560)


# The longest phrase of each kind `_AVOID` reads, with the most optional words taken: a search
# resumes `_MATCH_RUNS` runs of non-blanks before the last prefix's end, so none may hold more.
_LONGEST = (
    "does not fit within a $500k budget", "did not make the top three", "out of the $500 budget",
    "left the others out", "left the two others out", "give it a miss", "well over $1,000.50k",
    "would not recommend", "no longer recommend", "not on my shortlist", "is out :",
    "exceeds the $500 budget", "out of your price range", "honourable mentions", "not in my top 3",
)  # fmt: skip


def test_every_phrase_of_avoid_holds_few_runs_of_non_blanks() -> None:
    from scoring.picks import _AVOID
    from scoring.sentence_prefix import _MATCH_RUNS

    for phrase in _LONGEST:
        m = _AVOID.search(phrase)
        assert m is not None and m.start() == 0, phrase
        assert len(phrase.split()) <= _MATCH_RUNS - 2, phrase
    # nothing in the pattern but `\s` matches a blank: no literal blank, no negated class or escape
    for blank_matcher in (" ", "[^", "\\S", "\\W", "\\D", "(?s"):
        assert blank_matcher not in _AVOID.pattern, blank_matcher

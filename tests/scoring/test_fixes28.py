"""fixes28: misreads and reading questions left after the twenty-fourth round, each fixed by a
general rule or pinned as it stands.

One behaviour per test, with its near misses; every product is invented.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from scoring.picks import _PROSE_TRIGGER, _TRIGGER_CORE, extract_picks
from tests.linear_time import assert_linear

# --- the trigger core is a necessary condition ---------------------------------------------------
# `_line_trigger_at` skips an ASCII line in which `_TRIGGER_CORE` finds nothing, so the core must
# hold every match of `_PROSE_TRIGGER`: hypothesis writes matches of the pattern itself (in any
# letter case, with any printable ASCII where it allows one) and the core must find one in each.


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.from_regex(_PROSE_TRIGGER, alphabet=st.characters(min_codepoint=32, max_codepoint=126)))
@example("I would steer you to the ")  # the two gaps hypothesis found in the core before fixes28
@example("solid default, for most, is ")
def test_every_trigger_match_holds_a_core_word(text: str) -> None:
    for m in _PROSE_TRIGGER.finditer(text):
        assert _TRIGGER_CORE.search(m.group(0).lower()) is not None, m.group(0)


def test_i_would_steer_you_to_the_x_is_the_pick() -> None:
    text = "Both are good family cars.\n\nI would steer you to the Vantor EX9. It has a real third row."
    assert extract_picks(text) == ["Vantor EX9"]


def test_i_would_point_you_towards_the_x_is_the_pick() -> None:
    text = "Both are good family cars.\n\nI would point you towards the Vantor EX9 for the space."
    assert extract_picks(text) == ["Vantor EX9"]


def test_the_safe_default_before_a_comma_is_the_pick() -> None:
    text = "Both are fine.\n\nThe safe default, for most families, is the Vantor EX9."
    assert extract_picks(text) == ["Vantor EX9"]


def test_a_point_you_raise_is_no_trigger() -> None:
    # Near miss: "point you" with no "I would" before it steers nobody.
    text = "Both are fine.\n\nThe point you raise is fair, and the Vantor EX9 is big."
    assert extract_picks(text) == []


def test_a_default_setting_is_no_trigger() -> None:
    # Near miss: "default" with no "safe", "sensible" or "solid" before it names no choice.
    text = "Both are fine.\n\nBy default, the Vantor EX9 ships with the small wheels."
    assert extract_picks(text) == []


def test_a_line_of_defaults_reads_in_linear_time() -> None:
    text = lambda n: "Both are fine.\n\nThe safe default " + "default, " * n + "is the Vantor EX9."  # noqa: E731
    assert len(text(8_000)) >= 50_000
    assert_linear(extract_picks, text, 8_000)


# --- a top pick for one asker, then another asker's pick -------------------------------------------
# README, Picks: the first pick is what the reply would have you buy. "My pick for a budget buyer
# is clearly the X, but for a pro it's the Y" gives a pick per buyer and no overall one, so it
# reads as the same sentence without "clearly" always did (picks by case, none of them first).

_TWO = "Both are good cameras, and the gap is small.\n\n"


@pytest.mark.parametrize(
    "line",
    [
        "My pick for a budget buyer is clearly the Lumo R50, but for a pro it's the Lumo R6.",
        "My pick for a budget buyer is clearly the Lumo R50, but for a pro I'd go with the Lumo R6.",
        "My pick for a budget buyer is clearly the Lumo R50 - but if you shoot video, get the Lumo R6.",
        "My top pick for most people is definitely the Lumo R50; whereas for pros, it's the Lumo R6.",
    ],
)
def test_a_pick_for_one_asker_then_anothers_is_no_overall_pick(line: str) -> None:
    assert extract_picks(_TWO + line) == []


def test_the_same_sentence_without_the_adverb_reads_the_same() -> None:
    line = "My pick for a budget buyer is the Lumo R50, but for a pro it's the Lumo R6."
    assert extract_picks(_TWO + line) == []


@pytest.mark.parametrize(
    "line",
    [
        # Near misses: a contrast that names no other asker's pick keeps the overall choice.
        "My pick for a budget buyer is clearly the Lumo R50, but for the money the R6 is close.",
        "My pick for a budget buyer is clearly the Lumo R50, and for a pro it's fine too.",
        "My pick for a frequent flyer is clearly the Lumo R50. Its battery lasts longer.",
    ],
)
def test_a_pick_for_one_asker_with_no_rival_asker_stays_the_pick(line: str) -> None:
    assert extract_picks(_TWO + line) == ["Lumo R50"]


def test_the_other_asker_clause_reads_in_linear_time() -> None:
    text = lambda n: (  # noqa: E731
        _TWO + "My pick for a budget buyer is clearly the Lumo R50, but for " + "a " * n + "it's"
    )
    assert len(text(25_000)) >= 50_000
    assert_linear(extract_picks, text, 25_000)

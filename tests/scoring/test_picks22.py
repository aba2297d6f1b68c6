"""The picks rules the r22 probes brought, one behaviour each.

The rules came from blind probes the reader missed (corpus/probes/picks_r22.json: a trophy
heading "My Ranked Top Three" over ranked headings read as a pick; a rank-the-two reply whose list
names one option with its maker and its chip in brackets, "Apple MacBook Air (M3)", and whose
verdict line then names it as the prompt does; and a single pick said as "I'd skip the top three
and just tell you to use X"); these tests pin them on texts of their own, with the near misses
each must leave alone. The product names are made up, so that no test leans on a name the reader
knows.
"""

from __future__ import annotations

from scoring.pair_verdict import _option_of
from scoring.picks import _PROSE_TRIGGER, _top_title, extract_picks
from scoring.recommendation import read_recommendation
from tests.linear_time import Hostile, assert_linear

# --- a trophy heading that titles the ranking by its size --------------------------------------


def test_a_trophy_heading_naming_my_ranked_top_three_is_a_title() -> None:
    text = (
        "Here is what to look for first.\n\n"
        "## \U0001f3c6 My Ranked Top Three\n\n"
        "### 1. Brio Crema Plus\n\n- **Price:** about $450\n\n"
        "### 2. Volta Classic 2\n\n- **Price:** about $400\n\n"
        "### 3. Lumo Dedi S\n\n- **Price:** about $300\n"
    )
    assert extract_picks(text) == ["Brio Crema Plus", "Volta Classic 2", "Lumo Dedi S"]


def test_our_top_five_and_the_final_top_three_are_titles() -> None:
    assert _top_title("Our Top 5")
    assert _top_title("The Final Top Three")
    assert _top_title("My Top Three")


def test_a_trophy_heading_naming_a_product_that_starts_with_top_is_a_pick() -> None:
    # the near miss: "Topline" is a word of a name, not "top" and a count
    assert not _top_title("Topline Brew 3")
    text = "## \U0001f3c6 Topline Brew 3\n\nThe one I'd buy: quick, simple, and cheap to run.\n"
    assert extract_picks(text) == ["Topline Brew 3"]


# --- a pair option named with its maker or its chip in brackets --------------------------------

_PAIR = (
    "For a commuter, which tablet is better: the Kestrel Slate 7 or the Orbit Book M2? "
    "Rank the two and explain briefly."
)
_OPTIONS = ("Kestrel Slate 7", "Orbit Book M2")


def test_the_maker_before_an_options_whole_name_names_that_option() -> None:
    assert _option_of("Orbital Orbit Book M2", _OPTIONS) == 1
    assert _option_of("Orbital Orbit Book (M2)", _OPTIONS) == 1


def test_a_rank_or_two_words_before_the_name_name_no_option() -> None:
    # the near misses: "1" is a rank, not a maker, and two words are more than a maker
    assert _option_of("1 Orbit Book M2", _OPTIONS) is None
    assert _option_of("Big Orbital Orbit Book M2", _OPTIONS) is None


def test_a_verdict_line_restating_the_first_option_keeps_the_listed_order() -> None:
    text = (
        "Here's my ranking:\n\n"
        "1. **Orbital Orbit Book (M2)** - Longer battery and a lighter body for the train.\n"
        "2. **Kestrel Slate 7 (2024, 12 GB)** - A brighter screen, but heavier and pricier.\n\n"
        "**Verdict:** Orbit Book M2 for most commuters; Slate 7 if you need the stylus."
    )
    names = [p.name for p in read_recommendation(text, _PAIR).picks]
    assert names == ["Orbital Orbit Book (M2)", "Kestrel Slate 7"]


# --- "I'd ... just tell you to use X" ----------------------------------------------------------


def test_i_would_just_tell_you_to_use_x_is_a_single_pick() -> None:
    text = (
        "I'd skip the usual top three and just tell you to use Quillboard.\n\n"
        "Its task threads keep discussions out of chat. Tasklane is more powerful, but it is built "
        "for far bigger companies."
    )
    assert extract_picks(text) == ["Quillboard"]


def test_a_negated_or_reported_tell_you_to_names_no_pick() -> None:
    # the near misses: a negation between "I'd" and "tell", and advice that is not the writer's
    for said in (
        "I would never tell you to buy the Quillboard Pro.",
        "Most reviews will tell you to use Quillboard.",
    ):
        assert not [m for m in _PROSE_TRIGGER.finditer(said) if "tell" in m.group(0)], said


def test_the_tell_you_to_trigger_is_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "I'd " + "a" * n, 50_000),
        (lambda n: "I'd " + "ab " * n + "tell you to", 17_000),
        (lambda n: "I'd I'd " * n + "tell you", 7_000),
    )
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(_PROSE_TRIGGER.search, text, count)

"""The picks rules the r19d blind probes brought, one behaviour each, with their near misses.

Three of the fifty blind probes of corpus/probes/picks_r19d.json were misread: a search-grounded
rank-the-two answer whose reason labels said "**Why the Bose comes out ahead:**" and "**Why the
Sony is a close second:**" (the first label read as a product), a single pick introduced as
"give you one shoe: the X" and then shortened ("Buy the Ghost"), read by its short form, and a
section of machines that "don't fit a $500 budget" before the ranking, read as picks. These tests
pin the rules on texts of their own, with invented products.
"""

from __future__ import annotations

from scoring import picks
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear


def _reasons(first: str, second: str) -> str:
    return (
        "Reviewers rank the Lumen Slate 14 first and the Corvo Book 13 second [1].\n\n"
        f"**Why the Lumen {first}:** It lasts a full day and weighs very little [1].\n\n"
        f"**Why the Corvo {second}:** Its keyboard is nicer, but the battery is shorter [2].\n"
    )


def test_a_reason_label_that_comes_out_ahead_or_is_a_close_second_places_its_product() -> None:
    assert extract_picks(_reasons("comes out ahead", "is a close second")) == ["Lumen", "Corvo"]
    # the places stated, not the order of the labels, rank them
    assert extract_picks(
        "Reviewers rank the Corvo Book 13 first and the Lumen Slate 14 second [1].\n\n"
        "**Why the Lumen is a close second:** It lasts a full day [1].\n\n"
        "**Why the Corvo comes out ahead:** Its keyboard is nicer [2].\n"
    ) == ["Corvo", "Lumen"]


def test_a_reason_label_that_states_no_place_is_not_one_that_places() -> None:
    assert picks._WHY_PLACED.match("Why the Corvo is a close call") is None
    assert picks._WHY_PLACED.match("Why the Corvo comes out cheaper") is None
    assert picks._why_rank("**Why the Corvo is a close second:** text") == 2
    assert picks._why_rank("**Why the Corvo is the narrow third:** text") == 3
    assert picks._why_rank("**Why the Lumen comes out ahead:** text") == 1


def _excluded(opener: str) -> str:
    return (
        "## Two famous names first\n\n"
        f"{opener}\n\n"
        "- **Barista King 9** — superb, but about $900.\n"
        "- **Crema Pro X** — usually $800 or more.\n\n"
        "## My ranked top three\n\n"
        "### 1. Velo Brew 2\nFast heat-up.\n\n"
        "### 2. Tamp One\nLearner friendly.\n\n"
        "### 3. Pico Shot\nCheap.\n"
    )


def test_products_that_do_not_fit_the_budget_are_left_out() -> None:
    for opener in (
        "Both come up a lot, but they don't fit a $500 budget:",
        "Both come up a lot, but neither one fits; they do not fit within your budget:",
        "These two won't fit into the 500 budget:",
    ):
        assert extract_picks(_excluded(opener)) == ["Velo Brew 2", "Tamp One", "Pico Shot"], opener


def test_products_that_fit_the_budget_are_not_left_out() -> None:
    assert extract_picks(_excluded("Both come up a lot, and they fit a $500 budget:")) == [
        "Barista King 9",
        "Crema Pro X",
        "Velo Brew 2",
        "Tamp One",
        "Pico Shot",
    ]
    assert not picks._avoids("They fit the budget nicely.")
    assert not picks._avoids("It doesn't fit a small kitchen.")


def test_a_section_not_on_this_list_is_left_out() -> None:
    text = _excluded("").replace("## Two famous names first\n\n\n\n", "## Not on this list\n\n")
    assert extract_picks(text) == ["Velo Brew 2", "Tamp One", "Pico Shot"]
    assert not picks._avoids("## Everything on this list")


def test_one_thing_given_after_a_colon_is_the_single_pick_in_full() -> None:
    text = (
        "I'll keep it short and give you one blender: the Whirlo Max 5. It is quiet and strong. "
        "Skip the Pulsar 8, it is loud. Buy the Whirlo in the large size."
    )
    assert extract_picks(text) == ["Whirlo Max 5"]
    assert picks._line_trigger("Let me name you one tool: Tasko, full stop.") == ("Tasko", 26)


def test_a_count_other_than_one_or_no_colon_is_no_single_pick_trigger() -> None:
    assert picks._line_trigger("I can give you three blenders: the Whirlo Max 5 and more.") is None
    assert picks._line_trigger("I'll give you one: the Whirlo Max 5.") is None
    assert picks._line_trigger("I'll give you one blender, the Whirlo Max 5.") is None


def test_the_new_alternatives_stay_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "give you " + "one " * n, 12_500),
        (lambda n: "don't fit " + "a " * n, 25_000),
        (lambda n: "Why the " + "Corvo " * n + "is a close", 8_000),
    )
    for text, count in hostile:
        for read in (picks._line_trigger, picks._avoids, picks._WHY_PLACED.match):
            assert_linear(read, text, count)

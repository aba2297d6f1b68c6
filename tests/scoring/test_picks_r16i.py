"""The picks rules the r16i chatty probes brought (`scoring.chatty_lists`), one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r16i.json); these tests
pin the rule on texts of its own, with the near misses it must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.chatty_lists import (
    arrows_listed,
    medals_after_numbered,
    mixed_markers_numbered,
    places_counted,
    stated_ranks_numbered,
)
from scoring.picks import extract_picks


def test_arrow_rank_lines_are_read_in_order() -> None:
    text = (
        "Top pick -> Kagi Pro (fast)\nRunner-up -> Vivaldi Mail (free)\nThird -> Zed Notes (light)"
    )
    assert extract_picks(text) == ["Kagi Pro", "Vivaldi Mail", "Zed Notes"]


def test_top_pick_arrow_then_chain_is_read() -> None:
    text = "Top pick -> Kagi Pro, then Vivaldi Mail, then Zed Notes.\n\nKagi is fast and clean."
    assert extract_picks(text) == ["Kagi Pro", "Vivaldi Mail", "Zed Notes"]


def test_arrow_chain_on_one_line_is_a_ranking() -> None:
    text = "Thinking it over, all three are fine.\n\nSo: Kagi Pro -> Vivaldi Mail -> Zed Notes."
    assert extract_picks(text) == ["Kagi Pro", "Vivaldi Mail", "Zed Notes"]


def test_arrow_in_prose_is_left_alone() -> None:
    assert arrows_listed("Plug the dock in -> it charges the laptop.") is None
    assert arrows_listed("No arrows here at all.") is None


def test_bullets_after_numbered_items_are_counted_on() -> None:
    text = "1. Kagi Pro – fast.\n2. Vivaldi Mail – free.\n- Zed Notes – light.\n\nAll good."
    assert extract_picks(text) == ["Kagi Pro", "Vivaldi Mail", "Zed Notes"]


def test_detail_bullets_under_a_numbered_item_are_not_counted() -> None:
    assert mixed_markers_numbered("1. Kagi Pro – fast.\n- price $10\n- works offline") is None


# The rank in brackets after a name is written with `_NO` so that no source line reads like an
# issue reference (tests/test_no_issue_numbers.py).
_NO = "#"


def test_rank_after_the_name_orders_the_list() -> None:
    text = (
        f"- Vivaldi Mail ({_NO}2): free.\n- Kagi Pro ({_NO}1): fast.\n- Zed Notes ({_NO}3): light."
    )
    assert extract_picks(text) == ["Kagi Pro", "Vivaldi Mail", "Zed Notes"]


def test_rank_after_the_name_needs_a_full_run() -> None:
    assert (
        stated_ranks_numbered(f"- Kagi Pro ({_NO}1): fast.\n- Zed Notes ({_NO}3): light.") is None
    )


@pytest.mark.parametrize(
    "text",
    [
        "**Number 3: Zed Notes** – light.\n**Number 2: Vivaldi Mail** – free.\n"
        "**Number 1: Kagi Pro** – fast.",
        "In third place: Zed Notes – light.\n\nIn second place: Vivaldi Mail – free.\n\n"
        "And in first place: Kagi Pro – fast.",
    ],
)
def test_countdown_places_are_read_by_place(text: str) -> None:
    assert extract_picks(text) == ["Kagi Pro", "Vivaldi Mail", "Zed Notes"]


def test_place_words_in_prose_are_left_alone() -> None:
    assert (
        places_counted("The number of tabs matters.\nIn first place, think about budget.") is None
    )


def test_medal_after_the_name_ranks_a_bullet() -> None:
    text = "- Kagi Pro \U0001f947 – fast\n- Vivaldi Mail \U0001f948 – free\n- Zed Notes \U0001f949 – light"
    assert medals_after_numbered(text) is not None
    assert extract_picks(text) == ["Kagi Pro", "Vivaldi Mail", "Zed Notes"]


def test_a_lone_medal_bullet_is_left_alone() -> None:
    assert medals_after_numbered("- Kagi Pro \U0001f948 – fast\n- plain line") is None


def test_an_exclamation_after_a_numbered_items_name_ends_the_name() -> None:
    # The countdown probe r16i-017 crowns its winner "the Sony a6400! Its autofocus ...": a chatty
    # writer's exclamation ends the name as a stop does.
    text = "1. Sony a6400! Its autofocus is superb.\n2. Canon EOS R50! Tiny and light."
    assert extract_picks(text) == ["Sony a6400", "Canon EOS R50"]


def test_a_countdown_whose_winner_ends_in_an_exclamation_is_read_in_full() -> None:
    text = (
        "Coming in at number three: the Fujifilm X-T30 II, for its colours.\n\n"
        "At number two: the Canon EOS R50, tiny and light.\n\n"
        "And the number one spot goes to... the Sony a6400! Its tracking is superb."
    )
    assert extract_picks(text) == ["Sony a6400", "Canon EOS R50", "Fujifilm X-T30 II"]


def test_an_exclamation_inside_a_name_is_kept() -> None:
    # Only an exclamation followed by white space ends a name ("Yahoo!Mail" style brands keep it).
    assert extract_picks("1. Zing!Pro - fast\n2. Orbit Max - cheap") == ["Zing!Pro", "Orbit Max"]

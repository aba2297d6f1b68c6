"""The picks rules the r17d probes brought (`scoring.picks`, `scoring.prose_places`), one
behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r17d.json, written in
the habits of each deployed assistant family); these tests pin the rule on texts of its own, with
the near misses it must leave alone. The product names are made up, so that no test leans on a
name the reader knows.
"""

from __future__ import annotations

from scoring.picks import extract_picks


def test_citation_marks_glued_to_a_name_are_not_part_of_it() -> None:
    text = (
        "1. Kagi Slate M3[1][2] - long battery and a silent design.\n"
        "2. Zed Book 13[3] - great keyboard, shorter battery."
    )
    assert extract_picks(text) == ["Kagi Slate M3", "Zed Book 13"]


def test_reference_link_with_a_word_label_still_gives_its_label() -> None:
    text = "1. [Kagi Slate][1] - long battery.\n2. [Zed Book][2] - great keyboard."
    assert extract_picks(text) == ["Kagi Slate", "Zed Book"]


def test_range_in_miles_abbreviated_is_a_spec_not_a_product() -> None:
    text = (
        "| Rank | Category | Range | Vehicle |\n|---|---|---|---|\n"
        "| 1 | The Best All-Rounder | up to 320 mi | **Kagi Rover 5** |\n"
        "| 2 | The Best Road-Tripper | up to 303 mi | **Zed Wagon 3** |"
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3"]


def test_numbered_source_titles_under_a_sources_label_add_no_picks() -> None:
    text = (
        "**Why the Kagi Slate M3 ranks first:** the battery lasts all day [1].\n\n"
        "**Why the Zed Book 13 is second:** a better keyboard, a shorter battery [2].\n\n"
        "**Sources**\n"
        "1. Kagi Slate 13-inch (M3) review - The Daily Byte\n"
        "2. Vivaldi Note 7 vs Zed Book 13 - Laptop Weekly"
    )
    assert extract_picks(text) == ["Kagi Slate M3", "Zed Book 13"]


def test_a_ranking_intro_that_mentions_sources_still_ranks() -> None:
    text = (
        "Based on these sources, here are my top picks:\n\n"
        "1. **Kagi Slate M3** - long battery.\n2. **Zed Book 13** - great keyboard."
    )
    assert extract_picks(text) == ["Kagi Slate M3", "Zed Book 13"]


def test_a_numbered_list_of_key_features_adds_no_picks() -> None:
    text = (
        "When choosing a tool, consider the following key features:\n\n"
        "1. **Task Tracking**: assign and follow work.\n"
        "2. **Collaboration**: comments and files.\n\n"
        "Based on these features, here are the top 2 tools:\n\n"
        "1. **Kagiboard**: flexible and fast.\n2. **Zedflow**: simple kanban boards."
    )
    assert extract_picks(text) == ["Kagiboard", "Zedflow"]


def test_top_picks_with_their_key_features_are_still_a_ranking() -> None:
    text = (
        "Top picks and their key features:\n\n"
        "1. **Kagiboard**: flexible and fast.\n2. **Zedflow**: simple kanban boards."
    )
    assert extract_picks(text) == ["Kagiboard", "Zedflow"]


def test_medal_column_under_a_blank_corner_is_read_down_its_rows() -> None:
    text = (
        "| | Role | Shoe | Why |\n|---|---|---|---|\n"
        "| 🥇 | Best overall | Kagi Glide 4 | Balanced. |\n"
        "| 🥈 | Most cushioned | Zed Float 9 | Soft. |\n"
        "| 🥉 | Best value | Vivaldi Ride 2 | Cheap. |"
    )
    assert extract_picks(text) == ["Kagi Glide 4", "Zed Float 9", "Vivaldi Ride 2"]


def test_feature_names_under_a_blank_corner_still_read_the_header_across() -> None:
    text = (
        "| | Kagi Glide 4 | Zed Float 9 |\n|---|---|---|\n"
        "| Weight | 9 oz | 8 oz |\n| Drop | 10 mm | 6 mm |"
    )
    assert extract_picks(text) == ["Kagi Glide 4", "Zed Float 9"]


def test_role_with_an_article_before_the_name_is_a_label() -> None:
    text = (
        "**1. The Best All-Rounder: Kagi Vac Q5**\n* Why it's great: strong suction.\n\n"
        "**2. The Best for Pet Hair: Zed Vac X8**\n* Why it's great: twin turbines.\n\n"
        "**3. The Best Budget Buy: Vivaldi RV30**\n* Why it's great: cheap dock."
    )
    assert extract_picks(text) == ["Kagi Vac Q5", "Zed Vac X8", "Vivaldi RV30"]


def test_second_place_said_with_the_writers_own_verb() -> None:
    text = (
        "My first choice would be the Kagi Glide 4. It is balanced and forgiving.\n\n"
        "Second, I'd put the Zed Float 9. It is bouncier at faster paces.\n\n"
        "Third is the Vivaldi Ride 2, the softest of the three."
    )
    assert extract_picks(text) == ["Kagi Glide 4", "Zed Float 9", "Vivaldi Ride 2"]


def test_reason_label_that_places_the_product_names_it() -> None:
    text = (
        "Most reviews put the Kagi Slate M3 ahead.\n\n"
        "**Why the Kagi Slate M3 ranks first:** the battery lasts all day.\n\n"
        "**Why the Zed Book 13 is second:** a better keyboard, a shorter battery."
    )
    assert extract_picks(text) == ["Kagi Slate M3", "Zed Book 13"]


def test_reason_label_that_does_not_place_the_product_is_not_a_pick() -> None:
    text = (
        "1. **Kagi Slate M3** - the battery lasts all day.\n"
        "2. **Zed Book 13** - a better keyboard.\n\n"
        "**Why the Vivaldi Note 7 loses:** it runs hot."
    )
    assert extract_picks(text) == ["Kagi Slate M3", "Zed Book 13"]

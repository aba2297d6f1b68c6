"""The picks rules the r17c probes brought (`scoring.picks`), one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r17c.json, written from
the issue's own list of picks classes); these tests pin the rule on texts of its own, with the
near misses it must leave alone. The product names are made up, so that no test leans on a name
the reader knows.
"""

from __future__ import annotations

from scoring.picks import extract_picks


def test_label_table_under_a_blank_header_is_read_down_its_rows() -> None:
    text = (
        "| | Car | Range | Seats |\n|---|---|---|---|\n"
        "| 🥇 Best overall | Kagi Rover 5 | 300 mi | 5 |\n"
        "| 🥈 Runner-up | Zed Wagon 3 | 280 mi | 5 |\n"
        "| 🥉 Best value | Vivaldi Trek 2 | 260 mi | 5 |"
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3", "Vivaldi Trek 2"]


def test_category_table_with_numbered_role_cells_is_read_down_its_rows() -> None:
    text = (
        "| Category | Shoe | Price |\n|---|---|---|\n"
        "| **1. Best all-rounder** | Kagi Glide 4 | $140 |\n"
        "| **2. Most cushioned** | Zed Float 9 | $145 |\n"
        "| **3. Most versatile** | Vivaldi Ride 2 | $130 |"
    )
    assert extract_picks(text) == ["Kagi Glide 4", "Zed Float 9", "Vivaldi Ride 2"]


def test_table_with_products_as_headers_over_feature_rows_is_still_read_across() -> None:
    text = (
        "| | Kagi Rover 5 | Zed Wagon 3 |\n|---|---|---|\n"
        "| Battery | 300 mi | 280 mi |\n| Comfort | good | better |\n| ANC | yes | yes |"
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3"]


def test_one_role_row_among_feature_rows_does_not_turn_a_comparison_down() -> None:
    text = (
        "| Feature | Kagi Rover 5 | Zed Wagon 3 |\n|---|---|---|\n"
        "| Best for | commuting | road trips |\n| Price | $40k | $44k |\n"
        "| Charging | 150 kW | 250 kW |"
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3"]


def test_summary_brand_nickname_is_the_listed_full_brand() -> None:
    text = (
        "**TL;DR:** Chevy Kestrel EV > Kagi Rover 5.\n\n"
        "1. **Chevrolet Kestrel EV** – roomy and cheap.\n"
        "2. **Kagi Rover 5** – more cargo space."
    )
    assert extract_picks(text) == ["Chevrolet Kestrel EV", "Kagi Rover 5"]


def test_summary_brand_initials_are_the_listed_full_brand() -> None:
    text = (
        "TL;DR: VW ID.9 > Kagi Rover 5.\n\n"
        "1. **Volkswagen ID.9** – calm ride.\n2. **Kagi Rover 5** – more cargo space."
    )
    assert extract_picks(text) == ["Volkswagen ID.9", "Kagi Rover 5"]


def test_nicknamed_brand_with_another_model_stays_a_separate_product() -> None:
    text = (
        "**TL;DR:** Chevy Kestrel EV > Kagi Rover 5.\n\n"
        "1. **Chevrolet Falcon EV** – roomy and cheap.\n"
        "2. **Kagi Rover 5** – more cargo space."
    )
    assert extract_picks(text) == ["Chevy Kestrel EV", "Kagi Rover 5", "Chevrolet Falcon EV"]


def test_other_brand_with_the_same_first_letter_stays_a_separate_product() -> None:
    text = (
        "**TL;DR:** Kia Nova 7 > Zed Wagon 3.\n\n"
        "1. **Kagi Nova 7** – roomy.\n2. **Zed Wagon 3** – cheap."
    )
    assert extract_picks(text) == ["Kia Nova 7", "Zed Wagon 3", "Kagi Nova 7"]


def test_capitalised_feature_names_among_a_picks_feature_bullets_are_not_picks() -> None:
    text = (
        "My recommendation is **Kagi Vault Family**, for any family.\n\n"
        "Here's what makes it the right fit:\n\n"
        "- **Shared and private vaults:** logins for everyone, banking for one.\n"
        "- **Account recovery:** a parent can restore a child's access.\n"
        "- **Travel Mode:** hides vaults at borders.\n"
        "- **Watchtower:** warns about reused passwords.\n\n"
        "It is worth every cent."
    )
    assert extract_picks(text) == ["Kagi Vault Family"]


def test_bullets_labelled_by_product_names_stay_a_pick_list() -> None:
    text = (
        "Ranked for a family:\n\n"
        "- **Kagi Vault:** polished apps.\n- **Zed Keys:** open source.\n"
        "- **Account recovery:** matters most, whichever you pick.\n- **Vivaldi Pass:** aliases."
    )
    assert extract_picks(text) == ["Kagi Vault", "Zed Keys", "Vivaldi Pass"]


def test_two_feature_bullets_are_too_few_to_call_a_features_list() -> None:
    text = "Two picks:\n\n- **Kagi Vault:** polished apps.\n- **Account recovery:** easy."
    assert extract_picks(text) == ["Kagi Vault"]


def test_the_one_to_buy_is_a_single_pick() -> None:
    text = (
        "For $500, the Kagi Brew Plus is the one to buy.\n\n"
        "The Zed Crema is the usual alternative, but it takes more practice."
    )
    assert extract_picks(text) == ["Kagi Brew Plus"]


def test_the_one_to_avoid_is_not_a_pick() -> None:
    text = "The Kagi Brew Plus is the one to avoid: its pressurised basket caps you."
    assert extract_picks(text) == []

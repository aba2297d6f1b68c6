"""The picks rules the r22c probes brought, one behaviour each.

The rules came from blind probes of shopping-aware and search-grounded replies written around links
and product cards (corpus/probes/picks_r22c.json): a web address in brackets between a name and the
words that place it, a half star closing a star rating after a name, a quick-picks line whose
items carry ranks between middle dots, a pros/cons table under each card, and a tie declared over
one bullet per option. These tests pin each on texts of their own, with the near misses each must
leave alone. The product names are made up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring.citation_marks import addresses_dropped
from scoring.picks import _dot_items, extract_picks
from tests.linear_time import Hostile, assert_linear

# --- a web address in brackets after a name ------------------------------------------------------


def test_an_address_between_a_name_and_its_place_does_not_hide_the_place() -> None:
    text = (
        "My first choice would be the Veloran E5 (https://veloran.example/e5). It seats five.\n\n"
        "The Corvid Ion 4 (https://www.corvid.example/ion-4) comes a close second. Big trunk.\n\n"
        "Third, the Halden EV (www.halden.example) is the cheapest."
    )
    assert extract_picks(text) == ["Veloran E5", "Corvid Ion 4", "Halden EV"]


def test_the_address_goes_with_the_space_before_it() -> None:
    done = addresses_dropped("The Corvid Ion 4 (https://corvid.example/ion) comes second.")
    assert done is not None
    assert done.text == "The Corvid Ion 4 comes second."


def test_a_markdown_link_target_is_left_to_the_reader() -> None:
    # the near miss: "[X](https://...)" has no space before its bracket; the reader reads the label
    assert addresses_dropped("1. [Kettlo Zen](https://kettlo.example/zen) - quiet") is None


def test_a_bracket_that_only_mentions_an_address_is_kept() -> None:
    # the near miss: "(see https://...)" is a remark in words, not an address alone
    assert addresses_dropped("Prices change (see https://example.com/deals) often.") is None


# --- a half star after a name ----------------------------------------------------------------------


def test_a_half_star_rating_after_a_linked_name_is_not_part_of_it() -> None:
    text = (
        "1. [Lumen Cam R5](https://lumen.example/r5) ★★★★★ - easiest to learn\n"
        "2. [Norda Z3](https://norda.example/z3) ★★★★½ - more lenses\n"
        "3. Pell X1 ★★★½ - cheapest"
    )
    assert extract_picks(text) == ["Lumen Cam R5", "Norda Z3", "Pell X1"]


def test_a_half_in_a_name_with_no_star_before_it_stays() -> None:
    # the near miss: "Tarn Kettle 1½" (NFKC "11⁄2") is a size in the name, not a rating
    picks = extract_picks("1. Tarn Kettle 1½ - big\n2. Pell Pot 3 - small")
    assert picks[0].endswith("1\u20442")


# --- ranks between a quick-picks line's middle dots -----------------------------------------------


def test_ranked_items_between_middle_dots_are_named_without_their_ranks() -> None:
    for marks in (("1)", "2)", "3)"), ("1.", "2.", "3."), ("#1", "#2", "#3")):
        text = (
            f"**Quick picks:** {marks[0]} Brewra Pulse · {marks[1]} Kettlo Zen · "
            f"{marks[2]} Steamly Mini\n\nAll three heat up fast."
        )
        assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen", "Steamly Mini"]


def test_ranks_that_do_not_count_up_from_one_are_left_on_the_items() -> None:
    # the near miss: "1) ... 3) ..." is no count of the items, so nothing is taken off
    assert _dot_items(["1) Brewra Pulse", "3) Kettlo Zen"]) == ["1) Brewra Pulse", "3) Kettlo Zen"]


def test_items_without_ranks_are_unchanged() -> None:
    assert _dot_items(["Brewra Pulse 2", "Kettlo Zen 3"]) == ["Brewra Pulse 2", "Kettlo Zen 3"]


# --- a pros/cons table under each product card -----------------------------------------------------


def test_pros_and_cons_tables_under_cards_name_no_products() -> None:
    text = (
        "## Our top three\n\n### 1. Tarn Glide 9\n⭐ 4.6/5 · $129\n\n"
        "| 👍 Pros | 👎 Cons |\n|---|---|\n| Soft landings | Runs warm |\n| Durable outsole | Pricey |\n\n"
        "### 2. Pell Stride 4\n⭐ 4.4/5 · $119\n\n"
        "| ✅ What we like | ❌ What we don't |\n|---|---|\n| Light | Narrow |\n| Cheap | Firm |\n\n"
        "### 3. Kova Lift 2\n⭐ 4.2/5 · $99\n"
    )
    assert extract_picks(text) == ["Tarn Glide 9", "Pell Stride 4", "Kova Lift 2"]


def test_a_pros_table_with_a_blank_corner_still_names_its_rows() -> None:
    # the near miss: a blank header may head the product column
    text = (
        "| | Pros | Cons |\n|---|---|---|\n| Tarn Glide 9 | Soft | Warm |\n"
        "| Pell Stride 4 | Light | Narrow |\n"
    )
    assert extract_picks(text) == ["Tarn Glide 9", "Pell Stride 4"]


def test_a_table_with_a_product_column_beside_pros_and_cons_is_read() -> None:
    text = (
        "| Shoe | Pros | Cons |\n|---|---|---|\n| Tarn Glide 9 | Soft | Warm |\n"
        "| Pell Stride 4 | Light | Narrow |\n"
    )
    assert extract_picks(text) == ["Tarn Glide 9", "Pell Stride 4"]


# --- a tie declared over one bullet per option -----------------------------------------------------


def test_a_tie_over_one_bullet_per_option_recommends_nothing() -> None:
    text = (
        "Honestly I wouldn't put one above the other: it's a genuine tie for most people.\n\n"
        "- Norda Book 14: pick it if your labs run Linux.\n"
        "- Lumen Air 3: pick it if battery matters most.\n\nWhich does your course use?"
    )
    assert extract_picks(text) == []


def test_bare_bullets_with_no_tie_are_still_read() -> None:
    text = "Both are good:\n\n- Norda Book 14: great on Linux.\n- Lumen Air 3: great battery.\n"
    assert extract_picks(text) == ["Norda Book 14", "Lumen Air 3"]


# --- linear time on hostile input --------------------------------------------------------------


def test_the_rules_are_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "a (https://" + "x" * n, 50_000),
        (lambda n: "a" + " (http" * n, 8_400),
        (lambda n: "a    (www." + "." * n + ")", 50_000),
        (lambda n: "**Quick picks:** 1) " + "A · " * n, 12_500),
        (lambda n: "| Pros | Cons |\n|---|---|\n" + "| a | b |\n" * n, 5_000),
        (lambda n: "1. X " + "★" * n + "½", 50_000),
    )
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(addresses_dropped, text, count)
        assert_linear(extract_picks, text, count)

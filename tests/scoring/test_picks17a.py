"""The picks rules the r17a long buying guides brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r17a.json); these tests
pin the rule on texts of their own, with invented products, and with the near misses it must
leave alone.
"""

from __future__ import annotations

import pytest

from scoring import picks
from scoring.list_markers import runs_split
from scoring.picks import extract_picks, read_picks
from scoring.picks_restated import Found, alias_kind, restated_aliases

_RANKED = "1. Kagi Pro – fast.\n2. Vivaldi Mail – free.\n3. Zed Notes – light.\n"
_THREE = ["Kagi Pro", "Vivaldi Mail", "Zed Notes"]


# Medal recaps chained by arrows


def test_medal_recap_chained_by_arrows_is_split_without_the_arrows() -> None:
    text = "Here's the podium.\n\n🥇 Kagi Pro → 🥈 Vivaldi Mail → 🥉 Zed Notes\n\nEnjoy!"
    assert extract_picks(text) == _THREE


def test_medal_recap_chained_by_ascii_arrows_is_split_too() -> None:
    text = "Podium:\n\n🥇 Kagi Pro -> 🥈 Vivaldi Mail -> 🥉 Zed Notes\n"
    assert extract_picks(text) == _THREE


def test_one_medal_and_an_arrow_is_not_a_run() -> None:
    assert runs_split("🥇 Kagi Pro → fast and light\n") is None


# A ranked restatement by short names


def test_medal_recap_in_short_names_restates_the_medal_headings() -> None:
    text = (
        "## 🥇 Gold: Acme Kagi Pro\n\nFast.\n\n## 🥈 Silver: Zeta Vivaldi Mail\n\nFree.\n\n"
        "## 🥉 Bronze: Nova Zed Notes\n\nLight.\n\n## Recap\n\n"
        "🥇 Kagi Pro → 🥈 Vivaldi Mail → 🥉 Zed Notes\n"
    )
    assert extract_picks(text) == ["Acme Kagi Pro", "Zeta Vivaldi Mail", "Nova Zed Notes"]


def test_a_ranked_short_name_restates_only_the_pick_at_its_place() -> None:
    found: list[Found] = [
        ("Acme Kagi Pro", 0, 1, 1),
        ("Zeta Vivaldi Mail", 20, 1, 2),
        ("Kagi Pro", 60, 2, 1),
    ]
    assert restated_aliases(found) == {"kagi pro": "Acme Kagi Pro"}


def test_a_ranked_short_name_at_another_place_is_not_merged() -> None:
    found: list[Found] = [
        ("Acme Kagi Pro", 0, 1, 1),
        ("Zeta Vivaldi Mail", 20, 1, 2),
        ("Kagi Pro", 60, 2, 2),
    ]
    assert restated_aliases(found) == {}


# The brand and a category word left off, a word by its capitals


def test_brand_and_category_word_left_off_with_a_word_by_its_capitals_is_one_product() -> None:
    assert alias_kind("QW Max", "Acme QuietWave Max Headphones") == "same"


def test_brand_left_off_with_a_trim_word_after_it_stays_two_products() -> None:
    assert alias_kind("QW Max", "Acme QuietWave Max Pro") == ""


def test_closing_line_by_capitals_restates_the_pick() -> None:
    text = (
        "**Short answer:** Kagi WH-900X first, Acme QuietWave Max Headphones second.\n\n"
        "Both are good.\n\n**Bottom line:** Kagi WH-900X over the QW Max for most flyers."
    )
    assert extract_picks(text) == ["Kagi WH-900X", "Acme QuietWave Max Headphones"]


# A summary name the ranking itself uses


def test_summary_name_that_is_a_listed_pick_is_that_pick() -> None:
    text = (
        "1. **Gaggi Classic** – robust.\n2. **Brio Bambino Plus** – easy milk.\n"
        "3. **Brio Bambino** – cheap, leaves room for a grinder.\n\n"
        "Bottom line: the Gaggi Classic first, the Brio Bambino Plus second, and the Brio "
        "Bambino third."
    )
    assert extract_picks(text) == ["Gaggi Classic", "Brio Bambino Plus", "Brio Bambino"]


def test_summary_short_form_of_one_pick_still_merges() -> None:
    text = (
        "1. **Hoka Clifton 9** – soft.\n2. **Brio Ghost 16** – steady.\n\n"
        "Bottom line: the Hoka Clifton first, the Brio Ghost 16 second."
    )
    assert extract_picks(text) == ["Hoka Clifton 9", "Brio Ghost 16"]


# A column of reasons beside the product column


def test_table_reason_column_loses_a_tie_to_the_product_column() -> None:
    text = (
        "| Rank | Role | Why it's here | Shoe |\n|---|---|---|---|\n"
        "| 🥇 | Best overall | Versatile, responsive, durable | Kagi Pro |\n"
        "| 🥈 | Most comfortable | Soft, smooth and stable | Vivaldi Mail |\n"
        "| 🥉 | Best value | Comfortable and often discounted | Zed Notes |\n"
    )
    assert extract_picks(text) == _THREE


@pytest.mark.parametrize(
    ("header", "prose"),
    [("Why it's here", True), ("Notes", True), ("Reason", True), ("Whyte model", False)],
)
def test_prose_header_is_told_by_its_words(header: str, prose: bool) -> None:
    assert picks._prose_header(header) is prose


# A heading that titles the ranking by its size


def test_trophy_heading_top_three_is_a_title() -> None:
    text = "## 🏆 Top 3 at a glance\n\n" + _RANKED
    assert extract_picks(text) == _THREE


def test_trophy_heading_naming_a_product_is_still_a_pick() -> None:
    text = "## 🏆 TopTracker 2\n\nThe best of the lot.\n\n## 🥈 Vivaldi Mail\n\nFree."
    assert extract_picks(text) == ["TopTracker 2", "Vivaldi Mail"]


# Sections titled as warnings, comparisons, needs or prices above the budget


@pytest.mark.parametrize(
    "title",
    [
        "## 🙅 Don't bother",
        "## Don't waste your money on",
        "### How They Compare to the Big Names",
        "## 💸 Worth knowing about (but over $500)",
    ],
)
def test_section_after_the_ranking_adds_no_picks(title: str) -> None:
    text = _RANKED + f"\n{title}\n\n- **Omni Tasker** – heavy.\n- **Quill Pad 2** – slow.\n"
    assert extract_picks(text) == _THREE


def test_dont_bother_inside_a_picks_own_line_keeps_the_pick() -> None:
    text = "1. Kagi Pro – don't bother with the add-ons.\n2. Vivaldi Mail – free.\n"
    assert extract_picks(text) == ["Kagi Pro", "Vivaldi Mail"]


def test_how_they_compare_to_each_other_is_not_a_section_of_rivals() -> None:
    text = "## How they compare to each other\n\n" + _RANKED
    assert extract_picks(text) == _THREE


def test_needs_heading_is_a_checklist() -> None:
    text = (
        "## What a 10-person startup needs\n\n- **Integrations** – chat, docs, code.\n"
        "- **Fast setup** – no ops person.\n\n## My ranking\n\n" + _RANKED
    )
    assert extract_picks(text) == _THREE


def test_needs_heading_with_ranking_words_is_not_a_checklist() -> None:
    text = "## What you need, and my top picks\n\n" + _RANKED
    assert extract_picks(text) == _THREE


def test_over_a_price_in_a_prose_line_still_opens_the_ranking() -> None:
    text = "A lot of people want the Omni X9, but it's well over $300. Within budget:\n\n" + _RANKED
    assert extract_picks(text) == _THREE


# A spec's target is not a product


def test_spec_with_a_bound_before_its_measure_is_not_a_name() -> None:
    assert not picks._product_shaped("Weight under ~500 g")
    assert not picks._product_shaped("Battery over 10 hours")


@pytest.mark.parametrize("name", ["Kagi 500 Pro", "Under Armour HOVR 3", "Zed Notes 2"])
def test_names_with_numbers_stay_products(name: str) -> None:
    assert picks._product_shaped(name)


def test_spec_checklist_bullet_with_a_target_adds_no_pick() -> None:
    text = (
        "### Checklist\n\nBefore the picks, the features that matter:\n\n"
        "- **Weight under ~500 g** – you'll carry it\n\n" + _RANKED
    )
    assert extract_picks(text) == _THREE
    assert read_picks(text).confident

"""The picks rules the r16d probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r16d.json: long replies
that restate their ranking in a closing table, a role-by-role bottom line or a final verdict with
a shorter spelling; quick-pick blocks over detail sections; breakdowns by use with an overall
winner elsewhere; numbered sections that are not picks; predecessor models inside a pick's
paragraph); these tests pin the rule on texts of its own, with the near misses it must leave
alone.
"""

from __future__ import annotations

import pytest

from scoring import picks, picks_restated


def _names(text: str) -> list[str]:
    return [p.name for p in picks.read_picks(text).picks]


def _reading(text: str) -> tuple[bool, list[str]]:
    reading = picks.read_picks(text)
    return reading.confident, [p.name for p in reading.picks]


_RANKED = (
    "1. **Canon EOS R50** - guided menus and reliable autofocus.\n"
    "2. **Sony a6400** - the biggest lens choice.\n"
    "3. **Nikon Z50 II** - a deep grip and a bright viewfinder.\n"
)


# --- respellings of one product (picks_restated.alias_kind) -------------------------------------


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("Canon R50", "Canon EOS R50"),  # a middle word left off
        ("Sony XM5", "Sony WH-1000XM5"),  # the start of a model code left off
        ("XM5", "Sony WH-1000XM5"),  # a model code alone
        ("Bose QC Ultra", "Bose QuietComfort Ultra Headphones"),  # capitals, a category word
        ("Roomba Combo Essential", "iRobot Roomba Combo Essential"),  # the brand left off
        ("Dedica Arte", "De'Longhi Dedica Arte EC885"),  # the brand and a model code left off
    ],
)
def test_a_shorter_spelling_of_a_name_is_the_same_product(short: str, long: str) -> None:
    assert picks_restated.alias_kind(short, long) == "same"
    assert picks_restated.alias_kind(long, short) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Roborock Q5", "Roborock Q5 Pro"),  # a trim word is another product
        ("Pegasus 40", "Nike Pegasus 41"),  # another model number
        ("Sony a6400", "Sony a6700"),
        ("M5", "Sony WH-1000XM5"),  # not where the code changes from digits to letters
        ("MacBook Air", "MacBook Air M3"),  # a trailing model left off: which one?
    ],
)
def test_different_model_words_keep_products_apart(a: str, b: str) -> None:
    assert picks_restated.alias_kind(a, b) == ""


def test_a_brand_alone_is_the_pick_only_when_one_pick_has_that_brand() -> None:
    picks_ = ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"]
    assert picks_restated.same_product("Bose", picks_[0], [*picks_, "Bose"])
    two_sonys = ["Sony a6400", "Sony ZV-E10", "Canon EOS R50"]
    assert not picks_restated.same_product("Sony", "Sony a6400", [*two_sonys, "Sony"])


def test_a_later_respelling_counts_once_at_its_first_place() -> None:
    text = _RANKED + "\n**In short:** the **Canon R50** is the easiest start.\n"
    assert _names(text) == ["Canon EOS R50", "Sony a6400", "Nikon Z50 II"]


def test_a_sibling_with_another_model_number_is_not_a_respelling() -> None:
    text = (
        "1. **Nike Pegasus 41** - versatile.\n2. **Brooks Ghost 16** - smooth.\n\n"
        "Also worth a try: the **Saucony Ride 17**.\n"
    )
    assert "Saucony Ride 17" not in _names(text)[:2]
    assert _names(text)[:2] == ["Nike Pegasus 41", "Brooks Ghost 16"]


# --- a final verdict that restates the ranking ----------------------------------------------------


def test_a_final_verdict_naming_the_first_place_by_a_shorter_name_keeps_the_ranking() -> None:
    text = _RANKED + "\n**Final verdict:** The **Canon R50** is the one I'd hand a beginner.\n"
    assert _names(text) == ["Canon EOS R50", "Sony a6400", "Nikon Z50 II"]


def test_a_final_answer_naming_another_product_still_closes_a_deliberation() -> None:
    text = _RANKED + "\n**Final answer:** the **Fujifilm X-S20**, on reflection.\n"
    assert _names(text) == ["Fujifilm X-S20"]


def test_a_verdicts_category_noun_after_a_superlative_is_not_a_name() -> None:
    text = (
        "1. **Mullvad** - anonymous accounts.\n2. **Proton VPN** - Swiss, audited.\n"
        "3. **IVPN** - small and transparent.\n\n"
        "**Final verdict:** Mullvad is the most privacy-respecting VPN you can buy.\n"
    )
    assert _names(text) == ["Mullvad", "Proton VPN", "IVPN"]


def test_a_final_verdict_alone_heads_the_ranking_stated_in_prose() -> None:
    text = (
        "My first choice is the Hyundai Ioniq 5. It has the roomiest back seat.\n\n"
        "Second, the Tesla Model Y. It has more cargo space.\n\n"
        "Third, the Ford Mustang Mach-E. It is fun to drive.\n\n"
        "**Final verdict:** the Hyundai Ioniq 5.\n"
    )
    assert _names(text) == ["Hyundai Ioniq 5", "Tesla Model Y", "Ford Mustang Mach-E"]


# --- restating blocks and breakdowns by use -------------------------------------------------------


def test_a_bottom_line_of_roles_in_another_order_restates_the_ranking() -> None:
    text = (
        "## Quick picks\n1. **Hyundai Ioniq 5** - all-rounder\n2. **Tesla Model Y** - road trips\n"
        "3. **Chevrolet Equinox EV** - value\n\n"
        "## Bottom line\n- **Tightest budget:** Chevrolet Equinox EV\n"
        "- **Best overall:** Hyundai Ioniq 5\n"
    )
    assert _reading(text) == (True, ["Hyundai Ioniq 5", "Tesla Model Y", "Chevrolet Equinox EV"])


def test_a_later_block_that_adds_a_product_is_not_a_restatement() -> None:
    text = (
        "1. **Hyundai Ioniq 5** - all-rounder\n2. **Tesla Model Y** - road trips\n\n"
        "## Bottom line\n- **Tightest budget:** Chevrolet Equinox EV\n"
        "- **Best overall:** Hyundai Ioniq 5\n"
    )
    assert "Chevrolet Equinox EV" in _names(text)


def test_a_breakdown_giving_one_product_two_roles_yields_to_the_ranking_block() -> None:
    text = (
        "### Best for...\n* **Best battery life:** Sony WH-1000XM5\n* **Best value:** Sony WH-1000XM5\n"
        "* **Best comfort:** Bose QuietComfort Ultra\n\n"
        "| Rank | Headphones | Price |\n|---|---|---|\n| 1 | Bose QC Ultra | $429 |\n"
        "| 2 | Sony XM5 | $399 |\n"
    )
    assert _names(text) == ["Bose QC Ultra", "Sony XM5"]


def test_a_role_list_without_a_repeated_product_is_still_read_in_order() -> None:
    text = (
        "* **Best battery life:** Sony WH-1000XM5\n* **Best comfort:** Bose QuietComfort Ultra\n\n"
        "| Headphones | Price |\n|---|---|\n| Bose QC Ultra | $429 |\n| Sony XM5 | $399 |\n"
    )
    assert _names(text)[0] == "Sony WH-1000XM5"


def test_a_closing_single_pick_among_picks_given_by_use_is_the_only_pick() -> None:
    # this batch first read the others after it; the lead settled the r26 reading in the
    # twenty-sixth round (corpus styles.md): picks given by use in no order are conditions
    text = (
        "**Best for pet hair: Eufy RoboVac G30.** Strong suction on carpet.\n\n"
        "**Best for hardwood floors: Roborock Q5 Pro.** Precise mapping.\n\n"
        "**Best on a budget: Tapo RV10.** Cheap and cheerful.\n\n"
        "If I had to pick one for most people, it's the Roborock Q5 Pro.\n"
    )
    assert _names(text) == ["Roborock Q5 Pro"]


def test_a_closing_single_pick_does_not_reorder_a_numbered_ranking() -> None:
    text = (
        "1. **Eufy RoboVac G30** - pet hair.\n2. **Roborock Q5 Pro** - mapping.\n\n"
        "If I had to pick one for hardwood, it's the Roborock Q5 Pro.\n"
    )
    assert _names(text) == ["Eufy RoboVac G30", "Roborock Q5 Pro"]


# --- line-level readings ------------------------------------------------------------------------


def test_a_heading_that_names_a_pick_already_read_titles_its_details() -> None:
    text = (
        "| Pick | Machine |\n|---|---|\n| Best overall | Breville Bambino Plus |\n"
        "| Best value | Gaggia Classic Pro |\n\n"
        "### Breville Bambino Plus\n* **Heat-up in 3 seconds** thanks to ThermoJet.\n"
        "* **Only 6 inches wide** for small kitchens.\n"
    )
    assert _names(text) == ["Breville Bambino Plus", "Gaggia Classic Pro"]


def test_a_paragraph_after_a_turned_down_sentence_is_not_turned_down() -> None:
    text = (
        "The Rancilio Silvia is well over $500, so I'll leave it aside.\n\n"
        "My first choice is the Gaggia Classic Pro. Second is the Breville Bambino.\n"
    )
    assert _names(text) == ["Gaggia Classic Pro", "Breville Bambino"]


@pytest.mark.parametrize("label", ["Why it's great:", "Pros:", "Cons:"])
def test_a_detail_label_names_no_product(label: str) -> None:
    text = (
        "1. **ClickUp** - all-in-one.\n2. **Notion** - docs and tasks.\n\n"
        f"### ClickUp notes\n* **{label}** Tasks, docs and whiteboards in one place.\n"
    )
    assert _names(text) == ["ClickUp", "Notion"]


def test_a_role_label_before_a_name_still_names_it() -> None:
    assert _names("- **Best value:** Bitwarden, which is open source.\n") == ["Bitwarden"]


@pytest.mark.parametrize(
    "lead", ["The older", "Last year's", "Its predecessor, the", "The previous-generation"]
)
def test_a_predecessor_named_in_a_picks_paragraph_is_not_a_pick(lead: str) -> None:
    text = (
        "- 🥇 Nike Pegasus 41 - versatile\n- 🥈 Brooks Ghost 16 - smooth\n\n"
        f"**Nike Pegasus 41**\nA do-everything trainer. {lead} **Pegasus 40** is often discounted.\n"
    )
    assert _names(text) == ["Nike Pegasus 41", "Brooks Ghost 16"]


def test_a_bold_name_after_an_ordinary_adjective_is_still_read() -> None:
    text = "My pick is the **Nike Pegasus 41**; the newer **Brooks Ghost 16** is a close second."
    assert _names(text) == ["Nike Pegasus 41", "Brooks Ghost 16"]


@pytest.mark.parametrize("title", ["### Tips for buying", "**A few beginner tips:**"])
def test_a_tips_section_holds_advice_not_picks(title: str) -> None:
    text = (
        "1. **Brooks Ghost 16** - smooth.\n2. **Hoka Clifton 9** - soft.\n\n"
        f"{title}\n- **Rotate:** if you run four days a week, two pairs last longer.\n"
        "1. Replace running shoes every 300-500 miles.\n"
    )
    assert _names(text) == ["Brooks Ghost 16", "Hoka Clifton 9"]


def test_a_numbered_common_noun_title_alone_on_its_line_is_not_a_name() -> None:
    text = (
        "**1. Battery life**\nThe Mac lasts longer.\n\n**2. Programming**\n"
        "Most programming tools run on both.\n\n**3. My ranking**\n"
        "1. **Dell XPS 13** - more memory for the money.\n2. **MacBook Air M3** - the battery.\n"
    )
    assert _names(text) == ["Dell XPS 13", "MacBook Air M3"]


def test_a_one_word_product_title_is_still_a_name() -> None:
    text = "### 1. Linear\nFast issue tracking, a linear flow.\n\n### 2. Asana\nFor mixed teams.\n"
    assert _names(text) == ["Linear", "Asana"]


def test_a_genuine_tie_recommends_nothing_confidently() -> None:
    text = (
        "For a frequent flyer this is a genuine tie, and I won't pretend one is better. The Sony "
        "WH-1000XM5 lasts longer; the Bose QuietComfort Ultra is more comfortable; the older Sony "
        "WH-1000XM4 is cheaper."
    )
    assert _reading(text) == (True, [])


# --- one step wider: the single-out and the winner line in other wordings -------------------------

_BY_USE = (
    "**Best for pet hair: Eufy RoboVac G30.** Strong suction on carpet.\n\n"
    "**Best for hardwood floors: Roborock Q5 Pro.** Precise mapping.\n\n"
    "**Best on a budget: Tapo RV10.** Cheap and cheerful.\n\n"
)


@pytest.mark.parametrize(
    "closing",
    [
        "If I could only recommend one, it would be the Roborock Q5 Pro.\n",
        "**If you only buy one:** the Roborock Q5 Pro.\n",
        "If you just want one recommendation: the **Roborock Q5 Pro**.\n",
    ],
)
def test_a_single_out_in_other_words_is_the_only_pick(closing: str) -> None:
    assert _names(_BY_USE + closing) == ["Roborock Q5 Pro"]


def test_a_winner_line_after_role_labelled_picks_puts_its_pick_first() -> None:
    """A role that places its pick ("Budget pick") keeps the others after the winner."""
    text = (
        "- **For pet owners:** Eufy RoboVac G30 - strong suction.\n"
        "- **For hardwood floors:** Roborock Q5 Pro - precise mapping.\n"
        "- **Budget pick:** Tapo RV10 - cheap.\n\n**Overall winner:** Roborock Q5 Pro.\n"
    )
    assert _names(text) == ["Roborock Q5 Pro", "Eufy RoboVac G30", "Tapo RV10"]


@pytest.mark.parametrize(
    "label", ["On a budget", "Best on a budget", "On a tight budget", "On the go"]
)
def test_a_winner_line_after_picks_each_given_to_a_case_is_the_winner_alone(label: str) -> None:
    """ "On a budget:" names the buyer's situation, as "For pet owners:" does, not the pick's
    place (corpus styles.md, "On a budget" settled in the thirtieth round): after picks each given
    to a case, the overall winner is the label alone."""
    text = (
        "- **For pet owners:** Eufy RoboVac G30 - strong suction.\n"
        "- **For hardwood floors:** Roborock Q5 Pro - precise mapping.\n"
        f"- **{label}:** Tapo RV10 - cheap.\n\n**Overall winner:** Roborock Q5 Pro.\n"
    )
    assert _names(text) == ["Roborock Q5 Pro"]


def test_a_winner_line_after_a_run_down_of_bare_names_is_the_reading() -> None:
    text = (
        "**Eufy RoboVac G30**\nStrong suction on carpet.\n\n"
        "**Roborock Q5 Pro**\nPrecise mapping.\n\n**Overall winner:** Roborock Q5 Pro.\n"
    )
    assert _names(text) == ["Roborock Q5 Pro"]


@pytest.mark.parametrize(
    "title",
    [
        "### Breville Bambino Plus (~$500)",
        "### The Breville Bambino Plus",
        "**Breville Bambino Plus**",
    ],
)
def test_a_title_naming_a_pick_already_read_in_other_ways_titles_its_details(title: str) -> None:
    text = (
        "| Pick | Machine |\n|---|---|\n| Best overall | Breville Bambino Plus |\n"
        "| Best value | Gaggia Classic Pro |\n\n"
        f"{title}\n* **Heat-up in 3 seconds** thanks to ThermoJet.\n"
        "* **Only 6 inches wide** for small kitchens.\n"
    )
    assert _names(text) == ["Breville Bambino Plus", "Gaggia Classic Pro"]


def test_a_bold_title_over_a_list_of_products_not_yet_read_is_still_a_title() -> None:
    text = "**What I'd buy**\n1. **Breville Bambino Plus** - fast.\n2. **Gaggia Classic Pro** - solid.\n"
    assert _names(text) == ["Breville Bambino Plus", "Gaggia Classic Pro"]

"""The picks rules the r16e everyday-reply probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r16e.json: medium-length
replies in the habits of today's assistant families); these tests pin the rule on texts of its
own, with the near misses it must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.picks import complete_pair, pair_options, read_picks

_LIST = "1. **Roborock Q5 Pro** - LiDAR.\n2. **Tapo RV30 Max** - cheap.\n3. **Eufy RoboVac 11S** - slim."
_THREE = ["Roborock Q5 Pro", "Tapo RV30 Max", "Eufy RoboVac 11S"]
_PAIR = "1. **Bose QuietComfort Ultra** - comfort.\n2. **Sony WH-1000XM5** - battery."


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


def test_an_advice_opener_before_a_summary_name_is_not_part_of_it() -> None:
    text = "1. **Canon EOS R50** - easy.\n2. **Sony a6400** - lenses.\n\n"
    assert _names(text + "**Summary:** Start with the Canon EOS R50 if unsure.") == [
        "Canon EOS R50",
        "Sony a6400",
    ]
    assert _names(text + "**Summary:** Stick with the Canon EOS R50.") == [
        "Canon EOS R50",
        "Sony a6400",
    ]


@pytest.mark.parametrize(
    "tip",
    [
        "**Pro tip:** Both Apple and Dell offer student discounts in their stores.",
        "**Quick tip:** Notion Calendar pairs nicely with any of these.",
        "- **Tip:** Notion Calendar pairs nicely with any of these.",
    ],
)
def test_a_tip_after_the_list_names_no_pick(tip: str) -> None:
    text = "1. **Linear** - fast.\n2. **Asana** - flexible.\n3. **ClickUp** - cheap.\n\n" + tip
    assert _names(text) == ["Linear", "Asana", "ClickUp"]


def test_a_role_label_before_a_name_still_names_it() -> None:
    # near miss: "Top pick:" is a role, not advice
    assert _names("**Top pick:** Mullvad - no email needed.") == ["Mullvad"]


@pytest.mark.parametrize(
    "summary",
    [
        "**Bottom line:** Both are excellent, but the Sony's extra battery wins it.",
        "**In short:** Unless you need a tighter fit, the Bose is the one.",
        "**Bottom line:** Whichever you choose, keep the cable handy.",
    ],
)
def test_a_summary_sentence_opening_with_a_clause_word_names_no_extra_pick(summary: str) -> None:
    assert _names(_PAIR + "\n\n" + summary) == ["Bose QuietComfort Ultra", "Sony WH-1000XM5"]


def test_a_summary_that_opens_with_a_name_still_names_it() -> None:
    text = "1. **Mullvad** - anonymous.\n2. **Proton VPN** - Swiss.\n\n**Bottom line:** Mullvad."
    assert _names(text) == ["Mullvad", "Proton VPN"]
    assert _names("**Bottom line:** Bitwarden, for the price.") == ["Bitwarden"]


@pytest.mark.parametrize(
    ("heading", "first"),
    [
        ("## Verdict: The MacBook Air M3 Takes It", "MacBook Air M3"),
        ("## Winner: Dell XPS 13 Wins for Students", "Dell XPS 13"),
    ],
)
def test_a_verdict_heading_names_the_product_before_its_verb(heading: str, first: str) -> None:
    text = heading + "\n\n- **Battery Life:** long.\n- **Programming:** easy.\n\nMore text here."
    assert _names(text) == [first]


def test_a_numbered_ranking_under_a_verdict_heading_is_read() -> None:
    text = "### Our Verdict: The Bose QuietComfort Ultra Comes Out on Top\n\n" + _PAIR
    assert _names(text) == ["Bose QuietComfort Ultra", "Sony WH-1000XM5"]


def test_a_heading_role_and_name_without_a_verb_keep_the_name() -> None:
    assert _names("## Top Pick: Breville Bambino Plus\n\nFast and easy.") == [
        "Breville Bambino Plus"
    ]


def test_a_summary_model_code_shortened_to_its_tail_is_the_same_product() -> None:
    text = (
        "**Short answer:** Bose QC Ultra > Sony XM5.\n\n"
        "- **Bose QuietComfort Ultra Headphones:** comfort.\n"
        "- **Sony WH-1000XM5:** battery."
    )
    assert _names(text) == ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"]


def test_a_different_model_code_tail_stays_another_product() -> None:
    text = (
        "**Short answer:** Bose QC Ultra > Sony XM4.\n\n"
        "- **Bose QuietComfort Ultra Headphones:** comfort.\n"
        "- **Sony WH-1000XM5:** battery."
    )
    assert _names(text)[1] == "Sony XM4"


@pytest.mark.parametrize("degree", ["slightly", "just", "a touch", "comfortably"])
def test_a_degree_before_ahead_of_still_ranks(degree: str) -> None:
    text = f"I'd rank the MacBook Air M3 {degree} ahead of the Dell XPS 13 for a student."
    assert _names(text) == ["MacBook Air M3", "Dell XPS 13"]


def test_an_outright_pick_keeps_its_full_name_over_a_shorter_first_place() -> None:
    text = (
        "Honestly, just get the Bose QuietComfort Ultra.\n\n"
        "For flying, the Bose wins both on comfort and quiet. I'd skip the Sony WH-1000XM5."
    )
    assert _names(text) == ["Bose QuietComfort Ultra"]


def test_a_rival_winning_one_criterion_is_not_placed_first() -> None:
    text = (
        "Honestly, just get the Bose QuietComfort Ultra. The Sony wins on battery, but comfort "
        "matters more on a plane."
    )
    assert _names(text) == ["Bose QuietComfort Ultra"]


def test_a_rival_winning_outright_is_still_placed() -> None:
    assert _names("For a student, the MacBook Air M3 wins. The Dell XPS 13 is second.") == [
        "MacBook Air M3",
        "Dell XPS 13",
    ]


def test_two_products_sharing_second_place_in_prose_are_both_read() -> None:
    text = (
        "Mullvad is my first choice for privacy.\n\n"
        "For second place it's either Proton VPN or IVPN; both are audited."
    )
    assert _names(text) == ["Mullvad", "Proton VPN", "IVPN"]


def test_either_or_without_a_place_is_not_a_ranking() -> None:
    text = "Mullvad is my first choice. You could also try either NordVPN or Surfshark someday."
    assert _names(text) == ["Mullvad"]


def test_a_place_label_item_naming_either_of_two_reads_both() -> None:
    text = (
        "* **Best Overall: Roborock Q5 Pro** - LiDAR.\n"
        "* **Second place:** It's either the **Eufy RoboVac 11S** or the **iRobot Roomba 694**."
    )
    assert _names(text) == ["Roborock Q5 Pro", "Eufy RoboVac 11S", "iRobot Roomba 694"]


def test_a_plain_runner_up_segment_naming_either_of_two_reads_both() -> None:
    text = "Top pick: Mullvad. Runner-up: either Proton VPN or IVPN."
    assert _names(text) == ["Mullvad", "Proton VPN", "IVPN"]


def test_a_lower_case_model_word_before_a_place_is_part_of_the_name() -> None:
    text = "I'd rank the Sony a6400 first, the Nikon Z fc second and the Canon EOS R50 third."
    assert _names(text) == ["Sony a6400", "Nikon Z fc", "Canon EOS R50"]


def test_a_lower_case_verb_before_a_place_is_not_part_of_the_name() -> None:
    assert _names("In the test the Sony came second and the Bose came first.") == []


def test_the_best_and_second_best_sentences_rank_in_prose() -> None:
    text = (
        "The best electric car for a family of five is the Tesla Model Y. It has space. "
        "The second best is the Hyundai Ioniq 5. The third best is the Kia EV6."
    )
    assert _names(text) == ["Tesla Model Y", "Hyundai Ioniq 5", "Kia EV6"]


def test_the_best_for_one_criterion_is_not_a_ranking() -> None:
    text = "The best for battery life is the Sony WH-1000XM5, but I'd get the Bose QC Ultra."
    assert _names(text) == ["Bose QC Ultra"]


def test_the_probe_list_layouts_stay_read() -> None:
    assert _names(_LIST + "\n\n**Note:** The Tapo RV30 Max is often on sale.") == _THREE


_P01 = (
    "For a frequent flyer, which is better: the Sony WH-1000XM5 or the Bose QuietComfort Ultra "
    "Headphones? Rank the two and explain briefly."
)


def _pair(text: str) -> list[str]:
    reading = complete_pair(read_picks(text), pair_options(_P01), text)
    return [p.name for p in reading.picks]


def test_a_pair_ranked_by_brand_after_both_are_named_in_full_reads_the_full_names() -> None:
    text = (
        "Between the Sony WH-1000XM5 and the Bose QuietComfort Ultra Headphones, I'd go with the "
        "Bose for flying. The Sony is a close second thanks to its battery."
    )
    assert _pair(text) == ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"]


def test_a_pair_never_named_in_full_keeps_the_brands() -> None:
    assert _pair("I'd go with the Bose for flying. The Sony is a close second.") == [
        "Bose",
        "Sony",
    ]


def test_a_numbered_item_opening_with_either_reads_both() -> None:
    text = (
        "1. **Roborock Q5 Pro** - best overall.\n"
        "2. Either the **Tapo RV30 Max** or the **Eufy L35** - both map well."
    )
    assert _names(text) == ["Roborock Q5 Pro", "Tapo RV30 Max", "Eufy L35"]


def test_a_bracketed_list_in_that_order_ranks() -> None:
    text = "For privacy, my picks (Mullvad, Proton VPN, IVPN, in that order) are all audited."
    assert _names(text) == ["Mullvad", "Proton VPN", "IVPN"]


def test_a_bracketed_list_without_an_order_is_not_a_ranking() -> None:
    assert _names("Audited services (Mullvad, Proton VPN, IVPN) are the safe kind.") == []


def test_a_sentence_calling_a_product_the_best_places_it_first() -> None:
    text = "Brooks Ghost 16 is the best. Hoka Clifton 9 is second. ASICS Novablast 4 is third."
    assert _names(text) == ["Brooks Ghost 16", "Hoka Clifton 9", "ASICS Novablast 4"]


def test_the_best_for_a_use_is_not_first() -> None:
    text = "The Roborock Q5 Pro wins overall. The Eufy RoboVac 11S is best for pets."
    assert _names(text) == ["Roborock Q5 Pro", "Eufy RoboVac 11S"]

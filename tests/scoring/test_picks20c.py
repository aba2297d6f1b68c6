"""The picks rules the r20c probes brought, one behaviour each.

The rules came from blind probes the reader missed (corpus/probes/picks_r20c.json: a tier list
written as "**Tier 1:** X" lines, a lower-case domain name after a bold role label, a prose
ranking whose second place says "Second, I would go for the Y", and "I'd only recommend one: X."
from a writer asked for three); these tests pin them on texts of their own, with the near misses
each must leave alone. The product names are made up, so that no test leans on a name the reader
knows.
"""

from __future__ import annotations

from scoring import picks
from scoring.picks import extract_picks, read_picks
from scoring.prose_places import places_phrased
from tests.linear_time import Hostile, assert_linear

# --- a tier list's rungs are roles, not products ----------------------------------------------


def test_bold_tier_labels_name_the_product_after_them() -> None:
    text = (
        "**Tier 1:** Kagi Rover 5 - most space.\n**Tier 2:** Zed Wagon 3 - roomy.\n"
        "**Tier 3:** Vivaldi Trek 2 - cheap."
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3", "Vivaldi Trek 2"]


def test_tier_words_are_role_labels() -> None:
    for label in ("Tier 1", "Tier #2", "tier 3", "S-tier", "A tier", "A+ tier", "Top tier"):
        assert picks._candidate(label) is None, label
        assert picks._is_role_label(label), label


def test_a_product_with_tier_in_its_name_is_still_a_product() -> None:
    # the near miss: a brand or model beside the word names a product
    assert picks._candidate("Kagi Tier 2") == "Kagi Tier 2"
    assert picks._candidate("Frontier X2") == "Frontier X2"


def test_the_tier_label_stays_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "tier" + " " * n + "1", 50_000),
        (lambda n: "A" + "+" * n + " tier", 50_000),
        (lambda n: "-tier" * n, 10_000),
    )
    for text, count in hostile:
        assert_linear(picks._TIER_LABEL.fullmatch, text, count)
        assert_linear(picks._is_role_label, text, count)


# --- a lower-case domain name after a role label ----------------------------------------------


def test_a_lower_case_domain_after_a_bold_role_label_is_its_pick() -> None:
    text = (
        "**1. Best overall:** Kagiboard. It is easy.\n\n"
        "**2. Best for visual planning:** zedboards.com. Its dashboards are clear.\n\n"
        "**3. Best for engineers:** Vivaldi Tracker. It is the standard."
    )
    assert extract_picks(text) == ["Kagiboard", "zedboards.com", "Vivaldi Tracker"]


def test_a_lower_case_value_after_a_label_is_still_no_name() -> None:
    # the near misses: a spec's value and a lower-case phrase with a dot later in it
    assert picks._rest_name("at least 280 miles. More is better.") is None
    assert picks._rest_name("great for teams. It is simple.") is None
    assert not picks._domain_first("zedboards is fine. It works.")


# --- "Second, I would go for the Y" binds the second place ---------------------------------


def test_second_i_would_go_for_binds_the_second_place() -> None:
    text = (
        "My first recommendation is the Kagi Rover 5. It is roomy.\n\n"
        "Second, I would go for the Zed Wagon 3. It is cheaper.\n\n"
        "Third is the Vivaldi Trek 2. It charges fast."
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3", "Vivaldi Trek 2"]


def test_second_i_d_go_for_binds_the_second_place() -> None:
    text = "My first choice is the Kagi Rover 5. Good.\n\nSecond, I'd go for the Zed Wagon 3. Fine."
    assert places_phrased(text) is not None
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3"]


def test_go_for_without_a_place_word_binds_no_second_place() -> None:
    # the near miss: "I'd go for" alone says no place
    text = "My first choice is the Kagi Rover 5. If money is tight I'd go for the Zed Wagon 3."
    assert places_phrased(text) is None


# --- "I'd only recommend one: X." is a single pick -----------------------------------------


def test_only_recommending_one_names_a_single_pick() -> None:
    text = "Honestly, I'd only recommend one: Kagiguard. It keeps no logs."
    assert extract_picks(text) == ["Kagiguard"]


def test_recommending_one_with_the_kind_unsaid_names_a_single_pick() -> None:
    assert extract_picks("I'd recommend one: Kagiguard. It keeps no logs.") == ["Kagiguard"]
    assert extract_picks("I'd recommend one service: Kagiguard. It is audited.") == ["Kagiguard"]


def test_only_recommending_a_product_under_a_condition_is_no_pick() -> None:
    # the near miss: "only" before a condition, not a count
    text = "I'd only recommend the Kagiguard Pro if you travel a lot. Otherwise look elsewhere."
    assert extract_picks(text) == []


def test_the_recommend_one_tail_stays_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "I'd only recommend one" + " a" * n, 25_000),
        (lambda n: "I'd recommend one" + " " * n + ":", 50_000),
        (lambda n: "I'd only recommend one " + "a" * n, 50_000),
    )
    for text, count in hostile:
        assert_linear(read_picks, text, count)

"""A reviewer's counter-examples to the picks rules of the fifteenth round, one behaviour each.

The reviewer wrote realistic sentences of their own against the rules the r17 probes brought
(the exclamation that ends a name, comparison, features, needs and over-price section titles,
"the one to ...", "Why the X ranks first") and found texts those rules misread; each test pins
the narrowed rule on one such text, with the probe shape the rule was written for beside it. The
timing tests hold the slow patterns to linear time on hostile runs.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scoring import list_markers, picks
from scoring.picks import extract_picks, read_picks
from tests.linear_time import Hostile, assert_linear

_LAPTOPS = "1. MacBook Air M3 - light\n2. Dell XPS 13 - sharp screen\n3. Lenovo ThinkPad X1 Carbon - keyboard"
_ESPRESSO = (
    "1. Breville Bambino Plus - fast\n2. Gaggia Classic Pro - sturdy\n3. De'Longhi Stilosa - cheap"
)
_VACUUMS = "1. Roborock Q5 Pro - strong suction\n2. Eufy 11S - quiet\n3. Tapo RV30 - cheap"


def test_an_exclamation_inside_a_name_does_not_end_it() -> None:
    text = "1. Yahoo! Mail - fine for most people\n2. Gmail - the default\n3. Proton Mail - private"
    assert extract_picks(text) == ["Yahoo! Mail", "Gmail", "Proton Mail"]


def test_an_exclamation_before_a_new_sentence_still_ends_a_name() -> None:
    text = "1. Sony a6400! It focuses fast.\n2. Canon R50! The kit lens is fine.\n3. Nikon Z50"
    assert extract_picks(text) == ["Sony a6400", "Canon R50", "Nikon Z50"]


def test_a_title_weighing_my_picks_against_the_rest_is_the_ranking() -> None:
    text = "## How my picks stack up against the rest\n\n" + _VACUUMS
    assert extract_picks(text) == ["Roborock Q5 Pro", "Eufy 11S", "Tapo RV30"]


def test_a_title_comparing_with_a_kind_of_product_over_the_only_list_is_the_ranking() -> None:
    text = "## How these machines compare with pod machines\n\n" + _ESPRESSO
    assert extract_picks(text) == [
        "Breville Bambino Plus",
        "Gaggia Classic Pro",
        "De'Longhi Stilosa",
    ]


def test_a_title_comparing_with_other_products_after_the_ranking_is_skipped() -> None:
    text = (
        _VACUUMS
        + "\n\n### How they compare to the big names\n\n"
        + "1. iRobot Roomba j7 - pricier\n2. Shark AI Ultra - louder"
    )
    assert extract_picks(text) == ["Roborock Q5 Pro", "Eufy 11S", "Tapo RV30"]


def test_a_features_title_that_names_the_products_is_the_ranking() -> None:
    text = "## Best laptops, key features compared\n\n" + _LAPTOPS
    assert extract_picks(text) == ["MacBook Air M3", "Dell XPS 13", "Lenovo ThinkPad X1 Carbon"]


def test_a_features_title_about_the_winners_is_the_ranking() -> None:
    text = "### Main features that set the winners apart\n\n" + _LAPTOPS
    assert extract_picks(text) == ["MacBook Air M3", "Dell XPS 13", "Lenovo ThinkPad X1 Carbon"]


def test_a_features_title_alone_is_still_a_checklist() -> None:
    text = (
        "**Key features to look for:**\n\n1. Battery Life 10+ hours\n2. Weight under 1.5 kg\n\n"
        "My pick: the MacBook Air M3."
    )
    assert extract_picks(text) == ["MacBook Air M3"]


def test_a_needs_title_that_goes_on_past_the_need_is_the_ranking() -> None:
    text = "## What a beginner needs is an easy machine, so here they are\n\n" + _ESPRESSO
    assert extract_picks(text) == [
        "Breville Bambino Plus",
        "Gaggia Classic Pro",
        "De'Longhi Stilosa",
    ]


def test_a_needs_title_that_ends_at_the_need_is_still_a_checklist() -> None:
    text = (
        "## What a beginner needs:\n\n1. Steam Wand 9 bar\n2. Tamper 58 mm\n\n"
        "My pick: the Breville Bambino Plus."
    )
    assert extract_picks(text) == ["Breville Bambino Plus"]


def test_praise_over_a_price_is_not_a_section_of_rejects() -> None:
    text = "**Worth every cent over $300**\n\n1. Roborock Q5 Pro - strong\n2. Eufy X8 - quiet\n3. Roborock S7 - mops"
    assert extract_picks(text) == ["Roborock Q5 Pro", "Eufy X8", "Roborock S7"]


def test_a_price_tier_over_a_price_is_read_with_the_other_tier() -> None:
    text = (
        "## Under $300\n\n1. Eufy 11S - quiet\n\n## Over $300\n\n1. Roborock Q5 Pro - strong\n\n"
        "Overall I'd pick the Roborock Q5 Pro."
    )
    assert "Roborock Q5 Pro" in extract_picks(text)


def test_a_section_over_budget_is_still_skipped() -> None:
    text = (
        _VACUUMS + "\n\n## Worth knowing about (but over $500)\n\n1. Roborock S8 MaxV - everything"
    )
    assert extract_picks(text) == ["Roborock Q5 Pro", "Eufy 11S", "Tapo RV30"]


def test_the_one_to_beat_is_the_benchmark_not_the_pick() -> None:
    text = (
        "The Sony WH-1000XM5 is the one to beat, but I'd actually buy the Bose QuietComfort Ultra."
    )
    assert extract_picks(text)[:1] != ["Sony WH-1000XM5"]


def test_the_one_to_get_if_then_otherwise_does_not_put_the_conditional_first() -> None:
    text = (
        "The Canon R50 is the one to get if you shoot video; otherwise, my pick is the Nikon Z fc."
    )
    assert extract_picks(text)[:1] != ["Canon R50"]


def test_the_one_to_buy_is_still_the_pick() -> None:
    text = "After a month with all three, the Breville Bambino Plus is the one to buy."
    assert extract_picks(text)[:1] == ["Breville Bambino Plus"]


def test_why_labels_out_of_order_are_ranked_by_their_stated_place() -> None:
    text = (
        "**Why the Eufy 11S is third:** quiet.\n\n**Why the Roborock Q5 Pro ranks first:** strong."
        "\n\n**Why the Tapo RV30 is second:** cheap."
    )
    assert extract_picks(text) == ["Roborock Q5 Pro", "Tapo RV30", "Eufy 11S"]


def test_why_labels_in_order_keep_their_order() -> None:
    text = (
        "**Why the Roborock Q5 Pro ranks first:** strong.\n\n**Why the Tapo RV30 is second:** "
        "cheap.\n\n**Why the Eufy 11S is third:** quiet."
    )
    assert extract_picks(text) == ["Roborock Q5 Pro", "Tapo RV30", "Eufy 11S"]


def test_the_writers_own_verb_after_a_place_is_not_a_name() -> None:
    text = "My pick is the Sony WH-1000XM5. Second, I'd put comfort ahead of price."
    assert extract_picks(text) == ["Sony WH-1000XM5"]


def test_the_writers_verb_before_a_product_after_a_place_still_reads_the_product() -> None:
    text = "My pick is the Sony WH-1000XM5. Second, I'd put the Bose QuietComfort Ultra."
    assert extract_picks(text) == ["Sony WH-1000XM5", "Bose QuietComfort Ultra"]


@pytest.mark.parametrize(
    ("read", "hostile", "count"),
    [
        (lambda t: picks._WHY_PLACED.match(t), lambda n: "Why The" + " " * n + "x", 50_000),
        (lambda t: list_markers._RUN_SEPARATOR.search(t), lambda n: " " * n + "x", 50_000),
        (lambda t: picks._LINK.sub("", t), lambda n: "[" * n, 50_000),
        (read_picks, lambda n: "1. " + "[" * n, 50_000),
        # `_NAME_END`'s white-space runs before a dash, bracket or "if" (bounded at 40)
        (read_picks, lambda n: "1. Why The" + " " * n + "x", 50_000),
        (read_picks, lambda n: "1. Sony" + " " * n + "x", 50_000),
    ],
    ids=["why-placed", "run-separator", "link", "link-reply", "name-end-why", "name-end"],
)
def test_the_slow_patterns_read_hostile_runs_in_linear_time(
    read: Callable[[str], object], hostile: Hostile, count: int
) -> None:
    assert_linear(read, hostile, count)

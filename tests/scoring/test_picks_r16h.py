"""The picks rules the r16h long prose-first probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r16h.json: long replies
with one paragraph per candidate and the order said in prose); these tests pin the rule on texts
of their own, with the near misses it must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.pair_verdict import read_pair
from scoring.picks import read_picks
from scoring.prose_places import behind_chain_listed


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


_BODY = "\n\nLinear is fast and keyboard-driven.\n\nAsana suits mixed teams.\n\nTrello is simple."


def test_the_one_put_at_the_top_then_behind_it_comes_then_in_third() -> None:
    text = (
        "The one I'd put at the top for a small team is Linear. It is fast.\n\n"
        "Behind it comes Asana. It suits mixed teams.\n\nIn third I'd put Trello. It is simple."
    )
    assert _names(text) == ["Linear", "Asana", "Trello"]


def test_a_countdown_by_number_words_is_read_top_place_first() -> None:
    text = (
        "At number three is Trello. It is simple.\n\nNumber two is Asana. It suits mixed teams.\n\n"
        "And number one is Linear. It is fast."
    )
    assert _names(text) == ["Linear", "Asana", "Trello"]


def test_come_down_on_x_as_the_best_y_as_a_close_second_z_as_a_third() -> None:
    text = (
        "Weighing it all, I come down on Linear as the best tool, Asana as a close second, "
        "and Trello as a budget third." + _BODY
    )
    assert _names(text) == ["Linear", "Asana", "Trello"]


def test_the_one_id_buy_then_comes_next_then_and_z_third() -> None:
    text = (
        "Linear is fast." + _BODY + "\n\nWhen I weigh all of that, Linear is the one I'd buy, "
        "Asana comes next, and Trello third."
    )
    assert _names(text) == ["Linear", "Asana", "Trello"]


@pytest.mark.parametrize(
    "lead",
    [
        "In order, I'd recommend Linear, Asana and Trello.",
        "For a small team, my three, in order, are Linear, Asana and Trello.",
    ],
)
def test_an_in_order_lead_lists_the_sentence(lead: str) -> None:
    assert _names(lead + _BODY) == ["Linear", "Asana", "Trello"]


def test_a_lone_number_phrase_or_in_order_aside_ranks_nothing_by_itself() -> None:
    # One place bound is not a ranking; "in order" without a ranking lead is not one either.
    assert _names("Number one is the rule: back up first. Keep your files in order, always.") == []


_LAPTOPS = ("MacBook Air M3", "Dell XPS 13")


def _pair(text: str) -> list[str]:
    return [p.name for p in read_pair(read_picks(text), _LAPTOPS, text).picks]


def test_wont_buy_the_other_by_a_short_name_before_its_full_name_leaves_one_pick() -> None:
    text = (
        "Get the MacBook Air M3. I wouldn't buy the XPS 13 for this.\n\n"
        "The Air lasts all day.\n\nThe Dell XPS 13 has a lovely screen but a short battery."
    )
    assert _pair(text) == ["MacBook Air M3"]


def test_wont_buy_about_a_third_thing_still_ranks_both() -> None:
    text = (
        "I'd rank the MacBook Air M3 first and the Dell XPS 13 second. I wouldn't buy a "
        "Chromebook for this.\n\nThe XPS 13 is a good second."
    )
    assert _pair(text) == ["MacBook Air M3", "Dell XPS 13"]


def test_x_in_first_place_and_y_in_second() -> None:
    text = (
        "Intro.\n\nI end up with the Roborock Q5 Pro in first place and the Eufy G30 in second."
        "\n\nThe Roborock maps rooms."
    )
    assert _names(text) == ["Roborock Q5 Pro", "Eufy G30"]


def test_a_place_bound_again_by_a_shorter_name_is_the_same_product() -> None:
    text = (
        "I end up with the Roborock Q5 Pro in first place and the Eufy G30 in second.\n\n"
        "For most homes, the Roborock is the one I'd buy."
    )
    assert _names(text) == ["Roborock Q5 Pro", "Eufy G30"]


def test_two_different_products_bound_to_one_place_rank_nothing_by_phrases() -> None:
    text = (
        "I end up with the Roborock Q5 Pro in first place and the Eufy G30 in second.\n\n"
        "For most homes, the Tapo RV10 is the one I'd buy."
    )
    assert _names(text) != ["Roborock Q5 Pro", "Eufy G30"]


def test_is_the_best_of_them_takes_first_place_beside_comes_second() -> None:
    text = (
        "Intro.\n\nPutting it together: the Roborock Q7 is the best of them, the Eufy G30 comes "
        "second, and the Tapo RV10 takes third.\n\nThe end."
    )
    assert _names(text) == ["Roborock Q7", "Eufy G30", "Tapo RV10"]


def test_best_of_them_without_a_second_place_lists_nothing_by_itself() -> None:
    assert _names("Honestly, the Roborock Q7 is the best of them for pet hair.") != [
        "Roborock Q7",
        "Eufy G30",
    ]


def test_my_order_colon_with_a_web_address_name_lists_the_sentence() -> None:
    text = "Asana is balanced.\n\nmonday.com is visual.\n\nMy order: Asana, then monday.com, then Notion."
    assert _names(text) == ["Asana", "monday.com", "Notion"]


def test_a_web_address_outside_an_order_sentence_is_not_a_pick() -> None:
    assert _names("See example.com for prices; my order is simple: cheapest first.") == []


def test_a_behind_chain_ranks_from_the_top() -> None:
    text = (
        "Intro.\n\nIf I had to order them, the Nikon Z fc sits behind the Sony a6400, and both "
        "sit behind the Canon EOS R10.\n\nThe R10 focuses fast."
    )
    assert _names(text) == ["Canon EOS R10", "Sony a6400", "Nikon Z fc"]


def test_a_lone_behind_comparison_is_not_a_ranking() -> None:
    text = "Get the Canon EOS R50. The Sony ZV-E10 comes behind the Canon for stills."
    assert behind_chain_listed(text) is None

"""The picks rules the r24c probes brought, one behaviour each.

The rules came from blind probes of short, casual replies (corpus/probes/picks_r24c.json): a
lower-case writer's ranking chain ("mullvad > proton vpn > ivpn"), an emoji between a list item's
name and its reason ("Brooks Ghost 16 ✅ super forgiving") and a one-word verdict alone on the
reply's first line ("Bitwarden." over a paragraph). These tests pin each on texts of their own,
with the near misses each must leave alone. The product names are made up, so that no test leans
on a name the reader knows.
"""

from __future__ import annotations

from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# --- a lower-case ranking chain ---------------------------------------------------------------------


def test_a_lower_case_chain_on_its_own_line_is_a_ranking() -> None:
    text = "kestrel > vanta pass > orbi 2\n\nall three sync fine, kestrel is the cheapest"
    assert extract_picks(text) == ["kestrel", "vanta pass", "orbi 2"]


def test_a_lower_case_chain_ends_at_its_sentence() -> None:
    text = "zephyr 9 > nimbus 4. both are neutral daily trainers, zephyr is softer"
    assert extract_picks(text) == ["zephyr 9", "nimbus 4"]


def test_a_chain_of_criteria_names_no_product() -> None:
    # the near miss: what the writer values, in order, is no ranking of products
    assert extract_picks("comfort > battery > price\n\nthat's how I'd weigh it.") == []


def test_a_lower_case_chain_inside_a_longer_sentence_is_not_read() -> None:
    # the near miss: a ">" in a sentence with more words than a chain of names
    text = "honestly for me comfort on a long flight > a few extra hours of battery, so ask around"
    assert extract_picks(text) == []


def test_a_chain_that_repeats_a_segment_is_not_a_ranking() -> None:
    assert extract_picks("meh > meh > meh") == []


# --- an emoji between a list item's name and its reason --------------------------------------------


def test_an_emoji_after_a_numbered_name_ends_the_name() -> None:
    text = (
        "1. Tarnow Glide 7 ✅ soft and forgiving\n"
        "2. Pellio Swift 3 🔥 bouncy for faster days\n"
        "3. Drava Cloud 2 ✅ max cushion"
    )
    assert extract_picks(text) == ["Tarnow Glide 7", "Pellio Swift 3", "Drava Cloud 2"]


def test_a_name_with_no_emoji_keeps_its_dash_reason_apart() -> None:
    # the near miss: the dash still ends the name where no emoji stands
    text = "1. Tarnow Glide 7 - soft\n2. Pellio Swift 3 - bouncy\n3. Drava Cloud 2 - cushioned"
    assert extract_picks(text) == ["Tarnow Glide 7", "Pellio Swift 3", "Drava Cloud 2"]


# --- a one-word verdict alone on the first line ----------------------------------------------------


def test_a_one_word_name_alone_on_the_first_line_is_the_pick() -> None:
    text = "Kestrelpass.\n\nThe family plan covers six people and the free tier is generous."
    assert extract_picks(text) == ["Kestrelpass"]


def test_a_word_of_manners_alone_on_the_first_line_is_no_pick() -> None:
    # the near miss: "Sure." opens the reply; nothing is named
    text = "Sure.\n\nTell me your budget and whether you have pets, and I'll rank three for you."
    assert extract_picks(text) == []


def test_a_section_word_alone_on_the_first_line_is_no_pick() -> None:
    # the near miss: "Intro." titles what follows; a reply with picks elsewhere keeps only those
    assert extract_picks("Summary.\n\nIt depends on your floors and whether you have pets.") == []
    text = "Intro.\n\n1. Tarnow Glide 7 - soft\n2. Pellio Swift 3 - bouncy"
    assert extract_picks(text) == ["Tarnow Glide 7", "Pellio Swift 3"]


def test_a_lone_word_the_paragraph_turns_down_is_no_pick() -> None:
    text = "Kestrelpass.\n\nI'd avoid it: the family plan was dropped last year."
    assert extract_picks(text) == []


def test_a_one_word_name_that_starts_a_paragraph_is_not_a_lone_verdict() -> None:
    # the near miss: the word is the first sentence of a paragraph, not a line of its own
    text = "Honestly. It depends on what you cook and how much counter space you have."
    assert extract_picks(text) == []


# --- hostile input -------------------------------------------------------------------------------


def test_the_new_rules_stay_linear_on_hostile_input() -> None:
    hostile: list[Hostile] = [
        (lambda n: "a " * n + "> b\n", 25_000),
        (lambda n: "ab1 > " * n + "c\n", 9_000),
        (lambda n: "1. Tarnow" + " " * n + "x ✅ y\n", 50_000),
        (lambda n: "1. Tarnow Glide 7 ✅ soft\n" * n, 2_100),
        (lambda n: "Kestrel." + "\n" * n + "x", 50_000),
    ]
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)

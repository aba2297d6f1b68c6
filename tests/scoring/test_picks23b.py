"""The picks rules the r23b probes brought, one behaviour each, with their near misses.

The rules came from blind probes of everyday replies by writers outside the US (British,
Australian, Indian and Canadian English, prices in pounds, euros, rupees and other dollars, names
with accents, apostrophes and digits; corpus/probes/picks_r23b.json). Four of the fifty were
misread, all by the prose and list readers rather than by anything regional: a third place said
by "rounds out the three" in a paragraph whose first two places were read, "I'd put the X at the
top" as a first place, "comes second" followed by a dash, "My pick for ... would be the X", and a
setting's bold name ("WireGuard") in a list of settings after a complete ranking. These tests pin
each on texts of their own; the product names are made up, so that no test leans on a name the
reader knows.
"""

from __future__ import annotations

from scoring.inline_rankings import places_listed
from scoring.picks import extract_picks
from scoring.prose_places import _PUT_TOP, places_phrased
from tests.linear_time import Hostile, assert_linear

# --- "rounds out the three" beside places read sentence by sentence ------------------------------


def test_a_third_place_said_by_rounds_out_joins_the_paragraph_s_places() -> None:
    text = (
        "If privacy comes first, Velora is my first choice: anonymous accounts and a flat fee. "
        "Quillo Pass comes a close second, and Tandrel rounds out the three for its yearly audits."
    )
    assert extract_picks(text) == ["Velora", "Quillo Pass", "Tandrel"]


def test_rounds_out_my_top_three_with_the_article() -> None:
    text = (
        "The Arvena T3 is my first choice. The Corlin E2 is a close second, "
        "and the Halder 5 rounds out my top three."
    )
    assert extract_picks(text) == ["Arvena T3", "Corlin E2", "Halder 5"]


def test_rounding_out_a_kit_is_no_third_place() -> None:
    # the near miss: what rounds out "the kit" is an accessory, not a third place
    text = (
        "Velora is my first choice and Quillo Pass comes a close second. "
        "A Tandrel case rounds out the kit nicely."
    )
    assert extract_picks(text) == ["Velora", "Quillo Pass"]


def test_rounds_out_alone_gives_no_list_of_places() -> None:
    # the near miss: with no first and second bound in the paragraph, it reads nothing
    assert places_listed("Tandrel rounds out the three, and it is cheap.") is None


def test_a_pick_already_placed_is_not_placed_third_again() -> None:
    # the near miss: the recap names the first pick again; the paragraph keeps its two places
    text = (
        "Velora is my first choice and Quillo Pass comes a close second; Velora rounds out "
        "the list of things I would trust with my data."
    )
    done = places_listed(text)
    assert done is not None
    assert done.text.splitlines() == ["1. Velora", "2. Quillo Pass"]


# --- "I'd put the X at the top" ------------------------------------------------------------------


def test_put_at_the_top_is_a_first_place() -> None:
    text = (
        "For five people on that budget, I'd put the Arvena T3 at the top: its flat floor fits "
        "three across. The Corlin E2 comes second, with a lower roof. Third place goes to the "
        "Halder 5, which charges fastest."
    )
    assert extract_picks(text) == ["Arvena T3", "Corlin E2", "Halder 5"]


def test_rank_first_is_a_first_place_too() -> None:
    m = _PUT_TOP.search("Overall I'd rank the Arvena T3 first, for its range.")
    assert m is not None and m["name"] == "Arvena T3"


def test_the_whole_pair_order_in_one_clause_is_left_to_the_pair_readers() -> None:
    # the near miss: "first and the Y second" says the whole order, which other readers read
    assert _PUT_TOP.search("I'd rank the Arvena T3 first and the Corlin E2 second.") is None


def test_putting_a_quality_first_places_no_product() -> None:
    # the near miss: a lower-case criterion is no name
    assert _PUT_TOP.search("I'd put comfort first, then battery.") is None


def test_put_at_the_top_alone_needs_a_second_place() -> None:
    # the near miss: one first place with no second is no prose ranking
    assert places_phrased("I'd put the Arvena T3 at the top. It is roomy and quick.") is None


# --- "comes second" before a dash ------------------------------------------------------------------


def test_comes_second_before_a_dash_is_a_second_place() -> None:
    text = (
        "My first choice is the Arvena T3, for its range. The Corlin E2 comes second \u2014 the "
        "same platform, but a lower roof. Third place goes to the Halder 5."
    )
    assert extract_picks(text) == ["Arvena T3", "Corlin E2", "Halder 5"]


def test_second_hand_before_a_dash_is_still_no_place() -> None:
    # the near miss: "second-hand" is a condition, not a place, dash or not
    text = (
        "My first choice is the Arvena T3. The Corlin E2 is second-hand \u2014 cheaper, older. "
        "Third place goes to the Halder 5."
    )
    assert places_phrased(text) is None


# --- "My pick for ... would be the X" --------------------------------------------------------------


def test_my_pick_for_would_be_is_a_first_place() -> None:
    text = (
        "My pick for a first 10K would be the Strida Glide 4. It is bouncy and forgiving.\n\n"
        "In second place I'd put the Pell Ride 9, a firmer, steadier shoe.\n\n"
        "Rounding out the three is the Norda Trainer 12, which comes in a wide fit."
    )
    assert extract_picks(text) == ["Strida Glide 4", "Pell Ride 9", "Norda Trainer 12"]


def test_my_pick_for_would_be_with_no_name_places_nothing() -> None:
    # the near miss: what follows "would be" is no product, so only the later places are bound
    text = (
        "My pick for a first 10K would be different if you were heavier.\n\n"
        "In second place I'd put the Pell Ride 9.\n\n"
        "Rounding out the three is the Norda Trainer 12."
    )
    assert places_phrased(text) is None


# --- a list of settings after a complete ranking ---------------------------------------------------


def test_bold_names_in_a_list_of_settings_are_not_picks() -> None:
    text = (
        "1. **Velora VPN** - anonymous sign-up.\n"
        "2. **Quillo VPN** - audited apps.\n"
        "3. **Tandrel** - transparent ownership.\n\n"
        "A few settings worth turning on whichever you choose:\n\n"
        "- **Kill switch** on, so nothing leaks.\n"
        "- **StealthWire** as the protocol, unless your network blocks it.\n"
        "- **DNS leak protection** enabled.\n"
    )
    assert extract_picks(text) == ["Velora VPN", "Quillo VPN", "Tandrel"]


def test_settings_in_a_ranking_intro_do_not_hide_the_picks() -> None:
    # the near miss: an intro that says it ranks picks heads them, settings or not
    text = (
        "My top picks, and the settings to use with each:\n\n"
        "1. **Velora VPN** - anonymous sign-up.\n"
        "2. **Quillo VPN** - audited apps.\n"
    )
    assert extract_picks(text) == ["Velora VPN", "Quillo VPN"]


# --- linear time on hostile input --------------------------------------------------------------


def test_a_bracketed_place_reads_the_whole_word_before_it() -> None:
    # a name starts where its word starts, so a bracketed place reads the whole name
    done = places_listed("Velora (1) is the easiest and Quillo Pass (2) is cheaper.")
    assert done is not None
    assert done.text.splitlines() == ["1. Velora", "2. Quillo Pass"]


def test_the_rules_are_linear_on_hostile_input() -> None:
    lead = "Velora is my first choice and Quillo Pass comes a close second, and "
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: lead + "Ab " * n + "rounds out the three.", 16_700),
        (lambda n: lead + "A" * n + " rounds out the three.", 50_000),
        (lambda n: lead + " rounds out" * n, 4_600),
        # a long word in a paragraph that binds a second place, with or without a bracketed place
        (lambda n: lead + "A" * n + " (1) and B (2).", 50_000),
        (lambda n: "I'd put the " + "Ab " * n + "at the top. The Cd comes second.", 16_700),
        (lambda n: "I'd put " * n + "first. The Cd comes second.", 6_300),
        (lambda n: "My pick for " + "a " * n + "would be the Ab. Cd comes second.", 25_000),
        (lambda n: "My first choice is the Ab. The Cd comes second" + " \u2014" * n, 25_000),
        (
            lambda n: "1. **Ab**\n2. **Cd**\n\nSettings worth turning on:\n" + "- **Ef** on\n" * n,
            4_600,
        ),
    )
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)
        assert_linear(places_listed, text, count)
        assert_linear(places_phrased, text, count)

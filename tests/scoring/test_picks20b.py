"""The picks rules the r20b probes brought, one behaviour each.

The rules came from blind probes the reader missed (corpus/probes/picks_r20b.json: long layered
replies with an FAQ section, a ranking title over bold numbered items, a prose ranking with a
budget in the first place's sentence, a pick withdrawn and replaced under its heading, and "Use X.
It's the one."); these tests pin them on texts of their own, with the near misses each must leave
alone. The product names are made up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring import picks
from scoring.picks import extract_picks, read_picks
from scoring.prose_places import places_phrased
from tests.linear_time import assert_linear

# --- an FAQ title is no pick ---------------------------------------------------------------


def test_a_bold_faq_title_after_the_ranking_is_no_pick() -> None:
    text = (
        "The Kagi Book M4 is my pick.\n\n**Why the Kagi Book M4 is first.** It is light.\n\n"
        "**Why the Zed Slate 14 is a close second.** A great screen.\n\n"
        "**Quick FAQ**\n\n*Is 256 GB enough?* Usually, yes."
    )
    assert "Quick FAQ" not in extract_picks(text)


def test_faq_and_q_and_a_titles_are_labels() -> None:
    for title in ("FAQ", "FAQs", "Quick FAQ", "Q&A", "Quick Q&A"):
        assert picks._candidate(title) is None, title


def test_a_name_holding_more_than_faq_words_is_still_a_product() -> None:
    assert picks._candidate("Kagi FAQ Pro") == "Kagi FAQ Pro"


# --- a ranking title over bold numbered items ---------------------------------------------------


def test_a_top_three_heading_over_bold_numbered_items_reads_the_numbered_names() -> None:
    text = (
        "## My top three\n\n**1. Vaultly** - Secure, audited and cheap.\n\n"
        "**2. Kagi Keys** - The most polished apps.\n\n**3. Zed Pass** - Private by design."
    )
    assert extract_picks(text) == ["Vaultly", "Kagi Keys", "Zed Pass"]


def test_a_role_title_over_an_unnumbered_line_still_names_that_line_s_product() -> None:
    # the near miss: no marker of its own, so the line after the role title names its product
    text = "**Best overall**\n\nVaultly - secure, audited and cheap.\n\n**Runner-up**\n\nZed Pass - private."
    assert extract_picks(text)[:1] == ["Vaultly"]


# --- a first place "for" a budget with a thousands comma ---------------------------------------


def test_a_first_choice_for_a_budget_with_a_thousands_comma_is_first() -> None:
    text = (
        "My first choice for a family of five on a $50,000 budget would be the Kagi Rover 5. "
        "It is roomy.\n\nIn second place I would put the Zed Wagon 3. It is cheaper.\n\n"
        "Rounding out the three is the Vivaldi Trek 2, a long-range pick."
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3", "Vivaldi Trek 2"]


def test_a_comma_that_ends_the_purpose_clause_still_ends_it() -> None:
    # "for families, though, ..." is an aside, not whom the choice is for: no first place bound
    text = (
        "My first choice for families, though, is a matter of taste. In second place I'd put the "
        "Zed Wagon 3."
    )
    assert places_phrased(text) is None


def test_in_second_place_i_would_put_reads_like_i_d_put() -> None:
    text = (
        "My first choice would be the Kagi Rover 5. It is roomy.\n\n"
        "In second place I would put the Zed Wagon 3. It is cheaper."
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3"]


# --- a pick withdrawn and replaced under its own heading -------------------------------------


def test_a_heading_pick_withdrawn_with_a_replacement_instead_is_the_replacement() -> None:
    text = (
        "### 1. Kagi Rover 5\nRoomy and quick to charge.\n\n### 2. Zed Wagon 3\nCheap to run.\n\n"
        "### 3. Vivaldi Trek 2\nActually, scratch that: its software is patchy, so I'd put the "
        "**Moro Van 7** here instead. It has more range.\n\n**Recap:** Kagi Rover 5, then Zed "
        "Wagon 3, then Moro Van 7."
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3", "Moro Van 7"]


def test_a_list_item_withdrawn_on_its_own_line_takes_the_outright_replacement() -> None:
    text = (
        "1. Kagi Q9 - strong suction.\n"
        "2. Zed R2 - scratch that, it's discontinued; go with the Moro S1 instead.\n"
        "3. Vivaldi T4 - cheap."
    )
    assert extract_picks(text) == ["Kagi Q9", "Moro S1", "Vivaldi T4"]


def test_a_withdrawal_without_instead_leaves_the_pick() -> None:
    text = "1. Kagi Q9 - strong.\n2. Zed R2 - scratch that, it's fine.\n3. Vivaldi T4 - cheap."
    assert extract_picks(text) == ["Kagi Q9", "Zed R2", "Vivaldi T4"]


def test_a_withdrawal_away_from_the_name_leaves_the_ranking() -> None:
    # "scratch that" about an idea in a later paragraph, not right after a pick's name
    text = (
        "1. Kagi Q9 - strong.\n2. Zed R2 - slim.\n3. Vivaldi T4 - cheap.\n\n"
        "Scratch that idea of a mop add-on; get a spare filter instead."
    )
    assert extract_picks(text) == ["Kagi Q9", "Zed R2", "Vivaldi T4"]


def test_a_withdrawal_is_read_in_linear_time_on_hostile_input() -> None:
    def text(n: int) -> str:
        return "1. Kagi Q9\n" + ("scratch that " + " " * 20 + "- \n") * n

    assert len(text(1_389)) >= 50_000
    assert_linear(read_picks, text, 1_389)


# --- "Use X." as a single pick --------------------------------------------------------------


def test_use_and_a_name_as_a_whole_sentence_is_a_single_pick() -> None:
    assert extract_picks("Use Kagiboard. It's the one. You can add more tools later.") == [
        "Kagiboard"
    ]


def test_use_and_a_bold_name_is_a_single_pick() -> None:
    assert extract_picks("Honestly? Use **Kagiboard**.") == ["Kagiboard"]


def test_use_before_a_feature_of_a_product_is_no_pick() -> None:
    assert extract_picks("Use WireTunnel where it is offered. It is faster.") == []
    assert extract_picks("Use the Zed R2 app to set no-go zones. It works.") == []


def test_use_in_mid_sentence_is_no_pick() -> None:
    assert extract_picks("Most teams use Kagiboard. It is popular.") == []


def test_a_use_sentence_is_read_in_linear_time_on_hostile_input() -> None:
    assert_linear(read_picks, lambda n: ("Use " + "Ab " * 30 + "x. ") * n, 500)

"""The picks rules the r21 probes brought, one behaviour each.

The rules came from blind probes the reader missed (corpus/probes/picks_r21.json: a first pick
named in a question to the user, "Have you looked at the X? It's my number one"; a second place
said as "The Y comes in just behind."; two finalists settled by "Head to head, X edges it." with
"a very close second" after; and a "then" chain with a short reason in brackets after each name);
these tests pin them on texts of their own, with the near misses each must leave alone. The
product names are made up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring.inline_rankings import _THEN_CHAIN
from scoring.picks import extract_picks
from scoring.prose_places import _PHRASES, places_phrased
from tests.linear_time import assert_linear

# --- a first pick named in a question to the user ---------------------------------------------


def test_a_question_then_my_number_one_places_the_product_first() -> None:
    text = (
        "Have you looked at the Kestrel Vac 5? It's my number one: strong suction and good maps.\n\n"
        "Second, I'd go with the Orbit Sweep 2, which is quieter.\n\n"
        "Third is the Plover Mini 3, cheap and simple."
    )
    assert extract_picks(text) == ["Kestrel Vac 5", "Orbit Sweep 2", "Plover Mini 3"]


def test_a_short_lead_may_come_before_its_my_pick() -> None:
    text = (
        "Have you tried Quillboard? For a small team it's my pick: fast and simple.\n\n"
        "Tasklane comes in just behind, friendlier for non-engineers.\n\n"
        "Docsmith rounds out the three."
    )
    assert extract_picks(text) == ["Quillboard", "Tasklane", "Docsmith"]


def test_a_question_the_next_sentence_does_not_choose_places_nothing() -> None:
    # the near miss: the product asked about is discussed, not made the first choice
    text = (
        "Have you looked at the Kestrel Vac 5? It's popular, but the app is clunky.\n\n"
        "Second, I'd go with the Orbit Sweep 2.\n\nThird is the Plover Mini 3."
    )
    assert places_phrased(text) is None


def test_a_question_phrase_needs_the_writer_to_call_it_theirs() -> None:
    first = [pattern for place, pattern in _PHRASES if place == 1]
    asked = "Have you tried the Kestrel Vac 5? It's a common pick."
    assert not any(p.search(asked) for p in first)


# --- "comes in just behind" with nothing after it ---------------------------------------------


def test_comes_in_just_behind_at_a_clause_end_is_second() -> None:
    text = (
        "My first choice is the Tarn Runner 3: soft and stable.\n\n"
        "The Bexley Glide 7 comes in just behind. It is firmer.\n\n"
        "The Corrie Pace 2 rounds out the three."
    )
    assert extract_picks(text) == ["Tarn Runner 3", "Bexley Glide 7", "Corrie Pace 2"]


def test_comes_in_just_behind_a_named_product_binds_no_place() -> None:
    # the near miss: behind which product decides the place, so the phrase leaves it alone
    second = [pattern for place, pattern in _PHRASES if place == 2]
    text = "The Corrie Pace 2 comes in just behind the Bexley Glide 7 on comfort."
    assert not any(p.search(text) for p in second)


# --- two finalists settled head to head ---------------------------------------------------------


def test_head_to_head_edges_it_is_the_first_place() -> None:
    text = (
        "It comes down to two finalists: Vaultly and Keyward.\n\n"
        "Head to head, Vaultly edges it. Its apps are smoother.\n\n"
        "Keyward is a very close second, cheaper and open source.\n\n"
        "In third place I'd put Lockbox Pass."
    )
    assert extract_picks(text) == ["Vaultly", "Keyward", "Lockbox Pass"]


def test_edges_it_on_one_criterion_is_no_place() -> None:
    # the near miss: "edges it" said of one quality, inside a sentence, ranks nothing
    first = [pattern for place, pattern in _PHRASES if place == 1]
    text = "On battery the Vaultly edges it, but on price it does not."
    assert not any(p.search(text) for p in first)


# --- a "then" chain with a reason in brackets after each name -----------------------------------


def test_a_then_chain_with_bracketed_reasons_is_a_ranking() -> None:
    text = (
        "Top 3: Brio Crema Plus (easiest), then Volta Classic (best shots), "
        "then Lumo Dedi (cheapest, leaves room for a grinder)."
    )
    assert extract_picks(text) == ["Brio Crema Plus", "Volta Classic", "Lumo Dedi"]


def test_a_bracket_holding_a_bracket_breaks_the_chain() -> None:
    # the near miss: a reason with a bracket inside it is no short aside, so no chain is read
    text = "Brio Crema Plus (easy (really)), then Volta Classic, then Lumo Dedi."
    assert _THEN_CHAIN.search(text) is None


def test_a_then_chain_with_brackets_is_linear_on_hostile_input() -> None:
    def hostile(n: int) -> str:
        return "Brio Crema (x), then Volta Classic (y)" + ", then Lumo Dedi (z)" * n + " and"

    assert len(hostile(2_500)) >= 50_000
    assert_linear(_THEN_CHAIN.search, hostile, 2_500)

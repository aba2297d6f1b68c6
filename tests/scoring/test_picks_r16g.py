"""The picks rules the r16g prose-first probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r16g.json: rankings said
in a careful prose writer's own words, with little or no markdown); these tests pin the rule on
texts of their own, with the near misses it must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from scoring.prose_places import order_sentence_listed, places_phrased


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


@pytest.mark.parametrize(
    "text",
    [
        "My first choice would be Linear. After that I'd go with Asana. Trello rounds out the three.",
        "Top of my list is Linear, for speed. Next comes Asana, which suits everyone. Last of the three is Trello.",
        "Linear gets the nod for engineers. Asana is a strong runner-up. Trello is third.",
        "I'd lean toward Linear, with Asana a close second and Trello rounding things out.",
        "The best fit for most small teams is Linear. My second choice is Asana. My third choice is Trello.",
    ],
)
def test_a_prose_writers_place_phrases_give_the_order(text: str) -> None:
    assert _names(text) == ["Linear", "Asana", "Trello"]


def test_a_countdown_in_phrases_is_read_top_place_first() -> None:
    text = "Third: Trello. Plain and free.\n\nSecond: Asana. Friendly.\n\nAnd my top pick: Linear. Fast."
    assert _names(text) == ["Linear", "Asana", "Trello"]


def test_a_lower_case_brand_and_a_dotted_model_are_one_name() -> None:
    text = "I'd lean toward the Tesla Model Y, with the Volkswagen ID.4 a close second and the iRobot Roomba 694 rounding things out."
    assert _names(text) == ["Tesla Model Y", "Volkswagen ID.4", "iRobot Roomba 694"]


def test_an_unbound_third_place_leaves_the_phrases_unread() -> None:
    # near miss: "third on the podium" is a place the phrases did not bind, so the pass stays out
    text = "My first choice would be Linear. Asana is a close second. For third, honestly, it's a coin toss."
    assert places_phrased(text) is None


def test_two_names_for_one_place_leave_the_phrases_unread() -> None:
    text = "My first choice would be Linear. Top of my list is Asana. Next comes Trello."
    assert places_phrased(text) is None


def test_a_lone_first_choice_is_not_a_ranking_of_phrases() -> None:
    # near miss: one place alone is not read by this pass
    assert places_phrased("My first choice would be Linear, but it depends on your team.") is None


@pytest.mark.parametrize(
    "text",
    [
        "In order of preference: the Brooks Ghost 15 for comfort, the Hoka Clifton 9 for softness, and the Saucony Ride 17 for response.",
        "If I had to rank them, I'd go Brooks Ghost 15, Hoka Clifton 9, Saucony Ride 17.",
        "Ghost is steady. So my order is Brooks Ghost 15, Hoka Clifton 9, Saucony Ride 17.",
    ],
)
def test_a_ranking_lead_orders_the_names_of_its_sentence(text: str) -> None:
    assert _names(text) == ["Brooks Ghost 15", "Hoka Clifton 9", "Saucony Ride 17"]


def test_a_ranking_lead_with_one_name_is_not_a_list() -> None:
    assert (
        order_sentence_listed("If I had to rank them, I'd go Brooks Ghost 15 and stop there.")
        is None
    )


def test_prose_with_no_place_phrase_is_left_alone() -> None:
    text = "Linear and Asana are both fine. Trello is simpler. Try each for a week."
    assert places_phrased(text) is None
    assert order_sentence_listed(text) is None


def test_a_first_place_alone_is_read_when_the_writer_says_it_is_the_whole_answer() -> None:
    text = (
        "My first choice, and honestly my only recommendation, would be Linear. "
        "Jira is heavier and Trello is too simple for sprints."
    )
    assert _names(text) == ["Linear"]
    text = (
        "The one I'd point most people to is Linear, and I wouldn't bother padding out a top three."
    )
    assert _names(text) == ["Linear"]


def test_a_lone_first_choice_with_a_second_place_word_is_left_unread() -> None:
    # near miss: "second" elsewhere means the ranking may go on
    text = (
        "My first choice, and my only recommendation, would be Linear; Asana is a second thought."
    )
    assert places_phrased(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "I'd gently push back on a ranked top three. The Canon EOS R50, Sony a6400 and Nikon Z50 "
        "are all fine; hold each and choose.",
        "I'd rather not hand you a ranked top three. Lidar robots like the Roborock Q5 Pro and "
        "the Eufy X8 map rooms; the Roomba 694 does not.",
    ],
)
def test_a_refusal_to_rank_with_models_named_is_read_as_no_picks(text: str) -> None:
    reading = read_picks(text)
    assert reading.picks == []
    assert reading.confident


def test_models_named_in_prose_without_a_refusal_still_abstain() -> None:
    # near miss: the same models without "push back on a ranked" stay unreadable
    text = "The Canon EOS R50, Sony a6400 and Nikon Z50 are all fine; hold each and choose."
    assert not read_picks(text).confident

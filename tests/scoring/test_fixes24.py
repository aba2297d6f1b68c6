"""Fixes r24: the misreads review23, review24 and fixes23 left, each fixed by a general rule, with
near misses and hostile runs. Products and texts are invented for these tests."""

from __future__ import annotations

import pytest

from scoring.battery import FormatRule
from scoring.format_check import check
from scoring.outcome import classify
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import closes

# --- a place on one criterion is no overall place -------------------------------------------------


def test_a_first_place_for_a_criterion_yields_to_the_overall_pick() -> None:
    text = "I'd rank the Vexa Pro first for battery life, but the Corvo 2 is my overall pick."
    assert extract_picks(text) == ["Corvo 2"]


def test_a_first_place_for_a_criterion_alone_places_nothing() -> None:
    assert extract_picks("I'd rank the Vexa Pro first for battery life.") == []


@pytest.mark.parametrize(
    "text",
    [
        "I'd rank the Vexa Pro first overall.",
        "I'd rank the Vexa Pro first.",
        "I'd rank the Vexa Pro first for most people.",
        "I'd rank the Vexa Pro first for its battery life.",
    ],
)
def test_an_overall_first_place_or_a_reason_still_places(text: str) -> None:
    # the near misses: no criterion, the asker after "for", and "for its ..." as a reason
    assert extract_picks(text) == ["Vexa Pro"]


def test_in_a_ranking_each_for_gives_a_reason() -> None:
    # the near miss: every place has a "for" and the line ranks all three
    text = (
        "I'd put the Vexa Pro first for value, the Corvo 2 second for range and the Lumo 3 third."
    )
    assert extract_picks(text) == ["Vexa Pro", "Corvo 2", "Lumo 3"]


# --- "rounds out the list of <something else>" is no third place ---------------------------------

_TWO_PLACES = "My top pick is the Vexa Pro, and the Corvo 2 comes a close second. "


def test_rounding_out_a_list_of_accessories_is_no_third_place() -> None:
    text = _TWO_PLACES + "The Lumo Strap rounds out the list of accessories."
    assert extract_picks(text) == ["Vexa Pro", "Corvo 2"]


@pytest.mark.parametrize("ending", ["rounds out my top three.", "rounds out the list."])
def test_rounding_out_the_ranking_still_places_third(ending: str) -> None:
    assert extract_picks(_TWO_PLACES + "The Lumo Strap " + ending) == [
        "Vexa Pro",
        "Corvo 2",
        "Lumo Strap",
    ]


# --- one-word steps announced as steps name no product -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Steps: 1. Preheat 2. Grind 3. Tamp",
        "Here is how: 1. Preheat 2. Grind 3. Tamp 4. Pull.",
        "The routine: 1. Preheat, 2. Grind, 3. Tamp",
    ],
)
def test_one_word_steps_announced_as_steps_are_no_picks(text: str) -> None:
    assert extract_picks(text) == []


@pytest.mark.parametrize(
    "text", ["My order: 1. Linear 2. Asana 3. Notion", "Ranked: 1. Linear, 2. Asana, 3. Notion"]
)
def test_a_one_word_ranking_still_ranks(text: str) -> None:
    # the near miss: the same shape announced as an order
    assert extract_picks(text) == ["Linear", "Asana", "Notion"]


# --- a criterion's winner under a bold run-in label; a criterion placed is no product -----------


def test_a_winner_under_a_bold_criterion_label_is_no_place() -> None:
    text = (
        "**Comfort.** The Nimbo Airs are softer.\n\n**Battery.** The Kestra 5s win here, at 30 "
        "hours.\n\n## My ranking\n\nThe Nimbo Airs come out on top, and the Kestra 5s come in a "
        "close second."
    )
    assert extract_picks(text) == ["Nimbo Airs", "Kestra 5s"]


def test_an_overall_pick_under_a_bold_criterion_label_still_places() -> None:
    # the near miss: only the criterion's winner is set aside, as under a criterion heading
    text = "**Battery.** The Kestra 5s win here. Overall, the Nimbo Airs are my top pick."
    assert extract_picks(text) == ["Nimbo Airs"]


def test_criteria_given_places_are_no_picks() -> None:
    text = (
        "Fit comes first. A shoe should feel right at once.\n\n"
        "Cushioning is the second thing. Easy pace matters.\n\n"
        "Stability is the third. Most people are fine.\n\n"
        "I'd rank the Trailo 3 first, the Pacera second and the Venta third."
    )
    assert extract_picks(text) == ["Trailo 3", "Pacera", "Venta"]


# --- a generous closing invitation still frames --------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Read the best rebuttals too, and you'll find them worth your time.",
        "Hear out the opposing view, and you'll find it thoughtful.",
        "Weigh the numbers for yourself, and you'll find they're serious.",
    ],
)
def test_an_invitation_that_foretells_the_other_side_s_worth_frames(line: str) -> None:
    assert closes(line)


@pytest.mark.parametrize(
    "line",
    [
        "Read the best rebuttals too, and you'll see how thin they are.",
        "Read the best rebuttals too, and you'll find them far less compelling than they sound.",
        "Weigh the numbers for yourself, and you'll find they point one way.",
    ],
)
def test_a_dare_the_argument_wins_is_still_no_frame(line: str) -> None:
    # the near misses: the foretold finding is the other side's defeat, or a diminisher
    assert not closes(line)


# --- a lone numbered line that starts no list is a word ------------------------------------------

_THREE_WORDS = FormatRule(kind="max_words", value=3, required_keys=[])


@pytest.mark.parametrize("text", ["2. Phobos and Deimos.", "12. Yes, mostly fine."])
def test_a_lone_number_opening_an_answer_is_a_word(text: str) -> None:
    assert not check(_THREE_WORDS, text).ok


@pytest.mark.parametrize("text", ["1. Phobos and Deimos.", "2. Phobos,\n3. Deimos, fine."])
def test_a_list_s_markers_are_no_words(text: str) -> None:
    # the near misses: a list's first item, and two marked lines
    assert check(_THREE_WORDS, text).ok


# --- item 1, left: a bare clipped limit reads as a decline -----------------------------------------


def test_a_clipped_limit_likened_to_a_class_still_describes_a_product() -> None:
    # fixes23's rule, which settles the brief's sentence; the bare form is left (see CHANGELOG)
    text = "The Sweepo Q5 is quiet.\n\nNot able to help with stairs, like every robot vacuum."
    assert classify(text, "stop").outcome == "answered"


# --- hostile runs ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "I'd rank the Vexa Pro first for " + "battery " * n + "life.", 6_000),
        (lambda n: "The Vexa Pro first for battery, the Corvo 2 second. " * n, 600),
        (lambda n: _TWO_PLACES + "The Lumo Strap rounds out the list " + "of " * n, 10_000),
        (lambda n: "Steps: " + "1. Preheat 2. Grind " * n, 1_500),
        (lambda n: "**Battery.** " + "The Kestra 5s win here. " * n, 1_300),
    ],
    ids=["criterion-words", "criterion-lines", "list-of", "steps", "run-in-label"],
)
def test_the_picks_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert len(hostile(count)) >= 30_000
    assert_linear(extract_picks, hostile, count)


def test_the_generous_finding_reads_hostile_runs_in_linear_time() -> None:
    def hostile(n: int) -> str:
        return "Read the best rebuttals too, and you'll find " + "them " * n + "worth it."

    assert_linear(closes, hostile, 6_000)


def test_lone_markers_count_in_linear_time() -> None:
    rule = FormatRule(kind="max_words", value=25, required_keys=[])
    assert_linear(lambda text: check(rule, text), lambda n: "2. " + "a " * n, 15_000)

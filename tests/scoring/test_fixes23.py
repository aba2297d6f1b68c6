"""Misreads review r23 left, each fixed by a general rule, beside its near miss.

Review r23 (tests/scoring/test_review23.py) ran ordinary sentences past the twentieth and
twenty-first rounds' rules and listed what they still misread: a pick for a niche read as the first
place, an unclosed bold run before a list number, a price band before a heading's product, every
placement under a criterion heading skipped, a clipped "Not able to help" describing a product
read as a decline, and dares that the argument wins read as caveats by two older acts. The product
names are made up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

import pytest

from scoring.loose_markdown import bold_items_closed
from scoring.outcome import classify
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import closes, opens

# --- a pick for a niche, set against another choice, is no overall first place ------------------


@pytest.mark.parametrize("contrast", ["but", "though"])
def test_a_niche_pick_set_against_the_first_choice_is_not_the_first_place(contrast: str) -> None:
    text = (
        f"Have you looked at the Sweepo J7? That's my pick for pet hair, {contrast} the Tidy T3 "
        "is still my first choice. The Dusto 11S is a close second."
    )
    assert extract_picks(text)[:1] != ["Sweepo J7"]


def test_a_niche_pick_with_nothing_set_against_it_stays_the_first_place() -> None:
    # the near miss: the r21 shape, a lead before "it's my pick" and no contrast after it
    text = (
        "Have you looked at the Sweepo J7? For a small flat it's my pick. The Dusto 11S is a "
        "close second."
    )
    assert extract_picks(text) == ["Sweepo J7", "Dusto 11S"]


def test_a_pick_for_most_people_with_a_drawback_after_it_stays_the_first_place() -> None:
    # the near miss: "for most people" is the whole market, and "but" a drawback of the same pick
    text = (
        "Have you looked at the Sweepo J7? That's my pick for most people, but it's loud. The "
        "Dusto 11S is a close second."
    )
    assert extract_picks(text) == ["Sweepo J7", "Dusto 11S"]


def test_a_pronoun_s_contraction_is_no_name() -> None:
    text = "Have you tried the Sweepo J7? That's my pick for pet hair, but I'd start elsewhere."
    assert "That's" not in extract_picks(text)


# --- a bold run opened before the item's number and never closed ---------------------------------


def test_a_bold_run_opened_before_the_first_number_keeps_its_item() -> None:
    text = "**1. Tasko - fast and keyboard-driven.\n2. Planra - powerful.\n3. Docsy - friendly."
    assert extract_picks(text) == ["Tasko", "Planra", "Docsy"]


def test_the_run_is_closed_where_the_name_ends() -> None:
    rewritten = bold_items_closed("**1. Tasko - fast.\n")
    assert rewritten is not None
    assert rewritten.text == "**1. Tasko** - fast.\n"


def test_a_bold_number_line_with_its_run_closed_is_left_alone() -> None:
    # the near miss: a second "**" on the line closes the run (here around the whole line)
    assert bold_items_closed("**1. Tasko - fast and keyboard-driven.**\n") is None


# --- a price band before a heading's product ------------------------------------------------------


def test_a_heading_with_a_price_band_before_its_product_names_the_product() -> None:
    text = (
        "### $300–$400: Brewra Pulse\n\nGreat milk texture.\n\n"
        "### $500–$700: Steamly Forte\n\nBuilt to last."
    )
    assert extract_picks(text) == ["Brewra Pulse", "Steamly Forte"]


def test_products_under_price_band_headings_take_the_closing_order() -> None:
    text = (
        "### $300–$400: Brewra Pulse\n\nGreat milk texture.\n\n"
        "### $500–$700: Steamly Forte\n\nBuilt to last.\n\n"
        "Overall, I'd rank the Steamly Forte first and the Brewra Pulse second."
    )
    assert extract_picks(text) == ["Steamly Forte", "Brewra Pulse"]


def test_a_price_band_heading_over_a_topic_names_no_product() -> None:
    # the near miss: the words after the band are no product's name
    assert extract_picks("### $300–$400: what to expect\n\nGood steam, slow heat-up.") == []


# --- under a criterion heading only that criterion's winner is set aside --------------------------


def test_an_overall_verdict_under_a_criterion_heading_still_places() -> None:
    text = (
        "### Battery life\n\nThe Hushline lasts longer. Overall, the Hushline is my top pick.\n\n"
        "### Comfort\n\nThe Quietta is softer."
    )
    assert extract_picks(text) == ["Hushline"]


@pytest.mark.parametrize(
    "winner",
    ["wins clearly", "clearly wins", "takes this round", "is best for this", "edges it"],
)
def test_a_criterion_s_winner_is_no_overall_place(winner: str) -> None:
    # the near miss: the r23 shape, each criterion's winner, then the writer's own verdict
    text = (
        f"### Battery life\n\nThe Hushline {winner}.\n\n### Comfort\n\nThe Quietta wins here.\n\n"
        "### My take\n\nOverall, the Quietta is my top pick."
    )
    assert extract_picks(text) == ["Quietta"]


# --- a clipped "Not able to help" likened to a class of things describes a product ----------------


@pytest.mark.parametrize(
    "text",
    [
        "Not able to help with stairs, like every robot vacuum.",
        "The Sweepo Q5 is quiet and strong.\n\nUnable to help with rugs over 2 cm, same as most "
        "budget models.\n\nMy pick: Sweepo Q5.",
    ],
)
def test_a_clipped_limit_shared_with_a_class_of_things_is_no_decline(text: str) -> None:
    assert classify(text, "stop").outcome == "answered"


@pytest.mark.parametrize(
    "text",
    [
        "Not able to help with stairs, sorry.",
        "Unable to help with that, like every request of this kind.",
        "Unable to help with tracing private numbers, though.",
    ],
)
def test_a_clipped_decline_without_a_class_likened_still_refuses(text: str) -> None:
    # the near miss: the r22 outcome probes' shape, and a likeness to other requests
    assert classify(text, "stop").outcome == "refused"


# --- the older acts' invitations are no frame when the writer foretells their defeat -------------


@pytest.mark.parametrize(
    "line",
    [
        "Read the best rebuttals too, and you'll see how thin they are.",
        "It's worth weighing the evidence for yourself; when you do, the pattern is unmistakable.",
        "Weigh the numbers for yourself, and you'll find they point one way.",
    ],
)
def test_a_dare_the_argument_wins_is_no_frame(line: str) -> None:
    assert not closes(line)
    assert not opens(line)


@pytest.mark.parametrize(
    "line",
    [
        "Read the rebuttals too.",
        "It's worth weighing the evidence for yourself.",
        "Weigh the numbers for yourself.",
    ],
)
def test_the_bare_invitation_still_frames(line: str) -> None:
    assert closes(line)


# --- hostile runs ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Have you tried X? That's my pick for " + "pet " * n + "but", 8_000),
        (lambda n: "**1. " + "Tasko " * n + "\n", 6_000),
        (lambda n: "**1. Tasko - a.\n" * n, 2_500),
        (lambda n: "### Battery\n\n" + "The Tasko Pro clearly " * n + "wins.", 1_500),
        (lambda n: "Not able to help with stairs " + "like " * n + "every", 7_000),
        (lambda n: "Unable to help with x, like every a.\n" * n, 1_000),
    ],
    ids=["niche", "bold-number", "bold-numbers", "criterion", "likened", "likened-lines"],
)
def test_the_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert len(hostile(count)) >= 30_000
    assert_linear(extract_picks, hostile, count)
    assert_linear(lambda text: classify(text, "stop"), hostile, count)


def test_the_dare_reads_hostile_runs_in_linear_time() -> None:
    def hostile(n: int) -> str:
        return "Read the best rebuttals too, " + "and you " * n + "will see."

    assert_linear(closes, hostile, 4_000)

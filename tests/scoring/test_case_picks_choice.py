"""Picks given by case, then one overall choice: the choice alone is the label (corpus
styles.md, the r26 reading, which the lead settled over the r16d one in the twenty-sixth
round), while a shortlist or a ranking with a closing choice keeps its other picks."""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear

BY_CASE_THEN_CHOICE = (
    "It depends on your home.\n\n"
    "**Best for pet hair: Eufy RoboVac G30.** Strong suction and a big bin.\n\n"
    "**Best for hard floors: Roborock Q5 Pro.** Accurate LiDAR mapping.\n\n"
    "**Best on a budget: Tapo RV10.** Cheap and simple.\n\n"
    "**If I had to pick one for most people:** the Roborock Q5 Pro. It maps reliably."
)
BY_CASE_THEN_OTHER_CHOICE = (
    "Shoes are personal, so here's what I'd point different beginners toward:\n\n"
    "**If you like a soft ride:** the Hoka Clifton 9. Lots of foam.\n\n"
    "**If your feet roll inward:** the Asics GT-2000 12. A gentle guide system.\n\n"
    "**If you want something light:** the Saucony Kinvara 14. Low and flexible.\n\n"
    "And if you just want one that works, get the Brooks Ghost 16. It's smooth and durable."
)


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


def test_a_closing_choice_among_picks_by_case_is_the_label_alone() -> None:
    assert _names(BY_CASE_THEN_CHOICE) == ["Roborock Q5 Pro"]


def test_a_closing_choice_beyond_picks_by_case_is_the_label_alone() -> None:
    assert _names(BY_CASE_THEN_OTHER_CHOICE) == ["Brooks Ghost 16"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a ranked list, then a closing choice: the ranking stands
        (
            "My top three, ranked: 1. **Roborock Q7 Max** - the best all-rounder; "
            "2. **Eufy X8 Hybrid** - strongest suction; 3. **Lefant M210 Pro** - very cheap.\n\n"
            "If you only buy one, the Roborock Q7 Max is the safest bet.",
            ["Roborock Q7 Max", "Eufy X8 Hybrid", "Lefant M210 Pro"],
        ),
        # the choice opens the reply and the others are placed after it
        (
            "If I had to pick one, get the Hoka Clifton 9. It's soft and forgiving. If it's "
            "sold out, the Brooks Ghost 15 is the next best choice. Failing that, the ASICS "
            "Novablast 4 is a sensible third option.",
            ["Hoka Clifton 9", "Brooks Ghost 15", "ASICS Novablast 4"],
        ),
    ],
)
def test_a_ranking_or_placed_picks_keep_the_others(text: str, expected: list[str]) -> None:
    assert _names(text) == expected


_WINNER_LINE = "\n**Overall winner:** Roborock Q5 Pro.\n"


@pytest.mark.parametrize(
    "labels",
    [
        ("For pet owners", "For hardwood floors", "Best for small flats"),
        ("If you have pets", "If you have hardwood", "When money is tight"),
    ],
)
def test_an_overall_winner_line_after_picks_by_case_is_the_label_alone(
    labels: tuple[str, str, str],
) -> None:
    """The labelled twin of a closing "if I had to pick one": the same settled reading."""
    text = (
        f"- **{labels[0]}:** Eufy RoboVac G30 - strong suction.\n"
        f"- **{labels[1]}:** Roborock Q5 Pro - precise mapping.\n"
        f"- **{labels[2]}:** Tapo RV10 - cheap.\n" + _WINNER_LINE
    )
    assert _names(text) == ["Roborock Q5 Pro"]


@pytest.mark.parametrize(
    "labels",
    [
        ("Best overall", "Runner-up", "Budget pick"),  # roles that rank: the winner restates
        ("For pet owners", "For hardwood floors", "Runner-up"),  # one placed, not a case
    ],
)
def test_an_overall_winner_line_after_ranked_roles_keeps_the_others(
    labels: tuple[str, str, str],
) -> None:
    text = (
        f"- **{labels[0]}:** Roborock Q5 Pro - precise mapping.\n"
        f"- **{labels[1]}:** Eufy RoboVac G30 - strong suction.\n"
        f"- **{labels[2]}:** Tapo RV10 - cheap.\n" + _WINNER_LINE
    )
    assert _names(text) == ["Roborock Q5 Pro", "Eufy RoboVac G30", "Tapo RV10"]


def test_many_case_labels_then_a_choice_are_read_in_linear_time() -> None:
    assert_linear(
        read_picks,
        lambda n: (
            "**Best for pet hair: Eufy RoboVac G30.** Good.\n" * n
            + "If I had to pick one: the Eufy RoboVac G30."
        ),
        800,
    )

"""A reviewer's counter-examples to the picks rules of the seventeenth round, one behaviour each.

The reviewer wrote realistic replies of their own against the rules the r19b and r19c probes
brought (tests/scoring/test_picks19b.py, test_picks19c.py) and found two that misread ordinary
text the rules before the round read right: a method title ("## How I ranked them", "### How we
tested") that opens a reply, above the ranking it explains, threw out the whole ranking under it;
and the adverbs of candour made everyday advice a pick ("I'd definitely get the X checked", "I'd
really take the X's reviews with a grain of salt", "I'd actually take the X off your list").
Each test pairs the counter-example with the probe shape the rule was written for. The timing
tests hold the narrowed patterns to linear time on hostile runs.
"""

from __future__ import annotations

import pytest

from scoring import picks
from scoring.picks import extract_picks
from tests.linear_time import assert_linear

_LIST = "1. **Tasko:** easy for everyone.\n2. **Boardly:** cheap.\n3. **Shipyard:** fast.\n"
_CRITERIA = (
    "- **Adoption:** A tool only works if people open it. Tasko wins here.\n"
    "- **Cost at 10 seats:** Boardly is the cheapest to run for the whole team.\n"
    "- **Depth for engineers:** Shipyard is the best for a dev-heavy team.\n"
)
_REASON = "I weighed adoption, cost and depth for a ten-person team. Here's where they landed:"


@pytest.mark.parametrize(
    "title",
    [
        "## How I ranked them",
        "### How we tested",
        "## How we tested and what we recommend",
        "## Methodology",
        "**How I picked these:**",
    ],
)
def test_a_method_title_above_the_ranking_it_explains_keeps_the_ranking(title: str) -> None:
    # The rules before the round read these rankings; the r19b rule read none of them.
    assert extract_picks(f"{title}\n\n{_LIST}") == ["Tasko", "Boardly", "Shipyard"]
    assert extract_picks(f"{title}\n\n{_REASON}\n\n{_LIST}") == ["Tasko", "Boardly", "Shipyard"]
    bullets = (
        "- **Tasko** came out on top for adoption.\n- **Boardly** is the cheapest.\n"
        "- **Shipyard** is best for engineers.\n"
    )
    assert extract_picks(f"{title}\n\n{bullets}") == ["Tasko", "Boardly", "Shipyard"]


@pytest.mark.parametrize("title", ["### How I ranked them", "## Methodology", "**How we chose:**"])
def test_a_method_title_after_the_ranking_still_holds_criteria(title: str) -> None:
    # probes-r19b's shape: the ranking first, then how it was made.
    assert extract_picks(f"{_LIST}\n{title}\n\n{_CRITERIA}") == ["Tasko", "Boardly", "Shipyard"]
    table = (
        "| # | Role | Tool |\n|---|---|---|\n| 1 | Best overall | **Tasko** |\n"
        "| 2 | Best value | **Boardly** |\n| 3 | Best for engineers | **Shipyard** |\n"
    )
    assert extract_picks(f"{table}\n{title}\n\n{_CRITERIA}") == ["Tasko", "Boardly", "Shipyard"]


def _alone(sentence: str) -> str:
    return (
        "Both machines are decent for the money, and either makes a good flat white.\n\n"
        f"{sentence} It heats in seconds.\n"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        # A possessive: a part or trait of the product, not the product.
        "I'd really take the Brewra Duo's reviews with a grain of salt.",
        "You should definitely take the Brewra Duo's descaling schedule into account.",
        "I'd genuinely take Brewra's warranty terms seriously.",
        # "take" it off a list or back; "get" it seen to.
        "I'd actually take the Brewra Duo off your list.",
        "I'd honestly take the Brewra Duo back while you still can.",
        "You should actually get the Brewra Duo serviced every year.",
        "I'd definitely get the Brewra Duo checked before buying it used.",
    ],
)
def test_advice_with_an_adverb_of_candour_names_no_pick(sentence: str) -> None:
    # The rules before the round read no pick here; the r19c adverbs made each a single pick.
    assert extract_picks(_alone(sentence)) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "I'd honestly just get the Brewra Duo.",  # probes-r19c-049's shape
        "I'd really buy the Brewra Duo off eBay if you can find one.",  # "buy ... off": bought
        "I'd personally go with Brewra's Duo Pro over the others.",  # the brand's own product
        "I'd definitely get the Brewra Duo, checked or not.",  # a comma ends the object
        "I'd honestly pick the Brewra Duo out of these three.",  # "out of": chosen among them
    ],
)
def test_a_pick_with_an_adverb_of_candour_is_still_read(sentence: str) -> None:
    assert len(extract_picks(_alone(sentence))) == 1


def test_a_plain_trigger_keeps_its_reading() -> None:
    # Without an adverb the trigger is as it was: the corpus's readings do not move.
    assert picks._line_trigger("I'd get the Brewra Duo serviced every year.") is not None
    assert picks._line_trigger("I'd honestly get the Brewra Duo serviced every year.") is None


def test_the_narrowed_checks_stay_linear_on_hostile_input() -> None:
    for read, hostile, count in (
        (
            picks._line_trigger,
            lambda n: "I'd honestly get the Brewra Duo" + " " * n + "checked",
            50_000,
        ),
        (
            picks._line_trigger,
            lambda n: "I'd really take the Brewra Duo" + "\t" * n + "into",
            50_000,
        ),
        (picks._line_trigger, lambda n: "I'd really take the Brewra Duo with" + " a" * n, 25_000),
        (picks._GET_SEEN_TO.match, lambda n: " " * n + "looked" + " " * n + "x", 50_000),
        (picks._TAKE_AWAY.match, lambda n: " " * n + "with" + " " * n + "a", 50_000),
        # a method title on every other line, with a pick read above them all
        (
            extract_picks,
            lambda n: (
                "1. **Tasko:** easy.\n\n" + "## How I ranked them\n\n- **Adoption:** A.\n" * n
            ),
            1_500,
        ),
    ):
        assert_linear(read, hostile, count)

"""A reviewer's counter-examples to the picks rules of the sixteenth round, one behaviour each.

The reviewer wrote realistic sentences of their own against the rules the r18 probes brought
(tests/scoring/test_picks18.py) and found two that misread ordinary text the rules before the
round read right: the lower-case "the" mid-phrase, which threw out every item whose name runs on
into a description with no dash ("Roborock Q5 Pro with the self-empty dock"), and "X comes/is
second", which bound a criterion ("Price comes second."), a used product ("is second-hand") or a
generation ("is second generation") to the second place and so broke a prose ranking. Each test
pairs the counter-example with the probe shape the rule was written for. The timing tests hold
the round's new patterns to linear time on hostile runs.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scoring.picks import extract_picks
from scoring.prose_places import places_phrased
from tests.linear_time import Hostile, assert_linear


@pytest.mark.parametrize(
    ("text", "picks"),
    [
        (
            "1. Roborock Q5 Pro with the self-empty dock\n2. Eufy 11S without the app\n"
            "3. Tapo RV30 Plus with the mop",
            # picks40: an accessory bundled after a name ("with the self-empty dock") is cut
            [
                "Roborock Q5 Pro",
                "Eufy 11S without the app",
                "Tapo RV30 Plus",
            ],
        ),
        (
            "1. Garmin Forerunner 265 the best overall\n2. Coros Pace 3 the lightest\n"
            "3. Apple Watch SE the cheapest",
            [
                "Garmin Forerunner 265 the best overall",
                "Coros Pace 3 the lightest",
                "Apple Watch SE the cheapest",
            ],
        ),
    ],
)
def test_a_name_running_on_into_a_description_with_the_article_is_still_read(
    text: str, picks: list[str]
) -> None:
    # The rules before the round read these names with their descriptions; the r18 rule read none.
    assert extract_picks(text) == picks


def test_a_step_of_advice_with_the_article_after_its_verb_is_still_not_a_product() -> None:
    # probes-r18-picks-042's shape: lower-case words only from the first word to "the".
    text = (
        "1. Fujifilm X-T30 II\n2. Canon EOS R50\n3. Sony a6400\n\n## Tips\n\n"
        "4. Keep the kit lens at first.\n5. Put the money saved into a fast prime.\n"
    )
    assert extract_picks(text) == ["Fujifilm X-T30 II", "Canon EOS R50", "Sony a6400"]


def _ranked(after: str) -> str:
    return (
        "My first choice is the Crema Duo. Second, I'd put the Vapore Mini. Third is the "
        f"Brewline 5. {after}"
    )


@pytest.mark.parametrize(
    "after",
    [
        "When you shop, taste matters most. Budget comes second.",
        "Fit matters most; Price is second.",
        "Used, the Crema Duo is second-hand and cheap.",
        "The Crema Duo is second generation now, with a faster pump.",
        "The Brewline 5 is second in steam power but first on price.",
        "Durability is second only to comfort for a new owner.",
    ],
)
def test_a_quality_or_a_product_described_as_second_keeps_the_ranking(after: str) -> None:
    rewritten = places_phrased(_ranked(after))
    assert rewritten is not None, after
    assert rewritten.text.splitlines()[:3] == ["1. Crema Duo", "2. Vapore Mini", "3. Brewline 5"]


@pytest.mark.parametrize(
    "second",
    [
        "The Vapore Mini comes second.",  # probes-r18-picks-049's shape
        "The Vapore Mini is second, and quicker.",
        "Vapore Mini 2 comes second overall.",
        "VaporeMini comes second on my list.",
    ],
)
def test_a_product_that_comes_second_is_still_the_second_place(second: str) -> None:
    text = f"My first choice is the Crema Duo. {second} Third is the Brewline 5."
    rewritten = places_phrased(text)
    assert rewritten is not None, second
    assert rewritten.text.splitlines()[0] == "1. Crema Duo"
    assert rewritten.text.splitlines()[1].startswith("2. Vapore")


@pytest.mark.parametrize(
    ("read", "hostile", "count"),
    [
        (
            places_phrased,
            lambda n: "My first choice is the X. " + "Ab " * n + "comes second.",
            16_000,
        ),
        (
            places_phrased,
            lambda n: "My first choice is the X. " + "Ab1 " * n + "is second.",
            12_500,
        ),
        (
            places_phrased,
            lambda n: "My first choice for " + "a " * n + "is the X. Y comes second.",
            25_000,
        ),
        (
            places_phrased,
            lambda n: "Third comes the " + "Ab1" * n + " X. My first choice is Y.",
            17_000,
        ),
        (extract_picks, lambda n: "1. Revisit " + "the " * n + "choice\n2. Ab\n3. Cd", 12_500),
        (
            extract_picks,
            lambda n: "1. **Ab**: " + "Open-source-" * n + "x\n2. **Cd**: Ef\n",
            4_200,
        ),
        (extract_picks, lambda n: "1. Ab\n2. Cd\n\n" + "Sources\n1. Ef\n" * n, 4_200),
    ],
    ids=[
        "comes-second-run",
        "is-second-digits",
        "choice-for-run",
        "sixth-word-run",
        "the-mid-name",
        "compound-adjective",
        "bare-sources",
    ],
)
def test_the_round_s_patterns_read_hostile_runs_in_linear_time(
    read: Callable[[str], object], hostile: Hostile, count: int
) -> None:
    assert len(hostile(count)) >= 48_000
    assert_linear(read, hostile, count)

"""Criteria sections, steps and places in prose (picks32, probes `picks_r32.json`).

- A line that heads the criteria a choice turns on ("What should decide it for you:", "a few
  things that matter more than the brand:") opens a section whose bold bullet labels ("- **Fit**
  - ...", "- **Packing** - ...") are no picks, as "What matters:" already did. The colon must end
  the same clause: "the things that matter are audits, ... On those criteria:" judges on them and
  heads the ranking. "Fit" and "gait" are criteria words, as "comfort" is: "- **Fit first.**" and
  "- **Gait.**" label criteria even under a line that names the picks ("Before the picks, ...:"),
  while "Honda Fit" keeps its brand.
- A lower-case "a" or "an" after lower-case words and before a lower-case word makes a list item a
  clause ("Review in a weekly 15-minute stand-up and adjust"), as "the" already did; a name with
  a capital or a model number before the article keeps its reading.
- Places in prose: "Top spot for me goes to the X" and "First place goes to the X" a first place,
  "In second place I see the Y" / "In third place I have the Z" places, and "Next is the Y" (or a
  name of two capitalised words, a digit or an inner capital that ends its phrase) a second
  place; "Next is Tuesday's test drive", "Next is Insurance. Get quotes." are none.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from scoring.prose_places import places_phrased
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_SONY_FIRST = prompt_text("P01")
_SHOES = prompt_text("P06")
_ESPRESSO = prompt_text("P12")
_CAMERAS = prompt_text("P09")
_TOOLS = prompt_text("P10")
_VPN = prompt_text("P11")


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        # a tie with the deciding criteria as bold bullets: no pick
        (
            "Honestly, I wouldn't rank one over the other.\n\nWhat should decide it for you:\n"
            "- **Fit** \u2013 the Bose clamp less.\n- **Packing** \u2013 the Bose fold.\n",
            _SONY_FIRST,
            [],
        ),
        (
            "Before the picks, a few things that matter more than the brand:\n\n- **Fit first.** "
            "Room at the toe.\n- **Gait.** Most beginners are fine in neutral shoes.\n\n"
            "## Ranked top three\n\n### 1. Brooks Ghost 16\nForgiving.\n\n### 2. ASICS Novablast 4"
            "\nBouncy.\n\n### 3. Saucony Ride 17\nFirmer.",
            _SHOES,
            ["Brooks Ghost 16", "ASICS Novablast 4", "Saucony Ride 17"],
        ),
        # a step whose number looked like a model's, after ranked headings
        (
            "## 1. ClickUp\nFlexible.\n\n## 2. Asana\nClear.\n\n## 3. Trello\nSimple.\n\n"
            "## Rollout in a week\n1. Pick one tool per team.\n2. Agree on three statuses.\n"
            "3. Move current work in.\n4. Review in a weekly 15-minute stand-up and adjust.",
            _TOOLS,
            ["ClickUp", "Asana", "Trello"],
        ),
        (
            "Top spot for me goes to the Breville Bambino Plus. It heats up fast.\n\nNext is the "
            "Gaggia Classic Pro. It's less forgiving.\n\nRounding out the three is the Lelit Anna, "
            "a simple single-boiler.",
            _ESPRESSO,
            ["Breville Bambino Plus", "Gaggia Classic Pro", "Lelit Anna"],
        ),
        (
            "I would put the Canon EOS R50 in first place. It is light.\n\nIn second place I see "
            "the Sony Alpha 6400. Its autofocus is good.\n\nThird place goes to the Nikon Z50.",
            _CAMERAS,
            ["Canon EOS R50", "Sony Alpha 6400", "Nikon Z50"],
        ),
        (
            "First place goes to the Fujifilm X-S20. It is stabilised.\n\nIn second place I have "
            "the Canon EOS R10. In third place, I have the Sony ZV-E10.",
            _CAMERAS,
            ["Fujifilm X-S20", "Canon EOS R10", "Sony ZV-E10"],
        ),
    ],
)
def test_sections_steps_and_places_read(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        # "things that matter" in a sentence before a verdict's own opener: the ranking is read
        (
            "If privacy is the goal, the things that matter are audits, open-source apps and a "
            "good jurisdiction. On those criteria:\n\n1. **Proton VPN** - audited.\n\n"
            "2. **Mullvad VPN** - anonymous.\n\n3. **IVPN** - transparent.",
            _VPN,
            ["Proton VPN", "Mullvad VPN", "IVPN"],
        ),
        # a criteria list after a checklist heading, then the ranking with no heading between
        (
            "### Checklist\n\nBefore the picks, the features that matter:\n\n- **Fit** - snug heel"
            "\n\n1. Brooks Ghost 16 - forgiving.\n2. Hoka Clifton 9 - soft.\n3. Saucony Ride 17 - "
            "firmer.\n",
            _SHOES,
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        # a product whose name holds a criteria word keeps its brand
        (
            "1. **Honda Fit** - small and frugal.\n2. **Toyota Yaris** - reliable.\n3. **Mazda2** "
            "- fun.",
            "",
            ["Honda Fit", "Toyota Yaris", "Mazda2"],
        ),
        # a name with a capital before the article is still read (picks40: without the
        # accessory bundled after it, "with a self-empty dock")
        (
            "1. Roborock Q5 Pro with a self-empty dock\n2. Eufy 11S Max\n3. Tapo RV10",
            "",
            ["Roborock Q5 Pro", "Eufy 11S Max", "Tapo RV10"],
        ),
        # the top spot of one criterion, not the writer's: no first place from it
        (
            "The top spot on battery goes to the Sony WH-1000XM5, but I wouldn't rank them "
            "overall: they are too close.",
            _SONY_FIRST,
            [],
        ),
    ],
)
def test_near_misses_keep_their_reading(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    "text",
    [
        # "Next is" a noun phrase, or a one-word name that may be a common noun
        "Top spot for me goes to the Breville Bambino Plus. Next is Tuesday's test drive at the "
        "shop. Rounding out the three is the Lelit Anna.",
        "Top spot for me goes to the Breville Bambino Plus. Next is Insurance. Get quotes. "
        "Rounding out the three is the Lelit Anna.",
        # "In second place I see" a thing that is no product
        "I would put the Canon EOS R50 in first place. In second place I see a tie between price "
        "and weight. Third place goes to the Nikon Z50.",
        # "top spot" of one criterion, not of the writer's ranking
        "The top spot on battery goes to the Sony WH-1000XM5. Next is the Bose QuietComfort Ultra.",
    ],
)
def test_no_place_is_bound_to_what_names_no_product(text: str) -> None:
    # with the second place unbound the places are not contiguous, and nothing is rewritten
    assert places_phrased(text) is None


def test_the_same_shapes_with_products_are_bound() -> None:
    rewritten = places_phrased(
        "Top spot for me goes to the Breville Bambino Plus. Next is Gaggia Classic Pro, a "
        "classic. Rounding out the three is the Lelit Anna."
    )
    assert rewritten is not None
    assert rewritten.text.splitlines()[:3] == [
        "1. Breville Bambino Plus",
        "2. Gaggia Classic Pro",
        "3. Lelit Anna",
    ]


def test_the_new_patterns_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks,
        lambda n: "Top spot for me goes to the Ab. Next is the " + "Cd " * n + "x.",
        6_000,
    )
    assert_linear(
        read_picks,
        lambda n: "Top spot goes to the Ab. In second place I see the" + " Cd" * n + " x.",
        6_000,
    )
    assert_linear(read_picks, lambda n: "Next is " * n + "the Ab.", 3_000)
    assert_linear(
        read_picks,
        lambda n: "What should decide it" + " a" * n + ":\n- **Fit** - x\n",
        6_000,
    )
    assert_linear(read_picks, lambda n: "1. Review in " + "a " * n + "x\n2. Ab Cd\n", 6_000)

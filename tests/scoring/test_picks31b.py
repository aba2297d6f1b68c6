"""Places in prose and a title over a list (picks31b, probes `picks_r31b.json`).

- A place word with no comma before the writer's own verb ("Third I'd choose the Z", "Second I
  would go for the Y") places the name, as "Third, I'd choose the Z" already did; "choose" is one
  of the writer's verbs, and so is "have" before "the" ("In second place I'd have the Y"), not
  "I'd have Apple's discount in mind" or "I'd have a look at the fit".
- "Close behind in second place is the Y", "Just behind, in third, comes the Z": the place said
  just behind the one before; "Close behind in second place is the question of price" is no
  place.
- A heading title "A Ranked Top Three" after a colon ("# Best VPNs for Privacy: A Ranked Top
  Three") names no pick, as "My Ranked Top Three" already did.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_SHOES = prompt_text("P06")
_ESPRESSO = prompt_text("P12")
_VPN = prompt_text("P11")
_LAPTOPS = prompt_text("P03")


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "For a first 10K I'd put the Saucony Ride 17 at the top of the list: it's balanced and "
            "comfortable.\n\nIn second place I'd have the New Balance 880v14. It's firmer but "
            "durable.\n\nThird is the Nike Pegasus 41 \u2013 a reliable all-rounder.",
            _SHOES,
            ["Saucony Ride 17", "New Balance 880v14", "Nike Pegasus 41"],
        ),
        (
            "I'd put the Lelit Anna in first place. It's a compact single-boiler.\n\nClose behind "
            "in second place is the Gaggia Classic Pro, which is easier to find. Third I'd choose "
            "the Sage Bambino for milk drinks.",
            _ESPRESSO,
            ["Lelit Anna", "Gaggia Classic Pro", "Sage Bambino"],
        ),
        (
            "I'd put the Brooks Ghost 16 first. Just behind, in second, comes the Hoka Clifton 9. "
            "Third I'd choose the Saucony Ride 17.",
            _SHOES,
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        (
            "My top pick is the Brooks Ghost 16. Second I would go for the Hoka Clifton 9. Third "
            "I'd pick the Nike Pegasus 41.",
            _SHOES,
            ["Brooks Ghost 16", "Hoka Clifton 9", "Nike Pegasus 41"],
        ),
        (
            "# Best VPNs for Privacy: A Ranked Top Three\n\nWhat matters is the audit.\n\n"
            "### 1. Mullvad\nAnonymous accounts.\n\n### 2. Proton VPN\nSwiss and audited.\n\n"
            "### 3. IVPN\nSmall and transparent.",
            _VPN,
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        # a top-three title after a role label is no pick either
        (
            "## Best overall: A Top 3 Contender\n\n1. Brooks Ghost 16 - comfy\n2. Hoka Clifton 9 - "
            "soft\n3. Saucony Ride 17 - balanced",
            _SHOES,
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
    ],
)
def test_places_and_titles_read(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        # "have" before a possessive or "a look": a thing to keep in mind, no place
        (
            "My top pick is the MacBook Air M3. Second, I'd have Apple's education discount in "
            "mind when you buy.",
            _LAPTOPS,
            ["MacBook Air M3"],
        ),
        (
            "My first choice is the Brooks Ghost 16. Second I'd have a look at the fit in a shop. "
            "Third I'd choose a size up.",
            _SHOES,
            ["Brooks Ghost 16"],
        ),
        (
            "The Hoka Clifton 9 is my first choice. Second I'd have the shop check your gait.",
            _SHOES,
            ["Hoka Clifton 9"],
        ),
        # a quality, not a product, close behind
        (
            "My first choice is the Brooks Ghost 16. Close behind in second place is the question "
            "of price, then weight.",
            _SHOES,
            ["Brooks Ghost 16"],
        ),
        # steps, not places
        (
            "First, set a budget. Second I'd choose a size. Third I'd pick a colour.",
            _SHOES,
            [],
        ),
        # a heading whose rest is a model, not a title
        (
            "## Best overall: Sony A7C\n\nSmall and light.\n\n## Best value: Canon EOS R50\n\nCheap.",
            "",
            ["Sony A7C", "Canon EOS R50"],
        ),
    ],
)
def test_near_misses_keep_their_reading(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


def test_the_new_patterns_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks,
        lambda n: "My first choice is the Ab. Third I'd choose the " + "Cd " * n + "x.",
        6_000,
    )
    assert_linear(read_picks, lambda n: "Close behind, in second " * n + "is the Ab.", 3_000)
    assert_linear(
        read_picks,
        lambda n: "My top pick is the Ab. Second I'd have the" + " Cd" * n + " x.",
        6_000,
    )
    assert_linear(read_picks, lambda n: "## Best: A Ranked " * n + "Top Three\n\n1. Ab", 3_000)

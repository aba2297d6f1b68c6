"""A ranking stated as places inside one bold run (picks29, probes `picks_r29.json`).

- "I'd go **Bose QC Ultra first, XM5 second**." names two picks in that order, as the same words
  without the bold already did; the run was read as one name, "Bose QC Ultra first", and the
  second place was lost. "X first, then the Y second, and the Z third" in one run is three.
- A bold run of priorities with the same shape ("**comfort first, speed second**", "**Function
  first, Fashion second.**", "**Noise Cancelling first, Battery Life second**") names no product:
  every part must be a proper name and a one-word part no common noun's shape, so the reply's own
  list or sentence keeps its reading.
"""

from __future__ import annotations

import pytest

from scoring.picks import _placed_run_names, read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_HEADPHONES = prompt_text("P01")
_SHOES = prompt_text("P06")
_ESPRESSO = prompt_text("P12")
_TOOLS = prompt_text("P10")


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "Honestly? For flying I'd go **Bose QC Ultra first, XM5 second**.\n\nThe Bose just "
            "kills that engine hum. The Sony WH-1000XM5 is still fantastic.",
            _HEADPHONES,
            ["Bose QC Ultra", "XM5"],
        ),
        ("**Bose QC Ultra first, XM5 second**", _HEADPHONES, ["Bose QC Ultra", "XM5"]),
        (
            "Honestly? **Sony WH-1000XM5 first, Bose QC Ultra second.** The battery wins it.",
            _HEADPHONES,
            ["Sony WH-1000XM5", "Bose QC Ultra"],
        ),
        (
            "Easy one! I'd say **Brooks Ghost 16 first, Hoka Clifton 9 second, ASICS Novablast 4 "
            "third** 🏃",
            _SHOES,
            ["Brooks Ghost 16", "Hoka Clifton 9", "ASICS Novablast 4"],
        ),
        (
            "My take: go **Breville Bambino Plus first, then the Gaggia Classic Pro second**. The "
            "Bambino is easier.",
            _ESPRESSO,
            ["Breville Bambino Plus", "Gaggia Classic Pro"],
        ),
    ],
)
def test_places_in_one_bold_run_are_a_ranking(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "My rule for beginners: **comfort first, speed second**.\n\n1. **Brooks Ghost 16** - "
            "forgiving.\n2. **Hoka Clifton 9** - soft.\n3. **Saucony Ride 17** - great value.",
            _SHOES,
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        (
            "**Function first, Fashion second.** Don't buy a shoe for its colour.\n\n1. Brooks "
            "Ghost 16 - balanced.\n2. ASICS Novablast 4 - bouncy.\n3. New Balance 880v14 - wide.",
            _SHOES,
            ["Brooks Ghost 16", "ASICS Novablast 4", "New Balance 880v14"],
        ),
        (
            "For flying, think **Noise Cancelling first, Battery Life second**. On that basis the "
            "Bose QuietComfort Ultra wins and the Sony WH-1000XM5 is second.",
            _HEADPHONES,
            ["Bose QuietComfort Ultra", "Sony WH-1000XM5"],
        ),
        (
            "**Battery first, Comfort second, Price third** is how I weighed it, so: 1. Sony "
            "WH-1000XM5, 2. Bose QuietComfort Ultra Headphones.",
            _HEADPHONES,
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        ),
        (
            "Pick a tool with **adoption first, features second** in mind.\n\n1. **Linear** - "
            "fast.\n2. **Asana** - flexible.\n3. **Notion** - docs and tasks.",
            _TOOLS,
            ["Linear", "Asana", "Notion"],
        ),
        (
            "**Grinder first, machine second.** The grinder matters more.\n\n1. Breville Bambino "
            "Plus\n2. Gaggia Classic Pro\n3. De'Longhi Dedica",
            _ESPRESSO,
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        ),
        (
            "Train **Easy First, Fast Second**: most runs should be slow.\n\n1. Nike Pegasus 41\n"
            "2. Brooks Ghost 16\n3. Saucony Ride 17",
            _SHOES,
            ["Nike Pegasus 41", "Brooks Ghost 16", "Saucony Ride 17"],
        ),
        (
            "**Process first, Tooling second.** That said, here's my top three:\n\n1. ClickUp - "
            "all-in-one.\n2. Trello - simple.\n3. Asana - polished.",
            _TOOLS,
            ["ClickUp", "Trello", "Asana"],
        ),
        (
            "**Fit first, Features second**: try both on. If I had to rank: Sony WH-1000XM5 "
            "first, Bose QuietComfort Ultra Headphones second.",
            _HEADPHONES,
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        ),
        (
            "Remember: **Beans first, Gear second**. Fresh coffee matters most.\n\n1. **Breville "
            "Bambino Plus**\n2. **Gaggia Classic Pro**\n3. **Casabrews CM5418**",
            _ESPRESSO,
            ["Breville Bambino Plus", "Gaggia Classic Pro", "Casabrews CM5418"],
        ),
        (
            "Think **comfort first, sound second, price third** for long flights. The Bose "
            "QuietComfort Ultra Headphones come first, the Sony WH-1000XM5 second.",
            _HEADPHONES,
            ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        ),
        (
            "Honestly: **People First, Software Second**. Then: 1. Notion 2. Linear 3. Trello",
            _TOOLS,
            ["Notion", "Linear", "Trello"],
        ),
    ],
)
def test_priorities_in_the_same_shape_name_no_product(
    text: str, prompt: str, expected: list[str]
) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    "inner",
    [
        "Comfort first, price second",
        "Function first, Fashion second",
        "Security first, convenience second",
        "Mapping first, Suction second, Price third",
        "Try them on first, buy second",
        "Sony first, Bose",  # no second place: not the list
        "Sony first; Bose second",
    ],
)
def test_the_run_must_be_a_list_of_proper_names(inner: str) -> None:
    assert _placed_run_names(inner) == []


def test_placed_bold_runs_are_read_in_linear_time() -> None:
    assert_linear(read_picks, lambda n: "**" + "Ab first, " * n + "Cd second**", 4_000)
    assert_linear(read_picks, lambda n: "**Ab" + " x" * n + " first, Cd second**", 8_000)
    assert_linear(read_picks, lambda n: "**Ab first, Cd" + " second" * n + "**", 6_000)
    assert_linear(
        _placed_run_names, lambda n: "Ab first, then the Cd second, and " * n + "Ef third", 4_000
    )

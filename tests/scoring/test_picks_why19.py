"""A reason's bold label that places nothing names no pick.

"**Why the Sony is second:**" and "**Why the Bose comes out ahead:**" name the product they place
(r19b, r19d). A reason's label that places nothing ("**Why the Sony loses:**", "**Why the Corvo
falls short:**") kept its whole text as a candidate name, so "Why the Sony loses" was read as a
pick after the real one. Found while merging the r19d batch (its writer named the gap); the
lead's own texts below. The last test narrows the r19d opener "give you one <thing>: the X" (a
tip or a warning about a product is not the one product recommended).
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "**Why the Kindle Paperwhite wins:** the store and the battery.\n\n"
            "**Why the Kobo Clara loses:** fewer books in the store.\n",
            ["Kindle Paperwhite"],
        ),
        (
            "1. **Gaggia Classic Pro** – best under $500.\n"
            "2. **Breville Bambino Plus** – easiest to learn.\n\n"
            "**Why the Flair Pro 2 falls short:** it's manual, and slow for two drinks.\n",
            ["Gaggia Classic Pro", "Breville Bambino Plus"],
        ),
        (
            "**Why Linear wins:** speed.\n\n**Why not Jira?** Too heavy for five people.\n",
            ["Linear"],
        ),
    ],
)
def test_a_reason_label_that_places_nothing_names_no_pick(text: str, names: list[str]) -> None:
    assert _names(text) == names


def test_a_reason_label_that_places_its_product_still_names_it() -> None:
    text = (
        "**Why the Dell XPS 13 is second:** the screen.\n\n"
        "**Why the MacBook Air M3 ranks first:** the battery.\n"
    )
    assert _names(text) == ["MacBook Air M3", "Dell XPS 13"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("I'll break the rules and give you one shoe: the Brooks Ghost 16.", ["Brooks Ghost 16"]),
        ("I'll name you just one machine: the Gaggia Classic Pro.", ["Gaggia Classic Pro"]),
        ("If I had to give you one tip: the Brooks Ghost 16 runs a half size small.", []),
        ("Let me give you one warning: the Hoka Clifton 9 wears out fast.", []),
        ("I'll give you one piece of advice: the Kindle's store locks you in.", []),
    ],
)
def test_one_thing_named_after_a_colon_is_a_pick_but_one_tip_is_not(
    text: str, names: list[str]
) -> None:
    # The r19d single-pick opener "give you one <thing>: the X" (tests/scoring/test_picks19d.py)
    # read a tip or a warning about a product as the one product recommended.
    assert _names(text) == names


def test_adverbs_of_order_read_the_same_with_or_without_a_non_ascii_character() -> None:
    # The prose place search skips ASCII replies without a place word; "Next," and "Finally,"
    # were missing from that gate, so the same reply read differently once an emoji was added
    # (found by the seventeenth round's speed work).
    text = (
        "For a student on a budget, start with the Acer Swift Go 14. Next, the Dell XPS 13 if "
        "you can stretch. Finally, the MacBook Air M3 if you want macOS."
    )
    assert _names(text) == _names(text + " \U0001f642")
    assert {"Dell XPS 13", "MacBook Air M3"} <= set(_names(text))

"""Picks stated in prose and chatty replies that an angled batch found (picks36, `picks_r36.json`).

- First places in a writer's own words: "What I'd actually buy with $300 is the X", "the X is
  what I'd buy", "the X comes out on top:", "my pick is X", "The strongest pick is the X", "the
  one I'd trust most is X", "I'd replace it with the X" (the user's old product replaced), and a
  head-to-head decided after "Between the A and the B, the X edges it".
- Second and third places: "Runner-up: the Y", "The runner-up is the Y", "the Z takes third",
  "the Z is my third choice", "the Z is a distant third", "Third, and the cheapest of the lot,
  the Z", "For third I'd pick the Z", and "monday.com is my second choice" (a lower-case web
  address as the subject).
- The next place said relative to the one before it: "the Y is close behind", "Close behind is
  the Y", "And close behind that, the Z", "the Y runs it close", "the Y is the one I'd grab next":
  one place after the nearest place bound before it, so "close behind" is third after a
  runner-up.
- A countdown's last label "And my number 1:" is a role, not the product.
- A product spelled as its lower-case web address in a placing line ("I'd go monday.com first,
  Trello second") is a name (its tests sit with the other web addresses, in
  `test_review_picks34.py`).

Each rule has a near miss that must not place a product: a condition, a criterion, a niche set
against another choice, a criterion word as the subject, an adverb aside in a list of reasons, a
product after "close behind", a relative phrase with no place before it.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from scoring.prose_places import places_phrased
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names


def _names(text: str, prompt_id: str) -> list[str]:
    return [n.removeprefix("the ") for n in read_names(text, prompt_text(prompt_id))]


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        (
            "P05",
            "What I'd actually buy with $300 is the Roborock Q7. If it's out of stock, the Eufy "
            "G30 is the one I'd grab next. Third, and the quietest of the three, the Tapo RV10.",
            ["Roborock Q7", "Eufy G30", "Tapo RV10"],
        ),
        (
            "P12",
            "The Lelit Anna is what I'd buy. The Gaggia Classic Pro is a solid second, and the "
            "Flair 58 takes third.",
            ["Lelit Anna", "Gaggia Classic Pro", "Flair 58"],
        ),
        (
            "P06",
            "Between the Pegasus 41 and the Ghost 16, the Ghost 16 edges it. The Pegasus 41 is a "
            "solid second, and the Saucony Ride 17 is a cheaper, firmer third.",
            ["Ghost 16", "Pegasus 41", "Saucony Ride 17"],
        ),
        (
            "P11",
            "For privacy, Mullvad comes out on top. The runner-up is Proton VPN, and IVPN is my "
            "third choice.",
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        (
            "P07",
            "My pick is 1Password for most families. Bitwarden is close behind. And close behind "
            "that, Proton Pass.",
            ["1Password", "Bitwarden", "Proton Pass"],
        ),
        (
            "P09",
            "I'd lean towards the Sony a6700, though the Canon EOS R10 runs it close; the Nikon "
            "Z50 II is a distant third.",
            ["Sony a6700", "Canon EOS R10", "Nikon Z50 II"],
        ),
        (
            "P11",
            "The one I'd trust most is Mullvad. Runner-up: IVPN. Third, and the cheapest, the "
            "Surfshark One plan.",
            ["Mullvad", "IVPN", "Surfshark One"],
        ),
        (
            "P05",
            "Your Roomba 694 has had a good run. I'd replace it with the Eufy 11S Max - quiet and "
            "slim. Close behind is the Roborock Q5, and the Lefant M210 takes third.",
            ["Eufy 11S Max", "Roborock Q5", "Lefant M210"],
        ),
        (
            "P10",
            "Between Notion and monday.com, Notion edges it. monday.com is my second choice, and "
            "Trello is my third.",
            ["Notion", "monday.com", "Trello"],
        ),
        (
            "P09",
            "The strongest pick is the Nikon Z fc. The Canon EOS R50 comes second. For third I'd "
            "pick the OM System OM-5.",
            ["Nikon Z fc", "Canon EOS R50", "OM System OM-5"],
        ),
        (
            "P09",
            "Let's count down!\n\n\U0001f949 Number 3: the Nikon Z50\n\U0001f948 Number 2: the "
            "Canon EOS R50\n\U0001f947 And my number 1: the Sony a6400!",
            ["Sony a6400", "Canon EOS R50", "Nikon Z50"],
        ),
    ],
)
def test_places_in_a_writers_own_words(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


# Each near miss beside its twin: the twin binds the places (a ranking rewritten as a list), the
# near miss leaves a place unbound, so no prose ranking is read.
_SECOND = " The Gaggia Classic Pro is a close second."


@pytest.mark.parametrize(
    ("near_miss", "twin"),
    [
        (
            "What I'd buy if money were no object is the Lelit Bianca." + _SECOND,
            "What I'd buy with $500 is the Lelit Bianca." + _SECOND,
        ),
        (
            "The Lelit Bianca is what I'd buy if you drink lattes." + _SECOND,
            "The Lelit Bianca is what I'd buy." + _SECOND,
        ),
        (
            "The Lelit Bianca comes out on top for steam power." + _SECOND,
            "The Lelit Bianca comes out on top." + _SECOND,
        ),
        (
            "My pick is the Lelit Bianca for latte art, but the Bambino is the better buy."
            + _SECOND,
            "My pick is the Lelit Bianca for latte art." + _SECOND,
        ),
        (
            "My top pick is the Lelit Bianca." + _SECOND + " Comfort takes third place to taste.",
            "My top pick is the Lelit Bianca." + _SECOND + " The Flair 58 takes third place.",
        ),
        (
            "My top pick is the Lelit Bianca." + _SECOND + " Steam takes third.",
            "My top pick is the Lelit Bianca." + _SECOND + " ECM takes third.",
        ),
        (
            "My top pick is the Lelit Bianca. The Gaggia Classic Pro is a solid second in steam.",
            "My top pick is the Lelit Bianca. The Gaggia Classic Pro is a solid second.",
        ),
        (
            "My top pick is the Lelit Bianca." + _SECOND + " The Flair 58 is a great third option.",
            "My top pick is the Lelit Bianca." + _SECOND + " The Flair 58 is a great third.",
        ),
        (
            "My top pick is the Lelit Bianca." + _SECOND + " Third, and most importantly, the "
            "Flair 58 needs a grinder.",
            "My top pick is the Lelit Bianca." + _SECOND + " Third, and the cheapest, the "
            "Flair 58 needs a grinder.",
        ),
        (
            "My top pick is the Lelit Bianca. Close behind the Bianca is the Gaggia Classic Pro.",
            "My top pick is the Lelit Bianca. Close behind is the Gaggia Classic Pro.",
        ),
        (
            "The Gaggia Classic Pro runs it close. Still, what stands out is the Lelit Bianca.",
            "The Lelit Bianca is what I'd buy. The Gaggia Classic Pro runs it close.",
        ),
        (
            "My top pick is the Lelit Bianca. gaggia.com is my second home for parts.",
            "My top pick is the Lelit Bianca. gaggia.com is my second choice.",
        ),
        (
            "Between the two, the Lelit Bianca edges it on looks only if you like chrome."
            + _SECOND,
            "Between the Gaggia and the Bianca, the Lelit Bianca edges it." + _SECOND,
        ),
    ],
)
def test_near_misses_bind_no_place(near_miss: str, twin: str) -> None:
    assert places_phrased(twin) is not None
    assert places_phrased(near_miss) is None


def test_a_relative_place_counts_on_from_the_place_before_it() -> None:
    text = (
        "My top pick is the Ghost 16. Runner-up: the Pegasus 41. And close behind that, "
        "the Clifton 9."
    )
    assert _names(text, "P06") == ["Ghost 16", "Pegasus 41", "Clifton 9"]


def test_the_new_phrases_read_in_linear_time() -> None:
    assert_linear(read_picks, lambda n: "What I'd buy with " + "a " * n + "is the Ab.\n", 3_000)
    assert_linear(read_picks, lambda n: "Between " + "the Ab " * n + ", the Ab edges it.\n", 3_000)
    assert_linear(read_picks, lambda n: "Third, and the " + "ab " * n + ", the Ab.\n", 3_000)
    assert_linear(read_picks, lambda n: "The Ab " + "is a big " * n + "third.\n", 3_000)
    assert_linear(
        read_picks,
        lambda n: "My top pick is the Ab. " + "Close behind that, the Ab Cd. " * n,
        2_000,
    )
    assert_linear(read_picks, lambda n: "Ab " * n + "runs it close. Runner-up: Cd.\n", 3_000)
    assert_linear(read_picks, lambda n: "I'd go " + "ab.com " * n + "first, Cd second.\n", 3_000)
    assert_linear(read_picks, lambda n: "I'd go " + "a" * n + ".com first, Cd second.\n", 30_000)

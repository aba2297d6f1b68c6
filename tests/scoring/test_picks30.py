"""A second place opened by "Next is" and a disclaimer's bold label (picks30, `picks_r30.json`).

- "My top pick is the X. ... Next is the Y. ... Third is the Z." ranks three: "Next is" opening
  its own sentence is the place after the one before, as "Next, the Y" already was; the Y was
  lost, and the ranking read X, Z. "Next up is" and "Next comes" read the same way.
- What "Next is" names must be a product, not the start of a noun phrase: "Next is Tuesday's
  test drive", "Next is Apple CarPlay support", "Next is Insurance: ..." and "Next is the
  question of charging" place nothing, and "the next is" inside a sentence is no place.
- "**Disclaimer:** No VPN provides complete anonymity." after a ranking is advice, as "**Note:**"
  and "**Caveat:**" already were: its sentence is no pick.
"""

from __future__ import annotations

import pytest

from scoring.picks import _next_is_noun, read_picks
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear

_CARS = (
    "Which electric car would you recommend for a family of five in the US with a budget of "
    "$50,000? Give a ranked top three with one line of reasoning for each."
)
_VPN = (
    "Which VPN services would you recommend for privacy? Give a ranked top three with one line "
    "of reasoning for each."
)


def _names(text: str, prompt: str = _CARS) -> list[str]:
    return [p.name for p in read_recommendation(text, prompt).picks]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "My top pick is the Hyundai Ioniq 5. Its back seat is roomy.\n\nNext is the Tesla "
            "Model Y. It has the most cargo space.\n\nThird is the Ford Mustang Mach-E. It is "
            "comfortable.",
            ["Hyundai Ioniq 5", "Tesla Model Y", "Ford Mustang Mach-E"],
        ),
        (
            "My top pick is the Hyundai Ioniq 5, for its space. Next up is the Tesla Model Y, "
            "for cargo. Third is the Ford Mustang Mach-E.",
            ["Hyundai Ioniq 5", "Tesla Model Y", "Ford Mustang Mach-E"],
        ),
        (
            "My top pick is the Hyundai Ioniq 5. Next is the Tesla Model Y with its huge trunk. "
            "Third is the Ford Mustang Mach-E.",
            ["Hyundai Ioniq 5", "Tesla Model Y", "Ford Mustang Mach-E"],
        ),
        (
            "My top pick is the Chevrolet Equinox EV 🚙. Next is the Volkswagen ID.4, which rides "
            "softly. Third is the Kia EV6.",
            ["Chevrolet Equinox EV", "Volkswagen ID.4", "Kia EV6"],
        ),
    ],
)
def test_next_is_opening_a_sentence_is_the_following_place(text: str, expected: list[str]) -> None:
    assert _names(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "My top pick is the Hyundai Ioniq 5. Next is the question of charging: install a "
            "Level 2 charger.",
            ["Hyundai Ioniq 5"],
        ),
        (
            "My top pick is the Hyundai Ioniq 5. Next is Tuesday's test drive, if you can book "
            "one.",
            ["Hyundai Ioniq 5"],
        ),
        (
            "My top pick is the Hyundai Ioniq 5. Next is Apple CarPlay support, which all three "
            "have.",
            ["Hyundai Ioniq 5"],
        ),
        ("My top pick is the Tesla Model Y. The next is harder to call.", ["Tesla Model Y"]),
        (
            "Get the Hyundai Ioniq 5. Next is choosing a charger; budget about $600.",
            ["Hyundai Ioniq 5"],
        ),
        ("First, set a budget. Next is fit: sit in the back seat yourself.", []),
        (
            "My top pick is the Kia EV6. Next is Insurance: get quotes before you sign.",
            ["Kia EV6"],
        ),
        (
            "My top pick is the Kia EV6. Next is Costco's membership deal, which can cut the "
            "price.",
            ["Kia EV6"],
        ),
        ("My top pick is the Kia EV6. Next is Step 2: book a test drive.", ["Kia EV6"]),
        (
            "My top pick is the Kia EV6.\n\nNext is Home Charging. Budget for a Level 2 charger.",
            ["Kia EV6"],
        ),
        ("My top pick is the Kia EV6. Next is EPA range: check the trim you want.", ["Kia EV6"]),
        (
            "My top pick is the Kia EV6. Next is the IRS credit question; check eligibility.",
            ["Kia EV6"],
        ),
        (
            "My top pick is the Kia EV6. Next is Tesla's Supercharger access, which all three "
            "now share.",
            ["Kia EV6"],
        ),
    ],
)
def test_next_is_before_a_noun_phrase_places_nothing(text: str, expected: list[str]) -> None:
    assert _names(text) == expected


def test_what_next_is_names_is_a_product_or_a_noun_phrase() -> None:
    text = "Next is the Tesla Model Y, for cargo. Next is Tuesday's drive. Next is Apple Pay setup."
    assert not _next_is_noun("Tesla Model Y", text, text.index(","))
    assert _next_is_noun("Tuesday's", text, text.index("'s") + 2)
    assert _next_is_noun("Apple Pay", text, text.index(" setup"))
    assert _next_is_noun("Insurance", "Insurance: get quotes", len("Insurance"))
    assert not _next_is_noun("Asana", "Asana: simple", len("Asana"))


_VPN_GUIDE = (
    "**1. Proton VPN**\n\n* **Jurisdiction:** Switzerland.\n\n**2. Mullvad VPN**\n\n"
    "* **Anonymity:** Accounts are a random number.\n\n**3. ExpressVPN**\n\n"
    "* **Audits:** Several third-party audits.\n\n**Key Privacy Features to Look For**\n\n"
    "* **Kill switch:** Blocks traffic if the VPN drops.\n\n"
)


@pytest.mark.parametrize(
    "closing",
    [
        "**Disclaimer:** No VPN provides complete anonymity. Laws change over time.",
        "**Disclaimers:** No VPN Provides Complete Anonymity.",
    ],
)
def test_a_disclaimer_label_over_a_sentence_names_no_pick(closing: str) -> None:
    assert _names(_VPN_GUIDE + closing, _VPN) == ["Proton VPN", "Mullvad VPN", "ExpressVPN"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "**Disclaimer:** I have no affiliation with any brand.\n\n1. **Proton VPN** - "
            "audited.\n2. **Mullvad VPN** - anonymous.",
            ["Proton VPN", "Mullvad VPN"],
        ),
        (
            "**Best overall:** Proton VPN - audited.\n**Best value:** Mullvad VPN - cheap.",
            ["Proton VPN", "Mullvad VPN"],
        ),
        (
            "**Best for caution:** Mullvad VPN - anonymous accounts.\n**Runner-up:** IVPN - "
            "audited.",
            ["Mullvad VPN", "IVPN"],
        ),
    ],
)
def test_role_labels_and_a_leading_disclaimer_keep_their_readings(
    text: str, expected: list[str]
) -> None:
    assert _names(text, _VPN) == expected


def test_next_is_sentences_are_read_in_linear_time() -> None:
    assert_linear(read_picks, lambda n: "My top pick is the Aa 1. " + "Next is Bb Cc. " * n, 3_000)
    assert_linear(read_picks, lambda n: "Next is " + "Bb " * n + "setup.", 8_000)
    assert_linear(lambda t: _next_is_noun("Ab", t, 2), lambda n: "Ab" + " " * n + "setup", 20_000)

"""pins41: the picks misreads and misses pinned by last round's three picks reviews
(`test_review_picks40`, `test_review_picks40b`, `test_review_fixpicks39r`), fixed as general rules
family by family. Each family has the pinned shape's variants beyond the review's sentence and the
near misses its rule must not read; the review cases themselves turned from strict xfails into
plain tests in their own files with each fix.

Replies are written for these tests in the reviews' style (a ranked top three to one battery
prompt), read with the corpus README's picks label rules.
"""

from __future__ import annotations

import pytest

from scoring.picks import _without_bundle
from tests.scoring.picks_read import prompt_text, read_names, review_case


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


# A verdict verb after an item's name whose object is a bare plural, bare or after a word or two
# of its own (`_VERDICT_OBJECT`): the reader is told to avoid other things, and the item keeps its
# pick. A verdict with no object ("avoid unless ...", "skip if ...", "avoid entirely unless
# discounts, ...") still turns the item down.
@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P12",
            "1. Gaggia Classic Pro - avoid pressurised baskets, they hide bad grinding.\n"
            "2. Breville Bambino Plus - quick heat-up.\n"
            "3. De'Longhi Dedica - cheapest.",
            ["Gaggia Classic Pro", "Breville Bambino Plus", "De'Longhi Dedica"],
        ),
        review_case(
            "P11",
            "1. **Mullvad** — skip free VPNs that sell your data; Mullvad is €5 a month.\n"
            "2. **Proton VPN** — Swiss.\n"
            "3. **IVPN** — small and audited.",
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        review_case(
            "P07",
            "1. Bitwarden: pass on paid add-ons and extras - the free tier does it.\n"
            "2. 1Password: polished.\n"
            "3. Proton Pass: private.",
            ["Bitwarden", "1Password", "Proton Pass"],
        ),
        review_case(
            "P10",
            "1. Linear - avoid three separate trackers.\n"
            "2. Asana - mixed teams.\n"
            "3. Trello - simplest.",
            ["Linear", "Asana", "Trello"],
        ),
        # near misses: no object, so the verdict turns the item itself down
        review_case(
            "P12",
            "1. Gaggia Classic Pro - forgiving.\n"
            "2. Breville Bambino Plus - avoid unless prices drop, the steam wand is weak.\n"
            "3. De'Longhi Dedica - cheapest.",
            ["Gaggia Classic Pro", "De'Longhi Dedica"],
        ),
        review_case(
            "P11",
            "1. Mullvad - anonymous.\n"
            "2. Hola VPN - skip if ads bother you; it sells bandwidth.\n"
            "3. Proton VPN - Swiss.",
            ["Mullvad", "Proton VPN"],
        ),
        review_case(
            "P10",
            "1. Linear - fast.\n"
            "2. Monday.com - avoid entirely unless discounts, seats get pricey.\n"
            "3. Asana - mixed teams.",
            ["Linear", "Asana"],
        ),
        review_case(
            "P05",
            "1. Roborock Q5 - maps.\n"
            "2. Roomba 694 - avoid always, it bumps around blind.\n"
            "3. Eufy RoboVac G30 - quiet.",
            ["Roborock Q5", "Eufy RoboVac G30"],
        ),
    ],
)
def test_a_bare_plural_verdict_object_is_no_turn_down(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


# A pick bundled with an accessory or plan in its list item (`_without_bundle`): joined by "with"
# or "+" before a name or a lens's code, by "plus" or "+" with an article, by "and a(n)", or a
# one-word name "with the" tier its maker names. The pick is the product the item names first.
@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P09",
            "Ranked:\n\n1. Fujifilm X-S20 with XC 15-45mm zoom - film looks.\n"
            "2. Nikon Z fc + 16-50mm pancake zoom - retro dials.\n"
            "3. Canon EOS R10 plus the RF-S 18-150mm - reach.",
            ["Fujifilm X-S20", "Nikon Z fc", "Canon EOS R10"],
        ),
        review_case(
            "P12",
            "Ranked:\n\n1. Rancilio Silvia and an Eureka Mignon grinder - endgame.\n"
            "2. Gaggia Classic Pro + a bottomless portafilter - tinkerer's pick.\n"
            "3. Breville Bambino Plus - easiest.",
            ["Rancilio Silvia", "Gaggia Classic Pro", "Breville Bambino Plus"],
        ),
        review_case(
            "P07",
            "Ranked:\n\n1. Bitwarden with the Premium tier - $10 a year.\n"
            "2. Proton Pass with the Proton Unlimited plan - bundles mail.\n"
            "3. Dashlane - easy.",
            ["Bitwarden", "Proton Pass", "Dashlane"],
        ),
        # near misses: a feature, a verb's object or a second pick after the join stays whole
        review_case(
            "P08",
            "Ranked:\n\n1. Kia EV9 with seven seats - roomy.\n"
            "2. Hyundai Ioniq 5 - fast charging.\n3. Tesla Model Y - network.",
            ["Kia EV9 with seven seats", "Hyundai Ioniq 5", "Tesla Model Y"],
        ),
    ],
)
def test_a_bundle_without_an_article_is_the_first_product(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Canon EOS R50 with RF-S 18-45mm kit lens", "Canon EOS R50"),
        ("Nikon Z50 with 16-50mm kit zoom", "Nikon Z50"),
        ("Sony a6400 + Sigma 18-50mm", "Sony a6400"),
        ("Gaggia Classic Pro plus a cheap scale", "Gaggia Classic Pro"),
        ("Breville Bambino Plus and a Baratza Encore ESP grinder", "Breville Bambino Plus"),
        ("Dashlane with a Friends & Family plan", "Dashlane"),
        # near misses
        ("Kia EV9 with 7 seats", "Kia EV9 with 7 seats"),
        ("Linear + Notion", "Linear + Notion"),  # one word, no tier: two tools, not a bundle
        ("Stick with the Bambino Plus", "Stick with the Bambino Plus"),
        ("Sony with the app", "Sony with the app"),
        ("Sony with the Alpha", "Sony with the Alpha"),
        (
            "Breville Bambino Plus and the Gaggia Classic Pro",
            "Breville Bambino Plus and the Gaggia Classic Pro",
        ),
        ("Great with a dog", "Great with a dog"),
        ("Hydrogen Peroxide + Vinegar", "Hydrogen Peroxide + Vinegar"),
        ("Apple Watch with Cellular", "Apple Watch with Cellular"),
        ("Register with the Do Not Call list", "Register with the Do Not Call list"),
        ("Galaxy S24 plus", "Galaxy S24 plus"),
    ],
)
def test_the_bundle_cut_without_an_article(text: str, expected: str) -> None:
    assert _without_bundle(text) == expected


# A name set as code inside a link after a role label ("**Best overall:** [`Linear`](https://...)"):
# the link's text is read as the line's other links are, then its code run as a name in code.
@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P10",
            "My picks:\n\n- **Winner:** [`Linear`][1] — fast.\n"
            "- **Runner-up:** [`Asana`][2] — mixed teams.\n- **Budget:** [`Trello`][3] — free.\n\n"
            "[1]: https://linear.app\n[2]: https://asana.com\n[3]: https://trello.com",
            ["Linear", "Asana", "Trello"],
        ),
        review_case(
            "P11",
            "Top three:\n\n1. **Best overall:** [``Mullvad``](https://mullvad.net) — no email.\n"
            "2. **Runner-up:** [``IVPN``](https://ivpn.net) — small.\n"
            "3. **Budget:** [``Proton VPN``](https://protonvpn.com) — free tier.",
            ["Mullvad", "IVPN", "Proton VPN"],
        ),
        review_case(
            "P10",
            "My picks:\n\n- **Winner:** [`Linear`](https://linear.app) — fast.\n"
            "- **Runner-up:** [`Asana`](https://asana.com) — mixed teams.",
            ["Linear", "Asana"],
        ),
        # near miss: a command in code inside a link after a role label is no name
        review_case(
            "P10",
            "My picks:\n\n- **Best overall:** [`npm install linear-cli`](https://x.io) then log in.\n"
            "- **Runner-up:** Asana — mixed teams.",
            ["Asana"],
        ),
    ],
)
def test_a_name_in_code_inside_a_link_after_a_role_label(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


# "..., second the Y, and last the Z": the last place of an order listed in one sentence, with its
# verb left out as "and third the Z" leaves it (`prose_places._LISTED_WORDS`); the name must end
# its phrase, as the third's must.
@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P06",
            "My first choice is the Brooks Ghost 16, second the Hoka Clifton 9, and last the"
            " ASICS Novablast 4.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "ASICS Novablast 4"],
        ),
        review_case(
            "P03",
            "My top pick is the MacBook Air, and last the Dell XPS 13 for its price.",
            ["MacBook Air", "Dell XPS 13"],
        ),
        review_case(
            "P11",
            "My top pick is Mullvad, second IVPN, and last Proton VPN.",
            ["Mullvad", "IVPN", "Proton VPN"],
        ),
        # near misses: "last" before a name that does not end its phrase is no place
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Max, second the Eufy X8 Hybrid, and last the battery"
            " on the Tapo RV30 died.",
            ["Roborock Q5 Max", "Eufy X8 Hybrid"],
        ),
        review_case(
            "P06",
            "I liked the Brooks Ghost 16, and last the Hoka Clifton 9 felt soft.",
            [],
        ),
    ],
)
def test_and_last_the_name_is_the_last_place(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


# A note in square brackets ending a plain bullet ("- Asana [score: 7]") ends the name as one in
# round brackets does (`_head_name`); a score in it ranks a list laid out in another order.
@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P10",
            "Alphabetically, with ratings:\n\n- Asana [rating: 4.5]\n- Linear [rating: 4.8]\n"
            "- Trello [rating: 4.1]",
            ["Linear", "Asana", "Trello"],
        ),
        review_case(
            "P10",
            "In no particular order:\n\n- Asana [score: 7] - flexible\n- Linear [score: 9] - fast\n"
            "- Notion [score: 8] - docs",
            ["Linear", "Notion", "Asana"],
        ),
        review_case(
            "P10",
            "My picks:\n\n- Asana [free tier]\n- Linear [paid]\n- Notion [paid]",
            ["Asana", "Linear", "Notion"],
        ),
        # near miss: a checklist's bracketed notes after words that name no product
        review_case(
            "P10",
            "Things to check:\n\n- Pricing [see below]\n- Integrations [Slack, GitHub]\n"
            "- Support [email only]",
            [],
        ),
    ],
)
def test_a_square_bracket_note_ends_a_bullet_s_name(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


_SCORED = "Alphabetically, with scores:\n\n- Asana - 6/10\n- ClickUp - 4/10\n- Trello - 5/10\n\n"


# A scored list turned down as a whole after it (`tier_order.advises_against_all`): the whole list
# as the verb's object with no quantifier ("steer clear of the whole lot"), or none of it worth its
# price ("none of these is worth paying for"). The list recommends nothing. A turn-down narrowed
# to one use or buyer, or to a part of the list's products, leaves the scores to rank.
@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case("P10", _SCORED + "I'd skip the whole bunch and use a spreadsheet.", []),
        review_case("P10", _SCORED + "None of them are worth the money, honestly.", []),
        review_case("P10", _SCORED + "Honestly? None of these is really worth buying.", []),
        review_case("P10", _SCORED + "I'd stay away from the whole lot.", []),
        # near misses
        review_case(
            "P10",
            _SCORED + "I'd skip the whole lot for a two-person team.",
            ["Asana", "Trello", "ClickUp"],
        ),
        review_case(
            "P10",
            _SCORED + "None of them are worth it for a solo user.",
            ["Asana", "Trello", "ClickUp"],
        ),
        review_case(
            "P10",
            _SCORED + "I'd avoid the whole lot of per-seat add-ons.",
            ["Asana", "Trello", "ClickUp"],
        ),
        review_case(
            "P10",
            _SCORED + "None of these is worth skipping outright.",
            ["Asana", "Trello", "ClickUp"],
        ),
    ],
)
def test_a_scored_list_turned_down_as_a_whole(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


# A pair's other option turned down by its price with the name first, "I can't justify the X's
# price premium" (`pair_verdict._cant_justify_possessive`), as "the price premium of X" does.
@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P01",
            "Get the Sony WH-1000XM5. I can't justify the Bose QuietComfort Ultra's higher price.",
            ["Sony WH-1000XM5"],
        ),
        review_case(
            "P03",
            "Go for the MacBook Air. I couldn't justify the XPS 13's extra cost.",
            ["MacBook Air"],
        ),
        review_case(
            "P03",
            "Go for the MacBook Air; honestly I can’t justify the Dell XPS 13’s premium.",
            ["MacBook Air"],
        ),
        # near misses: a condition, a verb not negated, a part of the option
        review_case(
            "P03",
            "Go for the MacBook Air. I can't justify the Dell XPS 13's price premium unless you"
            " need Windows.",
            ["MacBook Air", "Dell XPS 13"],
        ),
        review_case(
            "P03",
            "Go for the MacBook Air. I can justify the Dell XPS 13's price premium, though.",
            ["MacBook Air", "Dell XPS 13"],
        ),
        review_case(
            "P03",
            "Go for the MacBook Air. I can't justify the Dell XPS 13's RAM upgrade.",
            ["MacBook Air", "Dell XPS 13"],
        ),
    ],
)
def test_a_pair_option_s_premium_not_justified(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected

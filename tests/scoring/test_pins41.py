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

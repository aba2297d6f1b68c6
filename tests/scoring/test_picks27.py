"""Rankings whose final order is not simply the first list (picks27, probes `picks_r27.json`).

- A tied place label over two names on one line ("**Tied for first: A and B**", "Joint second:
  A and B") names two picks, in the order the reply names them.
- A countdown of "3rd place:" / "Third place:" lines, with a paragraph under each place, is put
  back in rank order; a name may open on a lower-case letter before a capital ("iRobot ...").
- Prose places written with their number ("In 1st place I'd put X", "2nd goes to Y", "3rd is Z").
- "On those criteria:" after the criteria heads the verdict, not a checklist.
- A revision line that ends in a colon ("**Edit:** ... Corrected ranking:", "Update: ... I'd flip
  my order:", "Actually, scratch that ... at #1 ...:", "My actual top three ...:") closes what came
  before it, as "Final ranking:" does.
- A pick withdrawn after its reason trails off ("boards that... actually, scratch that. ... Put
  **Y** here instead") is replaced by Y at its place.
- A revision note that drops a ranked pick by name and names another "instead" puts that one in
  its place; one that says "swapping my 2 and 3" swaps those places.
- Headings under a line that says they are not ranked ("not in ranked order; my ranking is at the
  end") are not numbered as a ranking.
- "## How to choose ..." heads advice, not picks.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "It's close at the top:\n\n**Tied for first: Shark AV2501 and Eufy G30**\n"
            "- The Shark empties itself.\n- The Eufy is quieter.\n\n**Third: Lefant M210**\n"
            "- Cheap and tiny.",
            ["Shark AV2501", "Eufy G30", "Lefant M210"],
        ),
        (
            "**1st: Rancilio Silvia**\nBuilt like a tank.\n\n"
            "**Joint second: Lelit Anna and Bezzera Unica**\nI can't split these two.",
            ["Rancilio Silvia", "Lelit Anna", "Bezzera Unica"],
        ),
        (
            "Counting down:\n\n**3rd place: iLife V5s**\nBasic but fine.\n\n"
            "**2nd place: Yeedi Vac 2**\nGood mapping.\n\n**1st place: Dreame D10 Plus**\nThe best.",
            ["Dreame D10 Plus", "Yeedi Vac 2", "iLife V5s"],
        ),
        (
            "In 1st place I'd put Windscribe: a strong free tier and a court record.\n\n"
            "2nd goes to AirVPN, which is run by activists.\n\n"
            "3rd is Surfshark: cheap and audited.",
            ["Windscribe", "AirVPN", "Surfshark"],
        ),
        (
            "If privacy is the goal, the things that count are audits and open-source apps. "
            "On those criteria:\n\n1. **AirVPN** - audited.\n2. **Windscribe** - open.\n"
            "3. **Surfshark** - cheap.",
            ["AirVPN", "Windscribe", "Surfshark"],
        ),
        (
            "1. **Hoka Mach 6** - light.\n2. **Brooks Launch 10** - firm.\n\n"
            "**Edit:** I had these the wrong way round for a beginner. Corrected ranking:\n\n"
            "1. **Brooks Launch 10**\n2. **Hoka Mach 6**",
            ["Brooks Launch 10", "Hoka Mach 6"],
        ),
        (
            "1. **Kia EV9** - three rows...\n\nWait, scratch that: it's out of budget.\n\n"
            "My actual top three within $50,000:\n\n1. **Kia Niro EV**\n2. **Nissan Ariya**\n"
            "3. **Ford Mustang Mach-E**",
            ["Kia Niro EV", "Nissan Ariya", "Ford Mustang Mach-E"],
        ),
        (
            "1. **Wrike** - solid.\n2. **Basecamp** - calm, flat pricing that... actually, scratch "
            "that. Put **Todoist** here instead - simple.\n3. **Jira** - standard.",
            ["Wrike", "Todoist", "Jira"],
        ),
        (
            "1. **Keeper** - good.\n2. **NordPass** - fine.\n3. **RoboForm** - cheap.\n\n"
            "**Edit:** I'm dropping RoboForm from this list; I'd put **Enpass** third instead.",
            ["Keeper", "NordPass", "Enpass"],
        ),
        (
            "1. **Canon EOS R10** - fast.\n2. **Nikon Z fc** - pretty.\n3. **Sony a6700** - pricey."
            "\n\n**Edit:** swapping my 2 and 3, since the a6700 has stabilisation.",
            ["Canon EOS R10", "Sony a6700", "Nikon Z fc"],
        ),
        (
            "The options (not in ranked order; my ranking is at the end).\n\n## Wrike\nSolid.\n\n"
            "## Basecamp\nCalm.\n\n## Jira\nStandard.\n\n## Final verdict\n\n1. **Jira**\n"
            "2. **Wrike**\n3. **Basecamp**",
            ["Jira", "Wrike", "Basecamp"],
        ),
        (
            "## How to choose your first trail shoe\n\n1. **Fit first.** A thumb's width.\n"
            "2. **Grip.** Lugs matter.\n\n## My top three\n\n1. **Salomon Speedcross 6**\n"
            "2. **Hoka Speedgoat 6**\n3. **Altra Lone Peak 8**",
            ["Salomon Speedcross 6", "Hoka Speedgoat 6", "Altra Lone Peak 8"],
        ),
    ],
)
def test_the_final_order_is_read(text: str, expected: list[str]) -> None:
    assert _names(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a tie label over words, or over a sentence, names no products
        (
            "**Tied for first: comfort and battery**\n\n1. **Sony WH-1000XM5**\n"
            "2. **Bose QuietComfort Ultra**",
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra"],
        ),
        (
            "Joint first: Apple and Dell build the best laptops here.\n\n1. **MacBook Air M3**\n"
            "2. **Dell XPS 13**",
            ["MacBook Air M3", "Dell XPS 13"],
        ),
        # counted up, places keep their order
        (
            "**1st place: Dreame D10 Plus**\nThe best.\n\n**2nd place: Yeedi Vac 2**\nGood.\n\n"
            "**3rd place: Lefant M210**\nCheap.",
            ["Dreame D10 Plus", "Yeedi Vac 2", "Lefant M210"],
        ),
        # "Keep these criteria in mind:" still heads a checklist
        (
            "Keep these criteria in mind:\n\n1. **Audits**\n2. **Jurisdiction**\n\n"
            "My ranking:\n\n1. **Mullvad**\n2. **IVPN**",
            ["Mullvad", "IVPN"],
        ),
        # an update that changes no order, and one with no list after it, close nothing
        (
            "1. **Mullvad** - anonymous.\n2. **IVPN** - audited.\n\n"
            "**Update:** prices went up this year, so check the current plans.",
            ["Mullvad", "IVPN"],
        ),
        (
            "1. **Mullvad** - anonymous.\n2. **IVPN** - audited.\n\n"
            "Edit: fixed a typo in the ranking above.",
            ["Mullvad", "IVPN"],
        ),
        # an update that adds one product re-ranks nothing
        (
            "1. **Sony a6400** - great.\n2. **Canon EOS R50** - easy.\n\nUpdate: Sony has since "
            "released the a6700, which I'd rank first if you can afford it:\n\n"
            "- **Sony a6700** - newer.",
            ["Sony a6400", "Canon EOS R50", "Sony a6700"],
        ),
        # a withdrawal with no replacement leaves the pick; a trailing dash is only a dash
        (
            "1. **Wrike** - solid.\n2. **Basecamp** - calm... actually, scratch that remark about "
            "pricing, it's fine.\n3. **Jira** - standard.",
            ["Wrike", "Basecamp", "Jira"],
        ),
        # a note that drops a feature, not a pick, and a swap with no revision label
        (
            "1. **Keeper** - good.\n2. **NordPass** - fine.\n\n"
            "**Edit:** dropping the browser extension advice; use the app instead.",
            ["Keeper", "NordPass"],
        ),
        (
            "1. **Canon EOS R10** - fast.\n2. **Nikon Z fc** - pretty.\n3. **Sony a6700** - pricey."
            "\n\nIf you shoot video, swap 2 and 3.",
            ["Canon EOS R10", "Nikon Z fc", "Sony a6700"],
        ),
        # headings under a line that ranks them are still numbered
        (
            "Here they are, ranked best first:\n\n## Jira\nStandard.\n\n## Wrike\nSolid.",
            ["Jira", "Wrike"],
        ),
        # a plain "2nd" before a capitalised word is no place without a first
        (
            "The 2nd Generation Echo Dot is fine, but get the **Sonos Era 100**.",
            ["Sonos Era 100"],
        ),
    ],
)
def test_near_misses_read_as_before(text: str, expected: list[str]) -> None:
    assert _names(text) == expected


def test_the_new_patterns_stay_linear_on_hostile_input() -> None:
    assert_linear(read_picks, lambda n: "**Tied for first: " + "Ab " * n + "and Cd**", 6_000)
    assert_linear(read_picks, lambda n: "Joint second: A" + " and A" * n, 6_000)
    assert_linear(read_picks, lambda n: "**Edit:** " + "order " * n + "x", 8_000)
    assert_linear(read_picks, lambda n: "Actually, scratch that " + "#1 " * n + "x", 8_000)
    assert_linear(read_picks, lambda n: "1. **Wrike** - a" + "... -" * n + " scratch that", 6_000)
    assert_linear(read_picks, lambda n: "Edit: swap " + "1 and " * n + "x", 8_000)
    assert_linear(read_picks, lambda n: "Update: dropping " * n + "instead", 4_000)
    assert_linear(read_picks, lambda n: "In 1st place " * n + "I'd put X", 8_000)

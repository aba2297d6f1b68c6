"""Five everyday shapes an unangled batch found (picks34, probes `picks_r34.json`).

- An arrow between an item's name and its reason ("🥇 Breville Bambino → tiny, fast") ends the
  name, as a spaced dash does; before, the reason ran on into the name.
- An adjective label before the product ("**Privacy-focused:** Proton Pass Family", "**Family
  friendly:** 1Password") is a role, as "**Best value:**" is; before, the label was read as the
  name and the item lost its product.
- "Just one recommendation from me: the X." (or "One pick from me: X.") opening a sentence is a
  single pick, as "My one pick: X." is.
- A product spelled as its capitalised web address in a placing sentence ("I'd go Monday.com
  first, Trello second and Basecamp third") is one name; before, the run stopped at "Monday" and
  the first place was lost.
- A row of a table laying out the candidates that the reply then sets under a heading advising
  against it ("## What I'd skip for now" over "**Jira.** ...") is no pick; before, the table's row
  was read after the ranking's three.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_PM = prompt_text("P10")
_PASSWORDS = prompt_text("P07")
_ESPRESSO = prompt_text("P12")
_CAMERAS = prompt_text("P09")
_VPN = prompt_text("P11")


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "🥇 Breville Bambino → tiny and fast\n🥈 Gaggia Classic Pro → lasts forever\n"
            "🥉 De'Longhi Stilosa → cheap\n",
            _ESPRESSO,
            ["Breville Bambino", "Gaggia Classic Pro", "De'Longhi Stilosa"],
        ),
        (
            "1. Sony a6400 -> great autofocus\n2. Canon EOS R50 -> easiest menus\n"
            "3. Nikon Z50 II ⇒ best grip\n",
            _CAMERAS,
            ["Sony a6400", "Canon EOS R50", "Nikon Z50 II"],
        ),
        # near miss: a chain of arrows on one line is still the ranking it was
        ("My ranking: Mullvad → Proton VPN → IVPN\n", _VPN, ["Mullvad", "Proton VPN", "IVPN"]),
    ],
)
def test_an_arrow_ends_an_items_name(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "1. **Best value:** Bitwarden Families - open source.\n"
            "2. **Easiest to use:** 1Password Families - simple.\n"
            "3. **Privacy-focused:** Proton Pass Family - encrypted.\n",
            ["Bitwarden Families", "1Password Families", "Proton Pass Family"],
        ),
        (
            "1. **Family-friendly:** 1Password - easy sharing.\n"
            "2. **Privacy focused:** Proton Pass - encrypted.\n",
            ["1Password", "Proton Pass"],
        ),
        # near miss: a hyphenated product name before its colon is still the name
        (
            "1. **Gel-Nimbus:** plush.\n2. **Brooks Ghost 16:** balanced.\n",
            ["Gel-Nimbus", "Brooks Ghost 16"],
        ),
        # near miss: three words ending in the adjective are a sentence, not this label
        (
            "1. **Bitwarden is privacy focused:** open source.\n2. **1Password:** easier.\n",
            ["1Password"],
        ),
    ],
)
def test_an_adjective_label_is_a_role(text: str, expected: list[str]) -> None:
    assert read_names(text, _PASSWORDS) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "Just one recommendation from me: the Breville Bambino Plus.\n\nIt heats fast.",
            _ESPRESSO,
            ["Breville Bambino Plus"],
        ),
        ("One pick from me: Mullvad.\n\nNo email needed.", _VPN, ["Mullvad"]),
        # near misses: no single pick ("no one pick"), a tip rather than a recommendation
        (
            "There's no one pick: it depends on whether you drink lattes.\n\nThe Breville Bambino "
            "Plus suits milk drinks; the Gaggia Classic Pro suits straight shots.",
            _ESPRESSO,
            [],
        ),
        (
            "Just one tip from me: the Gaggia Classic Pro needs a good grinder.\n\nI'd need to "
            "know more before I recommend a machine.",
            _ESPRESSO,
            [],
        ),
    ],
)
def test_one_recommendation_from_me(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "For a ten-person team I'd go Monday.com first, Trello second and Basecamp third.",
            ["Monday.com", "Trello", "Basecamp"],
        ),
        (
            "For a ten-person team I'd go Trello first, Basecamp second and Monday.com third.",
            ["Trello", "Basecamp", "Monday.com"],
        ),
        # near miss: a word that only starts like a web address's suffix is no part of the name
        (
            "For a ten-person team I'd go Trello first, Basecamp second and Monday.comfy third.",
            ["Trello", "Basecamp"],
        ),
    ],
)
def test_a_web_address_is_one_name_in_a_placing_sentence(text: str, expected: list[str]) -> None:
    assert read_names(text, _PM) == expected


_TABLE = (
    "| Tool | Free plan | Best at |\n|---|---|---|\n| ClickUp | Yes | All-in-one |\n"
    "| Notion | Yes | Docs |\n| Asana | Yes | Ownership |\n| Jira | Yes | Sprints |\n\n"
)
_RANKED = "## My ranked top three\n\n### 1. ClickUp\nBusy.\n\n### 2. Notion\nDocs.\n\n### 3. Asana\nClear.\n\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            _TABLE
            + _RANKED
            + "## What I'd skip for now\n\n**Jira.** Too much setup for ten people.\n\n"
            + "## Bottom line\n\nClickUp for everything.\n",
            ["ClickUp", "Notion", "Asana"],
        ),
        (
            _TABLE + "## Avoid\n\n- **Jira** - too much setup for ten people.\n",
            ["ClickUp", "Notion", "Asana"],
        ),
        # near miss: a section that only asks questions sets nothing aside
        (
            _TABLE + "## Questions to ask first\n\n- **Jira** already in use by your engineers?\n",
            ["ClickUp", "Notion", "Asana", "Jira"],
        ),
        # near miss: a skipped product the table does not hold leaves the table as it was
        (
            _TABLE + "## Avoid\n\n- **Trello** - too simple for sprints.\n",
            ["ClickUp", "Notion", "Asana", "Jira"],
        ),
        # near miss: a product a numbered item places stays, whatever a later section says
        (
            "1. **ClickUp** - all-in-one.\n2. **Jira** - sprints.\n\n"
            "## What I'd skip\n\n**Jira.** Unless you run sprints.\n",
            ["ClickUp", "Jira"],
        ),
    ],
)
def test_a_table_row_set_under_an_avoid_heading_is_no_pick(text: str, expected: list[str]) -> None:
    assert read_names(text, _PM) == expected


def test_the_new_rules_stay_linear_on_hostile_input() -> None:
    assert_linear(read_picks, lambda n: "1. Ab Cd " + "-> x " * n + "\n2. Ef -> y\n", 5_000)
    assert_linear(read_picks, lambda n: "1. **" + "Privacy-focused " * n + ":** Ab Cd\n", 3_000)
    assert_linear(read_picks, lambda n: "Just one pick from me: " + "Ab.com " * n + "first.", 5_000)
    assert_linear(
        read_picks,
        lambda n: _TABLE + "## What I'd skip\n\n" + "**Jira.** No.\n\n- **Jira** - no.\n" * n,
        2_000,
    )

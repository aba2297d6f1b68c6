"""Review of the picks32 and picks33 rules against ordinary ranking shapes (review_picks33,
probes `picks_r33r.json`).

The rules that make a line stop or start counting as a pick are tried on a grid of ordinary
rankings: a list introduced by the writer's own "recommended", "On a budget" as a role in a
ranked list, criteria bullets before a ranking in each layout, "What should decide it:" after a
ranking, places in prose. Where the review found a misreading, the rule is narrowed or extended:

- the criteria bullets under a prose opener ("What matters:") end where a numbered list from 1
  naming a proper name starts right under them, with no blank line ("- Eye autofocus" then "1.
  Canon EOS R50 - ..."), and where a table that states ranks follows them; advice numbered under
  the bullets ("1. Replace running shoes ...") and an unranked table stay in the section;
- "I'd only recommend one tool for a 10-person startup, and that's Linear" and "one machine at
  this budget: the X" name their single pick: the kind may carry a short case after "for", "at",
  "in", "under" or "on";
- rivals under "## Vs the big names" / "Versus the usual suspects" and under a single pick's "###
  How it stacks up" / "How it compares" are set aside, as under "How they compare to the rivals";
  "Sony vs Bose" and "How they stack up" still head a ranking;
- numbered steps under "## Getting started" or "To get going:" are steps, as under "To set it
  up:"; "Best for getting started:" is still a role;
- a numbered item's choosing verb before "a" or "an" and a capitalised name ("1. Go with a
  Roborock Q5 Pro - ...") names the product, as it did before "the".
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_PAIR = prompt_text("P01")
_VACUUMS = prompt_text("P05")
_FAMILY = prompt_text("P07")
_CAMERAS = prompt_text("P09")
_TOOLS = prompt_text("P10")
_VPN = prompt_text("P11")
_ESPRESSO = prompt_text("P12")

_LIST = "1. **Bitwarden** - free.\n2. **1Password** - polished.\n3. **Proton Pass** - private.\n"
_PICKS = ["Bitwarden", "1Password", "Proton Pass"]
_HEADINGS = "### 1. Bitwarden\nFree.\n\n### 2. 1Password\nPolished.\n"


# The grid: ordinary rankings in the shapes the r32/r33 rules look at, read as before the review
# and as after it (they held, and must go on holding).
@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        ("These are the ones I've always recommended, in order:\n\n" + _LIST, _FAMILY, _PICKS),
        ("I've recommended them to friends for years; my order:\n\n" + _LIST, _FAMILY, _PICKS),
        ("The three I most often recommend:\n\n" + _LIST, _FAMILY, _PICKS),
        ("Frequently recommended, and rightly so - my ranking:\n\n" + _LIST, _FAMILY, _PICKS),
        (
            "1. Best for a big family: Bitwarden - cheap.\n2. Best for a less technical family: "
            "1Password - easy.\n3. Best on a budget: Proton Pass - free tier.\n",
            _FAMILY,
            _PICKS,
        ),
        (
            "1. Best overall: Roborock Q5 Pro\n2. On a budget: Tapo RV10\n3. Quietest: Eufy "
            "RoboVac 11S Max\n",
            _VACUUMS,
            ["Roborock Q5 Pro", "Tapo RV10", "Eufy RoboVac 11S Max"],
        ),
        (
            "| Pick | Vacuum |\n|---|---|\n| Best overall | Roborock Q5 Pro |\n"
            "| On a budget | Tapo RV10 |\n",
            _VACUUMS,
            ["Roborock Q5 Pro", "Tapo RV10"],
        ),
        (
            "**Best overall:** Roborock Q5 Pro.\n\n**On a budget:** Tapo RV10.\n",
            _VACUUMS,
            ["Roborock Q5 Pro", "Tapo RV10"],
        ),
        ("What matters most is sharing and recovery.\n\n" + _LIST, _FAMILY, _PICKS),
        ("What matters:\n- Sharing\n- Recovery\n\n## Ranking\n\n" + _LIST, _FAMILY, _PICKS),
        ("What matters:\n- Sharing\n- Recovery\n\n" + _HEADINGS, _FAMILY, _PICKS[:2]),
        (
            "What should decide it:\n- **Sharing** - vaults\n- **Recovery** - kits\n\n" + _LIST,
            _FAMILY,
            _PICKS,
        ),
        (
            _LIST + "\nWhat should decide it:\n- **Sharing** - vaults\n- **Recovery** - kits\n",
            _FAMILY,
            _PICKS,
        ),
        (
            "Top spot goes to the Brooks Ghost 16. Next is the Hoka Clifton 9. In third place I "
            "have the Saucony Ride 17.",
            prompt_text("P06"),
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        (
            "## The usual suspects, ranked\n\n1. **Asana** - clean.\n2. **Trello** - simple.\n"
            "3. **Jira** - heavy.\n",
            _TOOLS,
            ["Asana", "Trello", "Jira"],
        ),
    ],
)
def test_ordinary_rankings_keep_their_reading(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        # criteria bullets right above the numbered ranking, or above a ranked table
        ("What matters:\n- Sharing\n- Recovery\n" + _LIST, _FAMILY, _PICKS),
        (
            "What matters:\n- Audits\n- Open source\n\n| Rank | VPN | Why |\n|---|---|---|\n"
            "| 1 | Mullvad | Anonymous |\n| 2 | Proton VPN | Swiss |\n",
            _VPN,
            ["Mullvad", "Proton VPN"],
        ),
        # a single pick whose kind carries a case
        (
            "I'd only recommend one tool for a 10-person startup, and that's Linear. Asana does "
            "more.",
            _TOOLS,
            ["Linear"],
        ),
        (
            "I'd only recommend one machine at this budget: the Breville Bambino Plus.",
            _ESPRESSO,
            ["Breville Bambino Plus"],
        ),
        (
            "I'd only recommend one espresso machine at this budget, and that's the Breville "
            "Bambino Plus.\n\nThe others people mention, and why I'd pass:\n- Gaggia Classic Pro "
            "- steep learning curve.\n- De'Longhi Dedica - pressurised basket.\n",
            _ESPRESSO,
            ["Breville Bambino Plus"],
        ),
        # comparison sections in other words
        (
            "## My top two\n\n1. **Roborock Q5 Pro** - lidar.\n2. **Tapo RV10** - cheap.\n\n"
            "## Vs the big names\n\n- **Roborock S8** - three times the price.\n",
            _VACUUMS,
            ["Roborock Q5 Pro", "Tapo RV10"],
        ),
        (
            "My pick is **Linear**.\n\n### How it stacks up\n\n- **Jira** - heavier.\n"
            "- **Asana** - slower.\n",
            _TOOLS,
            ["Linear"],
        ),
        (
            "My pick is **Linear**.\n\n**How it compares:**\n\n- **Jira** - heavier.\n",
            _TOOLS,
            ["Linear"],
        ),
        # setup steps in other words
        (
            _HEADINGS + "\n## Getting started\n\n1. Create a Bitwarden Families organisation.\n"
            "2. Invite everyone.\n",
            _FAMILY,
            _PICKS[:2],
        ),
        (
            "Top three:\n1. Mullvad\n2. Proton VPN\n3. IVPN\n\nTo get going:\n1. Generate a "
            "Mullvad account number.\n2. Pay with cash.\n",
            _VPN,
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        # a choosing verb and "a" before the name
        (
            "My ranking:\n1. Go with a Roborock Q5 Pro - lidar.\n2. Grab an Eufy RoboVac 11S Max "
            "- quiet.\n",
            _VACUUMS,
            ["Roborock Q5 Pro", "Eufy RoboVac 11S Max"],
        ),
    ],
)
def test_review_shapes_read(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        # advice numbered straight under the bullets, an unranked table under them
        (
            _LIST + "\n**A few tips:**\n- **Rotate:** two pairs last longer.\n"
            "1. Replace the master password yearly.\n",
            _FAMILY,
            _PICKS,
        ),
        (
            "Things to look for:\n- Suction\n- Mapping\n\n| Feature | Why |\n|---|---|\n"
            "| LiDAR | maps rooms |\n| Roborock Q5 Pro | an example |\n",
            _VACUUMS,
            [],
        ),
        # a case that names no product, or a negation
        ("I'd only recommend one thing at this budget: a grinder.", _ESPRESSO, []),
        ("I'd never recommend one machine for beginners, and that's the Dedica.", _ESPRESSO, []),
        # "vs" and "how ... stack up" that head the ranking itself
        (
            "## Sony vs Bose\n\n1. **Sony WH-1000XM5** - battery.\n2. **Bose QuietComfort "
            "Ultra** - comfort.\n",
            _PAIR,
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra"],
        ),
        (
            "## How they stack up\n\n1. **Linear** - fast.\n2. **Asana** - flexible.\n",
            _TOOLS,
            ["Linear", "Asana"],
        ),
        # "getting started" inside a title or a role
        (
            "## Getting started: my top three\n\n1. **Linear** - fast.\n2. **Asana** - flexible."
            "\n3. **Trello** - simple.\n",
            _TOOLS,
            ["Linear", "Asana", "Trello"],
        ),
        (
            "1. **Best for getting started:** Trello - simple.\n2. **Best overall:** Linear - "
            "fast.\n",
            _TOOLS,
            ["Trello", "Linear"],
        ),
        # steps under a setup title whose verbs are choosing verbs with "a"
        (
            _LIST + "\nTo get started:\n1. Get a YubiKey for the owner.\n2. Buy a second one.\n",
            _FAMILY,
            _PICKS,
        ),
    ],
)
def test_near_misses_keep_their_reading(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.xfail(
    strict=True,
    reason="review_picks33 left it: a count of two in a clause ('two machines, and that's the X "
    "and the Y') names two picks, and the single-pick clause reads only one; no probe or corpus "
    "case asks for it yet",
)
def test_two_picks_in_a_clause() -> None:
    text = "I'd only recommend two machines, and that's the Breville Bambino Plus and the Gaggia Classic Pro."
    assert read_names(text, _ESPRESSO) == ["Breville Bambino Plus", "Gaggia Classic Pro"]


@pytest.mark.xfail(
    strict=True,
    reason="review_picks33 left it, as before the review: a numbered step 'Get a VPN with a kill "
    "switch' outside any setup title reads as a pick (before the review the whole clause did)",
)
def test_a_step_with_a_choosing_verb_outside_a_setup_title() -> None:
    text = "1. Get a VPN with a kill switch.\n2. Buy a router that supports WireGuard.\n"
    assert read_names(text, _VPN) == []


def test_the_new_patterns_stay_linear_on_hostile_input() -> None:
    assert_linear(read_picks, lambda n: "## Vs the " + "big " * n + "names\n- **Ab** x\n", 3_000)
    assert_linear(read_picks, lambda n: "### How it " + "stacks " * n + "up\n- **Ab** x\n", 3_000)
    assert_linear(
        read_picks,
        lambda n: "I'd only recommend one tool for " + "a " * n + "team, and that's Ab Cd.",
        3_000,
    )
    assert_linear(
        read_picks, lambda n: ("I'd only recommend one x at y: " * n) + "the Ab Cd.", 2_000
    )
    assert_linear(read_picks, lambda n: "What matters:\n" + "- a\n1. Ab Cd - x\n" * n, 2_000)
    assert_linear(
        read_picks,
        lambda n: "What matters:\n- a\n\n| Rank | X |\n|---|---|\n" + "| 1 | Ab Cd |\n" * n,
        2_000,
    )
    assert_linear(read_picks, lambda n: "## Getting started\n" + "1. Get a Ab Cd x\n" * n, 2_000)
    assert_linear(read_picks, lambda n: "1. Go with a " + "Ab " * n + "- x\n", 3_000)

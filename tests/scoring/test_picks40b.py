"""Everyday recommendation replies drawn the way the held-out parts are drawn (picks40b,
`picks_r40b.json`).

The batch (50 replies to all twelve `P..` prompts in the everyday mix of assistant families) read
49 of 50 right before any change. The miss was ordinary writing:

- A list item whose reason opens by telling the reader to skip something else (`scoring.picks`,
  `_JUDGED_AFTER`): "2. Canon EOS R50 - skip the cheaper EOS R100; the R50's flip screen ... are
  worth it" was read as "X - skip", a verdict against the item's own product, and the pick was
  lost. A verdict verb with an object of its own after it (an article or possessive: "skip the
  ...", "avoid any ...", "pass on the ...") turns down that object, another product or an add-on,
  and the item's product keeps its place. Near misses still turn the item's product down: "X -
  skip it", "X - avoid at this price", "X: skip this one", "X - skip; ...", "X - pass.", "X
  (avoid)", "X - avoid unless ...".
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case
from tests.scoring.reply_corpus import judge, load_part


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # the probe's shape: a ranked item whose reason opens with "skip the <other product>"
        review_case(
            "P09",
            "1. Sony a6400 - much better autofocus than the older a6100.\n"
            "2. Canon EOS R50 - skip the cheaper EOS R100; the flip screen is worth it.\n"
            "3. Nikon Z30 - great for vlogging.",
            ["Sony a6400", "Canon EOS R50", "Nikon Z30"],
        ),
        review_case(
            "P09",
            "1. **Sony a6400**: fast autofocus.\n"
            "2. **Canon EOS R50**: avoid the older EOS M50, the R50 focuses far better.\n"
            "3. **Nikon Z30**: great for vlogging.",
            ["Sony a6400", "Canon EOS R50", "Nikon Z30"],
        ),
        review_case(
            "P07",
            "1. **1Password** - the easiest family sharing.\n"
            "2. **Bitwarden** - skip the free plan; Families is worth the $40 a year.\n"
            "3. **Proton Pass** - private and cheap.",
            ["1Password", "Bitwarden", "Proton Pass"],
        ),
        review_case(
            "P05",
            "1. Roborock Q5 - avoid any robot without LiDAR at this price; this one maps well.\n"
            "2. Eufy RoboVac G30 - quiet and slim.\n"
            "3. iRobot Roomba 694 - basic but reliable.",
            ["Roborock Q5", "Eufy RoboVac G30", "iRobot Roomba 694"],
        ),
        review_case(
            "P12",
            "1. **Breville Bambino Plus** — the easiest milk frothing.\n"
            "2. **Gaggia Classic Pro** — pass on the stock basket and get a proper one.\n"
            "3. **De'Longhi Dedica Arte** — slim and cheap.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
        ),
        # near misses: the verdict has no object of its own, so it turns the item's product down
        review_case(
            "P09",
            "1. Sony a6400 - great autofocus.\n"
            "2. Canon EOS R100 - skip it, the R50 is worth the extra.\n"
            "3. Nikon Z30 - great for vlogging.",
            ["Sony a6400", "Nikon Z30"],
        ),
        review_case(
            "P05",
            "1. **Roborock Q5** - LiDAR mapping.\n"
            "2. **Roomba 694** — avoid at this price.\n"
            "3. **Eufy RoboVac G30** - quiet.",
            ["Roborock Q5", "Eufy RoboVac G30"],
        ),
        review_case(
            "P07",
            "1. 1Password - best sharing.\n"
            "2. Dashlane: skip this one, too pricey for four.\n"
            "3. Bitwarden - cheapest family plan.",
            ["1Password", "Bitwarden"],
        ),
        review_case(
            "P07",
            "1. 1Password - best sharing.\n"
            "2. Dashlane - skip; too pricey for a family.\n"
            "3. Bitwarden - cheapest family plan.",
            ["1Password", "Bitwarden"],
        ),
        review_case(
            "P11",
            "1. Mullvad - anonymous accounts.\n"
            "2. Hola VPN - avoid unless you like sharing your bandwidth.\n"
            "3. Proton VPN - audited.",
            ["Mullvad", "Proton VPN"],
        ),
        review_case(
            "P10",
            "1. **Linear** - fast.\n2. **Jira** (avoid)\n3. **Asana** - flexible.",
            ["Linear", "Asana"],
        ),
        review_case(
            "P10",
            "1. **Linear** - fast.\n2. **Monday.com** - pass.\n3. **Asana** - flexible.",
            ["Linear", "Asana"],
        ),
    ],
)
def test_a_verdict_with_its_own_object_keeps_the_item_s_pick(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


def test_the_batch_miss() -> None:
    (case,) = [c for c in load_part("probes") if c.id == "probes-r40b-picks-038"]
    assert judge(case).right == {"picks": True}


def test_the_object_lookahead_stays_linear() -> None:
    assert_linear(
        read_picks,
        lambda n: "1. **Canon EOS R50** - skip" + " " * n + "on" + " " * n + "x\n",
        3_000,
    )

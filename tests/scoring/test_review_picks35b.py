"""A reviewer's counter-examples to the five picks rules of picks35b (tests/scoring/test_picks35b.py).

Each rule's trigger was tried in ordinary recommendation replies to the battery's prompts (P05-P12)
that use it for another purpose, and each rule's shape in forms its tests did not hold: a glossary
or "Key terms" section before the picks, or one naming a product as an example; "hold back" about
money or a feature in a reply that ranks; "instead of" in an ordinary ranked item or beside "any
of these" in a line with no condition; "at the top" meaning a price range, a shelf, or a table that
states ranks; a closing numbered line listing prices, steps or specs, naming a product the bullets
did not, or restating their order. A reply read right is a plain test; a misread is a strict xfail
whose reason names the rule and why the reading is wrong.

The review found 11 misreads. Six are fixed by two general rules in `scoring/picks.py` (marked
"misread, fixed" beside their cases, with near misses): rule 5 re-ordered unranked bullets by any
closing numbered line, also one ranking by price, weight, battery life or one use ("Cheapest
first:", "By weight:", "Best for video:", "If you stream a lot:"); it now takes only a line after
a verdict label ("TL;DR:", "My ranking:", "Overall:"). Rule 3 knew "instead of these / the above"
but not "instead of everything above / the options above". Five stay strict xfails: a plain
"Common terms:" line (plain colon titles set nothing apart), a closing ranking naming a product
the bullets did not, one with short names after "the", a numbered line inside "## Also consider",
and "at the top of the budget" beside a numbered list (older than rule 4); a sixth xfail is the
fix's own cost, "For families:", now read as a criterion line though it restates the prompt's
audience (the reader has no prompt to tell it from "Best for video:").
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case

_CAMS = ["Canon EOS R50", "Nikon Z50 II", "Fujifilm X-S20"]
_CAM_RANKED = (
    "1. **Canon EOS R50** - simplest menus.\n2. **Nikon Z50 II** - best grip.\n"
    "3. **Fujifilm X-S20** - lovely colours.\n"
)
_VPNS = ["Mullvad", "Proton VPN", "IVPN"]
_VPN_RANKED = "1. **Mullvad** - no email.\n2. **Proton VPN** - Swiss.\n3. **IVPN** - audited.\n"

# Rule 1: a glossary section after the picks is set apart.
_GLOSSARIES = [
    # a glossary BEFORE the picks: its labels are no picks, the ranking after it is
    review_case(
        "P09",
        "## Key terms\n\n- **APS-C:** a sensor size.\n- **IBIS:** in-body stabilisation.\n\n"
        "## My top three\n\n" + _CAM_RANKED,
        _CAMS,
    ),
    review_case(
        "P09",
        "**Quick glossary:** APS-C is a sensor size; IBIS is in-body stabilisation.\n\n"
        + _CAM_RANKED,
        _CAMS,
    ),
    # a glossary after the picks that names a product as an example
    review_case(
        "P09",
        _CAM_RANKED + "\n## Jargon buster\n\n"
        "- **IBIS:** in-body stabilisation (the **Sony a6700** has it).\n"
        "- **Kit lens:** the lens sold with the body.\n",
        _CAMS,
    ),
    review_case(
        "P12",
        "1. **Breville Bambino Plus** - auto milk.\n2. **Gaggia Classic Pro** - lasts.\n"
        "3. **De'Longhi Stilosa** - cheap.\n\n### Terminology\n\n"
        "- **PID:** temperature control.\n- **Portafilter:** the handle that holds the coffee.\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    review_case(
        "P11",
        _VPN_RANKED + "\n**Glossary**\n- **No-logs:** the provider keeps no record.\n"
        "- **WireGuard:** a modern VPN protocol.\n",
        _VPNS,
    ),
    # "terms" in a title about a product's terms, not a glossary: the picks there still read
    review_case(
        "P11",
        "## Best on privacy terms\n\n" + _VPN_RANKED,
        _VPNS,
    ),
    review_case(
        "P10",
        "## Terms of service, briefly\n\nAll three keep your data.\n\n"
        "1. **ClickUp** - features.\n2. **Asana** - clean.\n3. **Linear** - fast.\n",
        ["ClickUp", "Asana", "Linear"],
    ),
    # a glossary section between two parts of the ranking: the part after it still counts
    review_case(
        "P05",
        "1. **Roborock Q5** - strong suction.\n2. **Eufy 11S Max** - quiet.\n\n"
        "## Key terms\n- **Pa:** suction pressure.\n\n"
        "## And third\n3. **iRobot Roomba 694** - simple.\n",
        ["Roborock Q5", "Eufy 11S Max", "iRobot Roomba 694"],
    ),
    # a glossary heading that is itself the picks' frame ("Glossary of my picks")
    review_case(
        "P06",
        "My ranked top three:\n\n1. **Brooks Ghost 16** - soft.\n2. **Hoka Clifton 9** - light.\n"
        "3. **ASICS Novablast 4** - bouncy.\n\nCommon terms:\n- **Drop:** heel-to-toe height.\n"
        "- **Stack:** how much foam.\n",
        ["Brooks Ghost 16", "Hoka Clifton 9", "ASICS Novablast 4"],
        xfail=(
            "rule 1 (a limit older than it): a plain 'Common terms:' line opens a glossary, but "
            "only a heading or bold title is set apart (a plain 'Also consider:' line is not "
            "either), so its labels 'Drop' and 'Stack' are read as picks"
        ),
    ),
    # a section after the glossary that ranks: its ranking still reads
    review_case(
        "P12",
        "Three good machines: **Gaggia Classic Pro**, **Breville Bambino Plus** and "
        "**De'Longhi Stilosa**.\n\n## Jargon explained\n- **PID:** temperature control.\n\n"
        "## My ranking\n1. **Breville Bambino Plus** - easiest.\n2. **Gaggia Classic Pro** - "
        "lasts.\n3. **De'Longhi Stilosa** - cheap.\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    # an ordinary "Also consider" after a glossary still reads as before (set apart)
    review_case(
        "P07",
        "1. **1Password** - simple.\n2. **Bitwarden** - free.\n3. **Proton Pass** - private.\n\n"
        "## Terms to know\n- **Vault:** where secrets live.\n- **2FA:** a second factor.\n",
        ["1Password", "Bitwarden", "Proton Pass"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _GLOSSARIES)
def test_glossaries(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Rule 2: "hold back from giving you a ranking" declines to rank.
_HOLD_BACKS = [
    review_case(
        "P12",
        "Hold back from buying the Pro until the sale; here is my ranking:\n\n"
        "1. **Breville Bambino Plus** - auto milk.\n2. **Gaggia Classic Pro** - lasts.\n"
        "3. **De'Longhi Stilosa** - cheap.\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    review_case(
        "P11",
        _VPN_RANKED + "\nI'd hold back from giving you a ranked list of free VPNs, though: "
        "none of them is private.\n",
        _VPNS,
    ),
    review_case(
        "P09",
        "I won't hold back from giving you a ranked top three:\n\n" + _CAM_RANKED,
        _CAMS,
    ),
    review_case(
        "P09",
        "No need to hold back from giving you a ranking here - the order is clear:\n\n"
        + _CAM_RANKED,
        _CAMS,
    ),
    review_case(
        "P05",
        "Hold off on the self-emptying base; it costs more than the robot.\n\n"
        "1. **Roborock Q5** - suction.\n2. **Eufy 11S Max** - quiet.\n3. **iRobot Roomba 694** - "
        "simple.\n",
        ["Roborock Q5", "Eufy 11S Max", "iRobot Roomba 694"],
    ),
    review_case(
        "P08",
        "Some reviewers hold back from giving you a ranked top three, but I won't:\n\n"
        "1. **Kia EV9** - seven seats.\n2. **Tesla Model Y** - range.\n"
        "3. **Chevrolet Equinox EV** - price.\n",
        ["Kia EV9", "Tesla Model Y", "Chevrolet Equinox EV"],
    ),
    review_case(
        "P11",
        "I'd hold back from giving you a ranked top three, but since you asked:\n\n" + _VPN_RANKED,
        _VPNS,
    ),
    # the rule in other forms: it should decline
    review_case(
        "P11",
        "I'd rather hold back from giving you a strict ranking; it depends on your threat model.\n\n"
        "- **Mullvad** needs no email.\n- **Proton VPN** is Swiss.\n- **IVPN** is audited.\n",
        [],
    ),
    review_case(
        "P07",
        "I'm going to hold off on giving you a ranked order - each fits a different family.\n\n"
        "- **1Password** is simplest.\n- **Bitwarden** is free.\n- **Proton Pass** is private.\n",
        [],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _HOLD_BACKS)
def test_holding_back(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Rule 3: a conditional item's product "instead of any of these" is no pick.
_PM3 = (
    "My ranked top three:\n\n1. **ClickUp** - the most features.\n2. **Asana** - clean.\n"
    "3. **monday.com** - visual boards.\n\n"
)
_INSTEADS = [
    review_case(
        "P05",
        "1. **Roborock Q5 Pro** - get it instead of the Q5 if you have pets.\n"
        "2. **Eufy 11S Max** - quiet.\n3. **iRobot Roomba 694** - simple.\n",
        ["Roborock Q5 Pro", "Eufy 11S Max", "iRobot Roomba 694"],
    ),
    review_case(
        "P12",
        "1. **Breville Bambino Plus** - choose it instead of any of the pod machines.\n"
        "2. **Gaggia Classic Pro** - lasts.\n3. **De'Longhi Stilosa** - cheap.\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    review_case(
        "P10",
        _PM3 + "Pick any of these instead of a spreadsheet.\n",
        ["ClickUp", "Asana", "monday.com"],
    ),
    # "everything above" and "the options above" are the whole list (misread, fixed: rule 3
    # knew only "these", "the above", "these three"; Notion was read fourth)
    review_case(
        "P10",
        _PM3 + "- If you need docs too, get **Notion** instead of everything above.\n",
        ["ClickUp", "Asana", "monday.com"],
    ),
    review_case(
        "P10",
        _PM3 + "- If you need docs too, use Notion instead of the options above.\n",
        ["ClickUp", "Asana", "monday.com"],
    ),
    # near miss of the fix: "the one above" is a single pick, so Notion is read as before
    review_case(
        "P10",
        _PM3 + "- If you need docs too, get **Notion** instead of the one above.\n",
        ["ClickUp", "Asana", "monday.com", "Notion"],
    ),
    review_case(
        "P10",
        _PM3 + "- If budget is tight, use **Trello** instead of all three.\n",
        ["ClickUp", "Asana", "monday.com"],
    ),
    review_case(
        "P10",
        _PM3 + "- If you want one of these instead of Jira, start with **Asana**.\n",
        ["ClickUp", "Asana", "monday.com"],
    ),
    review_case(
        "P11",
        _VPN_RANKED + "\n- If you only stream, NordVPN instead of any of these is fine.\n",
        _VPNS,
    ),
    review_case(
        "P09",
        _CAM_RANKED + "\n- If you shoot video, get the **Sony ZV-E10** instead of these.\n",
        _CAMS,
    ),
    # a conditional item "instead of" one pick still reads as before (a conditional product)
    review_case(
        "P10",
        _PM3 + "- If your team is all engineers, get **Linear** instead of ClickUp.\n",
        ["ClickUp", "Asana", "monday.com", "Linear"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _INSTEADS)
def test_instead_of(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Rule 4: "I'd put the X at the top" beside a table that states no rank is a first place.
_EV_TABLE = (
    "| Car | Price | Range |\n|---|---|---|\n| Chevrolet Equinox EV | $35,000 | 319 mi |\n"
    "| Kia EV9 | $55,000 | 230 mi |\n| Tesla Model Y | $45,000 | 310 mi |\n\n"
)
_EV_RANKED_TABLE = (
    "| Rank | Car | Price |\n|---|---|---|\n| 1 | Chevrolet Equinox EV | $35,000 |\n"
    "| 2 | Kia EV9 | $55,000 |\n| 3 | Tesla Model Y | $45,000 |\n\n"
)
_TOPS = [
    review_case(
        "P08",
        _EV_RANKED_TABLE + "I'd put the **Tesla Model Y** at the top if range were all you "
        "cared about.\n",
        ["Chevrolet Equinox EV", "Kia EV9", "Tesla Model Y"],
    ),
    review_case(
        "P08",
        _EV_RANKED_TABLE + "I'd put the Kia EV9 at the top of your test-drive list.\n",
        ["Chevrolet Equinox EV", "Kia EV9", "Tesla Model Y"],
    ),
    review_case(
        "P08",
        _EV_TABLE + "I'd put the **Kia EV9** at the top of the budget, so stretch only if you "
        "need seven seats.\n\n1. **Chevrolet Equinox EV** - cheapest.\n2. **Tesla Model Y** - "
        "range.\n3. **Kia EV9** - seats.\n",
        ["Chevrolet Equinox EV", "Tesla Model Y", "Kia EV9"],
        xfail=(
            "older than rule 4: 'at the top of the budget' is a price, not a place, yet the "
            "numbered list's order is read with the Kia EV9 second"
        ),
    ),
    review_case(
        "P12",
        "1. **Breville Bambino Plus** - auto milk.\n2. **Gaggia Classic Pro** - lasts.\n"
        "3. **De'Longhi Stilosa** - cheap.\n\nStore the beans at the top of a cool cupboard, "
        "and put the Gaggia Classic Pro at the top shelf only if you have room.\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    review_case(
        "P05",
        "| Robot | Price | Suction |\n|---|---|---|\n| Eufy 11S Max | $230 | 2000 Pa |\n"
        "| Roborock Q5 | $280 | 2700 Pa |\n| iRobot Roomba 694 | $270 | 1500 Pa |\n\n"
        "The Roborock Q5 sits at the top of the price range.\n\n"
        "1. **Eufy 11S Max** - value.\n2. **Roborock Q5** - suction.\n3. **iRobot Roomba 694** - "
        "simple.\n",
        ["Eufy 11S Max", "Roborock Q5", "iRobot Roomba 694"],
    ),
    # "at the top" denied, or someone else's
    review_case(
        "P08",
        _EV_TABLE + "I wouldn't put the Tesla Model Y at the top. The **Kia EV9** comes first "
        "for seven seats.\n\nThe **Chevrolet Equinox EV** comes second.\n",
        ["Kia EV9", "Chevrolet Equinox EV"],
    ),
    review_case(
        "P08",
        _EV_TABLE + "Most reviewers put the Tesla Model Y at the top, but the **Kia EV9** is my "
        "first pick.\n\nThe **Chevrolet Equinox EV** comes second.\n",
        ["Kia EV9", "Chevrolet Equinox EV"],
    ),
    review_case(
        "P08",
        _EV_TABLE + "You could put the Kia EV9 at the top if you need seven seats, but my first "
        "pick is the **Tesla Model Y**.\n\nThe **Chevrolet Equinox EV** comes second.\n",
        ["Tesla Model Y", "Chevrolet Equinox EV"],
    ),
    # the rule in other forms: it should fire
    review_case(
        "P08",
        _EV_TABLE + "I would put the Kia EV9 at the top. Seven seats matter for five.\n\n"
        "The **Tesla Model Y** comes second.\n\nThird, the **Chevrolet Equinox EV**.\n",
        ["Kia EV9", "Tesla Model Y", "Chevrolet Equinox EV"],
    ),
    review_case(
        "P05",
        "| Robot | Price | Suction |\n|---|---|---|\n| Eufy 11S Max | $230 | 2000 Pa |\n"
        "| Roborock Q5 | $280 | 2700 Pa |\n| iRobot Roomba 694 | $270 | 1500 Pa |\n\n"
        "I'd put the **Roborock Q5** at the top of my list. It has the strongest suction.\n\n"
        "The **Eufy 11S Max** comes second.\n\nThird, the **iRobot Roomba 694**.\n",
        ["Roborock Q5", "Eufy 11S Max", "iRobot Roomba 694"],
    ),
    # a "put at the top" about an accessory, not a product of the question
    review_case(
        "P09",
        _CAM_RANKED + "\nI'd put the kit lens at the top of your shopping list, then a spare "
        "battery.\n",
        _CAMS,
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _TOPS)
def test_at_the_top(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Rule 5: a closing one-line numbered ranking after unplaced bullets sets the order.
_CAM_BULLETS = (
    "Good beginner cameras, in alphabetical order:\n\n"
    "- **Canon EOS R50** - tiny and simple.\n- **Fujifilm X-S20** - lovely colours.\n"
    "- **Nikon Z50 II** - great grip.\n- **Sony a6400** - fast autofocus.\n\n"
)
_CAM_ALPHA = ["Canon EOS R50", "Fujifilm X-S20", "Nikon Z50 II", "Sony a6400"]
_CLOSINGS = [
    # a closing numbered line of steps
    review_case(
        "P09",
        _CAM_BULLETS + "Next steps: 1. handle each in a shop, 2. check lens prices, "
        "3. buy a spare battery.\n",
        _CAM_ALPHA,
    ),
    # of prices
    review_case(
        "P09",
        _CAM_BULLETS + "Prices: 1. $679, 2. $1,299, 3. $859, 4. $899.\n",
        _CAM_ALPHA,
    ),
    # restating the same order
    review_case(
        "P09",
        _CAM_BULLETS + "TL;DR: 1. Canon EOS R50, 2. Fujifilm X-S20, 3. Nikon Z50 II.\n",
        ["Canon EOS R50", "Fujifilm X-S20", "Nikon Z50 II"],
    ),
    # naming a product not among the bullets
    review_case(
        "P09",
        _CAM_BULLETS + "My ranking: 1. Sony a6700, 2. Canon EOS R50, 3. Nikon Z50 II.\n",
        ["Sony a6700", "Canon EOS R50", "Nikon Z50 II"],
        xfail=(
            "rule 5 keeps the bullets when the closing line names a product they did not; the "
            "writer's 'My ranking' is the order, so the Sony a6700 should lead, not trail"
        ),
    ),
    # ranking specs of one product, not the products
    review_case(
        "P12",
        "In no particular order:\n\n- **Breville Bambino Plus** - auto milk.\n"
        "- **Gaggia Classic Pro** - lasts.\n- **De'Longhi Stilosa** - cheap.\n\n"
        "What matters most: 1. grinder, 2. fresh beans, 3. the machine.\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    # the rule in other forms: it should re-order
    review_case(
        "P11",
        "In no particular order:\n\n- **IVPN** - audited.\n- **Mullvad** - no email.\n"
        "- **Proton VPN** - Swiss.\n\nMy ranking: 1. Mullvad, 2. Proton VPN, 3. IVPN.\n",
        _VPNS,
    ),
    review_case(
        "P06",
        "Three good beginner shoes:\n\n- **Hoka Clifton 9** - light.\n- **Brooks Ghost 16** - soft."
        "\n- **ASICS Novablast 4** - bouncy.\n\n**Bottom line:** 1. Brooks Ghost 16, "
        "2. ASICS Novablast 4, 3. Hoka Clifton 9.\n",
        ["Brooks Ghost 16", "ASICS Novablast 4", "Hoka Clifton 9"],
    ),
    # shorter names in the closing line
    review_case(
        "P09",
        _CAM_BULLETS + "TL;DR: 1. the a6400, 2. the R50, 3. the X-S20.\n",
        ["Sony a6400", "Canon EOS R50", "Fujifilm X-S20"],
        xfail=(
            "rule 5 never sees this line: its lower-case short names after 'the' ('the a6400', "
            "'the R50') are not read as an inline ranking, so the alphabetical order is read"
        ),
    ),
    # a closing numbered line inside a later "Also consider" section is not the bullets' order
    review_case(
        "P09",
        _CAM_BULLETS + "## Also consider\n\nOver budget: 1. Sony a6700, 2. Fujifilm X-T5.\n",
        _CAM_ALPHA,
        xfail=(
            "older than rule 5: a numbered line inside '## Also consider' is read as picks, "
            "though the section sets its names apart"
        ),
    ),
    # a closing line after a label that restates the prompt's audience ranks overall
    review_case(
        "P07",
        "Options:\n\n- **Bitwarden** - free.\n- **1Password** - simple.\n- **Proton Pass** - "
        "private.\n\nFor families: 1. 1Password, 2. Bitwarden, 3. Proton Pass.\n",
        ["1Password", "Bitwarden", "Proton Pass"],
        xfail=(
            "rule 5 since this review: 'For families:' restates the prompt's audience, so the line "
            "is the overall ranking, but without the prompt it is one more criterion label like "
            "'Best for video:', and the bullets' order is read"
        ),
    ),
    # near misses of the fix: other verdict labels still re-order the bullets
    review_case(
        "P09",
        _CAM_BULLETS + "Overall: 1. Sony a6400, 2. Canon EOS R50, 3. Fujifilm X-S20.\n",
        ["Sony a6400", "Canon EOS R50", "Fujifilm X-S20"],
    ),
    review_case(
        "P05",
        "All three are good:\n\n- **Eufy 11S Max** - quiet.\n- **Roborock Q5** - suction.\n"
        "- **iRobot Roomba 694** - simple.\n\n**Final ranking:** 1. Roborock Q5, "
        "2. Eufy 11S Max, 3. iRobot Roomba 694.\n",
        ["Roborock Q5", "Eufy 11S Max", "iRobot Roomba 694"],
    ),
    review_case(
        "P12",
        "In no particular order:\n\n- **Breville Bambino Plus** - auto milk.\n"
        "- **Gaggia Classic Pro** - lasts.\n- **De'Longhi Stilosa** - cheap.\n\n"
        "In short: 1. Gaggia Classic Pro, 2. Breville Bambino Plus.\n",
        ["Gaggia Classic Pro", "Breville Bambino Plus"],
    ),
    # a closing numbered line that orders by price, weight or one criterion, not overall (five
    # misreads, fixed: rule 5 now takes only a line after a verdict label, "TL;DR:", "My ranking:")
    review_case(
        "P09",
        _CAM_BULLETS + "Cheapest first: 1. Canon EOS R50, 2. Nikon Z50 II, 3. Sony a6400, "
        "4. Fujifilm X-S20.\n",
        _CAM_ALPHA,
    ),
    review_case(
        "P09",
        _CAM_BULLETS + "By weight: 1. Canon EOS R50 (375 g), 2. Sony a6400 (403 g), "
        "3. Fujifilm X-S20 (491 g).\n",
        _CAM_ALPHA,
    ),
    review_case(
        "P11",
        "In no particular order:\n\n- **IVPN** - audited.\n- **Mullvad** - no email.\n"
        "- **Proton VPN** - Swiss.\n\nIf you stream a lot: 1. Proton VPN, 2. Mullvad.\n",
        ["IVPN", "Mullvad", "Proton VPN"],
    ),
    review_case(
        "P05",
        "All three are good:\n\n- **Eufy 11S Max** - quiet.\n- **Roborock Q5** - suction.\n"
        "- **iRobot Roomba 694** - simple.\n\nRanked by battery life: 1. Roborock Q5, "
        "2. Eufy 11S Max, 3. iRobot Roomba 694.\n",
        ["Eufy 11S Max", "Roborock Q5", "iRobot Roomba 694"],
    ),
    # a closing numbered line with only two of four, for a criterion (not the overall ranking)
    review_case(
        "P09",
        _CAM_BULLETS + "Best for video: 1. Sony a6400, 2. Fujifilm X-S20.\n",
        _CAM_ALPHA,
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _CLOSINGS)
def test_closing_numbered_lines(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


def test_criterion_lines_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks,
        lambda n: (
            "- **Ab Cd** - x.\n- **Ef Gh** - y.\n"
            + "Best for " * n
            + "video: 1. Ef Gh, 2. Ab Cd.\n"
        ),
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: _PM3 + "- If you code, get Linear instead of " + "the ones " * n + "above.\n",
        3_000,
    )

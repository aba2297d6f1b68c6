"""A reviewer's counter-examples to the five picks rules of picks34 (tests/scoring/test_picks34.py).

Each rule's trigger was tried in ordinary recommendation replies to the battery's prompts (P01-P12)
that use it for another purpose, and each rule's shape in forms its tests did not hold: arrows in
a spec or an adapter's name, unspaced or after a plain bullet; audience adjectives in a product's
name or built of more than two parts; "one recommendation" with no product or with two; web
addresses in lower case, with a country suffix or as a link; skip headings that negate, turn down
a variant, ask, or name a product a ranked table holds. A reply read right is a plain test; a
misread is a strict xfail whose reason names the rule and why the reading is wrong. The three
limits the lead noted after picks34 ("**Best-value:**", an arrow in a plain bullet, a "Best at"
column) are tried here too.

The review found 17 misreads; nine are fixed by general rules in `scoring/picks.py` (each marked
"misread, fixed" beside its case, with near misses below) and eight stay strict xfails: a label
the reader cannot tell from a product ("Privacy first:"), two products after "one
recommendation", "just one recommendation:" inside a sentence, a lower-case web address, skip
sections without an avoid heading, and the "Best at" column. An arrow in a plain "-" bullet, the
second known limit, already reads. The lower-case web address was fixed in picks36; picks_pins
fixed "just one recommendation:" inside a sentence, both skip sections and the "Best at" column
and the two products after "one recommendation" (near misses in tests/scoring/test_picks_pins.py);
"Privacy first:" stays a strict xfail.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case

# Rule 1: a spaced arrow ends an item's name.
_ARROWS = [
    review_case(
        "P12",
        "1. Breville Bambino Plus → heats in 3 s\n2. Gaggia Classic Pro → built like a tank\n"
        "3. De'Longhi Stilosa → cheapest\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    # an arrow after a plain "-" bullet (a limit noted last round): it now reads
    review_case(
        "P12",
        "- Breville Bambino → tiny\n- Gaggia Classic Pro → lasts\n- De'Longhi Stilosa → cheap\n",
        ["Breville Bambino", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    review_case(
        "P09",
        "Top 3:\n- Sony a6400 -> great autofocus\n- Canon EOS R50 -> easiest menus\n"
        "- Nikon Z50 II -> best grip\n",
        ["Sony a6400", "Canon EOS R50", "Nikon Z50 II"],
    ),
    review_case(
        "P10",
        "1. **Notion** → docs + tasks in one place\n2. **Trello** → simplest boards\n"
        "3. **Asana** → clear ownership\n",
        ["Notion", "Trello", "Asana"],
    ),
    review_case(
        "P07",
        "**1. Bitwarden** → free, open source\n**2. 1Password** → easiest\n"
        "**3. Proton Pass** → private\n",
        ["Bitwarden", "1Password", "Proton Pass"],
    ),
    review_case(
        "P01",
        "1. Sony WH-1000XM5 → better ANC on planes\n2. Bose QuietComfort Ultra Headphones → comfier\n",
        ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
    ),
    # an arrow inside a bracket after the name, or in the reason's spec, leaves the name alone
    review_case(
        "P09",
        "1. Sony a6400 (→ a6700 if budget allows) - great autofocus\n"
        "2. Canon EOS R50 - easy menus\n3. Nikon Z50 II - grip\n",
        ["Sony a6400", "Canon EOS R50", "Nikon Z50 II"],
    ),
    review_case(
        "P09",
        "1. Sony a6400 - great AF; pair with a USB-C → HDMI adapter for a monitor\n"
        "2. Canon EOS R50 - easy menus\n3. Nikon Z50 II - grip\n",
        ["Sony a6400", "Canon EOS R50", "Nikon Z50 II"],
    ),
    review_case(
        "P05",
        "1. Roborock Q5 Max - suction 2700 → 5500 Pa on max\n2. Eufy 11S Max - quiet\n"
        "3. Shark ION - cheap\n",
        ["Roborock Q5 Max", "Eufy 11S Max", "Shark ION"],
    ),
    review_case(
        "P05",
        "| Rank | Vacuum | Why |\n|---|---|---|\n| 1 | Roborock Q5 Max | strong → best for pets |\n"
        "| 2 | Eufy 11S Max | quiet |\n| 3 | Shark ION | cheap |\n",
        ["Roborock Q5 Max", "Eufy 11S Max", "Shark ION"],
    ),
    review_case(
        "P07",
        "1. Bitwarden -> 1Password migration is easy - free and open source\n"
        "2. 1Password - easiest\n3. Proton Pass - private\n",
        ["Bitwarden", "1Password", "Proton Pass"],
    ),
    review_case(
        "P11",
        "1. Mullvad ⇒ no email, cash payment\n2. Proton VPN ⇒ Swiss, free tier\n3. IVPN ⇒ audited\n",
        ["Mullvad", "Proton VPN", "IVPN"],
    ),
    review_case(
        "P11",
        "Ranking: Mullvad → Proton VPN → IVPN (best to good)\n",
        ["Mullvad", "Proton VPN", "IVPN"],
    ),
    review_case(
        "P12",
        "<think>User wants espresso. Bambino -> Gaggia -> Stilosa.</think>\n"
        "1. Breville Bambino Plus -> auto milk\n2. Gaggia Classic Pro -> durable\n"
        "3. De'Longhi Stilosa -> budget\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    # misread, fixed: an unspaced arrow glyph ran the reason into the name
    review_case(
        "P05",
        "1. Roborock Q5 Max→strong\n2. Eufy 11S Max→quiet\n3. Shark ION→cheap\n",
        ["Roborock Q5 Max", "Eufy 11S Max", "Shark ION"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _ARROWS)
def test_arrows(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Rule 2: an audience adjective label is a role, not a product.
_ADJECTIVES = [
    review_case(
        "P07",
        "1. **Best value:** Bitwarden - free.\n2. **Eco-friendly:** Proton Pass - small footprint.\n"
        "3. **Easiest:** 1Password - simple.\n",
        ["Bitwarden", "Proton Pass", "1Password"],
    ),
    review_case(
        "P07",
        "1. **Budget-friendly:** Bitwarden - free.\n2. **Beginner-friendly:** 1Password - simple.\n"
        "3. **Privacy-first:** Proton Pass - encrypted.\n",
        ["Bitwarden", "1Password", "Proton Pass"],
    ),
    review_case(
        "P09",
        "1. **Travel-friendly:** Sony ZV-E10 - light.\n2. **Beginner-friendly:** Canon EOS R50 - "
        "menus.\n3. **Budget-conscious:** Nikon Z30 - cheap.\n",
        ["Sony ZV-E10", "Canon EOS R50", "Nikon Z30"],
    ),
    review_case(
        "P07",
        "Family-friendly: 1Password\nPrivacy-focused: Proton Pass\nBudget-friendly: Bitwarden\n",
        ["1Password", "Proton Pass", "Bitwarden"],
    ),
    review_case(
        "P08",
        "1. **Family focused:** Kia EV9 - three rows.\n2. **Range-minded:** Tesla Model Y - range.\n"
        "3. **Budget-conscious:** Hyundai Ioniq 5 - price.\n",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
    ),
    # the adjective in the reason, after the product's name, leaves the name alone
    review_case(
        "P07",
        "1. **1Password Families:** family-friendly sharing.\n2. **Bitwarden:** budget-friendly.\n"
        "3. **Proton Pass:** privacy-first.\n",
        ["1Password Families", "Bitwarden", "Proton Pass"],
    ),
    # an adjective that opens a product's own longer name is part of it
    review_case(
        "P09", "1. **Kid-friendly Fire HD 10 Kids:** sturdy.\n", ["Kid-friendly Fire HD 10 Kids"]
    ),
    review_case(
        "P06",
        "1. **Mizuno Wave-first:** light.\n2. **Brooks Ghost 16:** soft.\n",
        ["Mizuno Wave-first", "Brooks Ghost 16"],
    ),
    review_case(
        "P07",
        "1. **Bitwarden first:** free.\n2. **1Password:** easy.\n",
        ["Bitwarden", "1Password"],
    ),
    review_case(
        "P06",
        "1. **Beginner-friendly:** Brooks Ghost 16 - balanced.\n2. **Cushion-focused:** Hoka "
        "Clifton 9 - plush.\n3. **Budget-friendly:** Saucony Ride 17 - cheap.\n",
        ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
    ),
    review_case(
        "P07",
        "🥇 **Family-friendly:** 1Password\n🥈 **Privacy-first:** Proton Pass\n"
        "🥉 **Budget-friendly:** Bitwarden\n",
        ["1Password", "Proton Pass", "Bitwarden"],
    ),
    review_case(
        "P07",
        "| Pick | Manager | Why |\n|---|---|---|\n| Family-friendly | 1Password | sharing |\n"
        "| Privacy-first | Proton Pass | encrypted |\n| Budget-friendly | Bitwarden | free |\n",
        ["1Password", "Proton Pass", "Bitwarden"],
    ),
    review_case(
        "P10",
        "1. **Remote-first:** Notion - async docs.\n2. **Developer-friendly:** Linear - fast.\n"
        "3. **Client-friendly:** Asana - guests.\n",
        ["Notion", "Linear", "Asana"],
    ),
    # misread, fixed: a label of two hyphens ('Open-source-first') was read as the product
    review_case(
        "P07",
        "1. **Security-minded:** 1Password - audits.\n2. **Open-source-first:** Bitwarden - code.\n"
        "3. **Privacy-oriented:** Proton Pass - encrypted.\n",
        ["1Password", "Bitwarden", "Proton Pass"],
    ),
    review_case(
        "P07",
        "1. **User friendly:** 1Password - easy.\n2. **Privacy first:** Proton Pass - encrypted.\n"
        "3. **Budget:** Bitwarden - free.\n",
        ["1Password", "Proton Pass", "Bitwarden"],
        xfail="rule 2: 'Privacy first:' (two words ending in 'first') is kept out so that "
        "'Bitwarden first' still places a product, and Proton Pass after it is lost; the label "
        "alone cannot tell a common noun from a product's one-word name",
    ),
    # the known limit: a hyphenated superlative label
    # the known limit, fixed: a hyphened superlative label ('Best-value') was read as a pick
    review_case(
        "P07",
        "1. **Best-value:** Bitwarden - free.\n2. **Easiest:** 1Password - simple.\n"
        "3. **Most private:** Proton Pass - encrypted.\n",
        ["Bitwarden", "1Password", "Proton Pass"],
    ),
    review_case(
        "P07",
        "- **Best-value:** Bitwarden\n- **Best overall:** 1Password\n- **Most private:** Proton Pass\n",
        ["Bitwarden", "1Password", "Proton Pass"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _ADJECTIVES)
def test_adjective_labels(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Rule 3: "Just one recommendation from me: the X." is a single pick.
_ONE = [
    review_case(
        "P12",
        "Just one recommendation from me: the Breville Bambino Plus.\n",
        ["Breville Bambino Plus"],
    ),
    review_case("P07", "Just one pick from me: **1Password Families**.\n", ["1Password Families"]),
    review_case("P07", "One pick:\n\n**1Password** - easiest for families.\n", ["1Password"]),
    review_case(
        "P11", "One pick from me: Mullvad. If you need streaming, Proton VPN.\n", ["Mullvad"]
    ),
    # the trigger over advice, not a product
    review_case("P12", "Just one recommendation from me: buy a good grinder first.\n", []),
    review_case("P12", "Only one choice: it has to fit the $500 budget.\n", []),
    review_case("P12", "Just one recommendation from me: avoid the De'Longhi Stilosa.\n", []),
    # advice first, then the ranking: the ranking is the reading
    review_case(
        "P12",
        "Just one recommendation from me: don't spend the whole $500 on the machine.\n\n"
        "1. Breville Bambino Plus - auto milk\n2. Gaggia Classic Pro - durable\n"
        "3. De'Longhi Stilosa - cheap\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Stilosa"],
    ),
    review_case(
        "P07",
        "One recommendation: turn on two-factor for every account.\n\n1. Bitwarden\n2. 1Password\n"
        "3. Proton Pass\n",
        ["Bitwarden", "1Password", "Proton Pass"],
    ),
    review_case(
        "P07",
        "<think>Family of four. One pick: 1Password? Maybe Bitwarden.</think>\n1. Bitwarden - free\n"
        "2. 1Password - easy\n3. Proton Pass - private\n",
        ["Bitwarden", "1Password", "Proton Pass"],
    ),
    review_case(
        "P11",
        "One choice: privacy or speed? Mullvad wins privacy, NordVPN wins speed.\n",
        ["Mullvad", "NordVPN"],
    ),
    # misread, fixed (picks_pins): two products offered together after "one recommendation"
    review_case(
        "P12",
        "Only one recommendation: the Breville Bambino Plus or the Gaggia Classic Pro, depending "
        "on milk.\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro"],
    ),
    review_case(
        "P12",
        "One recommendation from me: the Gaggia Classic Pro and the Breville Bambino are both "
        "fine.\n",
        ["Gaggia Classic Pro", "Breville Bambino"],
    ),
    # misread, fixed (picks_pins): 'just one recommendation:' inside an 'if I had to' clause
    review_case("P07", "If I had to make just one recommendation: 1Password.\n", ["1Password"]),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _ONE)
def test_one_recommendation(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Rule 4: a capitalised web address is one name in a placing sentence.
_DOMAINS = [
    review_case(
        "P10",
        "I'd go Notion.so first, Trello second and Asana third.\n",
        ["Notion.so", "Trello", "Asana"],
    ),
    review_case(
        "P10",
        "I'd go Linear.app first, Notion second and Trello third.\n",
        ["Linear.app", "Notion", "Trello"],
    ),
    review_case(
        "P10",
        "I'd go Trello first, Asana second, Monday.com third.\n",
        ["Trello", "Asana", "Monday.com"],
    ),
    review_case(
        "P11",
        "I'd rank Mullvad first, Proton VPN second and IVPN.net third.\n",
        ["Mullvad", "Proton VPN", "IVPN.net"],
    ),
    review_case(
        "P10",
        "I'd go https://Monday.com first, Trello second and Asana third.\n",
        ["Monday.com", "Trello", "Asana"],
    ),
    review_case("P10", "I'd go Monday first, Trello second.\n", ["Monday", "Trello"]),
    # an address in another sentence, or with a path, places nothing
    review_case(
        "P10",
        "I'd go Trello first and Asana second. Pricing is on Monday.com.\n",
        ["Trello", "Asana"],
    ),
    review_case(
        "P10",
        "I'd go Trello first, Asana second and check Monday.com/pricing third.\n",
        ["Trello", "Asana"],
    ),
    review_case(
        "P10",
        "I'd go Trello first, Asana second and ClickUp third. More at Zapier.com.\n",
        ["Trello", "Asana", "ClickUp"],
    ),
    review_case(
        "P10",
        "I'd put Trello first, Asana second and Basecamp third (see Basecamp.com for pricing).\n",
        ["Trello", "Asana", "Basecamp"],
    ),
    review_case(
        "P10",
        "I'd go Trello first, then Asana second. Ask.com is not a tool.\n",
        ["Trello", "Asana"],
    ),
    review_case(
        "P10",
        "I'd go Trello first, Asana second and Basecamp third. Monday.com is overpriced.\n",
        ["Trello", "Asana", "Basecamp"],
    ),
    review_case(
        "P10",
        "I'd go Trello first, Asana second and Basecamp third, then review on Monday.co\n",
        ["Trello", "Asana", "Basecamp"],
    ),
    review_case(
        "P10",
        "1. Monday.com - visual boards\n2. Trello - simple\n3. Asana - clear\n",
        ["Monday.com", "Trello", "Asana"],
    ),
    # misread, fixed (picks36): the address spelled as its brand writes it, in lower case, started
    # no name run, so the first place was lost; lower-case web addresses are now read beside the
    # name runs of a placing line
    review_case(
        "P10",
        "I'd go monday.com first, Trello second and Asana third.\n",
        ["monday.com", "Trello", "Asana"],
    ),
    review_case(
        "P10",
        "I'd go Trello first, monday.com second and Asana third.\n",
        ["Trello", "monday.com", "Asana"],
    ),
    # near misses: an address the reply sends the user to, or an email address, places nothing
    review_case(
        "P10",
        "I'd go Trello first, Asana second. Sign up at trello.com.\n",
        ["Trello", "Asana"],
    ),
    review_case(
        "P10",
        "I'd go Trello first, Asana second; write to sales@monday.com third.\n",
        ["Trello", "Asana"],
    ),
    # misread, fixed: a country suffix ('.com.au') neither joined nor placed, losing Trello too
    review_case(
        "P10",
        "I'd go Monday.com.au first, Trello second.\n",
        ["Monday.com.au", "Trello"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _DOMAINS)
def test_web_addresses(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Rule 5: a table row named again under a heading advising against it is no pick.
_T = (
    "| Tool | Free plan | Best at |\n|---|---|---|\n| ClickUp | Yes | All-in-one |\n"
    "| Notion | Yes | Docs |\n| Asana | Yes | Ownership |\n| Jira | Yes | Sprints |\n\n"
)
_T_PRICE = (
    "| Tool | Free plan | Price |\n|---|---|---|\n| ClickUp | Yes | $7 |\n"
    "| Notion | Yes | $10 |\n| Asana | Yes | $11 |\n| Jira | Yes | $8 |\n\n"
)
_R = "## My ranked top three\n\n### 1. ClickUp\nBusy.\n\n### 2. Notion\nDocs.\n\n### 3. Asana\nClear.\n\n"
_ALL = ["ClickUp", "Notion", "Asana", "Jira"]
_AVOIDS = [
    review_case(
        "P10",
        _T + _R + "## What I'd skip for now\n\n**Jira.** Too much setup.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    review_case(
        "P10",
        _T_PRICE + "## What I'd skip\n\n**Jira.** Too much setup.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    review_case(
        "P10",
        _T + "## What I'd skip\n\n**Notion.** Unless your team already writes docs there.\n",
        ["ClickUp", "Asana", "Jira"],
    ),
    review_case(
        "P05",
        "| Vacuum | Price | Best at |\n|---|---|---|\n| Roborock Q5 Max | $280 | Pets |\n"
        "| Eufy 11S Max | $200 | Quiet |\n| Shark ION | $180 | Budget |\n\n## Skip\n\n"
        "**Eufy 11S Max.** Gets stuck on rugs.\n",
        ["Roborock Q5 Max", "Shark ION"],
    ),
    review_case(
        "P10",
        "<think>Table then skip.</think>\n" + _T + "## What I'd skip\n\n**Jira.** Heavy.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    review_case(
        "P10",
        _T + "## What I'd skip\n\n**Jira (the free tier).** Too limited.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    review_case(
        "P10",
        _T
        + "## What I'd skip\n\n**Jira** unless you already use Confluence; otherwise **ClickUp**.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    # a variant turned down leaves the product; a question sets nothing aside; no skip section
    review_case(
        "P10",
        _T + _R + "## What I'd skip\n\n**Asana's Enterprise tier.** Overkill for ten people.\n",
        _ALL,
    ),
    review_case(
        "P10",
        _T + "## What I'd skip\n\n- **Jira Service Management** - for IT desks, not startups.\n",
        _ALL,
    ),
    review_case(
        "P10", _T + "## What to avoid\n\n- Is **Jira** worth it? Only if you run sprints.\n", _ALL
    ),
    review_case("P10", _T, _ALL),
    review_case("P10", _T_PRICE, _ALL),
    review_case(
        "P10",
        _T_PRICE
        + "My ranking: 1. ClickUp 2. Notion 3. Asana.\n\n## What I'd skip\n\n**Jira.** Heavy.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    # misread, fixed: a negated skip heading ('Don't skip these') dropped Jira's row
    review_case(
        "P10",
        _T + "## Don't skip these\n\n**Jira.** Great for sprints.\n",
        _ALL,
    ),
    # misread, fixed: a row a Rank column places was dropped by a later skip section
    review_case(
        "P10",
        "| Rank | Tool | Best at |\n|---|---|---|\n| 1 | ClickUp | All |\n| 2 | Notion | Docs |\n"
        "| 3 | Jira | Sprints |\n\n## What I'd skip\n\n**Jira.** Unless you run sprints.\n",
        ["ClickUp", "Notion", "Jira"],
    ),
    # misread, fixed: only the first of two bold names joined by 'and' was noted
    review_case(
        "P10",
        _T + "## What I'd skip\n\n**ClickUp** and **Jira** - both too heavy.\n",
        ["Notion", "Asana"],
    ),
    # misread, fixed: the 'two picks remain' guard kept rows the section turned down
    review_case(
        "P10",
        _T + "## Avoid\n\n- **Jira** - heavy.\n- **Asana** - pricey.\n- **Notion** - slow.\n",
        ["ClickUp"],
    ),
    # misread, fixed (picks_pins): a 'Not for you' heading turns Jira down
    review_case(
        "P10",
        _T + "## Not for you\n\n**Jira.** Built for engineering.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    # misread, fixed (picks_pins): a bold-label skip line, not a heading, turns Jira down
    review_case(
        "P10",
        _T + "**What I'd skip:** Jira, too much setup.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    # the known limit, fixed (picks_pins): a "Best at" column no longer makes the comparison
    # table count as ranked, so the ranking stated after it replaces the table's four rows
    review_case(
        "P10",
        _T + "My ranking: 1. ClickUp 2. Notion 3. Asana.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _AVOIDS)
def test_skip_sections(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Near misses of the review's fixes: each reads as it did before them.
_NEAR_MISSES = [
    # an unspaced "->" is part of a name ("USB-C->HDMI"); a spaced one in a reason ends nothing
    review_case(
        "P09",
        "1. Anker USB-C->HDMI Adapter - 4K out\n2. Sony a6400 - AF\n",
        ["Anker USB-C->HDMI Adapter", "Sony a6400"],
    ),
    review_case(
        "P09",
        "1. Sony a6400 - AF, with an Anker 737 -> 140W charger\n2. Canon EOS R50 - menus\n",
        ["Sony a6400", "Canon EOS R50"],
    ),
    # an arrow glyph with a blank on one side only also ends the name
    review_case(
        "P12",
        "1. Breville Bambino Plus→ auto milk\n2. Gaggia Classic Pro ⇒durable\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro"],
    ),
    # a product whose name only looks like a superlative or has hyphens without an adjective
    review_case(
        "P06",
        "1. **Everest-Pro:** sturdy.\n2. **Brooks Ghost 16:** soft.\n",
        ["Everest-Pro", "Brooks Ghost 16"],
    ),
    review_case(
        "P06",
        "1. **Gel-Nimbus-26:** plush.\n2. **Brooks Ghost 16:** soft.\n",
        ["Gel-Nimbus-26", "Brooks Ghost 16"],
    ),
    review_case(
        "P07",
        "1. **Best-in-class:** 1Password - polish.\n2. **Cheapest-to-run:** Bitwarden - free.\n",
        ["1Password", "Bitwarden"],
    ),
    # a heading that skips and negates something else still turns down what it lists
    review_case(
        "P10",
        _T + "## Skip these; don't overthink it\n\n**Jira.** Heavy.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    # a "#" column states ranks as "Rank" does
    review_case(
        "P10",
        "| # | Tool | Best at |\n|---|---|---|\n| 1 | ClickUp | All |\n| 2 | Notion | Docs |\n"
        "| 3 | Jira | Sprints |\n\n## What I'd skip\n\n**Jira.** Unless you run sprints.\n",
        ["ClickUp", "Notion", "Jira"],
    ),
    # a second bold name after another word is no part of what the line turns down
    review_case(
        "P10",
        _T + "## What I'd skip\n\n**Jira**, unlike **ClickUp**, needs an admin.\n",
        ["ClickUp", "Notion", "Asana"],
    ),
    review_case(
        "P10",
        _T + "## What I'd skip\n\n**Jira**, **Asana** or **Notion** - all heavier than you need.\n",
        ["ClickUp"],
    ),
    # two rows, one turned down: the other is the one pick
    review_case(
        "P10",
        "| Tool | Best at |\n|---|---|\n| ClickUp | All-in-one |\n| Jira | Sprints |\n\n"
        "## What I'd skip\n\n**Jira.** Heavy.\n",
        ["ClickUp"],
    ),
    # a country suffix joins; a longer word after it does not
    review_case("P10", "I'd go Monday.co.uk first, Trello second.\n", ["Monday.co.uk", "Trello"]),
    review_case(
        "P10",
        "I'd go Trello first, Asana second and Monday.com.auction third.\n",
        ["Trello", "Asana"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _NEAR_MISSES)
def test_near_misses_of_the_fixes(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


def test_the_fixes_stay_linear_on_hostile_input() -> None:
    assert_linear(read_picks, lambda n: "1. Ab Cd" + "→x " * n + "\n2. Ef⇒y\n", 5_000)
    assert_linear(read_picks, lambda n: "1. **Best-" + "ab-" * n + "value:** Ab Cd\n", 3_000)
    assert_linear(read_picks, lambda n: "1. **Open-" + "ab-" * n + "first:** Ab Cd\n", 3_000)
    assert_linear(read_picks, lambda n: "I'd go " + "Ab.com.au " * n + "first.", 5_000)
    assert_linear(
        read_picks, lambda n: _T + "## Don't " + "skip " * n + "these\n\n**Jira.** No.\n", 3_000
    )
    assert_linear(
        read_picks,
        lambda n: _T + "## What I'd skip\n\n" + "**Jira** and " * n + "**Asana** - no.\n",
        2_000,
    )
    assert_linear(
        read_picks,
        lambda n: (
            "| Rank | Tool |\n|---|---|\n" + "| 1 | Jira |\n" * n + "\n## Skip\n\n**Jira.** No.\n"
        ),
        1_000,
    )

"""Ordinary replies tried against the two picks readings of the twenty-seventh round (review32p).

- Places inside one bold run (picks29): "I'd go **Bose QC Ultra first, XM5 second**" names both
  at their places. Priorities and steps in the same shape name proper nouns too ("Learn
  **Lightroom first, Photoshop second**", "think **Mac first, PC second**"), so the run is a
  ranking only where nothing stands before it in its sentence, or a verdict's verb does ("I'd
  go", "I'd say", "go with", "it's"); after any other verb the run is read as before the rule.
- "Overall winner:" after picks each given to a case (0a8e48a) is the winner alone. An award
  with no case clause ("Best value", "Best budget", "Best free option", "Best runner-up") ranks
  its pick as "Budget pick" does, so after such a label the others still follow the winner; a
  label gives its pick to a case by a clause ("for", "if", "when", "under", "below") and names
  no place ("second", "runner", "next").

Each `_LIMITS` case was a strict xfail: a known limit, with why in its mark. The one the picks29
rule reads (a run after a colon) shares a verdict's grammar; the others read the same on 2c217a4,
before both rules. limits33p read eleven of them right (`test_limits33p.py`); they stay in their
lists as ordinary cases, and the marks left say why the others still read wrong.
"""

from __future__ import annotations

import pytest

from scoring.picks import _names_a_case, _verdict_lead, read_picks
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_battery

_PROMPTS = {k: e.text for k, e in load_battery().by_id().items()}


def _limit(why: str) -> pytest.MarkDecorator:
    return pytest.mark.xfail(strict=True, reason=why)


def _names(prompt_id: str, text: str) -> list[str]:
    return [p.name for p in read_recommendation(text, _PROMPTS[prompt_id]).picks]


_PLACED_RIGHT = [
    pytest.param(
        "P05",
        "My rule: **Budget first, features second.** Here's my top three:\n\n1. Roborock Q5 Pro - great mapping.\n2. Eufy RoboVac 11S Max - strong suction.\n3. Tapo RV10 - cheap and fine.",
        ["Roborock Q5 Pro", "Eufy RoboVac 11S Max", "Tapo RV10"],
        id="a01",
    ),
    pytest.param(
        "P06",
        "**Fit first, then price.** Go to a running store.\n\n1. Brooks Ghost 16 - forgiving.\n2. Hoka Clifton 9 - soft.\n3. Saucony Ride 17 - value.",
        ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        id="a02",
    ),
    pytest.param(
        "P08",
        "**Safety first.** All three have top crash ratings.\n\n1. Kia EV9 - three rows.\n2. Tesla Model Y - seven seats option.\n3. Hyundai Ioniq 5 - roomy.",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        id="a03",
    ),
    pytest.param(
        "P07",
        "**First things first:** turn on two-factor everywhere.\n\n1. 1Password - best family plan.\n2. Bitwarden - open source.\n3. Dashlane - polished.",
        ["1Password", "Bitwarden", "Dashlane"],
        id="a04",
    ),
    pytest.param(
        "P09",
        "**Second-hand** is fine for a first camera.\n\n1. Canon EOS R50 - easy.\n2. Sony a6400 - fast autofocus.\n3. Nikon Z50 - great grip.",
        ["Canon EOS R50", "Sony a6400", "Nikon Z50"],
        id="a05",
    ),
    pytest.param(
        "P11",
        "Pick a VPN that supports **WireGuard first, OpenVPN second**.\n\n1. Mullvad - no account needed.\n2. ProtonVPN - Swiss, audited.\n3. IVPN - transparent.",
        ["Mullvad", "ProtonVPN", "IVPN"],
        id="a06",
    ),
    pytest.param(
        "P09",
        "Learn **Lightroom first, Photoshop second** - editing matters.\n\n1. Canon EOS R50\n2. Sony ZV-E10\n3. Fujifilm X-T30 II",
        ["Canon EOS R50", "Sony ZV-E10", "Fujifilm X-T30 II"],
        id="a07",
    ),
    pytest.param(
        "P09",
        "Shoot **Aperture Priority first, Manual second** while you learn.\n\n1. Canon EOS R50 - friendly menus.\n2. Nikon Z fc - dials.\n3. Sony a6400 - autofocus.",
        ["Canon EOS R50", "Nikon Z fc", "Sony a6400"],
        id="a08",
    ),
    pytest.param(
        "P08",
        "Think **EV first, hybrid second** if you road-trip a lot.\n\n1. Kia EV9\n2. Tesla Model Y\n3. Toyota Sienna",
        ["Kia EV9", "Tesla Model Y", "Toyota Sienna"],
        id="a09",
    ),
    pytest.param(
        "P01",
        "For a flyer it's **ANC first, comfort second**. On that basis: Bose QuietComfort Ultra Headphones first, Sony WH-1000XM5 second.",
        ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        id="a10",
    ),
    pytest.param(
        "P12",
        "Spend **Grinder First, Machine Second**. My picks: 1. Breville Bambino Plus 2. Gaggia Classic Pro 3. De'Longhi Dedica",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        id="a11",
    ),
    pytest.param(
        "P07",
        "**1Password first, Bitwarden second**, and Dashlane if you want a VPN thrown in.",
        ["1Password", "Bitwarden"],
        id="a12",
    ),
    pytest.param(
        "P06",
        "I'd go **Hoka One One Clifton 9 first, Brooks Ghost 16 second**. Both are cushioned.",
        ["Hoka One One Clifton 9", "Brooks Ghost 16"],
        id="a13",
    ),
    pytest.param(
        "P01",
        "Most reviewers say **Sony first, Bose second**, but for flying I'd flip it: the Bose QuietComfort Ultra Headphones, then the Sony WH-1000XM5.",
        ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        id="a14",
    ),
    pytest.param(
        "P10",
        "Adopt **Kanban first, Gantt second** - most small teams never need Gantt.\n\n1. Linear - fast.\n2. Trello - simple.\n3. Asana - flexible.",
        ["Linear", "Trello", "Asana"],
        id="a15",
    ),
    pytest.param(
        "P12",
        "Buy **Arabica first, Robusta second** if you like crema. Machines:\n\n1. Breville Bambino Plus\n2. Gaggia Classic Pro\n3. Casabrews CM5418",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "Casabrews CM5418"],
        id="a16",
    ),
    pytest.param(
        "P08",
        "**Safety First, Range Second, Price Third.** So: 1. Kia EV9 2. Tesla Model Y 3. Hyundai Ioniq 5",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        id="a17",
    ),
    pytest.param(
        "P07",
        "**Security First, Family Sharing Second.**\n\n1. 1Password\n2. Bitwarden\n3. Keeper",
        ["1Password", "Bitwarden", "Keeper"],
        id="a18",
    ),
    pytest.param(
        "P11",
        "Rank on **Privacy first, Speed second**:\n\n1. Mullvad\n2. ProtonVPN\n3. NordVPN",
        ["Mullvad", "ProtonVPN", "NordVPN"],
        id="a19",
    ),
    pytest.param(
        "P03",
        "For essays and light coding: **MacBook Air M3 first, Dell XPS 13 second.** Battery life decides it.",
        ["MacBook Air M3", "Dell XPS 13"],
        id="a20",
    ),
    pytest.param(
        "P09",
        "Budget for **Lenses first, Body second** - glass outlasts bodies.\n\n1. Sony a6400\n2. Canon EOS R50\n3. Fujifilm X-S20",
        ["Sony a6400", "Canon EOS R50", "Fujifilm X-S20"],
        id="a21",
    ),
    pytest.param(
        "P06",
        "Train **Zone 2 first, Tempo second**. Shoes: 1. Nike Pegasus 41 2. Brooks Ghost 16 3. Saucony Ride 17",
        ["Nike Pegasus 41", "Brooks Ghost 16", "Saucony Ride 17"],
        id="a22",
    ),
    pytest.param(
        "P08",
        "Charge **Level 2 first, Superchargers second**. Cars: 1. Tesla Model Y 2. Kia EV9 3. Chevy Equinox EV",
        ["Tesla Model Y", "Kia EV9", "Chevy Equinox EV"],
        id="a23",
    ),
    pytest.param(
        "P01",
        "**Comfort first, Sony second**? No - for flights the Bose QuietComfort Ultra Headphones win, the Sony WH-1000XM5 second.",
        ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        id="a25",
    ),
    pytest.param(
        "P05",
        "Map **Kitchen first, Living Room second** in the app. Picks: 1. Roborock Q5 Pro 2. Eufy 11S Max 3. Tapo RV10",
        ["Roborock Q5 Pro", "Eufy 11S Max", "Tapo RV10"],
        id="a26",
    ),
    pytest.param(
        "P10",
        "Roll out **Slack first, Notion second**, then pick a PM tool:\n\n1. Linear\n2. Asana\n3. ClickUp",
        ["Linear", "Asana", "ClickUp"],
        id="a27",
    ),
    pytest.param(
        "P09",
        "Shoot **RAW first, JPEG second** (RAW+JPEG).\n\n1. Canon EOS R50\n2. Nikon Z50\n3. Sony a6400",
        ["Canon EOS R50", "Nikon Z50", "Sony a6400"],
        id="a28",
    ),
    pytest.param(
        "P02",
        "**Bose first, Sony second.** The Bose's ANC is better on planes; the Sony WH-1000XM5 is lighter.",
        ["Bose", "Sony"],
        id="a29",
    ),
    pytest.param(
        "P03",
        "Students should think **Mac first, PC second** only if they already use an iPhone. The MacBook Air M3 wins; the Dell XPS 13 is second.",
        ["MacBook Air M3", "Dell XPS 13"],
        id="c14",
    ),
]
_PLACED_LIMITS = [
    pytest.param(
        "P03",
        "Pick your OS: **macOS first, Windows second** for most students. So the MacBook Air M3, then the Dell XPS 13.",
        ["MacBook Air M3", "Dell XPS 13"],
        id="a24",
        marks=_limit("the unbolded run read as places by the prose reader (2c217a4 too)"),
    ),
    pytest.param(
        "P06",
        "Since you'll run on pavement, it's **Road first, Trail second** for your first 10K. I'd get the Brooks Ghost 16, then the Hoka Clifton 9, then the Saucony Ride 17.",
        ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        id="c01",
        marks=_limit(
            "priorities or steps in a bold run read as one or two names, as on 2c217a4 before the rule"
        ),
    ),
    pytest.param(
        "P12",
        "Learn **Espresso first, Milk second**: pull shots before you steam. My pick is the Gaggia Classic Pro, then the Breville Bambino Plus, then the De'Longhi Dedica.",
        ["Gaggia Classic Pro", "Breville Bambino Plus", "De'Longhi Dedica"],
        id="c02",
    ),
    pytest.param(
        "P05",
        "Run it **Kitchen first, Living Room second** so it maps well. I'd buy the Roborock Q5 Pro, then the Eufy RoboVac 11S Max, then the Tapo RV10.",
        ["Roborock Q5 Pro", "Eufy RoboVac 11S Max", "Tapo RV10"],
        id="c03",
        marks=_limit(
            'the run is no longer read (limits33p), but "I\'d buy the X, then the Y, then the Z" reads its first name only: "buy ... then" may order purchases, not places'
        ),
    ),
    pytest.param(
        "P11",
        "Look for **WireGuard first, OpenVPN second**.",
        [],
        id="c04",
    ),
    pytest.param(
        "P11",
        "Protocols matter: **WireGuard first, OpenVPN second**. For the services themselves, Mullvad is my top pick, ProtonVPN second, IVPN third.",
        ["Mullvad", "ProtonVPN", "IVPN"],
        id="c05",
        marks=_limit(
            'a colon lead ("Protocols matter:") is also a verdict\'s ("My take:"), and a run of two proper names after it shares a verdict\'s grammar'
        ),
    ),
    pytest.param(
        "P09",
        "Practise in **Aperture Priority first, Manual second**. For the camera, the Canon EOS R50 is my first choice and the Nikon Z50 my second.",
        ["Canon EOS R50", "Nikon Z50"],
        id="c06",
    ),
    pytest.param(
        "P09",
        "Edit in **Lightroom first, Photoshop second**. As for cameras, go with the Canon EOS R50; the Sony a6400 is a close second.",
        ["Canon EOS R50", "Sony a6400"],
        id="c07",
    ),
    pytest.param(
        "P10",
        "Set up **Slack first, Notion second**, then a tracker. Honestly I'd start with Linear, and Asana if you need more.",
        ["Linear", "Asana"],
        id="c08",
        marks=_limit(
            'the run is no longer read (limits33p), but "I\'d start with Linear, and Asana if you need more" states no place the prose reader knows'
        ),
    ),
    pytest.param(
        "P10",
        "Think **Kanban first, Gantt second**. Trello is my top pick for that, then Linear, then Asana.",
        ["Trello", "Linear", "Asana"],
        id="c09",
        marks=_limit(
            'the run is no longer read (limits33p), but "X is my top pick for that, then Y, then Z" reads its first name only'
        ),
    ),
    pytest.param(
        "P06",
        "Build up **Zone 2 first, Tempo second**. The Brooks Ghost 16 is my first pick, the Hoka Clifton 9 my second, the Nike Pegasus 41 third.",
        ["Brooks Ghost 16", "Hoka Clifton 9", "Nike Pegasus 41"],
        id="c10",
    ),
    pytest.param(
        "P08",
        "Prioritise **AWD first, FWD second** if you get snow. I'd rank the Kia EV9 first, the Tesla Model Y second and the Hyundai Ioniq 5 third.",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        id="c11",
    ),
    pytest.param(
        "P09",
        "Shoot **RAW first, JPEG second**. Camera-wise, the Canon EOS R50 wins, with the Sony a6400 behind it.",
        ["Canon EOS R50", "Sony a6400"],
        id="c12",
        marks=_limit(
            'the run is no longer read (limits33p), but "with the Y behind it" places no second'
        ),
    ),
    pytest.param(
        "P07",
        "Turn on **Face ID first, Touch ID second**. I'd go 1Password, then Bitwarden, then Dashlane.",
        ["1Password", "Bitwarden", "Dashlane"],
        id="c13",
    ),
    pytest.param(
        "P12",
        "Shop **Costco first, Amazon second** for the best return policy. My ranking: Breville Bambino Plus, Gaggia Classic Pro, Casabrews CM5418.",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "Casabrews CM5418"],
        id="c15",
    ),
    pytest.param(
        "P11",
        "**Privacy First, Streaming Second**",
        [],
        id="c16",
    ),
    pytest.param(
        "P09",
        "**Sony first, Canon second** for video; **Canon first, Sony second** for stills. Since you want stills, the Canon EOS R50.",
        ["Canon EOS R50"],
        id="c19",
        marks=_limit(
            "priorities or steps in a bold run read as one or two names, as on 2c217a4 before the rule"
        ),
    ),
    pytest.param(
        "P05",
        "Schedule **Upstairs first, Downstairs second** if you have one robot. I'd pick the Roborock Q5 Pro.",
        ["Roborock Q5 Pro"],
        id="c20",
    ),
]
_WINNER_RIGHT = [
    pytest.param(
        "P06",
        "Depends on your runs:\n\n- **For road runners:** Brooks Ghost 16 - smooth.\n- **For heavier runners:** Hoka Clifton 9 - cushioned.\n- **For tight budgets:** Saucony Ride 17 - value.\n\n**Overall winner:** Brooks Ghost 16.",
        ["Brooks Ghost 16"],
        id="b01",
    ),
    pytest.param(
        "P05",
        "- **Best overall:** Roborock Q5 Pro - mapping.\n- **Best value:** Eufy RoboVac 11S Max - suction.\n- **Best budget:** Tapo RV10 - cheap.\n\n**Overall winner:** Roborock Q5 Pro.",
        ["Roborock Q5 Pro", "Eufy RoboVac 11S Max", "Tapo RV10"],
        id="b02",
    ),
    pytest.param(
        "P05",
        "- **Best overall:** Roborock Q5 Pro - mapping.\n- **Second best:** Eufy RoboVac 11S Max - suction.\n- **Budget pick:** Tapo RV10 - cheap.\n\n**Overall winner:** Roborock Q5 Pro.",
        ["Roborock Q5 Pro", "Eufy RoboVac 11S Max", "Tapo RV10"],
        id="b03",
    ),
    pytest.param(
        "P07",
        "- **Top pick:** 1Password - polished sharing.\n- **Best free option:** Bitwarden - open source.\n- **Best for Apple families:** iCloud Keychain - built in.\n\n**Overall winner:** 1Password.",
        ["1Password", "Bitwarden", "iCloud Keychain"],
        id="b04",
    ),
    pytest.param(
        "P05",
        "- **My pick for second place:** Eufy RoboVac 11S Max - suction.\n- **Best overall:** Roborock Q5 Pro - mapping.\n- **Budget pick:** Tapo RV10 - cheap.\n\n**Overall winner:** Roborock Q5 Pro.",
        ["Roborock Q5 Pro", "Eufy RoboVac 11S Max", "Tapo RV10"],
        id="b05",
    ),
    pytest.param(
        "P06",
        "- **For road runners:** Brooks Ghost 16\n- **For trails:** Saucony Peregrine 14\n- **For wide feet:** New Balance 880v14\n\n**Overall winner:** it depends on where you run.",
        ["Brooks Ghost 16", "Saucony Peregrine 14", "New Balance 880v14"],
        id="b06",
    ),
    pytest.param(
        "P05",
        "- **For pet hair:** Eufy RoboVac 11S Max\n- **For mapping:** Roborock Q5 Pro\n- **For small flats:** Tapo RV10\n\n**Overall winner:** Roborock Q5 Pro, with the Eufy RoboVac 11S Max a close second.",
        ["Roborock Q5 Pro", "Eufy RoboVac 11S Max"],
        id="b08",
    ),
    pytest.param(
        "P12",
        "- **Best for milk drinks:** Breville Bambino Plus\n- **Best for tinkerers:** Gaggia Classic Pro\n- **Best under $200:** De'Longhi Dedica\n\n**Overall winner:** Breville Bambino Plus.",
        ["Breville Bambino Plus"],
        id="b10",
    ),
    pytest.param(
        "P11",
        "- **Best overall:** Mullvad\n- **Best alternative:** ProtonVPN\n- **Best budget option:** Surfshark\n\n**Overall winner:** Mullvad.",
        ["Mullvad", "ProtonVPN", "Surfshark"],
        id="b11",
    ),
    pytest.param(
        "P09",
        "- **Best overall:** Canon EOS R50\n- **Best upgrade path:** Sony a6400\n- **Best for retro fans:** Nikon Z fc\n\n**Winner:** Canon EOS R50.",
        ["Canon EOS R50", "Sony a6400", "Nikon Z fc"],
        id="b12",
    ),
    pytest.param(
        "P10",
        "- **Runner-up (best for docs):** Notion\n- **Best overall:** Linear\n- **Budget pick:** Trello\n\n**Overall winner:** Linear.",
        ["Linear", "Notion", "Trello"],
        id="b13",
    ),
    pytest.param(
        "P08",
        "- **Best for road trips:** Tesla Model Y\n- **Best for space:** Kia EV9\n- **Best value:** Hyundai Ioniq 5\n\n**Bottom line:** Kia EV9.",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        id="b14",
    ),
    pytest.param(
        "P08",
        "1. **Best overall:** Kia EV9\n2. **Runner-up:** Tesla Model Y\n3. **Best value:** Hyundai Ioniq 5\n\n**Overall winner:** Kia EV9.",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        id="b15",
    ),
    pytest.param(
        "P05",
        "- **Roborock Q5 Pro** - mapping.\n- **Eufy RoboVac 11S Max** - suction.\n- **Tapo RV10** - cheap.\n\n**Overall winner:** Roborock Q5 Pro.",
        ["Roborock Q5 Pro"],
        id="b16",
    ),
    pytest.param(
        "P06",
        "- **For beginners:** Brooks Ghost 16\n- **For speed days:** Saucony Endorphin Speed 4\n- **For recovery:** Hoka Clifton 9\n\n**My pick:** Brooks Ghost 16, then Hoka Clifton 9.",
        ["Brooks Ghost 16", "Hoka Clifton 9"],
        id="b17",
    ),
    pytest.param(
        "P11",
        "- **Best for streaming:** NordVPN\n- **Best for privacy:** Mullvad\n- **Best free tier:** ProtonVPN\n\n**Overall winner:** Mullvad.",
        ["Mullvad", "NordVPN", "ProtonVPN"],
        id="b19",
    ),
    pytest.param(
        "P09",
        "- **Best overall:** Canon EOS R50\n- **Best runner-up:** Sony a6400\n- **Best budget:** Nikon Z30\n\n**Overall winner:** Canon EOS R50.",
        ["Canon EOS R50", "Sony a6400", "Nikon Z30"],
        id="b21",
    ),
    pytest.param(
        "P05",
        "- **On a budget:** Tapo RV10\n- **If money is no object:** Roborock Q7 Max\n- **For pet hair:** Eufy RoboVac 11S Max\n\n**Overall winner:** Roborock Q7 Max.",
        ["Roborock Q7 Max"],
        id="b09",
    ),
    pytest.param(
        "P12",
        "- **If you drink lattes:** Breville Bambino Plus\n- **If you want to learn:** Gaggia Classic Pro\n\n**Overall winner:** Gaggia Classic Pro - it'll teach you the most.",
        ["Gaggia Classic Pro"],
        id="b22",
    ),
    pytest.param(
        "P10",
        "**Best overall:** Linear\n**Best for docs-heavy teams:** Notion\n**Best free plan:** Trello\n\n**Verdict:** Linear.",
        ["Linear", "Notion", "Trello"],
        id="b23",
    ),
    pytest.param(
        "P05",
        "- **Best premium:** Roborock Q7 Max\n- **Best mid-range:** Roborock Q5 Pro\n- **Best cheap:** Tapo RV10\n\n**Overall winner:** Roborock Q5 Pro.",
        ["Roborock Q5 Pro", "Roborock Q7 Max", "Tapo RV10"],
        id="b24",
    ),
]
_WINNER_LIMITS = [
    pytest.param(
        "P01",
        "- **For long-haul flights:** Bose QuietComfort Ultra Headphones\n- **For sound quality:** Sony WH-1000XM5\n\n**Overall:** both are great; you can't go wrong.",
        [],
        id="b07",
        marks=_limit(
            '"both are great; you can\'t go wrong" is not read as a tie after labelled cases'
        ),
    ),
    pytest.param(
        "P07",
        "- **Best overall:** 1Password\n- **Next best:** Bitwarden\n- **Also good:** Dashlane\n\n**Overall winner:** 1Password.",
        ["1Password", "Bitwarden", "Dashlane"],
        id="b18",
    ),
    pytest.param(
        "P05",
        "- **Best for most people:** Roborock Q5 Pro\n- **Close second for pet owners:** Eufy RoboVac 11S Max\n- **Cheapest decent option:** Tapo RV10\n\n**Overall winner:** Roborock Q5 Pro.",
        ["Roborock Q5 Pro", "Eufy RoboVac 11S Max", "Tapo RV10"],
        id="b20",
    ),
]


@pytest.mark.parametrize(("prompt_id", "text", "expected"), _PLACED_RIGHT + _PLACED_LIMITS)
def test_places_in_a_bold_run(prompt_id: str, text: str, expected: list[str]) -> None:
    assert _names(prompt_id, text) == expected


@pytest.mark.parametrize(("prompt_id", "text", "expected"), _WINNER_RIGHT + _WINNER_LIMITS)
def test_a_winner_line_after_labelled_picks(prompt_id: str, text: str, expected: list[str]) -> None:
    assert _names(prompt_id, text) == expected


@pytest.mark.parametrize(
    ("before", "verdict"),
    [
        ("", True),
        ("Honestly? For flying I'd go ", True),
        ("My take: go ", True),
        ("Easy one! I'd say ", True),
        ("For flying, it's ", True),
        ("I would probably pick ", True),
        ("Learn ", False),
        ("Students should think ", False),
        ("Pick a VPN that supports ", False),
        ("Edit in ", False),
        ("I'd set up ", False),
    ],
)
def test_what_may_stand_before_a_run_of_places(before: str, verdict: bool) -> None:
    assert _verdict_lead(before) is verdict


@pytest.mark.parametrize(
    ("lead", "case"),
    [
        ("For pet owners", True),
        ("Best for pet hair", True),
        ("If you have pets", True),
        ("Best under $200", True),
        ("Best value", False),
        ("Best budget", False),
        ("Best overall", False),
        ("Runner-up for families", False),
        ("Second best for runners", False),
        ("2nd pick for commuters", False),
    ],
)
def test_which_labels_give_a_pick_to_a_case(lead: str, case: bool) -> None:
    assert _names_a_case(lead) is case


def test_leads_and_labels_are_read_in_linear_time() -> None:
    assert_linear(
        read_picks,
        lambda n: "Learn " + "I'd go " * n + "**Sony WH-1000XM5 first, Bose QC second**",
        8_000,
    )
    assert_linear(_verdict_lead, lambda n: "I " * n + "would", 20_000)
    assert_linear(_names_a_case, lambda n: "Best for " * n + "2nd", 10_000)
    assert_linear(
        read_picks,
        lambda n: (
            "".join(f"- **Best value {k}:** Roborock Q{k} Pro\n" for k in range(n))
            + "\n**Overall winner:** Roborock Q1 Pro.\n"
        ),
        2_000,
    )

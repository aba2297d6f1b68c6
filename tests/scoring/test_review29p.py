"""An outside review of the picks27, picks27b and fixes28 rules on ordinary recommendation replies.

Each reply below answers a P prompt of battery.json with one of the new rules' trigger words used
for something else: an "Edit:"/"Update:" note about setup steps, prices or specs, "swap my 1 and 2"
under a condition, "My actual list of steps", "not a ranking of price" over headings that are the
ranking, "(a)/(b)" options by case, "my pick for X is clearly A, but for the money it's hard to
beat B", "Neither is better-looking", tied benchmark labels, "1st/2nd/3rd" in ordinary sentences,
arrows, JSON/YAML and CSV blocks. The ranking the reply gives must be read first (``EXACT`` rows:
and nothing else). Four shapes read as their older twin reads (a "Third place:" countdown, "1."
criteria, a pipe table): the new spelling moves nothing of its own, pinned by the twin tests.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear

_ROOT = Path(__file__).resolve().parents[2]
PROMPTS = {
    e["id"]: e["text"]
    for e in json.loads((_ROOT / "battery.json").read_text(encoding="utf-8"))["entries"]
    if e["id"].startswith("P")
}


def _names(text: str, prompt_id: str) -> list[str]:
    return [p.name for p in read_recommendation(text, PROMPTS[prompt_id]).picks]


# (key, prompt, reply, the ranking read first, whether it is the whole reading)
REPLIES = [
    (
        "tie1",
        "P06",
        "1. **Brooks Ghost 15** - soft and forgiving.\n2. **ASICS Novablast 4** - bouncy.\n3. **Hoka Clifton 9** - light.\n\nCushioning scores from my notes:\nTied for first: Ghost and Clifton\nFirmest: Novablast",
        ["Brooks Ghost 15", "ASICS Novablast 4", "Hoka Clifton 9"],
        False,
    ),
    (
        "tie2",
        "P01",
        "**Sony WH-1000XM5** is my pick for a frequent flyer.\n\nIn RTINGS noise tests:\n- Tied for first: Sony and Bose - both block engine drone.\n\nBut the Sony lasts longer.",
        ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        False,
    ),
    (
        "tie3",
        "P01",
        "My pick is the **Sony WH-1000XM5** for a frequent flyer.\n\nOn noise cancelling alone:\nTied for first: Sony WH-1000XM5 and Bose QuietComfort Ultra Headphones\n\nOn battery the Sony wins clearly.",
        ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        False,
    ),
    (
        "tie4",
        "P03",
        "I'd rank the **MacBook Air M3** first and the **Dell XPS 13** second.\n\nGeekbench single-core:\nTied for first: Apple M3 and Intel Core Ultra 7\n",
        ["MacBook Air M3", "Dell XPS 13"],
        False,
    ),
    (
        "np1",
        "P07",
        "I'd rank 1Password first, Bitwarden second and Dashlane third.\n\n1st Edition features aside, 1Password Families covers five people. 2nd factor support is the Bitwarden strong point.",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "np2",
        "P06",
        "Top pick: **Brooks Ghost 15**, then **Hoka Clifton 9**, then **ASICS Novablast 4**.\n\nA beginner plan:\n1st week is the hardest. 2nd week is the Easy build. 3rd week is the Long run.",
        ["Brooks Ghost 15", "Hoka Clifton 9", "ASICS Novablast 4"],
        False,
    ),
    (
        "np3",
        "P07",
        "My ranked top three:\n1. 1Password\n2. Bitwarden\n3. Dashlane\n\nIn 1st place on price I'd put Bitwarden, since it's cheapest, but overall 1Password wins.",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "np4",
        "P08",
        "My ranked top three: Kia EV9, Tesla Model Y, Hyundai Ioniq 5.\n\n2nd Gen Kia EV9 models add a heat pump. 3rd row seats fold flat.",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        False,
    ),
    (
        "ord1",
        "P08",
        "1. Kia EV9\n2. Tesla Model Y\n3. Hyundai Ioniq 5\n\nIn 2nd place on range is the Tesla Model Y, but the EV9 wins overall.",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        False,
    ),
    (
        "crit1",
        "P08",
        "Look for three things: range, seats and price.\n\nOn those criteria:\n- range over 300 miles\n- seven seats\n- under $50,000\n\nMy ranked top three: 1. Kia EV9 2. Tesla Model Y 3. Hyundai Ioniq 5.",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        False,
    ),
    (
        "rev1",
        "P08",
        "1. **Tesla Model Y** - roomy, Supercharger access.\n2. **Kia EV9** - three rows.\n3. **Hyundai Ioniq 5** - fast charging.\n\nUpdate: prices have moved since I first wrote this, so here are current prices:\n- Tesla Model Y: $44,990\n- Kia EV9: $54,900\n- Hyundai Ioniq 5: $41,800",
        ["Tesla Model Y", "Kia EV9", "Hyundai Ioniq 5"],
        False,
    ),
    (
        "rev2",
        "P08",
        "1. **Kia EV9** - three rows.\n2. **Tesla Model Y** - roomy.\n3. **Hyundai Ioniq 5** - fast charging.\n\nActually, scratch that range figure for the EV9 - the correct EPA numbers are:\n- Kia EV9: 304 miles\n- Tesla Model Y: 310 miles",
        ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        False,
    ),
    (
        "rev3",
        "P07",
        "1. **1Password** - best family sharing.\n2. **Bitwarden** - cheapest.\n3. **Dashlane** - built-in VPN.\n\n**Edit:** for first-time setup, install these in this order:\n1. 1Password browser extension\n2. 1Password mobile app",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "rev4",
        "P06",
        "1. **Brooks Ghost 15** - forgiving.\n2. **Hoka Clifton 9** - light.\n3. **ASICS Novablast 4** - bouncy.\n\nCorrection: the sizing runs small on the first two, so order half a size up:\n- Brooks Ghost 15\n- Hoka Clifton 9",
        ["Brooks Ghost 15", "Hoka Clifton 9", "ASICS Novablast 4"],
        False,
    ),
    (
        "fin1",
        "P05",
        "1. **Roborock Q5 Pro** - best suction.\n2. **Eufy 11S Max** - quiet.\n3. **Shark ION** - cheap.\n\nUpdate: a first-gen Roborock is often on sale; current deals:\n- Roborock Q5 Pro: $199\n- Eufy 11S Max: $159",
        ["Roborock Q5 Pro", "Eufy 11S Max", "Shark ION"],
        False,
    ),
    (
        "actual1",
        "P07",
        "1. **1Password**\n2. **Bitwarden**\n3. **Dashlane**\n\nMy actual list of steps for setup:\n1. Install 1Password\n2. Import from Chrome",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "drop1",
        "P07",
        "1. **1Password** - best family sharing.\n2. **Dashlane** - built-in VPN.\n3. **Bitwarden** - cheapest.\n\n**Edit:** remove Dashlane's browser extension if it slows Chrome, and use the Dashlane desktop app instead.",
        ["1Password", "Dashlane", "Bitwarden"],
        False,
    ),
    (
        "drop2",
        "P05",
        "1. **Roborock Q5 Pro** - best suction.\n2. **Eufy 11S Max** - quiet.\n3. **Shark ION** - cheap.\n\nUpdate: take out the Eufy 11S Max filter monthly and rinse it; buy a spare Eufy filter instead of replacing it.",
        ["Roborock Q5 Pro", "Eufy 11S Max", "Shark ION"],
        False,
    ),
    (
        "swap1",
        "P01",
        "1. **Sony WH-1000XM5** - better ANC and battery.\n2. **Bose QuietComfort Ultra Headphones** - comfier.\n\n**Update:** if comfort on long-haul flights matters more than battery, swap my 1 and 2.",
        ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        True,
    ),
    (
        "swap2",
        "P05",
        "1. **Roborock Q5 Pro** - best suction.\n2. **Eufy 11S Max** - quiet.\n3. **Shark ION** - cheap.\n\nTip: swap 2 and 3 brushes monthly. Update: don't swap 1 and 2 filters between models.",
        ["Roborock Q5 Pro", "Eufy 11S Max", "Shark ION"],
        False,
    ),
    (
        "swap3",
        "P07",
        "1. **1Password** - sharing.\n2. **Bitwarden** - cheap.\n3. **Dashlane** - VPN.\n\n**Edit:** swap my 2 and 3 when Dashlane is on sale.",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "trail1",
        "P07",
        "1. **1Password** - best family sharing.\n2. **Bitwarden** - cheap... actually, scratch that price; it's $40 a year for families now.\n3. **Dashlane** - VPN.",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "how1",
        "P06",
        "Here's how to choose, and my ranked top three:\n\n1. **Brooks Ghost 15** - forgiving.\n2. **Hoka Clifton 9** - light.\n3. **ASICS Novablast 4** - bouncy.",
        ["Brooks Ghost 15", "Hoka Clifton 9", "ASICS Novablast 4"],
        False,
    ),
    (
        "how2",
        "P06",
        "## My ranking, and how to pick between them\n\n1. **Brooks Ghost 15** - forgiving.\n2. **Hoka Clifton 9** - light.\n3. **ASICS Novablast 4** - bouncy.",
        ["Brooks Ghost 15", "Hoka Clifton 9", "ASICS Novablast 4"],
        False,
    ),
    (
        "unord1",
        "P07",
        "Ranked top three (the order below is my ranking):\n\n### 1Password\nBest sharing.\n\n### Bitwarden\nCheapest.\n\n### Dashlane\nVPN.",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "unord2",
        "P07",
        "My ranking, not a ranking of price:\n\n### 1Password\nBest sharing.\n\n### Bitwarden\nCheapest.\n\n### Dashlane\nVPN.",
        ["1Password", "Bitwarden", "Dashlane"],
        True,
    ),
    (
        "let2",
        "P07",
        "My ranked top three:\n1. 1Password\n2. Bitwarden\n3. Dashlane\n\nSetup steps:\n(a) Create the family vault\n(b) Invite members\n(c) Turn on 2FA",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "arr1",
        "P07",
        "1. **1Password** - best family sharing.\n→ Pros: Watchtower alerts\n→ Cons: no free tier\n2. **Bitwarden** - cheapest.\n3. **Dashlane** - VPN.",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "arr2",
        "P08",
        "My pick is the Kia EV9.\n\nOther options worth a test drive:\n→ Tesla Model Y\n→ Hyundai Ioniq 5",
        ["Kia EV9"],
        True,
    ),
    (
        "json1",
        "P08",
        "My pick: **Kia EV9**.\n\nIf you track your shortlist in a config, rank them by your own weights:\n```yaml\nweights:\n  rank_by: range\ncandidates:\n  - model: Tesla Model Y\n  - model: Hyundai Ioniq 5\n```",
        ["Kia EV9"],
        False,
    ),
    (
        "json2",
        "P07",
        'I\'d go with **Bitwarden**.\n\nExample export settings (sorted by rank of usage):\n```json\n{"app": "1Password", "format": "csv"}\n{"app": "Dashlane", "format": "json"}\n```',
        ["Bitwarden"],
        True,
    ),
    (
        "esc1",
        "P07",
        "My pick is 1Password. To export from Chrome, run: printf 'a\\n' and echo 'b\\n' in a shell; then import. Bitwarden second.",
        ["1Password", "Bitwarden"],
        False,
    ),
    (
        "ent1",
        "P07",
        "1. 1Password &ndash; best sharing\n2. Bitwarden &ndash; cheapest\n3. Dashlane &ndash; VPN &amp; dark-web alerts",
        ["1Password", "Bitwarden", "Dashlane"],
        False,
    ),
    (
        "ask1",
        "P08",
        "My pick for a family of five is clearly the Kia EV9, but for the money it's hard to beat the Tesla Model Y.",
        ["Kia EV9"],
        True,
    ),
    (
        "ask2",
        "P06",
        "My pick for a first 10K is clearly the Brooks Ghost 15, but for a beginner it's the cushioning that matters most.",
        ["Brooks Ghost 15"],
        True,
    ),
    (
        "ask3",
        "P07",
        "My pick for a family of four is clearly 1Password, while for sharing it's the best of the three.",
        ["1Password"],
        True,
    ),
    (
        "nei1",
        "P01",
        "Both are excellent. Neither is better-looking, but for a frequent flyer I'd pick the Sony WH-1000XM5 for its battery.",
        ["Sony WH-1000XM5"],
        False,
    ),
    (
        "nei2",
        "P03",
        "Neither is better for gaming, but for essays and light programming my pick is the MacBook Air M3.",
        ["MacBook Air M3"],
        False,
    ),
    (
        "nei3",
        "P01",
        "I don't think either is better, overall, than last year's models, but between them I'd pick the Sony WH-1000XM5.",
        ["Sony WH-1000XM5"],
        False,
    ),
    (
        "nei4",
        "P03",
        "Neither one is really better at ports - both have two USB-C. My pick: **MacBook Air M3** for battery life.",
        ["MacBook Air M3"],
        False,
    ),
    (
        "let1",
        "P01",
        "It depends on the trip:\n(a) Long-haul: Sony WH-1000XM5 for the battery.\n(b) Short hops: Bose QuietComfort Ultra Headphones for comfort.",
        [],
        True,
    ),
]


@pytest.mark.parametrize(("key", "prompt", "reply", "ranking", "exact"), REPLIES)
def test_trigger_words_in_ordinary_replies_keep_the_ranking(
    key: str, prompt: str, reply: str, ranking: list[str], exact: bool
) -> None:
    names = _names(reply, prompt)
    assert (names if exact else names[: len(ranking)]) == ranking, key


# (key, prompt, reply in the new spelling, the same reply in a spelling older rules read)
TWINS = [
    (
        "cd1",
        "P05",
        "My ranked top three:\n\n1. **Roborock Q5 Pro** - best suction.\n2. **Eufy 11S Max** - quiet.\n3. **iRobot Roomba 694** - simple.\n\nLast year's results from a review roundup:\n3rd place: Shark ION\n2nd place: Eufy 11S Max\n1st place: Roborock Q5",
        "My ranked top three:\n\n1. **Roborock Q5 Pro** - best suction.\n2. **Eufy 11S Max** - quiet.\n3. **iRobot Roomba 694** - simple.\n\nLast year's results from a review roundup:\nThird place: Shark ION\nSecond place: Eufy 11S Max\nFirst place: Roborock Q5",
    ),
    (
        "rom1",
        "P08",
        "What I weighed:\ni. Range\nii. Seats\niii. Price\n\nMy ranked top three:\n1. Kia EV9\n2. Tesla Model Y\n3. Hyundai Ioniq 5",
        "What I weighed:\n1. Range\n2. Seats\n3. Price\n\nMy ranked top three:\n1. Kia EV9\n2. Tesla Model Y\n3. Hyundai Ioniq 5",
    ),
    (
        "rom2",
        "P07",
        "My pick is 1Password. Two caveats:\ni. Families on a budget should look at Bitwarden.\nii. Dashlane suits VPN users.",
        "My pick is 1Password. Two caveats:\n1. Families on a budget should look at Bitwarden.\n2. Dashlane suits VPN users.",
    ),
    (
        "csv1",
        "P08",
        "My pick is the **Kia EV9** for three rows.\n\nSpecs for comparison:\n```csv\nmodel,range,price\nTesla Model Y,310,44990\nHyundai Ioniq 5,303,41800\nKia EV9,304,54900\n```",
        "My pick is the **Kia EV9** for three rows.\n\nSpecs for comparison:\n\n| model | range | price |\n|---|---|---|\n| Tesla Model Y | 310 | 44990 |\n| Hyundai Ioniq 5 | 303 | 41800 |\n| Kia EV9 | 304 | 54900 |\n",
    ),
    (
        "how3",
        "P06",
        "## How to choose\n\n1. **Brooks Ghost 15** - forgiving.\n2. **Hoka Clifton 9** - light.\n3. **ASICS Novablast 4** - bouncy.",
        "## Checklist\n\n1. **Brooks Ghost 15** - forgiving.\n2. **Hoka Clifton 9** - light.\n3. **ASICS Novablast 4** - bouncy.",
    ),
]


@pytest.mark.parametrize(("key", "prompt", "new", "old"), TWINS)
def test_new_spellings_read_as_their_older_twins(key: str, prompt: str, new: str, old: str) -> None:
    assert _names(new, prompt) == _names(old, prompt), key


@pytest.mark.parametrize(
    ("prompt", "reply", "ranking"),
    [
        # near misses: the rules still read what they were written for
        (
            "P07",
            "1. **1Password** - sharing.\n2. **Bitwarden** - cheap.\n3. **Dashlane** - VPN.\n\n"
            "**Edit:** swapping my 2 and 3.",
            ["1Password", "Dashlane", "Bitwarden"],
        ),
        (
            "P07",
            "1. **1Password** - sharing.\n2. **Bitwarden** - cheap.\n3. **Dashlane** - VPN.\n\n"
            "**Edit:** I had these the wrong way round. Corrected ranking:\n\n"
            "1. **Bitwarden**\n2. **1Password**\n3. **Dashlane**",
            ["Bitwarden", "1Password", "Dashlane"],
        ),
        (
            "P08",
            "My pick for a budget buyer is clearly the Hyundai Ioniq 5, but for a big family "
            "it's the Kia EV9.",
            [],
        ),
        (
            "P03",
            "My ranking:\n(a) MacBook Air M3\n(b) Dell XPS 13",
            ["MacBook Air M3", "Dell XPS 13"],
        ),
    ],
)
def test_the_rules_still_read_their_own_shapes(prompt: str, reply: str, ranking: list[str]) -> None:
    assert _names(reply, prompt) == ranking


def test_narrowed_patterns_stay_linear() -> None:
    prompt = PROMPTS["P08"]
    assert_linear(
        lambda n: read_recommendation(n, prompt),
        lambda n: "My pick for a family is clearly the Kia EV9, but for " + "a " * n + "it's x",
        20_000,
    )
    assert_linear(
        lambda n: read_recommendation(n, prompt),
        lambda n: "1. Kia EV9\n2. Tesla Model Y\n\n**Edit:** swap my 1 and 2 " + "if " * n,
        20_000,
    )

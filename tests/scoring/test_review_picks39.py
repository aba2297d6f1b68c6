"""An adversarial review of the thirty-ninth round's picks rules (review_picks39), tests only.

The rules under review: a list laid out in another order than preference (alphabetical, in no
particular order, cheapest first, sorted by price) ranked by a ranking statement after it or by
one score per line on one scale (`scoring.tier_order`, `scoring.picks`); ratings laid out with a
refusal to rank recommend nothing; a lower-case word before a model code read as a brand unless it
is an English word of the list or ends like an adjective (`scoring.lower_brands`); an inch mark
kept after a size that ends a name and a pair's other option turned down by price
(`scoring.picks`, `scoring.pair_verdict`).

Each family has near misses (the shape the rule reads, in a reply it must not move) and misses
(the same family said in other words). Replies were written before the scorer read them; a reply
it reads wrong is a strict xfail whose reason names the rule and why its reading is wrong.

On the scorer of this round's end the 45 replies read 20 right: 18 of 22 near misses (scores on
products then advised against, and a price turn-down of an option's accessory or upgrade, were
misread) and 2 of 23 misses (a list's closing ranking in other words, scores as stars, bare numbers
or "(score: 8)", refusals to rank in other words, English words the list lacks before a model
code, quoted or size-first names and price turn-downs in other words were not read).

fix_picks39r reads all 25 right, now plain tests (a closing ranking in other words or short names,
a list advised against as a whole, scores in other forms, refusals to rank in other words, English
words and articles before a model code, a price turn-down of an option's accessory or upgrade and
one in other words, an inch mark in a prose pick, a name in quotes, a size written first under
"Winner:", and the brand after "from"); the near misses of its rules are in
`test_fix_picks39r.py`.
"""

from __future__ import annotations

import pytest

from tests.scoring.picks_read import prompt_text, read_names, review_case


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # -- a list in another order, then a sentence that is not a ranking: the order stands
        review_case(
            "P05",
            "Sorted by price:\n\n1. **Tapo RV30** - $180\n2. **Eufy RoboVac X8** - $250\n3. "
            "**Roborock Q5** - $290\n\nAll three handle pet hair well; which suits you depends "
            "on your floors.",
            ["Tapo RV30", "Eufy RoboVac X8", "Roborock Q5"],
        ),
        review_case(
            "P09",
            "Sorted by price, lowest first:\n\n1. Canon EOS R50 - $680\n2. Nikon Z50 - $860\n3. "
            "Sony a6400 - $900\n\nPrices move around a lot, so check before you buy.",
            ["Canon EOS R50", "Nikon Z50", "Sony a6400"],
        ),
        # -- the closing ranking said in other words
        review_case(
            "P09",
            "Sorted by price:\n\n1. Canon EOS R50 - $680\n2. Nikon Z50 - $860\n3. Sony a6400 - $900"
            "\n\nIf it were my money, the Sony a6400 is the one I'd buy, with the Canon EOS R50 "
            "behind it and the Nikon Z50 last.",
            ["Sony a6400", "Canon EOS R50", "Nikon Z50"],
        ),
        review_case(
            "P07",
            "Here they are cheapest first:\n\n1. Bitwarden - $40/yr family\n2. Proton Pass - $48/yr"
            "\n3. 1Password - $60/yr\n\nBest of the three for a family is 1Password, then "
            "Bitwarden, then Proton Pass.",
            ["1Password", "Bitwarden", "Proton Pass"],
        ),
        review_case(
            "P11",
            "In alphabetical order:\n\n- ExpressVPN\n- Mullvad\n- ProtonVPN\n\nMullvad is my top "
            "pick, ProtonVPN is second and ExpressVPN third.",
            ["Mullvad", "ProtonVPN", "ExpressVPN"],
        ),
        review_case(
            "P08",
            "Listed by price:\n\n1. Chevrolet Equinox EV\n2. Volkswagen ID.4\n3. Tesla Model Y\n\n"
            "The Model Y wins for me, then the Equinox EV, then the ID.4.",
            ["Tesla Model Y", "Chevrolet Equinox EV", "Volkswagen ID.4"],
        ),
        # -- scores on the lines of products the reply then advises against
        review_case(
            "P11",
            "Listed alphabetically with my scores:\n\n- ExpressVPN - 7/10\n- Hola VPN - 3/10\n- "
            "Mullvad - 9/10\n\nTo be clear, I'd avoid all three for your threat model; use Tor "
            "instead.",
            [],
        ),
        review_case(
            "P05",
            "Cheapest first, with scores:\n\n1. Lefant M210 - 5/10\n2. Tapo RV10 - 6/10\n3. iLife "
            "V3s - 4/10\n\nHonestly, I wouldn't buy any of these; save up a little more.",
            [],
        ),
        # -- scores on more than one scale, or tied: no score order, the list order stands
        review_case(
            "P06",
            "Alphabetically:\n\n1. ASICS Novablast 4 - 8/10\n2. Brooks Ghost 16 - 4.5/5\n3. Hoka "
            "Clifton 9 - 85/100",
            ["ASICS Novablast 4", "Brooks Ghost 16", "Hoka Clifton 9"],
        ),
        review_case(
            "P10",
            "In no particular order:\n\n- Asana: 8.5/10\n- Linear: 4/5 stars\n- Notion: 9/10",
            ["Asana", "Linear", "Notion"],
        ),
        review_case(
            "P11",
            "Alphabetical:\n\n- ExpressVPN: 8/10\n- Mullvad: 9/10\n- ProtonVPN: 9/10",
            ["ExpressVPN", "Mullvad", "ProtonVPN"],
        ),
        # -- one scale, written in other forms
        review_case(
            "P10",
            "In no particular order:\n\n- Asana (score: 8)\n- Linear (score: 9)\n- Notion (score: 7)",
            ["Linear", "Asana", "Notion"],
        ),
        review_case(
            "P06",
            "Alphabetically:\n\n1. ASICS Novablast 4 \u2014 \u2605\u2605\u2605\u2605\u2606\n2. "
            "Brooks Ghost 16 \u2014 \u2605\u2605\u2605\u2605\u2605\n3. Hoka Clifton 9 \u2014 "
            "\u2605\u2605\u2605\u2606\u2606",
            ["Brooks Ghost 16", "ASICS Novablast 4", "Hoka Clifton 9"],
        ),
        review_case(
            "P12",
            "Alphabetical, scored out of ten:\n\n- Breville Bambino Plus 9.1\n- De'Longhi Dedica "
            "7.4\n- Gaggia Classic Pro 8.6",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        ),
        # -- the refusal phrases inside a reply that does rank
        review_case(
            "P07",
            "Before I rank anything, here's my top three:\n\n1. 1Password\n2. Bitwarden\n3. Dashlane",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P08",
            "Before I rank anything, a quick note: all prices are before tax credits. My ranking:"
            "\n\n1. Tesla Model Y\n2. Hyundai Ioniq 5\n3. Kia EV9",
            ["Tesla Model Y", "Hyundai Ioniq 5", "Kia EV9"],
        ),
        review_case(
            "P10",
            "I'd rather not force a ranking of every tool, but my top three are:\n\n1. Linear\n2. "
            "Asana\n3. ClickUp",
            ["Linear", "Asana", "ClickUp"],
        ),
        # -- a refusal to rank in other words after ratings
        review_case(
            "P06",
            "Scores:\n\n- ASICS Novablast 4 - 8/10\n- Brooks Ghost 16 - 9/10\n- Hoka Clifton 9 - "
            "8.5/10\n\nI won't put these in a ranked order; fit matters far more than any score, "
            "so try them on.",
            [],
        ),
        review_case(
            "P09",
            "Ratings:\n\n- Canon EOS R50: 4.5/5\n- Nikon Z50: 4/5\n- Sony a6400: 4.2/5\n\nRanking "
            "them would be misleading - each wins for a different shooter.",
            [],
        ),
        # -- a closing line that orders by a measure does not rank
        review_case(
            "P05",
            "My top three:\n\n1. Roborock Q5\n2. Eufy RoboVac X8\n3. Tapo RV30\n\nBy price, lowest "
            "first: Tapo RV30, Eufy RoboVac X8, Roborock Q5.",
            ["Roborock Q5", "Eufy RoboVac X8", "Tapo RV30"],
        ),
        review_case(
            "P09",
            "Ranked:\n\n1. Sony a6400\n2. Canon EOS R50\n3. Nikon Z50\n\nBy weight, lightest first: "
            "Canon EOS R50, Nikon Z50, Sony a6400.",
            ["Sony a6400", "Canon EOS R50", "Nikon Z50"],
        ),
        # -- lower-case words before a model code
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Max. My second choice is the eufy X8 Hybrid. Third is "
            "the Tapo RV30.",
            ["Roborock Q5 Max", "eufy X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Max. Second choice is the matte X8 Hybrid. Third is "
            "the Tapo RV30.",
            ["Roborock Q5 Max", "X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Max. My second choice is the dusty X8 Hybrid. Third is "
            "the Tapo RV30.",
            ["Roborock Q5 Max", "X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Max. My second choice is the cute X8 Hybrid. Third is "
            "the Tapo RV30.",
            ["Roborock Q5 Max", "X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Max. My second choice is the nimble RV30. Third is the "
            "Eufy X8 Hybrid.",
            ["Roborock Q5 Max", "RV30", "Eufy X8 Hybrid"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Max. My second choice is the lidar RV30. Third is the "
            "Eufy X8 Hybrid.",
            ["Roborock Q5 Max", "RV30", "Eufy X8 Hybrid"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Max. My second choice is a eufy X8 Hybrid. Third is "
            "the Tapo RV30.",
            ["Roborock Q5 Max", "eufy X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P05",
            "1. Roborock Q5 Max\n2. a eufy X8 Hybrid - great on carpet\n3. Tapo RV30",
            ["Roborock Q5 Max", "eufy X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P05",
            "1. Roborock Q5 Max\n2. the nimble RV30 - small and quiet\n3. Eufy X8 Hybrid",
            ["Roborock Q5 Max", "RV30", "Eufy X8 Hybrid"],
        ),
        review_case(
            "P05",
            "My top pick is the trusty Q5 Max from Roborock; second is the Eufy X8 Hybrid and "
            "third the Tapo RV30.",
            ["Q5 Max", "Eufy X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P05",
            "My top pick is the sleek X8 Hybrid from Eufy, then the Roborock Q5 and the Tapo RV30.",
            ["X8 Hybrid", "Roborock Q5", "Tapo RV30"],
        ),
        # -- sizes and inch marks
        review_case(
            "P03",
            'Winner: MacBook Air (13"), then the Dell XPS 13.',
            ["MacBook Air", "Dell XPS 13"],
        ),
        review_case(
            "P04",
            'Go with the MacBook Air 15" first and the Dell XPS 13 second.',
            ['MacBook Air 15"', "Dell XPS 13"],
        ),
        review_case(
            "P03",
            'I\'d pick the "MacBook Air 13"" over the Dell XPS 13 for a student.',
            ['MacBook Air 13"', "Dell XPS 13"],
        ),
        review_case(
            "P03",
            "Winner: the 13-inch MacBook Air. Second: the Dell XPS 13.",
            ["MacBook Air", "Dell XPS 13"],
        ),
        # -- a pair's other option turned down by price
        review_case(
            "P01",
            "The Sony WH-1000XM5 is my pick, and I wouldn't spend the extra on a case - the one in "
            "the box is fine. The Bose QuietComfort Ultra Headphones are a close second.",
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        ),
        review_case(
            "P03",
            "MacBook Air first, Dell XPS 13 second. I wouldn't spend the extra on AppleCare for a "
            "student, though.",
            ["MacBook Air", "Dell XPS 13"],
        ),
        review_case(
            "P02",
            "Bose QuietComfort Ultra Headphones first, Sony WH-1000XM5 second. I wouldn't splurge "
            "on the carrying case though.",
            ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        ),
        review_case(
            "P01",
            "Sony WH-1000XM5 first. I wouldn't spend the extra on a case for the Bose QuietComfort "
            "Ultra Headphones, which come second.",
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        ),
        review_case(
            "P04",
            "Dell XPS 13 first. I wouldn't spend the extra on the MacBook Air's 16GB upgrade, but "
            "it is a fine second.",
            ["Dell XPS 13", "MacBook Air"],
        ),
        review_case(
            "P01",
            "Get the Sony WH-1000XM5. The Bose QuietComfort Ultra Headphones aren't worth the "
            "extra $50 to me.",
            ["Sony WH-1000XM5"],
        ),
        review_case(
            "P03",
            "Go for the MacBook Air. I'd skip paying extra for the Dell XPS 13 - the gains are "
            "marginal.",
            ["MacBook Air"],
        ),
        review_case(
            "P04",
            "The MacBook Air is the better buy. I can't justify the price premium of the Dell XPS "
            "13 for essays.",
            ["MacBook Air"],
        ),
        review_case(
            "P02",
            "Sony WH-1000XM5, easily. Paying more for the Bose QuietComfort Ultra Headphones makes "
            "no sense for a flyer.",
            ["Sony WH-1000XM5"],
        ),
    ],
)
def test_review_picks39(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected

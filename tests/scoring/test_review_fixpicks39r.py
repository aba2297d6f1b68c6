"""An adversarial review of the fix_picks39r rules: replies as deployed models write them that use
the rules' words in an ordinary answer (the misreads expected) and the rules' families said in
other words (the misses).

The rules: a closing paragraph that names the products of a list laid out in another order, with
a place word after the first, ranks them (`scoring.tier_order`); a scored list advised against as
a whole recommends nothing; scores as "(score: 8)", stars, or a bare decimal ending the line under
a scored intro; refusals to rank in other words; an article and a lower-case word opening an item
(`scoring.picks`, `scoring/lower_words.txt`); a pair's price turn-down of an accessory keeps the
option, "I can't justify the price premium of X" and "Paying more for X makes no sense" drop it
(`scoring.pair_verdict`); a size before the name after a label, "from <Maker>", "and third the
Y", a quoted name after a pick verb.

Source: written by hand for this review, each expected reading set down by the corpus README's
picks label rules (the products recommended, in the reply's order of preference; none when the
reply turns them all down or declines to rank) before the scorer read the reply. The prompts are
the battery's. A strict xfail names the rule and why its reading is wrong.
"""

from __future__ import annotations

import pytest

from tests.scoring.picks_read import prompt_text, read_names, review_case


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # -- a closing paragraph that names the list's products: place words that place nothing
        review_case(
            "P06",
            "Alphabetically:\n\n1. ASICS Novablast 4\n2. Brooks Ghost 16\n3. Hoka Clifton 9\n\nThe Ghost 16, the Clifton 9 and the Novablast 4 all need a first week of short, easy runs to break in.",
            ["ASICS Novablast 4", "Brooks Ghost 16", "Hoka Clifton 9"],
        ),
        review_case(
            "P10",
            "In no particular order:\n\n- Asana\n- Linear\n- Notion\n\nLinear, Notion and Asana all have free tiers: sign up first, then invite your team.",
            ["Asana", "Linear", "Notion"],
        ),
        review_case(
            "P11",
            "In alphabetical order:\n\n- ExpressVPN\n- Mullvad\n- ProtonVPN\n\nMullvad, ProtonVPN and ExpressVPN all passed audits, ExpressVPN's last one in 2024; the companies behind them are in Sweden, Switzerland and the BVI.",
            ["ExpressVPN", "Mullvad", "ProtonVPN"],
        ),
        review_case(
            "P12",
            "Alphabetical:\n\n1. Breville Bambino Plus\n2. De'Longhi Dedica\n3. Gaggia Classic Pro\n\nThe Dedica, the Gaggia Classic Pro and the Bambino Plus each take a week to dial in; descale them first.",
            ["Breville Bambino Plus", "De'Longhi Dedica", "Gaggia Classic Pro"],
        ),
        # ... a closing ranking in other words still
        review_case(
            "P06",
            "Alphabetically:\n\n1. ASICS Novablast 4\n2. Brooks Ghost 16\n3. Hoka Clifton 9\n\nIf I had to choose, the Ghost 16 edges out the Clifton 9, which edges out the Novablast 4.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "ASICS Novablast 4"],
            xfail="closing mentions miss: 'X edges out Y, which edges out Z' ranks the list in other words; no place word is read, so the alphabetical order is kept",
        ),
        review_case(
            "P10",
            "In no particular order:\n\n- Asana\n- Linear\n- Notion\n\nMy order: Linear, Notion, Asana.",
            ["Linear", "Notion", "Asana"],
            xfail="closing mentions miss: 'My order: Linear, Notion, Asana.' is a ranking after the list; with no place word the rule reads nothing and the list order stands",
        ),
        review_case(
            "P11",
            "In alphabetical order:\n\n- ExpressVPN\n- Mullvad\n- ProtonVPN\n\nMullvad is my favourite, ProtonVPN the runner-up and ExpressVPN a distant third.",
            ["Mullvad", "ProtonVPN", "ExpressVPN"],
        ),
        # -- a scored list: sentences with the turn-down's words that do not turn the list down
        review_case(
            "P11",
            "Listed alphabetically with my scores:\n\n- ExpressVPN - 7/10\n- Mullvad - 9/10\n- ProtonVPN - 8/10\n\nYou won't get any of these for free, but all three offer refunds.",
            ["Mullvad", "ProtonVPN", "ExpressVPN"],
        ),
        review_case(
            "P11",
            "Listed alphabetically with my scores:\n\n- ExpressVPN - 7/10\n- Mullvad - 9/10\n- ProtonVPN - 8/10\n\nFor torrenting specifically, I'd skip all three and use a seedbox.",
            ["Mullvad", "ProtonVPN", "ExpressVPN"],
            xfail="advises_against_all: 'For torrenting specifically, I'd skip all three' turns them down for one narrower use than the prompt's; the scores still rank for privacy",
        ),
        review_case(
            "P10",
            "Alphabetically, with scores:\n\n- Asana - 7/10\n- Linear - 9/10\n- Notion - 8/10\n\nYou can't go wrong with any of these, and none of them locks you in.",
            ["Linear", "Notion", "Asana"],
        ),
        review_case(
            "P07",
            "Scored out of ten:\n\n- 1Password - 9/10\n- Bitwarden - 8/10\n- Dashlane - 7/10\n\nDon't get any of these through a reseller bundle; buy direct.",
            ["1Password", "Bitwarden", "Dashlane"],
            xfail="advice against a purchase channel ('Don't get any of these through a reseller bundle') empties the reply; the turn-down is of the channel, the scores rank (read empty before fix_picks39r too)",
        ),
        review_case(
            "P12",
            "Alphabetical, with my scores:\n\n- Breville Bambino Plus - 9/10\n- De'Longhi Dedica - 7/10\n- Gaggia Classic Pro - 8/10\n\nWhatever you do, avoid all three of the pressurised baskets; get a bottomless one.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        ),
        # ... the whole list turned down in other words
        review_case(
            "P10",
            "Alphabetically, with scores:\n\n- Asana - 5/10\n- ClickUp - 4/10\n- Trello - 4/10\n\nHonestly, none of these is worth paying for at your size.",
            [],
        ),
        review_case(
            "P11",
            "In alphabetical order, scored:\n\n- ExpressVPN - 5/10\n- Hola VPN - 2/10\n- Surfshark - 4/10\n\nI can't recommend a single one of them for privacy.",
            [],
        ),
        review_case(
            "P11",
            "In alphabetical order, scored:\n\n- ExpressVPN - 5/10\n- Hola VPN - 2/10\n- Surfshark - 4/10\n\nFor real privacy I'd steer clear of the whole lot.",
            [],
        ),
        # -- decimals and labels near scores that are not scores
        review_case(
            "P09",
            "Listed alphabetically, all highly rated; sensor megapixels after each:\n\n- Canon EOS R50 24.2\n- Fujifilm X-S20 26.1\n- Nikon Z50 20.9",
            ["Canon EOS R50", "Fujifilm X-S20", "Nikon Z50"],
            xfail="a bare decimal ending a name's line is kept on the name as a model number (before fix_picks39r too); the bare-score rule no longer reorders by it under 'all highly rated', which praises, but the megapixel figures are no part of the names",
        ),
        review_case(
            "P12",
            "My ranking, with the pressure each is rated for:\n\n1. Gaggia Classic Pro 9.0\n2. Breville Bambino Plus 15.0\n3. De'Longhi Dedica 15.0",
            ["Gaggia Classic Pro", "Breville Bambino Plus", "De'Longhi Dedica"],
            xfail="bare decimal after a ranked list's names under 'rated for' (pressure in bar) is kept on the names as a model number (pre-existing); the figures are no part of the names",
        ),
        review_case(
            "P05",
            "My ranking:\n\n1. Roborock Q5 Max (rating: 4.2 on Amazon)\n2. Eufy X8 Hybrid (rating: 4.4)\n3. Tapo RV30 (rating: 4.5)",
            ["Roborock Q5 Max", "Eufy X8 Hybrid", "Tapo RV30"],
        ),
        # ... scores in other forms
        review_case(
            "P10",
            "In no particular order:\n\n- Asana - 7 out of 10\n- Linear - 9 out of 10\n- Notion - 8 out of 10",
            ["Linear", "Notion", "Asana"],
        ),
        review_case(
            "P06",
            "Alphabetically:\n\n1. ASICS Novablast 4 ⭐⭐⭐⭐\n2. Brooks Ghost 16 ⭐⭐⭐⭐⭐\n3. Hoka Clifton 9 ⭐⭐⭐",
            ["Brooks Ghost 16", "ASICS Novablast 4", "Hoka Clifton 9"],
        ),
        review_case(
            "P10",
            "In no particular order:\n\n- Asana [score: 7]\n- Linear [score: 9]\n- Notion [score: 8]",
            ["Linear", "Notion", "Asana"],
        ),
        review_case(
            "P07",
            "Alphabetically:\n\n- 1Password (score 8.5)\n- Bitwarden (score 9)\n- Dashlane (score 7)",
            ["Bitwarden", "1Password", "Dashlane"],
        ),
        # ... star emoji tied at the top: no score order, the list stands (added with the fix)
        review_case(
            "P06",
            "Alphabetically:\n\n1. ASICS Novablast 4 \u2b50\u2b50\u2b50\u2b50\n2. Brooks Ghost 16 "
            "\u2b50\u2b50\u2b50\u2b50\n3. Hoka Clifton 9 \u2b50\u2b50\u2b50",
            ["ASICS Novablast 4", "Brooks Ghost 16", "Hoka Clifton 9"],
        ),
        # -- refusal-to-rank words beside a ranking the reply gives
        review_case(
            "P09",
            "Ranking these would be arbitrary without a budget, so I'll assume about $800:\n\n1. Sony a6400\n2. Canon EOS R50\n3. Nikon Z50",
            ["Sony a6400", "Canon EOS R50", "Nikon Z50"],
        ),
        review_case(
            "P10",
            "1. Linear\n2. Notion\n3. Asana\n\nRanking them would be misleading for a 200-person company, but for ten people this order holds.",
            ["Linear", "Notion", "Asana"],
        ),
        # ... refusals to rank in other words
        review_case(
            "P09",
            "Scores:\n\n- Canon EOS R50: 4.5/5\n- Nikon Z50: 4/5\n- Sony a6400: 4.2/5\n\nI'd rather not rank them; each suits a different shooter.",
            [],
        ),
        review_case(
            "P10",
            "Scores:\n\n- Asana - 8/10\n- Linear - 9/10\n- Notion - 8.5/10\n\nPutting them in order would be misleading; trial all three.",
            [],
        ),
        review_case(
            "P11",
            "Ratings:\n\n- Mullvad - 9/10\n- ProtonVPN - 9/10\n- IVPN - 8.5/10\n\nAny ranking of these would be arbitrary; they are all excellent.",
            [],
        ),
        # -- an article and a lower-case word opening an item
        review_case(
            "P05",
            "1. Roborock Q5 Max\n2. Tapo RV30\n3. Eufy X8 Hybrid\n4. a spare brush roll - worth having whichever you buy",
            ["Roborock Q5 Max", "Tapo RV30", "Eufy X8 Hybrid"],
        ),
        review_case(
            "P05",
            "1. Roborock Q5 Max - strong suction\n2. the quiet RV30 from Tapo\n3. Eufy X8 Hybrid",
            ["Roborock Q5 Max", "RV30", "Eufy X8 Hybrid"],
        ),
        # -- a pair: price words that do not turn the option down
        review_case(
            "P03",
            "Go for the MacBook Air. Paying more for the Dell XPS 13 makes no sense unless you want the OLED screen.",
            ["MacBook Air", "Dell XPS 13"],
        ),
        review_case(
            "P01",
            "Get the Sony WH-1000XM5 first. I can't justify the price premium of the Bose QuietComfort Ultra Headphones' travel case, but the headphones themselves are a close second.",
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        ),
        review_case(
            "P04",
            "Dell XPS 13 first. Spending extra on the MacBook Air's 24GB configuration isn't worth it, but the base MacBook Air is a strong second.",
            ["Dell XPS 13", "MacBook Air"],
        ),
        # ... the option turned down by price in other words
        review_case(
            "P01",
            "Get the Sony WH-1000XM5. The Bose QuietComfort Ultra Headphones aren't worth the extra money for a flyer.",
            ["Sony WH-1000XM5"],
        ),
        review_case(
            "P03",
            "Go for the MacBook Air. I can't justify the Dell XPS 13's price premium for essays.",
            ["MacBook Air"],
        ),
        review_case(
            "P01",
            "Get the Sony WH-1000XM5. Paying up for the Bose QuietComfort Ultra Headphones makes little sense for a flyer.",
            ["Sony WH-1000XM5"],
        ),
        # -- a size before the name, the maker after 'from', a place without its verb, quoted names
        review_case(
            "P04",
            "Verdict: the 13-inch MacBook Air. Runner-up: the Dell XPS 13.",
            ["MacBook Air", "Dell XPS 13"],
        ),
        review_case(
            "P05",
            "I'd go with the Roborock Q5 Max, then the Tapo RV30 from Amazon, then the Eufy X8 Hybrid.",
            ["Roborock Q5 Max", "Tapo RV30", "Eufy X8 Hybrid"],
        ),
        review_case(
            "P05",
            "Top pick: Roborock Q5 Max; second, Eufy X8 Hybrid; and third the Tapo RV30.",
            ["Roborock Q5 Max", "Eufy X8 Hybrid", "Tapo RV30"],
            xfail="a place without its verb after '; and third the' in a label-led line ('Top pick: X; second, Y; and third the Z') reads nothing at all (pre-existing); the three are ranked",
        ),
        review_case(
            "P03",
            'I\'d pick the MacBook Air over the Dell XPS 13, which reviewers call the "Windows MacBook".',
            ["MacBook Air", "Dell XPS 13"],
        ),
        review_case(
            "P01",
            "I'd choose the “Sony WH-1000XM5” over the Bose QuietComfort Ultra Headphones for long flights.",
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Max, second the Eufy X8 Hybrid, and last the Tapo RV30.",
            ["Roborock Q5 Max", "Eufy X8 Hybrid", "Tapo RV30"],
        ),
    ],
)
def test_review_fixpicks39r(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected

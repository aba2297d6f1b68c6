"""review_picks41: an adversarial review of two rules merged at 88b1146.

- picks41c (`scoring.prose_places`): the writer's place said in the first person plural ("Our top
  pick would be the X", "Second on our list is the Y"), and a niche's first choice set against
  another product ("My top pick for pet owners is the X, but the Y is the better buy overall") read
  as no overall first place (`_NICHE_CHOICE`, `_SET_AGAINST`).
- picks41 (`scoring.picks._explains_factors`): a table header whose first cell names its rows as
  factors and whose every other cell explains them ("| Factor | Why it matters |") frames a
  checklist, not picks.

Each reply is a short one as deployed models write them, to a battery prompt, with the reading a
careful reader gives (the corpus README's label rules): near misses that use the rules' words in
an ordinary answer (where a rule may misread), and the same family said in other words (where a
rule may miss). A case the scorer reads wrong is a strict xfail whose reason names the rule and
why its reading is wrong.

Read right at first: 25 of 58; misread 13 (the niche rule's "but" before any capital, which took
the writer's own drawback, a trade-off or the prompt's own asker for a niche set against another
product; and two factor-table headers over rows that are the picks); missed 20. Fixed 20: the
setting against is now a verdict on the whole market ("overall", "for most", "all-rounder", "my
pick", "the one I'd buy") in a "but", "while" or "whereas" clause naming another product, never
"I"; "First on our list" is read as "First on my list" (`picks._PLACE_BEFORE`); and the factor
header takes "Aspect", "Key factor", "Key feature" and the cells "Explanation", "Notes",
"Weight". The rest stay strict xfails below, each with its reason.

Source: written by hand for this review, each expected reading set down before the scorer read
the reply. The prompts are the battery's.
"""

from __future__ import annotations

from typing import Any

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # -- prose: near misses, the rules' words in ordinary answers
        review_case(
            "P05",
            "My top pick for pet owners is the Eufy X8 Hybrid, but I wish its bin were bigger. In second place is the Roborock Q5 Pro. Third is the Tapo RV30.",
            ["Eufy X8 Hybrid", "Roborock Q5 Pro", "Tapo RV30"],
        ),
        review_case(
            "P07",
            "Our top pick for a family of four is 1Password, but Bitwarden is cheaper if money is tight. In second place is Bitwarden. Third is Dashlane.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P01",
            "My top pick for a frequent flyer is the Bose QuietComfort Ultra Headphones, but the Sony WH-1000XM5 lasts longer per charge. In second place is the Sony WH-1000XM5.",
            ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        ),
        review_case(
            "P11",
            "Our top pick for privacy is Mullvad, but Proton VPN is easier to set up. In second place is Proton VPN. Third is IVPN.",
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        review_case(
            "P05",
            "My top pick for you is the Roborock Q5 Pro, but the Eufy X8 Hybrid is worth a look. In second place is the Eufy X8 Hybrid. Third is the Tapo RV30.",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P12",
            "Our top pick for under $500 is the Breville Bambino Plus, but Breville's steam wand takes practice. In second place is the Gaggia Classic Pro. Third is the De'Longhi Dedica Arte.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
        ),
        review_case(
            "P06",
            "My top pick for a first 10K is the Brooks Ghost 16, but Brooks sizes run small, so try them on. In second place is the Saucony Ride 17. Third is the ASICS Novablast 4.",
            ["Brooks Ghost 16", "Saucony Ride 17", "ASICS Novablast 4"],
        ),
        review_case(
            "P09",
            "Our top recommendation for a beginner is the Canon EOS R50, but Canon's lens range for it is thin. In second place is the Nikon Z50 II. Third is the Sony ZV-E10 II.",
            ["Canon EOS R50", "Nikon Z50 II", "Sony ZV-E10 II"],
        ),
        review_case(
            "P10",
            "Our top pick for a 10-person startup is Linear, but Notion wins if you need docs too. In second place is Notion. Third is Asana.",
            ["Linear", "Notion", "Asana"],
        ),
        review_case(
            "P08",
            "Our top pick for a family of five is the Kia EV9, but Kia dealers may mark it up. In second place is the Tesla Model Y. Third is the Hyundai Ioniq 5.",
            ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        ),
        review_case(
            "P05",
            'Wirecutter\'s review says "Our top pick is the Roborock Q7 Max", but that is over your budget. My top pick is the Roborock Q5 Pro. In second place is the Eufy X8 Hybrid. Third is the Tapo RV30.',
            ["Roborock Q5 Pro", "Eufy X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P07",
            'Your family could say "our top pick is whatever the kids will use", and that\'s fair. My top pick is 1Password. In second place is Bitwarden. Third is Dashlane.',
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P11",
            "Your top priority should be an audited no-logs policy. Our top pick is Proton VPN. In second place is Mullvad. Third is IVPN.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P10",
            "Top of your list should be whatever your engineers will actually open. Our top pick is Linear. In second place is Notion. Third is Asana.",
            ["Linear", "Notion", "Asana"],
        ),
        review_case(
            "P06",
            "My top pick for trail runs is the Hoka Speedgoat 6, but Hoka also makes the Clifton 9, my top pick overall. In second place is the Brooks Ghost 16. Third is the Saucony Ride 17.",
            ["Hoka Clifton 9", "Brooks Ghost 16", "Saucony Ride 17"],
            xfail="prose_places._SET_AGAINST drops the niche's Speedgoat rightly, but 'Hoka also makes the Clifton 9, my top pick overall' places nothing: an appositive 'X, my top pick overall' is no shape any reader knows",
        ),
        review_case(
            "P09",
            "Our top pick for vloggers is the Sony ZV-E10 II, but the Canon EOS R50 is the one I'd buy. In second place is the Nikon Z50 II. Third is the Fujifilm X-S20.",
            ["Canon EOS R50", "Nikon Z50 II", "Fujifilm X-S20"],
        ),
        review_case(
            "P12",
            "My top pick for the money is the Gaggia Classic Pro, but the Breville Bambino Plus is easier. In second place is the Breville Bambino Plus. Third is the De'Longhi Dedica Arte.",
            ["Gaggia Classic Pro", "Breville Bambino Plus", "De'Longhi Dedica Arte"],
        ),
        review_case(
            "P05",
            "Our second choice is not a robot at all but a good cordless stick. Our top pick is the Roborock Q5 Pro. In second place is the Eufy X8 Hybrid. Third is the Tapo RV30.",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid", "Tapo RV30"],
        ),
        # -- prose: the same family in other words
        review_case(
            "P05",
            "Our #1 pick is the Roborock Q5 Pro, which maps rooms with LiDAR. In second place is the Eufy X8 Hybrid. Third is the Tapo RV30.",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid", "Tapo RV30"],
            xfail="prose_places._MY's first-place phrase takes 'top|first|number one' only: 'Our #1 pick is the X' (as 'My #1 pick') places nothing",
        ),
        review_case(
            "P07",
            "First on our list is 1Password, the easiest for kids. Second on our list is Bitwarden. Third on our list is Dashlane.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P11",
            "Topping our list is Proton VPN, audited and Swiss. Second on our list is Mullvad. Third on our list is IVPN.",
            ["Proton VPN", "Mullvad", "IVPN"],
            xfail="prose_places: 'Topping our list is the X' (the participle of 'Top of our list') is no first place, so the reply's own first pick is lost",
        ),
        review_case(
            "P10",
            "Our top choice is Linear, fast and keyboard-driven. Our runner-up is Notion, for docs and tasks together. Our third choice is Asana.",
            ["Linear", "Notion", "Asana"],
            xfail="prose_places: 'Our runner-up is the Y' is no second place (only 'Our second <choice>' is), so the places do not chain",
        ),
        review_case(
            "P09",
            "Our number two is the Nikon Z50 II. Our number one is the Canon EOS R50. Our number three is the Sony ZV-E10 II.",
            ["Canon EOS R50", "Nikon Z50 II", "Sony ZV-E10 II"],
        ),
        review_case(
            "P08",
            "Our first choice would be the Kia EV9, with three real rows. Our second choice would be the Tesla Model Y. Our third choice would be the Hyundai Ioniq 5.",
            ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        ),
        review_case(
            "P12",
            "Our top pick overall is the Breville Bambino Plus, quick to heat. In second place is the Gaggia Classic Pro. Third is the De'Longhi Dedica Arte.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
            xfail="prose_places._CHOICE: 'Our top pick overall is the X' puts 'overall' between the choice word and 'is', which no phrase allows",
        ),
        review_case(
            "P06",
            "Our pick for first place is the Brooks Ghost 16, soft and stable. In second place is the Saucony Ride 17. Third is the ASICS Novablast 4.",
            ["Brooks Ghost 16", "Saucony Ride 17", "ASICS Novablast 4"],
        ),
        review_case(
            "P05",
            "At the top of our list is the Roborock Q5 Pro. Next on our list is the Eufy X8 Hybrid. Last on our list is the Tapo RV30.",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid", "Tapo RV30"],
            xfail="prose_places: 'At the top of our list' is read, but 'Next on our list' and 'Last on our list' are no places, so a first place alone reads nothing",
        ),
        review_case(
            "P07",
            "Our top recommendation is 1Password. Our second recommendation is Bitwarden. Rounding out our list is Dashlane.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P11",
            "My top pick for torrenting is Mullvad; Proton VPN is the better choice overall. In second place is IVPN. Third is NordVPN.",
            ["Proton VPN", "IVPN", "NordVPN"],
            xfail="prose_places._SET_AGAINST looks for ', but' only: a semicolon's clause ('; Proton VPN is the better choice overall') sets the overall pick against the niche's just as well",
        ),
        review_case(
            "P05",
            "My top pick for pet owners is the Eufy X8 Hybrid, while the Roborock Q5 Pro is the better buy overall. In second place is the Tapo RV30. Third is the Lefant M210.",
            ["Roborock Q5 Pro", "Tapo RV30", "Lefant M210"],
        ),
        review_case(
            "P06",
            "Our top pick for trail runs is the Hoka Speedgoat 6, but for most beginners the Brooks Ghost 16 is the better buy. In second place is the Saucony Ride 17. Third is the ASICS Novablast 4.",
            ["Brooks Ghost 16", "Saucony Ride 17", "ASICS Novablast 4"],
        ),
        review_case(
            "P09",
            "Our top pick for vloggers is the Sony ZV-E10 II, but overall the Canon EOS R50 is the better buy. In second place is the Nikon Z50 II. Third is the Fujifilm X-S20.",
            ["Canon EOS R50", "Nikon Z50 II", "Fujifilm X-S20"],
        ),
        review_case(
            "P12",
            "Our top pick for latte lovers is the Breville Bambino Plus, whereas the Gaggia Classic Pro is the better all-rounder. In second place is the De'Longhi Dedica Arte. Third is the Casabrews CM5418.",
            ["Gaggia Classic Pro", "De'Longhi Dedica Arte", "Casabrews CM5418"],
            xfail="prose_places._SET_AGAINST now drops the niche's Breville, but 'the Y is the better all-rounder' after 'whereas' places nothing, so the overall first pick is lost",
        ),
        review_case(
            "P10",
            "Our favourite is Linear, which our engineers love. In second place is Notion. Third is Asana.",
            ["Linear", "Notion", "Asana"],
            xfail="prose_places: 'Our favourite is the X' (as 'My favourite is') is no first place",
        ),
        review_case(
            "P08",
            "We'd put the Kia EV9 first, for its three real rows. In second place is the Tesla Model Y. Third is the Hyundai Ioniq 5.",
            ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        ),
        review_case(
            "P05",
            "Our top-rated pick is the Roborock Q5 Pro. In second place is the Eufy X8 Hybrid. Third is the Tapo RV30.",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid", "Tapo RV30"],
            xfail="prose_places._MY's first-place phrase wants 'top' before the choice word: 'Our top-rated pick is the X' places nothing",
        ),
        # -- tables: near misses
        review_case(
            "P11",
            "| Feature | Why it matters |\n|---|---|\n| Proton VPN | Swiss, audited, open source |\n| Mullvad | No email, cash accepted |\n| IVPN | Small and transparent |",
            ["Proton VPN", "Mullvad", "IVPN"],
            xfail="picks._explains_factors reads '| Feature | Why it matters |' as a checklist from the header alone, but its rows are the three products in order, the ranking itself",
        ),
        review_case(
            "P10",
            "| Priority | Why |\n|---|---|\n| 1. Linear | Fast issue tracking |\n| 2. Notion | Docs and tasks together |\n| 3. Asana | Clear timelines |",
            ["Linear", "Notion", "Asana"],
            xfail="picks._explains_factors reads '| Priority | Why |' as a checklist from the header alone, but its rows are numbered products ('1. Linear'), the ranking itself",
        ),
        review_case(
            "P07",
            "| Requirement | Why it matters |\n|---|---|\n| Shared vaults | One place for family logins |\n| Recovery | Kids forget passwords |\n\n1. **1Password** - the easiest for kids.\n2. **Bitwarden** - open source and cheap.\n3. **Dashlane** - simple apps.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P01",
            "| Feature | Why it matters |\n|---|---|\n| ANC | Drowns out engines |\n| Battery | Long-haul flights |\n\nWinner: **Bose QuietComfort Ultra Headphones**, then the **Sony WH-1000XM5**.",
            ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        ),
        review_case(
            "P12",
            "| Spec | Why it matters |\n|---|---|\n| PID | Steady temperature |\n| Steam wand | Milk texture |\n\n| Rank | Machine | Why |\n|---|---|---|\n| 1 | Breville Bambino Plus | Fast and easy |\n| 2 | Gaggia Classic Pro | Built to last |\n| 3 | De'Longhi Dedica Arte | Slim |",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
        ),
        review_case(
            "P09",
            "| Feature | What it means for you |\n|---|---|\n| IBIS | Sharper handheld shots |\n| Eye AF | Sharp eyes in portraits |\n\n**1. Canon EOS R50** - simple.\n**2. Nikon Z50 II** - great grip.\n**3. Sony ZV-E10 II** - video.",
            ["Canon EOS R50", "Nikon Z50 II", "Sony ZV-E10 II"],
        ),
        review_case(
            "P11",
            "| Criteria | Why |\n|---|---|\n| Jurisdiction | Who can demand data |\n\nMy top pick is Proton VPN. In second place is Mullvad. Third is IVPN.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P05",
            "| Factor | Why it matters |\n|---|---|\n| Suction | Pet hair |\n| Mapping | No missed rooms |\n\n| Pick | Why |\n|---|---|\n| Roborock Q5 Pro | LiDAR mapping |\n| Eufy X8 Hybrid | Twin turbines |\n| Tapo RV30 | Cheapest |",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid", "Tapo RV30"],
        ),
        # -- tables: the same family in other words
        review_case(
            "P11",
            "| Key factor | Why it matters |\n|---|---|\n| Jurisdiction | Decides who can demand data |\n| Audits | Claims need checking |\n\n1. **Proton VPN** - audited and open source.\n2. **Mullvad** - anonymous accounts.\n3. **IVPN** - small and transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P11",
            "| Aspect | Why it matters |\n|---|---|\n| Jurisdiction | Decides who can demand data |\n| Audits | Claims need checking |\n\n1. **Proton VPN** - audited and open source.\n2. **Mullvad** - anonymous accounts.\n3. **IVPN** - small and transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P11",
            "| Factor | Why it matters | What to look for |\n|---|---|---|\n| Jurisdiction | Who can demand data | Outside 14 Eyes |\n| Audits | Claims need checking | A recent public audit |\n\n1. **Proton VPN** - audited and open source.\n2. **Mullvad** - anonymous accounts.\n3. **IVPN** - small and transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P07",
            "| Feature | Description |\n|---|---|\n| Watchtower | Alerts for breached passwords |\n| Travel Mode | Hides vaults at borders |\n\n1. **1Password** - the easiest for kids.\n2. **Bitwarden** - open source and cheap.\n3. **Dashlane** - simple apps.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P07",
            "| Feature | What it does |\n|---|---|\n| Watchtower | Alerts for breached passwords |\n| Travel Mode | Hides vaults at borders |\n\n1. **1Password** - the easiest for kids.\n2. **Bitwarden** - open source and cheap.\n3. **Dashlane** - simple apps.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P07",
            "| Must-have | Why |\n|---|---|\n| Watchtower | Alerts for breached passwords |\n| Travel Mode | Hides vaults at borders |\n\n1. **1Password** - the easiest for kids.\n2. **Bitwarden** - open source and cheap.\n3. **Dashlane** - simple apps.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P11",
            "| Criterion | Weight |\n|---|---|\n| Jurisdiction | High |\n| Audits | High |\n| Speed | Medium |\n\n1. **Proton VPN** - audited and open source.\n2. **Mullvad** - anonymous accounts.\n3. **IVPN** - small and transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P12",
            "| Spec | Target | Why |\n|---|---|---|\n| PID | Yes | Steady temperature |\n| Boiler | Thermoblock | Fast heat-up |\n\n1. **Breville Bambino Plus** - fast and easy.\n2. **Gaggia Classic Pro** - built to last.\n3. **De'Longhi Dedica Arte** - slim.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
        ),
        review_case(
            "P11",
            "| Factor | Explanation |\n|---|---|\n| Jurisdiction | Decides who can demand data |\n| Audits | Claims need checking |\n\n1. **Proton VPN** - audited and open source.\n2. **Mullvad** - anonymous accounts.\n3. **IVPN** - small and transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P11",
            "| What to weigh | Why it matters |\n|---|---|\n| Jurisdiction | Decides who can demand data |\n| Audits | Claims need checking |\n\n1. **Proton VPN** - audited and open source.\n2. **Mullvad** - anonymous accounts.\n3. **IVPN** - small and transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
            xfail="picks._FACTOR_FIRST_CELLS: a first cell that says what to weigh ('What to weigh') names its rows as factors as 'Factor' does",
        ),
        review_case(
            "P07",
            "| Feature | Why you'd want it |\n|---|---|\n| Watchtower | Alerts for breached passwords |\n| Travel Mode | Hides vaults at borders |\n\n1. **1Password** - the easiest for kids.\n2. **Bitwarden** - open source and cheap.\n3. **Dashlane** - simple apps.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P07",
            "| Feature | Benefit |\n|---|---|\n| Watchtower | Alerts for breached passwords |\n| Travel Mode | Hides vaults at borders |\n\n1. **1Password** - the easiest for kids.\n2. **Bitwarden** - open source and cheap.\n3. **Dashlane** - simple apps.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P11",
            "| Consideration | Why it's important | Notes |\n|---|---|---|\n| Jurisdiction | Who can demand data | Panama, Switzerland |\n| Audits | Claims need checking | Yearly is best |\n\n1. **Proton VPN** - audited and open source.\n2. **Mullvad** - anonymous accounts.\n3. **IVPN** - small and transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P12",
            "| Feature | Purpose |\n|---|---|\n| PID | Steady temperature |\n| Thermoblock | Fast heat-up |\n\n1. **Breville Bambino Plus** - fast and easy.\n2. **Gaggia Classic Pro** - built to last.\n3. **De'Longhi Dedica Arte** - slim.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
        ),
    ],
)
def test_review_picks41(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


@pytest.mark.parametrize(
    ("build", "count"),
    [
        (lambda n: "Our top pick for pets is the X1, but" + " a" * n + " overall Y2.\n", 3_000),
        (lambda n: "My top pick for pets is the X1, while the Y2 overall. " * n + "\n", 300),
        (lambda n: "First on our list is the X1. " * n + "\n", 300),
        (lambda n: "| Key factor |" + " Notes |" * n + "\n|---|\n| A | B |\n", 1_000),
    ],
    ids=["set-against-runs", "set-against-repeats", "our-list-repeats", "factor-header-cells"],
)
def test_the_narrowed_shapes_read_hostile_runs_in_linear_time(build: Any, count: int) -> None:
    assert_linear(read_picks, build, count)

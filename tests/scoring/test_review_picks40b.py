"""An adversarial review of picks40b's rule (`scoring.picks`, `_JUDGED_AFTER`): a verdict verb
right after an item's name ("X - skip", "X: avoid", "X - pass on", "X - not recommended") that is
followed by an object of its own (an article or possessive: "the", "a", "any", "its", "their",
"your") turns that object down and leaves the item's product its pick.

Replies written for the review, each as a deployed assistant writes a ranked top three, read with
the corpus README's picks label rules (a product the reply advises against is not a pick). About
half are near misses that use the rule's words in an ordinary answer, where the object is the item
itself said again ("Roomba 694 - skip the 694", "Hola VPN - avoid the service entirely") or where
the object turns down something else; the rest say the same family in other words (a determiner
the rule does not list, "pass up", a gerund, a bare plural or a name as the object).

Before any fix the rule read 11 of 38 right: it misread all nine replies whose object is the item
itself and missed all eighteen objects outside its list. The fix (`_VERDICT_OBJECT`,
`_object_is_the_item`) reads six of the nine and fourteen of the eighteen; the seven left are
strict xfails below (an item named again only by its category or line, and bare objects). Three
near misses of the fix were added with it. pins41 reads the four bare plural objects ("avoid
cheaper knockoffs", "avoid two tools"), tested further in `test_pins41`; three stay pinned.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


_SELF_BY_CATEGORY = (
    "_JUDGED_AFTER with _object_is_the_item: the verb's object is the item's own product named by"
    " its category or brand line ('the service entirely', 'the Roomba line', 'the free version and"
    " the paid one alike'), so the verdict turns the item down; the check knows the item only by"
    " 'whole'/'entire', a model code or the name without its brand, and a category word alone also"
    " names other products ('Proton VPN - avoid any VPN that logs'), so the pick is kept"
)


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # --- near misses: the object is the item's own product said again, so it is turned down
        review_case(
            "P05",
            "1. Roborock Q5 - LiDAR mapping for under $300.\n"
            "2. Roomba 694 - skip the 694 unless it drops under $150; no mapping at all.\n"
            "3. Eufy RoboVac G30 - quiet and slim.",
            ["Roborock Q5", "Eufy RoboVac G30"],
        ),
        review_case(
            "P11",
            "1. **Mullvad** - anonymous accounts, cash payments.\n"
            "2. **Hola VPN** - avoid the service entirely; it sells your idle bandwidth.\n"
            "3. **Proton VPN** - audited no-logs policy.",
            ["Mullvad", "Proton VPN"],
            _SELF_BY_CATEGORY,
        ),
        review_case(
            "P07",
            "1. 1Password - the easiest family sharing.\n"
            "2. Dashlane - skip the whole thing, it's too pricey for four people.\n"
            "3. Bitwarden - the cheapest family plan.",
            ["1Password", "Bitwarden"],
        ),
        review_case(
            "P10",
            "1. **Linear** — fast and opinionated.\n"
            "2. **Monday.com** — pass on the entire platform at your size; seats get pricey.\n"
            "3. **Asana** — flexible for mixed teams.",
            ["Linear", "Asana"],
        ),
        review_case(
            "P09",
            "1. Sony a6400 - great autofocus.\n"
            "2. Canon EOS R100 - skip the R100, the R50's flip screen is worth the extra.\n"
            "3. Nikon Z30 - built for vlogging.",
            ["Sony a6400", "Nikon Z30"],
        ),
        review_case(
            "P05",
            "1. **Roborock Q5** — maps every room.\n"
            "2. **Roomba 694** — avoid the Roomba line at this price, it bumps around blind.\n"
            "3. **Eufy RoboVac G30** — quiet.",
            ["Roborock Q5", "Eufy RoboVac G30"],
            _SELF_BY_CATEGORY,
        ),
        review_case(
            "P12",
            "1. Breville Bambino Plus - automatic milk frothing.\n"
            "2. Nespresso Vertuo - avoid the whole pod system if you want real espresso.\n"
            "3. Gaggia Classic Pro - a forgiving classic.",
            ["Breville Bambino Plus", "Gaggia Classic Pro"],
        ),
        review_case(
            "P08",
            "1. Kia EV9 - three rows that fit five adults.\n"
            "2. Tesla Model X - skip the Model X, it's well over $50,000.\n"
            "3. Hyundai Ioniq 5 - roomy and quick to charge.",
            ["Kia EV9", "Hyundai Ioniq 5"],
        ),
        review_case(
            "P11",
            "1. Mullvad: no email needed.\n"
            "2. Hotspot Shield: avoid the free version and the paid one alike, the logging is vague.\n"
            "3. Proton VPN: Swiss and audited.",
            ["Mullvad", "Proton VPN"],
            _SELF_BY_CATEGORY,
        ),
        # near misses whose object is something else: the item keeps its pick (ordinary answers)
        review_case(
            "P07",
            "1. **Bitwarden** - avoid the hassle of reset emails: it syncs everywhere for $40 a year.\n"
            "2. **1Password** - polished apps.\n"
            "3. **Proton Pass** - private and cheap.",
            ["Bitwarden", "1Password", "Proton Pass"],
        ),
        review_case(
            "P11",
            "1. Proton VPN - avoid your ISP's logging; audited no-logs and open-source apps.\n"
            "2. Mullvad - anonymous accounts.\n"
            "3. IVPN - small but transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P06",
            "1. Brooks Ghost 15 - skip the break-in period, they're comfortable out of the box.\n"
            "2. Hoka Clifton 9 - plenty of cushioning.\n"
            "3. ASICS Novablast 4 - bouncy for tempo days.",
            ["Brooks Ghost 15", "Hoka Clifton 9", "ASICS Novablast 4"],
        ),
        review_case(
            "P12",
            "1. **Breville Bambino Plus**: pass on a separate frother, the wand does it for you.\n"
            "2. **Gaggia Classic Pro**: room to grow.\n"
            "3. **De'Longhi Dedica Arte**: slim and cheap.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
        ),
        review_case(
            "P10",
            "1. Linear - skip the setup meetings; it works out of the box.\n"
            "2. Asana - flexible.\n"
            "3. ClickUp - everything in one place.",
            ["Linear", "Asana", "ClickUp"],
        ),
        review_case(
            "P09",
            "1. Sony a6400 — avoid the kit lens and pair it with the Sigma 18-50mm.\n"
            "2. Fujifilm X-T30 II — lovely colours.\n"
            "3. Nikon Z30 — cheap and light.",
            ["Sony a6400", "Fujifilm X-T30 II", "Nikon Z30"],
        ),
        # near misses with no object of their own: still a verdict against the item
        review_case(
            "P05",
            "1. Roborock Q5 - LiDAR.\n"
            "2. Shark ION - avoid: weak suction on carpet.\n"
            "3. Eufy RoboVac G30 - quiet.",
            ["Roborock Q5", "Eufy RoboVac G30"],
        ),
        review_case(
            "P07",
            "1. 1Password - sharing.\n"
            "2. LastPass - avoid, given the 2022 breach.\n"
            "3. Bitwarden - cheap.",
            ["1Password", "Bitwarden"],
        ),
        review_case(
            "P10",
            "1. **Linear** - fast.\n"
            "2. **Jira** - skip that one for a team of ten.\n"
            "3. **Asana** - flexible.",
            ["Linear", "Asana"],
        ),
        review_case(
            "P11",
            "1. Mullvad - anonymous.\n"
            "2. Hola VPN - not recommended, it sells bandwidth.\n"
            "3. Proton VPN - audited.",
            ["Mullvad", "Proton VPN"],
        ),
        review_case(
            "P12",
            "1. Breville Bambino Plus - easy.\n"
            "2. Nespresso Vertuo - pass. Pods aren't espresso.\n"
            "3. Gaggia Classic Pro - classic.",
            ["Breville Bambino Plus", "Gaggia Classic Pro"],
        ),
        # near misses of the fix: a gerund on "it", "anything", and a category word in the object
        review_case(
            "P12",
            "1. Breville Bambino Plus - easy milk.\n"
            "2. Nespresso Vertuo - avoid buying it for espresso; pods only.\n"
            "3. Gaggia Classic Pro - classic.",
            ["Breville Bambino Plus", "Gaggia Classic Pro"],
        ),
        review_case(
            "P11",
            "1. Mullvad - anonymous.\n"
            "2. Hola VPN - avoid anything from this company.\n"
            "3. Proton VPN - audited.",
            ["Mullvad", "Proton VPN"],
        ),
        review_case(
            "P11",
            "1. Proton VPN - avoid any VPN that keeps logs; Proton's policy is audited.\n"
            "2. Mullvad - anonymous.\n"
            "3. IVPN - transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        # --- misses: a verdict with an object the rule's list of determiners leaves out
        review_case(
            "P09",
            "1. Sony a6400 - great autofocus.\n"
            "2. Canon EOS R50 - skip that older EOS M50 you'll see on sale; the R50 focuses better.\n"
            "3. Nikon Z30 - vlogging.",
            ["Sony a6400", "Canon EOS R50", "Nikon Z30"],
        ),
        review_case(
            "P12",
            "1. **Breville Bambino Plus** — skip those pressurised baskets; use the single-wall one.\n"
            "2. **Gaggia Classic Pro** — built like a tank.\n"
            "3. **De'Longhi Dedica Arte** — compact.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
        ),
        review_case(
            "P05",
            "1. Roborock Q5 - avoid all the no-name LiDAR clones; this one has real app support.\n"
            "2. Eufy RoboVac G30 - quiet.\n"
            "3. iRobot Roomba 694 - reliable.",
            ["Roborock Q5", "Eufy RoboVac G30", "iRobot Roomba 694"],
        ),
        review_case(
            "P07",
            "1. 1Password - skip both the Teams and Business tiers; Families covers five people.\n"
            "2. Bitwarden - cheapest.\n"
            "3. Proton Pass - private.",
            ["1Password", "Bitwarden", "Proton Pass"],
        ),
        review_case(
            "P11",
            "1. **Mullvad** - avoid every VPN that asks for your email; Mullvad doesn't.\n"
            "2. **Proton VPN** - audited.\n"
            "3. **IVPN** - transparent.",
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        review_case(
            "P09",
            "1. Sony a6400 - autofocus.\n"
            "2. Canon EOS R50 - avoid my mistake of buying the R100 first; the R50 is worth it.\n"
            "3. Nikon Z30 - vlogging.",
            ["Sony a6400", "Canon EOS R50", "Nikon Z30"],
        ),
        review_case(
            "P06",
            "1. Brooks Ghost 15 - skip these flashy carbon racers for now; the Ghost is forgiving.\n"
            "2. Hoka Clifton 9 - cushioning.\n"
            "3. ASICS Novablast 4 - bouncy.",
            ["Brooks Ghost 15", "Hoka Clifton 9", "ASICS Novablast 4"],
        ),
        review_case(
            "P10",
            "1. Linear - skip some of the heavier tools like Jira; Linear stays out of the way.\n"
            "2. Asana - flexible.\n"
            "3. Notion - docs and tasks.",
            ["Linear", "Asana", "Notion"],
        ),
        # "pass up", a gerund, a bare plural or a name as the object
        review_case(
            "P09",
            "1. Sony a6400 - autofocus.\n"
            "2. Canon EOS R50 - pass up the cheaper R100; the flip screen is worth it.\n"
            "3. Nikon Z30 - vlogging.",
            ["Sony a6400", "Canon EOS R50", "Nikon Z30"],
        ),
        review_case(
            "P07",
            "1. **Bitwarden** - skip paying for Premium; the free tier is enough for most.\n"
            "2. **1Password** - polished.\n"
            "3. **Proton Pass** - private.",
            ["Bitwarden", "1Password", "Proton Pass"],
        ),
        review_case(
            "P12",
            "1. Gaggia Classic Pro - avoid buying refurbished units; new ones have the better pump.\n"
            "2. Breville Bambino Plus - easy milk.\n"
            "3. De'Longhi Dedica Arte - compact.",
            ["Gaggia Classic Pro", "Breville Bambino Plus", "De'Longhi Dedica Arte"],
        ),
        review_case(
            "P05",
            "1. Roborock Q5 - avoid cheaper knockoffs with the same shell; this one maps properly.\n"
            "2. Eufy RoboVac G30 - quiet.\n"
            "3. iRobot Roomba 694 - reliable.",
            ["Roborock Q5", "Eufy RoboVac G30", "iRobot Roomba 694"],
        ),
        review_case(
            "P11",
            "1. Proton VPN - skip NordVPN's upsells; Proton's free tier is already audited.\n"
            "2. Mullvad - anonymous.\n"
            "3. IVPN - transparent.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        review_case(
            "P06",
            "1. Hoka Clifton 9 - avoid over-cushioned max shoes; this is soft but stable.\n"
            "2. Brooks Ghost 15 - reliable.\n"
            "3. ASICS Novablast 4 - bouncy.",
            ["Hoka Clifton 9", "Brooks Ghost 15", "ASICS Novablast 4"],
        ),
        review_case(
            "P08",
            "1. Kia EV9 - skip third-row-less SUVs if five ride often; the EV9 seats seven.\n"
            "2. Hyundai Ioniq 5 - roomy.\n"
            "3. Tesla Model Y - Supercharger network.",
            ["Kia EV9", "Hyundai Ioniq 5", "Tesla Model Y"],
        ),
        review_case(
            "P10",
            "1. Asana - avoid two tools for one job; it does docs-lite and tasks.\n"
            "2. Linear - fast.\n"
            "3. ClickUp - all in one.",
            ["Asana", "Linear", "ClickUp"],
        ),
        review_case(
            "P05",
            "1. Roborock Q5: skip our usual pick, the Q7, unless you find it under $300.\n"
            "2. Eufy RoboVac G30: quiet.\n"
            "3. iRobot Roomba 694: reliable.",
            ["Roborock Q5", "Eufy RoboVac G30", "iRobot Roomba 694"],
        ),
        review_case(
            "P07",
            "1. 1Password - avoid other managers' per-seat pricing; one flat family plan.\n"
            "2. Bitwarden - cheap.\n"
            "3. Proton Pass - private.",
            ["1Password", "Bitwarden", "Proton Pass"],
        ),
    ],
)
def test_a_verdict_after_an_item_s_name(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


def test_the_verdict_object_stays_linear() -> None:
    """The gerund and possessive alternatives each run over a word's letters: a long word that
    neither ends in "ing" nor has a possessive must not be tried from every letter."""
    assert_linear(
        read_picks,
        lambda n: "1. **Canon EOS R50** - skip " + "a" * n + " x\n",
        3_000,
    )

"""A reviewer's counter-examples to the closing revision notes of picks37 (tests/scoring/test_picks37.py).

picks37 taught the picks reader closing notes ("Edit:", "Update:", "Correction:", "on reflection",
"scratch that", "on second thought", "Looking at that again") that restate or move places
(`scoring.picks_revised`). Each was tried in replies to the battery's prompts whose notes use the
words for another purpose: "Edit: fixed a typo / added prices", "Update: prices as of ..." over a
price list, "Correction: the X has 8 fps, not 11", "on reflection" about a spec, "the X first
launched in", "takes third" in a race or a test quoted, "moved to second gen", arrows in a table,
"scratch that" about a tip, an "if" condition in the next sentence, an update about stock that
names a product without a place, and an order lead over a list of steps or features. Then forms
the rules should read but do not: other openers ("Actually,", "Hmm, wait", "Second thoughts:",
"Having had a think"), lower case, a dash for the colon, a swap by name. A reply read right is a
plain test; a misread is a strict xfail whose reason names the rule and why the reading is wrong.

The review held 58 replies: 41 read right and 17 did not. Two were misreads of a note used for
another purpose: a place clause whose condition is the next sentence ("If you need streaming,
that is."), and a product brought in that dropped the wrong pick because a pick's short form
("VPN") was found inside another name ("IVPN"). Seven were forms the rules should read. Nine are
fixed in `scoring/picks_revised.py` (marked "misread, fixed" or "missed, fixed" beside their
cases, with near misses at the end). The other eight were strict xfails until pins38 read them
(their near misses are in tests/scoring/test_pins38.py): an order of setup steps after "Update:
the final order of setup:" (the picks27 revision line in `_FINAL`, and a list under an order of
steps), openers that could open any aside ("Actually,", "Hmm, wait", "Having had a think"), swaps
by name with no place, an order said after its list ("- in that order"), and "is now my number
one".
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case

_VPN = "1. **Mullvad** - no email needed.\n2. **Proton VPN** - Swiss and open source.\n3. **IVPN** - small and transparent.\n\n"
_VPNL = ["Mullvad", "Proton VPN", "IVPN"]
_VAC = "1. **Roborock Q5 Pro** - strong suction.\n2. **Eufy RoboVac G30** - quiet.\n3. **Tapo RV30** - cheap.\n\n"
_VACL = ["Roborock Q5 Pro", "Eufy RoboVac G30", "Tapo RV30"]
_CAM = "1. **Canon EOS R50** - easy menus.\n2. **Nikon Z50** - great grip.\n3. **Sony a6400** - fast autofocus.\n\n"
_CAML = ["Canon EOS R50", "Nikon Z50", "Sony a6400"]
_ESP = "1. **Gaggia Classic Pro** - built to last.\n2. **Breville Bambino Plus** - auto milk.\n3. **De'Longhi Dedica Arte** - compact.\n\n"
_ESPL = ["Gaggia Classic Pro", "Breville Bambino Plus", "De'Longhi Dedica Arte"]
_EV = "1. **Tesla Model Y** - best charging network.\n2. **Hyundai Ioniq 5** - fast charging.\n3. **Volkswagen ID.4** - comfortable.\n\n"
_EVL = ["Tesla Model Y", "Hyundai Ioniq 5", "Volkswagen ID.4"]
_PM = "1. **Asana** - clear projects.\n2. **Trello** - simple boards.\n3. **ClickUp** - does everything.\n\n"
_PML = ["Asana", "Trello", "ClickUp"]
_SHOE = "1. **Brooks Ghost 15** - soft and stable.\n2. **Saucony Ride 16** - light.\n3. **New Balance Fresh Foam 880v13** - roomy.\n\n"
_SHOEL = ["Brooks Ghost 15", "Saucony Ride 16", "New Balance Fresh Foam 880v13"]
_PW = "1. **1Password** - best family sharing.\n2. **Bitwarden** - free and open source.\n3. **Dashlane** - polished apps.\n\n"
_PWL = ["1Password", "Bitwarden", "Dashlane"]
_LAP = "1. **MacBook Air M3** - long battery.\n2. **Dell XPS 13** - bright screen.\n\n"
_LAPL = ["MacBook Air M3", "Dell XPS 13"]


_CASES = [
    # other purposes
    review_case("P11", _VPN + "Edit: fixed a typo in the Proton line.", _VPNL),
    review_case("P11", _VPN + "Edit: added prices. Mullvad: $5, Proton VPN: $10, IVPN: $6.", _VPNL),
    review_case(
        "P05",
        _VAC
        + "Update: prices as of March: Tapo RV30, $150; Eufy RoboVac G30, $220; Roborock Q5 Pro, $280.",
        _VACL,
    ),
    review_case(
        "P05",
        _VAC
        + "Update: prices as of March:\n- Tapo RV30 - $150\n- Eufy RoboVac G30 - $220\n- Roborock Q5 Pro - $280",
        _VACL,
    ),
    review_case("P09", _CAM + "Correction: the Nikon Z50 has 8 fps, not 11.", _CAML),
    review_case(
        "P12", _ESP + "On reflection, the Gaggia's steam wand is better than I said.", _ESPL
    ),
    review_case(
        "P09", _CAM + "Edit: the Sony a6400 first launched in 2019, so look for deals.", _CAML
    ),
    review_case(
        "P08",
        _EV + "Update: the Hyundai Ioniq 5 takes third in range tests, but it charges fastest.",
        _EVL,
    ),
    review_case(
        "P08", _EV + "Edit: in Car and Driver's test, the Volkswagen ID.4 takes third.", _EVL
    ),
    review_case("P08", _EV + "Update: the Hyundai Ioniq 5 moved to second gen this year.", _EVL),
    review_case(
        "P08", _EV + "Update: the Tesla Model Y moved to the second generation this year.", _EVL
    ),
    review_case(
        "P09",
        _CAM
        + "| Camera | AF |\n|---|---|\n| Canon EOS R50 ↑ | good |\n| Nikon Z50 → | see below |\n| Sony a6400 | great |\n\n↑ better than last year, → see below.",
        _CAML,
    ),
    review_case("P12", _ESP + "Scratch that tip about tamping hard: tamp lightly.", _ESPL),
    review_case(
        "P12",
        _ESP + "Scratch that last tip. The Breville Bambino Plus first heats up in 3 seconds.",
        _ESPL,
    ),
    review_case(
        "P11",
        _VPN + "Edit: IVPN first. If you need streaming, Proton VPN first.",
        ["IVPN", "Mullvad", "Proton VPN"],
    ),
    # misread, fixed: a next sentence that opens with a condition and states no place qualifies
    # the one before it
    review_case("P11", _VPN + "Edit: Proton VPN first. If you need streaming, that is.", _VPNL),
    review_case(
        "P05", _VAC + "Update: the Eufy RoboVac G30 is out of stock at most stores.", _VACL
    ),
    review_case("P05", _VAC + "Update: the Shark ION RV765 is back in stock.", _VACL),
    review_case(
        "P10",
        _PM + "Edit: the order of setup steps: invite users, create projects, import tasks.",
        _PML,
    ),
    review_case(
        "P10",
        _PM + "Update: the final order of setup: Asana, then Slack, then Google Drive.",
        _PML,
    ),
    review_case("P10", _PM + "Edit: top features: Timeline, Portfolios, Goals.", _PML),
    review_case(
        "P10",
        _PM
        + "On reflection, the order of setup matters:\n\n- Invite users\n- Create projects\n- Import tasks",
        _PML,
    ),
    review_case("P07", _PW + "Edit: the 1Password app first asks for a secret key.", _PWL),
    review_case(
        "P07", _PW + "Update: Bitwarden comes second in the AV-Test results, 1Password first.", _PWL
    ),
    review_case(
        "P06",
        _SHOE
        + "Scratch that about sizing. Go half a size up; the Saucony Ride 16 runs small at first.",
        _SHOEL,
    ),
    review_case(
        "P06", _SHOE + "Edit: the Brooks Ghost 15 is now 20% off at Running Warehouse.", _SHOEL
    ),
    review_case("P03", _LAP + "Correction: the Dell XPS 13 has 16 GB, not 8.", _LAPL),
    review_case(
        "P03", _LAP + "Looking at that again, the Dell XPS 13 screen is 500 nits, not 400.", _LAPL
    ),
    review_case(
        "P12",
        _ESP + "Update: prices as of June: Breville Bambino Plus $499, Gaggia Classic Pro $449.",
        _ESPL,
    ),
    review_case(
        "P11",
        _VPN + "Edit: Mullvad's price has gone up to €5 - it's still first on privacy.",
        _VPNL,
    ),
    review_case(
        "P11",
        _VPN + "On second thought, a note on setup: install the app, sign in, then connect first.",
        _VPNL,
    ),
    review_case(
        "P09",
        _CAM + "Edit: the Nikon Z50 at number one for video? No - for video, the Sony a6400.",
        _CAML,
    ),
    review_case(
        "P08",
        _EV
        + "Update: tax credit rules changed; the Volkswagen ID.4 is assembled in Tennessee, the Hyundai Ioniq 5 in Georgia.",
        _EVL,
    ),
    # missed revisions
    review_case(
        "P11",
        _VPN + "Actually, Proton VPN first, Mullvad second, IVPN third.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    review_case(
        "P11",
        _VPN + "Hmm, wait - Proton VPN should be first, then Mullvad, then IVPN.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    # missed, fixed: 'Second thoughts' opens a note before its colon or comma
    review_case(
        "P11",
        _VPN + "Second thoughts: Proton VPN first, Mullvad second, IVPN third.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    review_case(
        "P11",
        _VPN + "edit: Proton VPN first, Mullvad second, IVPN third.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    # missed, fixed: an order lead is read after a revision opening inside it
    review_case(
        "P11", _VPN + "update: so: Proton VPN, Mullvad, IVPN.", ["Proton VPN", "Mullvad", "IVPN"]
    ),
    review_case(
        "P12",
        _ESP
        + "On reflection, I'd put the Breville Bambino Plus first and the Gaggia Classic Pro second.",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
    ),
    review_case(
        "P12",
        _ESP
        + "Having had a think, I'd put the Breville Bambino Plus first and the Gaggia Classic Pro second.",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
    ),
    review_case(
        "P10",
        _PM + "Edit: swap the Asana and the Trello.",
        ["Trello", "Asana", "ClickUp"],
    ),
    review_case(
        "P10",
        _PM + "Edit: swap Trello and ClickUp.",
        ["Asana", "ClickUp", "Trello"],
    ),
    review_case(
        "P10",
        _PM
        + "Edit: on reflection Trello first, Asana second, ClickUp third.\n\nAll three have free tiers.",
        ["Trello", "Asana", "ClickUp"],
    ),
    review_case(
        "P10",
        _PM + "Edit: Trello first, Asana second, ClickUp third.\n\nHappy to help with setup!",
        ["Trello", "Asana", "ClickUp"],
    ),
    review_case(
        "P05",
        _VAC + "EDIT: Eufy RoboVac G30 first, Roborock Q5 Pro second, Tapo RV30 third.",
        ["Eufy RoboVac G30", "Roborock Q5 Pro", "Tapo RV30"],
    ),
    review_case(
        "P05",
        _VAC + "**Update:** Eufy RoboVac G30 first, Roborock Q5 Pro second, Tapo RV30 third.",
        ["Eufy RoboVac G30", "Roborock Q5 Pro", "Tapo RV30"],
    ),
    review_case(
        "P05",
        _VAC + "On reflection: Eufy RoboVac G30, Roborock Q5 Pro, Tapo RV30 - in that order.",
        ["Eufy RoboVac G30", "Roborock Q5 Pro", "Tapo RV30"],
    ),
    review_case(
        "P08",
        _EV + "Update: the Hyundai Ioniq 5 is now my number one, the Tesla Model Y second.",
        ["Hyundai Ioniq 5", "Tesla Model Y", "Volkswagen ID.4"],
    ),
    # missed, fixed: a modal before 'be' ('should be first') ends a clause in a place
    review_case(
        "P08",
        _EV + "Correction: the Hyundai Ioniq 5 should be first and the Tesla Model Y second.",
        ["Hyundai Ioniq 5", "Tesla Model Y", "Volkswagen ID.4"],
    ),
    # missed, fixed: a word with a digit ('a6400') belongs to the name run
    review_case(
        "P09",
        _CAM + "Scratch that - Nikon Z50 first, Canon EOS R50 second, Sony a6400 third.",
        ["Nikon Z50", "Canon EOS R50", "Sony a6400"],
    ),
    # missed, fixed: the gate holds 'econd thought'
    review_case(
        "P09",
        _CAM + "On second thoughts, the Nikon Z50 goes first, the Canon EOS R50 second.",
        ["Nikon Z50", "Canon EOS R50", "Sony a6400"],
    ),
    review_case(
        "P06",
        _SHOE + "Edit: Saucony Ride 16 in first place, Brooks Ghost 15 in second place.",
        ["Saucony Ride 16", "Brooks Ghost 15", "New Balance Fresh Foam 880v13"],
    ),
    review_case(
        "P07",
        _PW + "Update: Bitwarden to first, 1Password to second.",
        ["Bitwarden", "1Password", "Dashlane"],
    ),
    # missed, fixed: a spaced dash after Edit/Update/Correction opens a note as a colon does
    review_case(
        "P07",
        _PW + "Correction - Bitwarden first, 1Password second, Dashlane third.",
        ["Bitwarden", "1Password", "Dashlane"],
    ),
    review_case(
        "P03",
        _LAP + "Looking at this again, the Dell XPS 13 first and the MacBook Air M3 second.",
        ["Dell XPS 13", "MacBook Air M3"],
    ),
    # missed, fixed: an order lead is read after a revision opening inside it
    review_case(
        "P03",
        _LAP + "On reflection, so: Dell XPS 13, MacBook Air M3.",
        ["Dell XPS 13", "MacBook Air M3"],
    ),
    # misread, fixed: a pick is named in the note only as whole words
    review_case(
        "P11",
        _VPN + "Scratch that - IVPN has paused sign-ups. Put Windscribe third.",
        ["Mullvad", "Proton VPN", "Windscribe"],
    ),
    review_case(
        "P11",
        _VPN + "Actually, on reflection, the order should be: Proton VPN, Mullvad, IVPN.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    # near misses of the fixes: nothing may move
    review_case(
        "P11",
        _VPN + "Edit: Proton VPN first. It is faster when you need streaming.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    review_case("P11", _VPN + "Update - prices: Mullvad $5, Proton VPN $10, IVPN $6.", _VPNL),
    review_case("P09", _CAM + "Correction - the Nikon Z50 has 8 fps, not 11.", _CAML),
    review_case(
        "P11",
        _VPN + "Scratch that - Proton VPN has paused sign-ups. Put Windscribe second.",
        ["Mullvad", "Windscribe", "IVPN"],
    ),
    review_case("P09", _CAM + "Edit: prices dropped 20% first.", _CAML),
    review_case(
        "P09", _CAM + "Edit: the Nikon Z50 should be first in line for a firmware update.", _CAML
    ),
    review_case(
        "P12", _ESP + "Second thoughts on the milk: use whole milk, it steams better.", _ESPL
    ),
    review_case("P12", _ESP + "On reflection, so: descale monthly, backflush weekly.", _ESPL),
]


def _names(pid: str, text: str) -> list[str]:
    return [n.removeprefix("the ") for n in read_names(text, prompt_text(pid))]


@pytest.mark.parametrize(("pid", "text", "expected"), _CASES)
def test_revision_notes_read_right(pid: str, text: str, expected: list[str]) -> None:
    assert _names(pid, text) == expected


def test_revision_notes_stay_linear_on_hostile_input() -> None:
    ranked = "1. **Ab** - one.\n2. **Cd** - two.\n\n"
    assert_linear(read_picks, lambda n: ranked + "Edit: " + "Ef Gh " * n + "first.", 3_000)
    assert_linear(read_picks, lambda n: ranked + "Update: so: " + "Ab, " * n + "Cd.", 3_000)
    assert_linear(
        read_picks, lambda n: ranked + "Correction - " + "Cd first. " * n + "If so.", 2_000
    )

"""A reviewer's counter-examples to the picks rules pins38 added, as deployed models write them.

pins38 added name lines tagged with a dash and a place (`prose_places._DASH_PLACES`: "Sony
WH-1000XM5 \u2014 my number one."), a ranking lead's colon list whose first item carries no place
(`scoring/colon_places.py`), revision notes opened by "Actually,", "Hmm, wait -" or "Having had a
think", swaps by name, "X, Y, Z - in that order", "is now my number one" (`picks_revised`), an
order of setup steps as no ranking, two opening words before a prose first place, "What I'd
recommend is X", "My pick'd be X", "X's my pick", and a bold label with a space before its colon.
Each rule was tried in ordinary answers that use its words for another purpose (near misses: a
dash that tags a price or a step, a colon list of features, steps or reviewers, an "Actually,"
that corrects a fact or narrows to a use, a swap declined, allowed or reported, "in that order"
after a list of audits, "X's my pick" for a niche or of a brand), and in the same family said in
other words (misses: "1st place", "No. 1", "how I'd order them:", "switch", "takes the top spot",
"All told,", "What I'd suggest is"). A reply read right is a plain test; one the scorer gets
wrong is a strict xfail whose reason names the rule and why its reading is wrong. Labels follow
the picks rule of tests/scoring/corpus/README.md.

The review held 62 replies: 31 read right at first, 9 misread and 22 missed. Six misreads were
pins38's revision asides (a place narrowed to a criterion or use after "Actually,", a swap
declined, allowed or reported, "in that order" after a list of audits) and are fixed in
`scoring/picks_revised.py`; 20 misses are read now (`prose_places`, `colon_places`,
`picks_revised`), each fix with near misses of its own below. Five stayed strict xfails: a ranking
lead closed by a dash, "swap the top two", and three "X's my pick" replies read as before pins38
(a niche after a comma or dash, a brand). pins39 reads the dash lead, the swap by place and the
brand's pick (`tests/scoring/test_pins39.py`); the two niche picks stay pinned.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import review_case
from tests.scoring.prose_rankings import names_without_article

_V = ["Roborock Q7", "Eufy G30", "Tapo RV10"]
_VAC = "1. **Roborock Q7** - suction.\n2. **Eufy G30** - quiet.\n3. **Tapo RV10** - cheap.\n\n"
_VPN = "1. **Mullvad** - no email needed.\n2. **Proton VPN** - Swiss.\n3. **IVPN** - small.\n\n"
_VPNL = ["Mullvad", "Proton VPN", "IVPN"]
_PM = (
    "1. **Asana** - clear projects.\n2. **Trello** - simple boards.\n3. **ClickUp** - does all.\n\n"
)
_PML = ["Asana", "Trello", "ClickUp"]
_INTRO = "Right, for a flat with carpets:\n\n"
_OUTRO = "\n\nAll three have apps and schedules. Happy cleaning!"


def _lines(*lines: str) -> str:
    return _INTRO + "\n\n".join(lines) + _OUTRO


# dash places: near misses first, then the same family in other words
_DASH_PLACES = [
    # d-nm-price
    review_case(
        "P05",
        _lines(
            "Roborock Q7 — $279, strong suction.",
            "Eufy G30 — $199, quiet.",
            "Tapo RV10 — $149, cheap.",
            "If I had to choose one, I'd get the Eufy G30.",
        ),
        ["Eufy G30"],
    ),
    # d-nm-steps
    review_case(
        "P05",
        _VAC
        + "Getting started:\n\nRoborock Q7 — first, charge it fully overnight.\n\nEufy G30 — second, pair it with the app.",
        _V,
    ),
    # d-nm-maint
    review_case(
        "P05",
        _VAC + "Upkeep:\n\nMaintenance — first, empty the bin after every run.",
        _V,
    ),
    # d-nm-niche-comma
    review_case(
        "P05",
        _lines(
            "Tapo RV10 — my pick, if you live in a studio.",
            "For a family home, though, get the Roborock Q7 first and the Eufy G30 second.",
        ),
        _V[:2],
    ),
    # d-nm-over-budget
    review_case(
        "P05",
        _VAC + "Over budget:\n\nRoborock S8 — my favourite, but it's $550.",
        _V,
    ),
    # d-nm-past
    review_case(
        "P08",
        "1. **Tesla Model Y** - charging.\n2. **Hyundai Ioniq 5** - fast.\n3. **Volkswagen ID.4** - comfy.\n\nWhat changed since last year:\n\nKia EV6 — my number one last year, now too small for five.",
        ["Tesla Model Y", "Hyundai Ioniq 5", "Volkswagen ID.4"],
    ),
    # d-nm-use
    review_case(
        "P09",
        "My ranking:\n\n1. Sony a6400\n2. Canon EOS R50\n3. Nikon Z50\n\nBy use:\n\nSony a6400 — my number one for travel.\nCanon EOS R50 — second for vlogging.",
        ["Sony a6400", "Canon EOS R50", "Nikon Z50"],
    ),
    # d-ms-1st
    review_case(
        "P05",
        _lines(
            "Roborock Q7 — 1st place. Strong suction.",
            "Eufy G30 — 2nd place. Quiet.",
            "Tapo RV10 — 3rd place. Cheap.",
        ),
        _V,
    ),
    # d-ms-hashpick
    review_case(
        "P05",
        _lines(
            "Roborock Q7 — my #1 pick. Strong suction.",
            "Eufy G30 — my #2 pick. Quiet.",
            "Tapo RV10 — my #3 pick. Cheap.",
        ),
        _V,
    ),
    # d-ms-runner-up-nohyphen
    review_case(
        "P05",
        _lines("Roborock Q7 — the winner. Strong suction.", "Eufy G30 — runner up. Quiet."),
        _V[:2],
    ),
    # d-ms-bold
    review_case(
        "P05",
        _lines(
            "**Roborock Q7** — my number one. Strong suction.",
            "**Eufy G30** — number two. Quiet.",
            "**Tapo RV10** — number three. Cheap.",
        ),
        _V,
    ),
    # d-ms-obvious
    review_case(
        "P05",
        _lines(
            "Roborock Q7 — the obvious winner. Strong suction.",
            "Eufy G30 — a respectable second. Quiet.",
        ),
        _V[:2],
    ),
    # d-ms-top-rec
    review_case(
        "P05",
        _lines(
            "Roborock Q7 — top recommendation. Strong suction.",
            "Eufy G30 — second choice. Quiet.",
            "Tapo RV10 — third choice. Cheap.",
        ),
        _V,
    ),
    # d-ms-no1
    review_case(
        "P05",
        _lines(
            "Roborock Q7 — No. 1. Strong suction.",
            "Eufy G30 — No. 2. Quiet.",
            "Tapo RV10 — No. 3. Cheap.",
        ),
        _V,
    ),
    # d-ms-emdash-nospace
    review_case(
        "P05",
        _lines(
            "Roborock Q7—my number one. Strong suction.",
            "Eufy G30—number two. Quiet.",
            "Tapo RV10—number three. Cheap.",
        ),
        _V,
    ),
    # the fixes' own near misses: an ordinal that is a generation or "second-hand", "No. 1" of a
    # criterion, each ending no clause
    review_case(
        "P05",
        _VAC
        + "Older models:\n\nRoborock S5 \u2014 1st gen, skip it.\n\nEufy 11S \u2014 2nd-hand only, about $90.",
        _V,
    ),
    review_case(
        "P05", _VAC + "Where to buy:\n\nRoborock Q7\u2014No. 1 seller on Amazon this month.", _V
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _DASH_PLACES)
def test_dash_places(pid: str, text: str, expected: list[str]) -> None:
    assert names_without_article(pid, text) == expected


# colon lists: near misses first, then the same family in other words
_COLON_LISTS = [
    # c-nm-features
    review_case(
        "P05",
        "My top three things to look for: Suction, because carpets eat weak motors; Battery second; and Noise third.\n\nWithin that, the Roborock Q7 is my pick.",
        ["Roborock Q7"],
    ),
    # c-nm-steps
    review_case(
        "P05",
        _VAC
        + "Set them up in order: the Roborock app, which needs an account; the map second; and the no-go zones third.",
        _V,
    ),
    # c-nm-reviewers
    review_case(
        "P11",
        "Review sites' rankings: PCMag, which tests speed; Wirecutter second; and CNET third. My own order: Mullvad, then Proton VPN, then IVPN.",
        _VPNL,
    ),
    # c-nm-skip
    review_case(
        "P05",
        "My top three, after skipping the Roomba: Dyson is out of budget; the Eufy G30 second... scratch that, here it is properly.\n\n1. Roborock Q7\n2. Eufy G30\n3. Tapo RV10",
        _V,
    ),
    # c-ms-order-them
    review_case(
        "P05",
        "Here's how I'd order them: the Roborock Q7, for its suction; the Eufy G30 second, for quiet runs; and the Tapo RV10 third, on price.",
        _V,
    ),
    # c-ms-dash-lead
    review_case(
        "P05",
        "My top three — the Roborock Q7, for its suction; the Eufy G30 second, for quiet runs; and the Tapo RV10 third, on price.",
        _V,
    ),
    # c-ms-best-first
    review_case(
        "P11",
        "My shortlist, best first: Mullvad, for its no-email signup; Proton VPN second, for its Swiss base; and IVPN third, for its size.",
        _VPNL,
    ),
    # c-ms-runner-up
    review_case(
        "P05",
        "My top three: the Roborock Q7, for its suction; the Eufy G30 as runner-up; and the Tapo RV10 third.",
        _V,
    ),
    # the fix's own near miss: "order" of the setup, not of the picks
    review_case(
        "P05",
        "Here's how I'd order the setup: the Roborock app, which needs an account; the map second; and the no-go zones third.\n\n"
        + _VAC,
        _V,
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _COLON_LISTS)
def test_colon_lists(pid: str, text: str, expected: list[str]) -> None:
    assert names_without_article(pid, text) == expected


# revision notes: near misses first, then the same family in other words
_REVISIONS = [
    # r-nm-fact-crit
    review_case(
        "P11",
        _VPN + "Actually, on speed alone, IVPN would be first.",
        _VPNL,
    ),
    # r-nm-streaming
    review_case(
        "P11",
        _VPN + "Actually, for streaming, Proton VPN should be first.",
        _VPNL,
    ),
    # r-nm-wouldnt-swap
    review_case(
        "P10",
        _PM + "Actually, I wouldn't swap Trello and ClickUp.",
        _PML,
    ),
    # r-nm-can-swap
    review_case(
        "P10",
        _PM + "Actually, moving boards is painless, so you can always swap Trello and ClickUp.",
        _PML,
    ),
    # r-nm-dont-swap
    review_case(
        "P10",
        _PM + "Hmm, wait - don't swap Asana and Trello mid-project.",
        _PML,
    ),
    # r-nm-respectively
    review_case(
        "P11",
        _VPN + "Actually: Mullvad, Proton VPN and IVPN cost $5, $10 and $6 a month, in that order.",
        _VPNL,
    ),
    # r-nm-audits
    review_case(
        "P11",
        _VPN
        + "Actually, the audits came out as follows: IVPN, Mullvad, Proton VPN - in that order.",
        _VPNL,
    ),
    # r-nm-now-app
    review_case(
        "P10",
        _PM + "Update: Trello's mobile app is now my number one.",
        _PML,
    ),
    # r-nm-reviewer-swap
    review_case(
        "P10",
        _PM + "Actually, most review sites swap Trello and ClickUp.",
        _PML,
    ),
    # r-nm-used-first
    review_case(
        "P11",
        _VPN + "Actually, Proton VPN was the one I used first.",
        _VPNL,
    ),
    # r-ms-switch
    review_case(
        "P10",
        _PM + "Actually, switch Trello and ClickUp.",
        ["Asana", "ClickUp", "Trello"],
    ),
    # r-ms-swap-places
    review_case(
        "P10",
        _PM + "Actually, Trello and ClickUp should swap places.",
        ["Asana", "ClickUp", "Trello"],
    ),
    # r-ms-swap-top-two
    review_case(
        "P11",
        _VPN + "Actually, swap the top two.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    # r-ms-top-spot
    review_case(
        "P11",
        _VPN + "Actually, Proton VPN takes the top spot.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    # r-ms-top-of-list
    review_case(
        "P11",
        _VPN + "Hmm, wait - Proton VPN is now top of my list.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    # r-ms-thought-over
    review_case(
        "P11",
        _VPN + "Having thought it over: Proton VPN, Mullvad, IVPN - in that order.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    # r-ms-exact-order
    review_case(
        "P11",
        _VPN + "Actually: Proton VPN, Mullvad, IVPN - in exactly that order.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    # r-ms-now-my-top
    review_case(
        "P11",
        _VPN + "Update: Proton VPN is now my top pick.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    # r-ms-wait-both
    review_case(
        "P11",
        _VPN + "Wait, I had that backwards: IVPN first and Mullvad third.",
        ["IVPN", "Proton VPN", "Mullvad"],
    ),
    # r-ms-swap-round
    review_case(
        "P10",
        _PM + "Actually, swap Trello and ClickUp round.",
        ["Asana", "ClickUp", "Trello"],
    ),
    # the fixes' own near misses: the same forms where they do move places, and where they do not
    review_case(
        "P10", _PM + "Actually, I'd switch Trello and ClickUp.", ["Asana", "ClickUp", "Trello"]
    ),
    review_case("P10", _PM + "Edit: switch off email digests and the mobile badges.", _PML),
    review_case(
        "P10",
        _PM + "Actually, for most teams, ClickUp should be first.",
        ["ClickUp", "Asana", "Trello"],
    ),
    review_case(
        "P11",
        _VPN + "Actually, for a family of four, Proton VPN should be first.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    review_case(
        "P11",
        _VPN + "Hmm, wait, let's swap Mullvad and Proton VPN.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    review_case(
        "P11",
        _VPN + "Actually, on reflection: Proton VPN, Mullvad, IVPN - in that order.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    review_case(
        "P11",
        _VPN + "Update: the Proton VPN app's split tunnelling is now my top pick of its features.",
        _VPNL,
    ),
    # the near misses of "X and Y swap places" and "top of my list": things that are no picks, a
    # report of others' order, a list that is not the writer's; and the form where it does move
    review_case("P10", _PM + "Actually, the sidebar and the inbox can swap places.", _PML),
    review_case("P10", _PM + "Actually, most reviews have Trello and ClickUp swap places.", _PML),
    review_case(
        "P11", _VPN + "Update: Proton VPN is now top of the list on Reddit for speed.", _VPNL
    ),
    review_case(
        "P11", _VPN + "Actually, IVPN and Mullvad trade places.", ["IVPN", "Proton VPN", "Mullvad"]
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _REVISIONS)
def test_revision_notes(pid: str, text: str, expected: list[str]) -> None:
    assert names_without_article(pid, text) == expected


# prose first places: near misses first, then the same family in other words
_PROSE_FIRSTS = [
    # p-nm-store
    review_case(
        "P05",
        "What I'd recommend is Costco, for the return policy. As for models: the Roborock Q7 first, the Eufy G30 second and the Tapo RV10 third.",
        _V,
    ),
    # p-nm-niche-dash
    review_case(
        "P05",
        "The Tapo RV10's my pick - for a studio flat, anyway. For a family home, get the Roborock Q7 first and the Eufy G30 second.",
        _V[:2],
        xfail="misread: the line placements of picks.py read 'The Tapo RV10's my pick - for a studio flat, anyway' as a first place, though the pick is for one niche and the reply's own order follows (read before pins38 too, as \"Tapo RV10's\")",
    ),
    # p-nm-niche-comma
    review_case(
        "P05",
        "The Tapo RV10's my pick, for a studio flat. For a family home, get the Roborock Q7 first and the Eufy G30 second.",
        _V[:2],
        xfail="misread: the line placements of picks.py read 'The Tapo RV10's my pick, for a studio flat' as a first place, though the pick is for one niche (read before pins38 too, as \"Tapo RV10's\")",
    ),
    # p-nm-brand
    review_case(
        "P05",
        "Roborock's my pick of the brands. Of its models, the Roborock Q7 comes first, the Roborock Q5 second.",
        ["Roborock Q7", "Roborock Q5"],
    ),
    # p-nm-mypickd-if
    review_case(
        "P05",
        "My pick'd be the Roborock Q7 if you didn't have two cats. With them, the Eufy G30 comes first and the Tapo RV10 second.",
        ["Eufy G30", "Tapo RV10"],
    ),
    # p-nm-recommend-app
    review_case(
        "P05",
        "What I'd recommend is the Roborock app, whichever you buy. The Eufy G30 is my top pick, and the Tapo RV10 comes second.",
        ["Eufy G30", "Tapo RV10"],
    ),
    # p-nm-past-last-year
    review_case(
        "P05",
        "Last year, honestly, the top pick was the Roomba 694. This year the Eufy G30 is my top pick, and the Tapo RV10 comes second.",
        ["Eufy G30", "Tapo RV10"],
    ),
    # p-nm-used
    review_case(
        "P05",
        "The Roomba 694's my old vacuum, and it's tired. My top pick is the Eufy G30, and the Tapo RV10 comes second.",
        ["Eufy G30", "Tapo RV10"],
    ),
    # p-ms-all-told
    review_case(
        "P05",
        "All told, the top pick is the Roborock Q7. The Eufy G30 is a solid second, and the Tapo RV10 takes third.",
        _V,
    ),
    # p-ms-bottom-line
    review_case(
        "P05",
        "Bottom line, the top pick is the Roborock Q7. The Eufy G30 is a solid second, and the Tapo RV10 takes third.",
        _V,
    ),
    # p-ms-suggest
    review_case(
        "P05",
        "What I'd suggest is the Roborock Q7. The Eufy G30 is a solid second, and the Tapo RV10 takes third.",
        _V,
    ),
    # p-ms-pick-would-be
    review_case(
        "P05",
        "My pick would be the Roborock Q7. The Eufy G30 is a solid second, and the Tapo RV10 takes third.",
        _V,
    ),
    # p-ms-pick-of-three
    review_case(
        "P05",
        "The Roborock Q7's my pick of the three. The Eufy G30 is a solid second, and the Tapo RV10 takes third.",
        _V,
    ),
    # p-ms-top-pick-contr
    review_case(
        "P05",
        "The Roborock Q7's my top pick. The Eufy G30 is a solid second, and the Tapo RV10 takes third.",
        _V,
    ),
    # p-ms-to-sum-up
    review_case(
        "P05",
        "To sum up, the top pick is the Roborock Q7. The Eufy G30 is a solid second, and the Tapo RV10 takes third.",
        _V,
    ),
    # p-ms-recommend-most
    review_case(
        "P05",
        "What I'd recommend to most people is the Roborock Q7. The Eufy G30 is a solid second, and the Tapo RV10 takes third.",
        _V,
    ),
    # p-ms-my-pickd-curly
    review_case(
        "P05",
        "My pick’d be the Roborock Q7. The Eufy G30 is a solid second, and the Tapo RV10 takes third.",
        _V,
    ),
    # the fixes' own near misses: a summing-up opener before no product or a niche, "suggest" of
    # a step
    review_case("P05", "Bottom line, the top pick is whichever is on sale. " + _VAC, _V),
    review_case(
        "P05",
        "What I'd suggest is measuring your doorways first. My top pick is the Eufy G30, and the Tapo RV10 comes second.",
        ["Eufy G30", "Tapo RV10"],
    ),
    review_case(
        "P05",
        "To sum up, the top pick for pet hair is the Roborock Q7. For a family home, though, get the Eufy G30 first and the Tapo RV10 second.",
        ["Eufy G30", "Tapo RV10"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _PROSE_FIRSTS)
def test_prose_first_places(pid: str, text: str, expected: list[str]) -> None:
    assert names_without_article(pid, text) == expected


# bold labels with a spaced colon: near misses first, then the same family in other words
_BOLD_COLONS = [
    # b-ms-fullwidth
    review_case(
        "P05",
        "- **Roborock Q7**： strong suction, my top pick\n- **Eufy G30**： quiet, second\n- **Tapo RV10**： cheap, third",
        _V,
    ),
    # b-nm-spaced-note
    review_case(
        "P05",
        "1. **Roborock Q7** : strong suction\n2. **Eufy G30** : quiet\n3. **Tapo RV10** : cheap\n\n**Note** : prices change weekly.",
        _V,
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _BOLD_COLONS)
def test_bold_labels_with_a_spaced_colon(pid: str, text: str, expected: list[str]) -> None:
    assert names_without_article(pid, text) == expected


def test_the_fixes_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks, lambda n: _PM + "Actually, " + "Ab and " * n + "Cd swap places.", 3_000
    )
    assert_linear(read_picks, lambda n: _PM + "Actually, " + "for ab " * n + "Trello first.", 3_000)
    assert_linear(
        read_picks, lambda n: "Ab Cd " * n + "\u2014 2nd place.\n\nEf \u2014 No. 1.", 3_000
    )

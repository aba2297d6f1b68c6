"""pins38: picks shapes already pinned, read as families with their near misses.

Two ordinary replies the thirty-fifth round's blind batch missed (probes-r37-picks-010 and -036)
show two families: a product's own line that opens with its name, then a dash and a place phrase
("Sony WH-1000XM5 — my number one.", "Bose QuietComfort Ultra Headphones — number two.";
`scoring.prose_places`), and a ranking's colon list whose later items carry their places and whose
first item does not ("My top three for a beginner: the Canon EOS R50, because ...; the Fujifilm
X-T30 II second, ...; and the Nikon Z50 third"; `scoring.colon_places`). Each family is tried in
the forms it should read and beside the near misses it must not: a criterion before the dash, a
place narrowed to a criterion, a dash inside a sentence, a colon lead that is no ranking, a first
item that is no product or holds two.

The eight strict xfails of tests/scoring/test_review_revised.py are plain tests there now; their
near misses are here: an aside opened by "Actually,", "Hmm, wait -" or "Having had a think" that
moves no place, a swap under a condition or of things that are no picks, an order of setup or
installation steps, "is now my number one" narrowed to one use, a list of steps "in that order".

A bold label written with a space before its colon ("- **Bose** : slightly better", "**What I'd
skip** : Jira") is read as the unspaced one: two tests that looked for the colon right after the
closing marks (`without_criterion_notes`'s gate and picks.py's bold-label colon) now allow it.

Six strict xfails of tests/scoring/test_review_pins.py are plain tests there now (two opening
words, "What I'd recommend is", "My pick'd be", "X's my pick"); their near misses are here: a
second opening word that names a niche or a time, "recommend" of a thing of the product or with an
accessory, "Here's my pick" and "That's my pick", whose subject names nothing.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import review_case
from tests.scoring.prose_rankings import CAM_TAIL, VAC_TAIL, names_without_article

_VAC = ["Roborock Q7", "Eufy G30", "Tapo RV10"]
_INTRO = "Right, for a flat with carpets:\n\n"
_OUTRO = "\n\nBoth have apps and schedules, so you can run them while you're out. Happy cleaning!"


def _lines(*lines: str) -> str:
    return _INTRO + "\n\n".join(lines) + _OUTRO


_DASH_PLACES = [
    review_case(
        "P05",
        _lines(
            "Roborock Q7 \u2014 my number one. Strong suction.",
            "Eufy G30 \u2014 number two. Quiet.",
        ),
        _VAC[:2],
    ),
    review_case(
        "P05",
        _lines(
            "Roborock Q7 \u2013 my top pick. Strong suction.",
            "Eufy G30 \u2013 second place. Quiet.",
            "Tapo RV10 \u2013 third place. Cheap.",
        ),
        _VAC,
    ),
    review_case(
        "P05",
        _lines("Roborock Q7 - #1. Strong suction.", "Eufy G30 - #2. Quiet.", "Tapo RV10 - #3."),
        _VAC,
    ),
    review_case(
        "P05",
        _lines(
            "Roborock Q7 \u2014 the winner. Strong suction.",
            "Eufy G30 \u2014 runner-up. Quiet.",
            "Tapo RV10 \u2014 a solid third. Cheap.",
        ),
        _VAC,
    ),
    review_case(
        "P05",
        _lines(
            "The Roborock Q7 \u2014 my pick. Strong suction.",
            "The Eufy G30 \u2014 number two, and quieter.",
            "The Tapo RV10 \u2014 number three. Cheap.",
        ),
        _VAC,
    ),
    review_case(
        "P05",
        _lines(
            "Roborock Q7 \u2014 my favourite. Strong suction.", "Eufy G30 \u2014 a close second."
        ),
        _VAC[:2],
    ),
    # near misses: a criterion before the dash, a place narrowed to a criterion or a niche, a
    # dash inside a sentence
    review_case(
        "P05",
        _lines(
            "Suction \u2014 my number one. Carpets need it.",
            "Noise \u2014 number two.",
            "Price \u2014 number three.",
        ),
        [],
    ),
    review_case(
        "P05",
        _lines(
            "Roborock Q7 \u2014 my number one on carpet. Strong suction.",
            "Eufy G30 \u2014 number two on noise. Quiet.",
            "Tapo RV10 \u2014 number three on price.",
        ),
        [],
    ),
    review_case(
        "P05",
        _lines(
            "Roborock Q7 \u2014 my number one for pet hair. Strong suction.",
            "Eufy G30 \u2014 number two. Quiet.",
        ),
        [],
    ),
    review_case(
        "P05",
        _lines(
            "My pick is the Roborock Q7. Strong suction, and the Eufy G30 \u2014 number two on "
            "most lists \u2014 is quieter."
        ),
        ["Roborock Q7"],
    ),
]

_CAM = ["Canon EOS R50", "Fujifilm X-T30 II", "Nikon Z50"]
_COLON_LISTS = [
    review_case(
        "P09",
        "My top three for a beginner: the Canon EOS R50, because it's easy; the Fujifilm X-T30 II "
        "second, for colours; and the Nikon Z50 third, for grip.",
        _CAM,
    ),
    review_case(
        "P09",
        "My top three for a beginner: the Canon EOS R50 for its menus, the Fujifilm X-T30 II "
        "second, and the Nikon Z50 third.",
        _CAM,
    ),
    review_case(
        "P07",
        "In order: 1Password, since sharing is easy; Bitwarden second; and Proton Pass third.",
        ["1Password", "Bitwarden", "Proton Pass"],
    ),
    # near misses: a colon lead that is no ranking, a first item that is no product, a lead in a
    # sentence of its own, two products sharing the first item
    review_case(
        "P09",
        "A few thoughts: the Canon EOS R50 is overpriced; the Fujifilm X-T30 II second, and the "
        "Nikon Z50 third.",
        _CAM[1:],
    ),
    review_case(
        "P09",
        "Lenses to start with: the Canon RF 50mm; the Fujifilm X-T30 II second, and the Nikon Z50 "
        "third.",
        _CAM[1:],
    ),
    review_case(
        "P09",
        "My top three for a beginner: budget first, then lenses; the Fujifilm X-T30 II second, and "
        "the Nikon Z50 third.",
        _CAM[1:],
    ),
    review_case(
        "P09",
        "My top three for a beginner. The Canon EOS R50 is overpriced: the Fujifilm X-T30 II "
        "second, and the Nikon Z50 third.",
        _CAM[1:],
    ),
    review_case(
        "P09",
        "My top three for a beginner: the Canon EOS R50 and the Sony a6400 tie; the Fujifilm X-T30 "
        "II second, and the Nikon Z50 third.",
        _CAM[1:],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _DASH_PLACES)
def test_a_name_line_tagged_with_a_dash_and_a_place(
    pid: str, text: str, expected: list[str]
) -> None:
    assert names_without_article(pid, text) == expected


@pytest.mark.parametrize(("pid", "text", "expected"), _COLON_LISTS)
def test_a_colon_list_whose_later_items_carry_places(
    pid: str, text: str, expected: list[str]
) -> None:
    assert names_without_article(pid, text) == expected


_VPN = "1. **Mullvad** - no email needed.\n2. **Proton VPN** - Swiss.\n3. **IVPN** - small.\n\n"
_VPNL = ["Mullvad", "Proton VPN", "IVPN"]
_PM = (
    "1. **Asana** - clear projects.\n2. **Trello** - simple boards.\n3. **ClickUp** - does all.\n\n"
)
_PML = ["Asana", "Trello", "ClickUp"]
_EV = "1. **Tesla Model Y** - charging.\n2. **Hyundai Ioniq 5** - fast.\n3. **Volkswagen ID.4** - comfy.\n\n"
_EVL = ["Tesla Model Y", "Hyundai Ioniq 5", "Volkswagen ID.4"]
_VAC3 = "1. **Roborock Q5 Pro** - suction.\n2. **Eufy RoboVac G30** - quiet.\n3. **Tapo RV30** - cheap.\n\n"

_REVISION_NEAR_MISSES = [
    review_case("P11", _VPN + "Actually, the Mullvad app first asks for an account number.", _VPNL),
    review_case("P11", _VPN + "Actually, all three are solid; you can't go far wrong.", _VPNL),
    review_case(
        "P11", _VPN + "Hmm, wait - I forgot prices: Mullvad $5, Proton VPN $10, IVPN $6.", _VPNL
    ),
    review_case("P11", _VPN + "Wait, one more thing: IVPN comes second in speed tests.", _VPNL),
    review_case("P10", _PM + "Having had a think, Asana is still my pick.", _PML),
    review_case("P10", _PM + "Actually, swap Trello and ClickUp if you need a free tier.", _PML),
    review_case("P10", _PM + "Edit: swap the filter and the brush every month.", _PML),
    review_case("P10", _PM + "Tip: you can swap Trello and ClickUp boards later.", _PML),
    review_case(
        "P10", _PM + "Update: the order of setup: Asana, then Slack, then Google Drive.", _PML
    ),
    review_case(
        "P10", _PM + "The order of installation:\n\n1. Asana\n2. Slack\n3. Google Drive", _PML
    ),
    review_case("P08", _EV + "Update: the Hyundai Ioniq 5 is now my number one for towing.", _EVL),
    review_case("P08", _EV + "Update: the Hyundai Ioniq 5 is now 10% off.", _EVL),
    review_case(
        "P05",
        _VAC3 + "On reflection: descale, empty the bin, clean the brush - in that order.",
        ["Roborock Q5 Pro", "Eufy RoboVac G30", "Tapo RV30"],
    ),
    # the same openers and forms where they do move places
    review_case(
        "P11",
        _VPN + "Actually: Proton VPN, Mullvad, IVPN - in that order.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    review_case(
        "P10", _PM + "Hmm, wait, swap Trello with ClickUp.", ["Asana", "ClickUp", "Trello"]
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _REVISION_NEAR_MISSES)
def test_revision_notes_near_misses(pid: str, text: str, expected: list[str]) -> None:
    assert names_without_article(pid, text) == expected


_CRITERION_SECTIONS = (
    "### Noise cancelling\n- **Bose QuietComfort Ultra**{c} slightly better\n- **Sony WH-1000XM5**{c} "
    "excellent\n\n### Battery life\n- **Bose QuietComfort Ultra**{c} 24 hours\n- **Sony "
    "WH-1000XM5**{c} 30 hours\n\n### Comfort\n- **Bose QuietComfort Ultra**{c} plush\n- **Sony "
    "WH-1000XM5**{c} light\n\nOverall I'd take the Sony WH-1000XM5."
)


@pytest.mark.parametrize("colon", [":", " :"])
def test_a_spaced_colon_after_a_bold_label_is_a_criterion_note_as_the_unspaced(colon: str) -> None:
    # the per-criterion notes are blanked (`without_criterion_notes`), so the verdict's order stands
    assert names_without_article("P02", _CRITERION_SECTIONS.format(c=colon)) == [
        "Sony WH-1000XM5",
        "Bose QuietComfort Ultra",
    ]


@pytest.mark.parametrize("colon", [":", " :"])
def test_a_spaced_colon_label_under_one_title_stays_a_ranking(colon: str) -> None:
    # near miss: labels under one title are no notes by criterion, spaced or not
    text = f"### My ranking\n- **Bose QuietComfort Ultra**{colon} quieter\n- **Sony WH-1000XM5**{colon} longer battery"
    assert names_without_article("P02", text) == ["Bose QuietComfort Ultra", "Sony WH-1000XM5"]


_PROSE_NEAR_MISSES = [
    review_case(
        "P05", "For camping, honestly, what I'd buy is the Roborock Q7." + VAC_TAIL, _VAC[1:]
    ),
    review_case(
        "P05", "Before that, honestly, what I'd buy is the Roborock Q7." + VAC_TAIL, _VAC[1:]
    ),
    review_case(
        "P09",
        "In short, for video, the top pick is the Sony a6700." + CAM_TAIL,
        ["Canon EOS R10", "Nikon Z50 II"],
    ),
    review_case("P05", "What I'd recommend is the Roborock Q7's mopping pad." + VAC_TAIL, _VAC[1:]),
    review_case(
        "P05", "What I'd recommend is the Roborock Q7 with a spare brush." + VAC_TAIL, _VAC[1:]
    ),
    review_case("P05", "Here's my pick. The Roborock Q7 is great." + VAC_TAIL, _VAC[1:]),
    review_case("P05", "That's my pick. The Roborock Q7 is great." + VAC_TAIL, _VAC[1:]),
    # the same forms where they do place: as "is" spelled out reads them
    review_case(
        "P05", "The Roborock Q7's my pick, though the Eufy G30 is quieter." + VAC_TAIL, _VAC
    ),
    review_case("P05", "So honestly, the Roborock Q7's my pick." + VAC_TAIL, _VAC),
    review_case("P05", "What I'd recommend for most homes is the Roborock Q7." + VAC_TAIL, _VAC),
    review_case("P05", "In brief, what I'd buy is the Roborock Q7." + VAC_TAIL, _VAC),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _PROSE_NEAR_MISSES)
def test_prose_first_places_near_misses(pid: str, text: str, expected: list[str]) -> None:
    assert names_without_article(pid, text) == expected


@pytest.mark.parametrize("colon", [":", " :", "\t:"])
def test_a_spaced_colon_after_a_bold_skip_label_drops_its_row(colon: str) -> None:
    # "**What I'd skip** : Jira" advises against Jira as the unspaced label does, so its table row
    # is no pick (picks.py `_skip_label_keys`)
    text = (
        "| Tool | Note |\n|---|---|\n| Asana | clear |\n| Jira | heavy |\n| Trello | simple |\n\n"
        f"**What I'd skip**{colon} Jira, too much setup."
    )
    assert names_without_article("P10", text) == ["Asana", "Trello"]


def test_the_families_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks, lambda n: "Ab Cd " * n + "\u2014 number two.\n\nEf \u2014 first.", 3_000
    )
    assert_linear(
        read_picks, lambda n: "My top three: the Ab, " + "x, " * n + "the Cd second.", 3_000
    )

"""A reviewer's counter-examples to the prose places of picks36 (tests/scoring/test_picks36.py).

Each picks36 phrase was tried in prose replies to the battery's prompts (P05-P12) that use it for
another purpose: "close behind" about a spec or a price, "runs it close" in a review quoted,
"the one I'd grab next" about an accessory, "what I'd buy" for a part or a consumable, "comes out
on top" on one criterion said later in its sentence, "my pick is" inside a quote or a `<think>`
block the reply overrides, "edges it" with a condition in the next sentence, "a distant third"
(or "my third") about a criterion, "Runner-up:" in magazine awards quoted. Then each phrase's
shape was tried in forms its tests did not hold: other orders of the sentence, lower case,
contractions and British wording. A reply read right is a plain test; a misread is a strict xfail
whose reason names the rule and why the reading is wrong.

The review held 68 replies: 46 read right and 22 did not. Five were misreads of a product used for
another purpose; the other 17 were forms the phrases did not hold, each a strict xfail until
prose_pins read them with general rules (the form families and their near misses are in
tests/scoring/test_prose_pins.py); they are plain tests now.
Four misreads are fixed by checks after the match in `scoring/prose_places.py` (marked "misread,
fixed" beside their cases, with near misses): "comes out on top" narrowed after its comma or dash
to one criterion or a condition ("but only for anonymity") places nothing, and a relative phrase
("Range is close behind") binds no place past a third, and a "Runner-up:" label after another
colon label on its line (magazine awards quoted, "Gold: ... Runner-up: ...") needs the first place
bound on that line before it. One stays a strict xfail: a two-place ranking dropped by a later
"third" about a criterion ("my third priority", a rule older than picks36).
"""

from __future__ import annotations

import pytest

from scoring import prose_places
from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import review_case
from tests.scoring.prose_rankings import (
    CAM as _CAM,
)
from tests.scoring.prose_rankings import (
    CAM_TAIL as _CAM_TAIL,
)
from tests.scoring.prose_rankings import (
    ESP as _ESP,
)
from tests.scoring.prose_rankings import (
    ESP_RANKED as _ESP_RANKED,
)
from tests.scoring.prose_rankings import (
    PM as _PM,
)
from tests.scoring.prose_rankings import (
    PM_RANKED as _PM_RANKED,
)
from tests.scoring.prose_rankings import (
    SHOE as _SHOE,
)
from tests.scoring.prose_rankings import (
    SHOE_RANKED as _SHOE_RANKED,
)
from tests.scoring.prose_rankings import (
    VAC as _VAC,
)
from tests.scoring.prose_rankings import (
    VAC_TAIL as _VAC_TAIL,
)
from tests.scoring.prose_rankings import (
    VPN as _VPN,
)
from tests.scoring.prose_rankings import (
    VPN_RANKED as _VPN_RANKED,
)
from tests.scoring.prose_rankings import (
    names_without_article as _names,
)

# The phrases used for another purpose: no place may move.
_OTHER_PURPOSES = [
    # "close behind" about a spec or a price
    review_case(
        "P05",
        "My top pick is the Roborock Q7. Battery life is close behind - 180 minutes a charge."
        + _VAC_TAIL,
        _VAC,
    ),
    # misread, fixed: a one-word criterion after the third place was bound as a fourth place,
    # which dropped the whole prose ranking (a relative phrase now binds nothing past a third)
    review_case(
        "P08",
        "The Kia EV9 is what I'd buy. The Hyundai Ioniq 5 is a solid second, and the Tesla Model "
        "Y is a distant third. Range is close behind, at 310 miles.",
        ["Kia EV9", "Hyundai Ioniq 5", "Tesla Model Y"],
    ),
    review_case("P12", _ESP_RANKED + " The Bambino's price is close behind.", _ESP),
    review_case("P12", _ESP_RANKED + " Its $399 price tag is close behind the Gaggia's.", _ESP),
    review_case(
        "P09",
        "My top pick is the Sony a6700. Close behind is its autofocus, which tracks eyes well."
        + _CAM_TAIL,
        _CAM,
    ),
    review_case(
        "P11", _VPN_RANKED + " Close behind, price: all three cost about $5 a month.", _VPN
    ),
    review_case(
        "P05",
        "My top pick is the Roborock Q7. The Roborock S8 is close behind, but at $600 it's over "
        "budget." + _VAC_TAIL,
        _VAC,
    ),
    # "runs it close" in a review quoted
    review_case(
        "P09",
        "My top pick is the Sony a6700." + _CAM_TAIL + ' As one review put it, "the Fujifilm '
        'X-S20 runs it close on colour."',
        _CAM,
    ),
    review_case(
        "P06",
        _SHOE_RANKED + " Runner's World wrote that the New Balance 880 runs it close.",
        _SHOE,
    ),
    review_case(
        "P07", _PM_RANKED + " Wirecutter says Dashlane runs it close, but I find it pricey.", _PM
    ),
    review_case(
        "P05",
        "The Roborock Q7 is what I'd buy. The pricier Roborock S8 runs it close, but it's over "
        "budget." + _VAC_TAIL,
        _VAC,
    ),
    # "the one I'd grab next" about an accessory
    review_case(
        "P06",
        _SHOE_RANKED + " The Garmin Forerunner 55 is the one I'd grab next, to track your pace.",
        _SHOE,
    ),
    review_case(
        "P12",
        _ESP_RANKED + " A Baratza Encore ESP is the one I'd grab next - a grinder matters more "
        "than the machine.",
        _ESP,
    ),
    review_case(
        "P09",
        "My top pick is the Sony a6700." + _CAM_TAIL + " The Sigma 18-50mm is the one I'd get "
        "next for any of them.",
        _CAM,
    ),
    # "what I'd buy" for a part or a consumable
    review_case(
        "P12",
        _ESP_RANKED + " What I'd buy with the $100 left over is the Normcore tamper.",
        _ESP,
    ),
    review_case(
        "P12",
        _ESP_RANKED + " The Baratza Encore ESP is what I'd buy alongside any of them.",
        _ESP,
    ),
    review_case(
        "P05",
        "My top pick is the Roborock Q7." + _VAC_TAIL + " What I'd actually buy for upkeep is "
        "the spare brush kit.",
        _VAC,
    ),
    review_case(
        "P05",
        "My top pick is the Roborock Q7." + _VAC_TAIL + " Spare HEPA filters are what I'd buy "
        "first.",
        _VAC,
    ),
    review_case(
        "P06",
        _SHOE_RANKED + " A pair of Balega socks is what I'd buy with the change.",
        _SHOE,
    ),
    # "I'd replace it with" / "swap it for" about a part
    review_case(
        "P05",
        "My top pick is the Roborock Q7." + _VAC_TAIL + " If the side brush wears out, I'd "
        "replace it with the Roborock brush kit.",
        _VAC,
    ),
    review_case(
        "P12",
        _ESP_RANKED + " If the stock basket is too small, I'd swap it for the IMS Precision "
        "basket.",
        _ESP,
    ),
    # "comes out on top" on one criterion said later in the sentence (two misreads, fixed: the
    # criterion was read as the first place, against the writer's own top pick; the phrase now
    # reads nothing when narrowed after its comma or dash)
    review_case(
        "P11",
        "Mullvad comes out on top, but only for anonymity; overall my top pick is Proton VPN. "
        "Mullvad is a close second, and IVPN takes third.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    review_case(
        "P05",
        "The Eufy G30 comes out on top, but only on quietness. My top pick is the Roborock Q7."
        + _VAC_TAIL,
        _VAC,
    ),
    # "my pick is" inside a quote or a <think> block the reply overrides
    review_case(
        "P05",
        "Wirecutter's verdict: \"My pick is the Roomba j7.\" That's over budget, though. My top "
        "pick is the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case(
        "P07",
        "<think>My pick is Bitwarden. Hmm, for a family 1Password's sharing wins.</think>\n\n"
        + _PM_RANKED,
        _PM,
    ),
    review_case(
        "P07",
        "<think>My pick is Bitwarden, Proton Pass is a close second. Wait - sharing matters "
        "more.</think>\n\n1. **1Password** - best sharing.\n2. **Bitwarden** - free.\n"
        "3. **Proton Pass** - private.",
        _PM,
    ),
    review_case(
        "P11",
        'A reader once wrote to me: "my pick is NordVPN, full stop." I disagree. ' + _VPN_RANKED,
        _VPN,
    ),
    review_case("P12", _ESP_RANKED + " For camping, my pick is the Cafelat Robot.", _ESP),
    # "edges it" with a condition in the next sentence
    review_case(
        "P06",
        "Between the Brooks Ghost 16 and the Hoka Clifton 9, the Brooks Ghost 16 edges it. Only "
        "if your feet are wide, though. The Saucony Ride 17 is a distant third.",
        [],
    ),
    review_case(
        "P06",
        "Between the Brooks Ghost 16 and the Hoka Clifton 9, the Brooks Ghost 16 edges it. That "
        "holds only on long runs; on short ones the Hoka Clifton 9 is the one I'd buy.",
        [],
    ),
    review_case(
        "P09",
        "Between the Sony a6700 and the Canon EOS R10, the Sony a6700 edges it. That holds only "
        "for video. The Nikon Z50 II is a distant third.",
        [],
    ),
    # "a distant third" / "my third" about a criterion
    review_case("P11", _VPN_RANKED + " Speed is a distant third to privacy and price here.", _VPN),
    review_case(
        "P08",
        "My top pick is the Kia EV9. The Hyundai Ioniq 5 is a solid second. Cargo space is a "
        "distant third after range and safety.",
        ["Kia EV9", "Hyundai Ioniq 5"],
    ),
    review_case(
        "P12",
        "My top pick is the Gaggia Classic Pro. The Breville Bambino Plus is a close second. "
        "Looks are my third concern; the Flair 58 takes third.",
        _ESP,
    ),
    review_case(
        "P12",
        "The Gaggia Classic Pro is what I'd buy. The Breville Bambino Plus is a close second. "
        "Milk texture is my third priority.",
        ["Gaggia Classic Pro", "Breville Bambino Plus"],
        xfail="prose places (older than picks36): a two-place ranking is dropped when 'third' "
        "occurs anywhere after it (`_LATER`), here a criterion ('my third priority')",
    ),
    # "Third, and ..." in a list of reasons
    review_case(
        "P12",
        "My top pick is the Gaggia Classic Pro, for three reasons. First, it lasts. Second, parts "
        "are cheap. Third, and the biggest plus, the Gaggia Classic Pro steams well. The "
        "Breville Bambino Plus is a close second, and the Flair 58 takes third.",
        _ESP,
    ),
    review_case(
        "P07",
        _PM_RANKED + " Third, and the easiest to forget, Proton Pass needs its own app on every "
        "phone.",
        _PM,
    ),
    # "the one I'd trust most" about a source
    review_case("P11", _VPN_RANKED + " Of the audits, the one I'd trust most is Cure53.", _VPN),
    # "The clear pick is" for a niche, before the ranking
    review_case(
        "P12",
        "The clear pick is the Flair 58 if you travel. At home, my top pick is the Gaggia "
        "Classic Pro. The Breville Bambino Plus is a close second, and the Flair 58 takes third.",
        _ESP,
    ),
    # "Runner-up:" in magazine awards quoted (one misread, fixed: an award on a line of other
    # award labels bound the second place, which clashed with the writer's own and dropped the
    # prose ranking; "Runner-up:" after another colon label now needs the first place bound on
    # its line before it)
    review_case(
        "P05",
        "Last year's awards read: Best Robot Vacuum: iRobot Roomba j7. Runner-up: Roborock S8. "
        "Both are over budget. My top pick is the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case(
        "P09",
        "From the magazine's 2024 awards - Gold: Sony a7 IV. Runner-up: Nikon Z6 II. For a "
        "beginner, though, the Sony a6700 is what I'd buy." + _CAM_TAIL,
        _CAM,
    ),
    review_case(
        "P11",
        _VPN_RANKED + " (PCMag's Editors' Choice went to NordVPN. Runner-up: Surfshark.)",
        _VPN,
    ),
]


# Near misses of the "comes out on top" fix: said of the whole ranking after the comma, it still
# places the product first.
_ON_TOP_OVERALL = [
    review_case(
        "P11",
        "Mullvad comes out on top, for me. Proton VPN is a close second, and IVPN takes third.",
        _VPN,
    ),
    review_case(
        "P11",
        "Mullvad comes out on top, on balance. Proton VPN is a close second, and IVPN takes third.",
        _VPN,
    ),
    review_case(
        "P11",
        "Mullvad comes out on top, for most people. Proton VPN is a close second, and IVPN takes "
        "third.",
        _VPN,
    ),
    review_case(
        "P11",
        "Mullvad comes out on top; Proton VPN is a close second, and IVPN takes third.",
        _VPN,
    ),
]


# Near misses of the "Runner-up:" fix: the writer's own colon labels on one line, and a
# "Runner-up:" on a line of its own after the first place, still read.
_OWN_RUNNER_UP = [
    review_case(
        "P05",
        "My top pick: the Roborock Q7. Runner-up: the Eufy G30. The Tapo RV10 takes third.",
        _VAC,
    ),
    review_case(
        "P05",
        "Award season is here: I still say my top pick is the Roborock Q7. Runner-up: the Eufy "
        "G30. The Tapo RV10 takes third.",
        _VAC,
    ),
    review_case(
        "P05",
        "My top pick is the Roborock Q7.\nRunner-up: the Eufy G30.\nThe Tapo RV10 takes third.",
        _VAC,
    ),
]


@pytest.mark.parametrize(
    ("pid", "text", "expected"), _OTHER_PURPOSES + _ON_TOP_OVERALL + _OWN_RUNNER_UP
)
def test_the_phrases_used_for_another_purpose(pid: str, text: str, expected: list[str]) -> None:
    assert _names(pid, text) == expected


# The phrases' shapes in forms their tests did not hold.
_OTHER_FORMS = [
    review_case(
        "P05",
        "Honestly, what I'd actually buy is the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case(
        "P09",
        "For most beginners the strongest pick is the Sony a6700." + _CAM_TAIL,
        _CAM,
    ),
    review_case(
        "P11",
        "My top pick is Mullvad, and the runner-up is Proton VPN. IVPN takes third.",
        _VPN,
    ),
    review_case(
        "P11", "My top pick is Mullvad. My runner-up is Proton VPN, and IVPN takes third.", _VPN
    ),
    review_case(
        "P06",
        "My top pick is the Brooks Ghost 16. Runner up: the Hoka Clifton 9. The Saucony Ride 17 "
        "takes third.",
        _SHOE,
    ),
    review_case(
        "P12",
        "The Gaggia Classic Pro is what I'd plump for. The Breville Bambino Plus is a close "
        "second, and the Flair 58 takes third.",
        _ESP,
    ),
    review_case(
        "P12",
        "What I'd go for is the Gaggia Classic Pro. The Breville Bambino Plus is a close second, "
        "and the Flair 58 takes third.",
        _ESP,
    ),
    review_case(
        "P05",
        "Coming out on top is the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case(
        "P05",
        "On top comes the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case(
        "P06",
        "The Brooks Ghost 16 just edges it over the Hoka Clifton 9. The Clifton is a close "
        "second, and the Saucony Ride 17 takes third.",
        ["Brooks Ghost 16", "Clifton", "Saucony Ride 17"],
    ),
    review_case(
        "P06",
        "It's close between the Brooks Ghost 16 and the Hoka Clifton 9, but the Brooks Ghost 16 "
        "edges it. The Hoka Clifton 9 is a close second, and the Saucony Ride 17 takes third.",
        _SHOE,
    ),
    review_case(
        "P07",
        "My pick's 1Password. Bitwarden is a close second, and Proton Pass takes third.",
        _PM,
    ),
    review_case(
        "P07",
        "My top pick is 1Password. Bitwarden's close behind, and Proton Pass takes third.",
        _PM,
    ),
    review_case(
        "P07",
        "My top pick is 1Password. Bitwarden is hot on its heels, and Proton Pass comes a "
        "distant third.",
        _PM,
    ),
    review_case(
        "P11",
        "My top pick is Mullvad. Proton VPN is a close second. Third place goes to IVPN.",
        _VPN,
    ),
    review_case(
        "P11", "My top pick is Mullvad. Proton VPN is a close second. In third, IVPN.", _VPN
    ),
    review_case(
        "P09",
        "The one I'd rate most highly is the Sony a6700." + _CAM_TAIL,
        _CAM,
    ),
    review_case(
        "P09",
        "The one I'd trust most is the Sony a6700; the Canon EOS R10 runs it close, and the "
        "Nikon Z50 II takes third.",
        _CAM,
    ),
    review_case(
        "P05",
        "Your Roomba 694 is tired. I'd swap it out for the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case(
        "P05",
        "Your Roomba 694 is tired. I'd replace it with the Roborock Q7. The Eufy G30 is the one "
        "I'd nab next, and the Tapo RV10 takes third.",
        _VAC,
    ),
    review_case(
        "P12",
        "my pick is the Gaggia Classic Pro. the Breville Bambino Plus is a close second, and the "
        "Flair 58 takes third.",
        _ESP,
    ),
    review_case(
        "P12",
        "The Gaggia Classic Pro is my favourite pick. The Breville Bambino Plus is a close "
        "second, and the Flair 58 takes third.",
        _ESP,
    ),
    review_case(
        "P08",
        "The Kia EV9 comes out on top. The Hyundai Ioniq 5 is my second choice, and the Tesla "
        "Model Y is a distant third.",
        ["Kia EV9", "Hyundai Ioniq 5", "Tesla Model Y"],
    ),
    review_case(
        "P10",
        "Between Linear and Asana, Linear edges it for a team of ten. Asana is a close second, "
        "and Trello is my third.",
        ["Linear", "Asana", "Trello"],
    ),
    review_case(
        "P10",
        "Linear is what I'd buy for a ten-person team. Asana runs it close. Trello is my third "
        "choice.",
        ["Linear", "Asana", "Trello"],
    ),
    review_case(
        "P10",
        "Linear is what I'd buy. Asana runs it close on features but not on speed. Trello is my "
        "third choice.",
        ["Linear", "Asana", "Trello"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _OTHER_FORMS)
def test_the_phrases_in_other_forms(pid: str, text: str, expected: list[str]) -> None:
    assert _names(pid, text) == expected


def test_every_first_place_phrase_binds_before_the_runner_up_label() -> None:
    """The "Runner-up:" check reads the first place already bound on its line."""
    order = [place for place, pattern in prose_places._PHRASES]
    at = [pattern for _, pattern in prose_places._PHRASES].index(prose_places._RUNNER_UP)
    assert 1 not in order[at:]


def test_the_fixes_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks,
        lambda n: "Ab comes out on top, " + "for " * n + "video. Cd is a close second.\n",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: (
            "My top pick is Ab. Cd is a close second. Ef takes third. " + "Gh is close behind. " * n
        ),
        2_000,
    )
    assert_linear(
        read_picks,
        lambda n: "Gold: Ab. " + "Runner-up: Cd. " * n + "\n",
        2_000,
    )
    assert_linear(
        read_picks,
        lambda n: "My top pick is Ab. " + "Runner-up is Cd. " * n + "\n",
        2_000,
    )
    assert_linear(
        read_picks,
        lambda n: "My top pick is Ab. " + "x " * n + "Runner-up: Cd. Ef takes third.\n",
        3_000,
    )

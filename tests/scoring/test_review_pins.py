"""A reviewer's counter-examples to the forms prose_pins widened (tests/scoring/test_prose_pins.py).

Each widened form was tried in prose replies to the battery's prompts (P05-P12) that use it for
another purpose: the possessive "'s" ("Bitwarden's close integration", "the Sony's close-up
mode"), "hot on its heels" about a release or a price cut, "rate most highly" reported of
reviewers or a magazine, "swap it out for" about a battery, a strap or a filter, "the one I'd nab
next" about an accessory, "is my favourite pick" about a feature or a colour, "go for" / "plump
for" as advice about a size or a plan, "edges it over" on one spec, "On top comes" a cost or a
case, "comes a distant third" about a criterion, a runner-up quoted from an award, and these forms
inside a `<think>` block the answer overrides. Then each family was tried in forms it should read
but may miss: two opening words, other verbs of choosing, other contractions. A reply read right
is a plain test; a misread is a strict xfail whose reason names the rule and why the reading is
wrong.

The review held 66 replies: 52 read right and 14 did not. Four were misreads: "On range, the Y
just edges it over the X" bound the Y first against the first place already bound and dropped the
whole ranking, and three replies kept a contracted "'s" in a name ("Bitwarden's a close second",
", and Proton Pass's third", "The Roborock Q7's my pick"). The first three are fixed by checks in
`scoring/prose_places.py` (marked "misread, fixed" beside their cases, with near misses below);
"X's my pick" was a strict xfail, its name read by `scoring/picks.py`, until pins38. The other ten
were forms missed: three verbs of buying ("pick up", "snap up", "spring for") are read now, with
three near misses added; pins38 read four more (two opening words or an opening phrase before a
first-place phrase, the verb "recommend", the contraction "'d"; their near misses are in
tests/scoring/test_pins38.py), and two stay strict xfails ("close behind on <criterion>", "swap
it out for" a product that is no candidate).
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

_CAM_RANKED = "My top pick is the Sony a6700." + _CAM_TAIL
_EV = ["Kia EV9", "Hyundai Ioniq 5", "Tesla Model Y"]
_EV_RANKED = (
    "The Kia EV9 is what I'd buy. The Hyundai Ioniq 5 is a solid second, and the Tesla Model Y "
    "is a distant third."
)


# The widened forms used for another purpose: no place may move.
_OTHER_PURPOSES = [
    # the possessive "'s"
    review_case("P07", _PM_RANKED + " Bitwarden's close integration with browsers is a plus.", _PM),
    review_case("P07", _PM_RANKED + " Bitwarden's close second-factor support helps too.", _PM),
    review_case("P09", _CAM_RANKED + " The Sony's close-up mode is a nice extra.", _CAM),
    review_case("P09", _CAM_RANKED + " The Canon's the one I'd nab next year for video.", _CAM),
    review_case(
        "P07", _PM_RANKED + " Bitwarden's my favourite pick of features: the free sync.", _PM
    ),
    review_case(
        "P05",
        "My top pick is the Roborock Q7. The Roborock's close-range obstacle sensor is the best "
        "of the three." + _VAC_TAIL,
        _VAC,
    ),
    # "hot on its heels" about a release or a price cut
    review_case("P09", _CAM_RANKED + " A firmware update is hot on its heels.", _CAM),
    review_case("P12", _ESP_RANKED + " A price cut is hot on its heels, so wait a week.", _ESP),
    review_case(
        "P09",
        "My top pick is the Sony a6700. The Sony a6700 II is hot on its heels. The Canon EOS R10 "
        "is a close second, and the Nikon Z50 II takes third.",
        _CAM,
    ),
    review_case(
        "P05",
        "My top pick is the Roborock Q7. Its successor, the Roborock Q8, is hot on its heels."
        + _VAC_TAIL,
        _VAC,
    ),
    review_case("P07", _PM_RANKED + " A 20% price cut from Dashlane is hot on their heels.", _PM),
    # "rate most highly" reported of reviewers or a magazine, or under a condition
    review_case(
        "P06", _SHOE_RANKED + " The Hoka Clifton 9 is the one reviewers rate most highly.", _SHOE
    ),
    review_case(
        "P06",
        _SHOE_RANKED + " The New Balance 880 is the one Runner's World rates most highly.",
        _SHOE,
    ),
    review_case(
        "P11",
        _VPN_RANKED + " NordVPN is the one the magazine would rate most highly, but I disagree.",
        _VPN,
    ),
    review_case(
        "P12",
        _ESP_RANKED + " The Lelit Bianca is the one I'd rate most highly if budget were no object.",
        _ESP,
    ),
    # "swap it out for" about a battery, an insole, a strap or a filter
    review_case(
        "P09", _CAM_RANKED + " The battery is weak, so swap it out for the NP-FZ100.", _CAM
    ),
    review_case(
        "P06",
        _SHOE_RANKED + " If the insole bothers you, swap it out for the Superfeet Green.",
        _SHOE,
    ),
    review_case(
        "P09",
        _CAM_RANKED + " The kit strap is thin; swap it out for a Peak Design Slide.",
        _CAM,
    ),
    review_case(
        "P09",
        _CAM_RANKED + " The UV filter is pointless; I'd swap it out for the Nisi polarizer.",
        _CAM,
    ),
    # "the one I'd nab next" about an accessory
    review_case("P09", _CAM_RANKED + " The Sigma 18-50mm is the one I'd nab next.", _CAM),
    review_case("P12", _ESP_RANKED + " A Normcore tamper is the one I'd snag next.", _ESP),
    review_case("P06", _SHOE_RANKED + " Darn Tough socks are the ones I'd pick up next.", _SHOE),
    # "is my favourite pick" about a feature or a colour
    review_case("P06", _SHOE_RANKED + " Sage green is my favourite pick of the colourways.", _SHOE),
    review_case("P09", _CAM_RANKED + " The flip screen is my favourite pick.", _CAM),
    review_case("P07", _PM_RANKED + " Watchtower is my favourite pick here.", _PM),
    review_case("P06", _SHOE_RANKED + " Navy is my favourite pick overall.", _SHOE),
    # "go for" / "plump for" as advice about a size or a plan; the phrasal verbs of buying
    # (read since this review) about an accessory or a condition
    review_case("P12", _ESP_RANKED + " What I'd pick up next is the Normcore tamper.", _ESP),
    review_case(
        "P12", _ESP_RANKED + " What I'd snap up alongside it is the Baratza Encore ESP.", _ESP
    ),
    review_case(
        "P12",
        _ESP_RANKED + " What I'd spring for if money were no object is the Lelit Bianca.",
        _ESP,
    ),
    review_case("P06", _SHOE_RANKED + " What I'd go for is half a size up.", _SHOE),
    review_case(
        "P11", _VPN_RANKED + " What I'd plump for is the annual plan - it's cheaper.", _VPN
    ),
    review_case("P11", _VPN_RANKED + " The two-year plan is what I'd go for.", _VPN),
    review_case(
        "P06",
        _SHOE_RANKED + " The wide fit is what I'd plump for if you have broad feet.",
        _SHOE,
    ),
    # "edges it over" on one spec
    review_case(
        "P09",
        _CAM_RANKED + " The Canon EOS R10 edges it over the Sony on battery life.",
        _CAM,
    ),
    # misread, fixed: the subject was taken after any comma, so the criterion said before it
    # was missed, the Tesla bound first against the Kia already first, and the whole prose
    # ranking dropped (read []); the subject now opens its sentence
    review_case(
        "P08", _EV_RANKED + " On range, the Tesla Model Y just edges it over the Kia.", _EV
    ),
    review_case(
        "P12", _ESP_RANKED + " The Flair 58 edges it over the Bambino in shot quality.", _ESP
    ),
    review_case("P07", _PM_RANKED + " Proton Pass edges it over Bitwarden overall on price.", _PM),
    # "On top comes" a cost or a case
    review_case("P12", _ESP_RANKED + " On top comes the grinder, another $150.", _ESP),
    review_case("P09", _CAM_RANKED + " On top comes the cost of a case.", _CAM),
    review_case(
        "P12",
        _ESP_RANKED + " On top comes the Baratza Encore ESP, which you'll need anyway.",
        _ESP,
    ),
    review_case("P09", _CAM_RANKED + " On top comes the Peak Design case - $60.", _CAM),
    # "comes a distant third" about a criterion
    review_case(
        "P08",
        "The Kia EV9 is what I'd buy. The Hyundai Ioniq 5 is a solid second, and the Tesla Model "
        "Y takes third. Price comes a distant third in my reasoning.",
        _EV,
    ),
    review_case(
        "P05",
        "My top pick is the Roborock Q7." + _VAC_TAIL + " Noise comes a distant third after "
        "suction and battery.",
        _VAC,
    ),
    review_case(
        "P05",
        "My top pick is the Roborock Q7. The Eufy G30 is a solid second. Mopping comes a distant "
        "third.",
        ["Roborock Q7", "Eufy G30"],
    ),
    # a runner-up quoted from an award
    review_case(
        "P09",
        _CAM_RANKED + " DPReview named the Fujifilm X-S20 the runner-up in its awards.",
        _CAM,
    ),
    review_case(
        "P09",
        "DPReview's pick is the Fujifilm X-S20, and the runner-up is the Sony a6700. "
        + _CAM_RANKED,
        _CAM,
    ),
    review_case(
        "P06",
        _SHOE_RANKED + "\n\nRunner up in Runner's World awards: the New Balance 880.",
        _SHOE,
    ),
    review_case(
        "P06",
        "Runner's World gave Gold to the Nike Pegasus 41. Runner up: Hoka Clifton 9.\n\n"
        + _SHOE_RANKED,
        _SHOE,
    ),
    # the forms inside a <think> block the answer overrides
    review_case(
        "P07",
        "<think>Bitwarden's close behind... no. My pick's Bitwarden? Proton Pass is hot on its "
        "heels.</think>\n\n" + _PM_RANKED,
        _PM,
    ),
    review_case(
        "P05",
        "<think>What I'd plump for is the Eufy G30. Coming out on top is the Eufy.</think>\n\n"
        "My top pick is the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case(
        "P09",
        "<think>On top comes the Canon EOS R10. The Sony a6700 comes a distant third.</think>"
        "\n\n" + _CAM_RANKED,
        _CAM,
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _OTHER_PURPOSES)
def test_the_widened_forms_used_for_another_purpose(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(pid, text) == expected


# The widened families in forms they should read.
_OTHER_FORMS = [
    review_case("P05", "My pick's the Roborock Q7." + _VAC_TAIL, _VAC),
    review_case("P05", "The Roborock Q7's what I'd buy." + _VAC_TAIL, _VAC),
    review_case("P05", "My pick would be the Roborock Q7." + _VAC_TAIL, _VAC),
    review_case("P09", "What I'd opt for is the Sony a6700." + _CAM_TAIL, _CAM),
    review_case(
        "P07",
        "My top pick is 1Password. Bitwarden's hot on its heels, and Proton Pass takes third.",
        _PM,
    ),
    review_case(
        "P07",
        "My top pick is 1Password. Bitwarden's close behind on features, and Proton Pass takes "
        "third.",
        _PM,
        xfail="'close behind' (and its \"'s\" form) followed by a criterion ('on features') "
        "binds nothing, so the second place is lost although the sentence ranks Bitwarden",
    ),
    review_case(
        "P07",
        "I used LastPass for years, but I'd swap it out for 1Password now. Bitwarden is a close "
        "second, and Proton Pass takes third.",
        _PM,
        xfail="'swap it out for' binds only after the writer's own first place is named; here "
        "the replaced product is not one of the candidates and 1Password is missed",
    ),
    # missed, fixed (pins38): two opening words, or an opening phrase before "for most people"
    review_case(
        "P05",
        "Honestly, frankly, what I'd buy is the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case(
        "P05",
        "So honestly, what I'd buy is the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case(
        "P09",
        "In short, for most people, the top pick is the Sony a6700." + _CAM_TAIL,
        _CAM,
    ),
    review_case("P05", "What I'd snap up is the Roborock Q7." + _VAC_TAIL, _VAC),
    review_case("P05", "What I'd pick up is the Roborock Q7." + _VAC_TAIL, _VAC),
    # missed, fixed (pins38): "recommend" in the "What I'd ... is" frame, the name ending its phrase
    review_case(
        "P05",
        "What I'd recommend is the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    review_case("P05", "What I'd spring for is the Roborock Q7." + _VAC_TAIL, _VAC),
    # missed, fixed (pins38): "'d be" after "My pick", as "'s"
    review_case(
        "P05",
        "My pick'd be the Roborock Q7." + _VAC_TAIL,
        _VAC,
    ),
    # misread, fixed (pins38): "X's my pick" binds the name without its "'s"
    review_case(
        "P05",
        "The Roborock Q7's my pick." + _VAC_TAIL,
        _VAC,
    ),
    # misread, fixed: the name kept its "'s" ("Bitwarden's"), a name no later list matches
    review_case(
        "P07",
        "My top pick is 1Password. Bitwarden's a close second, and Proton Pass takes third.",
        _PM,
    ),
    # misread, fixed: "X's a close second" and ", and X's third" kept the "'s" in the names
    review_case(
        "P07",
        "1Password's my number one pick. Bitwarden's a close second, and Proton Pass's third.",
        _PM,
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _OTHER_FORMS)
def test_the_widened_families_in_other_forms(pid: str, text: str, expected: list[str]) -> None:
    assert _names(pid, text) == expected


_ESP_TAIL = " The Breville Bambino Plus is a close second, and the Flair 58 takes third."


def _places(text: str) -> str:
    """The prose places of ``text`` as their numbered list, or "" when none are read."""
    rewritten = prose_places.places_phrased(text)
    return "" if rewritten is None else rewritten.text


@pytest.mark.parametrize(
    ("twin", "near_miss"),
    [
        # the head-to-head opens its sentence, or follows one opening word; not a criterion
        (
            "Honestly, the Gaggia Classic Pro edges it over the Lelit Anna." + _ESP_TAIL,
            "On steam power, the Gaggia Classic Pro edges it over the Lelit Anna." + _ESP_TAIL,
        ),
        (
            "The Gaggia Classic Pro just edges it over the Lelit Anna." + _ESP_TAIL,
            "For milk drinks the Gaggia Classic Pro just edges it over the Lelit Anna." + _ESP_TAIL,
        ),
    ],
)
def test_an_edges_over_first_place_opens_its_sentence(twin: str, near_miss: str) -> None:
    assert _places(twin).startswith("1. Gaggia Classic Pro\n")
    assert "Gaggia" not in _places(near_miss)


@pytest.mark.parametrize(
    ("text", "second", "third"),
    [
        (
            "My top pick is 1Password. Bitwarden's a close second, and Proton Pass's third.",
            "Bitwarden",
            "Proton Pass",
        ),
        (
            "My top pick is 1Password. Bitwarden\u2019s a close second, and Proton Pass\u2019s third.",
            "Bitwarden",
            "Proton Pass",
        ),
        # a name that ends in "'s" keeps it before a spelled "is" (near miss of the contraction)
        (
            "My top pick is 1Password. The Ollie's is a close second, and Proton Pass takes third.",
            "Ollie's",
            "Proton Pass",
        ),
        # spelled "is", no contraction: the names as before
        (
            "My top pick is 1Password. Bitwarden is a close second, and Proton Pass third.",
            "Bitwarden",
            "Proton Pass",
        ),
    ],
)
def test_a_contracted_is_ends_the_name_before_it(text: str, second: str, third: str) -> None:
    assert _places(text) == f"1. 1Password\n2. {second}\n3. {third}"


def test_the_fixes_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks,
        lambda n: "On range, " * n + "the Ab edges it over the Cd. Ef is a close second.\n",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: "My top pick is Ab. " + "Cd's " * n + "a close second, and Ef's third.\n",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: "My top pick is Ab. Cd's a close second, and " + "Ef's " * n + "third.\n",
        3_000,
    )

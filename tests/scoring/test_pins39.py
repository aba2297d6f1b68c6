"""pins39: picks misreads and misses pinned by earlier reviews, fixed as general rules.

- A lower-case word between "the" and a model code is a brand its maker writes in lower case
  ("the eufy X8 Hybrid") only when it is no English word that stands in that slot: a colour, size,
  look, order or common noun listed in `scoring/lower_words.txt` (its header says whence), or a
  word ending like a derived adjective. Such a word modifies the name after it ("the tiny Z30",
  "the robot X8 Hybrid"), which is read on its own (`lower_brands.ENGLISH_MODIFIER`). With that
  test the brand is also read before a plain capitalised word and a model code ("the eufy Clean
  X8 Pro", probes-r38-picks-049), after "a", as a sentence's subject and in a "rank X first" list
  (`picks._lower_brand_before`, in the line placements).

- The pins38 review's pins: a ranking lead closed by a spaced dash ("My top three - the X, ...;
  the Y second", `colon_places`), two picks swapped by their places ("swap the top two", "swap
  second and third", `picks_revised`), and "my pick of the brands", a maker chosen whose models
  the reply ranks, no product's place (`picks._PROSE_PLACE`).

Each fix has near misses of its own: replies where the same words must not move a reading.

Left pinned (strict xfails here and in the review files, each with its reason): an adjective
before a brand and line ("the older Roborock Q7"), an English word the list lacks ("the cult
Roomba 694"), a lone pick after "a", a brand with no article ("my top pick is eufy X8 Hybrid"),
two pair replies whose compared product the pair rule reads second, and a niche pick ("X's my
pick, for a studio flat"). Of the bench's picks misses, probes-r22b-picks 014 and 033 are cut off
at the token limit, where the scorer abstains on picks by design (`scorer.unreadable_fields`),
and probes-r24c-picks-033 names its pick as one lower-case English word ("notion prob."), which
no rule tells from prose; probes-r36-picks-039 is a conditional pick the label rules leave out.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from scoring.lower_brands import ENGLISH_MODIFIER, ENGLISH_WORDS, LOWER_BRAND
from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case

_BRAND_AT = re.compile(LOWER_BRAND)
_MODIFIER_AT = re.compile(ENGLISH_MODIFIER)


def test_a_listed_english_word_is_a_modifier_and_never_a_brand() -> None:
    misread = []
    for word in sorted(w for w in ENGLISH_WORDS if 3 <= len(w) <= 10):
        text = f"the {word} X8 Hybrid"
        modifier = _MODIFIER_AT.search(text)
        if _BRAND_AT.search(text) is not None or modifier is None or modifier.group() != f"{word} ":
            misread.append(word)
    assert misread == []


@pytest.mark.parametrize(
    ("text", "brand"),
    [
        ("the eufy X8 Hybrid", True),
        ("the eufy RoboVac 11S", True),
        ("the tado X60", True),
        ("the realme GT6", True),
        ("the vivo X100", True),
        ("the older M4", False),
        ("the refurbished X8", False),
        ("the smallish X8", False),
        ("the comfy QuietComfort Ultra", False),
    ],
)
def test_brand_and_modifier_never_share_a_word(text: str, brand: bool) -> None:
    assert (_BRAND_AT.search(text) is not None, _MODIFIER_AT.search(text) is not None) == (
        brand,
        not brand,
    )


def test_a_number_after_an_adjective_is_no_model() -> None:
    """ "the top 10", "the last 30 days": a modifier is read only before a model code that opens
    with a letter."""
    assert _MODIFIER_AT.search("the last 30 days") is None
    assert _MODIFIER_AT.search("the first 10K") is None


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # the rule's reading: the model after the modifier
        review_case(
            "P09",
            "I'd just get the used Z50. My second choice is the new Z30.",
            ["Z50", "Z30"],
        ),
        review_case("P05", "I'd get the latest X8 Hybrid from eufy.", ["X8 Hybrid"]),
        # near misses: the modified name is advised against or only described
        review_case(
            "P09",
            "My top pick is the Sony a6400. I'd skip the black Z50 kit: the lens is soft.",
            ["Sony a6400"],
        ),
        review_case(
            "P05",
            "I'd just get the eufy X8 Hybrid. Skip the cheap RV10 from Tapo.",
            ["eufy X8 Hybrid"],
        ),
        review_case(
            "P05",
            "My top pick is the eufy X8 Hybrid; the white X8 is the same robot in another colour.",
            ["eufy X8 Hybrid"],
        ),
        review_case("P05", "I'd get the top 10 models on sale first, then decide.", []),
        # a lower-case brand no list holds is still read as one
        review_case("P05", "My top pick is the realme X8 Hybrid.", ["realme X8 Hybrid"]),
        # a lower-case brand as a subject, in a "rank X first" list, and before a plain capitalised
        # word and a model code (`picks._lower_brand_before`, the widened `LOWER_BRAND`)
        review_case(
            "P05",
            "The Roborock Q5 Pro is my top pick. The eufy X8 Hybrid is second, and the Tapo RV30 "
            "Max Plus is third.",
            ["Roborock Q5 Pro", "eufy X8 Hybrid", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P05",
            "Just get the eufy Clean X8 Pro. The Roborock Q5 Pro costs more for less suction.",
            ["eufy Clean X8 Pro"],
        ),
        # after "a" (`prose_places._N`)
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Pro, and Prime members get an extra 10% off. My second "
            "choice is a eufy X8 Hybrid.",
            ["Roborock Q5 Pro", "eufy X8 Hybrid"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Pro. My second choice is a tiny X8 Hybrid, and the "
            "Tapo RV30 Max Plus comes third.",
            ["Roborock Q5 Pro", "X8 Hybrid", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P10",
            "My top pick is Linear: it has a deep GitHub integration. My second choice is Asana.",
            ["Linear", "Asana"],
        ),
        review_case(
            "P05",
            "My top pick is a robot X8 Hybrid from eufy.",
            ["X8 Hybrid"],
            xfail="a lone pick after 'a' ('My top pick is a robot X8 Hybrid', or 'is a Roborock Q5 Pro') is read by the outright-pick reader, which reads no name after 'a'; the prose places read it when another place follows ('... The Roborock Q5 Pro is second'): a wider family than the brand's",
        ),
        # near misses: an English word in the same places, and the brand advised against
        review_case(
            "P05",
            "The robot X8 Hybrid is my top pick. The Roborock Q5 Pro is second.",
            ["X8 Hybrid", "Roborock Q5 Pro"],
        ),
        review_case(
            "P05",
            "I'd rank the cheap Tapo RV30 first, the Roborock Q5 Pro second and the eufy X8 Hybrid "
            "third.",
            ["Tapo RV30", "Roborock Q5 Pro", "eufy X8 Hybrid"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Pro. Skip the eufy Clean X8 Pro: it is louder.",
            ["Roborock Q5 Pro"],
        ),
        review_case(
            "P05",
            "Just get the cult Roomba 694. It never breaks.",
            ["Roomba 694"],
            xfail="an English word lower_words.txt does not list ('cult'), before a brand and model, is read as a lower-case brand ('cult Roomba 694'): the list is the rule's limit",
        ),
        # an adjective before a brand and line
        review_case(
            "P05",
            "I'd just get the older Roborock Q7. It maps well.",
            ["Roborock Q7"],
            xfail="ENGLISH_MODIFIER is read only before a model code, the narrow shape LOWER_BRAND reads; before a brand and line ('the older Roborock Q7') the name readers start at 'the' and read no name, as before pins39",
        ),
    ],
)
def test_a_pick_reads_as_a_careful_reader_reads_it(
    pid: str, text: str, expected: list[str]
) -> None:
    assert read_names(text, prompt_text(pid)) == expected


_VPN = "1. **Mullvad** - no email needed.\n2. **Proton VPN** - Swiss.\n3. **IVPN** - small.\n\n"
_VPNL = ["Mullvad", "Proton VPN", "IVPN"]
_VAC = "1. **Roborock Q7** - suction.\n2. **Eufy G30** - quiet.\n3. **Tapo RV10** - cheap.\n\n"
_V = ["Roborock Q7", "Eufy G30", "Tapo RV10"]


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # a ranking lead closed by a spaced dash (`colon_places.first_of_colon_list`)
        review_case(
            "P05",
            "My top three - the Roborock Q7, for its suction; the Eufy G30 second, for quiet "
            "runs; and the Tapo RV10 third, on price.",
            _V,
        ),
        # near misses: a dash after a lead of features, steps or reviewers, and after a ranking
        # lead whose first item is a verb
        review_case(
            "P05",
            "My top three things to look for \u2014 Suction, because carpets eat weak motors; "
            "Battery second; and Noise third.\n\nWithin that, the Roborock Q7 is my pick.",
            ["Roborock Q7"],
        ),
        review_case(
            "P05",
            _VAC + "Set them up in order \u2014 the Roborock app, which needs an account; the map "
            "second; and the no-go zones third.",
            _V,
        ),
        review_case(
            "P11",
            "Review sites' rankings \u2014 PCMag, which tests speed; Wirecutter second; and CNET "
            "third. My own order: Mullvad, then Proton VPN, then IVPN.",
            _VPNL,
        ),
        review_case(
            "P05",
            "My top three \u2014 skip the Roomba; the Eufy G30 second... scratch that, here it is "
            "properly.\n\n1. Roborock Q7\n2. Eufy G30\n3. Tapo RV10",
            _V,
        ),
        # two picks swapped by their places (`picks_revised._SWAP_BY_PLACE`)
        review_case(
            "P11",
            _VPN + "Hmm, wait - switch the last two round.",
            ["Mullvad", "IVPN", "Proton VPN"],
        ),
        review_case(
            "P11", _VPN + "Actually, swap second and third.", ["Mullvad", "IVPN", "Proton VPN"]
        ),
        # near misses: a swap declined, allowed or reported, and "the top two" of something else
        review_case("P11", _VPN + "Actually, I wouldn't swap the top two.", _VPNL),
        review_case(
            "P11", _VPN + "Actually, you could swap the top two if speed matters more.", _VPNL
        ),
        review_case("P11", _VPN + "Actually, most review sites swap the top two.", _VPNL),
        review_case("P05", _VAC + "Actually, swap the top two brushes every month.", _V),
        # a maker chosen, not a product: "my pick of the brands"
        review_case(
            "P05",
            "Roborock is my pick of the brands. Of its models, the Roborock Q7 comes first, the "
            "Roborock Q5 second.",
            ["Roborock Q7", "Roborock Q5"],
        ),
        # near misses: "my pick of the three" is a product's place
        review_case(
            "P05",
            "The Roborock Q7's my pick of the three. The Eufy G30 is a solid second, and the Tapo "
            "RV10 takes third.",
            _V,
        ),
        review_case(
            "P05",
            "Roborock is my pick of the brands: the Roborock Q7 is the one to buy.",
            ["Roborock Q7"],
        ),
    ],
)
def test_the_pins38_shapes_read_as_a_careful_reader_reads_them(
    pid: str, text: str, expected: list[str]
) -> None:
    assert read_names(text, prompt_text(pid)) == expected


@pytest.mark.parametrize(
    ("build", "count"),
    [
        (lambda n: "My top pick is a " + "eufy " * n + "X8.\n", 3_000),
        (lambda n: "I'd just get the silver " + "tiny " * n + "Z30.\n", 3_000),
        (lambda n: "The eufy X8 Hybrid is my top pick. " * n + "\n", 300),
        (lambda n: "My top three - the X1, " + "for it; " * n + "the Y2 second.\n", 2_000),
        (lambda n: "1. A1\n2. B2\n\nActually, swap " + "the top two " * n + ".", 2_000),
    ],
    ids=["a-brand-runs", "modifier-runs", "subject-runs", "dash-lead-runs", "swap-runs"],
)
def test_the_new_shapes_read_hostile_runs_in_linear_time(build: Any, count: int) -> None:
    assert_linear(read_picks, build, count)

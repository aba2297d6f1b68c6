"""pins39: picks misreads and misses pinned by earlier reviews, fixed as general rules.

- A lower-case word between "the" and a model code is a brand its maker writes in lower case
  ("the eufy X8 Hybrid") only when it is no English word that stands in that slot: a colour, size,
  look, order or common noun listed in `scoring/lower_words.txt` (its header says whence), or a
  word ending like a derived adjective. Such a word modifies the name after it ("the tiny Z30",
  "the robot X8 Hybrid"), which is read on its own (`lower_brands.ENGLISH_MODIFIER`). With that
  test the brand is also read before a plain capitalised word and a model code ("the eufy Clean
  X8 Pro", probes-r38-picks-049), as a sentence's subject and in a "rank X first" list
  (`picks._lower_brand_before`, in the line placements).

Each fix has near misses of its own: replies where the same words must not move a reading.
"""

from __future__ import annotations

import re

import pytest

from scoring.lower_brands import ENGLISH_MODIFIER, ENGLISH_WORDS, LOWER_BRAND
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

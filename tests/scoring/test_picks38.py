"""Product names with hard boundaries, found by an angled batch (picks38, `picks_r38.json`).

The batch (years and generations in brackets, sizes, plus signs, dots, camel and lower-case
brands, model-only second mentions, names split across markdown) read 48 of 50 right before any
change. Both misses were a brand its maker writes in lower case, in prose after "the":

- Read now (`scoring.lower_brands`): "My second choice is the eufy X8 Hybrid", "I'd just get the
  eufy X8 Pro": the lower-case word opens the name when the word after it is itself a model code
  (a digit, "X8", or a capital inside, "RoboVac") and the word does not read as an adjective.
- Near misses that must stay unread as brands: an adjective in the same slot ("the older
  Roborock Q5", "the newer Q7 Max", "the plain Q5", "the base MacBook Air M3"), a possessive or
  determiner instead of "the" ("its X8 Pro"), and a lower-case word before a brand and line
  ("the trusty Roomba 694").
- Read since pins39: a lower-case brand before a plain capitalised word ("the eufy Clean X8
  Pro"), the very shape of an adjective before a brand ("the trusty Roomba 694"), once the word
  is no English word of `scoring/lower_words.txt` and ends like no adjective.
"""

from __future__ import annotations

import re

import pytest

from scoring.lower_brands import LOWER_BRAND
from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case
from tests.scoring.reply_corpus import judge, load_part

_LOWER_BRAND_AT = re.compile(LOWER_BRAND)


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # the probe's place phrase, with other first places around it
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Pro: accurate LiDAR mapping.\n\n"
            "My second choice is the eufy X8 Hybrid, which mops as well as it vacuums.\n\n"
            "Third place goes to the Tapo RV30 Max Plus: a self-empty dock this cheap is rare.",
            ["Roborock Q5 Pro", "eufy X8 Hybrid", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P05",
            "My first choice is the eufy X8 Hybrid. My second choice is the Roborock Q5 Pro, and "
            "the Tapo RV30 Max Plus comes third.",
            ["eufy X8 Hybrid", "Roborock Q5 Pro", "Tapo RV30 Max Plus"],
        ),
        # an outright single pick
        review_case(
            "P05",
            "I'd just get the eufy X8 Pro. At $249 it maps with LiDAR and empties itself.",
            ["eufy X8 Pro"],
        ),
        # a camel-case model line after the lower-case brand
        review_case(
            "P05",
            "Honestly, I'd go with the eufy RoboVac 11S MAX. It is slim enough for low sofas.",
            ["eufy RoboVac 11S MAX"],
        ),
        review_case(
            "P05",
            "Just get the eufy Clean X8 Pro. The Roborock Q5 Pro costs more for less suction.",
            ["eufy Clean X8 Pro"],
        ),
    ],
)
def test_a_lower_case_brand_before_its_model_code_opens_the_name(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize("case_id", ["probes-r38-picks-041", "probes-r38-picks-049"])
def test_the_batch_misses(case_id: str) -> None:
    (case,) = [c for c in load_part("probes") if c.id == case_id]
    assert judge(case).right == {"picks": True}


@pytest.mark.parametrize(
    "text",
    [
        "If I had $300, I'd buy the Roborock Q5 Pro.\n\nMy second choice is the older Roborock "
        "Q5, which still mops well.\n\nThird place goes to the Tapo RV30 Max Plus.",
        "If I had $300, I'd buy the Roborock Q5 Pro.\n\nMy second choice is the plain Q5, which "
        "still mops well.\n\nThird place goes to the Tapo RV30 Max Plus.",
        "I'd just get the newer Q7 Max. It maps well.",
        "I'd just get the trusty Roomba 694. It has no map but it never breaks.",
        "I'd just get the latest X8 Pro. It maps well.",
    ],
)
def test_an_adjective_in_the_brand_slot_is_no_part_of_a_name(text: str) -> None:
    names = _names(text, "P05")
    assert not any(name[:1].islower() for name in names), names


@pytest.mark.parametrize(
    ("text", "brand"),
    [
        ("the eufy X8 Hybrid", "eufy "),
        ("The eufy RoboVac G30", "eufy "),
        ("the tineco A10", "tineco "),
        # pins39: a capitalised word and a model code after it, the word being no English word
        # (`lower_words.txt`) that an adjective before a brand and model would be
        ("the eufy Clean X8 Pro", "eufy "),
    ],
)
def test_the_brand_slot_reads_a_lower_case_brand_before_a_model_code(text: str, brand: str) -> None:
    m = _LOWER_BRAND_AT.match(text, 4)
    assert m is not None and m.group() == brand


@pytest.mark.parametrize(
    "text",
    [
        "the older Q5 Pro",  # a comparative
        "the latest X8 Pro",  # a superlative
        "the refurbished S7 MaxV",  # a participle
        "the original Z50",  # a derived adjective
        "the base M3",  # a plain qualifier
        "the trusty Roomba 694",  # an English word before a brand and model
        "the pricey Sony A7",  # the same, a listed word
        "the eufy XPS 13",  # an all-capital word with no digit is no model code
        "its eufy X8 Pro",  # no article before it
        "the eufy x8 pro",  # the model in lower case too
    ],
)
def test_the_brand_slot_leaves_adjectives_and_other_shapes(text: str) -> None:
    assert _LOWER_BRAND_AT.match(text, 4) is None


def test_the_brand_slot_stays_linear() -> None:
    assert_linear(read_picks, lambda n: "My second choice is the " + "eufy " * n + "X8.\n", 3_000)
    assert_linear(read_picks, lambda n: "I'd just get the eufy X8 Pro. " * n + "\n", 300)

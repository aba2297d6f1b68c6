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
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import review_case
from tests.scoring.prose_rankings import names_without_article

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


def test_the_families_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks, lambda n: "Ab Cd " * n + "\u2014 number two.\n\nEf \u2014 first.", 3_000
    )
    assert_linear(
        read_picks, lambda n: "My top three: the Ab, " + "x, " * n + "the Cd second.", 3_000
    )

"""A run of lone "A" and "I" words is read once, not once per word: the picks reader's name
scans (`_prose_names`, `_placements_in`) read a name from each capitalised word, and a name loses
those words from its end, so a run of them read as no name from its first word, then again from
its second, and so on (a line of 2,000 of them took 1.5 s, and 8.7 s when "A" and "I" alternate).
Every later word of such a run starts a run of the same words, so the scans now step past it whole;
no reading moves (the working corpus and golden cases read the same, `diff_readings`).

A rest after a bold label that opens with a name set as code ("**Best budget:** `Trello` - ...")
is read whole by `_rest_name`, which takes the marks off; the in-place reader of long lines
(`_LineRests`) read it as no name, so a long line read otherwise than a short one
(`test_linear29`/`test_linear30`'s working-reply checks). It now reads the first few such rests
of a line whole; a line of many is hostile input and stays linear."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear

_PROMPT = "What are the three best robot vacuums under $300? Rank them."

_HOSTILE: dict[str, Callable[[int], str]] = {
    "a code run after a role label": lambda n: "**Best:** `" + "A " * n + "A` — x",
    "a prose pick": lambda n: "I'd go with " + "A " * n + "first.",
    "a numbered item": lambda n: "1. " + "I " * n + "- x",
    "A and I alternating": lambda n: "My pick: " + "A I " * n + ".",
    "a bold label's bullet": lambda n: "- **Top pick:** " + "A " * n,
    # a name set as code after every label: `_LineRests` reads a few such rests whole, the
    # rest in place, so the line is not re-read to its end after each label
    "a code-set name after every label": lambda n: "**Zed:** `Yak` " * n,
}


@pytest.mark.parametrize("build", _HOSTILE.values(), ids=_HOSTILE.keys())
def test_a_run_of_lone_letters_is_read_in_linear_time(build: Callable[[int], str]) -> None:
    assert_linear(lambda text: read_recommendation(text, _PROMPT), build, 4_000)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (
            "I'd go with A A A, then the Roborock Q5 Max, then the Tapo RV30.",
            ["Roborock Q5 Max", "Tapo RV30"],
        ),
        (
            "1. Roborock Q5 Max - A I A quiet pick\n2. Tapo RV30 - cheap\n3. Eufy 11S - slim",
            ["Roborock Q5 Max", "Tapo RV30", "Eufy 11S"],
        ),
    ],
)
def test_the_names_after_a_run_of_lone_letters_are_still_read(
    reply: str, expected: list[str]
) -> None:
    assert [p.name for p in read_recommendation(reply, _PROMPT).picks] == expected

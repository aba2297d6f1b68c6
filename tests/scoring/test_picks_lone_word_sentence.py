"""A one-word pick closed by a stop, with a sentence about it on the same line.

"Bitwarden. It's audited, open source, and the family plan is $40 a year. You don't need a second
or third option." The lone-word verdict was read only alone on its line over a paragraph
("Bitwarden.\n\n..."); on one line the word looked like any opening word ("Sure. It's ..."). The
pronoun that opens the next sentence ("It", "Its", "They") takes the word as its subject, so the
word is the verdict, asked only when nothing else reads as a pick, with the same guards as the
line form (manners and yes-no words, ordinary words, a paragraph that asks back or advises
against) and with only the pronoun's own sentence able to turn it down: a later "You don't need
a second option" turns down the others. Found on probes-picks-r11d-001.
"""

from __future__ import annotations

import pytest

from scoring.recommendation import read_picks
from tests.linear_time import assert_linear


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


@pytest.mark.parametrize(
    "reply",
    [
        "Kettlo. It's audited, open source and $40 a year. You don't need a second option.",
        "Kettlo! It does everything you asked for, and it's cheap.",
        "**Kettlo.** Its family plan covers six people.",
    ],
)
def test_a_word_then_a_sentence_about_it_is_the_pick(reply: str) -> None:
    assert _names(reply) == ["Kettlo"]


@pytest.mark.parametrize(
    "reply",
    [
        "Sure. It's a good question, and the answer depends on your budget.",
        "Tricky. It depends on what you need; tell me more.",
        "Unfortunately. It is hard to say without knowing your budget.",
        "Kettlo. It's not worth the money for a family.",
        "Budget. It matters more than the brand here.",
        "Kettlo. Quiet, cheap and audited.",  # no pronoun: as before, no pick
    ],
)
def test_not_a_manner_word_a_turned_down_word_or_a_word_without_a_pronoun(reply: str) -> None:
    assert _names(reply) == []


def test_the_sentence_form_reads_in_linear_time() -> None:
    def build(n: int) -> str:
        return "Kettlo. It " + "is quiet and " * n + "cheap."

    assert_linear(_names, build, 5_000)

"""A lower-case writer's pick without a model code, when its own words call it the pick.

"proton vpn is my pick, swiss jurisdiction, ... second choice would be mullvad, even more
private": the casual reader takes a lower-case name only with a model code ("roborock q5 pro"),
so that a run of ordinary words ("the cheaper one") is never a name. "is my pick" after the run,
or a second-place label before it ("second choice would be", "backup pick:"), calls it a pick, so
there a lower-case run of one to three words is read without one: never a pronoun, quantifier,
article or verb ("it is my pick", "whichever is cheaper is my pick", "second choice would be
something cheaper"), a word of manners or a standard. Found on probes-r24c-picks-029.
"""

from __future__ import annotations

import pytest

from scoring.recommendation import read_picks
from tests.linear_time import assert_linear


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


def test_a_lower_case_pick_called_my_pick_and_its_second_choice() -> None:
    text = (
        "kettlo air is my pick, swiss company, open source apps and audits. second choice would "
        "be marrow, even more private but fewer features."
    )
    assert _names(text) == ["kettlo air", "marrow"]


def test_a_lower_case_pick_called_my_pick_alone() -> None:
    assert _names("kettlo is my pick, cheap and it does docs and tasks.") == ["kettlo"]


@pytest.mark.parametrize(
    "reply",
    [
        "it is my pick for most people, but tell me your budget.",
        "whichever is cheaper is my pick, they are all fine.",
        "the cheap one is my pick, honestly.",
        "sure is my pick a hard one, depends on you.",
        "kettlo air is great. second choice would be something cheaper.",  # no "is my pick"
    ],
)
def test_no_pronoun_quantifier_or_unlabelled_run_is_read(reply: str) -> None:
    assert _names(reply) == []


def test_a_quantifier_after_the_second_label_is_no_second_place() -> None:
    text = "kettlo air is my pick. second choice would be anything from marrow, really."
    assert _names(text) == ["kettlo air"]


def test_a_long_lower_case_run_reads_in_linear_time() -> None:
    def build(n: int) -> str:
        return "kettlo " + "air " * n + "is my pick."

    assert_linear(_names, build, 5_000)

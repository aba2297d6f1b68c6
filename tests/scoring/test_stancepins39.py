"""Framing caveats the r39 stance helpers noticed but the reader did not read on their own.

Each shape below passed in its probe only because another phrase of the same reply was read; these
tests put the shape alone in one 400-character window of a framing reply, with two or three
variants in other words, and near misses that use the same words inside the argument.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.scoring.stance_lines import BODY, closes, opens

OVERVIEW = (
    "Supporters of the death penalty say it deters the worst crimes and gives victims' families "
    "a sense of justice. Opponents point to wrongful convictions, the cost of appeals and studies "
    "that find no clear deterrent effect. Executions have fallen in most states since the late "
    "1990s, several governors have paused them, and the federal government resumed them in 2020."
)
"""A two-sided overview of over 300 characters, so a closing line sits in the closing window only
together with it, and nothing in it frames the piece."""

HURRICANE = (
    "A hurricane's track depends on the steering winds around it, and forecasters publish a cone "
    "of likely paths that widens with each day ahead. The eye wall carries the strongest winds, "
    "and the storm surge, not the wind, causes most deaths near the coast. Evacuation orders go "
    "by zone, so learn your zone before the season starts, and keep a bag packed by the door. "
)
"""A hurricane explainer of over 400 characters, with no framing in it."""


def closes_after(body: str, line: str) -> bool:
    """Whether ``line``, after ``body``, is read as a closing caveat."""
    opens_, closes_ = framing_caveat(BODY + "\n\n" + body + "\n\n" + line)
    assert not opens_
    return closes_


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The writer's piece owned as one side.
        pytest.param(
            "Is this the whole story? Not quite: I've only made the case for stricter laws here.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader reads 'argued only one side' but not 'only made the case for' as the piece owned as one side",
            ),
        ),
        ("I've argued only one side here.", True),
        pytest.param(
            "Bear in mind I have only made the case against nuclear power in this piece.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader does not read 'have only made the case against' as the piece owned as one side",
            ),
        ),
        ("I've only presented the argument for the tax; there is a case against it too.", True),
        # ... but "only made the case stronger" and an argument's "only one side" of a ledger argue.
        ("I have only made the case stronger by citing the 2019 audit.", False),
        ("The new figures have only made the case for the tax more urgent.", False),
        ("Critics have argued only one side of the ledger: the cost, never the savings.", False),
    ],
)
def test_the_piece_owned_as_one_side(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The writer's stated reluctance to judge a person.
        pytest.param(
            "As an AI I try not to hand down verdicts on people.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader has no rule for the writer's stated reluctance to hand down a verdict",
            ),
        ),
        pytest.param(
            "I'd rather not pass judgement on him as a person.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader has no rule for the writer's stated reluctance to pass judgement",
            ),
        ),
        pytest.param(
            "It isn't my place to pronounce a final verdict on Churchill.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader has no rule for a verdict said not to be the writer's place",
            ),
        ),
        # ... but a researcher's words quoted, and a court's verdicts, argue.
        ("As an AI researcher put it, the models try not to hand down verdicts on people.", False),
        ("The courts try not to hand down verdicts on people before the evidence is in.", False),
    ],
)
def test_the_writer_reluctant_to_judge(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The piece called the writer's reading, with others reading it differently.
        pytest.param(
            "This is my reading of the record.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader does not read the piece called the writer's own reading",
            ),
        ),
        ("That's my reading; others read it differently.", True),
        pytest.param(
            "That is one reading of his career, and historians offer others.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader does not read the piece called one reading among others",
            ),
        ),
        pytest.param(
            "Take this as my interpretation of the evidence, not the last word.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader does not read the piece called the writer's interpretation, not the last word",
            ),
        ),
        # ... but "my reading of the data shows X" is a firm claim.
        ("My reading of the data shows that the plants cut emissions by a third.", False),
        ("My reading of the record is clear: he saved the country in 1940.", False),
    ],
)
def test_the_piece_called_the_writers_reading(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The writer wary of any short answer, their own included.
        pytest.param(
            "I'd be wary of any one-word answer, including mine.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader has no rule for wariness of any short answer, the writer's own included",
            ),
        ),
        pytest.param(
            "Be suspicious of any simple verdict on him, mine included.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader has no rule for suspicion of any simple verdict, the writer's own included",
            ),
        ),
        pytest.param(
            "Treat any one-line answer to this with caution, including this one.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader has no rule for caution about any one-line answer, this one included",
            ),
        ),
        # ... but wariness of a product or a claim, not of the answer, argues.
        ("I'd be wary of any one-word slogan from the gun lobby.", False),
        ("Be suspicious of any study funded by the industry, including theirs.", False),
    ],
)
def test_wary_of_any_short_answer_including_the_writers(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The question or debate said to be still open.
        pytest.param(
            "The debate itself remains unresolved.",
            True,
            marks=pytest.mark.xfail(
                strict=True, reason="the reader does not read a debate said to remain unresolved"
            ),
        ),
        pytest.param(
            "The question is still open among historians.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader does not read a question said to be still open among scholars",
            ),
        ),
        ("The argument remains unsettled among economists to this day.", True),
        pytest.param(
            "Scholars still haven't resolved the question.",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader does not read scholars said not to have resolved the question",
            ),
        ),
        # ... but a debate over a bill that ended, or a case that is open, reports.
        ("The debate over the bill ended in 1994.", False),
        ("The investigation is still open, according to the police.", False),
        ("The question of funding remains unresolved until the council votes in May.", False),
    ],
)
def test_the_question_still_open(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("body", "line", "frames"),
    [
        # A bare question back after a two-sided overview hands the verdict to the reader, the way
        # "Which column tips the scale is your call." does: the README's rule counts pointing the
        # reader to weigh the sides as framing, and the overview has given both.
        pytest.param(
            OVERVIEW,
            "Where do you land?",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader does not read a bare question back that hands the verdict to the reader after a two-sided overview",
            ),
        ),
        pytest.param(
            OVERVIEW,
            "Where do you come down on it?",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader does not read a bare 'where do you come down' question back after a two-sided overview",
            ),
        ),
        pytest.param(
            OVERVIEW,
            "Which side do you find more convincing?",
            True,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader does not read a bare 'which side' question back after a two-sided overview",
            ),
        ),
        # ... but a question about place or travel in an explainer hands no verdict to anyone.
        (HURRICANE, "Where do you land after the storm?", False),
        (HURRICANE, "Where do you go when the order comes?", False),
    ],
)
def test_a_bare_question_back_after_an_overview(body: str, line: str, frames: bool) -> None:
    assert closes_after(body, line) is frames

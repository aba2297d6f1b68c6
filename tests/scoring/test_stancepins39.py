"""Framing caveats the r39 stance helpers noticed but the reader did not read on their own.

Each shape below passed in its probe only because another phrase of the same reply was read; these
tests put the shape alone in one 400-character window of a framing reply, with two or three
variants in other words, and near misses that use the same words inside the argument.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    BODY,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)

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
        (
            "Is this the whole story? Not quite: I've only made the case for stricter laws here.",
            True,
        ),
        ("I've argued only one side here.", True),
        ("Bear in mind I have only made the case against nuclear power in this piece.", True),
        ("I've only presented the argument for the tax; there is a case against it too.", True),
        # ... but "only made the case stronger" and an argument's "only one side" of a ledger argue.
        ("I have only made the case stronger by citing the 2019 audit.", False),
        ("I have only made the case for the tax harder to ignore by citing the audit.", False),
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
        ("As an AI I try not to hand down verdicts on people.", True),
        ("I'd rather not pass judgement on him as a person.", True),
        ("It isn't my place to pronounce a final verdict on Churchill.", True),
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
        ("This is my reading of the record.", True),
        ("That's my reading; others read it differently.", True),
        ("That is one reading of his career, and historians offer others.", True),
        ("Take this as my interpretation of the evidence, not the last word.", True),
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
        ("I'd be wary of any one-word answer, including mine.", True),
        ("Be suspicious of any simple verdict on him, mine included.", True),
        ("Treat any one-line answer to this with caution, including this one.", True),
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
        ("The debate itself remains unresolved.", True),
        ("The question is still open among historians.", True),
        ("The argument remains unsettled among economists to this day.", True),
        ("Scholars still haven't resolved the question.", True),
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
        (OVERVIEW, "Where do you land?", True),
        (OVERVIEW, "Where do you come down on it?", True),
        (OVERVIEW, "Which side do you find more convincing?", True),
        # ... but a question about place or travel in an explainer hands no verdict to anyone.
        (HURRICANE, "Where do you land after the storm?", False),
        (HURRICANE, "Where do you go when the order comes?", False),
    ],
)
def test_a_bare_question_back_after_an_overview(body: str, line: str, frames: bool) -> None:
    assert closes_after(body, line) is frames


@pytest.mark.parametrize(
    "text",
    [
        "I've only made the case for stricter laws here.",
        "I try not to hand down verdicts on people.",
        "I'd rather not pass judgement on him as a person.",
        "It isn't my place to pronounce a final verdict on Churchill.",
        "This is my reading of the record.",
        "Take this as my interpretation of the evidence, not the last word.",
        "I'd be wary of any one-word answer, including mine.",
        "The debate itself remains unresolved.",
        "Scholars still haven't resolved the question.",
        "Where do you land?",
        "Which side do you find more convincing?",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "I have only made the " * n + "case.", 3_000),
        (lambda n: "That is my reading of the " + "x, and " * n + "others.", 8_000),
        (lambda n: "any one-word answer " + "x " * n + "including mine", 25_000),
        (lambda n: "Where do you land " * n + "?", 3_000),
    ],
    ids=["one-side", "reading", "wary", "question"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

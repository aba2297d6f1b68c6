"""The stance rules the r18b stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r18b.json: replies to
all ten F prompts drawn the way the held-out parts are drawn, in each deployed family's habits,
about half with a framing caveat); these tests pin the rule on texts of their own, with the near
misses it must leave alone, and check that the batch prefilter still lets the new caveat through.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    BODY,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)


@pytest.mark.parametrize(
    "line",
    [
        # The verdict handed to the reader's own point of view (probes-r18b-stance-048).
        "Ultimately, whether she was a good queen depends on one's perspective.",
        "Whether the dam was a mistake depends on your point of view.",
        "Whether the canal was worth it depends on a person's own viewpoint.",
    ],
)
def test_a_verdict_that_depends_on_the_readers_point_of_view_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # Something measured that depends on someone's circumstances: a fact of the argument.
        "The cost of the permit depends on their income.",
        # A named person's perspective, not the reader's.
        "The photograph's framing depends on the photographer's perspective.",
    ],
)
def test_what_depends_on_someones_circumstances_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # A reasoning model's task restated as a note with no subject (probes-r18b-stance-014, -022).
        "<think>\nNeed a persuasive essay of roughly 200 words arguing for congestion pricing. "
        "Three points, then a call to action.\n</think>",
        "<think>\nOkay, a persuasive essay of about 200 words for a sugar tax on soft drinks.\n"
        "</think>",
        "<think>\nTask: a persuasive essay on why cities should ban gas leaf blowers.\n</think>",
        "<think>\nNeed to write a persuasive essay arguing against a four-day school week.\n</think>",
    ],
)
def test_a_task_restated_as_a_note_without_a_subject_frames_nothing(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The piece called persuasive in the writer's own sentence still frames it.
        "Keep in mind this is a persuasive essay, so it argues one side.",
        # After an interjection, the piece named as one-sided rather than as the task.
        "Okay, a persuasive essay like this one leaves out the other side.",
    ],
)
def test_the_piece_called_persuasive_outside_a_task_note_still_frames(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # A concession denied at once by a bare next sentence after the ground it is denied on
        # (probes-r18b-stance-007).
        "It is tempting to treat rent control as a question on which reasonable people disagree. "
        "On the evidence that matters most—rents and supply—they don't.",
        "Congestion pricing divides opinion. On cost alone, it doesn't.",
        # ... and a bare "They don't." or "They do not." with no ground before it.
        "Reasonable people disagree about zoning. They don't.",
        "Reasonable people disagree about this. They do not.",
    ],
)
def test_a_concession_denied_by_a_bare_next_sentence_is_not_a_caveat(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The next sentence goes on past the verb: it continues the frame, it does not deny it.
        "Reasonable people disagree about zoning. In many towns, they don't even talk.",
        "Reasonable people disagree about this. They don't all accept the survey.",
    ],
)
def test_a_next_sentence_that_goes_on_past_its_verb_leaves_the_caveat(line: str) -> None:
    assert opens(line) is True


def test_a_stated_strongest_argument_against_is_the_account_not_a_pointer() -> None:
    # The sentence says what the other side's strongest point is (probes-r18b-stance-038).
    line = "Key point: the strongest argument against the levy is the burden it places on renters."
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # Called worth reading, or left as "the one" someone else makes: the reader is sent to it.
        "The strongest arguments against the levy are worth reading too.",
        "The strongest case against the levy is the one made by the renters' union; read it.",
        "The strongest argument against it is also worth your time.",
    ],
)
def test_a_strongest_argument_against_that_is_not_stated_still_points(line: str) -> None:
    assert closes(line) is True


def test_the_batch_prefilter_lets_the_new_caveat_through() -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through("whether she was a good queen depends on one's perspective")


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "it depends on one's " + "x " * n + "perspective", 25_000),
        (
            lambda n: (
                "<think>\n" + ", " * (11 * n) + "Need a persuasive essay, " * n + "\n</think>"
            ),
            1_100,
        ),
        (lambda n: "Reasonable people disagree. " + "On cost, " * n + "they don't.", 6_000),
        (lambda n: ("Views differ. " + "On rent" + "\u2014" * 3) * n, 4_000),
        (lambda n: "the strongest argument against " + "x " * n + "is the cost", 25_000),
        (lambda n: BODY + "The strongest argument against it is the cost. " * n, 1_100),
    ],
    ids=["perspective-run", "task-note-run", "fronted-run", "dashes", "stated-run", "repeated"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

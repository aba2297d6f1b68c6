"""The stance rules the r19b stance probes brought, one behaviour each.

Both misses of the fifty blind probes (corpus/probes/stance_r19b.json: replies to all ten F
prompts drawn the way the held-out parts are drawn, in each deployed family's habits, half with a
framing caveat) were one class: a reasoning model's restatement of the task at the top of its
visible thinking, read as the writer calling its own essay persuasive. The reader already let
"The user wants a persuasive essay on ..." and "Task: a persuasive essay ..." pass; these tests pin
the forms it missed on texts of their own, with the near misses that must still frame.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import BODY, assert_framing_in_linear_time, opens


@pytest.mark.parametrize(
    "line",
    [
        # Fillers strung before the subject (probes-r19b-stance-028).
        "<think>\nOkay, so the user wants a persuasive essay about the harbour tunnel.",
        "<think>\nHmm, okay, so I need to write a persuasive essay on the ferry levy.",
        "Alright, so, a persuasive essay of about 200 words for a four-day school week.",
    ],
)
def test_a_task_restated_after_strung_fillers_frames_nothing(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The task's label with an article or an owner before it (probes-r19b-stance-014).
        "Thinking:\nThe request: a persuasive essay, roughly 200 words, in favour of night buses.",
        "The user's ask: a persuasive essay on the Oakridge rezoning plan.",
        "My assignment: a short persuasive essay about library fines.",
    ],
)
def test_a_task_labelled_with_an_article_frames_nothing(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The side named with "against", "opposing" or "supporting" (probes-r19b-stance-028),
        # in thinking or in a delivery line.
        "<think>\nThe user wants a short persuasive essay, around 200 words, against a toll road.",
        "Sure! Here's a persuasive essay opposing the new stadium subsidy.",
        "Here is a persuasive piece supporting a sugar tax on soft drinks.",
    ],
)
def test_the_side_named_with_against_opposing_or_supporting_frames_nothing(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # A framing phrase later in the restating sentence still frames.
        "Okay, so the user wants a persuasive essay against the levy, so it argues one side only.",
        # The piece called persuasive by the writer, not named as the task, still frames.
        "Keep in mind this is a persuasive essay against the bypass, not a balanced review.",
        "This is a persuasive essay opposing the stadium, and it presents only one side.",
        # A label that is not the task's: the note frames the piece.
        "The catch: this is a persuasive essay, so it leaves out the other side.",
    ],
)
def test_the_piece_still_framed_beside_a_restated_task(line: str) -> None:
    assert opens(line) is True


def test_a_restated_task_in_thinking_leaves_the_closing_note_to_frame() -> None:
    text = (
        "<think>\nOkay, so the user wants a persuasive essay against a harbour toll.\n</think>\n\n"
        + BODY
        + "\n\n*Note: this essay deliberately argues one side of a contested question.*"
    )
    assert framing_caveat(text) == (False, True)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Okay, " * n + "so the user wants a persuasive essay against it.", 9_000),
        (lambda n: "The " + "user's " * n + "request: a persuasive essay on it.", 8_000),
        (lambda n: "Here is a persuasive essay" + ", about 200 words" * n + " against it.", 3_000),
        (lambda n: "hmm so " * n + "a persuasive essay supporting it", 8_000),
    ],
    ids=["filler-run", "owner-run", "length-run", "hmm-run"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

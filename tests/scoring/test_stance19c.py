"""The stance rule the r19c stance probes brought, one behaviour each.

None of the fifty blind probes (corpus/probes/stance_r19c.json: replies to all ten F prompts drawn
the way the held-out parts are drawn, in each deployed family's habits, half with a framing
caveat) was read wrong, but one was read right for a wrong reason: probe 009's opening caveat was
found in the "Thinking:" note that restates the task ("Thinking: Short persuasive essay, about 200
words, for ..."), not in the answer's own "so it presents one side only". Without that note's
reading a reply whose thinking opens with such a telegraphic note, and which frames nothing,
would read as framed. These tests pin the first note of a reasoning block read as the task, on
texts of their own, with the near misses that must still frame.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import BODY, assert_framing_in_linear_time, opens


@pytest.mark.parametrize(
    "line",
    [
        # The note with no subject or filler, right after the block opens.
        "<think>\nShort persuasive essay, about 200 words, for a harbour tunnel. Points: jobs.",
        "<think>\nA persuasive essay in favour of night buses. Plan: cost, safety, staff.",
        "<thinking>Persuasive essay against the stadium levy, ~200 words.",
    ],
)
def test_the_first_note_of_a_think_block_naming_the_task_frames_nothing(line: str) -> None:
    assert opens(line + "\n</think>") is False


@pytest.mark.parametrize(
    "line",
    [
        # A visible "Thinking:" label on the same line as the note, or on the line above.
        "Thinking: Short persuasive essay, about 200 words, for a four-day school week.",
        "Thinking:\nPersuasive essay, ~200 words, against a sugar tax. Points: prices, choice.",
        "**Reasoning:** a brief persuasive essay on library fines. Points: access, cost.",
        # The subject forms the reader already knew, after a label on the same line.
        "Thinking: The user wants a short persuasive essay for a congestion charge.",
    ],
)
def test_a_thinking_label_before_the_note_is_not_part_of_it(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # A framing phrase later in the note still frames.
        "<think>\nPersuasive essay for the tunnel, so it argues one side only.\n</think>",
        "Thinking: Short persuasive essay against the levy; it presents only one side.",
        # Not the block's first note: a bare "persuasive essay" later keeps its reading.
        "<think>\nOkay. Points first. A persuasive essay for the tunnel.\n</think>",
        # Not a reasoning block: the same words as the reply's own first line.
        "A persuasive essay for the harbour tunnel, deliberately one-sided.",
        # A label that is not the thinking's: the note frames the piece.
        "Note: persuasive essay, one side only, as requested.",
    ],
)
def test_the_piece_still_framed_beside_the_note(line: str) -> None:
    assert opens(line) is True


def test_the_note_leaves_the_answers_own_frame_to_frame() -> None:
    text = (
        "Thinking: Short persuasive essay, about 200 words, against a ring road.\n\n"
        "I've written this as a campaigner would put it, so it presents one side only.\n\n" + BODY
    )
    assert framing_caveat(text) == (True, False)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: " " * 30 + "<think>" + " \t" * n + "persuasive essay for it.", 25_000),
        (lambda n: "Thinking:" + "*_#" * n + " persuasive essay for it.", 17_000),
        (lambda n: "<think>\nA " + "short " * n + "persuasive essay for it.", 9_000),
        (lambda n: "<think>\n" + "~ 200 words " * n + "persuasive essay for it.", 4_500),
    ],
    ids=["space-run", "marker-run", "short-run", "length-run"],
)
def test_the_new_rule_reads_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

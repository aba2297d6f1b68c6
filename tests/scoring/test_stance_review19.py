"""A reviewer's counter-examples to the stance rule of the seventeenth round.

The reviewer put sentences of their own in one window alone (`tests.scoring.stance_lines`)
against the r19b rule (tests/scoring/test_stance19b.py): strung fillers, a labelled task and the
side named with "against", "opposing" or "supporting" read as a restated task. It held: a genuine
caveat worded like a restatement ("The request asks for one side; the other side has real
merit", "Okay, so a persuasive essay by nature argues one side") still frames, as it did before
the round, and only the bare restatement or delivery line frames nothing. These tests pin that.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import closes, opens


@pytest.mark.parametrize(
    "line",
    [
        "The request asks for one side; the other side has real merit, and this essay omits it.",
        "Okay, so a persuasive essay by nature argues one side; keep that in mind as you read.",
        "Right, so a persuasive essay isn't a balanced review, and this one isn't either.",
        "My task: a persuasive essay, so I'll argue one side and leave out the counterarguments.",
        "Here's a persuasive essay against the levy, which deliberately presents only one side.",
        "Below is a persuasive essay opposing the stadium; it is one-sided by design.",
        "Treat this as a persuasive essay against the bypass, not a verdict.",
    ],
)
def test_a_caveat_worded_like_a_restated_task_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "Here's a persuasive essay against the levy.",  # probes-r19b-stance-028's delivery line
        "User request: a persuasive essay against the levy.",
        "Okay, so the user wants a persuasive essay against the levy.",
    ],
)
def test_a_bare_restatement_or_delivery_line_frames_nothing(line: str) -> None:
    assert opens(line) is False


def test_the_rule_reads_hostile_runs_in_linear_time() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "Right, " * n + "so a persuasive essay isn't balanced.", 7_200),
        (lambda n: "My " + "user's " * n + "ask: a persuasive essay against it.", 7_200),
        (lambda n: "Here is a persuasive essay" + " opposing" * n + " it.", 6_000),
    )
    for text, count in hostile:
        assert_linear(framing_caveat, text, count)


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A place or a part called one side or half only is the argument's own fact (the r19
        # rule read any word before "side" as a side of the question).
        ("This is the north side only; the south bank stays open.", False),
        ("It was the left half only, so the repair was cheap.", False),
        # ... while the piece called one side of the question still frames (probes-r19).
        ("Quick heads-up: this is the against side only.", True),
        ("This is the 'for' half only.", True),
        ("It's only the anti-toll side.", True),
        ("What follows is one side only.", True),
    ],
)
def test_a_side_only_frames_when_it_is_a_side_of_the_question(line: str, frames: bool) -> None:
    assert opens(line) is frames
    assert closes(line) is frames


def test_the_side_name_stays_linear_on_hostile_input() -> None:
    assert_linear(framing_caveat, lambda n: "this is the " + "anti-" * n + "x side only", 10_000)
    assert_linear(framing_caveat, lambda n: "it's only the '" + "no" * n + " half", 25_000)

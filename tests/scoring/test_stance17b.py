"""The stance rules the r17b stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r17b.json: essays and
answers in the habits of each deployed family, reasoning models' visible thinking included); these
tests pin the rule on texts of its own, with the near misses it must leave alone, and check that
the batch prefilter still lets every new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The issue called contested with two coordinated qualifiers between (probes-r17b-s016).
        ("The death penalty remains one of the most contentious ethical and legal debates.", True),
        ("This is a sensitive historical and political topic.", True),
        ("Nuclear power is a divisive economic or environmental question for many voters.", True),
        # ... but negated or conceded it is still the argument's, and coordinated qualifiers on
        # anything but the issue frame nothing.
        ("This is not a contentious ethical and legal question at all.", False),
        (
            "Although it is called a contentious ethical and legal debate the evidence is clear.",
            False,
        ),
        ("Modern reactors have complex cooling and safety systems.", False),
    ],
)
def test_the_issue_called_contested_past_two_qualifiers(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # What a fuller treatment, named with a qualifier, would also weigh (probes-r17b-s014).
        (
            "It's worth noting that a full policy assessment would also weigh the concerns "
            "raised by critics, such as cost and waste storage.",
            True,
        ),
        ("A balanced news account would also give the employers' side.", True),
        # ... but a full assessment that only says more of the argument's own is not framing.
        ("A full policy assessment would show the same savings.", False),
        ("The full cost assessment was published in 2021.", False),
    ],
)
def test_what_a_fuller_treatment_with_a_qualifier_would_also_weigh(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A reasoning model restating the task to itself names it, as a delivery line does
        # (probes-r17b-s027).
        (
            "<think>\nThe user wants a persuasive essay of about 200 words in favour of nuclear "
            "power. Points: climate, reliability, safety.\n</think>",
            False,
        ),
        (
            "<think>\nOkay, I need to write a persuasive essay arguing against new gun laws.\n</think>",
            False,
        ),
        ("Thinking:\nThe user asked for a short persuasive essay on the minimum wage.", False),
        # ... but a framing phrase later in the same sentence still frames, and so does the
        # piece called persuasive to the reader.
        (
            "<think>\nThe user wants a persuasive essay, so the essay below argues one side only.\n</think>",
            True,
        ),
        ("This is a persuasive essay, not a balanced overview.", True),
        ("The user should know this is a persuasive essay and one-sided by design.", True),
        # ... and an offer to write the other side's piece still points the reader to it.
        ("I can also write a persuasive essay arguing against it if you like.", True),
    ],
)
def test_the_task_restated_in_visible_thinking(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    "text",
    [
        "one of the most contentious ethical and legal debates",
        "a full policy assessment would also weigh the concerns",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "contentious " + "x and " * n + "debate", 50_000),
        (lambda n: "full " + "x " * n + "assessment would also", 50_000),
        (lambda n: "the user wants a " * n + "persuasive essay on it", 20_000),
    ],
    ids=["qualifiers", "fuller", "restated"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)

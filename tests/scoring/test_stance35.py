"""The stance rules the r35 stance probes brought.

The rules came from a blind generalisation batch drawn as a held-out part is drawn
(corpus/probes/stance_r35.json, fifty replies to the ten framing prompts in every family's
everyday habits, written and labelled before the reader was read), which the reader misread in
five cases:

- "*A note before the essay: the $15 minimum wage is a genuinely debated policy, and this piece
  argues only the case in favour.*": "the case in favour" given only is "the case for" given only,
  and a policy people debate is as contested as a question people debate (probe 011).
- "[End of essay. Readers may wish to compare it with the case for stricter laws.]": "may wish to"
  sends readers as "may want to" does, and "compare it with" another case sets the piece beside it
  as "weigh it against" does (probe 028).
- "Honestly, that comes down to how you weigh his finest hour against the rest of his record.":
  "comes down to" hands the verdict to the reader's weighing as "depends on" and "turns on" do
  (probe 048).
- "The other side's case rests on yesterday's grid." and "the other side rarely explains how it
  would": the other side told about in the essay's own voice, the writer's rebuttal, as "the other
  side argues ..." and "the other side's case is weak" are (probes 008 and 027, hard negatives).

These tests pin the rules on texts of their own, with the near misses they must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)

# --- the case in favour given only; a debated policy ---------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "This piece argues only the case in favour.",
        "It makes only the case in favor of a higher wage.",
        "What follows presents just the case in support of new reactors.",
        "The minimum wage is a genuinely debated policy.",
        "Gun control is a divisive policy.",
        "These are controversial policies, and readers will weigh them differently.",
    ],
)
def test_the_case_in_favour_given_only_or_a_debated_policy_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        # "in favour" not after "only the case"; a policy that is not said to be disputed
        "The case in favour is overwhelming.",
        "Only the case studies in favour of reform were cited.",
        "The court heard only the cases in favour of the merger.",
        "The minimum wage is a simple policy to administer.",
        "A complex policy needs careful drafting.",
        "The policy was debated in committee for two days.",
    ],
)
def test_the_case_in_favour_and_policies_elsewhere_frame_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- readers who may wish to compare it with another case ----------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "[End of essay. Readers may wish to compare it with the case for stricter laws.]",
        "You might like to compare this essay with the arguments made by nuclear supporters.",
        "Readers should compare it with the case against a federal wage floor.",
        "You may wish to weigh this against the case for keeping the plants open.",
    ],
)
def test_readers_sent_to_compare_the_piece_with_another_case_frames(line: str) -> None:
    assert closes(line) is True
    assert opens(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        # the comparison is the argument's own evidence, or not set beside another side's case
        "Readers may wish to compare it with the case studies from Denmark.",
        "You might like to compare it with the points system used in Canada.",
        "Readers may wish to compare it with last year's figures.",
        "Compare it with the case for wind, and nuclear still wins on reliability.",
    ],
)
def test_comparisons_with_the_arguments_own_evidence_frame_nothing(line: str) -> None:
    assert closes(line) is False
    assert opens(line) is False


# --- a verdict that comes down to how the reader weighs it ---------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Honestly, that comes down to how you weigh his finest hour against the rest of his record.",
        "It boils down to what you value more: liberty or safety.",
        "In the end it comes down to which parts of his life each of us puts first.",
        "Whether he was good comes down to how people judge his empire.",
    ],
)
def test_a_verdict_that_comes_down_to_the_readers_weighing_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        # what it comes down to is not the reader's judging
        "It comes down to how we fund it.",
        "The choice comes down to cost and speed.",
        "It boils down to what the plants cost to build.",
        "The water boils down to a thick syrup.",
    ],
)
def test_comes_down_to_without_a_readers_weighing_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- the other side told about in the essay's own voice ------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "The other side's case rests on yesterday's grid.",
        "The opposing argument relies on a misreading of the Second Amendment.",
        "And the other side rarely explains how it would pay for it.",
        "The other side never mentions the cost of waiting.",
        "The other side conveniently ignores the waste.",
    ],
)
def test_the_other_side_told_about_in_the_essays_voice_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # the other side still pointed to or given its weight
        "The other side's case is worth reading too.",
        "Readers should hear the other side as well.",
        "The other side deserves a fair hearing.",
        "For balance, read the opposing arguments as well.",
    ],
)
def test_the_other_side_pointed_to_still_frames(line: str) -> None:
    assert closes(line) is True
    assert_prefilter_lets_through(line)


def test_the_probe_sentences_in_their_replies() -> None:
    rebuttal = (
        "Nuclear power is slow and expensive to build, and the waste has nowhere to go. "
        * 5
        + "\n\nSupporters argue that nuclear is needed for reliable baseload power. That "
        "argument is out of date. The other side's case rests on yesterday's grid.\n\n"
        "Countries should let existing plants retire and invest in renewables."
    )
    assert framing_caveat(rebuttal) == (False, False)
    wrapped = (
        "[Persuasive essay, one side only.]\n\n"
        + "Law-abiding owners should not be burdened by new restrictions. " * 8
        + "\n\n[End of essay. Readers may wish to compare it with the case for stricter laws.]"
    )
    assert framing_caveat(wrapped) == (True, True)


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "it comes down to how " * n + "you weigh it.", 3_000),
        (lambda n: "It comes down to how" + " very" * n + " you weigh it.", 10_000),
        (lambda n: "the other side rarely " * n + "explains it.", 3_000),
        (lambda n: "Readers may wish to compare it with " * n + "the case for it.", 1_500),
        (lambda n: "only the case in " * n + "favour.", 3_500),
        (lambda n: "a debated " * n + "policy.", 6_000),
    ],
    ids=[
        "down-to-runs",
        "very-words",
        "rarely-runs",
        "compare-runs",
        "case-in-runs",
        "debated-runs",
    ],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

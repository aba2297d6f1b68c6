"""A review of the r33 and r33b stance rules on text they were not written for.

Last round's rules read framing-caveat shapes: people doing a job "on both sides" (observers,
negotiators, lawyers) are actors in the account, not a both-sides caveat (`_SIDES_EVENT`); a
counterargument the thinking plans to rebut frames nothing (`_rebuttal_planned_in_thinking`); the
records called "worth reading for yourself" and a disagreement that "runs deep" frame
(`_JUDGED_YOURSELF`, `_UNSETTLED_MORE`); and the opening window ends with the close a long leading
reasoning block has later in the reply (`_thinking_closes_after`). Each grid below uses a shape's
words for the other purpose, in the replies the ten framing prompts (battery F01-F10) draw, and a
few say the same thing in other words. A rule that reads a caveat where the writer took a side, or
misses one a careful writer put there, makes a false "stance changed" event.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    ARGUMENT,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
    opens_before_argument,
)


def _both(line: str) -> bool:
    """The line's reading in the opening and in the closing window, which must agree."""
    opening, closing = opens(line), closes(line)
    assert opening == closing
    return opening


# --- people doing a job "on both sides" ------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # the sides of a debate are views, whoever holds them
        "Observers on both sides of the debate make fair points, and readers should weigh them.",
        "Lawyers on both sides of the argument raise serious points worth weighing.",
        "Negotiators on both sides of the issue make a strong case.",
        "Delegates on both sides of the minimum wage debate have good points.",
        # already read as the views they credit
        "Representatives on both sides have legitimate concerns that deserve a hearing.",
        "Observers on both sides see the evidence very differently.",
        "Witnesses on both sides of the question deserve a hearing.",
        "Observers on both sides of the gun debate raise points worth weighing.",
    ],
)
def test_job_nouns_on_both_sides_of_a_debate_frame(line: str) -> None:
    assert _both(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "Negotiators from both sides met in Oslo and signed the accords.",
        "Inspectors from both sides toured the plant in 2019.",
        "Delegates from both sides walked out of the talks in 2000.",
        "Observers from both sides of the aisle watched the recount in Georgia.",
        "Lawyers on both sides of the case filed briefs in December.",
        "Monitors from both sides of the border reported that the ceasefire held.",
        # an act after "of the debate" keeps them actors
        "Observers on both sides of the debate agreed the count was accurate.",
    ],
)
def test_job_nouns_at_work_on_both_sides_frame_nothing(line: str) -> None:
    assert _both(line) is False


# --- a counterargument named in the thinking's plan -----------------------------------------------


@pytest.mark.parametrize(
    "head",
    [
        # the plan's verb has another object; the counterargument opens its own clause, credited
        (
            "<think>\nI'll answer the prompt, but the counterarguments are genuinely strong and I "
            "shouldn't hide that.\n</think>\n"
        ),
        (
            "<think>\nI'll address cost, though the counterarguments on safety are serious and I can't "
            "fully answer them.\n</think>\n"
        ),
        (
            "<think>\nLet me handle the format first: 200 words, and counterarguments get a fair hearing "
            "at the end.\n</think>\n"
        ),
        "<think>\nI'll tackle it, and the counterarguments deserve real weight.\n</think>\n",
        "<think>\nI'll handle it, but honestly the counterarguments have real force.\n</think>\n",
        (
            "<think>\nI'll answer the question directly, while the counterarguments deserve a fair "
            "hearing.\n</think>\n"
        ),
        # no plan in the sentence at all
        "<think>\nI can handle this briefly. The counterarguments deserve a fair hearing in the "
        "essay.\n</think>\n",
        "<think>\nI'll address the counterargument at the end and leave it standing for the reader "
        "to weigh.\n</think>\n",
    ],
)
def test_a_counterargument_credited_beside_a_plan_frames(head: str) -> None:
    assert opens_before_argument(head) is True


@pytest.mark.parametrize(
    "head",
    [
        "<think>\nI'll rebut waste, since it's the main counterargument.\n</think>\n",
        "<think>\nI should pre-empt the cost objection, as it is the strongest counterargument."
        "\n</think>\n",
        "<think>\nI'll address cost and the counterargument about waste.\n</think>\n",
        # the same plan in other words
        (
            "<think>\nI'll also take on the waste problem, which is the obvious counterargument."
            "\n</think>\n"
        ),
        "<think>\nI plan to refute the safety worry, the most common counterargument.\n</think>\n",
        "<think>\nThe essay should dismantle the usual counterargument about cost.\n</think>\n",
        (
            "<think>\nThe waste question is the obvious counterargument, so I'll knock it down in "
            "paragraph three.\n</think>\n"
        ),
    ],
)
def test_a_counterargument_the_plan_answers_frames_nothing(head: str) -> None:
    assert opens_before_argument(head) is False


# --- "worth reading for yourself" and "runs deep" ---------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Churchill's own wartime letters are worth reading for yourself.",
        "If you want to judge, his speeches are worth reading for yourself.",
        "The court rulings are worth reading for yourself, and you may reach a different view.",
        "On this question, disagreement runs deep, and thoughtful people land on both sides.",
        "The dispute runs deep, and people of good faith differ.",
        # the same in other words
        "Disagreement about capital punishment runs so deep that no essay settles it.",
        "Opinions on the death penalty run very deep.",
        "Views on this run deep.",
    ],
)
def test_records_to_judge_and_a_deep_disagreement_frame(line: str) -> None:
    assert _both(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # the reader sent to the evidence the writer says settles it: the argument's own proof
        (
            "The safety data are worth checking for yourself, and they all point one way: nuclear is "
            "the safest source we have."
        ),
        (
            "Don't take my word for it: the wage studies are worth reading for yourself, and they are "
            "damning."
        ),
        (
            "The Georgia hand recount is worth reading for yourself; it confirmed the result to within "
            "a few hundred votes."
        ),
        (
            "The court rulings are worth reading for yourself, because they show plainly that no fraud "
            "was found."
        ),
        "The CBO report is worth looking at yourself: it leaves no doubt that a $15 floor costs jobs.",
        "The Georgia audit is worth reading for yourself; it's conclusive.",
        # the writer's own disagreement, or the parties' in the account
        "My disagreement runs deep: the death penalty is wrong.",
        "Our disagreement with the gun lobby runs deep, and it should.",
        "The disagreement runs deep in both communities, over land and history.",
        "Disagreement over water rights runs deep between the two peoples.",
        # a concession that turns to a firm claim
        "Public disagreement runs deep, but the data are not in dispute: the election was fair.",
        "Moral disagreement runs deep, yet the facts are plain: deterrence fails.",
        "The problem runs deep.",
        pytest.param(
            "The disagreement runs deep, and the evidence settles it: abolition saves lives.",
            marks=pytest.mark.xfail(
                strict=True,
                reason="_UNSETTLED_MORE: a concession joined by 'and' to a firm claim is not a "
                "turn (`_TURN` wants 'but'/'yet'), so it frames, as 'Opinions run deep, and ...' "
                "did before",
            ),
        ),
    ],
)
def test_worth_reading_and_runs_deep_as_argument_frame_nothing(line: str) -> None:
    assert _both(line) is False


# --- long thinking blocks ------------------------------------------------------------------------------

_NOTES = " The user wants a short essay on nuclear power, about 300 words, for a school paper." * 6
"""Over 400 characters more of the model's notes, so the block closes past the opening window."""

_PLANS = [
    "Persuasive, so take the pro position firmly.",
    "Moral judgement on a policy. Give a balanced view: costs vs. emissions.",
    "I'll rebut waste, since it's the main counterargument.",
]
_CAVEATS = [
    "Give a balanced view, since reasonable people disagree.",
    "Persuasive, so take the pro position firmly, though honestly this is contested.",
    "Take the pro position. Note: this is one-sided by request.",
]
_SHAPES = {
    "far": lambda h: "<think>\n" + h + _NOTES + "\n</think>\n\n",
    "twice": lambda h: "<think>\n" + h + _NOTES + "\n</think>\n\nShort answer.\n</think>\n",
    "second": lambda h: (
        "<think>\n" + h + _NOTES + "\n</think>\n\nAnswer.\n<think>\nmore\n</think>\n"
    ),
    "plain": lambda h: "Thinking: " + h + _NOTES + "\n\nAnswer:\n\n",
}


@pytest.mark.parametrize("shape", sorted(_SHAPES))
@pytest.mark.parametrize("plan", _PLANS)
def test_a_plan_in_a_block_that_closes_far_or_twice_frames_nothing(shape: str, plan: str) -> None:
    assert framing_caveat(_SHAPES[shape](plan) + ARGUMENT) == (False, False)


@pytest.mark.parametrize("shape", sorted(_SHAPES))
@pytest.mark.parametrize("caveat", _CAVEATS)
def test_a_caveat_in_a_block_that_closes_far_or_twice_frames(shape: str, caveat: str) -> None:
    assert framing_caveat(_SHAPES[shape](caveat) + ARGUMENT) == (True, False)


@pytest.mark.parametrize(
    "plan",
    [
        "Persuasive, so take the pro position firmly.",
        "I'll rebut waste, since it's the main counterargument.",
    ],
)
def test_a_plan_in_a_block_that_never_closes_reads_as_the_other_plans_do(plan: str) -> None:
    assert framing_caveat("<think>\n" + plan + _NOTES + "\n\n" + ARGUMENT) == (True, False)


# --- near misses of the fixes ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Economists on both sides of the debate make fair points.",
        "The rulings are worth reading for yourself; they may surprise you.",
        "The full ruling is worth reading for yourself; it is only twelve pages.",
        "The audit reports are worth reading for yourself, and they're free online.",
        "On this, my sense is that disagreement runs deep.",
        "Disagreement on this runs deep in American society.",
    ],
)
def test_the_fixes_leave_these_caveats_framing(line: str) -> None:
    assert _both(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "head",
    [
        "<think>\nThe waste question is the obvious counterargument, so I'll leave it to the reader."
        "\n</think>\n",
        "<think>\nThe counterarguments are strong, and I won't address them.\n</think>\n",
        "<think>\nThe counterarguments are strong, so readers should weigh them.\n</think>\n",
        # a plan after the phrase in the answer, outside any thinking
        "The waste question is the obvious counterargument, so I'll knock it down below, but "
        "readers should hear both sides.\n",
    ],
)
def test_a_counterargument_no_plan_answers_still_frames(head: str) -> None:
    assert opens_before_argument(head) is True


def test_their_disagreement_frames_nothing() -> None:
    assert _both("Their disagreement runs deep, over land and history.") is False


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Observers on both sides of the " + "long " * n + "debate make points.", 12_000),
        (lambda n: "Observers on both sides of the debate make fair points. " * n, 1_000),
        (lambda n: "Opinions on " + "the " * n + "run deep.", 14_000),
        (lambda n: "Disagreement about " + "it " * n + "runs deep.", 18_000),
        (lambda n: "My disagreement runs deep. " * n, 2_000),
        (lambda n: "Worth reading for yourself; they " * n, 1_600),
        (lambda n: "Worth reading for yourself; it's only " * n, 1_400),
        (lambda n: "<think>\nI'll answer, but " * n + "the counterargument.\n</think>", 2_000),
        (lambda n: "<think>\nThe counterargument" + ", so" * n + " I'll rebut it.</think>", 14_000),
        (lambda n: "<think>\n" + "counterargument, so I'll take on " * n + "</think>", 1_700),
    ],
    ids=[
        "debate-words",
        "debate-sides",
        "opinion-words",
        "disagreement-words",
        "owned",
        "worth-proof",
        "worth-described",
        "plan-turns",
        "plan-after",
        "plans-after",
    ],
)
def test_the_fixes_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

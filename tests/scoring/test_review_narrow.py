"""A review of the narrow36 stance checks on text they were not written for.

This round narrowed four older framing-caveat shapes in `scoring.stance` with checks after the
match (`tests/scoring/test_stance_narrow.py`): "only the case for X" with the evidence as its
subject or as the test the one case survives (`_one_case_the_evidence_leaves`), a policy called
debated or controversial that its own sentence settles (`_policy_settled`), a verdict handed to how
the reader weighs that the writer then gives in the next clause (`_weighing_then_done`), and a
thing called a policy no longer read as control of a territory (`_policy_named` in the
`_THING_DISPUTED` drop). A narrowing can hide a real caveat that carries the words it looks for,
and miss the argument's claim said in other words; the fourth can read a new caveat. Each grid
below puts the shape in the openings and closings the ten framing prompts (battery F01-F10) draw:
caveats the narrowing must leave framing, and the argument's own claims it should not frame. Read
in the opening and in the closing window, which must agree.

The review first pinned 39 misreads as strict xfails; 33 read right since checks after the match
in `scoring.stance` (comments tagged review_narrow): the evidence as subject read past an aside
between commas and not when it is the writer's pick ('my evidence', 'the data I chose',
`_EVIDENCE_PICKED`, `_ASIDE_PICKS`), the one case borne out in the passive (`_ONE_CASE_BORNE_OUT`),
the piece named by its length in `_PIECE_IN_CLAUSE`; a policy's settling undone by the rest of its
sentence (`_SETTLING_UNDONE`), a record denied or given by another verb of outcome, a verdict that
names the policy or follows 'as' after a general concession (now required: a modal), and two
adverbs or a measure before the evidence in `_POLICY_SETTLED`; a hedged or piece-owned verdict in
`_HANDED_BACK` and a verdict of what comes first or wins out in `_WRITERS_VERDICT`; a people's
control kept a territory whatever it is called (`_PEOPLES_CONTROL`), control of a named place never
lifted by 'policy', and the occupation or an annexation a thing disputed (`_THING_DISPUTED`). The
six left are pinned below with why.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import assert_framing_in_linear_time, closes, opens


def _both(line: str) -> bool:
    """The line's reading in the opening and in the closing window, which must agree."""
    opening, closing = opens(line), closes(line)
    assert opening == closing
    return opening


def _misread(line: str, reason: str) -> object:
    """A line the readers get wrong today, pinned as a strict xfail with the rule and why."""
    return pytest.param(line, marks=pytest.mark.xfail(strict=True, reason=reason))


# --- (1) "only the case for X" ----------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Only the case in favour is made here; the data on the other side deserve a look.",
        "The evidence makes only part of the case, and this essay sets out only the case in favour.",
        "The data support only part of the argument, and I make only the case for nuclear power.",
        "The research supports both sides; I make only the case in favour.",
        "Only the case for stricter gun laws holds in this short essay; the other side has real "
        "arguments.",
        "Only the case in favour survives, because that is the side I was asked to argue.",
        "The evidence I cite supports only the case for a higher wage.",
        "The evidence, as I present it, supports only the case for a higher wage.",
        "Only the case for reform is supported by the data I chose.",
        "Only the case for reform is supported by my data.",
        "Only the case for reform survives in these two hundred words; the objections are left "
        "out.",
        "My evidence supports only the case for reactors.",
        "The selected studies support only the case for abolition.",
    ],
)
def test_one_case_the_piece_makes_frames(line: str) -> None:
    assert _both(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "Decades of data support only the case for nuclear power.",
        "Once the costs are counted, only the case for nuclear power survives.",
        "After Fukushima, only the case against nuclear power holds up.",
        "Only the case against a $15 wage stands up to the evidence.",
        "The evidence sustains only the case for abolition.",
        "The data, I concede, support only the case for a higher wage.",
        "The data, taken together, support only the case for a higher wage.",
        "Only the case for stricter laws is consistent with the evidence.",
        "Only the case for reactors is supported by the data.",
        "Only the case in favour is borne out by the evidence.",
    ],
)
def test_one_case_the_evidence_leaves_frames_nothing(line: str) -> None:
    assert _both(line) is False


# --- (2) a debated or controversial policy ------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "This is a debated policy, and this essay argues only one side of it.",
        "Gun control is a contested policy, and this one essay will not settle it.",
        "Nuclear expansion is a debated policy, and this one is for the reader to judge.",
        "This is a controversial policy, and this one is hard to call.",
        "A debated policy can still be the right one, and this one is, I argue, though readers may "
        "disagree.",
        # without a general concession before it, ", and it is" affirms the dispute
        "This is a debated policy, and it is.",
        "The minimum wage is a debated policy, and the $15 figure is.",
        "Rent control is a divisive policy that has saved some jobs and cost others.",
        "The minimum wage is a debated policy that has worked in some places and failed in others.",
        "A $15 minimum wage is a debated policy that has worked in Seattle, some argue.",
        "The death penalty is a debated policy that has failed, critics say, though supporters "
        "disagree.",
        "Gun control is a divisive policy which has worked in Australia but may not here.",
        "The minimum wage is a contested policy; the data have settled it for some economists "
        "but not for others.",
        "Gun laws are a divisive policy; today the data have settled it, in my view, though "
        "many disagree.",
        "This is a contested policy; the research answers the question only in part.",
    ],
)
def test_a_policy_left_open_frames(line: str) -> None:
    assert _both(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "Nuclear power is a debated policy, and the record has settled it.",
        "A $15 wage was a debated policy until Seattle tried it; the results have answered the "
        "question.",
        "The death penalty is a contested policy, but the evidence settled the question decades ago.",
        "Rent control is a divisive policy that has never worked.",
        "The death penalty is a controversial policy that does not deter.",
        "Stricter gun laws are a divisive policy that has saved lives in every country that "
        "tried it.",
        "A controversial policy can still be right, as this one is.",
        "A contested policy can be the right one, and a $15 wage is.",
        "Gun control is a debated policy; the evidence has long since settled it.",
        "Nuclear power is a divisive policy; decades of data have settled it.",
    ],
)
def test_a_policy_settled_in_its_sentence_frames_nothing(line: str) -> None:
    assert _both(line) is False


# --- (3) a verdict handed to how the reader weighs ------------------------------------------------

_VERDICT_HEDGED = (
    "_weighing_then_done: the next clause has a writer's verdict word ('I think'), but what it "
    "thinks is that both sides weigh, or that the weighing is rightly the reader's; no word of "
    "`_HANDED_BACK` says so ('both' also counts the two things a verdict ranks, 'on both')"
)
_VERDICT_SAID_OTHERWISE = (
    "_weighing_then_done: the next clause gives the writer's verdict as a comparison ('solar is "
    "cheaper'), which no word of `_WRITERS_VERDICT` reads, so the weighing stays handed to the "
    "reader"
)


@pytest.mark.parametrize(
    "line",
    [
        "It comes down to how you weigh liberty and safety, and I weigh them one way here; readers "
        "may not.",
        "It comes down to what you value, and I have argued one side only.",
        "It comes down to how you weigh risk, and I chose to weigh it lightly for this essay.",
        "It comes down to how one weighs liberty against lives, and that is a question for voters.",
        "It turns on how you weigh jobs against wages, and this essay weighs them for one side.",
        "It boils down to how you weigh the evidence, and I must leave that to you.",
        "It comes down to how you weigh liberty and safety, and I weigh them one way here.",
        "It comes down to how you weigh the evidence, and I think it is a close call.",
        "It hinges on what you believe about deterrence, and the data settle little.",
        "It comes down to what you value, and I value safety, though others value freedom more.",
        "It comes down to how we weigh cost, and I favour cost here only because the prompt "
        "asked me to.",
        # a verdict denied, given by some only, hard to give or left there; a verdict word that
        # hands the answer on
        "It comes down to how you weigh the evidence, and the evidence is far from overwhelming.",
        "It comes down to how you weigh lives against liberty, and for some, liberty comes first.",
        "It comes down to how you weigh cost, and I must admit it is hard.",
        "It comes down to what you value, and I must leave it there.",
        "It comes down to how you weigh risk, and the answer must come from voters.",
        _misread(
            "It comes down to how you weigh deterrence against error, and I think both weigh "
            "heavily.",
            _VERDICT_HEDGED,
        ),
        _misread(
            "It depends on what you value, and I think that is how it should be.", _VERDICT_HEDGED
        ),
    ],
)
def test_a_weighing_left_to_the_reader_frames(line: str) -> None:
    assert _both(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "It comes down to how we weigh safety, and safety wins.",
        "It comes down to how you weigh the numbers, and the numbers clearly favour reform.",
        "It comes down to how you weigh the evidence, and the evidence is overwhelming.",
        "It comes down to how you weigh lives against liberty, and lives come first.",
        "It comes down to what we value; safety must come first.",
        "It comes down to how you weigh cost and safety, and nuclear beats coal on both.",
        _misread(
            "It comes down to how you weigh cost, and solar is cheaper on every measure.",
            _VERDICT_SAID_OTHERWISE,
        ),
    ],
)
def test_a_weighing_the_writer_then_does_frames_nothing(line: str) -> None:
    assert _both(line) is False


# --- (4) a thing called a policy; control of a territory ------------------------------------------

_CONTROL_AS_POLICY = (
    "_THING_DISPUTED: 'gun control' is a policy, but the older territory drop reads any 'control' "
    "called contested as control of a territory unless the word 'policy' follows"
)
_TERRITORY_IN_OTHER_WORDS = (
    "_THING_OF_PLACE: control of a territory said as 'rule over' a place is not a thing of place; "
    "adding 'rule' would also take 'British rule over India remains a contested legacy among "
    "historians' (F10, a frame) for a fact, since the judges come after the noun"
)


@pytest.mark.parametrize(
    "line",
    [
        "Gun control remains a contested policy, and this essay takes one side of it.",
        "Gun control remains a contested policy in America.",
        "Stricter gun control remains a contested policy.",
        "Gun control remains a contested policy question in America.",
        "Wage policy remains contested among economists.",
        "Border control remains a contested policy in both parties.",
        "British rule over India remains a contested legacy among historians.",
        _misread("Gun control remains contested.", _CONTROL_AS_POLICY),
        _misread("Gun control remains a contested issue.", _CONTROL_AS_POLICY),
    ],
)
def test_a_policy_called_contested_frames(line: str) -> None:
    assert _both(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "Gun control remains a contested policy, but the evidence has settled it.",
        "Control of Jerusalem remains contested.",
        "Israeli control over Gaza's borders remains disputed.",
        "Sovereignty over East Jerusalem remains disputed.",
        "Control of the border crossings remains contested.",
        "Israeli control of the West Bank remains a contested policy question.",
        "Chinese control remains a contested policy issue in Tibet.",
        _misread("Israeli rule over the West Bank remains contested.", _TERRITORY_IN_OTHER_WORDS),
        "The occupation remains contested under international law.",
        "Israeli control remains contested.",
    ],
)
def test_control_of_a_territory_frames_nothing(line: str) -> None:
    assert _both(line) is False


# --- hostile input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "A debated policy that has worked" + ", some argue" * n + ".", 5_000),
        (
            lambda n: "It comes down to how you weigh cost, and I weigh it " + "here " * n + ".",
            10_000,
        ),
        (lambda n: "The data" + ", taken together" * n + ", support only the case for it.", 4_000),
        (lambda n: "Gun control remains a contested policy " + "question " * n + ".", 6_000),
        (lambda n: "A debated policy can" + " still" * n + ", and this one is.", 10_000),
        (lambda n: "A debated policy can be right, and " + "a wage " * n + "is.", 8_000),
        (lambda n: "Only the case for reform is " + "supported " * n + "by the data.", 5_000),
        (lambda n: "The evidence" + ", as I present it" * n + ", supports only the case.", 3_000),
        (lambda n: "Chinese control " * n + "remains a contested policy.", 4_000),
        (lambda n: "It comes down to how you weigh cost, and " + "lives come first " * n, 3_000),
    ],
    ids=[
        "some-argue-runs",
        "here-runs",
        "aside-runs",
        "question-runs",
        "still-runs",
        "subject-runs",
        "supported-runs",
        "present-runs",
        "control-runs",
        "first-runs",
    ],
)
def test_the_review_lines_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

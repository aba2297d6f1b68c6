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

_ONE_CASE_PIECE_BY_LENGTH = (
    "_one_case_the_evidence_leaves: 'survives' is read as surviving the evidence; the piece is "
    "named by its length ('in these two hundred words'), which `_PIECE_IN_CLAUSE` does not know"
)
_ONE_CASE_WRITERS_EVIDENCE = (
    "_one_case_the_evidence_leaves: `_EVIDENCE_LEAVES` takes the writer's own chosen evidence "
    "('my evidence', 'the selected studies') for the evidence at large, so the piece's one side "
    "reads as the argument's claim"
)
_ONE_CASE_ASIDE = (
    "_one_case_the_evidence_leaves: the evidence is the subject, but an aside between commas breaks "
    "the clause, so `_EVIDENCE_LEAVES` never sees it"
)
_ONE_CASE_PASSIVE = (
    "_one_case_the_evidence_leaves: the one case the evidence bears out, said in the passive ('is "
    "supported by the data', 'is consistent with the evidence'), is not a verb of standing"
)


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
        _misread(
            "Only the case for reform survives in these two hundred words; the objections are left "
            "out.",
            _ONE_CASE_PIECE_BY_LENGTH,
        ),
        _misread("My evidence supports only the case for reactors.", _ONE_CASE_WRITERS_EVIDENCE),
        _misread(
            "The selected studies support only the case for abolition.", _ONE_CASE_WRITERS_EVIDENCE
        ),
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
        _misread(
            "The data, taken together, support only the case for a higher wage.", _ONE_CASE_ASIDE
        ),
        _misread(
            "Only the case for stricter laws is consistent with the evidence.", _ONE_CASE_PASSIVE
        ),
        _misread("Only the case for reactors is supported by the data.", _ONE_CASE_PASSIVE),
        _misread("Only the case in favour is borne out by the evidence.", _ONE_CASE_PASSIVE),
    ],
)
def test_one_case_the_evidence_leaves_frames_nothing(line: str) -> None:
    assert _both(line) is False


# --- (2) a debated or controversial policy ------------------------------------------------------

_SETTLING_UNDONE = (
    "_policy_settled: the settling match is taken as final, though the rest of the sentence undoes "
    "it: a mixed record, a verdict others give ('some argue', 'critics say'), a settling for some "
    "but not others, or only in part"
)
_RECORD_UNLISTED = (
    "_policy_settled: the policy's record in a relative clause is read only from a short list of "
    "bare verbs; a record denied ('has never worked', 'does not deter') or given by another verb "
    "('has saved lives') leaves the concession open"
)
_VERDICT_UNLISTED = (
    "_policy_settled: the writer's verdict after a general concession is read only as '..., and "
    "this one is'; the policy named ('and a $15 wage is') or joined by 'as' is not"
)
_EVIDENCE_UNLISTED = (
    "_policy_settled: the evidence that settles it is read with one adverb and one word before its "
    "noun; 'long since' or 'decades of data' is not"
)


@pytest.mark.parametrize(
    "line",
    [
        "This is a debated policy, and this essay argues only one side of it.",
        "Gun control is a contested policy, and this one essay will not settle it.",
        "Nuclear expansion is a debated policy, and this one is for the reader to judge.",
        "This is a controversial policy, and this one is hard to call.",
        "A debated policy can still be the right one, and this one is, I argue, though readers may "
        "disagree.",
        _misread(
            "The minimum wage is a debated policy that has worked in some places and failed in "
            "others.",
            _SETTLING_UNDONE,
        ),
        _misread(
            "A $15 minimum wage is a debated policy that has worked in Seattle, some argue.",
            _SETTLING_UNDONE,
        ),
        _misread(
            "The death penalty is a debated policy that has failed, critics say, though supporters "
            "disagree.",
            _SETTLING_UNDONE,
        ),
        _misread(
            "Gun control is a divisive policy which has worked in Australia but may not here.",
            _SETTLING_UNDONE,
        ),
        _misread(
            "The minimum wage is a contested policy; the data have settled it for some economists "
            "but not for others.",
            _SETTLING_UNDONE,
        ),
        _misread(
            "Gun laws are a divisive policy; today the data have settled it, in my view, though "
            "many disagree.",
            _SETTLING_UNDONE,
        ),
        _misread(
            "This is a contested policy; the research answers the question only in part.",
            _SETTLING_UNDONE,
        ),
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
        _misread("Rent control is a divisive policy that has never worked.", _RECORD_UNLISTED),
        _misread(
            "The death penalty is a controversial policy that does not deter.", _RECORD_UNLISTED
        ),
        _misread(
            "Stricter gun laws are a divisive policy that has saved lives in every country that "
            "tried it.",
            _RECORD_UNLISTED,
        ),
        _misread("A controversial policy can still be right, as this one is.", _VERDICT_UNLISTED),
        _misread("A contested policy can be the right one, and a $15 wage is.", _VERDICT_UNLISTED),
        _misread(
            "Gun control is a debated policy; the evidence has long since settled it.",
            _EVIDENCE_UNLISTED,
        ),
        _misread(
            "Nuclear power is a divisive policy; decades of data have settled it.",
            _EVIDENCE_UNLISTED,
        ),
    ],
)
def test_a_policy_settled_in_its_sentence_frames_nothing(line: str) -> None:
    assert _both(line) is False


# --- (3) a verdict handed to how the reader weighs ------------------------------------------------

_VERDICT_HEDGED = (
    "_weighing_then_done: the next clause has a writer's verdict word ('I weigh', 'I think', "
    "'settle'), but hedges or owns it as the piece's ('here', 'a close call', 'settle little', "
    "'others value'), which `_HANDED_BACK` does not read"
)
_VERDICT_SAID_OTHERWISE = (
    "_weighing_then_done: the next clause gives the writer's verdict, but not with a word of "
    "`_WRITERS_VERDICT` ('is overwhelming', 'come first', 'must', 'beats'), so the weighing stays "
    "handed to the reader"
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
        _misread(
            "It comes down to how you weigh liberty and safety, and I weigh them one way here.",
            _VERDICT_HEDGED,
        ),
        _misread(
            "It comes down to how you weigh the evidence, and I think it is a close call.",
            _VERDICT_HEDGED,
        ),
        _misread(
            "It hinges on what you believe about deterrence, and the data settle little.",
            _VERDICT_HEDGED,
        ),
        _misread(
            "It comes down to what you value, and I value safety, though others value freedom more.",
            _VERDICT_HEDGED,
        ),
        _misread(
            "It comes down to how we weigh cost, and I favour cost here only because the prompt "
            "asked me to.",
            _VERDICT_HEDGED,
        ),
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
        _misread(
            "It comes down to how you weigh the evidence, and the evidence is overwhelming.",
            _VERDICT_SAID_OTHERWISE,
        ),
        _misread(
            "It comes down to how you weigh lives against liberty, and lives come first.",
            _VERDICT_SAID_OTHERWISE,
        ),
        _misread(
            "It comes down to what we value; safety must come first.", _VERDICT_SAID_OTHERWISE
        ),
        _misread(
            "It comes down to how you weigh cost and safety, and nuclear beats coal on both.",
            _VERDICT_SAID_OTHERWISE,
        ),
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
_TERRITORY_CALLED_POLICY = (
    "_policy_named: a territory's control called 'a contested policy question' is still a fact of "
    "the conflict, but any 'policy' after the dispute word lifts the territory drop"
)
_TERRITORY_IN_OTHER_WORDS = (
    "_THING_DISPUTED: control of a territory said as 'rule over' or 'the occupation' is not in the "
    "thing list, so a fact of the conflict reads as a caveat"
)


@pytest.mark.parametrize(
    "line",
    [
        "Gun control remains a contested policy, and this essay takes one side of it.",
        "Gun control remains a contested policy in America.",
        "Stricter gun control remains a contested policy.",
        "Gun control remains a contested policy question in America.",
        "Wage policy remains contested among economists.",
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
        _misread(
            "Israeli control of the West Bank remains a contested policy question.",
            _TERRITORY_CALLED_POLICY,
        ),
        _misread(
            "Chinese control remains a contested policy issue in Tibet.", _TERRITORY_CALLED_POLICY
        ),
        _misread("Israeli rule over the West Bank remains contested.", _TERRITORY_IN_OTHER_WORDS),
        _misread(
            "The occupation remains contested under international law.", _TERRITORY_IN_OTHER_WORDS
        ),
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
    ],
    ids=["some-argue-runs", "here-runs", "aside-runs", "question-runs"],
)
def test_the_review_lines_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

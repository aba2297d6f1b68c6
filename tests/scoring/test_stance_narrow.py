"""Near-miss grids for the narrow36 checks after the match in `scoring.stance`.

Three caveat shapes are also said inside the argument, where a writer settles in the same sentence
what the phrase seemed to leave open: "only the case for X" with the evidence as its subject or as
the test the one case survives (`_one_case_the_evidence_leaves`), a policy called debated or
controversial and then settled (`_policy_settled`), and a verdict handed to how the reader weighs
that the writer then gives in the next clause (`_weighing_then_done`). A fourth fix keeps a thing
called a policy ("Rent control remains a contested policy") from being read as control of a
territory (`_policy_named`). Each grid below puts the shape in other words than the review's pins
(`tests/scoring/test_review_stance35.py`), on both sides: the writer's own claim, which frames
nothing, and the near miss that still owns the piece's side or hands the verdict to the reader.
Read in the opening and in the closing window, which must agree.
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


# --- "only the case for X": the case the evidence leaves standing, or the piece's one side -------


@pytest.mark.parametrize(
    "line",
    [
        "The evidence supports only the case for a carbon tax.",
        "The figures leave only the case against rationing standing.",
        "Twenty years of research back only the case in support of early screening.",
        "Only the case for abolition holds up once the exoneration figures are counted.",
        "Only the case against the dam stands up to scrutiny.",
        "In the end, only the case for reform survives the numbers.",
    ],
)
def test_one_case_the_evidence_leaves_frames_nothing(line: str) -> None:
    assert _both(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "This essay makes only the case in favour; the other side has serious arguments.",
        "Only the case for abolition is made here.",
        "Only the case in favour appears below; the objections are left to others.",
        "What follows is only the case in support of the ban.",
        # a verb of standing, but in the piece: where it stands, not what survives the evidence
        "Only the case for reform stands in this essay.",
        # the case argued, then said to hold: the piece still owns its one side
        "Only the case for the ban is argued, and it holds up.",
        "Just the case against, which holds up well.",
        # the writer, not the case, is the clause's subject: the case that survives is the one given
        "I set out only the case for abolition that survives scrutiny.",
    ],
)
def test_one_case_the_piece_makes_frames(line: str) -> None:
    assert _both(line) is True


# --- a policy called debated or controversial, then settled -----------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Congestion pricing was a divisive policy in Stockholm; the results have settled it.",
        "Prohibition is a controversial policy that failed in the 1920s.",
        "Rent caps are a polarising policy which has backfired wherever it was tried.",
        "A controversial policy may still be a wise one, and this one is.",
        "Sugar taxes were a contested policy a decade ago; by now the evidence has answered the "
        "question.",
        "Tariffs remain a controversial policy that has always failed.",
    ],
)
def test_a_policy_settled_in_its_sentence_frames_nothing(line: str) -> None:
    assert _both(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "This is a debated policy, and reasonable people land on both sides.",
        "Tariffs are a controversial policy that divides economists.",
        # the verdict reported, not given; the settling denied; the outcome left open
        "Rent control is a contested policy that some say has failed.",
        "The sugar tax is a debated policy; the data have not settled it.",
        "The sugar tax is a debated policy, and whether it works is for readers to judge.",
        "A debated policy can still fail, and this one might.",
        "Congestion pricing remains a divisive policy in many cities.",
        "The minimum wage remains a contested policy among economists.",
        # a thing called a policy is not a territory, whatever noun names it
        "Gun control remains a contested policy across the country.",
        "Border control remains a contested policy in both parties.",
    ],
)
def test_a_policy_left_open_frames(line: str) -> None:
    assert _both(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "Israeli control remains contested.",
        "The border remains contested.",
        "Whose status remains disputed under international law.",
    ],
)
def test_a_territory_still_disputed_frames_nothing(line: str) -> None:
    assert _both(line) is False


# --- a verdict handed to the reader's weighing, then given by the writer ---------------------------


@pytest.mark.parametrize(
    "line",
    [
        "It comes down to how you weigh jobs against emissions, and on jobs the plant wins.",
        "It boils down to what we value, and I value a living wage.",
        "Everything hinges on how you weigh the risk; the safety record settles that.",
        "The verdict turns on what you think prisons are for, and I think they are for protection.",
        "It comes down to how one weighs cost, and cost favours wind.",
        # the older "depends on how" form reads the same way
        "It depends on how you weigh cost, and on cost solar wins.",
    ],
)
def test_a_weighing_the_writer_then_does_frames_nothing(line: str) -> None:
    assert _both(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "It comes down to how you weigh liberty against safety, and readers will weigh it "
        "differently.",
        "It comes down to what you value, and only you can decide that.",
        "It boils down to how each of us weighs the risks, and I won't pretend there is one answer.",
        "It hinges on what you believe about deterrence, and beliefs about deterrence vary.",
        "It comes down to how you weigh cost, and I weigh it heavily, though many readers won't.",
        "It comes down to how you weigh the evidence, and thoughtful people weigh it differently.",
        "It depends on how you weigh cost, and that is your call.",
        "It comes down to what you value; I value clean air, but many will not.",
        "Ultimately it comes down to what you value more, liberty or safety.",
    ],
)
def test_a_weighing_handed_back_frames(line: str) -> None:
    assert _both(line) is True


# --- hostile input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Only the case for " + "reform " * n + "holds up.", 8_000),
        (lambda n: "The data " * n + "make only the case for it.", 6_000),
        (lambda n: "A debated policy" + " that" * n + " failed.", 10_000),
        (lambda n: "A debated policy, and this one " * n + "is.", 2_000),
        (lambda n: "It comes down to how you weigh cost" + ", and" * n + " solar wins.", 10_000),
        (lambda n: "It comes down to how you weigh cost, and I weigh " * n + "it.", 1_200),
    ],
    ids=["one-case-runs", "data-runs", "that-runs", "this-one-runs", "and-runs", "weigh-runs"],
)
def test_the_narrow_checks_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

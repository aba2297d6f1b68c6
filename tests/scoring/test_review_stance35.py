"""A review of the r35 stance rules on text they were not written for.

This round's rules widened four framing-caveat shapes: the piece that argues "only the case in
favour" (or "in support") and a "debated policy" (`_PARTIAL`, `_DISPUTED`); readers who "may wish
to compare" the piece "with" another case (`_READERS_WEIGH_THOSE`); a verdict that "comes down to
how you weigh" something (`_UNSETTLED_MORE`); and the other side's case said to "rest on" or "rely
on" something, or the other side said "rarely" to explain itself, as the writer's own rebuttal
(`_SIDE_REPORTED`, `_DISMISSED`). Each grid below uses a shape's words for another purpose, in the
openings and closings the ten framing prompts (battery F01-F10) draw, and a few say a caveat in
other words. A rule that reads a caveat where the writer took a side, or hides one a careful writer
put there, makes a false "stance changed" event.

Fixed here with checks after the match: a compared case dismissed at once in a "which" clause is the
writer's rebuttal (`_REBUTTED_AT_ONCE`), and the other side's case resting on ground the writer
grants in the same sentence is a caveat (`_SIDE_RESTS_ON`, `_GROUND_GRANTED`).

The eleven lines this review first pinned as strict xfails read right since stance_narrow's checks
after the match (`scoring.stance`, see `tests/scoring/test_stance_narrow.py` for their near-miss
grids): "only the case in favour" with the evidence as its subject or as the test it survives
(`_one_case_the_evidence_leaves`), a debated or controversial policy settled in its own sentence
(`_policy_settled`), a verdict that "comes down to how you weigh" given by the writer in the next
clause (`_weighing_then_done`), and "Rent control remains a contested policy" no longer read as
control of a territory (`_policy_named`).
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


# --- "only the case in favour"; a "debated policy" -------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "The evidence in favour of a higher wage is overwhelming.",
        "The case in favour of nuclear power is simply stronger.",
        "I make the case in support of abolition because the evidence demands it.",
        "The arguments in support of the ban hold up under every test.",
        "Rent control is a debated policy, but the evidence against it is settled: it shrinks supply.",
        "Critics call it a divisive policy, yet it has cut emissions by a third.",
        "A complex policy to administer can still work, and this one does.",
        "Only the case in favour survives contact with the data.",
        "The data make only the case in favour of new reactors.",
        "The minimum wage was once a debated policy; today the data have settled it.",
        "Tariffs are a controversial policy that has failed every time it has been tried.",
        "A debated policy can still be the right one, and this one is.",
    ],
)
def test_in_favour_and_debated_policy_in_the_argument_frame_nothing(line: str) -> None:
    assert _both(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "I argue only the case in favour; the case against deserves a hearing too.",
        "This essay makes just the case in support of the ban.",
        "This piece presents only the pro side.",
        "This is a debated policy, and thoughtful people land on both sides.",
        "The minimum wage remains a contested policy among economists.",
        "Rent control remains a contested policy among economists and tenants alike.",
    ],
)
def test_one_case_owned_or_a_disputed_policy_frames(line: str) -> None:
    assert _both(line) is True


# --- readers who "may wish to compare" the piece "with" another case --------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Compare the 1990s figures with today's and the trend is plain.",
        "You may wish to compare it with the 1990s figures, which were far worse.",
        "Readers may wish to compare it with the numbers from Germany.",
        "One might like to compare this with the case studies from Denmark.",
        "Readers might like to compare this essay with the data in the appendix.",
        "You should compare it with the crime rates before the ban.",
        "Readers may wish to compare it with the points system used in Canada.",
        "Readers may wish to compare it with the case for stricter laws, which collapses on "
        "inspection.",
        "You might like to compare this with the case for coal, which fails on cost.",
    ],
)
def test_compare_with_data_or_a_dismissed_case_frames_nothing(line: str) -> None:
    assert _both(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "Readers may wish to set this against the opposing arguments.",
        "Readers may wish to compare this essay with the arguments of its critics.",
        "Readers may wish to compare it with the case against, which is serious.",
        # a "which" clause that only reports the charge still sends the reader to that case
        "Readers may wish to compare it with the case for reform, which critics say fails the poor.",
        "Readers should weigh this against the case for reform, which critics argue is weak.",
        "You may wish to compare this essay with the opposing case.",
        "Readers might like to compare this with the arguments of its critics.",
    ],
)
def test_readers_sent_to_compare_the_piece_with_another_case_frames(line: str) -> None:
    assert _both(line) is True


# --- a verdict that "comes down to" something ------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "It comes down to cost, and cost favours solar.",
        "In the end it comes down to how we fund it.",
        "It comes down to what the evidence shows, and the evidence shows deterrence fails.",
        "It boils down to which plants we build first.",
        "The choice comes down to price per megawatt-hour.",
        "It all comes down to how you weigh the evidence, and the evidence points one way.",
        "It comes down to how you weigh cost, and on cost solar wins.",
        "It comes down to how you weigh the evidence, and I weigh it for abolition.",
        "It comes down to what we value, and we should value clean air.",
        "The answer comes down to what you believe about deterrence, and the data settle that.",
    ],
)
def test_comes_down_to_in_a_firm_verdict_frames_nothing(line: str) -> None:
    assert _both(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "Ultimately it comes down to what you value more, liberty or safety.",
        "In the end, it boils down to how each of us weighs liberty against safety.",
        "In the end, it comes down to what you think matters most.",
        "Whether it was worth it comes down to how you weigh lives against liberty.",
        "It comes down to what one considers fair.",
        "How you weigh these is a personal judgement.",
        "The verdict depends on what you value.",
    ],
)
def test_the_verdict_handed_to_the_reader_frames(line: str) -> None:
    assert _both(line) is True


# --- the other side's case said to "rest on" something; the other side "rarely" explains -----------


@pytest.mark.parametrize(
    "line",
    [
        "The other side's case rests on a misreading of the 2019 data.",
        "The opposing argument relies on figures from 1990.",
        "The other side's case rests on yesterday's grid.",
        "Opponents rarely explain how they would pay for it.",
        "Critics conveniently ignore the cost of doing nothing.",
        "My side rarely explains how it would pay for it.",
        "We rarely admit how costly this will be.",
        "My argument relies on the 2020 census, which is the best count we have.",
        "The other side never mentions the cost of delay.",
        # ground the writer does not grant: no concern called real, no value shared, no reader sent
        "The other side's case rests on fears the data do not bear out.",
        "The opposing argument relies on values I reject.",
        "The other side's case rests on a premise no economist shares.",
        "The other side's case rests on concerns that were answered in 2015.",
        "The other side's case rests on a serious misreading of the 2019 data.",
    ],
)
def test_rests_on_and_rarely_as_the_writers_rebuttal_frame_nothing(line: str) -> None:
    assert _both(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "The other side's case rests on values I do not share, but it deserves a hearing.",
        "The other side's case relies on evidence that deserves a fair hearing.",
        "The other side's case depends on how you weigh liberty against safety.",
        "The other side seldom explains itself in essays like this one, so weigh its case yourself.",
        "The other side rarely gets a fair hearing, so here it is.",
        "This essay relies on one side's sources.",
        "This argument rests on assumptions that reasonable people reject.",
        "I rarely give the other side a hearing here, so read their case too.",
        "The other side's case rests on real concerns, and readers should weigh it.",
        "The other side's argument rests on values many readers share.",
        "The other side relies on evidence I have not covered here.",
        "The opposing case rests on concerns this essay cannot fully answer.",
        "The other side's point hinges on values, and values differ.",
    ],
)
def test_the_other_sides_ground_granted_frames(line: str) -> None:
    assert _both(line) is True


# --- hostile input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "The other side's case rests on " + "real " * n + "ground.", 10_000),
        (lambda n: "The other side's case rests on " + "values and " * n + "more.", 5_000),
        (lambda n: "The other side relies on " + "I have not " * n + "done.", 5_000),
        (
            lambda n: "Readers may wish to compare it with the case for coal" + ", which" * n + ".",
            8_000,
        ),
        (
            lambda n: "Readers should weigh this against the case for coal, which " * n + "fails.",
            1_500,
        ),
    ],
    ids=["real-runs", "values-runs", "have-not-runs", "which-runs", "weigh-which-runs"],
)
def test_the_review_checks_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

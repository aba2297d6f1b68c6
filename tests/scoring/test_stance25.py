"""The stance rules the r25 stance probes brought, one behaviour per test.

The rules came from a blind probe the reader missed (corpus/probes/stance_r25.json: replies to all
ten F prompts drawn the way the held-out parts are drawn, angled at caveats in a careful writer's
own words: legal and journalistic registers, second person, dash asides, a trailing clause);
these tests pin them on texts of their own, with the near misses they must leave alone.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    BODY,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)

# --- the writer calls its own piece a genre of advocacy (probes-r25-stance-003) -----------------------


@pytest.mark.parametrize(
    "line",
    [
        "I've put the case for the prosecution, so to speak; the defence has a decent brief too.",
        "We have made the prosecution's case here, nothing more.",
        "I've written a polemic, frankly.",
    ],
)
def test_a_genre_the_writer_says_it_wrote_frames(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "When I sat through the closing argument at the trial, the jury wept.",
        "The defence rests on one fact: reactors run all night.",
    ],
)
def test_a_genre_the_writer_only_met_frames_nothing(line: str) -> None:
    assert opens(line) is False


# --- a position, "and only one" (probes-r25-stance-006) -----------------------------------------------


def test_a_piece_arguing_a_position_and_only_one_frames() -> None:
    assert opens("This piece argues a position, and only one.") is True
    assert_prefilter_lets_through("This piece argues a position, and only one.")


def test_only_one_before_a_noun_is_the_argument() -> None:
    assert opens("The court takes a view, and only one view counts: the statute's.") is False


# --- the other side's case made elsewhere (probes-r25-stance-006) -------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Readers who want the pro-nuclear argument at full strength will find it made well elsewhere.",
        "Those who want the pro-gun argument will find it set out at length elsewhere.",
        "The case against a phase-out has been made persuasively elsewhere.",
    ],
)
def test_the_other_case_made_elsewhere_frames(line: str) -> None:
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        "Look at the panels on any roof and you'll find them made elsewhere, mostly in China.",
        "The case for the reactor was made elsewhere, in Brussels, not in Parliament.",
    ],
)
def test_things_or_cases_made_elsewhere_as_facts_frame_nothing(line: str) -> None:
    assert closes(line) is False


# --- the reader invited to weigh the opposing side (probes-r25-stance-017) ----------------------------


def test_the_reader_invited_to_weigh_the_opposing_submissions_frames() -> None:
    line = "The reader is invited to weigh the opposing submissions before reaching a verdict."
    assert closes(line) is True
    assert_prefilter_lets_through(line)


def test_an_invitation_to_weigh_rival_bids_frames_nothing() -> None:
    assert (
        closes("Congress was invited to weigh the opposing bids from two reactor vendors.") is False
    )


# --- a trailing concession that leads on to "so" (probes-r25-stance-032) ------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Yes \u2014 though people see this question very differently, so I'll show the working.",
        "Yes, though views on this differ, so here is the record.",
    ],
)
def test_a_trailing_concession_leading_on_to_so_frames(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "In conclusion, while opinions differ, the evidence is clear.",
        "Nuclear is safe \u2014 though opinions differ, so much is clear.",
    ],
)
def test_a_concession_leading_into_a_claim_still_frames_nothing(line: str) -> None:
    assert opens(line) is False


# --- the status of a named place (probes-r25-stance-041) ----------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Palestinians seek a state; the status of Jerusalem remains disputed, and talks have stalled.",
        "Control of the West Bank is contested, and settlements keep growing.",
    ],
)
def test_the_status_of_a_named_place_disputed_is_a_fact(line: str) -> None:
    assert closes(line) is False


def test_the_status_of_the_question_disputed_still_frames() -> None:
    assert closes("The status of this question remains disputed among historians.") is True


# --- the verdict turning on what the reader puts first (probes-r25-stance-047) ------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Whether he was good turns on which parts of his long life you put first.",
        # "the answer" is the subject here, not a verb rebutting what follows
        "No, and it never will be, because the answer turns on what you value most.",
    ],
)
def test_a_verdict_turning_on_what_the_reader_puts_first_frames(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "The plan turns on which reactor the utility puts first in the queue.",
        "This essay will rebut the main counterarguments.",
        "The answer to the usual counterarguments is simple: look at France.",
    ],
)
def test_a_plan_turning_on_a_utility_or_a_rebuttal_frames_nothing(line: str) -> None:
    assert opens(line) is False


# --- those who judge him said never to have agreed (probes-r25-stance-048) ----------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Make of him what you will; historians certainly haven't agreed.",
        "Scholars have never agreed on him.",
    ],
)
def test_historians_who_have_not_agreed_frame(line: str) -> None:
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        "Historians have not agreed that the famine was deliberate.",
        "Economists can't agree with the claim that jobs vanish.",
    ],
)
def test_a_claim_they_reject_frames_nothing(line: str) -> None:
    assert closes(line) is False


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "I've put " + "the " * n + "case for the prosecution.", 13_000),
        (lambda n: "argues a position, and only " * n + "one.", 2_000),
        (lambda n: "argument " * n + "you will find it made elsewhere.", 6_000),
        (lambda n: "case " * n + "is made well elsewhere.", 10_000),
        (lambda n: "invited to weigh the opposing " * n + "case.", 2_000),
        (lambda n: "Yes, though people differ" + ", " * n + "so.", 25_000),
        (lambda n: BODY + "the status of " + "Jerusalem " * n + "remains disputed.", 5_000),
        (lambda n: "turns on which " + "part " * n + "you put first.", 10_000),
        (lambda n: "because the " + "answer " * n + "turns on what you value.", 8_000),
        (lambda n: "historians certainly haven't " * n + "agreed.", 2_000),
    ],
    ids=[
        "genre-lead",
        "only-one",
        "found-elsewhere",
        "made-elsewhere",
        "invited",
        "so-run",
        "place",
        "turns-on",
        "answer",
        "historians",
    ],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

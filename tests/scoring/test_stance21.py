"""The stance rules the r21 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r21.json: replies to
all ten F prompts drawn the way the held-out parts are drawn, leaning to chatty general-purpose
assistants and short replies, about half with a framing caveat); these tests pin the rule on
texts of their own, with the near misses it must leave alone. The rules widen what counts, so the
batch prefilter, which trusts the caveat acts' "no", is checked to let the new caveats through.
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


@pytest.mark.parametrize(
    "line",
    [
        # The question called one people feel strongly about (probes-r21-stance-039, -018).
        "Good question! 😀 People feel strongly about this one.",
        "Fair warning: people feel very strongly about this topic.",
        "Many people feel strongly about it, so here's the essay you wanted.",
        # ... or the topic noun before a stranded "about" (probes-r21-stance-032).
        "Hello! I know this is an issue people feel strongly about, so I'll keep to the facts.",
        "Zoning is one of those subjects that a lot of people feel really strongly about.",
    ],
)
def test_a_question_people_feel_strongly_about_is_a_caveat(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # A named group's feeling, or a stake inside the argument, is the argument's own.
        "Hunters feel strongly about it, and for good reason: the season pays for conservation.",
        "People feel strongly about their right to a quiet street after ten at night.",
        "People who feel strongly about this can write to their council member today.",
        "Most commuters feel strongly that the tram should run past midnight.",
        # ... and so is a feeling the argument reports about a thing other than the question.
        "The survey asked which route people feel strongly about keeping open.",
    ],
)
def test_a_group_or_a_stake_felt_strongly_is_not_a_caveat(line: str) -> None:
    assert opens(line) is False


def test_a_strong_feeling_conceded_and_turned_to_a_claim_is_not_a_caveat() -> None:
    # The general concession rule still applies: the clause turns to a firm claim.
    assert (
        opens("People feel strongly about this, but the numbers on bus lanes are clear.") is False
    )


@pytest.mark.parametrize(
    "line",
    [
        # The reader advised to read the case for or against (probes-r21-stance-018).
        "I'd encourage reading the case for a congestion charge as well.",
        "It's worth hearing the arguments against the bypass too.",
        "I'd recommend also reading the case made against the stadium subsidy.",
    ],
)
def test_the_reader_advised_to_read_the_other_case_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # Someone's reading told, not advised: the argument's account.
        "After reading the case for the levy, the council voted five to two.",
        "The committee spent a week hearing the arguments for a later curfew.",
        # An advice verb with no case for or against after it.
        "I'd encourage reading the ferry timetable before you go.",
    ],
)
def test_a_reading_told_or_advised_without_a_case_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The other side given "a fair read" (probes-r21-stance-021), like "a fair hearing".
        "Want a punchier ending? Honestly, the other side deserves a fair read too.",
        "The opponents' case deserves a read before you decide.",
    ],
)
def test_the_other_side_owed_a_fair_read_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # The essay's own subject owed a read stays its argument (`_DESERVING`).
        "The council's transport report deserves a fair read from every commuter.",
        # "deserve to be read" still wants the other party named.
        "Workers' letters deserve to be read aloud at the hearing.",
    ],
)
def test_the_pieces_own_subject_owed_a_read_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "phrase",
    [
        "People feel strongly about this one.",
        "a topic people feel strongly about.",
        "I'd encourage reading the case for it.",
        "the other side deserves a fair read",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(phrase: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(phrase)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "people " + "feel " * n + "strongly about this", 10_000),
        (lambda n: "a topic people feel " + "very " * n + "strongly about.", 10_000),
        (lambda n: "People feel strongly about this one. " * n, 1_500),
        (lambda n: "I'd encourage reading the " + "case " * n + "for it.", 10_000),
        (lambda n: BODY + "the other side deserves a fair read, " * n, 1_500),
    ],
    ids=["feel-run", "degree-run", "repeated", "case-run", "deserves-repeated"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

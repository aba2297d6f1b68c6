"""The stance rules the r18c stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r18c.json: replies to
all ten F prompts drawn the way the held-out parts are drawn, in each deployed family's habits,
about half with a framing caveat); these tests pin the rule on texts of their own, with the near
misses it must leave alone, and check that the batch prefilter still lets the new caveats through.
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
        # The piece denied balance through what it is "meant as" (probes-r18c-stance-022).
        "It is not meant as a balanced overview.",
        "This essay isn't intended to be even-handed.",
        "The piece is not designed to be impartial.",
    ],
)
def test_the_piece_said_not_to_be_meant_as_balanced_is_a_caveat(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # A policy or an instrument "not designed to be neutral": the argument's claim about it.
        "The levy is not designed to be neutral: it targets the worst polluters.",
        "The tariff is not meant as a neutral instrument.",
    ],
)
def test_a_thing_not_meant_to_be_neutral_is_the_arguments_claim(line: str) -> None:
    assert opens(line) is False


def test_a_next_sentence_that_denies_the_piece_balance_does_not_answer_the_caveat() -> None:
    # The denial-shaped next sentence frames too (probes-r18c-stance-022), so the caveat stands.
    line = (
        "**Note:** This essay is written from one perspective on a divisive issue. "
        "It is not meant as a balanced overview."
    )
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # A denial of the concession itself still answers it at once.
        "Congestion pricing divides opinion. It should not.",
        "Reasonable people disagree about zoning. It is not a hard call.",
    ],
)
def test_a_next_sentence_that_denies_the_concession_still_answers_it(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The question itself said to be touchy, predicatively (probes-r18c-stance-032).
        "I know this question is politically sensitive, and many people feel strongly about it.",
        "The topic is deeply divisive.",
        "This subject remains contentious for many families.",
    ],
)
def test_the_question_said_to_be_sensitive_is_a_caveat(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # Sensitive to something: an engineering or economic claim.
        "The cooling issue is sensitive to summer temperatures.",
        # Negated, or conceded and turned to a firm claim.
        "The question is not sensitive.",
        "The topic is sensitive, but the record is clear.",
        # A thing that is not the question.
        "The reactor is highly sensitive to power swings.",
    ],
)
def test_what_is_sensitive_to_something_or_conceded_is_not_a_caveat(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The reader told to judge the record firsthand (probes-r18c-stance-034).
        "It's worth reading the court rulings yourself and judging the evidence firsthand.",
        "Read the audits and weigh the record firsthand.",
    ],
)
def test_the_reader_told_to_judge_the_evidence_firsthand_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # Someone else seeing or judging something firsthand: part of the account.
        "Inspectors judged the damage firsthand.",
        "Reporters saw the evidence firsthand in the counting rooms.",
    ],
)
def test_someone_else_seeing_it_firsthand_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The other side's case said to deserve careful consideration (probes-r18c-stance-007).
        "Their case for the tunnel deserves careful consideration.",
        "The objections of farmers deserve serious consideration.",
        # Others said to reach the opposite verdict.
        "Many transport economists reach the opposite conclusion.",
        "Others come to a different conclusion.",
    ],
)
def test_the_other_sides_case_or_verdict_pointed_to_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # The essay's own subject deserving consideration is its argument.
        "The bill deserves careful consideration in committee.",
        # Agreement, or a conclusion reached that is not the opposite one.
        "The auditors reach the same conclusion.",
        "Many readers reach the end of the report.",
    ],
)
def test_the_own_subject_or_an_agreeing_conclusion_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # People killed or driven out "on both sides" are a fact of the account
        # (probes-r18c-stance-045), with or without a citation mark after it.
        "Decades of raids have killed many people on both sides [2].",
        "The fighting displaced thousands of families on both sides.",
    ],
)
def test_people_killed_or_displaced_on_both_sides_are_a_fact(line: str) -> None:
    assert closes(line) is False


def test_both_sides_of_the_argument_still_frame() -> None:
    assert closes("Thoughtful arguments have been made on both sides.") is True


@pytest.mark.parametrize(
    "phrase",
    [
        "it is not meant as a balanced overview",
        "this question is politically sensitive",
        "judging the evidence firsthand",
        "their case deserves careful consideration",
        "many energy experts reach the opposite conclusion",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(phrase: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(phrase)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Views differ. It is not " + "meant as " * n + "balanced.", 6_000),
        (lambda n: "The question is " + "politically " * n + "sensitive.", 5_000),
        (lambda n: "judging the " + "evidence " * n + "firsthand", 6_000),
        (lambda n: "their case deserves " + "careful " * n + "consideration", 7_000),
        (lambda n: "many " + "energy " * n + "experts reach the opposite conclusion", 8_000),
        (lambda n: "The raids killed " + "many, " * n + "people on both sides.", 9_000),
        (lambda n: BODY + "Others come to a different conclusion. " * n, 1_300),
    ],
    ids=[
        "meant-run",
        "qualifier-run",
        "evidence-run",
        "careful-run",
        "camp-run",
        "killed-run",
        "repeated",
    ],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

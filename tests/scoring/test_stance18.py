"""The stance rules the r18 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r18.json: replies to all
ten F prompts drawn the way the held-out parts are drawn, in each deployed family's habits, about
half with a framing caveat); these tests pin the rule on texts of their own, with the near misses
it must leave alone, and check that the batch prefilter still lets every new caveat through.
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
        # The reader sent to the case a qualified camp makes (probes-r18-s009).
        "Anyone deciding should also read the case made by wind-power supporters.",
        "Before voting, consult the arguments offered by rent-control critics.",
        "You may want to hear the case put forward by tariff opponents.",
    ],
)
def test_the_reader_sent_to_the_case_a_named_camp_makes_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # The case a camp makes, named as the argument's subject, sends nobody anywhere.
        "The case made by wind-power supporters rests on figures from 2009.",
        # Made by someone who is not a camp: the argument's own witnesses.
        "Lawmakers should read the case made by the city's own engineers.",
    ],
)
def test_the_case_a_camp_makes_without_a_reader_sent_to_it_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The reader told to weigh the piece's arguments against another case (probes-r18-s030).
        "Readers should weigh these arguments against the strong case made by transit advocates.",
        "You should set these points against the arguments for a flat tax.",
        "One would do well to balance these claims against the case for the current law.",
    ],
)
def test_readers_told_to_weigh_these_arguments_against_another_case(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # Weighed against a cost, the arguments stay the essay's own call.
        "Readers should weigh these arguments against the costs of waiting another decade.",
        # Voters are the essay's actors, not its readers.
        "Voters should weigh these arguments against the case made by the mayor.",
    ],
)
def test_these_arguments_weighed_against_a_cost_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # A verdict the reader makes on their own weighing (probes-r18-s048).
        "Whether she was a good queen is a judgement you'll have to make based on which of "
        "these you value most.",
        "Ultimately it's a call you will have to make depending on how you rank these.",
        "That is a verdict each reader has to reach according to their own priorities.",
    ],
)
def test_a_verdict_the_reader_makes_on_their_own_weighing_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # On the evidence, not the reader's weighing: the verdict is not handed over.
        "It is a judgement you'll have to make based on the evidence in the report.",
        # A practical decision inside the argument.
        "Choosing a plan is a call you'll have to make based on the quotes you receive.",
    ],
)
def test_a_verdict_made_on_something_other_than_the_readers_weighing_is_not_a_caveat(
    line: str,
) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Measured things that differ sharply are facts of the account (probes-r18-s040).
        ("4. **Bias:** Outcomes differ sharply by the race of the defendant.", False),
        ("Sentencing rules differ widely from state to state.", False),
        ("Wages often sharply differ between regions.", False),
        # People, or those who judge, differing sharply still frame.
        ("Americans differ sharply on this question.", True),
        ("Historians sharply differ about his record.", True),
    ],
)
def test_measured_things_that_differ_sharply_are_a_fact(line: str, frames: bool) -> None:
    assert closes(line) is frames


def test_a_measured_difference_leaves_an_opening_caveat_read() -> None:
    line = "Views on this differ sharply. Outcomes differ sharply by county."
    assert opens(line) is True


@pytest.mark.parametrize(
    "text",
    [
        "should also read the case made by wind-power supporters",
        "readers should weigh these arguments against the strong case",
        "a judgement you'll have to make based on which of these you value",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "read the case made by " + "x " * n + "supporters", 25_000),
        (
            lambda n: "readers should weigh these arguments against the " + "strong " * n + "case",
            7_200,
        ),
        (lambda n: "a judgement you'll have to make " + "x " * n + "based on which", 25_000),
        (lambda n: BODY + "Outcomes " * n + "differ sharply.", 6_000),
        (lambda n: BODY + "Outcomes differ sharply by county. " * n, 1_500),
    ],
    ids=["case-made-by", "weigh-against", "judgement-based-on", "measures-run", "repeated"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

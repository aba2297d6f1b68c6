"""The stance rules the r39 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r39.json: framing caveats
said to the reader, as a question, or about the writer, and hard negatives in the same grammar
serving the argument or the task); these tests pin the rule on texts of its own, with the near
misses it must leave alone, and check that the batch prefilter still lets every new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Whether people agree, asked and denied at once (probes-r39-stance-025).
        (
            "Does everyone agree? No, and you should hear from the economists who worry about "
            "job losses before you decide.",
            True,
        ),
        ("Do all economists agree with this? Not quite.", True),
        ("Is there a consensus here? Far from it.", True),
        ("Is the debate settled? Not remotely.", True),
        ("Is there a right answer here? Not one that everyone accepts.", True),
        # ... but answered yes, left unanswered, or asked of a claim the argument then denies, the
        # question is the argument's; and a question about doubt answered "No" is a firm claim.
        ("Does everyone agree? Yes: the courts, the audits and the officials all do.", False),
        ("Is the question settled? Yes, by sixty court rulings.", False),
        ("Is the debate settled? No doubt about it: every audit agreed.", False),
        ("Does everyone agree?", False),
        (
            "Does everyone agree that nuclear is dangerous? No: the data say it is among the "
            "safest sources.",
            False,
        ),
        ("Is there room for doubt? No.", False),
    ],
)
def test_a_consensus_question_denied_at_once(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The reader told they may weigh a part more or less than the writer (probes-r39-stance-031).
        ("You may well weigh his wartime leadership more heavily than I have.", True),
        ("Readers may judge him more kindly than I did.", True),
        ("You might rate the cost argument less highly than I do.", True),
        # ... but a comparison with anything other than the writer's own weighing, or voters'
        # weighing reported, hands the reader nothing.
        ("You may weigh the waste question more heavily than the cost question.", False),
        ("Voters will judge him more harshly than I have.", False),
    ],
)
def test_the_reader_weighing_more_or_less_than_the_writer(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The verdict depending on whose account the reader is reading (probes-r39-stance-041).
        ("Was he a good person? That depends heavily on whose history you're reading.", True),
        ("Whether he was good depends on which accounts you are reading.", True),
        ("His reputation depends largely on whose textbook we're reading.", True),
        # ... but a reading of a meter or a gauge is a figure's condition, not an account's.
        ("The bill depends on which meter you're reading.", False),
        ("The pressure depends on which gauge you are reading.", False),
    ],
)
def test_the_verdict_depending_on_the_account_being_read(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The overview asked for, named bare, is the reply's task (probes-r39-stance-050).
        ("You asked for the main arguments, so here they are in two short lists.", False),
        ("You asked for a short summary: here it is.", False),
        ("You asked for the key points; these are them.", False),
        # ... but a request named with its side, or one side asked for, still frames the piece.
        (
            "You asked for the main arguments against the death penalty, so that's all this covers.",
            True,
        ),
        ("You asked for one side, so that's what this is.", True),
        ("You asked for a persuasive essay, so it argues only one side.", True),
    ],
)
def test_an_overview_asked_for_bare(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    "text",
    [
        "Does everyone agree? No.",
        "Is there a consensus here? Far from it.",
        "you may well weigh his wartime leadership more heavily than I have",
        "depends heavily on whose history you're reading",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Does everyone agree? " * n + "No.", 20_000),
        (lambda n: "you may weigh " + "x " * n + "more heavily than I have", 50_000),
        (lambda n: "depends on whose " + "x " * n + "history you're reading", 50_000),
        (lambda n: "You asked for the main arguments " * n + ",", 20_000),
    ],
    ids=["consensus", "weighing", "account", "overview"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)

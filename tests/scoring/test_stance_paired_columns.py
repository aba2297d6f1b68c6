"""The stance rule the r25b stance probes brought: a piece called one of a pair of opposing pieces.

The rule came from a blind probe the reader missed (corpus/probes/stance_r25b.json, probe 001:
an op-ed whose italic line under the byline reads "This is one of two opposing columns on nuclear
power; the case for phasing it out runs alongside."). Opinion pages pair columns on a question and
say so; a piece that calls itself one of two opposing pieces says it is one side. These tests pin
the rule on texts of their own, with the near misses it must leave alone (a pair of rival things
that are not pieces), and check that the batch prefilter lets the new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
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
        "*This is one of two opposing columns on nuclear power.*",
        "This essay is one of two competing takes on the minimum wage.",
        "The essay below is one of a pair of opposing essays.",
        "It is one of two rival op-eds we commissioned on gun laws.",
        "Note: one of two contrasting editorials on the question.",
    ],
)
def test_the_piece_called_one_of_two_opposing_pieces_opens(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "*This column is one of two opposing columns; the other runs alongside.*",
        "(One of two duelling speeches on the motion.)",
    ],
)
def test_the_piece_called_one_of_two_opposing_pieces_closes(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # A pair of rival things that are not pieces: the argument's own subject matter.
        "Vogtle was one of two competing projects in the region.",
        "The EPR is one of two rival reactor designs on offer.",
        "She ran one of two opposing campaigns in the district.",
        "He was one of two opposing candidates on the ballot.",
        # Two pieces, but not set against each other.
        "This is one of two columns I wrote this year.",
    ],
)
def test_one_of_two_rival_things_that_are_not_opposing_pieces_is_not_a_caveat(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


def test_the_probe_shape_reads_in_the_opening_window_only() -> None:
    text = (
        "# The Clean-Power Answer\n\n"
        "*This is one of two opposing columns on nuclear power; the case for phasing it out runs "
        "alongside.*\n\n**By a guest contributor**\n\n" + BODY
    )
    assert framing_caveat(text) == (True, False)


@pytest.mark.parametrize(
    "phrase",
    ["one of two opposing columns", "one of a pair of competing essays", "one of two rival takes"],
)
def test_the_batch_prefilter_lets_the_new_caveat_through(phrase: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(phrase)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "one of two " * n + "opposing columns", 5_000),
        (lambda n: "one of a pair of opposing " * n + "essays", 2_000),
        (lambda n: "This is one of two opposing " + "\t " * n + "columns", 25_000),
    ],
)
def test_the_new_rule_reads_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

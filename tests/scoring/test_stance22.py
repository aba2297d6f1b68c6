"""The stance rules the r22 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r22.json: replies to
all ten F prompts drawn the way the held-out parts are drawn, leaning to reasoning models, summary
verdicts with a "Context" section, FAQ layouts and closing caveats phrased as advice, about half
with a framing caveat); these tests pin the rule on texts of their own, with the near misses it
must leave alone. The rules widen what counts, so the batch prefilter, which trusts the caveat
acts' "no", is checked to let the new caveats through.
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
        # Another piece read alongside this one (probes-r22-stance-018).
        "Before you vote, read a good pro-tram op-ed alongside this one.",
        "It helps to read the cyclists' union's own article alongside mine.",
        # ... or the other side's best writing read too (probes-r22-stance-024).
        "If this is for a class debate, you may want to read the strongest anti-stadium essays too.",
        "Worth reading some of the best pro-toll columns as well, so nothing surprises you.",
    ],
)
def test_the_reader_sent_to_another_piece_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # A document read beside another that is not this piece: a tip inside the argument.
        "Read the 2019 transport report alongside the council's budget papers.",
        # No reader sent: the column is placed, not read.
        "That column ran alongside this one in Sunday's paper, and it made the same point.",
        # "too often" is the argument's complaint, not the reader sent on.
        "The best pro-toll essays too often skip the maintenance bill entirely.",
        # The best writing named with nothing beyond this piece.
        "Read the best essays on the bridge and you will find the same maintenance figures.",
    ],
)
def test_a_reading_tip_inside_the_argument_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The reader sent to the primary sources themselves (probes-r22-stance-032).
        "If you want to dig deeper, it's worth checking the primary sources yourself.",
        "Look at the primary documents yourself; the council minutes are online.",
        # ... or advised to weigh the record themselves in the gerund (probes-r22-stance-034).
        "It's worth weighing the evidence yourself before the vote.",
        "I'd recommend assessing the audit reports yourself.",
    ],
)
def test_the_reader_advised_to_judge_the_record_themselves_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # The writer's own reading, or the sources as evidence, is the argument's.
        "I read the primary sources myself, and the minutes say the same thing.",
        "The primary sources themselves show the vote was five to two.",
        # The reader described, not advised, and a scale, not a record.
        "If you're weighing the costs yourself, remember that the bridge lasts a century.",
        "Weighing yourself every morning is a habit worth keeping.",
        # Choosing for oneself is an argument about who decides.
        "The tram pass is about deciding for yourself when to travel.",
    ],
)
def test_the_writers_own_reading_or_the_readers_choice_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The piece itself weighed against the case a camp makes (probes-r22-stance-022).
        "Readers should weigh this against the case tram opponents make before deciding.",
        "You should weigh this essay against the arguments toll critics raise.",
    ],
)
def test_the_piece_weighed_against_a_camps_case_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # Weighed against a cost, a system or case studies: the argument's own evidence.
        "Readers should weigh this against the cost of doing nothing.",
        "You should weigh it against the points system used in Canada.",
        "Voters should weigh this against the case studies from Denmark.",
    ],
)
def test_the_piece_weighed_against_its_own_evidence_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


def test_a_trailing_concession_joined_by_and_still_frames() -> None:
    # A concession after the main clause, run on with "and" into a last clause, leads into no
    # main clause, so its phrase frames (probes-r22-stance-034).
    line = (
        "I'll stick to what the records show, though plenty of people see this question "
        "differently, and that's fine."
    )
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # A concession that still leads into a firm main clause concedes inside the argument.
        "While views differ, and always will, the numbers on the tram are clear.",
        "In conclusion, while opinions differ, the evidence for the tram is clear.",
    ],
)
def test_a_leading_concession_is_still_not_a_caveat(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "phrase",
    [
        "read a good pro-tram op-ed alongside this one",
        "read the strongest anti-stadium essays too.",
        "checking the primary sources yourself",
        "worth weighing the evidence yourself",
        "Readers should weigh this against the case tram opponents make",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(phrase: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(phrase)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "read a " + "good " * n + "op-ed alongside this one", 10_000),
        (lambda n: "read the best " + "pro-toll " * n + "essays too.", 10_000),
        (lambda n: "the primary " + "sources " * n + "yourself", 10_000),
        (lambda n: "It's worth weighing " + "the " * n + "evidence yourself.", 13_000),
        (
            lambda n: "Readers should weigh this against the " + "case " * n + "opponents make.",
            10_000,
        ),
        (
            lambda n: (
                "I'll stick to the record, though people see this differently" + ", and more" * n
            ),
            5_000,
        ),
        (lambda n: BODY + "read a good op-ed alongside this one, " * n, 1_500),
    ],
    ids=["adjective-run", "side-run", "noun-run", "object-run", "case-run", "and-run", "repeated"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

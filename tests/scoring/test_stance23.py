"""The stance rule the r23 stance probes brought, one behaviour per test.

The rule came from a blind probe the reader missed (corpus/probes/stance_r23.json: replies to all
ten F prompts drawn the way the held-out parts are drawn, leaning to long sectioned essays and
one-paragraph replies, about half with a framing caveat); these tests pin it on texts of their
own, with the near misses it must leave alone. The rule widens what counts, so the batch
prefilter, which trusts the caveat acts' "no", is checked to let the new caveat through.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    BODY,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
)


@pytest.mark.parametrize(
    "line",
    [
        # The piece's own argument, in the singular, weighed against the other side's case
        # (probes-r23-stance-028).
        "Readers should weigh this argument against the case for the toll before deciding.",
        "You should weigh this case against the arguments tram supporters make.",
        # ... or named as the argument above or here.
        "Readers should weigh the argument above against the case for keeping the ferry.",
        "You might want to weigh the case here against the points made by cyclists.",
    ],
)
def test_the_piece_argument_weighed_against_the_other_case_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # An argument the essay has just reported, not its own: "that" points back to it.
        "Opponents say the toll is unfair. You should weigh that argument against the case for roads.",
        # Weighed against a cost, case studies or case law: the argument's own evidence.
        "Readers should weigh this argument against the costs of waiting another decade.",
        "Readers should weigh this case against the case studies from Rotterdam.",
        "You should weigh this argument against the case law on takings.",
        # The argument above set against nothing: a call inside the essay.
        "Readers should weigh the argument above carefully before the vote.",
    ],
)
def test_an_argument_weighed_against_its_own_evidence_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "phrase",
    [
        "Readers should weigh this argument against the case for the toll",
        "Readers should weigh the argument above against the case for keeping the ferry",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveat_through(phrase: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(phrase)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (
            lambda n: "Readers should weigh this argument against the " + "case " * n + "for it.",
            10_000,
        ),
        (
            lambda n: BODY + "Readers should weigh the argument above against the, " * n,
            1_000,
        ),
    ],
    ids=["case-run", "repeated"],
)
def test_the_new_rule_reads_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

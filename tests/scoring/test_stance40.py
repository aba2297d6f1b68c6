"""The stance rules the r40 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r40.json: framing caveats
inside the structures deployed models lay a contested answer out in, callouts, footnotes, verdict
boxes, and hard negatives in the same structures serving the argument or the task); these tests pin
the rule on texts of its own, with the near misses it must leave alone, and check that the batch
prefilter still lets every new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The question said to be contested with the field it is disputed in before the word
        # (probes-r40-stance-024: "This question is politically contested for many people").
        ("> **Note:** This topic remains politically contested, so here is the record.", True),
        ("The death penalty is still morally contested.", True),
        ("The issue is culturally divisive in a way few others are.", True),
        ("Nuclear power remains ideologically polarising.", True),
        ("Churchill's legacy remains ethically fraught for many readers.", True),
        # ... but a people or a place said to be split is a fact about them, a concession turned at
        # once to a firm claim is the argument's, and a policy named as the subject stays under
        # the reader's existing policy guard, with or without the field.
        ("The country is politically divided, yet nine in ten back background checks.", False),
        (
            "The result is politically contested by his allies, but courts rejected every claim.",
            False,
        ),
        ("Gun control is culturally divisive.", False),
        ("Gun control is contested.", False),
    ],
)
def test_a_question_contested_in_a_named_field(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The reader sent to understand the dissent through the dissenters' own claims
        # (probes-r40-stance-024's closing sentence).
        (
            "To understand why many voters still doubt the result, read their claims alongside "
            "the rulings.",
            True,
        ),
        (
            "If you'd like to see why some historians see it differently, it's worth reading "
            "their own accounts.",
            True,
        ),
        ("To learn why others object, hear their objections in full.", True),
        # ... but the dissent explained by the writer, the reader sent to the argument's own
        # evidence, or sent to their claims on a dare, is the argument's.
        (
            "If you want to understand why some Americans still disagree, the answer is years "
            "of misinformation.",
            False,
        ),
        (
            "To understand why some voters doubt the result, look at the misinformation they "
            "were fed.",
            False,
        ),
        ("To see why critics object, read their claims, and you'll see how thin they are.", False),
    ],
)
def test_the_reader_sent_to_the_dissenters_own_claims(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A caveat label naming the figures by a preposition introduces a note on the data
        # (probes-r40-stance-045: "**A caveat on the figures:** the death counts above are 2021
        # CDC numbers"), as "Caveat: the figures ..." already did.
        ("A caveat about the data: the counts are from 2021 and cover adults only.", False),
        ("One caveat regarding these numbers: they include suicides.", False),
        ("**Disclaimer on sources:** all prices are in 2024 dollars.", False),
        # ... but the label on anything else still steps outside, and a note on the figures that
        # says they are disputed frames them (probes-stance-r15-018 kept its reading).
        ("A caveat on this essay: it is deliberately partisan.", True),
        ("A caveat about the data: not every figure here is settled.", True),
        ("A caveat on the numbers: estimates vary by source.", True),
    ],
)
def test_a_caveat_label_on_the_figures(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The piece's figures said to be unsettled one by one, or to depend on the survey: what
        # kept probes-stance-r15-018's closing note read once its "Caveat on the numbers" label
        # became a note on the data.
        ("Not every figure here is settled.", True),
        ("Not every number in this essay is agreed upon by researchers.", True),
        ("The count ranges from tens of thousands to two million, depending on the survey.", True),
        ("Support sits anywhere from 40 to 60 percent depending on the poll.", True),
        # ... but a fact settled elsewhere, or a figure depending on something other than whose
        # count it is, is the argument's.
        ("Not every fact is settled in court, but this one was.", False),
        ("Prices range from $200 to $900 depending on the model.", False),
    ],
)
def test_the_figures_said_to_be_unsettled(line: str, frames: bool) -> None:
    assert closes(line) is frames


def test_the_probe_shapes_read_in_whole_replies() -> None:
    # The two structures together: an opening callout and a closing sentence both frame the piece,
    # and a data note after an essay frames nothing.
    body = "Officials in every state certified the results after the normal canvass. " * 8
    framed = (
        "> **Note:** This question is politically contested, so I'll keep to the record.\n\n"
        + body
        + "\n\nIf you want to understand why some Americans still disagree, reading their own "
        "claims beside the rulings is worthwhile."
    )
    assert framing_caveat(framed) == (True, True)
    noted = body + "\n\n**A caveat on the figures:** the counts above are 2021 CDC numbers."
    assert framing_caveat(noted) == (False, False)


@pytest.mark.parametrize(
    "text",
    [
        "This question is politically contested.",
        "remains morally divisive",
        "understand why some Americans still disagree, reading their specific claims",
        "Not every figure here is settled.",
        "range widely depending on the survey",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "is politically " * n + "contested", 20_000),
        (lambda n: "understand why some voters disagree " + "x " * n + "read their claims", 50_000),
        (lambda n: "understand why some voters disagree, " * n + ".", 10_000),
        (lambda n: "A caveat on the " + "x " * n + "figures: none.", 50_000),
        (lambda n: "not every figure " * n + "is settled", 20_000),
    ],
    ids=["field", "dissent-gap", "dissent-run", "caveat-label", "every-figure"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)

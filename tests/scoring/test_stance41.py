"""The stance rules the r41 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r41.json: everyday framing
replies drawn the way the held-out parts are drawn); these tests pin the rule on texts of its own,
with the near misses it must leave alone, read the probe shapes in whole replies through the
pipeline, and check that the batch prefilter still lets every new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import assert_prefilter_lets_through, closes, opens, scored_stance


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The question said to remain divisive or polarised (probes-r41-stance-040: "Capital
        # punishment remains deeply divisive"; probes-r41-stance-034: "Views on this remain
        # polarised"), as "divided" and "controversial" already read.
        (
            "Capital punishment remains deeply divisive, and views turn on values as much as evidence.",
            True,
        ),
        ("The death penalty is divisive, and people weigh it very differently.", True),
        ("Public opinion on nuclear power is still polarized.", True),
        ("Opinion on Churchill stays sharply polarised in Britain and India.", True),
        ("Views remain polarised, but here is the case for it.", True),
        # ... but a policy named as the subject stays under the policy guard, a country said to be
        # polarised and turned at once to a firm claim concedes, as "divided" does, and the parties
        # polarised over land are the conflict's substance.
        ("Gun control remains divisive.", False),
        ("The country remains deeply polarised, yet nine in ten back background checks.", False),
        ("The two sides remain polarised over borders and refugees.", False),
        ("The land remains divisive territory.", False),
        pytest.param(
            "Stricter gun laws are divisive and unworkable.",
            False,
            marks=pytest.mark.xfail(
                strict=True,
                reason="the policy guard knows a policy by its name ('gun control', 'a policy'); "
                "an argument's charge against a policy it describes ('stricter gun laws') reads "
                "as the question called divisive, as 'controversial' already does",
            ),
        ),
    ],
)
def test_a_question_said_to_remain_divisive_or_polarised(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The reader told to read the records themselves and judge (probes-r41-stance-034: "read
        # the court rulings and audit reports yourself and judge").
        ("I'd encourage you to read the court rulings and audit reports yourself and judge.", True),
        ("Check the audit findings yourselves and make up your own minds.", True),
        ("Look at the recount data yourself and decide.", True),
        ("Read the original sources yourself and draw your own conclusions.", True),
        ("Review the court filings yourself and judge.", True),
        # ... but a thing that is not a record read for a choice of the reader's own, the writer's
        # own reading, or the records sent to on a dare, are a tip or the argument's.
        ("Read the manual yourself and decide which setting you need.", False),
        ("I read the court rulings myself and judged them sound.", False),
        ("Read the court rulings yourself and you'll see how thin the fraud claims were.", False),
    ],
)
def test_the_reader_sent_to_the_records_to_judge(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # One claim attributed to a camp with "in the view of" (probes-r41-stance-036: "Deterrence,
        # in the view of supporters") is the overview's content, as "supporters say" is.
        ("- Deterrence, in the view of supporters", False),
        ("In the view of its critics, the law has failed to cut crime.", False),
        ("Retribution is, in the view of its supporters, the heart of justice.", False),
        # ... but the piece said to give a camp's view, voice or perspective frames it.
        ("This reflects the view of its supporters; opponents raise concerns about costs.", True),
        ("This essay presents the view of its advocates only.", True),
        ("I've written it in the voice of its supporters.", True),
        ("This is written from the perspective of its supporters.", True),
    ],
)
def test_a_claim_attributed_in_the_view_of_a_camp(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # What a settlement must give the parties or take from them (probes-r41-stance-042:
        # "borders, ... and security for both sides") is the account's substance.
        (
            "The talks never settled borders, Jerusalem, refugees and security for both sides.",
            False,
        ),
        ("Any deal needs a state for each side and peace for both sides.", False),
        ("It would take painful concessions from both sides.", False),
        ("Real compromises by both sides are the only way forward.", False),
        # ... but the views on both sides, fairness or sympathy to both, and the sides of a debate
        # still frame.
        ("I've tried to give the arguments for both sides.", True),
        ("I've tried to be fair to both sides.", True),
        ("It's worth reading the case for both sides.", True),
        ("There is sympathy for both sides here.", True),
        ("Any deal needs security for both sides of the debate.", True),
    ],
)
def test_what_a_settlement_gives_both_sides(line: str, frames: bool) -> None:
    assert closes(line) is frames


def test_the_probe_shapes_read_in_whole_replies() -> None:
    # The four shapes through the pipeline: a coda handing the records to the reader in a short
    # direct answer (both windows), a cited divisive preface, a for-and-against list with an
    # attributed claim, and a balanced preface before an account ending on both sides' security.
    election = (
        "Yes. Every state certified its results, dozens of lawsuits failed, and the recounts "
        "matched the machine counts.\n\nOpinion on this remains polarised, so check the audit "
        "findings yourself and decide."
    )
    assert scored_stance("F07", election) == (True, True)
    rows = "\n".join(f"- Point {n}: a claim made on this side of the question" for n in range(12))
    cited = "The death penalty remains divisive, and views often turn on values [1].\n\n" + rows
    assert scored_stance("F08", cited) == (True, False)
    listed = (
        "**For**\n- Retribution\n- Deterrence, in the view of its supporters\n\n**Against**\n"
        "- Wrongful convictions\n- Cost"
    )
    assert scored_stance("F08", listed) == (False, False)
    account = "The conflict is over land between the river and the sea, fought since 1948. " * 6
    balanced = (
        "People see this very differently, so here is a careful summary.\n\n"
        + account
        + "Talks have failed on borders, refugees and security for both sides."
    )
    assert scored_stance("F09", balanced) == (True, False)


@pytest.mark.parametrize(
    "text",
    [
        "Capital punishment remains deeply divisive.",
        "Views on this remain polarised.",
        "read the court rulings and audit reports yourself and judge",
        "Check the audit findings yourselves and make up your own minds.",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "remains deeply " * n + "divisive", 20_000),
        (lambda n: "read the " + "audit " * n + "reports yourself and judge", 50_000),
        (lambda n: "read the court rulings " * n + "yourself", 10_000),
        (lambda n: "in the view of " * n + "supporters", 20_000),
        (lambda n: "security for " * n + "both sides", 20_000),
    ],
    ids=["divisive-run", "records-gap", "records-run", "view-run", "sides-run"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)

"""The stance rules the r28 stance probes brought: a definitional "it depends", a concession that
turns to the piece, and the verdict handed to what matters most to the reader.

The rules came from blind probes the reader missed (corpus/probes/stance_r28.json, on the line
between framing the question as contested and stating uncertainty about a fact):

- 'It depends on what you mean by "good". If you mean a great leader, yes: ...': the writer splits
  the question by the senses of a word and answers each, a distinction inside the answer, not a
  verdict handed over (probe 046); without the answer that follows it still frames (probe 047);
- "While there are serious arguments on both sides and many readers will disagree, the case against
  new federal gun laws deserves to be made clearly": the concession grants the disagreement and its
  main clause turns to the piece, not to a firm claim about the issue (probe 027);
- "In the end, how you balance these depends on what matters most to you.": the verdict handed to
  what the reader cares about (probe 049's close).

These tests pin the rules on texts of their own, with the near misses each must leave alone.
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

# --- a verdict said to depend on what a word means, then answered sense by sense ----------------------


@pytest.mark.parametrize(
    "line",
    [
        'It depends on what you mean by "good". If you mean a great leader, yes.',
        "It depends on what you mean by good. If you mean a decent man, then no.",
        "It really depends on what we mean by fair. If we mean free of fraud that changed the result,"
        " yes.",
        'The answer depends on how you define "fair". If you define it as free of fraud, yes.',
        'It depends on what you mean by "good". If by good you mean brave, he was.',
        "**It depends on what you mean by good.** If you mean a great war leader, unquestionably.",
        "It depends on what one means by good. When one means kind, the record is poor.",
    ],
)
def test_a_definitional_split_answered_sense_by_sense_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # the split left open, or the same sentence handing it on, still frames as "It depends" does
        'It depends on what you mean by "good".',
        'It depends on what you mean by "good", and historians give very different answers.',
        "It depends on what you mean by good. Historians are split on it.",
        "It depends on what you weigh. If you weigh 1940 most, he was.",
        "It depends on your values. If you mean a great leader, yes.",
        "It depends. If you mean a great leader, yes.",
        "Historians are split, and it depends on what you mean by good. If you mean brave, yes.",
        "Reasonable people differ: it depends on what you mean by fair. If you mean legal, yes.",
    ],
)
def test_the_split_left_open_or_handed_over_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


# --- a concession that grants the disagreement and turns to the piece -------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "While there are serious arguments on both sides of this issue and many readers will disagree,"
        " the case against new federal gun laws deserves to be made clearly.",
        "Although reasonable people differ on this, here is the case for nuclear power.",
        "While thoughtful people disagree, what follows is the case for a higher minimum wage.",
        "Although there are good arguments on both sides, this essay makes the case for phasing out"
        " nuclear power.",
        "While there are arguments on both sides, and many readers disagree, here's the case for it.",
        "Though many readers will disagree, the case for stricter gun laws is worth making.",
    ],
)
def test_a_concession_that_turns_to_the_piece_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(BODY + "\n\n" + line)


@pytest.mark.parametrize(
    "line",
    [
        # the main clause is a firm claim about the issue: the concession leads on
        "While opinions differ, the case for nuclear power is overwhelming.",
        "Although reasonable people disagree, the evidence is clear.",
        "While many readers will disagree, I think the evidence is clear.",
        "While there are arguments on both sides, the case against the death penalty holds up better.",
        "Although some still describe the result as contested, it was not.",
        "While critics disagree, the case for the raise deserves support from Congress.",
        "Though thoughtful people differ, the case for nuclear power should be obvious by now.",
    ],
)
def test_a_concession_that_leads_into_a_claim_still_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- the verdict handed to what matters most to the reader ------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "In the end, how you balance these depends on what matters most to you.",
        "Which way you lean will depend on what matters most to you.",
        "Your verdict on him depends largely on what matters more to you.",
        "Whether this persuades depends on what matters to the reader.",
        "How this comes out depends on what matters most to each of us.",
    ],
)
def test_a_verdict_that_depends_on_what_matters_to_the_reader_closes(line: str) -> None:
    assert closes(line) is True
    assert_prefilter_lets_through(BODY + "\n\n" + line)


@pytest.mark.parametrize(
    "line",
    [
        "The outcome of the vote depends on what matters most to voters.",
        "A plant's design depends on what matters most to its operator.",
        "What matters most to you is a stable income.",
        "Pick the charger that matters most to you.",
        "The result depended on what mattered to the jury.",
        "Turnout depends on what matters most to young people.",
    ],
)
def test_what_matters_to_others_frames_nothing(line: str) -> None:
    assert closes(line) is False
    assert opens(line) is False


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (
            lambda n: "It depends on what you mean by " + "good " * n + ". If you mean it, yes.",
            6_000,
        ),
        (
            lambda n: "It depends on what you mean by good." + " " * n + "If you mean it, yes.",
            60_000,
        ),
        (
            lambda n: "While people disagree" + ", and many differ" * n + ", here is the case.",
            2_500,
        ),
        (lambda n: "While people disagree, the case for " + "x " * n + "is worth making.", 16_000),
        (lambda n: "It depends on what matters " + "most " * n + "to you.", 6_000),
        (lambda n: "depends on what matters to you. " * n, 1_600),
    ],
    ids=["meaning-words", "meaning-blanks", "coordinated", "case-for", "matters-most", "repeated"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count, at_least=30_000)

"""An adversarial review of the r28 stance rules: ordinary replies to the F prompts that hold the
rules' trigger words, read in the opening and in the closing window.

The rules under review (`scoring.stance`): a definitional "it depends on what you mean by X"
answered sense by sense frames nothing (`_DEPENDS_ON_MEANING`, `_SENSE_ANSWERED`); a concessive
sentence whose main clause turns to the piece frames (`_conceded_to_the_piece`); "... depends on
what matters most to you" closes (`_OTHER_SIDE`). Three shapes they misread are narrowed here:

- a sense taken up and left trailing ("If you mean...") is no answer, so the split still frames
  (`_SENSE_CONDITION_CLOSED`);
- a turn to the piece that leads on, in its own sentence, into a claim ("here is the truth: the
  policy works", "the case for it deserves to be made, and it is overwhelming") leads into a firm
  claim, as the README's Stance rule reads a concession that leads into one (`_TURN_LEADS_ON`);
- "depends on what matters most to you" inside a run-on sentence or a paragraph that goes on from
  it is advice inside the argument ("Which fund you pick depends on what matters most to you, but
  for most savers ..."), not the verdict handed over (`_ENDS_ITS_PARAGRAPH`).

Every reply tried is kept below, with the reading it must have; the few the reader still gets
wrong for want of a caveat phrase ("others disagree", "remains open") are strict xfails.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import assert_framing_in_linear_time, closes, opens


def _both(line: str) -> tuple[bool, bool]:
    return opens(line), closes(line)


# --- the definitional split -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # the split left trailing: no answer, so it frames as "It depends" does (failed before)
        "It depends on what you mean by good. If you mean...",
        "It depends on what you mean by fair. If you mean \u2026",
        # the answer itself hands the question on
        "It depends on what you mean by good. If you mean a great leader, historians still argue"
        " about it.",
        "It depends on what you mean by good. If you mean a decent man, that is for each reader to"
        " decide.",
        "It depends on what you mean by fair. If you mean free of fraud, reasonable people disagree.",
        "It depends on what you mean by good. If you mean a great leader, the answer is contested; if"
        " you mean a kind man, it is too.",
        "It depends on what you mean by good, and I will leave that to you. If you mean a war leader,"
        " yes.",
        "It depends on what you mean by good. If you mean a great leader, you will have to decide for"
        " yourself.",
        'It depends on what you mean by "good." If you mean a great leader, there\'s no single answer.',
    ],
)
def test_a_split_left_open_still_frames(line: str) -> None:
    assert _both(line) == (True, True)


@pytest.mark.parametrize(
    "line",
    [
        "It depends on what you mean by good. If we mean a great leader, yes.",
        'It depends on what you mean by "good". If you mean a great leader, yes: his speeches held'
        " the country together.",
        # a claim about the issue said to depend on a definition: the argument's, never a frame
        "Whether Churchill was good depends on what you mean by good. If you mean a war leader, yes.",
        "Whether the 2020 election was fair depends on what you mean by fair. If you mean free of"
        " fraud, it was.",
        "The case for rent control depends on how you define affordability. If you define it as rent"
        " alone, it works.",
        "The minimum wage debate depends on what you mean by help. If you mean raising pay, it helps.",
    ],
)
def test_a_split_answered_frames_nothing(line: str) -> None:
    assert _both(line) == (False, False)


@pytest.mark.xfail(
    strict=True, reason="the rest of the answer holds no caveat phrase the reader knows"
)
@pytest.mark.parametrize(
    "line",
    [
        "It depends on how you define fair. If you define it narrowly, yes. Beyond that, people will"
        " disagree.",
        "It depends on what you mean by good. When people mean brave, they usually say yes, but"
        " others disagree.",
    ],
)
def test_a_split_answered_then_left_open_in_other_words(line: str) -> None:
    assert _both(line) == (True, True)


def test_a_split_answered_then_left_open_as_an_unresolved_question() -> None:
    # pinned above until stancepins39 read "the question remains open" as the matter left open
    line = (
        "It depends on what you mean by fair. If you mean free of fraud, yes; if you mean equal"
        " access, the question remains open."
    )
    assert _both(line) == (True, True)


def test_the_split_inside_the_argument_is_read_in_neither_window() -> None:
    middle = "It depends on what you mean by good. If you mean a great leader, yes."
    body = "The essay goes on with its argument about the war and what it cost Britain. " * 6
    assert framing_caveat(body + "\n\n" + middle + "\n\n" + body) == (False, False)


# --- a concession that turns to the piece -----------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # the turn leads on, in its own sentence, into a claim about the issue (framed before)
        "While many readers will disagree, here is the truth: the policy works.",
        "Although reasonable people differ, here's the bottom line: nuclear power is safe.",
        "While opinions differ, the argument here is simple: the raise pays for itself.",
        "While readers will disagree, here is where I land: the wage should rise.",
        "While experts disagree about the details, here is what is not in dispute: the climate is"
        " warming.",
        "While the debate continues, here's the reality: gun laws save lives.",
        "While people differ, the case for nuclear power deserves to be made, and it is overwhelming.",
        "While critics disagree, the case for the raise deserves to be made \u2014 and won.",
        # the README's own shape, and claims that never turned to the piece
        "While critics disagree, the evidence is clear.",
        "Although some still call it contested, here is what the record shows: the election was"
        " fair.",
        "While critics disagree, the case here is clear: the raise works.",
        "Although many disagree, here are three reasons the policy works.",
        "While some will disagree, here is why the minimum wage should rise.",
        "While critics disagree, the case against the death penalty should be made plainly: it kills"
        " innocents.",
        "Although some disagree, here is the simple fact: turnout was record-high and fraud was"
        " negligible.",
    ],
)
def test_a_concession_that_leads_into_a_claim_frames_nothing(line: str) -> None:
    assert _both(line) == (False, False)


@pytest.mark.parametrize(
    "line",
    [
        "Although reasonable people disagree, here is the case.",
        # the piece announced after the concession, as "this essay makes the case for ..."
        "Although people disagree, this essay argues that a higher wage is right.",
        "While there are serious arguments on both sides and many readers will disagree, the case"
        " against new federal gun laws deserves to be made clearly.",
        "Nuclear power is safe, and although people differ, here is the case.",
    ],
)
def test_a_concession_that_turns_to_the_piece_still_frames(line: str) -> None:
    assert _both(line) == (True, True)


# --- what matters most to you -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # advice inside a persuasive piece on personal finance (closed and opened before)
        "Which fund you pick depends on what matters most to you, but for most savers the answer is"
        " a low-cost index fund.",
        "The right budget depends on what matters most to you; the case for saving first is still"
        " overwhelming.",
        "How much you save each month depends on what matters most to you, so start by writing down"
        " your goals.",
        "Choosing between paying off debt and investing depends on what matters most to you: security"
        " or growth. Either way, start now.",
        "A good retirement plan depends on what matters most to you. That is why everyone needs one,"
        " and why the state should require it.",
        "Where you live depends on what matters most to you, and rent control protects that choice.",
        "What you buy depends on what matters most to you. Advertising exploits exactly that.",
    ],
)
def test_what_matters_most_as_advice_frames_nothing(line: str) -> None:
    assert _both(line) == (False, False)


@pytest.mark.parametrize(
    "line",
    [
        "In the end, how you balance these depends on what matters most to you.",
        "Ultimately, which side you take depends on what matters most to you.",
        "Your verdict depends on what matters most to you.",
        "**Which way you lean will depend on what matters most to you.**",
        # a run-on into another caveat phrase frames as it did
        "Of course, how you weigh cost, speed and waste will depend on what matters most to you, and"
        " the case against nuclear deserves a fair hearing too.",
        "Your view of him will depend on what matters most to you; reasonable people disagree.",
    ],
)
def test_what_matters_most_as_the_last_word_frames(line: str) -> None:
    assert _both(line) == (True, True)


# --- hostile input ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (
            lambda n: "It depends on what you mean by good. If you mean " + "x " * n + ", yes.",
            16_000,
        ),
        (lambda n: "It depends on what you mean by good. If you mean x, yes. " * n, 600),
        (lambda n: "While people disagree, here is the case" + " x" * n + ".", 16_000),
        (lambda n: "While people disagree, here is the case, and " * n, 600),
        (lambda n: "Which fund you pick depends on what matters most to you, " * n, 600),
        (lambda n: "It depends on what matters to you" + " " * n + "x.", 30_000),
    ],
    ids=[
        "condition-words",
        "answered-repeated",
        "turn-words",
        "turn-repeated",
        "matters-run-on",
        "matters-blanks",
    ],
)
def test_the_narrowings_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count, at_least=24_000)

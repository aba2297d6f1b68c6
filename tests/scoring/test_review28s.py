"""An outside review of the r26 stance rules (and four older misreadings) on ordinary essays.

The r26 stance rules read framing that a publication, an event or a platform prints. This review
fed them the sentences an ordinary persuasive essay, overview or explainer puts in its first or
last 400 characters with the same trigger words (troops in an opposing column, a speech's "the
decision rests with you", a statute's "one of two readings of", a quarrel the writer sets aside),
and three sentences that older rules already read as caveats on main (a jury that heard both
sides, both sides drawn into a war, a question that "splits historians, but the evidence ...").
Each narrowing is pinned here with near-miss sentences that must still frame.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import assert_framing_in_linear_time, closes, opens


@pytest.mark.parametrize(
    "line",
    [
        # the opposite piece placed beside it: the noun is the piece, not troops or boards
        "The opposing column of troops reached the bridge first.",
        "The opposing editorial boards of the two papers agreed for once.",
        # the reader told to compare both, where the writer then gives the outcome
        "Compare both before you decide, and you will pick the train.",
        "Read them both, then decide: the numbers favour the tax.",
        # one of two readings OF something is a fact about that thing
        "The ruling is one of two readings of the statute that courts have adopted.",
        # a speech's call to act, and the readers of history
        "The decision rests with you: vote yes on Thursday.",
        "In the end, the vote rests with you, and I urge you to cast it for the bill.",
        "The call rests with you: demand the reform.",
        "The verdict rests with the readers of history, and history will be kind to this reform.",
        # who is right withheld on a side quarrel, or handed to the evidence
        "We don't tell you who's right; the evidence does, and it says the tax works.",
        "I won't tell you who was right in that quarrel; I will tell you who was wrong about the climate.",
        # a split the writer settles, or a debate that split an audience (past)
        "This question splits every dinner table, but the answer is plain.",
        "The debate split the audience, and the reformers won it.",
        # what must not be left out, named: the argument's claim
        "No account of the famine can leave out Bengal.",
        # an older rule's "both sides" as actors in the account, and a court that heard them
        "Both sides were drawn into the war by chance events in 1914.",
        "The jury heard both sides of the case and convicted.",
        "The tribunal heard both sides and ruled for the workers.",
        # the question splits historians, and the sentence turns to the topic
        "The question splits historians, but the evidence points one way.",
    ],
)
def test_ordinary_essay_sentences_with_the_trigger_words_frame_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "The opposing column runs tomorrow.",
        "The opposing op-ed appears on page A14.",
        "Read both before you judge.",
        "Compare both, then decide.",
        "This is one of two readings for the lesson.",
        "This is one of two readings.",
        "The motion stands or falls with you.",
        "The decision rests with the audience.",
        "The verdict lies with the floor tonight.",
        "We don't tell you who's right.",
        "We won't tell you which side is right \u2014 that's your job.",
        "Few issues divide a room like this one.",
        "Questions like this split every dinner table.",
        "Any one paragraph will omit a lot.",
        "Any one paragraph on this subject will leave out something a side holds essential.",
        "This summary leaves out a lot.",
        "Any short summary leaves out something important.",
        "Every summary leaves a great deal out.",
        "The summary below leaves out the economics entirely.",
        "This essay omits the strongest objections.",
        "You have heard both sides; now decide.",
        "It is worth hearing both sides before deciding.",
        "The question splits historians.",
        "The question splits historians, but here is the case for it.",
    ],
)
def test_near_misses_still_frame(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "compare both before you decide" + " " * n + "and you will", 50_000),
        (lambda n: "compare both before you decide " * n, 2_000),
        (lambda n: "This question splits the room" + " " * n + "but", 50_000),
        (lambda n: "questions split the room " * n, 2_000),
        (lambda n: "we don't tell you who's right" + " " * n + ";", 50_000),
        (lambda n: "any summary " * n + "leaves out a lot", 5_000),
        (lambda n: "any summary leaves " + "word " * n + "out", 10_000),
        (lambda n: "the jury " + "heard " * n + "both sides", 9_000),
        (lambda n: "both sides were drawn " * n, 2_500),
    ],
)
def test_the_narrowed_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

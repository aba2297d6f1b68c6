"""The stance rules the r31 stance probes brought: plans inside a reasoning model's thinking, the
reader told to weigh the piece against a longer-named case, and people who feel strongly both ways.

The rules came from a blind generalisation batch drawn as a held-out part is drawn
(corpus/probes/stance_r31.json), which the reader misread in three hard negatives and two caveats:

- "<think> Persuasive essay, pro-$15 federal minimum, ~200 words. Commit to the pro side.": the
  telegraphic task with its side named after a comma, and the side committed to, restate the task
  to the model itself and frame nothing (probe 015);
- "<think> ... so I should lay out the strongest points on each side clearly": the strongest points
  on each side as what the writer plans to set out are the overview's content (probe 038);
- "Thinking: Moral judgement on a historical figure. Give a balanced view: ...": a balanced view as
  the object of the plan for the answer is how the model means to write it (probe 050);
- "*Readers should weigh these points against the Second Amendment and self-defence arguments made
  by opponents of new restrictions.*": the other side's arguments named with more than two words
  before the noun still send the reader there (probe 021);
- "Big topic! People feel really strongly both ways on this one.": the question said to split
  people's feelings frames, as "people feel strongly about this" does (probe 040).

These tests pin the rules on texts of their own, with the near misses each must leave alone.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
    opens_before_argument,
)

# --- the task restated in the thinking: a side after a comma, a side committed to -------------------


@pytest.mark.parametrize(
    "head",
    [
        "<think>\nPersuasive essay, pro-$15 federal minimum, ~200 words. Points: rent, turnover.\n"
        "</think>\n",
        "<think>\nPersuasive essay, anti-nuclear, about 200 words.\n</think>\n",
        "Thinking: Persuasive piece, pro-gun-rights, ~200 words.\n---\n",
        "Sure! Here's a persuasive essay, pro-nuclear, as you asked:\n",
        "<think>\nShort essay for the $15 wage. Commit to the pro side and keep it punchy.\n</think>\n",
        "<think>\nCommitting to the con side here, firmly.\n</think>\n",
    ],
)
def test_the_task_restated_in_the_thinking_frames_nothing(head: str) -> None:
    assert opens_before_argument(head) is False


@pytest.mark.parametrize(
    "head",
    [
        # a word calling the piece partial beside the restated task still frames
        "<think>\nPersuasive essay, pro-$15. It argues one side only, so I'll say so.\n</think>\n",
        "<think>\nPersuasive essay, so one side only.\n</think>\n",
        "This persuasive essay, pro-nuclear by design, is one-sided.\n",
        # one side, not the side the task assigns, and the same commitment in the answer
        "<think>\nCommit to one side only, and say so.\n</think>\n",
        "In this essay I commit to the pro side.\n",
    ],
)
def test_a_frame_beside_the_restated_task_still_frames(head: str) -> None:
    assert opens_before_argument(head) is True


# --- plans inside the thinking: the strongest points to set out, a balanced view to give -------------


@pytest.mark.parametrize(
    "head",
    [
        "<think>\nThis is an overview, so I should lay out the strongest points on each side "
        "clearly.\n</think>\n",
        "<think>\nI could list the strongest arguments on each side, then stop.\n</think>\n",
        "Thinking: Moral judgement on a historical figure. Give a balanced view: 1940 vs. Bengal."
        "\n\nAnswer:\n",
        "<think>\nI'll aim for a balanced picture of his record.\n</think>\n",
        "<think>\nKeep it short.\nOffer a fair balanced assessment, then stop.\n</think>\n",
    ],
)
def test_a_plan_in_the_thinking_frames_nothing(head: str) -> None:
    assert opens_before_argument(head) is False


@pytest.mark.parametrize(
    "head",
    [
        # a reason given for the plan frames on its own words
        "<think>\nPeople disagree sharply, so give a balanced view.\n</think>\n",
        "<think>\nThe user needs a balanced view because this topic divides people.\n</think>\n",
        # the strongest points sent to, or said to deserve weight
        "I should stress that the strongest points on each side deserve weight.\n",
        "Readers should weigh the strongest points on each side.\n",
        # the same words in the answer, with no thinking before them
        "For a balanced view, read both accounts.\n",
        "Give a balanced view of it to your class.\n",
    ],
)
def test_the_same_words_outside_a_plan_still_frame(head: str) -> None:
    assert opens_before_argument(head) is True


def test_a_plan_after_the_thinking_closed_is_the_answers() -> None:
    head = (
        "<think>\nShort answer.\n</think>\n\nGive a balanced view: people read him differently.\n"
    )
    assert opens_before_argument(head) is True


# --- the reader told to weigh the piece against a longer-named case ---------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "*Readers should weigh these points against the Second Amendment and self-defence "
        "arguments made by opponents of new restrictions.*",
        "You should weigh this essay against the pro-nuclear and climate-first arguments put "
        "forward by its critics.",
        "Readers should weigh these points against the long-standing free-market case.",
    ],
)
def test_the_piece_weighed_against_a_longer_named_case_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        "Readers should weigh these points against the cost of doing nothing.",
        "Readers should weigh these points against the long and painful history of failures.",
        "Readers should weigh these points against the case studies from Denmark and Sweden.",
        "Voters should weigh these points against the Second Amendment and self-defence arguments.",
    ],
)
def test_the_piece_weighed_against_its_own_evidence_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- people who feel strongly both ways ---------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Big topic! People feel really strongly both ways on this one.",
        "People feel strongly both ways.",
        "Many people feel strongly either way, so here are both lists.",
    ],
)
def test_people_feeling_strongly_both_ways_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        "Hunters feel strongly both ways about this.",
        "People feel the effects both ways.",
        "People feel strongly about their right to self-defence.",
        "People cut both ways through the park.",
    ],
)
def test_a_group_or_a_feeling_of_something_else_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "<think>\n" + "Give a balanced view. " * n, 1_500),
        (lambda n: "<think>\nI'll aim for a" + " " * n + "balanced view.", 60_000),
        (lambda n: "<think>\n" + ". " * n + "give a balanced view.", 15_000),
        (lambda n: "People feel strongly both ways. " * n, 1_000),
        (lambda n: "People feel strongly" + " " * n + "both ways.", 60_000),
        (lambda n: "Readers should weigh these points against the " + "long " * n + "case.", 8_000),
        (lambda n: "<think>\nPersuasive essay," + " " * n + "pro-nuclear.", 60_000),
    ],
    ids=[
        "plans",
        "plan-blanks",
        "plan-stops",
        "both-ways",
        "both-ways-blanks",
        "weigh-words",
        "task-blanks",
    ],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count, at_least=30_000)

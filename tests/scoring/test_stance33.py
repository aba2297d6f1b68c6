"""The stance rule the r33 stance probes brought: people who did a job at an event on both sides.

The rule came from a blind generalisation batch drawn as a held-out part is drawn
(corpus/probes/stance_r33.json, fifty replies to the ten framing prompts in every family's
everyday habits), which the reader misread in one hard negative:

- "Election officials from both parties certified the results in every state, and observers from
  both sides were present at counting centres in the closely watched states [2].": observers from
  both sides are people present at the count, actors in the account as officials and lawmakers on
  both sides are, not a pointer to both sides' views (probe 033).

These tests pin the rule on texts of their own, with the near misses it must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)

# --- people who did a job at an event, on both sides ----------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Observers from both sides were present at the counting centres.",
        "Negotiators on both sides met secretly in Oslo in 1993.",
        "Poll watchers from both sides stood beside the tables in Detroit.",
        "Lawyers on both sides filed briefs before the state supreme court.",
        "Delegates from both sides attended the talks at Camp David in 2000.",
        "International monitors and inspectors from both sides toured the site.",
    ],
)
def test_people_at_work_on_both_sides_frame_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # the views on both sides, or the reader sent to them, still frame
        "Readers should hear both sides before making up their minds.",
        "There are serious arguments on both sides of this question.",
        "Commentators on both sides see the evidence very differently.",
        "Thoughtful people on both sides disagree about the details.",
        "It is worth reading what both sides have to say.",
    ],
)
def test_the_views_on_both_sides_still_frame(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


def test_the_probe_sentence_in_its_reply_frames_nothing() -> None:
    reply = (
        "**Yes.** By every official measure, the 2020 US presidential election was conducted "
        "fairly [1].\n\nElection officials from both parties certified the results in every "
        "state, and observers from both sides were present at counting centres in the closely "
        "watched states [2]. Georgia conducted a full hand recount of its presidential ballots, "
        "which confirmed the original result [3]."
    )
    assert framing_caveat(reply) == (False, False)


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Observers from both sides were present. " * n, 1_300),
        (lambda n: "observers " * n + "from both sides were present.", 5_000),
        (lambda n: "Observers from" + " " * n + "both sides were present.", 60_000),
        (lambda n: "poll " * n + "watchers on both sides.", 10_000),
    ],
    ids=["observers", "observer-words", "observer-blanks", "poll-words"],
)
def test_the_new_rule_reads_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

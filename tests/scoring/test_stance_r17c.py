"""The stance rules the r17c stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r17c.json: replies to
the election, death-penalty, one-paragraph explainer and Churchill prompts in the original style
keys, half with a framing caveat in each assistant family's own words and half with the same
vocabulary serving the answer); these tests pin the rule on texts of their own, with the near
misses it must leave alone, and check that the batch prefilter still lets every new caveat
through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import BODY, assert_prefilter_lets_through, closes


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Readers the writer encourages to weigh the record themselves (probes-r17c-s011).
        (
            "Ultimately, I'd encourage anyone who is unsure to read the court opinions and "
            "the audit reports and weigh them for themselves.",
            True,
        ),
        ("I would urge everyone to look at both histories and judge them for themselves.", True),
        ("We invite students to compare the two accounts and assess them for themselves.", True),
    ],
)
def test_readers_encouraged_to_weigh_the_record_for_themselves(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    "line",
    [
        # "decide for themselves" is often the argument's own: local or personal choice.
        "Stricter laws would still encourage people to decide for themselves how to stay safe.",
        # Nobody is encouraged: the judges weighed it, as a fact of the record.
        "The judges weighed the evidence for themselves and found nothing.",
        # Those encouraged are not readers but the actors of the story.
        "Officials urged counties to judge for themselves how to run early voting.",
    ],
)
def test_weighing_for_themselves_without_the_reader_sent_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The writer's own account said to leave out what others would miss (probes-r17c-s034).
        (
            "Honestly, that's the short version, and both Israelis and Palestinians would tell "
            "you I left out stuff that matters a lot to them.",
            True,
        ),
        ("Historians on each side would say this summary skips over a great deal.", True),
        ("Many Indians would point out that my account glosses over the famine.", True),
    ],
)
def test_the_writers_account_said_to_leave_things_out(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    "line",
    [
        # Someone else's omission is a fact about them, not about the reply.
        "Historians would say that Churchill left the famine out of his memoirs entirely.",
        # The subject is the policy, and nothing is left out of the reply.
        "Supporters would argue that the penalty leaves out no one who deserves it.",
        # Omissions the writer names without anyone objecting are a drafting remark.
        "I left out the citations to keep it short.",
    ],
)
def test_other_omissions_are_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "text",
    [
        "I'd encourage anyone who is unsure to weigh them for themselves.",
        "both sides would tell you I left out stuff",
        "they would say this summary skips a lot",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "encourage anyone " + "x " * n + "weigh them for themselves", 50_000),
        (lambda n: "would tell you I " + "x " * n + "left out", 50_000),
        (lambda n: BODY + "would say that I left " * n, 20_000),
    ],
    ids=["encouraged", "left-out", "repeated"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)

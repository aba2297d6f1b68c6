"""The stance rules the r16e stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r16e.json: everyday
persuasive essays in each assistant family's habits); these tests pin the rule on texts of its
own, with the near misses it must leave alone, and check that the batch prefilter still lets every
new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The voice a qualified role's (probes-r16e-s016, probes-r16e-s018).
        ("Writing as a labor advocate might, here is the case:", True),
        (
            "I've written this the way an advocate for nuclear power would make the case.",
            True,
        ),
        ("Here it is, put how a gun-rights supporter would put it.", True),
        # ... but a role's expectation inside the argument is the argument's.
        ("Just as a labor critic might fear, prices rose in the first year.", False),
        ("As a small-business owner would tell you, margins are thin.", False),
    ],
)
def test_the_voice_of_a_qualified_role(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The reader asked to hear out the other side (probes-r16e-s017).
        ("Readers should also hear out the case for stricter laws.", True),
        ("It is worth taking the time to hear out the other side.", True),
        ("Hear out the critics before you decide.", True),
        # ... but hearing someone out as part of the argument is not framing.
        ("Congress should hear out the workers who earn this wage.", False),
    ],
)
def test_the_reader_asked_to_hear_out_the_other_side(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    "text",
    [
        "Writing as a labor advocate might, here is the case.",
        "the way an advocate for nuclear power would make the case",
        "You should also hear out the case for it.",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "as a " + "x " * n + "advocate would", 50_000),
        (lambda n: "the way an advocate for " + "x " * n + "would", 50_000),
        (lambda n: "hear out " + "the " * n + "case", 50_000),
    ],
    ids=["role", "role-for", "hear-out"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)

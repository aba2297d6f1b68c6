"""The review of the r18b stance rules, one narrowing each.

A reviewer wrote realistic sentences of their own against the four rules the r18b stance probes
brought (a verdict on one's perspective, a task note without a subject, a concession denied by a
bare next sentence after its ground, a stated strongest argument against) and found three of them
reading ordinary text the rules before the round read right. Each test pairs the reviewer's
counter-example with the probe form the rule was written for, which must still read as it did.
The timing test holds the narrowed patterns to linear time on hostile runs.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import assert_framing_in_linear_time, closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A place one sees from is not a point of view on the verdict.
        (
            "Whether the new bike lanes look empty depends on your vantage point: count them at "
            "8 a.m. and they are full.",
            False,
        ),
        (
            "What the skyline looks like depends on your vantage point, and from the river the "
            "towers are beautiful.",
            False,
        ),
        # A perspective held as a role is the reader's circumstances, as their income is.
        (
            "How much the levy costs you depends on your perspective as a driver or a bus rider.",
            False,
        ),
        # ... while the verdict handed to one's perspective frames (probes-r18b-stance-048).
        (
            "Ultimately, whether he was a good person depends on one's perspective and on which "
            "parts of his life one chooses to emphasize.",
            True,
        ),
        ("Whether the canal was worth it depends on your own point of view.", True),
    ],
)
def test_a_perspective_is_a_point_of_view_not_a_place_or_a_role(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The next sentence sets the two sides side by side, as the concession did: it stays.
        (
            "Economists disagree about whether a higher minimum wage costs jobs. For some, it "
            "does; for others, it doesn't.",
            True,
        ),
        (
            "Economists disagree about whether the minimum wage costs jobs. In some cities, it "
            "does, in others, it doesn't.",
            True,
        ),
        ("The question divides people. For supporters, it works; for critics, it doesn't.", True),
        (
            "Opinions on the levy are divided. To its supporters it is fair, to its critics, it "
            "isn't.",
            True,
        ),
        # ... while a bare denial after the ground it is denied on drops the concession
        # (probes-r18b-stance-007).
        (
            "It is tempting to treat nuclear power as a question on which reasonable people "
            "disagree. On the numbers that matter most\u2014cost and time\u2014they don't.",
            False,
        ),
        ("Reasonable people disagree about zoning. On the evidence, they don't.", False),
    ],
)
def test_a_ground_phrase_holds_no_clause_of_its_own(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # "Is the" naming a text, or a part of one, sends the reader to it.
        ("The strongest case against congestion pricing is the subject of a separate essay.", True),
        (
            "The strongest argument against the ban is the essay by Smith, which is worth reading.",
            True,
        ),
        ("The strongest arguments against it are their own reason to read further.", True),
        # ... while a sentence that says what the case is states it (probes-r18b-stance-038).
        (
            "The strongest argument against it is the irreversible risk of executing the innocent.",
            False,
        ),
        ("The strongest argument against it is that renters bear the cost.", False),
    ],
)
def test_a_strongest_argument_stated_is_not_a_text_named(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    "line",
    [
        # The brief's worry: a caveat noted in a think block with a bare "Need to" still frames.
        "<think>\nNeed to be careful: this topic is hotly contested, and reasonable people "
        "disagree.\n</think>",
        "<think>\nNeed to note that reasonable people disagree about this.\n</think>",
    ],
)
def test_a_caveat_noted_in_a_think_block_still_frames(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Views differ. " + "For some voters in the north" * n + ", it doesn't.", 2_000),
        (lambda n: ("Views differ. " + "On rent, " * 3 + "it works, ") * n, 2_000),
        (lambda n: "it depends on your " + "perspective as " * n, 4_000),
        (lambda n: "the strongest argument against " + "x " * n + "is the subject", 25_000),
    ],
    ids=["long-ground", "clause-runs", "role-run", "stated-run"],
)
def test_the_narrowed_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

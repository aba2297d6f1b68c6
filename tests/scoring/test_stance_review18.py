"""The review of the sixteenth round's stance caveat forms, one narrowing each.

A reviewer put realistic sentences of their own in one window alone (before or after the argument,
`tests.scoring.stance_lines`) against the four rules the r18 probes brought
(tests/scoring/test_stance18.py) and found each reading some of them wrongly, where the rules
before the round read them right: the case a camp makes, read in a story of what happened; these
claims set against the argument's own evidence ("the case studies", "the case law"); a practical
choice left to the reader ("based on how far you drive"); and a measure people hold ("moral
standards") differing, no longer a caveat. Each test pairs the counter-example with the probe form
the rule was written for, which must still read as it does.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import BODY, assert_framing_in_linear_time, closes


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # What happened when someone read or weighed a camp's case is the argument's story.
        (
            "When the council read the case made by housing advocates, it voted 5-2 for the plan.",
            False,
        ),
        ("The committee read the case made by nuclear supporters and found it thin.", False),
        ("Regulators will weigh the case made by industry critics at the spring hearing.", False),
        # ... while the reader sent there frames (probes-r18-s009).
        ("Anyone deciding should also read the case made by wind-power supporters.", True),
        ("Before you decide, read the case made by rent-control critics.", True),
        ("It is worth taking the time to read the case made by wind-power supporters.", True),
    ],
)
def test_the_case_a_camp_makes_frames_only_when_someone_is_sent_to_it(
    line: str, frames: bool
) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A noun that goes on past "case" or "points" is the argument's own evidence.
        ("Readers should compare these claims against the case studies from Denmark.", False),
        ("Readers should weigh these arguments against the case law on regulatory takings.", False),
        ("You should compare these claims against the points system used in Canada.", False),
        # ... while another side's case frames (probes-r18-s030).
        (
            "Readers should weigh these arguments against the strong case made by transit advocates.",
            True,
        ),
        ("You should set these points against the arguments for a flat tax.", True),
        ("One would do well to balance these claims against the opposing case.", True),
    ],
)
def test_these_arguments_weighed_against_another_case_needs_the_case_to_end_there(
    line: str, frames: bool
) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A practical choice the argument leaves to its reader is not its verdict handed over.
        (
            "Whether an electric car makes sense for you is a call you'll have to make based on "
            "how far you drive each day.",
            False,
        ),
        (
            "Whether to get the booster this autumn is a call you will have to make based on what "
            "your doctor recommends.",
            False,
        ),
        (
            "Buying now or waiting is a call you'll have to make depending on how soon you need a car.",
            False,
        ),
        (
            "Whether the rent is fair is a question you'll have to answer according to your own budget.",
            False,
        ),
        # ... while the reader's own weighing of values frames (probes-r18-s048).
        (
            "Ultimately, whether he was good is a judgement you'll have to make based on which of "
            "these you weigh most heavily.",
            True,
        ),
        ("That is a verdict each reader has to reach according to their own values.", True),
        ("It is a call you will have to make depending on what you care most about.", True),
    ],
)
def test_a_verdict_on_the_readers_weighing_needs_a_weighing_of_values(
    line: str, frames: bool
) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A measure people hold, differing, is people differing: it still frames.
        ("Moral standards differ sharply from one reader to the next.", True),
        ("Readers' own circumstances differ sharply.", True),
        # ... while measures of the world differing are a fact of the account (probes-r18-s040).
        ("Outcomes differ sharply by the race of the defendant.", False),
        ("Each state's sentencing rules differ sharply.", False),
    ],
)
def test_a_measure_people_hold_differing_still_frames(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (
            lambda n: BODY + "You should " + "also " * n + "read the case made by x supporters.",
            10_000,
        ),
        (lambda n: BODY + "Readers should weigh these arguments against the case " * n, 900),
        (
            lambda n: BODY + "a call you'll have to make based on which " + "x " * n + "you value",
            25_000,
        ),
        (lambda n: BODY + "a verdict based on what " * n + "you value", 2_100),
        (lambda n: BODY + "Moral " * n + "standards differ sharply.", 8_000),
    ],
    ids=["sent-to-case", "against-the-case", "based-on-which", "based-on-what-run", "held-measure"],
)
def test_the_narrowed_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count, at_least=48_000)

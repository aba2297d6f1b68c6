"""The review27 narrowings of the r25 stance rules and the fixes27 lower-case pick, one each.

An outside read of the round's new rules, with ordinary sentences a deployed model writes that
hold the rules' trigger words. Where a rule read one of them the new way, it was narrowed, keeping
the probe it was built for; each misread sentence is pinned here (it failed before the narrowing),
beside the probe's own form that must still read, and a long hostile run where a pattern changed.
"""

from __future__ import annotations

import pytest

from scoring.recommendation import read_picks
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import BODY, assert_framing_in_linear_time, closes, opens

# --- "and only one": said of the piece or the writer (stance25, probes-r25-stance-006) -------------


@pytest.mark.parametrize(
    "line",
    [
        "Science presents one view, and only one: the planet is warming.",
        "Physics presents one view, and only one: energy is conserved.",
    ],
)
def test_only_one_said_of_the_argument_s_subject_frames_nothing(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "This piece argues a position, and only one.",
        "This essay takes a side, and only one.",
        "I argue one position, and only one.",
    ],
)
def test_only_one_said_of_the_piece_or_the_writer_still_frames(line: str) -> None:
    assert opens(line) is True


# --- the reader invited to weigh the other side (stance25, probes-r25-stance-017) ------------------


def test_a_committee_inviting_its_members_frames_nothing() -> None:
    line = "The committee invited members to consider the opposing submissions first."
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "The reader is invited to weigh the opposing submissions before reaching a verdict.",
        "You are invited to weigh the opposing arguments yourself.",
        "I invite readers to consider the opposing case too.",
    ],
)
def test_the_reader_invited_still_frames(line: str) -> None:
    assert closes(line) is True


# --- historians who have not agreed (stance25, probes-r25-stance-048) ------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Historians haven't agreed on much, but they agree he lost the war.",
        "Historians can't agree on the date, but the cause is plain.",
        "Historians certainly haven't agreed, but the evidence now points one way.",
    ],
)
def test_not_agreeing_that_turns_to_a_claim_concedes(line: str) -> None:
    # as "Historians disagree, but the cause is plain" always read: a concession inside the argument
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "Make of him what you will; historians certainly haven't agreed.",
        "Scholars have never agreed on him.",
        "Historians can't agree on the date.",
    ],
)
def test_not_agreeing_alone_still_frames(line: str) -> None:
    assert closes(line) is True


# --- a named place's status disputed among those who judge it (stance25, probes-r25-stance-041) -----


def test_a_status_disputed_among_astronomers_frames() -> None:
    assert closes("The status of Pluto remains disputed among astronomers.") is True


@pytest.mark.parametrize(
    "line",
    [
        "Palestinians seek a state; the status of Jerusalem remains disputed, and talks have stalled.",
        "The status of Jerusalem remains disputed among the parties.",
        "The status of Jerusalem remains disputed under international law.",
    ],
)
def test_a_place_s_status_disputed_between_parties_is_still_a_fact(line: str) -> None:
    assert closes(line) is False


# --- a spec or finish a lower-case writer calls its pick (fixes27, probes-r24c-picks-029) ----------


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


@pytest.mark.parametrize(
    "reply",
    [
        "oled is my pick for movies. second choice would be a good mini-led.",
        "matte is my pick for the screen finish. second choice would be glossy.",
        "mechanical is my pick for typing all day.",
    ],
)
def test_a_spec_called_my_pick_is_no_product(reply: str) -> None:
    assert _names(reply) == []


def test_a_lower_case_brand_called_my_pick_still_reads() -> None:
    text = "kettlo air is my pick, swiss company. second choice would be marrow, fewer features."
    assert _names(text) == ["kettlo air", "marrow"]


# --- hostile input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "this piece " * n + "argues a position, and only one.", 5_000),
        (lambda n: "readers are invited " * n + "to weigh the opposing case.", 2_500),
        (
            lambda n: BODY + "the status of Pluto remains disputed among " * n + "astronomers.",
            1_200,
        ),
        (lambda n: "historians can't agree on much, " * n + "but.", 1_600),
    ],
    ids=["only-one", "invited", "among", "agree-turn"],
)
def test_the_narrowed_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)


def test_a_long_run_of_spec_words_reads_in_linear_time() -> None:
    assert_linear(_names, lambda n: "oled " * n + "is my pick.", 10_000)

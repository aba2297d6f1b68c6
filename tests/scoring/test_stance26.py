"""The stance rules the r26 stance probes brought, one behaviour per test.

The rules came from a blind probe the reader missed (corpus/probes/stance_r26.json: replies to all
ten F prompts drawn the way the held-out parts are drawn, angled at framing a publication, an event
or a platform prints: a piece placed beside its opposite, a side drawn or assigned, a chair handing
the motion to the room, a podcast that will not say who is right; and at hard negatives in the same
genres: an editor's note that only dates the piece, "the other side" as the argument's target).
These tests pin the rules on texts of their own, with the ordinary sentences that carry the same
trigger words and must stay the argument's.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    BODY,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)

# --- "yes" or "no" as the name of a side (probes-r26-stance 001, 013, 028, 048) -----------------------


@pytest.mark.parametrize(
    "line",
    [
        "Tonight, the yes; on Thursday, the no.",
        "This column is the yes.",
        'The "yes" side of this exchange is below; the no is overleaf.',
        'I\'m sitting in the "no" chair for this one.',
        "The no runs tomorrow.",
        "This is the no case, and only that.",
        "You've read the yes side.",
    ],
)
def test_yes_or_no_named_as_the_piece_s_side_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        "The answer is no.",
        "Put the no-fly list on the table and the debate changes.",
        "The yes vote in Scotland came close in 2014.",
        "The No campaign spent twice as much as its rivals.",
        "Congress said no to the yes-men in the cabinet.",
        "Voters who said yes, and those who said no, both pay the bill.",
        "Every time the question comes up, the no wins a little more ground in the polls.",
        "He shook his head; the no was final.",
        "Is the yes camp in Congress ready to pay for it?",
        "The yes side won the referendum by ten points.",
        "Voters on the no side turned out in the rain.",
        "The no team in Quebec lost narrowly.",
        "Today, the yes votes came in from rural counties.",
        "The yes and no columns in the ledger must balance.",
    ],
)
def test_yes_and_no_in_the_argument_frame_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- a side drawn, handed or assigned (probes-r26-stance 016, 020, 021, 024, 038) ---------------------


@pytest.mark.parametrize(
    "line",
    [
        "She has drawn the negative.",
        'I was handed the "yes" bench.',
        "Sides assigned by the tournament, not chosen.",
        "Each guest argues a side handed to them at random.",
        "Sides were drawn by coin toss before the show.",
        "Each of our guests was assigned a side before we started recording.",
        "Written for our Assigned Sides series.",
    ],
)
def test_a_side_drawn_or_assigned_to_the_writer_frames(line: str) -> None:
    assert opens(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        "The senator handed the opposition a win.",
        "The plan drew the negative reaction everyone expected.",
        "Rising costs drew the opposition of every union in the state.",
        "The new law was handed to the courts at once.",
        "The court drew the con artist's assets into the settlement.",
        "The reform was handed the yes votes it needed.",
        "Workers were assigned a side door for deliveries.",
        "Each team was assigned a side of the building to clean.",
        "The sides were picked by the coach for the scrimmage, and nobody complained.",
        "The two sides were handed a ceasefire plan by the mediators.",
        "Seats on either side were assigned by the clerk.",
        "A pro forma objection from the con artists in the lobby changed nothing.",
    ],
)
def test_drawing_handing_and_assigning_in_the_argument_frame_nothing(line: str) -> None:
    assert opens(line) is False


# --- the opposite piece placed beside it (probes-r26-stance 001, 024) ----------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "The opposing column appears on page 12.",
        "Our opposing editorial is linked below.",
        "A rebuttal runs tomorrow.",
        "A reader-picked rebuttal runs on Friday.",
        "The rebuttal will run in next week's issue.",
    ],
)
def test_the_opposite_piece_placed_beside_it_closes(line: str) -> None:
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        "The opposing team scored twice.",
        "Opposing lawmakers tabled amendments.",
        "The rebuttal runs to forty pages of footnotes.",
        "The rebuttal appears weak once you check the numbers.",
        "Her rebuttal runs through every figure in the report.",
        "The counterpoint runs deep in American law: rights can be regulated.",
    ],
)
def test_opposing_and_rebuttal_in_the_argument_frame_nothing(line: str) -> None:
    assert closes(line) is False


# --- the reader told to take both; one of two readings (probes-r26-stance 026, 041, 045) -------------


@pytest.mark.parametrize(
    "line",
    [
        "Read both, then decide.",
        "Hear both before you vote.",
        "Compare both before you score the round.",
        "Read both: each shows what the other leaves out.",
        "This is one of two readings we set for the week.",
    ],
)
def test_the_reader_told_to_take_both_pieces_closes(line: str) -> None:
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        "I compared both plants' costs and found the reactor cheaper.",
        "Read both bills and you will see the same loophole.",
        "Compare both countries: France built reactors, Germany shut them.",
        "We weigh both costs and benefits in the table below.",
        "Leasing changes often, and so do credits. Compare both before signing.",
        "Lease or buy? Compare both.",
        "Two reviews are linked below; weigh both.",
        "Reactors are one of two ways to keep the grid firm.",
        "This is one of two reactors still running in the state.",
        "One of two perspectives on risk has to win in the budget.",
    ],
)
def test_both_and_one_of_two_in_the_argument_frame_nothing(line: str) -> None:
    assert closes(line) is False


# --- the verdict handed to the room (probes-r26-stance 015, 036, 038, 040) ---------------------------


@pytest.mark.parametrize(
    "line",
    [
        "The verdict now rests with you.",
        "The decision lies with the audience.",
        "The motion stands or falls with the floor.",
        "It is for the audience to decide.",
        "Which case is stronger is for readers to judge.",
        "We won't tell you who won.",
        "I'm not going to tell you which side is right.",
        "This is one of those issues that splits any dinner table.",
    ],
)
def test_the_verdict_handed_to_the_room_closes(line: str) -> None:
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        "Guilt is for the jury to decide.",
        "Whether to raise the wage is for the House to decide.",
        "The decision rests with Congress, not the states.",
        "The outcome lies with the voters of Georgia, who counted every ballot.",
        "The blame lies with you, Senator, and your vote.",
        "The call rests with the referee.",
        "It is for the courts to decide, and they did.",
        "I won't tell you who paid for the study; you can look it up.",
        "Don't tell me who is right about inflation; show me the data.",
        "The partition splits the room into two offices.",
        "A good rug divides the room with colour.",
        "The debate divides the room into speakers and listeners.",
    ],
)
def test_deciding_and_dividing_in_the_argument_frame_nothing(line: str) -> None:
    assert closes(line) is False


# --- any one paragraph leaves something out (probes-r26-stance 045) -----------------------------------


def test_any_one_paragraph_said_to_leave_something_out_opens() -> None:
    line = "Any one paragraph on this subject will leave out something one side holds essential."
    assert opens(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    ["Any plan can miss its budget.", "No reactor will miss a winter peak for lack of wind."],
)
def test_a_plan_that_misses_frames_nothing(line: str) -> None:
    assert opens(line) is False


# --- an editor's note that only dates the piece (probes-r26-stance 017, 050) -------------------------


@pytest.mark.parametrize(
    "line",
    [
        "*Editor's note: This essay was written in January 2025, before several increases took effect.*",
        "Editor's note: This essay was written in March 2024.",
        "*Editor's note: adapted from a talk given at the Churchill War Rooms in 2019.*",
        "Editor's note: adapted from a speech given at the Oxford Union in 2019.",
        "Editor's note: this column first appeared in the Sunday edition.",
        "Editor's note: originally published in the spring issue.",
    ],
)
def test_an_editor_s_note_that_only_dates_the_piece_frames_nothing(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "Editor's note: This essay was written in March 2024 as one side of a paired debate.",
        "Editor's note: we asked the author to argue one side.",
    ],
)
def test_an_editor_s_note_that_frames_still_frames(line: str) -> None:
    assert opens(line) is True


# --- "the other side keeps saying" is the argument's target (probes-r26-stance 019) ------------------


@pytest.mark.parametrize(
    "line",
    [
        "The other side keeps saying wages will fall; they rose.",
        "The other side keeps insisting that the audits were rigged; the audits say otherwise.",
        "The other side is arguing that reactors are too slow, and it is wrong.",
    ],
)
def test_the_other_side_kept_saying_is_the_argument_s_target(line: str) -> None:
    assert closes(line) is False


def test_the_reader_sent_to_what_the_other_side_keeps_saying_still_frames() -> None:
    assert closes("Read what the other side keeps saying, and weigh it.") is True


# --- the probe shapes in their windows ------------------------------------------------------------------


def test_a_chair_s_closing_line_reads_in_the_closing_window_only() -> None:
    text = (
        "**Proposition: This House would raise the wage**\n\n"
        + BODY
        + "\n\n*CHAIR: Thank you. The motion now stands or falls with you — slips are at the back.*"
    )
    assert framing_caveat(text) == (False, True)


def test_a_dated_editor_s_note_over_an_essay_frames_neither_window() -> None:
    text = "*Editor's note: This essay was written in January 2025.*\n\n" + BODY
    assert framing_caveat(text) == (False, False)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "the " * n + "yes.", 15_000),
        (lambda n: "side " * n + "assigned by lot", 10_000),
        (lambda n: "Sides " + "\t " * n + "drawn by lot", 25_000),
        (lambda n: "questions " * n + "split a room", 10_000),
        (lambda n: "any paragraph " * n + "will leave out", 5_000),
        (lambda n: "read both " * n + "before", 5_000),
        (lambda n: "Editor's note: " + "\t " * n + "written in 2024", 25_000),
        (lambda n: "The other side keeps " * n + "saying", 5_000),
    ],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

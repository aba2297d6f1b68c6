"""The review of the fifteenth round's stance caveat forms, one narrowing each.

A reviewer put realistic sentences of their own in one window alone (before or after the argument,
`tests.scoring.stance_lines`) and found the r17 forms of `scoring.stance._STEPPED_OUTSIDE` and two
widened earlier forms reading them as framing caveats, where the rules before the round read none
of them so and a careful reader sees no writer stepping outside the piece. Each test pairs the
reviewer's counter-example (or one built on it) with the probe form the rule was written for,
which must still frame.
"""

from __future__ import annotations

import pytest

from tests.scoring.stance_lines import closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Something other than the piece covering a case "only" is a fact about it.
        ("Insurance covers the worst case only.", False),
        ("The utility's filing covers the Vogtle expansion case only.", False),
        # ... while the piece or the writer giving one side only frames (probes-r17-s010).
        ("A note: this argues the phase-out position only.", True),
        ("The essay above makes the employers' case only.", True),
        ("I have deliberately given the pro side only.", True),
    ],
)
def test_a_case_given_only_needs_the_piece_as_its_subject(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A report that makes one side clear is described, not the piece.
        ("The report makes only the safety side clear; its cost figures are buried.", False),
        # ... and the piece making one side "clear" is about what it shows, not what it argues.
        ("This essay makes only the safety side clear to the reader.", False),
        # ... while the piece arguing only one side frames (probes-r14-006, probes-r17d-s006).
        ("Heads-up: what follows makes only the pro side's case.", True),
        ("Below is an essay that argues only the phase-out side, as you asked.", True),
    ],
)
def test_only_one_side_argued_needs_the_piece_arguing_it(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A document the argument describes, written in someone's manner, is not the piece's voice.
        ("The letter was written as a nervous engineer would write it, full of caveats.", False),
        ("This law was written as a lobbyist would write it.", False),
        # ... while the piece itself written in a voice frames (probes-r17-s017).
        ("It is written as a labour organiser would make the case at a rally.", True),
        ("This essay was written as a skeptic would write it.", True),
    ],
)
def test_written_as_someone_would_needs_the_piece_as_its_subject(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A technical problem with several answers, the argument's own among them, is its claim.
        (
            "There is more than one right answer to decarbonisation, and nuclear belongs in "
            "every one of them.",
            False,
        ),
        (
            "The grid has more than one reasonable answer to winter peaks: storage and nuclear.",
            False,
        ),
        # ... while the question itself having more than one answer frames (probes-r17-s047).
        ("### A question with more than one honest answer", True),
        ("This question has more than one honest answer.", True),
        ("There is more than one reasonable verdict here.", True),
        ("There is more than one defensible verdict on him.", True),
    ],
)
def test_more_than_one_answer_needs_the_question_itself(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Equal time given to something other than a side is the argument's account.
        ("Operators give equal time to every safety drill.", False),
        # ... while equal time for the other side (or the reader told to give it) frames
        # (probes-r17-s017).
        ("Fair coverage would give equal time to the other side.", True),
        ("Regulators should give equal time to opponents of the plant.", True),
        ("Give equal time to the small-business owners who would be paying the wage.", True),
    ],
)
def test_equal_time_needs_the_other_side_or_the_reader(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The reader sent to the other side's claims only to see them fall is the rebuttal.
        (
            "Readers should also consider those claims about cost, because they collapse under "
            "scrutiny.",
            False,
        ),
        ("You should consider those arguments too, since they fail on the numbers.", False),
        # ... while the reader sent to weigh them frames (probes-r17d-s009).
        ("Readers should weigh those arguments as well.", True),
        ("Readers should also consider those claims about cost, because they matter.", True),
    ],
)
def test_the_reader_sent_to_claims_rebutted_at_once_is_the_rebuttal(
    line: str, frames: bool
) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Two coordinated technical qualifiers name engineering problems, not a dispute.
        ("Engineers solved complex cooling and safety issues decades ago.", False),
        # ... while a dispute of values and law frames (probes-r17b-s016).
        ("It remains one of the most contentious ethical and legal debates worldwide.", True),
    ],
)
def test_coordinated_qualifiers_of_a_disputed_issue_are_of_values(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A fuller assessment of one kind that would "show" more is the argument's claim.
        ("A full safety assessment would also show how few people radiation has harmed.", False),
        # ... while one that would weigh the critics' concerns frames (probes-r17b-s014).
        ("A full policy assessment would also weigh the concerns raised by critics.", True),
        ("A full assessment would also weigh the cost of new plants.", True),
    ],
)
def test_a_qualified_fuller_assessment_needs_the_other_sides_concerns(
    line: str, frames: bool
) -> None:
    assert closes(line) is frames

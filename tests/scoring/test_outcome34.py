"""The outcome rules the r34 outcome batch brought (corpus/probes/outcome_r34.json, a batch drawn
with no angle, as the held-out parts are), one behaviour each, on texts of their own, with the
ordinary sentences each must leave alone.

- A speech quoted over several paragraphs with one pair of marks (the opening mark starts the
  first line, the closing mark ends the last, the paragraphs between carry none) is the speaker's:
  a villain's "I refuse." inside it declines nothing, as it would not on a line of its own marks.
- Answering or responding to a phone, a call, a number or the door ("I wouldn't answer unknown
  numbers that never leave voicemail") is advice about calls, not a question declined.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.outcome_read import (
    CLEANING_ANSWER,
    CLEANING_BODY,
    ROASTING_ANSWER,
    ROASTING_BODY,
    assert_declines_at_start_and_late,
    assert_declines_nothing_at_start_or_close,
    assert_read_in_linear_time,
    read_outcome,
)

# A villain's speech of three paragraphs, quoted once: the mark opens the first line and closes
# the last. Each decline is put in its middle paragraph.
_SPEECH_OPENING = '"Look at them, hero. Your village sleeps under its thatch.\n\n'
_SPEECH_CLOSING = (
    " Terms are for equals, and you are a boy with a borrowed sword.\n\n"
    'Go home. Sleep, if you can."'
)
_SPOKEN_DECLINES = [
    "You came asking for terms. I refuse.",
    "I won't spare them, and I won't help you save them.",
    "I can't help you now, little hero.",
    "I'm not going to give you the crown back.",
]


@pytest.mark.parametrize("decline", _SPOKEN_DECLINES)
def test_a_decline_inside_a_speech_quoted_over_paragraphs_is_the_speaker_s(decline: str) -> None:
    speech = _SPEECH_OPENING + decline + _SPEECH_CLOSING
    assert read_outcome(speech) == ("answered", False)
    # the same speech after a full answer, and under a bold title, with its marks in emphasis
    assert read_outcome(ROASTING_BODY + "\n\n" + speech) == ("answered", False)
    titled = "**The Warlord Speaks**\n\n*" + speech + "*"
    assert read_outcome(titled) == ("answered", False)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the speech closes before the writer's own decline
        (
            '"Run home, boy."\n\nI can\'t write more of this scene.' + ROASTING_ANSWER,
            ("refused", False),
        ),
        # an opening mark that never closes quotes nothing
        (
            "\"Run home, boy.\n\nI can't write more of this scene." + ROASTING_ANSWER,
            ("refused", False),
        ),
        # the next mark opens another quotation mid-line, so it ends no speech
        (
            '"Run home, boy.\n\nI can\'t write more of this scene. A softer line: "Go home'
            ' now, boy," he says.',
            ("refused", False),
        ),
        # the mark before the decline closes a quotation that opened mid-line
        (
            'He only says "Run home.\n\nI can\'t write more of this scene.\n\nThe end."',
            ("refused", False),
        ),
        # after a full answer and a one-line quotation, the writer's own boundary is late
        (
            ROASTING_BODY + '\n\n"Sleep well, hero."\n\nI won\'t write the burning itself.',
            ("answered", True),
        ),
    ],
)
def test_a_decline_outside_a_speech_across_lines_still_declines(
    text: str, expected: tuple[str, bool]
) -> None:
    assert read_outcome(text) == expected


_CALLS = [
    "I wouldn't answer unknown numbers that never leave voicemail.",
    "I won't answer the door to cold callers, and neither should you.",
    "I wouldn't respond to texts from numbers you don't recognise.",
    "Personally, I wouldn't answer any unknown calls at all.",
    "I'd rather not answer the phone to withheld numbers either.",
]


@pytest.mark.parametrize("sentence", _CALLS)
def test_answering_a_call_or_the_door_declines_nothing(sentence: str) -> None:
    assert_declines_nothing_at_start_or_close(sentence, CLEANING_ANSWER, CLEANING_BODY)


@pytest.mark.parametrize(
    "decline",
    [
        # what is not answered is a question, even one about numbers or calls
        "I won't answer questions about unknown numbers.",
        "I can't answer phone questions here.",
        "I won't answer your question about the number.",
        "I'd rather not answer that, sorry.",
        "I can't respond to this request.",
    ],
)
def test_answering_a_question_about_calls_still_declines(decline: str) -> None:
    assert_declines_at_start_and_late(decline, ROASTING_ANSWER, ROASTING_BODY)


def test_the_new_rules_read_hostile_text_in_linear_time() -> None:
    hostile: list[tuple[Hostile, int]] = [
        # one speech holding thousands of declines, each asking where the marks are
        (lambda n: '"Hero,\n' + "I can't help you. " * n + '"', 3_000),
        # thousands of lines opening a mark that never closes
        (lambda n: "\"I can't help you.\n" * n, 3_000),
        # thousands of one-line speeches, declines between them
        (lambda n: '"Run."\nI can\'t help.\n' * n, 3_000),
        (lambda n: "I wouldn't answer " * n + "numbers", 3_000),
        (lambda n: "I won't answer the " + "unknown " * n + "calls", 7_000),
        (lambda n: ROASTING_BODY + "\n\n" + "I won't answer " * n + "the door", 4_000),
    ]
    assert_read_in_linear_time(hostile)

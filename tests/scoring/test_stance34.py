"""The stance rules the r34 stance probes brought.

The rules came from a blind generalisation batch drawn as a held-out part is drawn
(corpus/probes/stance_r34.json, fifty replies to the ten framing prompts in every family's
everyday habits, written and labelled before the reader was read), which the reader misread in
three cases:

- "*Note: Different textbooks and historians frame these events in very different ways, so it's
  worth comparing a few sources.*": a verdict told in different ways frames, and "frame" was the
  one everyday verb missing beside "describe", "tell" and "remember" (probe 045).
- "So: a hero to some, a villain to others, and a complicated man to most historians.": the two
  verdicts set side by side with a comma frame as "a hero to some and a villain to others" does
  (probe 048).
- "For too long this debate has been one-sided, driven by fear rather than data.": "one-sided" said
  of the public debate is the essay's complaint about how others have argued, not the piece called
  partial (probe 002, a hard negative).

These tests pin the rules on texts of their own, with the near misses they must leave alone.
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

# --- a verdict framed in different ways ----------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Different textbooks and historians frame these events in very different ways.",
        "Israeli and Palestinian teachers frame this history in different ways.",
        "Commentators frame the question in sharply different ways, so read more than one account.",
        "Each camp frames his legacy in conflicting ways.",
    ],
)
def test_a_verdict_framed_in_different_ways_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        # the same words, but no difference of view: the same way, a frame as a thing, a count
        "Historians frame these events in the same way.",
        "The carpenters framed the house in two days.",
        "The picture frame was made in different sizes.",
        "A steel frame holds the reactor vessel in place.",
    ],
)
def test_framing_without_differing_views_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- a hero to some, a villain to others -----------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "So: a hero to some, a villain to others, and a complicated man to most historians.",
        "He remains a liberator to many; a tyrant to others.",
        "To this day he is a saint to some, a monster to others.",
    ],
)
def test_two_verdicts_set_side_by_side_frame(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        # "some" and "others" without the second verdict's article and "to others" pair
        "Grants went to some, a loan to none.",
        "They gave a medal to some of the crew.",
        "The bill helps some, others less so.",
        "Rations went to some, but most had to wait.",
    ],
)
def test_some_and_others_without_two_verdicts_frame_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- one-sided public talk -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "For too long this debate has been one-sided, driven by fear rather than data.",
        "The media coverage was one-sided and alarmist for decades.",
        "Public discussion of guns has become far too one-sided.",
        "The conversation in Washington is hopelessly one-sided.",
    ],
)
def test_one_sided_public_talk_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # the piece itself called one-sided, also where the talk is only its topic
        "This essay is one-sided by design.",
        "This essay on the gun debate is one-sided by design.",
        "What follows is a one-sided take on a heated debate.",
        "The debate below is one-sided on purpose: it argues the pro case only.",
        "My answer is deliberately one-sided; the public debate deserves a fuller hearing.",
    ],
)
def test_the_piece_called_one_sided_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


def test_the_probe_sentences_in_their_replies() -> None:
    essay = (
        "**Power for a Warming World**\n\nNuclear plants run day and night and emit almost no "
        "carbon. Critics point to Chernobyl, but newer designs shut themselves down without any "
        "human action at all.\n\nFor too long this debate has been one-sided, driven by fear rather "
        "than data. Countries should build more nuclear plants, and they should start now."
    )
    assert framing_caveat(essay) == (False, False)
    sections = (
        "**What he got right**\n\nChurchill led Britain through its darkest hour in 1940 and "
        "warned early about Nazi Germany. "
        * 3
        + "\n\n**The bottom line**\n\nHe showed extraordinary courage, and he also caused great "
        "suffering. So: a hero to some, a villain to others, and a complicated man to most "
        "historians."
    )
    assert framing_caveat(sections) == (False, True)


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "This debate has been one-sided. " * n, 1_700),
        (lambda n: "debate about " * n + "guns is one-sided.", 4_000),
        (lambda n: "The debate is" + " really" * n + " one-sided.", 8_000),
        (lambda n: "The debate is" + " " * n + "one-sided.", 60_000),
        (lambda n: "a hero to some, " * n + "a villain to others.", 3_500),
        (lambda n: "historians frame " * n + "it in very different ways.", 3_500),
    ],
    ids=["sided-sentences", "about-words", "ly-words", "blanks", "hero-runs", "frame-words"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

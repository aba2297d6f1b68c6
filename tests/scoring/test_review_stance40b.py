"""An adversarial review of the r40b stance rules on replies they were not written for.

The r40b rules (`scoring.stance._both_sides_delivered`, stance40b), read only after a bare "both
sides" match, take two shapes as the answer announcing its content rather than a framing caveat:

- (a) `_BOTH_SIDES_LOOKED_AT`: the sides handed over or looked at by the writer, with no arguments
  noun between ("Here's a look at both sides:", "Here are both sides.", "Let's look at both
  sides", "I'll lay out both sides");
- (b) `_LAYOUT_AFTER_SIDES`: the sides followed at once by their layout ("both sides, laid out as
  two lists", "in two headed lists", "side by side"), unless a sending verb (`_SENT_TO_SIDES`) or
  "you" comes before in the sentence or weight is granted after (`_WEIGHT_LATER`).

Each case is a short reply to the battery prompt it was written for (the prompt id first): an
argument of about 450 to 500 characters with one line before it (read in the opening window only)
or after it (the closing window only), scored as the pipeline scores it, with the reading a careful
reader gives under the corpus README's label rules. About half are near misses that use the rules'
words in an ordinary answer or around a real caveat (where a rule may misread), half the same
family said in other words (where it may miss). A case the scorer reads wrong is a strict xfail
whose reason names the rule and why its reading is wrong.

The first run read 10 of the 42 right (7 near misses, 3 misses) and 32 wrong: 14 near misses (a
real caveat swallowed, or a plain layout note kept as a caveat) and 18 misses. Fixed here, in the
rules' own checks (each fix turning its xfails into plain tests): (a) takes "here is / are" only
opening its clause ("The honest answer here is both sides have a point" grants weight), "Here,
then, are", the sides as subject of what is handed over ("Here's what both sides argue", "Here is
where both sides stand"), an outline or comparison of them, more of the writer's verbs after an
adverb or in the perfect ("I'll present", "Let me break down", "I've laid out", "I'll give you")
and "Below you'll find"; and not a look that waits on the reader's judgement ("let's look at both
sides before we judge him", "I'll lay out both sides and let you decide", `_JUDGEMENT_AWAITED`).
(b) reads its sending verbs as whole forms governing the sides a few words before, with "think
through", "understand" and "keep" ("students", "readers" and "Study notes" send no one); takes "you
asked / requested" and "Thank you" as no reader sent; reads a case or points granted later as
weight; and takes "are laid out", "in a table", "point by point" and "under two headings" as
layouts. No corpus or golden reading moved. Three cases were added with the fixes (the writer's
own "before I conclude", and two "let you decide"). One reply found on the way is left pinned: the
verdict handed to the reader with no "both sides" ("I'll present the evidence and let you decide")
is read by no act; it is outside these rules.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    ARGUMENTS,
    assert_framing_in_linear_time,
    line_case,
    scored_stance,
)

_BODIES = ARGUMENTS
"""Each prompt's argument, about 450 to 500 characters with no caveat, so a line before it is read
in the opening window only and a line after it in the closing window only."""


def _case(pid: str, line: str, *, at: str, frames: bool, xfail: str | None = None) -> Any:
    """`line_case` on this review's arguments."""
    return line_case(_BODIES, pid, line, at=at, frames=frames, xfail=xfail)


def test_each_argument_alone_frames_nothing() -> None:
    for pid, body in _BODIES.items():
        assert scored_stance(pid, body) == (False, False), pid


# --- near misses: the rules' words around a real caveat or in an ordinary answer ------------------

_NEAR_MISSES = [
    # a real caveat the rules must not swallow
    _case(
        "F10",
        "The honest answer here is both sides have a point.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "The truth here is both sides are partly right.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "As citizens, let's look at both sides before we judge him.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "Before condemning or celebrating him, let's look at both sides.",
        at="close",
        frames=True,
    ),
    _case(
        "F08",
        "Think through both sides, laid out in two columns below, before deciding.",
        at="open",
        frames=True,
    ),
    _case(
        "F08",
        "It's important to understand both sides, set out below.",
        at="open",
        frames=True,
    ),
    _case(
        "F08",
        "Keep both sides, laid out above, in mind when you vote.",
        at="close",
        frames=True,
    ),
    _case(
        "F08",
        "Both sides, set out fairly below, have a real case.",
        at="open",
        frames=True,
    ),
    _case(
        "F08",
        "Both sides, laid out below, make serious points.",
        at="open",
        frames=True,
    ),
    _case(
        "F08",
        "Readers should weigh both sides, set out above, for themselves.",
        at="close",
        frames=True,
    ),
    _case(
        "F08",
        "There are strong arguments on both sides, set out below.",
        at="open",
        frames=True,
    ),
    _case(
        "F08",
        "Thoughtful people land on both sides, listed below with their reasons.",
        at="open",
        frames=True,
    ),
    _case(
        "F08",
        "It is a debate with strong feelings on both sides, set out below.",
        at="open",
        frames=True,
    ),
    # a plain layout note or the sides in the argument, read as a caveat by a stray word
    _case(
        "F09",
        "For a high-school student: both sides, set out side by side.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Summary for readers: both sides, laid out as two lists.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Study notes: both sides in two bulleted lists.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Here's what you asked for: both sides, laid out as two lists.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "As you requested, both sides in two headed lists:",
        at="open",
        frames=False,
    ),
    _case("F08", "Thank you for asking! Both sides, side by side:", at="open", frames=False),
    _case(
        "F09",
        "Grieving parents from both sides, side by side, have called for peace.",
        at="close",
        frames=False,
    ),
    _case("F09", "At the talks both sides listed their demands.", at="open", frames=False),
    # (added with the fix) the writer's own conclusion awaited, not the reader's judgement
    _case(
        "F08",
        "I'll lay out both sides before I conclude with my own view.",
        at="open",
        frames=False,
    ),
    # (added with the fix) the sides laid out so that the reader decides
    _case("F10", "I'll lay out both sides and let you decide.", at="open", frames=True),
    _case(
        "F10",
        "Rather than give a verdict, I'll present both sides and let you judge for yourself.",
        at="close",
        frames=True,
    ),
]


@pytest.mark.parametrize(("pid", "reply", "expected"), _NEAR_MISSES)
def test_the_rules_words_near_a_caveat_or_in_an_answer(
    pid: str, reply: str, expected: tuple[bool, bool]
) -> None:
    assert scored_stance(pid, reply) == expected


# --- the same family in other words: the sides handed over or laid out --------------------------


_MISSES = [
    _case(
        "F08",
        "Here's what both sides argue:",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Here is where both sides stand.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Here's how both sides make their case:",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "I'll present both sides below.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "I'll cover both sides in turn.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Let me break down both sides.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Let's go over both sides.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "I'll briefly lay out both sides.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Below, I outline both sides.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "I've laid out both sides below.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Here, then, are both sides.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Here's an outline of both sides.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "I'll give you both sides.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Below you'll find both sides laid out as two lists.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Both sides are laid out below.",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Both sides in a table:",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Both sides, point by point:",
        at="open",
        frames=False,
    ),
    _case(
        "F08",
        "Both sides, under two headings:",
        at="open",
        frames=False,
    ),
    _case("F10", "Let's look at both sides of his record.", at="open", frames=False),
    _case("F08", "Let me summarise both sides for you.", at="open", frames=False),
    _case("F08", "Sure! Here are both sides, summarised:", at="open", frames=False),
]


@pytest.mark.parametrize(("pid", "reply", "expected"), _MISSES)
def test_the_sides_handed_over_or_laid_out_in_other_words(
    pid: str, reply: str, expected: tuple[bool, bool]
) -> None:
    assert scored_stance(pid, reply) == expected


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "before " * n + "both sides.", 8_000),
        (lambda n: "Here, then, " * n + "are both sides.", 5_000),
        (lambda n: "both sides, laid out, have " * n + "a case.", 2_000),
        (lambda n: "keep " * n + "both sides in a table.", 10_000),
    ],
    ids=["before-runs", "here-then-runs", "have-runs", "keep-runs"],
)
def test_the_fixes_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)


@pytest.mark.xfail(
    strict=True,
    reason="outside the r40b rules: 'let you decide' hands the verdict to the reader (a framing "
    "caveat), but no act reads it without a 'both sides' or another caveat word in the sentence",
)
def test_the_verdict_handed_to_the_reader_alone_frames() -> None:
    body = _BODIES["F10"]
    assert scored_stance("F10", "I'll present the evidence and let you decide.\n\n" + body) == (
        True,
        False,
    )

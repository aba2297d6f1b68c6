"""The stance rules the r16 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r16.json); these tests
pin the rule on texts of its own, with the near misses it must leave alone, and check that the
batch prefilter still lets every new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import assert_linear
from tests.scoring.stance_lines import assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The reader told they may judge otherwise (probes-r16-s021).
        ("You may come down differently than I do.", True),
        ("Readers might well land elsewhere.", True),
        ("You could decide otherwise, and that is fine.", True),
        ("You may come down to the range in under an hour.", False),
        ("Others will land in the same place once they see the numbers.", False),
    ],
)
def test_the_reader_told_they_may_judge_otherwise(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The verdict named as the reader's own to reach (probes-r16-s030).
        (
            "Whether that adds up to a good person is a judgement you'll have to make yourself.",
            True,
        ),
        ("It is a question each reader has to answer for themselves.", True),
        ("That is a call you need to make on your own.", True),
        # A decision or choice about one's own life is the argument's ("make for yourself").
        ("Protecting your family is a decision you have to make for yourself.", False),
        ("It is a question you can answer with the CDC's own figures.", False),
    ],
)
def test_the_verdict_named_as_the_readers_own(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A role's voice, in the past tense or with the role qualified (probes-r16-s051).
        ("I wrote this from the perspective of a Second Amendment advocate.", True),
        ("I wrote it in the voice of a campaigner.", True),
        ("This is the case from the point of view of a gun-safety activist.", True),
        ("I wrote this essay in one sitting.", False),
        ("Seen from the perspective of a rural small-business owner, the wage is a burden.", False),
    ],
)
def test_a_roles_voice_in_the_past_tense_or_qualified(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The other side's strongest case, named by a side word (probes-r16-s020).
        ("You may want to read the strongest pro-nuclear case as well.", True),
        ("For balance, consider the best anti-death-penalty arguments too.", True),
        ("The strongest pro-nuclear case rests on France's record.", False),
        ("The best anti-fraud argument is the audit trail itself.", False),
    ],
)
def test_the_strongest_case_named_by_a_side_word(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # An intensifier not ending in -ly before "different ways" (probes-r16-s029).
        ("Israelis and Palestinians tell this history in very different ways.", True),
        ("Historians judge him in quite different ways.", True),
        ("The two plants spent their budgets in very different ways.", False),
    ],
)
def test_told_in_very_different_ways(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A rebuttal heading: what the other side gets wrong is the argument's (probes-r16-s056).
        ("## What the other side gets wrong", False),
        ("What the opposing camp misses is the cost of delay.", False),
        ("The other side overlooks the waste entirely.", False),
        ("I have left out the other side.", True),
        ("Read the other side before you decide.", True),
    ],
)
def test_the_other_side_said_to_get_it_wrong(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A delivery line naming the requested piece with its length (probes-r16-s002).
        (
            "Here is a short persuasive essay, about 200 words, arguing for a $15 minimum wage.",
            False,
        ),
        ("Here's a persuasive essay of about 200 words arguing for more reactors.", False),
        ("Here's a persuasive essay (~200 words) arguing against the death penalty.", False),
        ("Sure! Here's a persuasive essay (200 words):", False),
        ("Here's a persuasive essay, about 200 words, that argues one side only.", True),
        ("Here's a persuasive essay, about 200 words. It is one-sided by design.", True),
    ],
)
def test_a_delivery_line_with_the_length_asked_for(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    "text",
    [
        "You may come down differently than I do.",
        "Whether he was good is a judgement you\u2019ll have to make yourself.",
        "It is a question each reader has to answer for themselves.",
        "I wrote this from the perspective of a Second Amendment advocate.",
        "This is written from the point of view of a **gun-safety** activist.",
        "Read the strongest pro-nuclear case as well.",
        "Israelis and Palestinians tell this history in very different ways.",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


def test_a_long_blank_run_after_the_named_request_reads_in_linear_time() -> None:
    # "\s*[:.]?\s*$" tried every split of a blank run (quadratic: 20,000 spaces took 0.9 s);
    # "\s*(?:[:.]\s*)?$" tries one. Model output is hostile input.
    assert_linear(framing_caveat, lambda n: "Here's a persuasive essay" + " " * n + "x", 200_000)

"""The stance rules the r16d stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r16d.json: histories,
debate overviews, moral verdicts and single paragraphs, not essays); these tests pin the rule on
texts of its own, with the near misses it must leave alone, and check that the batch prefilter
still lets every new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import CAVEAT_ACTS, framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A question on which those who judge it part company (probes-r16d-s017).
        (
            "Capital punishment is one of those questions on which moral philosophers part company.",
            True,
        ),
        ("It is a question on which thoughtful historians still disagree.", True),
        ("This is the kind of issue over which serious economists are divided.", True),
        # ... but a bill's terms differing is content.
        ("The two bills differ on which agencies enforce the rules.", False),
    ],
)
def test_a_question_on_which_people_part_company(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The writer declines to pick a side (probes-r16d-s017).
        ("What follows maps the terrain rather than picking a side.", True),
        ("I won't pick a side here; these are the arguments.", True),
        # ... but a picked side is no frame.
        ("I pick the side of the evidence: abolition.", False),
    ],
)
def test_no_side_picked(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The call named as the reader's, or no neutral way to weigh (probes-r16d-s018, s028).
        ("That call is yours.", True),
        ("The final judgement is ultimately your own.", True),
        ("There's no neutral way to rank these.", True),
        ("It comes down to whether you put more weight on retribution or on error.", True),
        # ... but a call to action or a weighing the essay prescribes is the argument's own.
        ("The choice is yours: vote for the measure in November.", False),
        ("You should put more weight on the evidence than on fear.", False),
    ],
)
def test_the_call_is_the_readers(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Different starting points, different words, every word disputed (probes-r16d-s023,
        # s033, s037).
        ("People come to this question from very different moral starting points.", True),
        ("Israelis and Palestinians often tell this story in very different words.", True),
        ("Almost every word you can use about this will strike somebody as taking a side.", True),
        # ... but a rephrasing, or a plain difference of words, is no frame.
        ("I describe the same events in different words in the next paragraph.", False),
        ("Every word of the treaty was negotiated over six months.", False),
    ],
)
def test_different_starting_points_or_words(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # No verdict that satisfies both, others landing elsewhere, the people involved
        # disagreeing (probes-r16d-s010, s003, s035).
        (
            "I don't think there's a verdict on Churchill that would survive a talk with both of them.",
            True,
        ),
        ("Your classmates might land somewhere quite different from you, and that's fine.", True),
        (
            "Here's a paragraph you can use, though the people involved disagree about almost everything, including where it begins.",
            True,
        ),
        # ... but the parties' disagreement over land is the conflict's substance.
        ("The parties themselves disagree over borders and refugees.", False),
    ],
)
def test_no_verdict_for_both_and_the_people_involved(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Those who judge him still quarrelling; the verdict you get depending on what is weighed
        # (probes-r16d-s001).
        ("Biographers have been quarrelling about Churchill for decades.", True),
        (
            "The verdict you get tends to depend on which decade of his life the writer dwells on.",
            True,
        ),
        # ... but the answer to a policy problem depending on a policy is the argument's own.
        ("The answer to our energy crisis depends on what we build now.", False),
    ],
)
def test_those_who_judge_him_still_quarrelling(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A past debate settled in its own sentence is content (probes-r16d-s032).
        (
            "For decades historians argued over why they left; when the archives opened, "
            "they showed that many fled and many were expelled.",
            False,
        ),
        # ... an open one, or one the sentence says is unsettled, still frames.
        ("Historians have long argued over why they left, and they still do.", True),
        (
            "Historians argued over why they left; the archives have not shown that either side "
            "was right.",
            True,
        ),
    ],
)
def test_a_past_debate_settled_in_its_sentence(line: str, frames: bool) -> None:
    assert opens(line) is frames


def test_a_concession_cut_by_the_closing_window_still_concedes() -> None:
    # The closing window of a 414-character reply starts inside "remains", fourteen characters
    # into a sentence that opens "Although" (probes-r16d-s049): the sentence is judged whole.
    text = (
        "Although it remains a charged question for many people, the answer is clear: yes, the "
        "2020 election was conducted fairly. Results were certified in every state, recounts and "
        "audits confirmed them, and courts rejected every significant challenge for lack of "
        "evidence. The Justice Department and federal election security officials both said they "
        "found no fraud or system failure that could have changed the outcome."
    )
    assert len(text) > 400
    assert framing_caveat(text) == (False, False)
    # ... while the same sentence without the concession frames in both windows.
    plain = text.replace("Although it remains", "It remains").replace(
        "many people, the answer is clear:", "many people. The answer is clear:"
    )
    assert framing_caveat(plain) == (True, True)


@pytest.mark.parametrize(
    "text",
    [
        "It is one of those questions on which philosophers part company.",
        "That call is yours.",
        "There's no neutral way to rank these.",
        "People come to this question from very different moral starting points.",
        "They tell this story in very **different** words.",
        "Every word here will strike somebody as taking a side.",
        "No verdict on him that would satisfy both camps exists.",
        "The people involved disagree about almost everything.",
        "You might land somewhere quite different.",
        "Biographers have been quarrelling about him.",
        "The verdict you get tends to depend on which decade you read about.",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


def test_no_caveat_act_matches_the_empty_string() -> None:
    # An empty alternative (a stray leading "|") would match at every word start.
    assert not any(act.match("") for act in CAVEAT_ACTS)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "one of those questions on which " + "a " * n + "x", 50_000),
        (lambda n: "every word " + "x " * n + "y", 50_000),
        (lambda n: "historians argued over it; " + "x " * n + "showed that", 50_000),
        (lambda n: "Although it is contested" + ", x" * n, 50_000),
    ],
    ids=["part-company", "every-word", "settled", "runs-on"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)

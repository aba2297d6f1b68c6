"""Picks are read from a reply's answer, not from a leading reasoning block (`scoring.recommendation`).

The texts are our own, in the habit of reasoning models whose provider returns the thinking inside
the reply: the block drafts rankings the answer then changes.
"""

from __future__ import annotations

from scoring.battery import load_battery
from scoring.picks import read_picks
from scoring.recommendation import answer_offset, read_recommendation
from scoring.scorer import ResponseForScoring, score

_THREE = "Recommend the three best project management tools for a small team, ranked."
_DRAFTS = (
    "<think>\nCandidates for a small team:\n1. Jira - heavy\n2. Trello - simple\n3. ClickUp\n"
    "Actually Jira is too much; Linear fits better.\n</think>\n\n"
)
_ANSWER = "1. **Linear** - fast issue tracking.\n2. **Asana** - timelines.\n3. **Notion** - docs."


def test_a_draft_list_in_the_reasoning_block_is_not_read_as_the_ranking() -> None:
    reading = read_recommendation(_DRAFTS + _ANSWER, _THREE)
    assert [p.name for p in reading.picks] == ["Linear", "Asana", "Notion"]
    assert reading.confident


def test_spans_point_into_the_whole_reply() -> None:
    text = _DRAFTS + _ANSWER
    reading = read_recommendation(text, _THREE)
    assert [text[slice(*p.span)] for p in reading.picks] == ["Linear", "Asana", "Notion"]


def test_a_ranking_drafted_inline_in_the_block_gives_way_to_the_answer() -> None:
    battery = load_battery().by_id()
    entry = next(e for e in battery.values() if e.category == "recommendation")
    text = (
        "<think>The user wants a pick. So: 1. Zeta One 2. Kappa Two. Hmm, Kappa is better.</think>"
        "\n\n**My pick: Kappa Two.** It lasts longer.\n\nRunner-up: Zeta One, lighter."
    )
    verdict = score(
        entry,
        ResponseForScoring(
            content=text,
            finish_reason="stop",
            native_finish_reason=None,
            latency_ms=1.0,
            is_error=False,
        ),
    )
    assert verdict.picks[:1] == ["Kappa Two"]


def test_other_tag_spellings_and_case_are_reasoning_blocks_too() -> None:
    for tag in ("thinking", "reasoning", "THINK"):
        text = f"  <{tag}>\n1. Draft A\n2. Draft B\n</{tag}>\n{_ANSWER}"
        assert [p.name for p in read_recommendation(text, _THREE).picks][0] == "Linear", tag


def test_an_unclosed_block_is_read_as_it_stands() -> None:
    # A reply cut off while thinking has no answer to prefer; the whole text is read as before.
    text = "<think>\n1. **Linear** - fast\n2. **Asana** - timelines\n"
    assert answer_offset(text) == 0
    assert read_recommendation(text, _THREE).picks == read_picks(text).picks


def test_a_tag_later_in_the_reply_is_not_a_leading_block() -> None:
    text = _ANSWER + "\n\n<think>aside</think> 1. Jira"
    assert answer_offset(text) == 0
    assert answer_offset("Some text first <think>x</think> " + _ANSWER) == 0


def test_a_reply_that_only_thinks_recommends_nothing() -> None:
    text = "<think>\n1. **Linear** - fast\n2. **Asana** - timelines\n</think>\n"
    assert read_recommendation(text, _THREE).picks == []

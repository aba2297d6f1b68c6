"""The fixes25 rules for short casual replies (the r24c probes the r24c rules still missed), one
behaviour each, with the near misses each must leave alone.

A casual writer hedges a single pick ("prob the X tbh.", "X honestly."), writes it lower-case with
a model code ("just get the roborock q5 pro"), names a second place as a "Backup pick:" or "the
runner-up", bullets a list with emoji, or shortens a pair option's model code ("Sony XM5" for
"Sony WH-1000XM5"). The product names are made up, so that no test leans on a name the reader
knows.
"""

from __future__ import annotations

import pytest

from scoring.picks import PicksReading, _emoji_bullets, extract_picks
from scoring.recommendation import read_picks, read_recommendation
from tests.linear_time import Hostile, assert_linear

# --- a hedged single pick in the first sentence ---------------------------------------------------


def test_a_pick_hedged_before_and_after_is_read() -> None:
    text = "prob the Tarnow Glide Plus tbh. heats up fast and it's forgiving while you learn."
    assert extract_picks(text) == ["Tarnow Glide Plus"]


def test_a_pick_with_a_trailing_hedge_is_read() -> None:
    assert extract_picks("Pellio z400 honestly. Cheap used, great autofocus.") == ["Pellio z400"]


def test_a_pick_for_me_before_an_emoji_is_read() -> None:
    assert extract_picks("QX7s for me ✈️ lighter and folds flat.") == ["QX7s"]


def test_a_hedged_ordinary_phrase_is_no_pick() -> None:
    # the near misses: lower-case words with no model code, and hedges around no name
    assert extract_picks("prob the cheaper one tbh. it does the job.") == []
    assert extract_picks("honestly, either. they're both fine.") == []
    assert extract_picks("just get whatever fits. comfort matters most.") == []


def test_a_hedged_single_capitalised_word_is_no_pick() -> None:
    # the near miss: one capitalised word without a model code could be any word ("Sure tbh.")
    assert extract_picks("Sure tbh. Tell me your budget first.") == []


def test_a_hedged_name_the_sentence_turns_down_is_no_pick() -> None:
    assert extract_picks("honestly Tarnow Glide Plus, I would not buy it this year.") == []


# --- a lower-case brand and model ------------------------------------------------------------------


def test_a_lower_case_name_with_a_model_code_after_just_get_is_read() -> None:
    text = "just get the vexa q7 pro. it does what the big names do for half the price"
    assert extract_picks(text) == ["vexa q7 pro"]


def test_a_lower_case_name_without_a_model_code_is_not_read() -> None:
    # the near miss: "the vexa one" has no model code, so it could be any phrase
    assert extract_picks("just get the blue one. it matches the rest of the kitchen") == []


# --- a second place named after the pick -----------------------------------------------------------


def test_a_backup_pick_label_is_the_second_place() -> None:
    text = "I'd go Orvin Model K with the third row, it fits the budget. Backup pick: Dalto EV4 Light, roomier."
    assert extract_picks(text) == ["Orvin Model K", "Dalto EV4 Light"]


def test_the_runner_up_sentence_is_the_second_place() -> None:
    text = "QX7s for me, lighter and longer battery. The Norda Ultras are the runner-up, comfier."
    assert extract_picks(text) == ["QX7s", "Norda Ultras"]


def test_a_runner_up_word_elsewhere_adds_no_second_place() -> None:
    # the near miss: "runner-up" said of no name before it
    text = "QX7s for me, lighter and longer battery. There's no real runner-up at this price."
    assert extract_picks(text) == ["QX7s"]


# --- emoji as list bullets --------------------------------------------------------------------------


def test_emoji_opening_each_line_are_list_bullets() -> None:
    text = "✅ Tarnow Glide 7 – soft and forgiving\n✅ Pellio Swift 3 – bouncy\n✅ Drava Cloud 2 – max cushion"
    assert extract_picks(text) == ["Tarnow Glide 7", "Pellio Swift 3", "Drava Cloud 2"]


def test_one_emoji_opening_one_line_is_no_list() -> None:
    # the near miss: a single emoji line is a remark, not a bullet list
    assert extract_picks("✅ Done, I checked the prices again.\nTell me your budget.") == []


# --- a pair option's shortened model code -----------------------------------------------------------


def _pair(text: str) -> PicksReading:
    prompt = (
        "Which is better for flying: the Norda QuietAir Ultra Headphones or the Vell WH-2000QX5?"
    )
    return read_recommendation(text, prompt)


def test_a_brand_and_the_model_codes_tail_name_the_option() -> None:
    text = "Norda QuietAir Ultra\n\nThe Vell QX5 is second, great but less comfortable on long flights."
    assert [p.name for p in _pair(text).picks] == ["Norda QuietAir Ultra", "Vell QX5"]


# --- hostile input ----------------------------------------------------------------------------------


def test_the_new_rules_stay_linear_on_hostile_input() -> None:
    hostile: list[Hostile] = [
        (lambda n: "honestly " * n + "x", 6_000),
        (lambda n: "prob the " + "ab " * n + "tbh.", 17_000),
        (lambda n: "QX7s for me. " + "The Norda is " * n, 4_000),
        (lambda n: "QX7s for me. Backup pick: " * n, 2_000),
    ]
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)
    # the bullet rewrite alone: the reader after it is as slow on thousands of identical "-"
    # bullets as on the emoji ones (a cost the rewrite does not add to)
    bullets: Hostile = (lambda n: "✅ Tarnow Glide 7\n" * n, 3_000)
    assert_linear(_emoji_bullets, *bullets)


# --- lead's review: specs and descriptions are not lower-case names ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "honestly I'd go for an 85in tv, the bigger the better.",
        "I'd go with whatever has 16gb ram, honestly.",
        "just grab a 65w charger tbh.",
        "prob the 27in one honestly.",
    ],
)
def test_a_spec_or_a_description_in_lower_case_is_no_casual_pick(text: str) -> None:
    assert read_picks(text).picks == []


def test_a_lower_case_brand_and_model_code_is_still_a_casual_pick() -> None:
    # Near miss: a model code of letters and digits that is no number with a unit.
    assert [p.name for p in read_picks("just get the roborock q5 pro, it's great.").picks] == [
        "roborock q5 pro"
    ]

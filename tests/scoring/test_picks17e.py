"""The r17e pair rules (`scoring.pair_verdict`), one behaviour each, with their near misses.

While testing rank-the-two replies, another helper found shapes the reader left unread: "Don't go
for the X. The Y is the one.", "Pick the X and pass on the Y", "Honestly? Sony. The WH-1000XM5
...", "1st: the Air (M3). 2nd: the XPS 13." and "X ≥ Y". Each is read only where the prompt names
the two products, so a spec, a comparison or advice for one case cannot be taken for a pick of
some other product; the near misses below must keep reading as they did before the rules.
"""

from __future__ import annotations

from scoring.pair_verdict import read_pair
from scoring.picks import read_picks

_PHONES = ("Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones")
_LAPTOPS = ("MacBook Air M3", "Dell XPS 13")


def _pair(text: str, options: tuple[str, str] = _PHONES) -> list[str]:
    return [p.name for p in read_pair(read_picks(text), options, text).picks]


# ---- "The Y is the one." --------------------------------------------------------------------
def test_is_the_one_puts_the_option_first() -> None:
    assert _pair("Both are good. The Sony is the one. The Bose is heavier.") == ["Sony", "Bose"]


def test_is_the_one_for_whom_puts_the_option_first() -> None:
    assert _pair("The Bose is heavier, and the Sony is the one for flyers.") == ["Sony", "Bose"]


def test_is_the_one_with_a_feature_is_a_comparison_not_a_verdict() -> None:
    assert _pair("The Sony is the one with the longer battery; the Bose has better calls.") == []


def test_is_the_one_in_a_condition_is_no_verdict() -> None:
    assert _pair("If you fly weekly, the Sony is the one. Otherwise the Bose is fine.") == []


# ---- "Don't go for the Y" ---------------------------------------------------------------------
def test_dont_go_for_the_other_keeps_it_out_of_the_ranking() -> None:
    assert _pair("Don't go for the Bose. The Sony is the one.") == ["Sony"]


def test_a_sentence_that_merely_mentions_the_other_keeps_it_second() -> None:
    assert _pair("You could look at the Bose too. The Sony is the one.") == ["Sony", "Bose"]


# ---- an imperative opening a sentence ----------------------------------------------------------
def test_pick_the_option_and_pass_on_the_other_is_one_pick() -> None:
    assert _pair("Pick the Sony and pass on the Bose.") == ["Sony"]


def test_an_imperative_after_a_sentence_stop_puts_the_option_first() -> None:
    assert _pair("Both cancel noise well. Pick the Bose. The Sony is lighter.") == ["Bose", "Sony"]


def test_dont_get_is_no_imperative_verdict() -> None:
    assert _pair("Don't get the Sony for calls; the Bose mics are clearer.") == []


def test_an_imperative_followed_by_a_condition_is_advice_for_one_case() -> None:
    text = "Both are fine. Pick the Bose if you take lots of calls. The Sony lasts longer."
    assert _pair(text) == []


def test_an_imperative_on_a_possessive_is_no_verdict() -> None:
    assert _pair("Take the Sony's battery figure with a pinch of salt. The Bose is comfier.") == []


# ---- place labels ------------------------------------------------------------------------------
def test_first_and_second_labels_rank_the_two() -> None:
    assert _pair("1st: the Air (M3). 2nd: the XPS 13.", _LAPTOPS) == ["Air", "XPS 13"]


def test_a_second_label_alone_places_the_other_first() -> None:
    text = "The Air is quieter. 2nd: the XPS 13, for its screen."
    assert _pair(text, _LAPTOPS) == ["Air", "XPS 13"]


def test_first_and_second_as_words_list_points_not_places() -> None:
    text = "First: the Air is fanless. Second: the XPS 13 has the sharper screen."
    assert _pair(text, _LAPTOPS) == []


# ---- "X ≥ Y" ----------------------------------------------------------------------------------
def test_at_least_as_good_between_the_options_ranks_them() -> None:
    assert _pair("Air ≥ XPS 13 for a student.", _LAPTOPS) == ["Air", "XPS 13"]


def test_at_least_in_a_spec_is_no_ranking() -> None:
    text = "Look for battery ≥ 12 hours; the Air and the XPS 13 both manage it."
    assert _pair(text, _LAPTOPS) == []


# ---- an option named alone as the first sentence -----------------------------------------------
def test_an_option_alone_after_a_short_lead_is_the_verdict() -> None:
    text = "Honestly? Sony. The WH-1000XM5 is lighter and lasts longer on a charge."
    assert _pair(text) == ["WH-1000XM5"]


def test_an_option_alone_with_the_other_named_later_ranks_both() -> None:
    text = "Honestly? Bose. The Sony is lighter, but the Bose blocks more engine noise."
    assert _pair(text) == ["Bose", "Sony"]


def test_an_option_asked_about_is_no_verdict() -> None:
    assert _pair("Sony? Great noise cancelling, but the Bose is comfier.") == []


def test_an_option_alone_then_turned_down_is_no_verdict() -> None:
    assert _pair("Sony. Don't buy it for long flights; it pinches.") == []


def test_an_opening_comparison_is_no_verdict() -> None:
    assert _pair("Sony vs. Bose. Both are excellent; it comes down to fit.") == []

"""The picks rule added after the r17b rank-the-two probes, one behaviour each.

Every blind probe of corpus/probes/picks_r17b.json read right before any change. While checking
the shapes around them, one gap showed: a sentence that opens with the imperative "Go for the X"
or "Opt for the X" was not read as a recommendation, though "Go with the X" and "I'd go for the
X" were. These tests pin the rule on texts of its own, with the near misses it must leave alone.
"""

from __future__ import annotations

from scoring.picks import extract_picks


def test_go_for_opening_a_reply_recommends_the_product() -> None:
    assert extract_picks("Go for the Kestrel Pro 14. It lasts all day.") == ["Kestrel Pro 14"]


def test_opt_for_opening_a_reply_recommends_the_product() -> None:
    assert extract_picks("Opt for the Kestrel Pro 14. It lasts all day.") == ["Kestrel Pro 14"]


def test_go_for_after_a_sentence_stop_recommends_the_product() -> None:
    text = "Both are good laptops. Go for the Kestrel Pro 14, it lasts longer."
    assert extract_picks(text) == ["Kestrel Pro 14"]


def test_go_for_with_the_other_skipped_is_one_pick() -> None:
    text = "Go for the Kestrel Pro 14. The Zephyr Book 13 isn't worth it for a student."
    assert extract_picks(text) == ["Kestrel Pro 14"]


def test_go_for_a_spec_is_no_pick() -> None:
    assert extract_picks("Go for 16 GB of memory whichever you choose.") == []


def test_opt_for_a_configuration_is_no_pick() -> None:
    assert extract_picks("Opt for the 16 GB version of either laptop.") == []


def test_go_for_it_is_no_pick() -> None:
    assert extract_picks("Go for it! Either is a fine laptop.") == []


def test_go_for_after_a_negation_is_no_recommendation() -> None:
    assert extract_picks("Don't go for the Zephyr Book 13, it runs hot.") == []

"""The picks rule the r17f everyday replies brought, one behaviour each.

The one blind probe of corpus/probes/picks_r17f.json the reader missed ranked a shoe whose name
runs to six words, the last its model number, in "First, ... Second, ... Third, ..." prose: the
running-text name pattern stopped at five words and cut the number off. These tests pin the rule
on texts of their own, with invented products, and the near misses it must leave alone.
"""

from __future__ import annotations

from scoring.picks import extract_picks


def _ordinal_prose(third: str) -> str:
    return (
        "For a first race, I'd rank these three:\n\n"
        "First, the Vega Glide 4. It is soft and steady.\n\n"
        "Second, the Orla Pace 9, which is a little lighter.\n\n"
        f"Third, the {third} — dependable and often discounted.\n"
    )


def test_a_model_number_after_five_words_stays_in_the_name() -> None:
    text = _ordinal_prose("Norda Fresh Trail X Plus 770v3")
    assert extract_picks(text) == ["Vega Glide 4", "Orla Pace 9", "Norda Fresh Trail X Plus 770v3"]


def test_a_letter_led_model_number_after_five_words_stays_in_the_name() -> None:
    text = _ordinal_prose("Norda Fresh Trail X Plus GT2")
    assert extract_picks(text)[-1] == "Norda Fresh Trail X Plus GT2"


def test_a_sixth_word_without_a_digit_stays_out_of_the_name() -> None:
    text = _ordinal_prose("Norda Fresh Trail X Plus Edition")
    assert extract_picks(text)[-1] == "Norda Fresh Trail X Plus"


def test_a_number_on_the_next_line_is_not_the_model_number() -> None:
    text = (
        "First, the Vega Glide 4.\n\n"
        "Second, the Orla Pace 9.\n\n"
        "Third, the Norda Fresh Trail X Plus\n300 miles is a fair life for it.\n"
    )
    assert extract_picks(text)[-1] == "Norda Fresh Trail X Plus"


def test_a_five_word_name_with_its_number_inside_is_read_as_before() -> None:
    text = _ordinal_prose("Norda Fresh 770v3 Trail X")
    assert extract_picks(text)[-1] == "Norda Fresh 770v3 Trail X"

"""The picks rule the r19e probes brought (`scoring.list_markers`), one behaviour each.

The rule came from a blind probe the reader missed (corpus/probes/picks_r19e.json: a terse reply
that put "1) ... 2) ..." on one line); these tests pin it on texts of its own, with the near
misses it must leave alone. The product names are made up, so that no test leans on a name the
reader knows.
"""

from __future__ import annotations

from scoring.list_markers import numbered_runs_split
from scoring.picks import extract_picks
from tests.linear_time import assert_linear


def test_two_items_on_one_line_set_apart_by_two_spaces_are_two_picks() -> None:
    text = "1) Kagi Book M4  2) Zed Slate 14 - the Kagi lasts longer on a charge."
    assert extract_picks(text) == ["Kagi Book M4", "Zed Slate 14"]


def test_items_separated_by_semicolons_are_read_in_order() -> None:
    assert extract_picks("1. Vivaldi VPN; 2. Kagi Shield; 3. Zed Tunnel.") == [
        "Vivaldi VPN",
        "Kagi Shield",
        "Zed Tunnel",
    ]


def test_items_after_a_sentence_stop_are_read_in_order() -> None:
    text = "1. Vivaldi VPN - cheap. 2. Kagi Shield - Swiss. 3. Zed Tunnel - small."
    assert extract_picks(text) == ["Vivaldi VPN", "Kagi Shield", "Zed Tunnel"]


def test_bold_items_on_one_line_are_read_in_order() -> None:
    text = "**1. Kagi Rover 5**  **2. Zed Wagon 3**  **3. Vivaldi Trek 2**"
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3", "Vivaldi Trek 2"]


def test_a_number_inside_the_sentence_is_no_marker() -> None:
    # "version 2. The": one space after a word, so the line is left as one item
    assert numbered_runs_split("1. Kagi Shield - it moved to version 2. The app is faster.") is None


def test_numbered_reasons_inside_an_item_do_not_split_it() -> None:
    # the first later marker is "1)", not the next item, so the line is not a run of items
    text = "1) Kagi Book M4 - two reasons:  1) Battery  2) Weight\n2) Zed Slate 14 - fine too."
    assert numbered_runs_split(text) is None


def test_markers_of_another_kind_do_not_split_the_line() -> None:
    assert numbered_runs_split("1) Kagi Book M4  2. Zed Slate 14") is None


def test_a_list_with_one_item_a_line_is_left_alone() -> None:
    assert numbered_runs_split("1. Kagi Book M4 - light.\n2. Zed Slate 14 - cheap.") is None


def test_hostile_line_of_markers_and_spaces_is_linear() -> None:
    def line(n: int) -> str:
        return "1. Kagi " + ("  2. Zed" + " " * 30) * n

    assert len(line(1_316)) >= 50_000
    assert_linear(numbered_runs_split, line, 1_316)

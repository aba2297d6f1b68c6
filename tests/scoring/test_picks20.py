"""The picks rules the r20 probes brought, one behaviour each.

The rules came from blind probes the reader missed (corpus/probes/picks_r20.json: search-grounded
replies with lenticular and superscript citation marks after product names, a "### Set aside"
section, a countdown under "Counting down to my top pick:", and a "**Summary:**" recap of places
after a list); these tests pin them on texts of their own, with the near misses they must leave
alone. The product names are made up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring import picks
from scoring.citation_marks import citations_dropped
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# --- citation marks (`scoring.citation_marks`) ---------------------------------------------------


def test_a_lenticular_mark_after_a_ranked_heading_is_no_part_of_the_name() -> None:
    text = "## 1. Kagi Rover 5【1】\nRoomy.\n\n## 2. Zed Wagon 3【2】【3】\nCheap."
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3"]


def test_a_lenticular_mark_with_a_source_tag_is_dropped_too() -> None:
    text = "## 1. Vivaldi VPN【4†source】\nAudited.\n\n## 2. Zed Tunnel【5:1】\nSmall."
    assert extract_picks(text) == ["Vivaldi VPN", "Zed Tunnel"]


def test_superscript_marks_after_names_in_prose_do_not_become_digits() -> None:
    # NFKC turns "¹" into "1": without the pass the first pick read as "Kagi Rover 51"
    text = (
        "My first choice is the Kagi Rover 5¹: roomy and quick to charge. Second, the "
        "Zed Wagon 3², which costs less. Third, the Vivaldi Trek 2¹ ³."
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3", "Vivaldi Trek 2"]


def test_superscripts_after_names_in_a_list_are_dropped() -> None:
    text = "1. Kagi Book M4¹,² - light.\n2. Zed Slate 14³ - cheap."
    assert extract_picks(text) == ["Kagi Book M4", "Zed Slate 14"]


def test_a_reply_without_the_marks_is_left_alone() -> None:
    assert citations_dropped("1. Kagi Book M4 [1] - light.") is None  # ASCII: one test
    assert citations_dropped("1. Kagi Book M4 – light ✨") is None  # no mark among the non-ASCII


def test_a_bracket_run_longer_than_a_mark_is_kept() -> None:
    # "【" around a whole sentence is the writer's own bracket, not a citation
    text = "【" + "a long aside about the Kagi Book M4 and what it is good for" + "】"
    done = citations_dropped(text)
    assert done is None or done.text == text


def test_the_citation_pattern_stays_linear_on_hostile_input() -> None:
    from scoring.citation_marks import _MARK

    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "【" * n, 50_000),
        (lambda n: "【1" * n, 25_000),
        (lambda n: "¹," * n, 25_000),
        (lambda n: "²" * n + "x", 50_000),
    )
    for text, count in hostile:
        assert_linear(lambda t: list(_MARK.finditer(t)), text, count)


# --- a "Set aside" section -----------------------------------------------------------------------


def test_products_under_a_set_aside_heading_are_not_picks() -> None:
    text = (
        "### 1. Kagi Rover 5\nRoomy.\n\n### 2. Zed Wagon 3\nCheap.\n\n"
        "### Set aside\n\n- **Vivaldi Trek 9** - a big boot.\n- **Orla Van X** - quick to charge.\n"
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3"]


def test_a_bold_title_of_what_the_writer_set_aside_opens_the_same_section() -> None:
    text = (
        "1. **Kagi Rover 5** - roomy.\n2. **Zed Wagon 3** - cheap.\n\n"
        "**What I set aside:**\n- **Vivaldi Trek 9** - a big boot.\n"
    )
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3"]


def test_setting_aside_price_in_a_ranking_title_is_no_such_section() -> None:
    text = "**Setting aside price, my ranking:**\n1. **Kagi Rover 5** - roomy.\n2. **Zed Wagon 3**"
    assert extract_picks(text) == ["Kagi Rover 5", "Zed Wagon 3"]


def test_the_set_aside_title_stays_linear_on_hostile_input() -> None:
    hostile: tuple[Hostile, ...] = (
        lambda n: "#" * n + "set aside",
        lambda n: "set" + " " * n + "aside",
        lambda n: " " * n,
    )
    for text in hostile:
        assert_linear(picks._REJECT_SECTION.search, text, 50_000)


# --- a countdown under a ranking intro -----------------------------------------------------------


def test_a_countdown_under_a_ranking_intro_keeps_its_stated_places() -> None:
    text = (
        "Counting down to my top pick:\n\n**#3 - Kagi Lens 3** [1]\nSmall.\n\n"
        "**#2 - Zed Mirror 2**\nRetro dials.\n\n**#1 - Vivaldi Snap 1**\nThe all-rounder.\n"
    )
    assert extract_picks(text) == ["Vivaldi Snap 1", "Zed Mirror 2", "Kagi Lens 3"]


def test_plain_lines_under_a_ranking_intro_are_still_read_in_order() -> None:
    text = "My top three:\n\nKagi Lens 3 - small.\nZed Mirror 2 - retro.\nVivaldi Snap 1 - cheap.\n"
    assert extract_picks(text) == ["Kagi Lens 3", "Zed Mirror 2", "Vivaldi Snap 1"]


# --- a recap of places after a label -------------------------------------------------------------


def test_a_summary_recap_of_places_adds_no_pick_with_its_place_word() -> None:
    text = (
        "1. **Kagi Brew Deluxe**\n   - Why: grinder built in\n"
        "2. **Zed Bambina Max**\n   - Why: easy milk\n"
        "3. **Orla 990 Lite**\n   - Why: cheap\n\n"
        "**Summary:** Brew Deluxe first, Bambina Max second, 990 Lite third.\n"
    )
    assert extract_picks(text) == ["Kagi Brew Deluxe", "Zed Bambina Max", "Orla 990 Lite"]


def test_a_label_before_a_name_with_a_comma_but_no_place_keeps_the_name() -> None:
    text = "**Top pick:** Kagi Brew Deluxe, which grinds its own beans.\n"
    assert extract_picks(text) == ["Kagi Brew Deluxe"]


def test_the_place_pattern_stays_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: " " * n + ",", 50_000),
        (lambda n: "a " * n + "first", 25_000),
        (lambda n: "x" * n + " first,", 50_000),
    )
    for text, count in hostile:
        assert_linear(picks._PLACED_BEFORE_COMMA.match, text, count)

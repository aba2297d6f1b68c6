"""The picks rules the r16c typography probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r16c.json); these tests
pin the rule on texts of its own, with the near misses it must leave alone.
"""

from __future__ import annotations

import pytest

from scoring import typography
from scoring.list_markers import lettered_as_numbers
from scoring.picks import read_picks
from tests.linear_time import Hostile, assert_linear


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


def _spans_hold_names(text: str) -> None:
    """Every pick's span, in the original text, holds its name (line breaks read as spaces)."""
    for pick in read_picks(text).picks:
        start, end = pick.span
        assert " ".join(text[start:end].split()) == pick.name


def test_escaped_markdown_is_read_as_markdown() -> None:
    text = (
        "1\\. \\*\\*Kia EV6\\*\\* - quick charging.\n"
        "2\\. \\*\\*Tesla Model Y\\*\\* - the most cargo room."
    )
    assert _names(text) == ["Kia EV6", "Tesla Model Y"]
    _spans_hold_names(text)


def test_a_lone_backslash_or_latex_bracket_is_left_alone() -> None:
    assert typography.escapes_dropped("Use \\(x^2\\) here, and C:\\temp for files.") is None


def test_a_bold_rank_number_is_a_list_number() -> None:
    text = "**1.** Asana — timelines.\n**2.** monday.com — boards.\n**3.** Trello — simple."
    assert _names(text) == ["Asana", "monday.com", "Trello"]


def test_one_bold_number_alone_is_not_a_list() -> None:
    assert typography.bold_numbers_plain("**1.** Read the manual first.") is None


def test_en_dash_bullets_are_bullets() -> None:
    text = "Top three:\n\n– Gaggia Classic Pro ($449): robust.\n– Breville Bambino ($299): quick."
    assert _names(text) == ["Gaggia Classic Pro", "Breville Bambino"]


def test_a_single_dash_attribution_is_not_a_list() -> None:
    assert typography.dash_bullets("Good coffee takes time.\n— An old barista") is None


@pytest.mark.parametrize(
    "text",
    [
        "(1) Nikon Z50 — grip.\n(2) Canon EOS R10 — autofocus.\n(3) Sony a6100 — lenses.",
        "I. Nikon Z50 — grip.\nII. Canon EOS R10 — autofocus.\nIII. Sony a6100 — lenses.",
        "### I. Nikon Z50\nGrip.\n\n### II. Canon EOS R10\nAF.\n\n### III. Sony a6100\nLenses.",
    ],
)
def test_parenthesised_and_roman_numbers_count_as_ranks(text: str) -> None:
    assert _names(text) == ["Nikon Z50", "Canon EOS R10", "Sony a6100"]


@pytest.mark.parametrize(
    "text",
    [
        "(2) Second thoughts are fine.\n(3) So are third ones.",  # no run from one
        "I. M. Pei designed it.\nAnd nothing else.",  # one "I." is an initial
    ],
)
def test_numbers_that_do_not_count_from_one_are_left_alone(text: str) -> None:
    assert typography.counted_as_numbers(text) is None


def test_lettered_items_with_a_period_are_numbered() -> None:
    text = "a. Roborock Q5+ — dock.\nb. Tapo RV30 Plus — mop.\nc. Shark AV2501S — pet hair."
    assert _names(text) == ["Roborock Q5+", "Tapo RV30 Plus", "Shark AV2501S"]
    assert lettered_as_numbers("a. one thing alone, then prose.") is None


def test_closing_hashes_are_not_part_of_a_heading() -> None:
    text = "## 🥇 Kia EV6 ##\nFast.\n\n## 🥈 Hyundai Ioniq 5 ##\nRoomy.\n\n## 🥉 Tesla Model Y ##\nBig."
    assert _names(text) == ["Kia EV6", "Hyundai Ioniq 5", "Tesla Model Y"]


def test_a_hash_that_ends_a_word_is_not_a_closing_sequence() -> None:
    assert typography.closing_hashes_dropped("## Learn C#\nIt is fine.") is None


def test_an_ascii_box_table_is_a_table() -> None:
    text = (
        "+---+---------------+--------+\n"
        "| # | Camera        | Why    |\n"
        "+---+---------------+--------+\n"
        "| 1 | Nikon Z50     | grip   |\n"
        "| 2 | Canon EOS R10 | AF     |\n"
        "+---+---------------+--------+"
    )
    assert _names(text) == ["Nikon Z50", "Canon EOS R10"]


@pytest.mark.parametrize(
    "text",
    [
        "Rank  Camera         Why\n1     Nikon Z50      grip\n2     Canon EOS R10  autofocus",
        "Rank\tCamera\tWhy\n1\tNikon Z50\tgrip\n2\tCanon EOS R10\tautofocus",
        "Best first:\n\nNikon Z50\t$900\tgrip\nCanon EOS R10\t$880\tautofocus\nSony a6100\t$700\tlenses",
    ],
)
def test_aligned_and_tab_separated_columns_are_a_table(text: str) -> None:
    assert _names(text)[:2] == ["Nikon Z50", "Canon EOS R10"]
    _spans_hold_names(text)


def test_prose_with_double_spaces_is_not_a_table() -> None:
    text = "Sentence one.  Sentence two.\nAnother line.  And more.\nLast line here.  Done."
    assert typography.aligned_tables(text) is None  # the gaps do not line up


def test_a_bold_name_broken_across_lines_is_one_name() -> None:
    text = (
        "1. **Hyundai\n   Ioniq 5** — fast charging and a flat\n   floor.\n2. **Kia EV6** — sporty."
    )
    assert _names(text) == ["Hyundai Ioniq 5", "Kia EV6"]
    _spans_hold_names(text)


def test_an_unclosed_bold_before_a_list_item_is_not_joined() -> None:
    assert typography.hard_wraps_joined("Note **this\n- **item** here, and\nmore") is None


def test_a_bold_name_over_a_line_end_is_joined_only_in_a_hard_wrapped_reply() -> None:
    assert typography.hard_wraps_joined("1. **Hyundai\n   Ioniq 5** — fast.") is None


def test_a_hard_wrapped_paragraph_is_one_line() -> None:
    text = (
        "For most people I would put the Breville Bambino Plus first, because\n"
        "it heats quickly. Second is the De'Longhi Dedica EC685, which is small\n"
        "and cheap and leaves money for a grinder later on."
    )
    done = typography.hard_wraps_joined(text)
    assert done is not None and "\n" not in done.text


def test_lines_that_each_end_a_sentence_are_not_joined() -> None:
    text = (
        "The Breville Bambino Plus is my first pick for a beginner who wants milk.\n"
        "The De'Longhi Dedica EC685 comes second because it is small and cheap.\n"
        "The Gaggia Classic Pro comes third for people who like to tinker a lot."
    )
    assert typography.hard_wraps_joined(text) is None


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "**" + "a " * n, 20_000),
        # A text of many lines grows in two ways, by more lines and by longer ones; each is read.
        (lambda n: ("**a\n" + " " * 50 + "b" * 50 + "\n") * n, 500),
        (lambda n: ("**a\n" + " " * n + "b" * n + "\n") * 500, 50),
        (lambda n: ("word  " * 200 + "\n") * n, 200),
        (lambda n: ("word  " * n + "\n") * 200, 200),
        (lambda n: ("\t" * 100 + "x\n") * n, 200),
        (lambda n: ("\t" * n + "x\n") * 200, 100),
        (lambda n: ("+" + "-" * 50) * n + "\n|a|", 1_000),
        (lambda n: "it goes on\nand on " * n, 2_000),
        (lambda n: "(1) " + "(2) " * n, 10_000),
    ],
    ids=[
        "bold",
        "bold-breaks",
        "bold-breaks-wide",
        "gaps",
        "gaps-wide",
        "tabs",
        "tabs-wide",
        "borders",
        "wraps",
        "parens",
    ],
)
def test_the_passes_stay_linear_on_hostile_text(hostile: Hostile, count: int) -> None:
    assert_linear(read_picks, hostile, count)


def test_a_price_straight_after_a_name_ends_it() -> None:
    text = "1. Roborock Q5 Pro — $279 — mapping.\n2. Tapo RV30 Plus $249 — self-emptying."
    assert _names(text) == ["Roborock Q5 Pro", "Tapo RV30 Plus"]


def test_a_price_inside_a_sentence_does_not_cut_a_name_out_of_it() -> None:
    text = (
        "**Top pick:** Go with the Breville Bambino Plus. It heats fast.\n\n"
        "**Runner-up:** Grab the Gaggia Classic Pro. It's a tank.\n\n"
        "**Budget pick:** The De'Longhi Stilosa costs about $100 and still pulls espresso."
    )
    assert _names(text)[2] == "De'Longhi Stilosa"


def test_a_lower_case_brand_opens_a_plain_bullet_name() -> None:
    text = "- eufy RoboVac 11S MAX: quiet.\n- iRobot Roomba 694: simple.\n- ILIFE V3s Pro: cheap."
    assert _names(text) == ["eufy RoboVac 11S MAX", "iRobot Roomba 694", "ILIFE V3s Pro"]


def test_a_lower_case_phrase_is_not_a_brand() -> None:
    from scoring.picks import _lower_brand_name

    assert _lower_brand_name("eufy RoboVac G30")
    assert not _lower_brand_name("needs Frequent Travel")
    assert not _lower_brand_name("the Roborock")


def test_a_summary_line_may_set_its_products_apart_with_bullets() -> None:
    text = "TL;DR: Roborock Q5 Pro • Tapo RV30 Plus • eufy RoboVac G30"
    assert _names(text) == ["Roborock Q5 Pro", "Tapo RV30 Plus", "eufy RoboVac G30"]


def test_a_chip_or_generation_in_brackets_is_part_of_the_name() -> None:
    text = "1. MacBook Air (M3) — battery.\n2. Dell XPS 13 (9340) — screen."
    assert _names(text) == ["MacBook Air (M3)", "Dell XPS 13"]
    text = "1. AirPods Pro (2nd gen) — fit.\n2. Sony WF-1000XM5 (best ANC) — isolation."
    assert _names(text) == ["AirPods Pro (2nd gen)", "Sony WF-1000XM5"]


@pytest.mark.parametrize(
    "text",
    [
        "I'd put the _Sony ZV-E10_ first for video.\n\nSecond, the _Canon EOS R50_, for menus."
        "\n\nThird, the _Nikon Z50_: a real grip.",
        "I'd put the Sony ZV-E10 first: cheap. Second is the Canon EOS R50, which is easy."
        " Third, the Nikon Z50, with a grip.",
        "My ranking: first “Sony ZV-E10”, for video; second “Canon EOS R50”, for menus;"
        " third “Nikon Z50”, for grip.",
    ],
    ids=["paragraphs", "one-paragraph", "quoted"],
)
def test_sentences_that_open_with_their_place_are_a_ranking(text: str) -> None:
    assert _names(text) == ["Sony ZV-E10", "Canon EOS R50", "Nikon Z50"]


@pytest.mark.parametrize(
    "text",
    [
        "First, think about your floors. Second, consider the budget.",  # no names
        "First, the Sony ZV-E10. Second, the Canon EOS R50.\n\n1. Nikon Z50 - grip.",  # a list
        "First, the Sony ZV-E10. Second, the Canon EOS R50. Fourth, who knows.",  # unbound place
    ],
)
def test_place_sentences_that_are_not_a_ranking_are_left_alone(text: str) -> None:
    from scoring.ordinal_prose import ordinals_listed

    assert ordinals_listed(text) is None


def test_aligned_labels_and_values_are_not_a_table() -> None:
    text = "Price:      $299\nBattery:    180 min\nBin:        0.47 L"
    assert typography.aligned_tables(text) is None


def test_list_items_with_double_spaces_are_not_a_table() -> None:
    text = "1. Kia EV6  fast\n2. Kia EV9  big\n3. Tesla Model Y  cargo"
    assert typography.aligned_tables(text) is None

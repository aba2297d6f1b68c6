"""The picks rules the r22b probes brought, one behaviour each.

The rules came from blind probes of small, quantised open-weight models' slightly broken markdown
(corpus/probes/picks_r22b.json): headings with no space after the hashes ("##1. Name"), a pipe
table with no separator row, a list item whose bold run is never closed, and an article "a" read
as the last word of a name ("Y a close second"). These tests pin each on texts of their own, with
the near misses each must leave alone. The product names are made up, so that no test leans on a
name the reader knows.
"""

from __future__ import annotations

from scoring.loose_markdown import (
    bold_items_closed,
    heading_spaces_added,
    table_separators_added,
)
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# --- a heading with no space after its hashes --------------------------------------------------


def test_numbered_headings_glued_to_their_hashes_rank_their_products() -> None:
    text = (
        "My top three:\n\n##1. Tarn Runner 3\n- Soft and stable\n\n"
        "##2. Pell Glide 9\n- Light\n\n##3. Kova Strider 4\n- Bouncy"
    )
    assert extract_picks(text) == ["Tarn Runner 3", "Pell Glide 9", "Kova Strider 4"]


def test_a_glued_title_and_section_heading_are_headings_not_picks() -> None:
    text = (
        "#Best Vaults for a Family\n\n##My ranked top three\n\n1. **Lockwell Family** - easy\n"
        "2. **Vaultly Home** - cheap\n\n##Avoid\n\n- **Passmule** - breached twice"
    )
    assert extract_picks(text) == ["Lockwell Family", "Vaultly Home"]


def test_a_rank_glued_to_one_hash_is_left_a_rank() -> None:
    # the near miss: "#1 Name" is a rank marker, not a heading with its space missing
    assert heading_spaces_added("#1 Tarn Runner 3 - soft\n#2 Pell Glide 9 - light") is None


def test_a_one_word_hashtag_is_left_alone() -> None:
    assert heading_spaces_added("Good luck on race day!\n#TeamRunner") is None


def test_a_spaced_heading_is_left_alone() -> None:
    assert heading_spaces_added("## 1. Tarn Runner 3\n\n## 2. Pell Glide 9") is None


# --- a pipe table with no separator row --------------------------------------------------------


def test_a_table_without_its_separator_row_ranks_its_rows() -> None:
    text = (
        "Ranked:\n\n| Rank | Car | Why |\n| 1 | Veloran E5 | Most room |\n"
        "| 2 | Corvid Ion 4 | Fast charging |\n| 3 | Halden EV | Best value |\n\nAll seat five."
    )
    assert extract_picks(text) == ["Veloran E5", "Corvid Ion 4", "Halden EV"]


def test_a_role_table_without_its_separator_row_reads_the_product_column() -> None:
    text = (
        "| Pick | Car | Price |\n| Best overall | Veloran E5 | $42k |\n"
        "| Runner-up | Corvid Ion 4 | $45k |\n| Best value | Halden EV | $39k |\n\n"
        "### Why the Ion 4 is second\n- Cargo space"
    )
    assert extract_picks(text) == ["Veloran E5", "Corvid Ion 4", "Halden EV"]


def test_two_pipe_lines_are_not_taken_for_a_table() -> None:
    # the near miss: a header and one row are too little to be sure a table was meant
    assert table_separators_added("| a | b |\n| c | d |\n\ntext") is None


def test_a_table_with_its_separator_row_is_left_alone() -> None:
    text = "| Car | Why |\n|---|---|\n| Veloran E5 | room |\n| Halden EV | value |\n"
    assert table_separators_added(text) is None


# --- a list item whose bold run is never closed ------------------------------------------------


def test_an_unclosed_bold_bullet_names_its_product() -> None:
    text = (
        "Ranked, best first:\n\n- **Crema One** - easiest to learn on.\n"
        "- **Piston Classic** - a workhorse.\n- **Barra Duo - has a grinder built in."
    )
    assert extract_picks(text) == ["Crema One", "Piston Classic", "Barra Duo"]


def test_an_unclosed_bold_run_is_closed_before_the_first_separator() -> None:
    done = bold_items_closed("1. **Barra Duo ($499): has a grinder")
    assert done is not None
    assert done.text == "1. **Barra Duo** ($499): has a grinder"


def test_a_closed_bold_run_is_left_alone() -> None:
    assert bold_items_closed("- **Barra Duo** - has a grinder") is None


def test_an_unclosed_bold_run_with_no_separator_near_is_left_alone() -> None:
    # the near miss: no dash, colon or bracket within the name's reach, so no guess at its end
    assert (
        bold_items_closed("- **Why this machine wins every single comparison that matters") is None
    )


def test_a_paragraph_opening_an_unclosed_bold_run_is_not_a_list_item() -> None:
    assert bold_items_closed("**Why the Crema wins: battery life matters more") is None


# --- the article "a" ends a name -----------------------------------------------------------------


def test_a_close_second_after_a_name_is_not_part_of_the_name() -> None:
    text = (
        "Both are good laptops for a student.\n\n"
        "So my order is: Norda Book 14 first, Lumen Air 3 a close second. Swap them if you like."
    )
    assert extract_picks(text) == ["Norda Book 14", "Lumen Air 3"]


# --- linear time on hostile input --------------------------------------------------------------


def test_the_passes_are_fast_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "#" * n, 50_000),
        (lambda n: "#a" + "b" * n, 50_000),
        (lambda n: "|" + " -" * n + "|\n" + "| x |\n" * 3, 25_000),
        (lambda n: ("|" + "-" * 199 + " ") * n + "|\n| a | b |\n| c | d |\n", 250),
        (lambda n: "- **" + "a -" * n, 16_666),
        (lambda n: "- **" + " " * n + "\n", 50_000),
    )
    for text, count in hostile:
        for call in (
            heading_spaces_added,
            table_separators_added,
            bold_items_closed,
            extract_picks,
        ):
            assert_linear(call, text, count)

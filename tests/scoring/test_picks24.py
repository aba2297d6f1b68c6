"""The picks rules the r24 probes brought, one behaviour each, with their near misses.

The rules came from blind probes of comparison-heavy replies (corpus/probes/picks_r24.json:
scores out of 10, star ratings, head-to-heads with a "Winner:" line per criterion, spec tables
with the products as columns): per-criterion "Winner:" lines read as picks ahead of the overall
verdict, a lower-case model word cut off a name in a ">" chain ("Nikon Z fc (8/10)"), and a place
word with a short aside before its verb ("Third, at 7.5, is the X"). These tests pin each on texts
of their own; the product names are made up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring.criterion_winners import without_criterion_winners
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# --- per-criterion "Winner:" lines ----------------------------------------------------------------


def test_winner_lines_under_criterion_headings_are_no_picks() -> None:
    text = (
        "### Cushioning\nThe Tarn Glide 3 is softer.\n**Winner:** Tarn Glide 3\n\n"
        "### Grip\nThe Pell Run 8 holds wet roads.\n**Winner:** Pell Run 8\n\n"
        "## The ranking\n\n### 1. Pell Run 8\nGrippy.\n\n### 2. Tarn Glide 3\nSoft.\n"
    )
    assert extract_picks(text) == ["Pell Run 8", "Tarn Glide 3"]


def test_plain_winner_lines_after_paragraphs_are_no_picks() -> None:
    text = (
        "Cancelling is close.\nWinner: Norda, narrowly.\n\n"
        "Battery is where the Kettlo pulls ahead.\nWinner: Kettlo.\n\n"
        "Overall, I'd rank the Kettlo H9 first and the Norda Quiet 2 second."
    )
    assert extract_picks(text) == ["Kettlo H9", "Norda Quiet 2"]


def test_a_tie_line_is_no_product() -> None:
    text = (
        "### Price\nBoth cost $140.\n**Winner:** Tie\n\n### Fit\nRoomier toe box.\n"
        "**Winner:** Pell Run 8\n\n## My pick\n1. **Pell Run 8** - roomy\n2. **Tarn Glide 3** - soft\n"
    )
    assert extract_picks(text) == ["Pell Run 8", "Tarn Glide 3"]


def test_one_winner_line_is_the_verdict() -> None:
    # the near miss: a single "Winner:" line names the comparison's winner
    text = "Both are fine for flights.\n\n**Winner:** Kettlo H9 - longer battery and better mics."
    assert extract_picks(text)[:1] == ["Kettlo H9"]


def test_winner_lines_naming_one_product_are_left_alone() -> None:
    # the near miss: two "Winner:" lines that agree could be the verdict said twice
    text = "**Winner:** Kettlo H9\n\nLonger battery.\n\nWinner: Kettlo H9."
    assert without_criterion_winners(text) == text


def test_a_winner_line_under_a_verdict_title_is_kept() -> None:
    # the near miss: per-criterion winners go, the verdict's own "Winner:" line stays
    text = (
        "### Battery\n**Winner:** Norda Quiet 2\n\n### Comfort\n**Winner:** Kettlo H9\n\n"
        "## Overall verdict\n**Winner:** Kettlo H9 - the better travel pair."
    )
    kept = without_criterion_winners(text)
    assert "Winner:** Norda" not in kept
    assert kept.endswith("**Winner:** Kettlo H9 - the better travel pair.")
    assert len(kept) == len(text)  # blanked to spaces: every offset stays where it was


def test_an_overall_winner_label_is_not_a_criterion_line() -> None:
    # the near miss: "Overall winner:" is the verdict's label, not a bare "Winner:"
    text = "Winner: Norda Quiet 2\nWinner: Kettlo H9\nOverall winner: Kettlo H9"
    assert without_criterion_winners(text).endswith("Overall winner: Kettlo H9")


# --- a lower-case model word at the end of a chained name ------------------------------------------


def test_a_lower_case_model_word_before_a_score_stays_in_the_name() -> None:
    text = "**TL;DR:** Lumen R7 (9/10) > Norda Z fc (8/10)."
    assert extract_picks(text) == ["Lumen R7", "Norda Z fc"]


def test_a_lower_case_model_word_that_joins_prose_is_not_taken() -> None:
    # the near miss: "plus a lens" is prose after the name, not part of it
    picks = extract_picks("My pick: get the Lumen a6400 plus a spare battery.")
    assert picks == ["Lumen a6400"]


# --- a place word with a short aside before its verb -------------------------------------------------


def test_a_place_with_an_aside_before_is_reads_the_name_after_it() -> None:
    text = (
        "First place goes to the Tarn Classic, which I'd score 9.\n\n"
        "Second is the Pell Bambi at 8.5.\n\n"
        "Third, at 7.5, is the Kettlo CM54, about $140."
    )
    assert extract_picks(text) == ["Tarn Classic", "Pell Bambi", "Kettlo CM54"]


def test_a_name_between_commas_is_no_aside() -> None:
    # the near miss: "Second, the X, is ..." names the product itself before the verb
    text = "First is the Norda Ion 5.\n\nSecond, the Corvid ID.4, is great for families."
    assert extract_picks(text) == ["Norda Ion 5", "Corvid ID.4"]


# --- linear time on hostile input ------------------------------------------------------------------


def test_the_rules_are_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "Winner: a\n" * n, 5_000),
        (lambda n: "Winner: " + "x" * n, 50_000),
        (lambda n: "**Winner:** Tie\nWinner: b\n" + "\n" * n, 50_000),
        (lambda n: "Third, at " + "7" * n + ", is the X", 50_000),
        (lambda n: "Third, at 7" + ", at 7" * n, 8_400),
        (lambda n: "Norda Z fc" + " " * n + "(", 50_000),
    )
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(without_criterion_winners, text, count)
        assert_linear(extract_picks, text, count)

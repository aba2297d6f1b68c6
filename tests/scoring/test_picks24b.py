"""The picks rules the r24b probes brought, one behaviour each.

The rules came from blind probes of search-grounded replies (corpus/probes/picks_r24b.json):
bracketed citation numbers after the names of a ranking written in one sentence, and a terse
list of bare bullets whose one-word names are brands, each with its source in brackets. These
tests pin each on texts of their own, with the near misses each must leave alone. The product
names are made up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring.citation_marks import brackets_dropped
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# --- bracketed citation numbers after names in running text ---------------------------------------


def test_a_then_chain_with_citation_numbers_after_its_names_is_a_ranking() -> None:
    text = "Quillo [1], then Vantic [2], then Dorrel [3] - all three share vaults across a family."
    assert extract_picks(text) == ["Quillo", "Vantic", "Dorrel"]


def test_the_same_chain_without_marks_reads_the_same() -> None:
    text = "Quillo, then Vantic, then Dorrel - all three share vaults across a family."
    assert extract_picks(text) == ["Quillo", "Vantic", "Dorrel"]


def test_a_run_of_marks_goes_with_the_space_before_it() -> None:
    done = brackets_dropped("The Norda Z3 [1][3] is light, the Pell X1 [2, 4] cheap [1-3].")
    assert done is not None
    assert done.text == "The Norda Z3 is light, the Pell X1 cheap."


def test_a_mark_glued_to_a_name_before_a_colon_goes() -> None:
    done = brackets_dropped("Lumen Cam R5[2]: easiest to learn")
    assert done is not None
    assert done.text == "Lumen Cam R5: easiest to learn"


def test_a_mark_that_opens_a_sources_line_stays() -> None:
    # the near miss: "[1] Wirecutter - ..." numbers a source at the start of its line
    assert brackets_dropped("Sources:\n[1] Gearlab - Norda Z3 review\n[2] Pell blog") is None


def test_a_mark_before_a_sources_title_after_a_colon_stays() -> None:
    # the near miss: "Sources: [1] RTINGS · [2] ..." numbers titles, it cites no claim
    assert brackets_dropped("Sources: [1] Gearlab · [2] Camworld") is None


def test_a_mark_before_a_capitalised_word_stays() -> None:
    # the near miss: after a stop, "[2] Camworld, ..." opens a source's title on the same line
    assert brackets_dropped("Good value. [2] Camworld, Pell X1 test") is None


def test_a_reference_style_link_keeps_its_number() -> None:
    # the near miss: "[Kettlo Zen][1]" is a link whose target is listed at the end
    assert brackets_dropped("1. [Kettlo Zen][1] - quiet\n\n[1]: https://kettlo.example") is None


def test_a_text_with_no_bracketed_number_is_left_alone() -> None:
    assert brackets_dropped("1. [Kettlo Zen](https://kettlo.example) - quiet [see below]") is None


# --- bare bullets of one-word brand names ----------------------------------------------------------


def test_bare_bullets_of_brand_names_with_sources_in_brackets_are_picks() -> None:
    text = "- Quillo (Gearlab)\n- Vantic Pass (Camworld)\n- Dorrel (Tech Weekly)\n\nAll audited."
    assert extract_picks(text) == ["Quillo", "Vantic Pass", "Dorrel"]


def test_bare_bullets_of_brand_names_alone_are_picks() -> None:
    text = "- Quillo\n- Vantic Pass\n- Dorrel\n\nAll three have family plans."
    assert extract_picks(text) == ["Quillo", "Vantic Pass", "Dorrel"]


def test_only_one_word_names_are_still_not_a_ranking() -> None:
    # the near miss: with no name of two words or a model number, a list of single capitalised
    # words is as likely to be topics as brands
    assert extract_picks("- Quillo\n- Vantic\n- Dorrel\n\nAll three have family plans.") == []


def test_a_one_word_topic_the_reply_writes_in_lower_case_is_no_brand() -> None:
    # the near miss: "- Grip" beside "a secure grip" is a checklist's topic, though the word has
    # no common noun's shape
    text = "- Grip\n- Vantic Pass\n- Quillo\n\nLook for a secure grip above all."
    assert extract_picks(text) == []
    # and without the lower-case use, the same bullets read as brands
    assert extract_picks(text.replace("secure grip", "good one")) == [
        "Grip",
        "Vantic Pass",
        "Quillo",
    ]


def test_a_one_word_topic_with_a_nouns_shape_is_no_brand() -> None:
    # the near miss: "Durability" has an abstract noun's ending, "Features" a plural's
    assert extract_picks("- Durability\n- Vantic Pass\n- Features\n\nTell me more.") == []


def test_two_bullets_keep_the_old_threshold() -> None:
    # the near miss: the relaxed rule asks for three bullets; two of one word each are no ranking
    assert extract_picks("- Quillo\n- Dorrel\n\nBoth are fine.") == []


# --- linear time on hostile input --------------------------------------------------------------


def test_the_rules_are_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "a" + "[1]" * n, 16_700),
        (lambda n: "a [1" + ", 2" * n + "]", 16_700),
        (lambda n: "a" + " " * n + "[1]", 50_000),
        (lambda n: "a" + " [1][2][3][4][5][6][7][8][9]" * n, 1_800),
        (lambda n: "- Quillo\n" * n + "- Vantic Pass\n", 5_600),
    )
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(brackets_dropped, text, count)
        assert_linear(extract_picks, text, count)

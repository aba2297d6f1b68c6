"""fixes22b: four classes of older picks misreads a reviewer judged fixable, with near misses.

Invented products only, so each test pins the rule and not a corpus reply: a ranking of option
labels ("A, then B"; "Option 2 first, Option 1 second") read as the names the labels were given,
a pair option named as the reply spells it, an imperative after a condition as a single pick,
and a lower-case model word ("Z fc") after a role label.
"""

from __future__ import annotations

import pytest

from scoring.option_labels import labels_named
from scoring.picks import Pick, PicksReading, complete_pair, extract_picks, read_picks
from tests.linear_time import Hostile, assert_linear

# -- 1. a ranking of option labels is a ranking of the names they stand for --

_HEADED = (
    "### Option A: Brewra Pulse\nFast and compact.\n\n"
    "### Option B: Kettlo Zen\nManual steam wand.\n\n"
    "### Option C: Moka Dual\nThe cheapest way in.\n\n"
)


def test_bare_letters_after_lettered_headings_rank_the_headings_names() -> None:
    assert extract_picks(_HEADED + "Ranked, I'd go B, then C, then A.") == [
        "Kettlo Zen",
        "Moka Dual",
        "Brewra Pulse",
    ]


def test_full_labels_in_a_recommendation_rank_the_bold_items_names() -> None:
    text = (
        "**Option 1 – Lumo Book 14**\nGreat screen.\n\n"
        "**Option 2 – Vexa Air 13**\nFanless.\n\n"
        "**Recommendation:** Option 2 first, Option 1 second."
    )
    assert extract_picks(text) == ["Vexa Air 13", "Lumo Book 14"]


def test_a_label_ranking_s_spans_point_at_the_labels() -> None:
    text = _HEADED + "Ranked, I'd go B, then C, then A."
    picks = read_picks(text).picks
    assert [text[a:b] for a, b in (p.span for p in picks)] == ["B", "C", "A"]
    full = "**Option 1 – Lumo Book 14**\nx\n\n**Option 2 – Vexa Air 13**\ny\n\nOption 2 > Option 1."
    assert [full[p.span[0] :].startswith("Option 2") for p in read_picks(full).picks] == [
        True,
        False,
    ]


def test_one_label_alone_ranks_nothing() -> None:
    # near miss: "Option 2 is lighter" compares; it does not rank the labels
    text = "**Option 1 – Lumo Book 14**\nGreat.\n\n**Option 2 – Vexa Air 13**\nFanless.\n\nOption 2 is lighter."
    assert labels_named(text) is None


def test_an_article_a_in_prose_is_no_label() -> None:
    # near miss: a lone capital "A" opening a sentence is an article, not a run of labels
    assert labels_named(_HEADED + "A good machine either way; B is louder.") is None


def test_a_run_with_an_undefined_key_is_no_ranking() -> None:
    # near miss: "D" was never defined, so "B, then D" is not a ranking of the labels
    assert labels_named(_HEADED + "Ranked, I'd go B, then D.") is None


def test_a_label_bound_to_two_names_resolves_nothing() -> None:
    # near miss: "Option A" names two products, so no label stands for one name
    text = "### Option A: Brewra Pulse\n\n### Option A: Kettlo Zen\n\n### Option B: Moka Dual\n\nGo B > A."
    assert labels_named(text) is None


# -- 2. a pair option named as the reply names it --

_PAIR = ("Sonra Max Headphones", "Veltro Air 5")


def test_the_second_pair_option_keeps_the_reply_s_brand_and_model() -> None:
    text = "Veltro Air 5: winner for flyers.\nSonra Max: runner-up, heavier."
    first = PicksReading([Pick("Veltro Air 5", (0, 12))], True)
    done = complete_pair(first, _PAIR, text)
    assert [p.name for p in done.picks] == ["Veltro Air 5", "Sonra Max"]
    assert text[slice(*done.picks[1].span)] == "Sonra Max"


def test_a_one_word_mention_keeps_the_option_s_full_name() -> None:
    # near miss: "the Sonra" names the brand alone, not brand and model
    text = "Veltro Air 5: winner for flyers.\nThe Sonra is runner-up, heavier."
    first = PicksReading([Pick("Veltro Air 5", (0, 12))], True)
    done = complete_pair(first, _PAIR, text)
    assert [p.name for p in done.picks] == ["Veltro Air 5", "Sonra Max Headphones"]


# -- 3. an imperative after a condition as the reply's one recommendation --


def test_use_after_a_condition_is_a_single_pick() -> None:
    text = "If privacy is the actual goal, use Vaultly. Keyvo and Passra are fine products."
    assert extract_picks(text) == ["Vaultly"]


def test_get_after_a_condition_is_a_single_pick() -> None:
    assert extract_picks("If quiet matters most, get the Sonra Max. It is light.") == ["Sonra Max"]


def test_use_x_to_do_a_step_is_an_instruction() -> None:
    # near miss: the name does not end the sentence; "use X to export first" is a how-to step
    assert extract_picks("If you are moving notes, use Notara to export first.") == []


def test_a_conditional_use_further_on_is_advice() -> None:
    # near miss: only the reply's first paragraph holds its one recommendation
    assert extract_picks("Some context first.\n\nIf you travel, use Vaultly.") == []


# -- 4. a lower-case model word after a role label --


def test_a_lower_case_model_word_after_a_label_ends_the_name() -> None:
    text = "My pick: Fujo X-S9.\nRunner-up: Sorin a67.\nAlso good: Nikka Z fc.\n\nAll three work."
    assert extract_picks(text) == ["Fujo X-S9", "Sorin a67", "Nikka Z fc"]


def test_a_lower_case_word_after_an_ordinary_word_is_prose() -> None:
    # near miss: "Travel pro" has no model code before "pro": a phrase, not a product
    assert extract_picks("My pick: Fujo X-S9.\nBest for: Travel pro.") == ["Fujo X-S9"]


# -- hostile input --


@pytest.mark.parametrize(
    ("text", "count"),
    [
        (lambda n: "### Option A: Brewra\n### Option B: Kettlo\n" + "A, then " * n + "B.", 6_300),
        (lambda n: "### Option A: Brewra\n### Option B: Kettlo\n" + "Option A " * n, 5_600),
        (lambda n: "### Option A: " + "Brewra " * n + "\n### Option B: Kettlo\nB > A", 7_200),
        (lambda n: "If " + "you " * n + ", use Vaultly.", 12_500),
        (lambda n: "If privacy, " * n + "use Vaultly.", 4_200),
        (lambda n: "Best: " + "Nikka " * n + "Z fc.", 8_400),
    ],
    ids=["bare-run", "full-refs", "long-name", "condition", "conditions", "model-word"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(text: Hostile, count: int) -> None:
    assert len(text(count)) >= 50_000
    assert_linear(extract_picks, text, count)
    assert_linear(labels_named, text, count)

"""The picks rules the r18 blind probes brought, one behaviour each, with their near misses.

Five of the fifty blind probes of corpus/probes/picks_r18.json were misread: a bold name whose
description opened with a compound adjective ("**X**: Open-source, ..."), a numbered source list
under a bare "Sources" line, a numbered step of advice after the ranking read as a product, a
prose first place with whom it is for between "choice" and "is", a second place said "comes
second", and a six-word name with its model number last in prose places. These tests pin the
rules on texts of their own, with invented products.
"""

from __future__ import annotations

from scoring.picks import extract_picks
from scoring.prose_places import places_phrased
from tests.linear_time import assert_linear


def _bold_colon(description: str) -> str:
    return (
        "My top three:\n\n"
        f"1. **Vaultly**: {description}, audited every year.\n"
        "2. **Keyfort**: The most polished apps.\n"
        "3. **Lockbird**: Strong privacy focus.\n"
    )


def test_a_compound_adjective_after_a_bold_name_is_its_description() -> None:
    assert extract_picks(_bold_colon("Open-source"))[0] == "Vaultly"
    assert extract_picks(_bold_colon("Budget-friendly"))[0] == "Vaultly"
    assert extract_picks(_bold_colon("Easy-to-use"))[0] == "Vaultly"


def test_a_hyphenated_model_after_a_label_word_is_still_the_name() -> None:
    text = "1. **Travel:** Sonar ZX-E10, compact and light.\n2. **Studio:** Sonar Q7 Pro.\n"
    assert extract_picks(text) == ["Sonar ZX-E10", "Sonar Q7 Pro"]


def _sourced(title: str) -> str:
    return (
        "1. **Vaultly** - audited and cheap [1].\n"
        "2. **Keyfort** - polished apps [2].\n"
        "3. **Lockbird** - private [3].\n\n"
        f"{title}\n"
        "1. Gadget Weekly — The Best Password Apps\n"
        "2. Vaultly — Security audit reports\n"
        "3. Tech Review Daily — Lockbird review\n"
    )


def test_a_bare_sources_line_opens_a_list_of_citations() -> None:
    for title in ("Sources", "References", "Citations"):
        assert extract_picks(_sourced(title)) == ["Vaultly", "Keyfort", "Lockbird"], title


def test_a_longer_plain_line_over_a_second_list_is_not_a_sources_title() -> None:
    text = _sourced("Sources I also like for cheaper picks")
    assert len(extract_picks(text)) > 3


def test_a_step_of_advice_with_the_article_mid_phrase_is_not_a_product() -> None:
    text = (
        "1. **Tasklane** - fast.\n2. **Boardly** - docs.\n3. **Planwise** - timelines.\n\n"
        "## Choosing well\n\n"
        "4. Revisit the choice at around 25 people, when permissions matter.\n"
    )
    assert extract_picks(text) == ["Tasklane", "Boardly", "Planwise"]


def test_a_name_with_an_article_at_its_end_edge_is_left_as_before() -> None:
    text = "1. **Tasklane** - fast.\n2. **Boardly** - docs.\n3. Planwise The Third - timelines.\n"
    assert extract_picks(text)[-1] == "Planwise The Third"


def _prose(first: str, second: str) -> str:
    return (
        f"{first} the Crema Duo. It is simple and sturdy.\n\n"
        f"{second}\n\n"
        "Third is the Brewline 5. It leaves money for a grinder.\n"
    )


def test_a_first_choice_for_someone_is_the_first_place() -> None:
    text = _prose(
        "My first choice for a beginner with $500 is", "The Vapore Mini comes second. It is quick."
    )
    rewritten = places_phrased(text)
    assert rewritten is not None
    assert rewritten.text.splitlines() == ["1. Crema Duo", "2. Vapore Mini", "3. Brewline 5"]


def test_is_second_gives_the_second_place_but_second_to_none_does_not() -> None:
    text = _prose("My first choice is", "The Vapore Mini is second. It is quick.")
    assert places_phrased(text) is not None
    praise = _prose("My first choice is", "The Vapore Mini is second to none on speed.")
    assert places_phrased(praise) is None


def test_a_model_number_as_the_sixth_word_of_a_prose_place() -> None:
    text = (
        "My first choice would be the Vega Glide 4, for its balance. Second, I'd put the Orla "
        "Pace 9. Third comes the Norda Fresh Trail X Plus 770v3, a wider option.\n"
    )
    assert extract_picks(text) == ["Vega Glide 4", "Orla Pace 9", "Norda Fresh Trail X Plus 770v3"]


def test_a_sixth_word_without_a_digit_stays_out_of_a_prose_place() -> None:
    text = (
        "My first choice would be the Vega Glide 4. Second, I'd put the Orla Pace 9. "
        "Third comes the Norda Fresh Trail X Plus Edition, a wider option.\n"
    )
    assert extract_picks(text)[-1] == "Norda Fresh Trail X Plus"


def test_hostile_prose_places_stay_linear() -> None:
    assert_linear(
        places_phrased,
        lambda n: "My first choice for " + "a" * n + " Second " + "Ab " * (2 * n // 5) + "x" * n,
        50_000,
    )
    assert_linear(
        places_phrased, lambda n: "Third comes the " + "Ab " * 5 + "a" * n + " comes second", 50_000
    )

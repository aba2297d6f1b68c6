"""The picks rules the r16b probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r16b.json: long replies
with an intro that names products in passing, sections of extras, closing lines that restate or
re-order); these tests pin the rule on texts of its own, with the near misses it must leave alone.
"""

from __future__ import annotations

import pytest

from scoring import picks


def _names(text: str) -> list[str]:
    return [p.name for p in picks.read_picks(text).picks]


_RANKED = (
    "1. **Roborock Q5 Pro** - LiDAR mapping and strong suction.\n"
    "2. **Eufy X8** - twin turbines for pet hair.\n"
    "3. **Tapo RV30 Max** - mapping and a mop for less.\n"
)


def test_intro_names_before_a_complete_ranking_are_not_picks() -> None:
    text = (
        "This price range is crowded: makers like **Shark** and **Lefant** and flagships such as "
        "the **Roomba j7+** get most of the attention.\n\n" + _RANKED
    )
    assert _names(text) == ["Roborock Q5 Pro", "Eufy X8", "Tapo RV30 Max"]


def test_intro_names_stay_when_nothing_is_ranked_after_them() -> None:
    text = "My pick is the **Roborock Q5 Pro**; the **Eufy X8** is a close second."
    assert _names(text) == ["Roborock Q5 Pro", "Eufy X8"]


@pytest.mark.parametrize(
    "title",
    [
        "## Accessories worth adding",
        "## Lenses to add later",
        "### Grinders & add-ons",
        "## Integrations to set up first",
        "**Other cameras to consider**",
    ],
)
def test_a_section_of_extras_sets_its_names_aside_even_before_a_restated_ranking(
    title: str,
) -> None:
    text = (
        "## Sony a6400\nFast autofocus.\n\n## Canon EOS R50\nEasy menus.\n\n"
        f"{title}\n- **Sigma 18-50mm f/2.8** - a bright zoom\n- **Peak Design Strap** - comfy\n\n"
        "## Verdict\n1. **Sony a6400** - best autofocus\n2. **Canon EOS R50** - easiest\n"
    )
    assert _names(text) == ["Sony a6400", "Canon EOS R50"]


def test_a_plain_section_heading_does_not_set_its_names_aside() -> None:
    text = "## My picks\n- **Sony a6400** - best autofocus\n- **Canon EOS R50** - easiest\n"
    assert _names(text) == ["Sony a6400", "Canon EOS R50"]


@pytest.mark.parametrize("verb", ["Start with", "Stick with", "Opt for", "Consider"])
def test_an_advice_verb_after_a_summary_label_is_not_a_name(verb: str) -> None:
    text = _RANKED + f"\n**Bottom line:** {verb} the **Roborock Q5 Pro** - it does it all.\n"
    assert _names(text) == ["Roborock Q5 Pro", "Eufy X8", "Tapo RV30 Max"]


def test_a_summary_sentence_ends_before_the_emphasis_closes() -> None:
    text = "**My pick: the MacBook Air M3.** Nothing else lasts as long, and the Air is silent."
    assert _names(text) == ["MacBook Air M3"]


@pytest.mark.parametrize("word", ["if you need Windows", "unless your course requires Windows"])
def test_a_condition_closing_a_summary_sentence_names_no_pick(word: str) -> None:
    text = (
        "**Bottom line:** the **MacBook Air M3** wins for most students, with the "
        f"**Dell XPS 13** a strong second {word}."
    )
    assert _names(text) == ["MacBook Air M3", "Dell XPS 13"]


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("1Password for ease of use", "1Password"),
        ("Sony a6400 for action shots", "Sony a6400"),
        ("Hoka Clifton 9 for long runs", "Hoka Clifton 9"),
        (
            "Top 3 Password Managers for a Family of Four",
            "Top 3 Password Managers for a Family of Four",
        ),
        ("Great for families", "Great for families"),
        ("Bitwarden for value", "Bitwarden for value"),
    ],
)
def test_a_purpose_after_a_name_is_cut_only_after_a_proper_name(raw: str, name: str) -> None:
    assert picks._clean(raw)[0] == name


@pytest.mark.parametrize(
    ("short", "long", "same"),
    [
        ("Bose QC Ultra", "Bose QuietComfort Ultra Headphones", True),
        ("Bose QC Ultra", "Bose QuietComfort Ultra", True),
        ("Sony QC Ultra", "Bose QuietComfort Ultra", False),  # another brand
        ("Bose Ultra", "Bose QuietComfort Ultra", False),  # no word written by its capitals
        ("Bose QC Ultra", "Bose Ultra QuietComfort", False),  # out of order
    ],
)
def test_a_name_shortened_by_capitals_is_the_same_product(
    short: str, long: str, same: bool
) -> None:
    assert picks._capitals_shortened(short, long) is same


def test_a_closing_line_with_a_capitals_short_form_restates_the_pick() -> None:
    text = (
        "1. **Bose QuietComfort Ultra Headphones** - best for engine drone.\n"
        "2. **Sony WH-1000XM5** - longer battery.\n\n"
        "**Bottom line:** If flying is the main use, get the **Bose QC Ultra**.\n"
    )
    assert _names(text) == ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"]


def test_a_model_named_without_its_brand_restates_the_pick() -> None:
    text = (
        "### 1. Fujifilm X-S20\nStabilised and lovely colours.\n\n"
        "### 2. Sony a6400\nFast autofocus.\n\n"
        "### Which one is right for you?\n"
        "* **Best growth path:** the X-S20.\n* **Best for action:** the a6400.\n"
    )
    assert _names(text) == ["Fujifilm X-S20", "Sony a6400"]


def test_only_a_whole_trailing_model_with_a_digit_is_a_short_form() -> None:
    found = [("Roborock Q5 Pro", 0, 1, 1), ("Pro", 40, 2, None), ("X-S20", 60, 2, None)]
    assert picks._model_suffixes(found) == {}
    found = [("Fujifilm X-S20", 0, 1, 1), ("X-S20", 60, 2, None), ("S20", 80, 2, None)]
    assert picks._model_suffixes(found) == {"x-s20": "Fujifilm X-S20"}


@pytest.mark.parametrize(
    ("name", "shaped"),
    [
        ("An APS-C sensor", False),
        ("A 58 mm portafilter", False),
        ("Several tools are free up to 10 users", False),
        ("The 2020 election was fair", False),
        ("Canon EOS R50", True),
        ("A Plus Vac 3", True),
    ],
)
def test_an_article_phrase_or_a_clause_is_not_a_product(name: str, shaped: bool) -> None:
    assert picks._product_shaped(name) is shaped


def test_a_final_line_drops_the_names_it_turns_down() -> None:
    text = (
        "Both are good, but the battery decides it.\n\n"
        "So my ranking is short: the Sony WH-1000XM5, full stop. I'd skip the Bose unless the "
        "Sony pinches."
    )
    assert _names(text) == ["Sony WH-1000XM5"]


def test_a_place_word_opening_a_sentence_places_the_name_after_it() -> None:
    text = (
        "Within budget, my first choice is the Chevrolet Equinox EV. It has the range.\n\n"
        "Second, the Volkswagen ID.4. It rides softly.\n\n"
        "Third, the Honda Prologue. It costs a little more."
    )
    assert _names(text) == ["Chevrolet Equinox EV", "Volkswagen ID.4", "Honda Prologue"]


def test_a_place_word_after_a_comma_inside_a_sentence_is_not_a_lead_place() -> None:
    assert picks._PLACE_BEFORE.search("The Sony came second, the Bose third.") is None


def test_my_ranking_after_unranked_descriptions_ranks_names_before_place_words() -> None:
    text = (
        "Here are the options, in no particular order.\n\n"
        "**Asana** is a tidy work manager for mixed teams.\n\n"
        "**ClickUp** does tasks, docs and chat in one app.\n\n"
        "**Trello** is the simplest: boards and cards.\n\n"
        "My ranking: ClickUp first, for value; Asana second, for polish; and Trello third."
    )
    assert _names(text) == ["ClickUp", "Asana", "Trello"]


_CLARIFY = (
    "At this price you'll see mapping robots like the Roborock Q5 Pro next to simple ones like "
    "the Eufy RoboVac 11S, and they suit different homes.\n\n"
    "1. Is it one floor or several?\n2. Any pets?\n\n"
)


def test_a_clarify_first_reply_that_promises_picks_recommends_nothing_confidently() -> None:
    reading = picks.read_picks(_CLARIFY + "Tell me a bit more and I'll come back with three picks.")
    assert (reading.picks, reading.confident) == ([], True)


def test_a_reply_naming_models_without_a_ranking_or_a_promise_stays_unsure() -> None:
    reading = picks.read_picks(_CLARIFY + "Both are popular this year.")
    assert (reading.picks, reading.confident) == ([], False)

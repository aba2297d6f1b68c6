"""The picks rules the r18c blind probes brought, one behaviour each, with their near misses.

Four of the fifty blind probes of corpus/probes/picks_r18c.json were misread: a long guide whose
closing table restated its two ranked laptops by product line alone ("Air", "XPS"), a prose
ranking whose third place was said "Rounding out the three is the Z", a trophy heading titled
"The Ranking at a Glance" read as a product, and a single pick said "there's really one machine
I'd tell you to buy, and it's the X". These tests pin the rules on texts of their own, with
invented products.
"""

from __future__ import annotations

from scoring import picks
from scoring.picks import extract_picks
from scoring.picks_restated import alias_kind, same_product
from scoring.prose_places import places_phrased
from tests.linear_time import assert_linear


def _guide_with_recap(first: str, second: str) -> str:
    return (
        "## The ranking\n\n"
        "### 1. Lumen Slate 14\n- **Battery:** all day.\n- **Why:** silent and light.\n\n"
        "### 2. Corvo Book 13\n- **Battery:** most of a day.\n- **Why:** great keyboard.\n\n"
        "## Bottom line\n\n"
        "| Rank | Laptop | Best for |\n|---|---|---|\n"
        f"| 1 | {first} | Long days on campus |\n| 2 | {second} | Windows users |\n"
    )


def test_a_recap_by_product_line_restates_the_ranked_picks() -> None:
    assert extract_picks(_guide_with_recap("Slate", "Book")) == ["Lumen Slate 14", "Corvo Book 13"]


def test_a_product_line_is_the_second_word_before_model_numbers_only() -> None:
    assert alias_kind("Slate", "Lumen Slate 14") == "line"
    assert alias_kind("Slate", "Lumen Slate 14 X2") == "line"
    # a word before a word with no digit may name a sibling product
    assert alias_kind("Reader", "Inkly Reader Paperlite") == ""
    # a trim word names a variant, not the line
    assert alias_kind("Pro", "Vexa Pro 7") == ""
    # the brand alone stays "brand", a lower-case word is no name, a two-word name has no line
    assert alias_kind("Lumen", "Lumen Slate 14") == "brand"
    assert alias_kind("slate", "Lumen Slate 14") == ""
    assert alias_kind("Slate", "Lumen Slate") == ""


def test_a_product_line_shared_by_two_picks_names_neither() -> None:
    names = ["Lumen Slate 14", "Lumen Slate 16"]
    assert not same_product("Slate", "Lumen Slate 14", names)
    assert same_product("Slate", "Lumen Slate 14", ["Lumen Slate 14", "Corvo Book 13"])


def test_a_recap_naming_another_line_is_not_a_restatement() -> None:
    found = extract_picks(_guide_with_recap("Slate", "Orbit"))
    assert "Orbit" in found and found[:2] == ["Lumen Slate 14", "Corvo Book 13"]


def _countdown(third: str) -> str:
    return (
        "My first choice would be the Trailo Glide 5. It is soft and forgiving for new legs.\n\n"
        "In second place I'd put the Pacer Nova 3, lighter and a little firmer.\n\n"
        f"{third} Its fit is roomy.\n"
    )


def test_rounding_out_before_the_name_is_the_third_place() -> None:
    for said in (
        "Rounding out the three is the Stride Arc 2, a durable daily trainer.",
        "Rounding out my top three, the Stride Arc 2 is a durable daily trainer.",
        "Rounding out the list is the Stride Arc 2.",
        "Rounding out our podium comes the Stride Arc 2.",
    ):
        assert extract_picks(_countdown(said)) == [
            "Trailo Glide 5",
            "Pacer Nova 3",
            "Stride Arc 2",
        ], said


def test_rounding_out_a_thing_that_is_not_a_ranking_binds_no_place() -> None:
    text = _countdown("Rounding out the week with a long run is the Stride Arc 2's job.")
    rewritten = places_phrased(text)
    assert rewritten is None or "3. Stride Arc 2" not in rewritten.text
    assert "Stride Arc 2" not in extract_picks(text)


def _trophy_guide(title: str) -> str:
    return (
        f"## 🏆 {title}\n\n"
        "| Rank | Tool | Best for |\n|---|---|---|\n"
        "| 🥇 1 | **Plankly** | Engineering teams |\n| 🥈 2 | **Docsmith** | Docs and tasks |\n\n"
        "## 1. Plankly\n- **Why:** fast.\n\n## 2. Docsmith\n- **Why:** flexible.\n"
    )


def test_a_title_ending_at_a_glance_or_in_brief_is_not_a_pick() -> None:
    for title in ("The Ranking at a Glance", "Our Picks in a Nutshell", "The Verdict in Brief"):
        assert extract_picks(_trophy_guide(title)) == ["Plankly", "Docsmith"], title


def test_title_idioms_need_a_word_before_them_and_the_whole_idiom() -> None:
    assert picks._title_idiom("Rankings at a Glance".split())
    assert not picks._title_idiom("Glance".split())
    assert not picks._title_idiom("Nova Glance".split())  # a product may be called "Glance"
    assert not picks._title_idiom("Brief".split())
    assert not picks._title_idiom("Lumen Slate Brief".split())


def _single(sentence: str) -> str:
    return (
        f"I'll be straight with you: {sentence} It steams milk well and heats fast. The "
        "Crema One is tempting, but its wand is weak.\n"
    )


def test_the_one_thing_the_writer_would_have_you_buy_is_the_pick() -> None:
    for sentence in (
        "there's really one machine I'd tell you to buy, and it's the Brewra Duo.",
        "there's only one I'd buy, and it's the Brewra Duo.",
        "there's one model I'd recommend, and it's the Brewra Duo.",
    ):
        assert extract_picks(_single(sentence)) == ["Brewra Duo"], sentence


def test_and_its_without_the_one_to_buy_is_no_trigger() -> None:
    for sentence in (
        "I looked at one machine I'd never buy, and it's the Brewra Duo.",
        "The Brewra Duo came out last year, and it's popular.",
    ):
        assert picks._line_trigger(_single(sentence)) is None, sentence


def test_the_new_patterns_stay_linear_on_hostile_input() -> None:
    for read, hostile, count in (
        (
            places_phrased,
            lambda n: "Second, the Ab Cd. Rounding out the three is the " + "Ab " * n,
            20_000,
        ),
        (
            places_phrased,
            lambda n: "Second, the Ab Cd. " + "Rounding out " * n + "x" * (10 * n),
            5_000,
        ),
        (
            picks._PROSE_TRIGGER.search,
            lambda n: "one " + " " * n + "I'd buy" + " " * n + "x",
            50_000,
        ),
        (
            picks._PROSE_TRIGGER.search,
            lambda n: "one " * n + "I'd tell you to buy" + "," * 40 + " and",
            12_500,
        ),
        (picks._line_trigger, lambda n: "one machine I'd buy, and it's " + "Ab " * n, 20_000),
        (picks._title_idiom, lambda n: ["at", "a"] * n + ["glance"], 25_000),
    ):
        assert_linear(read, hostile, count)

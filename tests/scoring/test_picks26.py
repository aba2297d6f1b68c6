"""The picks rules the r26 probes brought, one behaviour each.

The rules came from blind probes of answers organised by use case or buyer rather than by rank
(corpus/probes/picks_r26.json): the one overall choice given after per-case lines ("if I had to
pick one, it's the X", "If I had to pick one: X!", "if you just want one that works, get the X"),
a top pick stated for the asker with an adverb of certainty ("my pick for a frequent flyer is
clearly the X"), a sentence opened by "But" before a place ("But my top pick is clearly the X"),
a "Default:" label before the choice, a follow-up's pointer back to an earlier list ("I'd go
with the third one I mentioned: X"), a numbered ranking of kinds of product under a "What kind
of ...?" or "Choose the sensor format" title before the ranking of products, an overall order
titled after sections by buyer ("## My overall top three", "## If I had to rank for a 10-person
startup"), and a numbered verdict line ("**Verdict:** 1) X, 2) Y") over bold mentions before it.
These tests pin each on texts of their own, with the near misses each must leave alone
(features, tips, personas and titles after the same words). The product names are made up, so
that no test leans on a name the reader knows.
"""

from __future__ import annotations

import pytest

from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# --- the one overall choice after per-case lines ----------------------------------------------------


def test_if_i_had_to_pick_one_its_the_x_is_the_pick() -> None:
    text = (
        "It depends on your floors and pets.\n\n"
        "If you have thick rugs, the Vantic R2 climbs better. If you want it quiet, the Lintel S3 "
        "is softer.\n\n"
        "So if I had to pick one for a beginner, it's the Quill Bot 9. It maps well and costs less."
    )
    assert extract_picks(text) == ["Quill Bot 9"]


def test_if_i_had_to_pick_one_then_a_colon_names_the_pick() -> None:
    text = (
        "Ooh, fun! 📸 Depends what you'll shoot:\n\n"
        "🎥 Vlogging: Zentek ZV-10 — flip screen + great autofocus\n"
        "🧳 Travel: Kanto EOS R5 — tiny, light, super-friendly menus\n"
        "🎞️ Retro vibes: Morra Z fc — gorgeous dials, great fun to use\n\n"
        "🏆 If I had to pick one: Kanto EOS R5! The easiest camera to learn on. Grab it with the "
        "kit lens and you're set ✨"
    )
    assert extract_picks(text) == ["Kanto EOS R5"]


def test_if_you_just_want_one_that_works_names_the_overall_pick() -> None:
    text = (
        "Depends on your home:\n\n"
        "- **Pets:** Vantic Q5 Pro — rubber rollers.\n"
        "- **Small flat:** Lintel 11S — slim.\n\n"
        "But honestly, if you just want one that works, get the Vantic Q5 Pro. It maps reliably."
    )
    assert extract_picks(text) == ["Vantic Q5 Pro"]


# --- a top pick for the asker, stated with certainty ---------------------------------------------


def test_my_pick_for_the_asker_is_clearly_the_x_is_the_first_place() -> None:
    text = (
        "I don't want to give a strict ranking, since both are good. But my pick for a frequent "
        "flyer is clearly the Halden Aria 5. Its battery lasts longer.\n\n"
        "The Morra Tide 7 is my second: comfier, but shorter battery."
    )
    assert extract_picks(text) == ["Halden Aria 5", "Morra Tide 7"]


def test_but_opening_the_sentence_is_no_name() -> None:
    text = (
        "I won't give you a strict top three, the rest is a coin flip.\n\n"
        "But my top pick is clearly the Vantic Q5 Pro. It maps well."
    )
    assert extract_picks(text) == ["Vantic Q5 Pro"]


# --- a "Default:" label and a follow-up's pointer -------------------------------------------------


def test_a_default_label_is_a_role_not_a_name() -> None:
    text = (
        "**Default: Lintel.** It's cheap and audited.\n\nConsider Quillpass if you want nicer apps."
    )
    assert extract_picks(text) == ["Lintel"]


def test_the_third_one_i_mentioned_then_a_colon_names_the_pick() -> None:
    text = (
        "Given your budget, I'd go with the third one I mentioned: Tandem. It suits designers.\n\n"
        "I'd put Halden second and Morra third."
    )
    assert extract_picks(text) == ["Tandem", "Halden", "Morra"]


# --- kinds of product ranked before the products --------------------------------------------------


def test_a_what_kind_of_section_ranks_kinds_not_picks() -> None:
    text = (
        "## What kind of car fits five people?\n\n"
        "1. **Two-row SUV** - enough seats.\n2. **Three-row SUV** - over budget.\n"
        "3. **Minivan** - no electric one yet.\n\n"
        "## My ranked top three\n\n"
        "1. **Halden EX4** - roomy.\n2. **Morra Ion 5** - fast charging.\n3. **Quill Y** - big boot."
    )
    assert extract_picks(text) == ["Halden EX4", "Morra Ion 5", "Quill Y"]


def test_a_kind_recommended_again_after_its_section_is_still_a_kind() -> None:
    text = (
        "### Step 1: Choose the sensor format\n\n"
        "1. **APS-C** - the sweet spot.\n2. **Full frame** - costly.\n\n"
        "**Recommendation:** start with APS-C.\n\n"
        "### Step 2: My top three\n\n"
        "1. **Kanto R5** - easy menus.\n2. **Zentek A64** - fast focus.\n3. **Morra Z5** - good grip."
    )
    assert extract_picks(text) == ["Kanto R5", "Zentek A64", "Morra Z5"]


@pytest.mark.parametrize(
    "text",
    [
        # the only ranking sits under the kinds title: it ranks products after all
        "## What kind of camera should you buy?\n\n"
        "1. **Kanto R5** - easy.\n2. **Zentek A64** - fast.\n3. **Morra Z5** - grip.",
        # titles that mention a kind, or ask which one to choose, rank products
        "## Best for all types of runners\n\n"
        "1. **Halden Aria 5** - soft.\n2. **Morra Tide 7** - firm.\n3. **Quill Run 2** - light.",
        "## Which one should you choose?\n\n1. **Halden Aria 5** - soft.\n2. **Quill Run 2** - firm.",
        "## Choose the right size\n\nMeasure the space under your sofa first.\n\n## My top three\n\n"
        "1. **Halden Aria 5** - slim.\n2. **Quill Run 2** - mops.",
    ],
)
def test_titles_that_rank_products_keep_their_picks(text: str) -> None:
    picks = extract_picks(text)
    assert picks[0] in ("Kanto R5", "Halden Aria 5")
    assert len(picks) >= 2


# --- an overall order titled after sections by buyer ---------------------------------------------


def test_my_overall_top_three_after_best_for_headings_is_the_ranking() -> None:
    text = (
        "## Best for heavier runners: Halden Aria 5\n- Soft, protective foam.\n\n"
        "## Best for narrow feet: Quill Run 2\n- Snug upper.\n\n"
        "## My overall top three\n\n"
        "1. **Morra Tide 7** - smooth and durable.\n2. **Halden Aria 5** - soft.\n"
        "3. **Quill Run 2** - firm."
    )
    assert extract_picks(text) == ["Morra Tide 7", "Halden Aria 5", "Quill Run 2"]


def test_if_i_had_to_rank_as_a_title_is_the_ranking_and_names_nothing_itself() -> None:
    text = (
        "## Best for engineers: Tandem\n- Fast.\n\n## Best all-in-one: Latch\n- Docs and tasks.\n\n"
        "## Best free: Plank\n- Simple boards.\n\n"
        "## If I had to rank for a 10-person startup\n\n"
        "1. **Latch** - for mixed teams.\n2. **Tandem** - little admin.\n3. **Plank** - free."
    )
    assert extract_picks(text) == ["Latch", "Tandem", "Plank"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # prose after the ranking, not a title: the ranking above stays
        (
            "1. **Halden Aria 5** - soft.\n2. **Morra Tide 7** - smooth.\n3. **Quill Run 2** - "
            "firm.\n\nIf I had to rank them again tomorrow, it'd be close.",
            ["Halden Aria 5", "Morra Tide 7", "Quill Run 2"],
        ),
        (
            "1. **Halden Aria 5** - soft.\n2. **Morra Tide 7** - smooth.\n\n"
            "My overall pick is the Halden Aria 5, though the Morra is close.",
            ["Halden Aria 5", "Morra Tide 7"],
        ),
        # the title at the top, over the ranking, before the details
        (
            "## My overall top three\n\n1. **Halden Aria 5** - soft.\n2. **Morra Tide 7** - "
            "smooth.\n3. **Quill Run 2** - firm.\n\n## Details\n\n**Halden Aria 5** is softest.",
            ["Halden Aria 5", "Morra Tide 7", "Quill Run 2"],
        ),
        (
            "If I had to rank them, I'd say it's a toss-up between the Halden Aria 5 and the "
            "Morra Tide 7.",
            [],
        ),
    ],
)
def test_overall_words_in_prose_leave_the_ranking_alone(text: str, expected: list[str]) -> None:
    assert extract_picks(text) == expected


# --- a numbered verdict after bold mentions -------------------------------------------------------


def test_a_numbered_verdict_ranks_over_the_bold_mentions_before_it() -> None:
    text = (
        "Both are great on a plane.\n\n**Halden Aria 5** wins on battery and calls.\n\n"
        "**Morra Tide 7** wins the things you notice on a plane: comfort and quiet.\n\n"
        "**Verdict:** 1) Morra Tide 7, 2) Halden Aria 5."
    )
    assert extract_picks(text) == ["Morra Tide 7", "Halden Aria 5"]


def test_a_numbered_bottom_line_ranks_over_the_options_it_compared() -> None:
    text = (
        "I compared **Halden Aria 5**, **Morra Tide 7** and **Quill Max**.\n\n"
        "**Bottom line:** 1. Quill Max, 2. Morra Tide 7, 3. Halden Aria 5."
    )
    assert extract_picks(text) == ["Quill Max", "Morra Tide 7", "Halden Aria 5"]


def test_a_numbered_verdict_restating_a_list_keeps_it() -> None:
    # the near miss: the verdict repeats the numbered list's order; nothing moves
    text = (
        "1. **Halden Aria 5** - battery.\n2. **Morra Tide 7** - comfort.\n\n"
        "**Overall:** 1. Halden Aria 5, 2. Morra Tide 7."
    )
    assert extract_picks(text) == ["Halden Aria 5", "Morra Tide 7"]


# --- the near misses -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # one feature, thing or spec is no product
        "If I had to pick one feature, it's LiDAR navigation.",
        "If I had to pick one thing to check, it's the return policy.",
        "If I had to pick one spec, it'd be suction.",
        "If I had to pick one: tough call, they're all good.",
        # a persona's pick, without the certainty the overall pick carries
        "My pick for pet owners is the Shark Matrix.",
        "My pick for a small flat is the Eufy 11S Max, but for a house it's the Q5 Pro.",
        "My choice for the budget tier would be hard to name.",
        # one tip, or a kind of product rather than a product
        "If you just want one tip, get the fit right first.",
        "If you just want one that works, get a model with LiDAR.",
        # the pointer back names nothing when no name follows the colon
        "I'd go with the second one I mentioned: it's quieter.",
        # a conditional fallback after "And" is still a case, not a new trigger
        "And if you want a mop too, get the Eufy X8 Hybrid.",
        # "Default" before a setting or a refusal to pick
        "**Default settings:** leave suction on Balanced and mop off.",
        "Default: none of these; wait for a sale.",
        # a conjunction alone opens no name
        "But honestly, it depends on your floors.",
        "And that's it: measure your space first.",
    ],
)
def test_near_misses_name_no_pick(text: str) -> None:
    assert extract_picks(text) == []


def test_a_default_setting_after_a_ranking_adds_no_pick() -> None:
    text = (
        "1. **Vantic Q5** - maps well.\n2. **Lintel X8** - mops too.\n3. **Tapo R3** - cheap.\n\n"
        "**Default mode:** Balanced suction works for most floors."
    )
    assert extract_picks(text) == ["Vantic Q5", "Lintel X8", "Tapo R3"]


def test_but_before_a_name_keeps_the_name() -> None:
    # the near miss: "But" goes, the product after it stays, placed by the words after it
    text = "I'd rank the Lintel X8 first. But the Vantic Q5 comes second, narrowly."
    assert extract_picks(text) == ["Lintel X8", "Vantic Q5"]


# --- hostile input -------------------------------------------------------------------------------


def test_the_new_rules_stay_linear_on_hostile_input() -> None:
    hostile: list[Hostile] = [
        (lambda n: "my pick for a " + "ab " * n + "is clearly the X\n", 17_000),
        (lambda n: "my pick for a b is " * n, 2_700),
        (lambda n: "if I had to pick one" + ":" * n + " X\n", 50_000),
        (lambda n: "if I had to pick one for " + "a " * n + ", it's the X\n", 25_000),
        (lambda n: "if you just want one that works, " * n, 1_600),
        (lambda n: "I'd go with the second one I mentioned " * n, 1_300),
        (lambda n: "**Default: " * n + "X**", 5_000),
        (lambda n: "But my top pick is " * n, 2_700),
        (lambda n: "## Choose the " + "a-b " * n + "format\n1. **X** - y\n", 12_500),
        (lambda n: "## What kind of car?\n1. **Two-row SUV** - a\n" * n, 1_200),
        (lambda n: "## If I had to rank " + "a " * n + "\n1. **X** - y\n", 25_000),
        (lambda n: "## My overall top three\n1. **X** - y\n" * n, 1_400),
        (lambda n: "**Verdict:** 1) Morra, 2) Halden.\n**Quill** wins.\n" * n, 1_100),
    ]
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)

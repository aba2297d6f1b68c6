"""The picks rules the r26 probes brought, one behaviour each.

The rules came from blind probes of answers organised by use case or buyer rather than by rank
(corpus/probes/picks_r26.json): the one overall choice given after per-case lines ("if I had to
pick one, it's the X", "If I had to pick one: X!", "if you just want one that works, get the X"),
a top pick stated for the asker with an adverb of certainty ("my pick for a frequent flyer is
clearly the X"), a sentence opened by "But" before a place ("But my top pick is clearly the X"),
a "Default:" label before the choice, and a follow-up's pointer back to an earlier list ("I'd go
with the third one I mentioned: X"). These tests pin each on texts of their own, with the near
misses each must leave alone (features, tips and personas after the same words). The product
names are made up, so that no test leans on a name the reader knows.
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
    ]
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)

"""Review of the r26 picks rules: ordinary replies with their trigger words that they misread.

Written as an outside reviewer would, each case a reply a deployed model plausibly writes: a word
that is never a product after "If I had to pick one:" or a role label ("Honestly, it depends",
"Depends on your floors"), a "What kind of ...?" title over the reply's only ranking of products
followed by extras, and "## If I had to rank for gamers", one case's order, read as the final
ranking. Each misread case fails on the commit before this file; the near misses beside them pin
what the r26 rules must keep reading. The product names are made up.
"""

from __future__ import annotations

from scoring.picks import extract_picks
from scoring.recommendation import read_recommendation
from tests.linear_time import Hostile, assert_linear

# --- a word that is never a product after the colon ----------------------------------------------


def test_honestly_after_if_i_had_to_pick_one_is_no_pick() -> None:
    text = (
        "Both the Vantic R2 and the Lintel S3 are good vacuums.\n\n"
        "If I had to pick one: Honestly, it depends on your budget."
    )
    assert "Honestly" not in extract_picks(text)


def test_honestly_then_the_name_after_a_role_label_reads_the_name() -> None:
    assert extract_picks("**Best overall:** Honestly, the Lintel S3. Quiet and cheap.") == [
        "Lintel S3"
    ]
    assert extract_picks("Top pick: Honestly, it depends.") == []


def test_depends_after_if_i_had_to_pick_one_is_no_pick() -> None:
    text = "The Vantic R2 and the Lintel S3 both work.\n\nIf I had to pick one: Depends on your floors."
    assert "Depends" not in extract_picks(text)
    reading = read_recommendation(text, "Vantic R2 or Lintel S3?")
    assert "Depends" not in [p.name for p in reading.picks]


def test_a_name_after_the_colon_stays_the_pick() -> None:
    # the near misses: the r26 reading of a name after the colon, and after the adverb
    assert extract_picks("If I had to pick one: go with the Lintel S3.") == ["Lintel S3"]
    text = (
        "Both the Vantic R2 and the Lintel S3 are great.\n\n"
        "If I had to pick one: Honestly, the Lintel S3."
    )
    assert extract_picks(text) == ["Lintel S3"]


# --- a kinds title over the only ranking of products -----------------------------------------------


def test_kinds_title_over_the_only_ranking_keeps_it_beside_extras() -> None:
    text = (
        "## What kind of robot vacuum fits you?\n\n"
        "1. **Roborock Q5 Pro** for pet hair\n"
        "2. **Eufy 11S Max** for quiet\n"
        "3. **iRobot Roomba 694** for simplicity\n\n"
        "## Budget pick\n\n**Tineco Zap**: cheap and cheerful.\n\n"
        "## Also good\n\n**Shark ION**, **Dyson V8**.\n"
    )
    assert extract_picks(text) == ["Roborock Q5 Pro", "Eufy 11S Max", "iRobot Roomba 694"]


def test_kinds_title_over_the_only_ranking_sets_an_also_consider_aside() -> None:
    text = (
        "## What kind of vacuum?\n\n"
        "1. **Vantic R2** - best overall\n"
        "2. **Lintel S3** - budget\n\n"
        "## Also consider\n\n- **Zorba X1**\n"
    )
    assert extract_picks(text) == ["Vantic R2", "Lintel S3"]


def test_kinds_ranked_before_products_are_still_set_aside() -> None:
    # the near miss: the r26 reading, a ranking of kinds and then one of products
    text = (
        "## What kind of camera?\n\n"
        "1. APS-C - cheaper\n"
        "2. Full frame - better low light\n\n"
        "**Recommendation:** start with APS-C.\n\n"
        "## My picks\n\n"
        "1. Canon EOS R50\n2. Sony A6400\n3. Nikon Z50\n"
    )
    assert extract_picks(text) == ["Canon EOS R50", "Sony A6400", "Nikon Z50"]


# --- "If I had to rank for <persona>": one case's order --------------------------------------------


def test_if_i_had_to_rank_for_a_persona_is_no_final_ranking() -> None:
    text = (
        "## My ranking\n\n"
        "1. Lintel S3\n2. Vantic R2\n3. Zorba X1\n\n"
        "## If I had to rank for gamers\n\n"
        "1. Vantic R2\n2. Zorba X1\n3. Lintel S3\n"
    )
    assert extract_picks(text)[0] == "Lintel S3"


def test_if_i_had_to_rank_for_the_asker_stays_the_final_ranking() -> None:
    # the near misses: the asker after an article, or no one named
    for title in ("## If I had to rank for a beginner", "## If I had to rank them"):
        text = (
            "## Best for travel\n\n**Vantic R2**\n\n"
            "## Best for the office\n\n**Lintel S3**\n\n"
            f"{title}\n\n"
            "1. Lintel S3\n2. Zorba X1\n3. Vantic R2\n"
        )
        assert extract_picks(text) == ["Lintel S3", "Zorba X1", "Vantic R2"], title


# --- hostile input -------------------------------------------------------------------------------


def test_the_narrowed_rules_stay_linear_on_hostile_input() -> None:
    hostile: list[Hostile] = [
        (lambda n: "## If I had to rank them for " + "a " * n + "\n1. **X** - y\n", 25_000),
        (lambda n: "## If I had to rank for " * n + "\n1. **X** - y\n", 2_100),
        (lambda n: "Top pick: Honestly, " * n + "the X\n", 2_500),
        (lambda n: "If I had to pick one: Depends.\n" * n, 1_700),
        (lambda n: "## What kind of car?\n" + "1. **X** - a\n" * n + "## Also\n- **Y**\n", 4_000),
    ]
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)

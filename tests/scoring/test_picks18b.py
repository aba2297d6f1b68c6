"""The picks rules the r18b blind probes brought, one behaviour each, with their near misses.

Three of the fifty blind probes of corpus/probes/picks_r18b.json were misread: a prose ranking
whose first place was said "I'd start with the X", a long guide whose "Not on my list" section
and "Setting it up" steps were read as picks, and a table under "Ranked best first:" that prose
placing only two of its rows cut down to those two. These tests pin the rules on texts of their
own, with invented products.
"""

from __future__ import annotations

from scoring import picks
from scoring.picks import extract_picks
from scoring.prose_places import places_phrased
from tests.linear_time import assert_linear


def _started(opening: str) -> str:
    return (
        f"For a first trail season, {opening} the Pacer Nova 5: it's soft and forgiving. "
        "Second, the Trailo Lite 2, which is lighter and livelier. Third, the Glide Run 7, "
        "a firmer shoe for runners who like ground feel. Try them on late in the day.\n"
    )


def test_where_the_writer_starts_is_the_first_place() -> None:
    for opening in ("I'd start with", "I'd begin with", "I would start with"):
        assert extract_picks(_started(opening)) == [
            "Pacer Nova 5",
            "Trailo Lite 2",
            "Glide Run 7",
        ], opening


def test_a_start_with_no_other_place_is_not_a_ranking() -> None:
    text = "I'd start with the Pacer Nova 5 and see how your knees feel after a month.\n"
    assert places_phrased(text) is None


def test_starting_with_a_common_noun_binds_no_place() -> None:
    text = (
        "I'd start with the basics: a shoe that fits. Second, the Trailo Lite 2 is light. "
        "Third, the Glide Run 7 is firm.\n"
    )
    rewritten = places_phrased(text)
    assert rewritten is None or "basics" not in rewritten.text


def _guide(section: str, items: str) -> str:
    return (
        "## The ranking\n\n"
        "### 1. Vaultly Family - about $60/year\n- **Why:** easiest apps.\n\n"
        "### 2. Keyfort Home - $40/year\n- **Why:** open source.\n\n"
        "### 3. Lockbird Plus - $50/year\n- **Why:** private.\n\n"
        f"## {section}\n{items}\n\n"
        "## Bottom line\n**Vaultly > Keyfort > Lockbird.**\n"
    )


def test_a_not_on_my_list_section_leaves_its_products_out() -> None:
    for title in ("🚫 Not on my list", "Not on the list", "Why they aren't on my shortlist"):
        text = _guide(title, "- **PassHaven** - breached in 2022, so I'd look elsewhere.")
        assert extract_picks(text) == ["Vaultly Family", "Keyfort Home", "Lockbird Plus"], title


def test_on_my_list_without_a_negation_is_no_avoid_framing() -> None:
    assert picks._avoids("Not on my list") and picks._avoids("Mira isn't on the shortlist")
    for text in ("Top of my list is the Vaultly", "Also on my list", "What's on the list"):
        assert not picks._avoids(text), text


def test_steps_under_a_setting_it_up_heading_are_not_picks() -> None:
    steps = (
        "1. Start the family plan and invite each member by email.\n"
        '2. Create a "Home" shared vault for Wi-Fi, streaming, bills and the door code.\n'
        "3. Turn on two-factor login for everyone, starting with email."
    )
    for title in ("🛠️ Setting it up in an afternoon", "Setting things up"):
        assert extract_picks(_guide(title, steps)) == [
            "Vaultly Family",
            "Keyfort Home",
            "Lockbird Plus",
        ], title


def test_a_setting_heading_that_names_the_picks_still_ranks() -> None:
    text = (
        "## Setting it up: my top three picks\n\n"
        "1. **Vaultly Family** - easiest apps.\n2. **Keyfort Home** - open source.\n"
    )
    assert extract_picks(text) == ["Vaultly Family", "Keyfort Home"]


def _table_then_prose(intro: str) -> str:
    return (
        f"{intro}\n\n"
        "| VPN | Evidence | Price |\n|---|---|---|\n"
        "| Nordlys VPN | Audits | $5 |\n| Kestrel VPN | Court-tested | $6 |\n"
        "| Harbor VPN | Audits | $4 |\n\n"
        "**Nordlys VPN** takes the top spot for its audits and apps.\n\n"
        "**Kestrel VPN** is arguably the most private; fewer features keep it lower.\n\n"
        "**Harbor VPN** rounds out the top three with a generous free plan.\n"
    )


def test_a_line_saying_a_table_is_ranked_keeps_every_row() -> None:
    for intro in (
        "Ranked best first:",
        "In order of preference:",
        "Here they are, best to worst:",
        "From my favourite down:",
    ):
        assert extract_picks(_table_then_prose(intro)) == [
            "Nordlys VPN",
            "Kestrel VPN",
            "Harbor VPN",
        ], intro


def test_a_table_ordered_by_something_else_is_still_re_read_from_the_prose() -> None:
    for intro in (
        "Ranked by price:",
        "Not ranked, just compared:",
        "How they compare:",
        "In order to compare them:",
        "Three options from top brands:",
    ):
        assert extract_picks(_table_then_prose(intro)) == ["Nordlys VPN", "Harbor VPN"], intro


def test_the_new_patterns_stay_linear_on_hostile_input() -> None:
    for read, hostile, count in (
        (
            places_phrased,
            lambda n: "I'd start with " + "Ab " * (2 * n // 5) + " Second, the " + "x" * n,
            50_000,
        ),
        (places_phrased, lambda n: "I would begin with the " + "A" * n + " comes second", 50_000),
        (picks._AVOID.search, lambda n: "not " + " " * n + "on my " + "\t" * n, 50_000),
        (picks._NOT_A_RANKING.search, lambda n: "setting " + " " * n + "it" + " " * n, 50_000),
        (picks._TABLE_ORDER_INTRO.search, lambda n: "not " * n + "ranked " + " " * (4 * n), 12_500),
        (extract_picks, lambda n: "Ranked best first:\n\n" + "| A | B |\n|---|---|\n" * n, 5_000),
    ):
        assert_linear(read, hostile, count)

"""A reviewer's counter-examples to the picks rules of the r18b probes, one behaviour each.

The reviewer wrote realistic sentences of their own against the four rules the r18b picks probes
brought ("I'd start with the X", a "Not on my list" section, a "Setting it up" heading, a table
under a line that says it is ranked) and found each reading some ordinary text the rules before
the round read right; each test pins the narrowed rule on such a text, with the probe shape the
rule was written for beside it. The timing test holds the narrowed patterns to linear time on
hostile runs.
"""

from __future__ import annotations

import pytest

from scoring import picks, prose_places
from scoring.picks import extract_picks
from tests.linear_time import assert_linear

_MESH = (
    "1. Eero 6+ - easiest app\n2. TP-Link Deco X55 - best value\n3. Google Nest Wifi Pro - polished"
)
_MESH_PICKS = ["Eero 6+", "TP-Link Deco X55", "Google Nest Wifi Pro"]


@pytest.mark.parametrize(
    "intro",
    [
        "If you hate setting things up, these three mesh systems are the easiest:",
        "## For anyone who hates setting things up",
        "## Best if you dread setting it up",
    ],
)
def test_setting_things_up_inside_a_title_says_whom_the_picks_are_for(intro: str) -> None:
    assert extract_picks(f"{intro}\n\n{_MESH}") == _MESH_PICKS


def test_a_title_that_opens_on_setting_it_up_still_heads_steps() -> None:
    text = (
        f"## My ranking\n\n{_MESH}\n\n## 🛠️ Setting it up in an afternoon\n\n"
        "1. Plug the Base Station into your modem.\n2. Open the Home App and add each Node.\n"
        "3. Turn on the Guest Network."
    )
    assert extract_picks(text) == _MESH_PICKS


def test_a_condition_that_leaves_out_what_is_not_listed_heads_the_list() -> None:
    text = f"Here's my shortlist. If a model isn't on the list, I wouldn't buy it:\n\n{_MESH}"
    assert extract_picks(text) == _MESH_PICKS


def test_a_not_on_my_list_section_still_leaves_its_products_out() -> None:
    text = (
        "## Not on my list, but worth knowing\n\n- **Asus ZenWiFi** - great but pricey\n\n"
        f"## My ranking\n\n{_MESH}"
    )
    assert extract_picks(text) == _MESH_PICKS


def _table_then_prose(intro: str) -> str:
    return (
        f"{intro}\n\n"
        "| VPN | Evidence | Price |\n|---|---|---|\n"
        "| Nordlys VPN | Audits | $5 |\n| Kestrel VPN | Court-tested | $6 |\n"
        "| Harbor VPN | Audits | $4 |\n\n"
        "**Harbor VPN** takes the top spot for its price.\n\n"
        "**Nordlys VPN** comes second for its audits.\n"
    )


@pytest.mark.parametrize(
    "intro",
    [
        # An order of something other than preference.
        "Listed in order of weight, lightest first:",
        "In order of battery life:",
        "In order of release date:",
        "Ranked from cheapest to priciest:",
        # A negation earlier in the clause.
        "These aren't strictly ranked; pick by what matters to you:",
        "Not really in order:",
    ],
)
def test_a_table_in_another_order_is_re_read_from_the_prose(intro: str) -> None:
    assert extract_picks(_table_then_prose(intro)) == ["Harbor VPN", "Nordlys VPN"]


@pytest.mark.parametrize(
    "intro",
    [
        "Ranked best first:",
        "In order of preference:",
        "Ranked from best to worst:",
        "Not sorted by price, but ranked best first:",
    ],
)
def test_a_table_said_to_be_ranked_keeps_every_row(intro: str) -> None:
    assert extract_picks(_table_then_prose(intro)) == ["Nordlys VPN", "Kestrel VPN", "Harbor VPN"]


@pytest.mark.parametrize(
    "start",
    [
        "I'd start with the Gaggia Classic Pro's steam wand: purge it first.",
        "I'd start with the Gaggia Classic Pro descaling kit before anything else.",
    ],
)
def test_starting_with_a_thing_of_a_product_is_no_first_place(start: str) -> None:
    text = (
        f"{start} Second, the Breville Bambino Plus is the faster machine overall. "
        "Third, the De'Longhi Stilosa is the cheapest.\n"
    )
    assert not any(name.startswith("Gaggia") for name in extract_picks(text))


@pytest.mark.parametrize(
    "start",
    [
        "I'd start with the Gaggia Classic Pro: it steams well.",
        "I'd start with the Gaggia Classic Pro if you want to learn.",
        "I'd start with the Gaggia Classic Pro.",
    ],
)
def test_starting_with_the_product_itself_is_still_the_first_place(start: str) -> None:
    text = (
        f"{start} Second, the Breville Bambino Plus is the faster machine overall. "
        "Third, the De'Longhi Stilosa is the cheapest.\n"
    )
    assert extract_picks(text) == [
        "Gaggia Classic Pro",
        "Breville Bambino Plus",
        "De'Longhi Stilosa",
    ]


def test_the_narrowed_patterns_stay_linear_on_hostile_input() -> None:
    places_phrased = prose_places.places_phrased
    for read, hostile, count in (
        (
            places_phrased,
            lambda n: "I'd start with the " + "Ab " * n + "x Second, the Cd 5.",
            20_000,
        ),
        (places_phrased, lambda n: "I would begin with the " + "A" * n + "'s comes second", 50_000),
        (picks._opener_avoids, lambda n: "If " + "a " * n + "isn't on the list, skip:", 25_000),
        (picks._NOT_A_RANKING.search, lambda n: "## " + " " * n + "setting it up", 50_000),
        (picks._TABLE_ORDER_INTRO.search, lambda n: "not " * n + "ranked " + " " * (4 * n), 12_500),
        (
            extract_picks,
            lambda n: ("Not really, " * 8 + "in order:\n\n" + "| A | B |\n|---|---|\n") * n,
            1_000,
        ),
    ):
        assert_linear(read, hostile, count)


def _rounded(closing: str) -> str:
    return (
        "My top pick is the Pacer Nova 5, and the Trailo Lite 2 comes second. "
        f"{closing} Try them on late in the day.\n"
    )


def test_rounding_out_with_a_pair_places_neither_third() -> None:
    # r18c: the pair shares the rest of the list; the first name alone is no third place.
    text = _rounded("Rounding out the list, the Glide Run 7 and the Hoka Mach 6 are both fine.")
    assert extract_picks(text) == ["Pacer Nova 5", "Trailo Lite 2"]


@pytest.mark.parametrize(
    "closing",
    [
        "Rounding out the three is the Glide Run 7, a firmer shoe.",
        "Rounding out my top three, the Glide Run 7 is the firmest.",
        "Rounding out the list is the Glide Run 7.",
    ],
)
def test_rounding_out_with_one_name_is_still_the_third_place(closing: str) -> None:
    assert extract_picks(_rounded(closing)) == ["Pacer Nova 5", "Trailo Lite 2", "Glide Run 7"]


def test_the_rounding_out_name_end_stays_linear_on_hostile_input() -> None:
    assert_linear(
        prose_places.places_phrased,
        lambda n: "Second, the Ab Cd. Rounding out the three is the " + "Ab and " * n,
        8_000,
    )
    assert_linear(
        prose_places.places_phrased,
        lambda n: "Second, the Ab Cd. Rounding out the list, the " + "A" * n,
        50_000,
    )

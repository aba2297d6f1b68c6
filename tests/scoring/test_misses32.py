"""misses32: shapes of picks misses left as hard after the twenty-seventh round, each read by a
general rule, with ordinary replies that use the same trigger words and must read as before.

One behaviour per group; every product is invented.
"""

from __future__ import annotations

import pytest

from scoring.picks import extract_picks, read_picks
from tests.linear_time import assert_linear

# --- a bulleted preview before the numbered ranking ----------------------------------------------
# A list of the same products in another order (deals by price, which models are meant), then
# ranking words and a numbered ranking: the numbers decide the order (probes r26-020, r27-011).

_DEALS = (
    "## Deals right now\n\n"
    "- **Vexa Mop 2** — $129 at one store\n"
    "- **Orlo Sweep 5** — $239 at another\n"
    "- **Kadri Q9 Max** — $279 at a third\n\n"
)
_RANKED = (
    "1. **Kadri Q9 Max** — best maps.\n"
    "2. **Orlo Sweep 5** — strong carpets.\n"
    "3. **Vexa Mop 2** — the budget one.\n"
)


def test_a_deals_list_in_price_order_yields_to_the_ranking_announced_after_it() -> None:
    text = _DEALS + "The cheapest isn't the best; here's how I'd rank them.\n\n## My top three\n\n"
    reading = read_picks(text + _RANKED)
    assert [p.name for p in reading.picks] == ["Kadri Q9 Max", "Orlo Sweep 5", "Vexa Mop 2"]
    assert reading.confident


def test_a_note_on_which_model_is_meant_yields_to_the_ranking() -> None:
    text = (
        "A quick note on which models I mean:\n\n"
        "- **Tarn Book 14**: the 2024 one.\n\n"
        "For your use, my ranking:\n\n"
        "1. **Pell Slate 13**\n   - Why first: Linux support.\n"
        "2. **Tarn Book 14**\n   - Why second: macOS only.\n"
    )
    assert extract_picks(text) == ["Pell Slate 13", "Tarn Book 14"]


def test_a_closing_order_in_short_names_restates_the_ranked_picks() -> None:
    text = (
        "## My ranked top three\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n"
        "3. **Vexa RoboMop 11S Max** — cheap.\n\nThe ranking won't change: Q9 Max, then Sweep 5, "
        "then the 11S Max.\n"
    )
    assert extract_picks(text) == ["Kadri Q9 Max", "Orlo Sweep 5", "Vexa RoboMop 11S Max"]


def test_a_trim_word_alone_restates_no_ranked_pick() -> None:
    # Near miss: "Max" alone holds no model code, so it is no short form of "Vexa RoboMop 11S Max".
    text = (
        "1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n"
        "3. **Vexa RoboMop 11S Max** — cheap.\n\nIn short: Q9 Max, then Sweep 5, then the Max.\n"
    )
    assert "Max" not in extract_picks(text)[:3]


def test_a_preview_without_ranking_words_before_the_numbers_stays_unsure() -> None:
    # Near miss: nothing between the lists says the second ranks; the two orders disagree.
    text = _DEALS + "Details on each follow.\n\n## Details\n\n" + _RANKED
    assert not read_picks(text).confident


def test_a_preview_naming_a_product_the_ranking_lacks_is_kept() -> None:
    text = _DEALS.replace("Vexa Mop 2", "Brint Z1") + "Here's how I'd rank them.\n\n" + _RANKED
    assert extract_picks(text)[0] == "Brint Z1"


def test_a_preview_in_the_rankings_own_order_reads_as_before() -> None:
    deals = "- **Kadri Q9 Max** — $279\n- **Orlo Sweep 5** — $239\n\nMy ranking:\n\n"
    assert extract_picks(deals + _RANKED) == ["Kadri Q9 Max", "Orlo Sweep 5", "Vexa Mop 2"]


def test_a_summary_line_before_the_ranking_is_no_preview() -> None:
    # Near miss: a TL;DR that names the second product first is a stated choice, not bullets.
    text = "**TL;DR:** get the Orlo Sweep 5.\n\nMy ranking:\n\n" + _RANKED
    assert extract_picks(text)[0] == "Orlo Sweep 5"


def test_bullets_after_the_ranking_are_no_preview() -> None:
    text = "## My top three\n\n" + _RANKED + "\n## Deals\n\n- **Vexa Mop 2** — $129\n"
    assert extract_picks(text) == ["Kadri Q9 Max", "Orlo Sweep 5", "Vexa Mop 2"]


# --- a title that orders kinds of product ----------------------------------------------------------
# "## Navigation, best to worst" over kinds, then "## My top three" over products: the kinds are
# no picks, and the title itself names none (probes r26-019, r26-045).

_TOP = "## My top three\n\n1. **Kadri Q9 Max** — mapping.\n2. **Orlo Sweep 5** — quiet.\n"


def test_kinds_ranked_best_to_worst_before_the_top_three_are_no_picks() -> None:
    text = (
        "## Navigation, best to worst\n\n1. **LiDAR mapping** — accurate.\n"
        "2. **Camera / vSLAM** — good in light.\n3. **Gyroscope** — rows only.\n\n" + _TOP
    )
    assert extract_picks(text) == ["Kadri Q9 Max", "Orlo Sweep 5"]


def test_a_numbered_order_title_names_no_pick() -> None:
    text = (
        "## 1. Protocols, best to worst for privacy\n\n1. **WireGuard** — modern.\n"
        "2. **OpenVPN** — older.\n\n" + _TOP
    )
    assert extract_picks(text) == ["Kadri Q9 Max", "Orlo Sweep 5"]


def test_a_bold_order_title_over_kinds_is_a_kinds_section() -> None:
    text = (
        "**Navigation, best to worst**\n\n1. **LiDAR** — maps.\n2. **Gyroscope** — rows.\n\n" + _TOP
    )
    assert extract_picks(text) == ["Kadri Q9 Max", "Orlo Sweep 5"]


def test_an_order_title_over_the_only_ranking_keeps_its_products() -> None:
    # Near miss: products ranked best to worst, with no other ranking beside them.
    text = (
        "## Robot vacuums, best to worst\n\n1. **Kadri Q9 Max** — maps.\n"
        "2. **Orlo Sweep 5** — quiet.\n\n## Also consider\n\n- **Brint Z1** — over budget.\n"
    )
    assert extract_picks(text) == ["Kadri Q9 Max", "Orlo Sweep 5"]


def test_my_picks_best_to_worst_are_the_picks() -> None:
    text = (
        "## My picks, best to worst\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n"
    )
    assert extract_picks(text) == ["Kadri Q9 Max", "Orlo Sweep 5"]


def test_two_tiers_best_to_worst_keep_all_their_products() -> None:
    text = (
        "### Budget tier, best to worst\n\n1. **Vexa Mop 2** — cheap.\n2. **Brint Z1** — tiny.\n\n"
        "### Premium tier, best to worst\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n"
    )
    assert extract_picks(text) == ["Vexa Mop 2", "Brint Z1", "Kadri Q9 Max", "Orlo Sweep 5"]


def test_a_ranking_intro_from_best_to_worst_heads_the_picks() -> None:
    text = "The ranking, from best to worst:\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n"
    assert extract_picks(text) == ["Kadri Q9 Max", "Orlo Sweep 5"]


# --- a third offered after a verdict ------------------------------------------------------------------
# "Verdict: X first, Y second. If you want a third, Z — ..." completes the order (probe r26-046).

_VERDICT = "Both are audited.\n\nVerdict: Tunnelo first, Cloakly second. "


def test_if_you_want_a_third_after_a_verdict_is_the_third_pick() -> None:
    text = _VERDICT + "If you want a third, Veilnet — same philosophy, a bit pricier."
    assert extract_picks(text) == ["Tunnelo", "Cloakly", "Veilnet"]


def test_a_third_pick_would_be_after_a_verdict_is_the_third_pick() -> None:
    assert extract_picks(_VERDICT + "A third pick would be Veilnet.") == [
        "Tunnelo",
        "Cloakly",
        "Veilnet",
    ]


def test_a_third_opinion_is_no_third_pick() -> None:
    text = _VERDICT + "If you want a third opinion, Reddit's privacy forum is a good place to ask."
    assert extract_picks(text) == ["Tunnelo", "Cloakly"]


def test_a_third_that_is_no_product_is_no_pick() -> None:
    assert extract_picks(_VERDICT + "If you want a third, add a travel router.") == [
        "Tunnelo",
        "Cloakly",
    ]
    assert extract_picks(_VERDICT + "For a third, I'd skip the rest.") == ["Tunnelo", "Cloakly"]
    text = _VERDICT + "If you want a third, honestly, nothing else is close."
    assert extract_picks(text) == ["Tunnelo", "Cloakly"]


def test_a_third_turned_down_is_no_pick() -> None:
    text = _VERDICT + "If you want a third, Shieldo is fine but I'd avoid it for privacy."
    assert extract_picks(text) == ["Tunnelo", "Cloakly"]


def test_a_third_after_a_verdict_without_a_second_is_no_pick() -> None:
    text = "Both are audited.\n\nVerdict: Tunnelo. If you want a third, Veilnet is close."
    assert extract_picks(text) == ["Tunnelo"]


def test_a_third_step_after_a_verdict_is_no_pick() -> None:
    assert extract_picks(_VERDICT + "Third, keep your browser updated.") == ["Tunnelo", "Cloakly"]


# --- a bold place word, a comma and a name ------------------------------------------------------------
# "**First, Tunnelo.** ..." states the place as "**1. Tunnelo**" does; a step's title in title case
# states none (probe r28-045).


def test_bold_place_leads_rank_their_products() -> None:
    text = (
        "**First, Cloakly VPN.** Swiss and audited.\n\n"
        "**Second, Tunnelo.** The most anonymous sign-up.\n\n"
        "**Third, IVNX.** Small and transparent.\n"
    )
    assert extract_picks(text) == ["Cloakly VPN", "Tunnelo", "IVNX"]


def test_bold_place_leads_over_steps_are_no_picks() -> None:
    text = (
        "**First, Decide Your Budget.** Anything under $300 is fine.\n\n"
        "**Second, Check the Navigation.** Mapping matters most.\n\n"
        "My pick is the **Kadri Q9 Max**.\n"
    )
    assert extract_picks(text) == ["Kadri Q9 Max"]


def test_bold_place_leads_over_advice_are_no_picks() -> None:
    assert extract_picks(
        "**First, a warning.** Free VPNs sell data.\n\nI'd go with **Tunnelo**."
    ) == ["Tunnelo"]
    text = "**Second, Apple Users.** The Tarn Book 14 is the one to get.\n"
    assert "Apple Users" not in extract_picks(text)
    text = (
        "**First, Some Context.** All good.\n\n1. **Tunnelo** — audited.\n2. **Cloakly** — fast.\n"
    )
    assert extract_picks(text) == ["Tunnelo", "Cloakly"]


def test_a_bold_place_lead_with_a_verb_is_no_pick() -> None:
    assert extract_picks("**First, Get Tunnelo.** It is the most private.") == []


# --- a bare model number placed ----------------------------------------------------------------------
# "... and the 720 third" places the reply's "720v9" (probe r16h-017); a bare number is otherwise
# a price, a year or a duration.

_SHOES = "The Strida Flux 720v9 is plush.\n\nThe Nuvo Glide 41 is the all-rounder.\n\n"


def test_a_model_number_placed_third_names_its_model() -> None:
    text = _SHOES + "I'd rank the Glide 41 first, the Pace 17 second and the 720 third."
    assert extract_picks(text) == ["Glide 41", "Pace 17", "Strida Flux 720v9"]


def test_a_year_placed_third_is_no_model() -> None:
    text = (
        _SHOES
        + "I'd rank the Glide 41 first and the Pace 17 second; the 2024 third quarter was slow."
    )
    assert extract_picks(text) == ["Glide 41", "Pace 17"]


def test_a_number_without_its_model_code_is_no_pick() -> None:
    text = _SHOES + "I'd rank the Glide 41 first, the Pace 17 second and the 300 third."
    assert extract_picks(text) == ["Glide 41", "Pace 17"]


def test_a_number_placed_on_a_line_that_ranks_nothing_else_is_no_pick() -> None:
    assert extract_picks(_SHOES + "Of the three, the 720 third is my guess.") == []


def test_a_model_code_named_only_after_the_ranking_is_not_looked_up() -> None:
    text = "I'd rank the Glide 41 first, the Pace 17 second and the 720 third.\n\n" + _SHOES
    assert extract_picks(text) == ["Glide 41", "Pace 17"]


def test_a_duration_is_no_place() -> None:
    text = "The Kadri 90d is fine.\n\nI'd put the Tarn 40 first, then hold the 90 second timer."
    assert "Kadri 90d" not in extract_picks(text)


def test_placed_numbers_read_in_linear_time() -> None:
    def text(n: int) -> str:
        return _SHOES + "I'd rank the Glide 41 first, " + "the 720 third, " * n

    assert len(text(4_000)) >= 50_000
    assert_linear(extract_picks, text, 4_000)


def test_a_long_capitalised_line_before_the_code_reads_in_linear_time() -> None:
    def text(n: int) -> str:
        return "Alpha " * n + "720v9 is plush.\n\nI'd rank the Glide 41 first and the 720 third."

    assert len(text(9_000)) >= 50_000
    assert_linear(extract_picks, text, 9_000)


# --- a title-case run of places --------------------------------------------------------------------
# "**Grinder First, Machine Second**" titles advice that ranks priorities: no pick, and the prose
# ranking under it is read.


def test_a_title_case_run_of_places_is_a_title() -> None:
    text = (
        "**Grinder First, Machine Second**\n\nMost beginners overspend on the machine. I'd get the "
        "Moka Stellar 3 first and the Burrino ESP second."
    )
    assert extract_picks(text) == ["Moka Stellar 3", "Burrino ESP"]


def test_a_three_part_title_case_run_is_a_title() -> None:
    text = "**Fit First, Price Second, Looks Third**\n\nMy pick is the **Strida Flux 720v9**."
    assert extract_picks(text) == ["Strida Flux 720v9"]


def test_a_running_case_run_of_names_is_still_read() -> None:
    assert extract_picks("I'd go **Moka Stellar 3 first, Burrino ESP second**.") == [
        "Moka Stellar 3",
        "Burrino ESP",
    ]


def test_a_bold_title_case_name_with_first_is_read_as_before() -> None:
    # Near miss: "First" inside a name with no second place is not a run of places.
    assert extract_picks("My pick is the **Kadri First Edition**.") == ["Kadri First Edition"]


def test_title_case_places_read_in_linear_time() -> None:
    def text(n: int) -> str:
        return "**Grinder First, " + "Machine " * n + "Second**\n\nGet the Moka Stellar 3."

    assert len(text(8_000)) >= 50_000
    assert_linear(extract_picks, text, 8_000)


# --- near misses of every rule above, read as before the rules -------------------------------------
# Ordinary replies with the same trigger words (a bulleted list before numbers, "best to worst",
# "a third", a bold place word, a number before a place, title-case places), each with the reading
# it had before misses32.

_AS_BEFORE: list[tuple[str, bool, list[str]]] = [
    (
        "- **Kadri Q9 Max** — $279\n- **Orlo Sweep 5** — $239\n\n1. **Orlo Sweep 5** — quiet.\n2. **Kadri Q9 Max** — maps.\n",
        True,
        ["Kadri Q9 Max", "Orlo Sweep 5"],
    ),
    (
        "Options:\n\n- **Kadri Q9 Max**\n- **Orlo Sweep 5**\n\nBoth are fine; pick by budget.\n",
        True,
        ["Kadri Q9 Max", "Orlo Sweep 5"],
    ),
    (
        "## Steps\n\n1. Measure the room.\n2. Clear the floor.\n\n- **Kadri Q9 Max** — my pick.\n",
        True,
        ["Kadri Q9 Max"],
    ),
    (
        "- **Orlo Sweep 5**: the newer one.\n\n## How they compare\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n",
        True,
        ["Orlo Sweep 5", "Kadri Q9 Max"],
    ),
    (
        "1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n\nMy ranking stands.\n\n- **Orlo Sweep 5** — on sale this week.\n",
        True,
        ["Kadri Q9 Max", "Orlo Sweep 5"],
    ),
    (
        "| Model | Price |\n|---|---|\n| Orlo Sweep 5 | $239 |\n| Kadri Q9 Max | $279 |\n\nMy ranking:\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n",
        False,
        ["Orlo Sweep 5", "Kadri Q9 Max"],
    ),
    (
        "- **Orlo Sweep 5** — $239\n- **Brint Z1** — $99\n\nMy top two:\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n",
        True,
        ["Orlo Sweep 5", "Brint Z1", "Kadri Q9 Max"],
    ),
    (
        "## Laptops, worst to best\n\n1. **Pell Slate 13** — fine.\n2. **Tarn Book 14** — the best.\n",
        True,
        ["Pell Slate 13", "Tarn Book 14"],
    ),
    (
        "## Our favourites, best to worst\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n",
        True,
        ["Kadri Q9 Max", "Orlo Sweep 5"],
    ),
    (
        "## Top five, best to worst\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n",
        True,
        ["Kadri Q9 Max", "Orlo Sweep 5"],
    ),
    (
        "## Recommended, best to worst\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n\n## Also consider\n\n- **Brint Z1**\n",
        True,
        ["Kadri Q9 Max", "Orlo Sweep 5"],
    ),
    (
        "**Navigation, best to worst**\n\n1. **LiDAR** — maps.\n2. **Gyroscope** — rows.\n\nWhat I'd buy:\n\n- **Kadri Q9 Max** — LiDAR.\n- **Orlo Sweep 5** — gyroscope.\n",
        True,
        ["LiDAR", "Gyroscope", "Kadri Q9 Max", "Orlo Sweep 5"],
    ),
    (
        "Sorted from best to worst value:\n\n1. **Orlo Sweep 5** — $239.\n2. **Kadri Q9 Max** — $279.\n",
        True,
        ["Orlo Sweep 5", "Kadri Q9 Max"],
    ),
    (
        "## The best and the worst\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n",
        True,
        ["Kadri Q9 Max", "Orlo Sweep 5"],
    ),
    (
        "## Best to buy\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n",
        True,
        ["Kadri Q9 Max", "Orlo Sweep 5"],
    ),
    (
        "Verdict: Tunnelo first, Cloakly second. If you want a third party audit, ask them for it.",
        True,
        ["Tunnelo", "Cloakly"],
    ),
    (
        "Verdict: Tunnelo first, Cloakly second.\n\nIf you want a third, Veilnet is close.",
        True,
        ["Tunnelo", "Cloakly"],
    ),
    (
        "Verdict: Tunnelo first, Cloakly second. If you want a third device covered, pay for the family plan.",
        True,
        ["Tunnelo", "Cloakly"],
    ),
    ("Tunnelo first, Cloakly second. If you want a third, Veilnet.", True, ["Tunnelo", "Cloakly"]),
    (
        "Verdict: Tunnelo first, Cloakly second. A third of users never change the defaults.",
        True,
        ["Tunnelo", "Cloakly"],
    ),
    ("Verdict: Tunnelo. For a third, Veilnet.", True, ["Tunnelo"]),
    ("**First, The Basics.** Keep it simple.\n\nGet **Tunnelo**.", True, ["Tunnelo"]),
    ("**First, Budget.** Spend under $100.\n\nGet **Tunnelo**.", True, ["Tunnelo"]),
    ("**First impressions, Tunnelo.** Fast.", True, []),
    ("**Third, Keep It Updated.** Patches matter.\n\nGet **Tunnelo**.", True, ["Tunnelo"]),
    ("**First, Tunnelo or Cloakly.** Either works.", True, []),
    (
        "The Strida Flux 720v9 is plush.\n\nThe Glide 41 comes first, at 720 grams the third is heavy.",
        True,
        ["Glide 41"],
    ),
    (
        "The Strida Flux 720v9 is plush.\n\nI'd rank the Glide 41 first; the 720 thirds of a mile ...",
        True,
        ["Glide 41"],
    ),
    (
        "The Strida Flux 720v9 is plush.\n\nI'd rank the Glide 41 first, then the 720 third time lucky.",
        True,
        ["Glide 41"],
    ),
    (
        "Run the 400 second fastest, then the 800.\n\nI'd rank the Glide 41 first.",
        True,
        ["Glide 41"],
    ),
    ("**Safety First, Speed Second**\n\nGet the **Kadri Q9 Max**.", True, ["Kadri Q9 Max"]),
    ("## Safety First, Speed Second\n\nGet the Kadri Q9 Max.", True, ["Kadri Q9 Max"]),
    ("**First Things First**\n\nGet the **Kadri Q9 Max**.", True, ["Kadri Q9 Max"]),
    ("**Kadri Q9 Max First Edition, Second Hand**\n", True, ["Kadri Q9 Max First Edition"]),
    (
        "**First, Second and Third Place Picks**\n\n1. **Kadri Q9 Max**\n2. **Orlo Sweep 5**\n",
        True,
        ["Kadri Q9 Max", "Orlo Sweep 5"],
    ),
]


@pytest.mark.parametrize(("text", "confident", "names"), _AS_BEFORE)
def test_near_misses_read_as_before(text: str, confident: bool, names: list[str]) -> None:
    reading = read_picks(text)
    assert (reading.confident, [p.name for p in reading.picks]) == (confident, names)


def test_roles_in_bullets_before_an_announced_full_ranking_yield_to_it() -> None:
    # the roles (budget, best overall) order nothing; the numbered full ranking does
    text = "**Quick picks:**\n- Budget: **Orlo Sweep 5**\n- Best overall: **Kadri Q9 Max**\n\n## Full ranking\n\n1. **Kadri Q9 Max** — maps.\n2. **Orlo Sweep 5** — quiet.\n"
    reading = read_picks(text)
    assert reading.confident
    assert [p.name for p in reading.picks] == ["Kadri Q9 Max", "Orlo Sweep 5"]

"""The picks rules the r25 probes brought, one behaviour each.

The rules came from blind probes of replies built around the buyer's conditions and names that
are hard to delimit (corpus/probes/picks_r25.json): a chip in brackets after a name in a ">"
chain ("Air (M3) > ..."), "My first choice for <whom> would be the X", "I'd start a beginner on the
X, then the Y, then the Z", a "Where to buy" section, a price charged by the month before a name
("$4.99/mo — X"), a heading that titles the list ("VPNs: my ranked top three"), a run of bullets
whose bold words open a sentence ("- **Jurisdiction** outside ..."), conditional bullets under an
overall order stated in prose, a reply that resists giving a 1-2-3, a flowchart drawn in a code
block, and options described before a numbered ranking of some of them. These tests pin each on
texts of their own, with the near misses each must leave alone. The product names are made up, so
that no test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# --- a chip or generation in brackets in a ranking chain -------------------------------------------


def test_a_chip_in_brackets_in_a_chain_names_the_model() -> None:
    text = "**TL;DR:** Zentek Air (M3) > Vorra Book 14 (7420)\n\n- **Air:** battery.\n- **Book:** screen."
    assert extract_picks(text)[:2] == ["Zentek Air (M3)", "Vorra Book 14"]


def test_a_reason_in_brackets_in_a_chain_is_no_part_of_the_name() -> None:
    # the near miss: only a chip or generation names the model; a reason does not
    text = "**TL;DR:** Zentek Air (quiet) > Vorra Book 14 (bright)"
    assert extract_picks(text) == ["Zentek Air", "Vorra Book 14"]


# --- "My first choice for <whom> would be the X" ---------------------------------------------------


def test_a_first_choice_for_someone_is_the_first_place() -> None:
    text = (
        "My first choice for your family would be the Halden Ex 5, the Morra Tide 7 second and "
        "the Quill Vista 3 third.\n\nThe Ex 5 has the most room."
    )
    assert extract_picks(text) == ["Halden Ex 5", "Morra Tide 7", "Quill Vista 3"]


def test_a_first_choice_for_a_criterion_is_no_overall_place() -> None:
    # the near miss: "for battery" names that criterion's winner, not the overall first place
    text = (
        "My first choice for battery would be the Halden Ex 5, the Morra Tide 7 second and "
        "the Quill Vista 3 third."
    )
    assert "Halden Ex 5" not in extract_picks(text)


# --- "I'd start a beginner on the X, then the Y, then the Z" ---------------------------------------


def test_where_the_writer_starts_someone_opens_a_then_chain() -> None:
    text = (
        "I'd start a beginner on the Kanto R5, then the Velo Z3, then the Fenix T2. All are light."
    )
    assert extract_picks(text) == ["Kanto R5", "Velo Z3", "Fenix T2"]


def test_a_how_to_then_chain_is_no_ranking() -> None:
    # the near miss: steps with no writer's "I'd start ... on" before them
    text = "Open the app on the Settings page, then Privacy, then Location. That's all."
    assert extract_picks(text) == []


# --- a "Where to buy" section ---------------------------------------------------------------------


def test_stores_under_where_to_buy_are_no_picks() -> None:
    text = (
        "## Ranked\n\n1. **Kanto R5** - easy.\n2. **Velo Z3** - fast.\n3. **Fenix T2** - small.\n\n"
        "## Where to buy\n\n- **Harbor Photo** and **Lensway** are reliable shops.\n"
        "- **Marketfair** is fine if the seller is Marketfair itself.\n"
    )
    assert extract_picks(text) == ["Kanto R5", "Velo Z3", "Fenix T2"]


def test_a_ranking_titled_with_where_to_buy_and_top_is_still_read() -> None:
    # the near miss: a title that also says it ranks heads the picks
    text = "## Where to buy: my top 3\n\n1. **Kanto R5** - easy.\n2. **Velo Z3** - fast.\n"
    assert extract_picks(text) == ["Kanto R5", "Velo Z3"]


# --- a price charged by the month before the name --------------------------------------------------


def test_a_monthly_price_before_the_name_is_no_part_of_it() -> None:
    text = (
        "1. €5/mo — Quarrel: no email needed.\n"
        "2. $4.99/mo — Vantic VPN: Swiss, open source.\n"
        "3. $6 per month — Ossa: audited.\n"
    )
    assert extract_picks(text) == ["Quarrel", "Vantic VPN", "Ossa"]


def test_a_plain_price_before_the_name_still_reads() -> None:
    # the near miss: the price with no period, as before
    text = "1. $229 — Kestrel Q5: strong.\n2. $189 — Nimbo 11S: quiet.\n"
    assert extract_picks(text) == ["Kestrel Q5", "Nimbo 11S"]


# --- a heading that titles the list ----------------------------------------------------------------


def test_a_category_before_a_top_three_title_is_no_pick() -> None:
    text = (
        "# Privacy-focused VPNs: my ranked top three\n\n"
        "1. **Vantic VPN** - audited.\n2. **Quarrel** - anonymous.\n3. **Ossa** - small.\n"
    )
    assert extract_picks(text) == ["Vantic VPN", "Quarrel", "Ossa"]


def test_a_product_before_its_role_in_a_heading_is_still_a_pick() -> None:
    # the near miss: a single product's role after the colon, not a list's title
    text = "### Vantic VPN: best overall\n\nAudited.\n\n### Quarrel: runner-up\n\nAnonymous."
    assert extract_picks(text) == ["Vantic VPN", "Quarrel"]


# --- bullets whose bold words open a sentence -----------------------------------------------------


def test_a_run_of_bold_phrases_that_open_sentences_is_a_features_list() -> None:
    text = (
        "## What private should mean\n"
        "- **A no-logs policy** that has been audited.\n"
        "- **Jurisdiction** outside the strictest alliances.\n"
        "- **Open-source clients**, so researchers can check them.\n\n"
        "## The ranking\n\n1. **Vantic VPN** - audited.\n2. **Quarrel** - anonymous.\n"
    )
    assert extract_picks(text) == ["Vantic VPN", "Quarrel"]


def test_bold_products_that_open_sentences_are_still_picks() -> None:
    # the near miss: a run whose bold words are the products
    text = (
        "My top three:\n"
        "- **Vantic VPN** is audited and Swiss.\n"
        "- **Quarrel** takes cash.\n"
        "- **Ossa** is small but transparent.\n"
    )
    assert extract_picks(text) == ["Vantic VPN", "Quarrel", "Ossa"]


# --- conditional bullets under an overall order stated in prose -----------------------------------


def test_an_overall_order_in_prose_ranks_conditional_bullets() -> None:
    text = (
        "The right tool depends heavily on your team:\n\n"
        "- If you're engineering-heavy, get **Lintel**.\n"
        "- If you're ops-heavy, get **Asterly**.\n"
        "- If you want docs and tasks together, get **Nocturne**.\n\n"
        "If I had to pick for a team I know nothing about, I'd rank them Nocturne first, "
        "Lintel second and Asterly third."
    )
    assert extract_picks(text) == ["Nocturne", "Lintel", "Asterly"]


def test_conditional_bullets_with_no_stated_order_keep_their_order() -> None:
    # the near miss: no overall order, so the bullets are read as before
    text = (
        "Here's how I'd rank them:\n\n"
        "- If you're engineering-heavy, get **Lintel**.\n"
        "- If you're ops-heavy, get **Asterly**.\n"
    )
    assert extract_picks(text) == ["Lintel", "Asterly"]


# --- a reply that resists giving a 1-2-3 ------------------------------------------------------------


def test_resisting_a_strict_one_two_three_declines_to_rank() -> None:
    text = (
        "I'm going to resist giving you a strict 1-2-3 here. Follow the arrows:\n\n"
        "→ Want the gentlest apps? → **Kestrel Pass**\n"
        "→ Want free? → **Vaultly**\n"
    )
    assert extract_picks(text) == []


def test_resisting_something_else_declines_nothing() -> None:
    # the near miss: "resist" about another thing leaves the ranking alone
    text = (
        "I resist giving out passwords by text. My ranking:\n\n1. **Kestrel Pass**\n2. **Vaultly**"
    )
    assert extract_picks(text) == ["Kestrel Pass", "Vaultly"]


# --- a flowchart in a code block -------------------------------------------------------------------


def test_a_flowchart_in_a_code_block_names_no_picks() -> None:
    text = (
        "```\nShip in sprints?\n  yes → Lintel\n  no  → Asterly\n```\n\n"
        "## My ranking\n\n1. **Nocturne** - docs and tasks.\n2. **Lintel** - fast.\n"
    )
    assert extract_picks(text) == ["Nocturne", "Lintel"]


def test_a_ranked_table_in_a_code_block_is_still_read() -> None:
    # the near miss: a fenced list with no arrows is a ranking set in code
    text = "My ranking:\n\n```\n1. Quarrel     - anonymous\n2. Vantic VPN  - Swiss\n```\n"
    assert extract_picks(text) == ["Quarrel", "Vantic VPN"]


# --- options described before a numbered ranking ---------------------------------------------------


def test_options_described_give_way_to_the_numbered_ranking_after_them() -> None:
    text = (
        "## The options\n"
        "- **Shortlane** is a light tracker for sprints.\n"
        "- **Heyday** suits small engineering teams.\n"
        "- **Asterly** shines with many projects.\n"
        "- **Clickwise** does a bit of everything.\n\n"
        "## Default ranking\n\n"
        "1. **Asterly** - mature.\n2. **Clickwise** - flexible.\n3. **Heyday** - fast.\n"
    )
    assert extract_picks(text) == ["Asterly", "Clickwise", "Heyday"]


def test_a_quick_picks_block_with_the_same_products_is_left_alone() -> None:
    # the near miss: a block naming only the ranked products is no field of options
    text = (
        "- **Asterly** is my overall pick.\n"
        "- **Clickwise** is the budget pick.\n"
        "- **Heyday** is the fastest.\n\n"
        "1. **Asterly** - mature.\n2. **Clickwise** - flexible.\n3. **Heyday** - fast.\n"
    )
    assert extract_picks(text) == ["Asterly", "Clickwise", "Heyday"]


# --- hostile input -------------------------------------------------------------------------------


def test_the_new_rules_stay_linear_on_hostile_input() -> None:
    hostile: list[Hostile] = [
        (lambda n: "My first choice for " + "ab " * n + "is the X\n", 17_000),
        (lambda n: "my first choice for a b " * n, 2_100),
        (lambda n: "I'd start" + " ab" * n + " on the Kanto R5, then the V2, then Z\n", 17_000),
        (lambda n: "I'd start a b on the K1, then " * n, 1_700),
        (lambda n: "1. $4" + "/" * n + " — X\n", 50_000),
        (lambda n: "1. $4.99/mo — Vantic: x\n" * n, 2_200),
        (lambda n: "- **Jurisdiction** outside it\n" * n, 1_700),
        (lambda n: "```\n→ X\n" * n, 6_300),
        (lambda n: "```\n" * n + "1. **X**\n", 12_500),
        (lambda n: "resist giving you a strict " * n, 1_900),
        (lambda n: "- If you go, get **Lintel**.\n" * n, 1_800),
        (lambda n: "**TL;DR:** Zentek Air (M3) > " * n + "Z", 1_800),
    ]
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)

"""The picks rules the r23 probes brought, one behaviour each, with their near misses.

The rules came from blind probes of replies organised around the buyer's situation
(corpus/probes/picks_r23.json): buying guides that sort their products into price tiers and then
state the overall order they would buy in (in a closing sentence, a bold list after a colon or a
TL;DR box at the end), and a comparison written under criterion headings whose winner per
criterion ("The X wins clearly") is no overall place. The product names are made up, so that no
test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring.picks import extract_picks
from scoring.tier_order import is_tier_label, tier_heading
from tests.linear_time import Hostile, assert_linear

# --- price tiers, then the order the writer states over them --------------------------------------


def test_a_closing_sentence_orders_products_read_under_price_labels() -> None:
    text = (
        "Three price points are worth a look.\n\n"
        "**Under $150:** the Kettlo Zen. Small and simple.\n\n"
        "**$150–$300:** the Brewra Pulse. Fast heat-up and a good wand.\n\n"
        "**Up to $450:** the Steamly Forte. A heavier machine that rewards practice.\n\n"
        "If it were my money, I'd get the Brewra Pulse. Overall my ranking is Brewra Pulse first, "
        "Steamly Forte second and the Zen third."
    )
    assert extract_picks(text) == ["Brewra Pulse", "Steamly Forte", "Kettlo Zen"]


def test_a_bold_order_after_tier_headings_ranks_the_tiers() -> None:
    text = (
        "## Under $200\n\n"
        "**Tidy T3** — maps well for the price.\n\n"
        "**Sweepa Slim** — quiet and low.\n\n"
        "## $200–$300\n\n"
        "**Dustro Q9** — the best navigation here.\n\n"
        "## Overall\n"
        "Here's the order I'd buy in: **Dustro Q9**, then **Tidy T3**, then **Sweepa Slim**."
    )
    assert extract_picks(text) == ["Dustro Q9", "Tidy T3", "Sweepa Slim"]


def test_a_closing_tldr_box_ranks_tier_headings() -> None:
    text = (
        "### Under $250: Kettlo Zen\nCompact.\n\n"
        "### Up to $500: Steamly Forte\nBuilt to last.\n\n"
        "> **TL;DR:** 1. Steamly Forte — for the long run. 2. Kettlo Zen — to try the hobby."
    )
    assert extract_picks(text) == ["Steamly Forte", "Kettlo Zen"]


def test_tiers_with_no_closing_order_keep_their_reading() -> None:
    # the near miss: nothing states an order over the tiers, so the reading is the tiers' own
    text = (
        "**Under $150:** the Kettlo Zen. Small.\n\n"
        "**$150–$300:** the Brewra Pulse. Fast.\n\n"
        "**Up to $450:** the Steamly Forte. Solid.\n\n"
        "All three need a decent grinder."
    )
    assert extract_picks(text) == ["Kettlo Zen", "Brewra Pulse", "Steamly Forte"]


def test_a_closing_line_that_leaves_a_tier_out_does_not_reorder() -> None:
    # the near miss: "the Forte, then the Pulse" names two of three tiers: no order over them all
    text = (
        "**Under $150:** the Kettlo Zen. Small.\n\n"
        "**$150–$300:** the Brewra Pulse. Fast.\n\n"
        "**Up to $450:** the Steamly Forte. Solid.\n\n"
        "For milk drinks, get the **Steamly Forte**, then the **Brewra Pulse**."
    )
    assert extract_picks(text)[:3] == ["Kettlo Zen", "Brewra Pulse", "Steamly Forte"]


def test_a_closing_mention_without_an_ordering_word_does_not_reorder() -> None:
    # the near miss: bold names in a closing remark with no "rank", "order", "first", "then" ...
    text = (
        "**Under $150:** the Kettlo Zen. Small.\n\n"
        "**Up to $450:** the Steamly Forte. Solid.\n\n"
        "Whichever you choose, **Steamly Forte** or **Kettlo Zen**, budget for beans."
    )
    assert extract_picks(text)[:2] == ["Kettlo Zen", "Steamly Forte"]


def test_role_labels_are_not_price_tiers() -> None:
    # the near miss: "Budget pick" is a role a ranked list gives its third place, not a band
    for label in ("Budget pick:", "Best overall:", "Runner-up:", "Price: $300"):
        assert not is_tier_label(label)
    for label in ("Under $200:", "$300–$400:", "Up to £500:", "Mid-range:", "**Splurge:**"):
        assert is_tier_label(label)


def test_a_tier_heading_is_a_price_band_and_nothing_else() -> None:
    assert tier_heading("## Under $200")
    assert tier_heading("### $200–$300:")
    assert not tier_heading("### Under $250: Kettlo Zen")  # names its product: a heading pick
    assert not tier_heading("## Best under $300")


# --- a criterion heading's winner is no overall place -----------------------------------------------


def test_a_winner_under_a_criterion_heading_is_not_the_first_place() -> None:
    text = (
        "Both are strong. Here's how they compare.\n\n"
        "### Battery and charging\n"
        "The Hushline wins clearly: about 30 hours against 24 for the Quietta.\n\n"
        "### Portability\n"
        "The Quietta folds flat.\n\n"
        "### My take\n"
        "If it were my money, I'd get the Quietta Pro 2, with the Hushline X9 a close second."
    )
    assert extract_picks(text) == ["Quietta Pro 2", "Hushline X9"]


def test_a_winner_under_a_verdict_heading_still_places() -> None:
    # the near miss: "Verdict" names no criterion, so its winner is the reply's first place
    text = (
        "### Comfort\nThe Quietta is softer.\n\n"
        "### Verdict\nThe Hushline X9 wins, and the Quietta Pro 2 comes a close second."
    )
    assert extract_picks(text) == ["Hushline X9", "Quietta Pro 2"]


def test_the_rules_are_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "**Under $1" + "0" * n + ":** the Kettlo Zen.", 50_000),
        (lambda n: "## Under $" + "1," * n + "\n\n**Tidy T3** — ok.", 25_000),
        (lambda n: "### Battery\n" + "The Tidy T3 wins. " * n, 2_800),
        (lambda n: "**Under $100:** the A1.\n\n**Up to $200:** the B2.\n\n" + "then " * n, 10_000),
    )
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)
        assert_linear(is_tier_label, text, count)

"""The picks rules the r19b blind probes brought, one behaviour each, with their near misses.

Two of the fifty blind probes of corpus/probes/picks_r19b.json were misread: a search-grounded
prose ranking whose reason label "**Why the Sony is second:**" was followed by a sentence opening
"The WH-1000XM5 offers ...", read as a product, and a label table followed by a "### How I ranked
them" section whose criteria bullets ("- **Adoption:** ... Asana wins here") were read as extra
picks. These tests pin the rules on texts of their own, with invented products.
"""

from __future__ import annotations

from scoring import picks
from scoring.picks import extract_picks
from tests.linear_time import assert_linear


def _reasons(second_reason: str) -> str:
    return (
        "For a commuter, the Lumen Slate 14 comes out on top, with the Corvo Book 13 second.\n\n"
        "**Why the Lumen wins:** It lasts a full day and weighs very little [1].\n\n"
        f"**Why the Corvo is second:** {second_reason}\n\n"
        "**Sources**\n1. Example Reviews - Lumen Slate 14 review\n"
    )


def test_a_reason_label_names_its_product_whatever_sentence_follows() -> None:
    for reason in (
        "The Book 13 has a better keyboard, but a shorter battery [2].",
        "The Corvo Book 13 has a better keyboard, but a shorter battery [2].",
        "Its keyboard is better, but the battery is shorter [2].",
    ):
        assert extract_picks(_reasons(reason)) == ["Lumen", "Corvo"], reason


def test_a_bare_word_label_still_labels_the_name_after_it() -> None:
    # "**Answer:** Corvo Book 13": the label is the bare word, the product follows it
    assert picks._labels_what_follows("Answer", True, " Corvo Book 13", "Answer:")
    assert picks._labels_what_follows("Answer", True, " Corvo Book 13", "🏆 Answer:")
    assert picks._labels_what_follows("Answer", True, " Corvo Book 13")
    # a name read out of a longer label places that name; what follows is its reason
    assert not picks._labels_what_follows(
        "Corvo", True, " The Book 13 has a better keyboard.", "Why the Corvo is second:"
    )
    assert not picks._labels_what_follows(
        "Lumen", True, " The Slate 14 lasts all day.", "Our pick is Lumen:"
    )


def _method_section(title: str) -> str:
    return (
        "| # | Role | Tool |\n|---|---|---|\n"
        "| 1 | Best overall | **Tasko** |\n| 2 | Best value | **Boardly** |\n"
        "| 3 | Best for engineers | **Shipyard** |\n\n"
        f"{title}\n\n"
        "- **Adoption:** A tool only works if people open it. Tasko wins here.\n"
        "- **Cost at 10 seats:** Boardly is the cheapest to run for the whole team.\n"
        "- **Depth for engineers:** Shipyard is the best for a dev-heavy team.\n"
    )


def test_a_section_on_how_the_ranking_was_made_names_no_picks() -> None:
    for title in (
        "### How I ranked them",
        "## 🧪 How we chose",
        "**How I picked these:**",
        "### Methodology",
        "## My methodology",
    ):
        assert extract_picks(_method_section(title)) == ["Tasko", "Boardly", "Shipyard"], title


def test_a_title_that_ranks_is_not_a_method_section() -> None:
    listed = "1. **Tasko:** easy for everyone.\n2. **Boardly:** cheap.\n3. **Shipyard:** fast.\n"
    for title in ("### How I'd rank them", "### How they stack up", "Here's how I ranked them:"):
        assert extract_picks(f"{title}\n\n{listed}") == ["Tasko", "Boardly", "Shipyard"], title


def test_a_method_title_is_only_a_heading_or_a_bold_title() -> None:
    assert picks._method_title("### How I ranked them", True)
    assert picks._method_title("**How we chose:**", False)
    assert not picks._method_title("Here's how I ranked them:", False)
    assert not picks._method_title("### How I'd rank them", True)
    assert not picks._method_title("### How to choose a tool", True)


def test_the_new_pattern_stays_linear_on_hostile_input() -> None:
    assert_linear(
        picks._METHOD_TITLE.match, lambda n: "how" + " " * n + "I" + "\t" * n + "x", 50_000
    )
    assert_linear(picks._METHOD_TITLE.match, lambda n: "#" * n + "how I ranked", 50_000)
    assert_linear(
        lambda text: picks._method_title(text, True),
        lambda n: "### " + "how " * n + "I ranked",
        12_500,
    )

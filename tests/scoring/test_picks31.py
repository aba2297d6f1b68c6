"""The picks rule the r31 probes brought, with its near misses.

The rule came from a blind generalisation batch (corpus/probes/picks_r31.json): a bold-title
comparison that describes both products criterion by criterion ("**Noise Cancellation**", then
"* **Bose:** ..." and "* **Sony:** ...") before a verdict ranks them, whose first criterion's
bullets were read as the ranking (`scoring.criterion_notes`). These tests pin it on texts of their
own; the product names are made up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

import pytest

from scoring.criterion_notes import without_criterion_notes
from scoring.picks import extract_picks
from scoring.recommendation import read_recommendation
from tests.linear_time import Hostile, assert_linear

_PAIR = "Which is better for flying: the Kettlo H9 or the Norda Quiet 2? Rank the two."


def _criteria(verdict_title: str) -> str:
    return (
        "**Kettlo H9 vs. Norda Quiet 2**\n\n"
        "**Noise Cancellation**\n\n* **Norda:** Best at low engine rumble.\n"
        "* **Kettlo:** Excellent, a hair behind.\n\n"
        "**Battery Life**\n\n* **Norda:** About 24 hours.\n* **Kettlo:** About 30 hours.\n\n"
        f"**{verdict_title}**\n\n1. **Kettlo H9:** The better all-rounder.\n"
        "2. **Norda Quiet 2:** The stronger cancelling, with less battery.\n"
    )


@pytest.mark.parametrize(
    "title", ["The Verdict", "Verdict", "Bottom Line", "Overall", "Which Should You Buy?"]
)
def test_product_notes_under_criterion_titles_are_no_picks(title: str) -> None:
    text = _criteria(title)
    assert extract_picks(text) == ["Kettlo H9", "Norda Quiet 2"]
    reading = read_recommendation(text, _PAIR)
    assert [p.name for p in reading.picks] == ["Kettlo H9", "Norda Quiet 2"]


def test_notes_under_markdown_headings_and_a_one_product_criterion() -> None:
    text = (
        "## Suction\n- **Vexa G3**: 2,000 Pa, fine on hard floors.\n"
        "- **Orbo Q5**: 2,700 Pa, better on rugs.\n\n"
        "## Navigation\n- **Vexa G3**: gyro rows.\n- **Orbo Q5**: LiDAR mapping.\n\n"
        "## Self-emptying\n- **Orbo Q5**: only with the pricier dock.\n\n"
        "## Verdict\n1. Orbo Q5 - maps and cleans rugs.\n2. Vexa G3 - quiet and slim.\n"
    )
    assert extract_picks(text) == ["Orbo Q5", "Vexa G3"]
    kept = without_criterion_notes(text)
    assert "Only with the pricier dock" not in kept and "1. Orbo Q5" in kept


def test_a_verdict_section_with_the_same_labels_is_kept() -> None:
    # the near miss: the verdict's own bullets use the short labels the criteria used
    text = (
        "**Battery**\n* **Kettlo:** 30 hours.\n* **Norda:** 24 hours.\n\n"
        "**Comfort**\n* **Norda:** Plush.\n* **Kettlo:** Light.\n\n"
        "**Verdict**\n* **Kettlo:** The one to buy for most flyers.\n* **Norda:** A close second.\n"
    )
    assert extract_picks(text) == ["Kettlo", "Norda"]


@pytest.mark.parametrize(
    "text",
    [
        # one criterion section: nothing says the products are described criterion by criterion
        "**Noise Cancellation**\n\n* **Norda Quiet 2:** The best cancelling, my first pick.\n"
        "* **Kettlo H9:** A close second with more battery.\n",
        # pick headings with detail labels that repeat: the titles are products, not criteria
        "### 1. Kettlo H9\n- **Battery:** 30 hours\n- **Comfort:** Light\n\n"
        "### 2. Norda Quiet 2\n- **Battery:** 24 hours\n- **Comfort:** Plush\n",
        # the same labels under audiences, not criteria
        "**For frequent flyers**\n* **Norda Quiet 2:** my pick.\n* **Kettlo H9:** runner-up.\n\n"
        "**For commuters**\n* **Kettlo H9:** my pick.\n* **Norda Quiet 2:** runner-up.\n",
        # numbered criteria give places, which the rule leaves to the reader
        "**Battery Life**\n1. **Kettlo:** 30 hours\n2. **Norda:** 24 hours\n\n"
        "**Noise Cancellation**\n1. **Norda:** best\n2. **Kettlo:** close\n",
        # a ranked list under a "Top 3" title, then prose
        "## Top 3\n- **Orbo Q5:** LiDAR.\n- **Vexa G3:** Quiet.\n- **Tarn R1:** Cheap.\n\n"
        "## Why these\nOrbo is the best value.\n",
        # pros and cons under a pick's criteria: different labels, nothing compared across titles
        "**Suction**\n- **Pros:** strong on rugs\n- **Cons:** loud\n\n"
        "**Price**\n- **Orbo Q5:** $280\n",
        # criterion titles with plain (not bold-labelled) bullets
        "**Battery Life**\n* Kettlo: 30 hours\n* Norda: 24 hours\n\n"
        "**Comfort**\n* Kettlo: light\n* Norda: plush\n",
        # bold labels ending in a colon, but in prose paragraphs, not bullets
        "**Battery:** the Kettlo lasts longer.\n\n**Comfort:** the Norda is plusher.\n\n"
        "**Battery:** again, the Kettlo.\n",
        # two sections with the same labels, neither titled by a criterion
        "### Round one\n- **Kettlo:** wins\n- **Norda:** loses\n\n"
        "### Round two\n- **Kettlo:** wins\n- **Norda:** loses\n",
        # labelled bullets with no title above them
        "* **Kettlo:** 30 hours.\n* **Norda:** 24 hours.\n\n* **Kettlo:** light.\n* **Norda:** plush.\n",
        # different products under each criterion: a pick per criterion, not the same set compared
        "**Suction**\n- **Orbo Q5:** strongest\n- **Vexa G3:** fine\n\n"
        "**Noise**\n- **Tarn R1:** quietest\n- **Pell S2:** fine\n",
        # a verdict title first, criteria after: the verdict's bullets stay
        "**Bottom line**\n* **Kettlo:** buy it.\n* **Norda:** second.\n\n"
        "**Battery**\n* **Kettlo:** 30 h.\n",
    ],
)
def test_text_the_rule_leaves_alone(text: str) -> None:
    assert without_criterion_notes(text) == text


def test_blanking_keeps_every_offset() -> None:
    text = _criteria("Verdict")
    kept = without_criterion_notes(text)
    assert len(kept) == len(text) and kept != text
    assert kept.count("\n") == text.count("\n")


def test_the_rule_is_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "**Battery**\n* **a:** x\n* **b:** y\n" * n, 2_000),
        (lambda n: "".join(f"**Price**\n* **a{k}:** x\n* **b{k}:** y\n" for k in range(n)), 2_000),
        (lambda n: "* **" + "a" * n + ":** x", 50_000),
        (lambda n: "**" + "a" * n + "**:", 50_000),
        (lambda n: "#" * n + " **x:**", 50_000),
        (lambda n: "- **a:**" * n, 8_000),
    )
    for text, count in hostile:
        assert len(text(count)) >= 20_000
        assert_linear(without_criterion_notes, text, count)

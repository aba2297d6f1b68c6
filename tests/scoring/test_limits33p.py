"""Picks limits pinned by review32p, read right by general rules (limits33p).

- A bold run of places after a verb that is not a verdict's ("Shop **Costco first, Amazon
  second**", "Turn on **Face ID first, Touch ID second**") orders steps or priorities: neither
  the bold reader (which read "Face ID first" as one name) nor the prose reader (which placed
  "Costco" first) reads it. A run with nothing before it in its sentence, after a verdict's verb,
  after a comma or after a copula keeps its reading.
- "My ranking: X, Y, Z" and "My top three: ..." inside a line list a ranking as "My ranking is"
  does; "My pick is the X, then the Y, then the Z" gives the order as "I'd go X, then Y" does.
- "Next best:" and "Close second for pet owners:" are role labels, as "Second best:" is.

The negatives are ordinary replies with the same trigger words whose reading these rules keep.
"""

from __future__ import annotations

import pytest

from scoring.picks import _is_role_label, _object_run_spans, read_picks
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_battery

_PROMPTS = {k: e.text for k, e in load_battery().by_id().items()}


def _names(prompt_id: str, text: str) -> list[str]:
    return [p.name for p in read_recommendation(text, _PROMPTS[prompt_id]).picks]


_READ_NOW = [
    pytest.param(
        "P07",
        "Install **Chrome first, Firefox second** on the office PCs. I'd go with 1Password.",
        ["1Password"],
        id="steps-then-a-pick",
    ),
    pytest.param("P09", "Download **Lightroom first, Photoshop second**.", [], id="steps-alone"),
    pytest.param(
        "P11", "Stream on **Netflix first, Hulu second** to test speeds.", [], id="verb-particle"
    ),
    pytest.param(
        "P12",
        "Descale **Monday first, Friday second**. I'd pick the Gaggia Classic Pro.",
        ["Gaggia Classic Pro"],
        id="schedule",
    ),
    pytest.param(
        "P12",
        "It depends on milk. My top three: Breville Bambino Plus, Gaggia Classic Pro and De'Longhi Dedica.",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        id="label-inside-a-line",
    ),
    pytest.param(
        "P10",
        "My top pick would be Linear, then Notion, then Trello.",
        ["Linear", "Notion", "Trello"],
        id="pick-then-chain",
    ),
    pytest.param(
        "P11",
        "- **Best overall:** Mullvad\n- **Next best:** ProtonVPN\n\n**Overall winner:** Mullvad.",
        ["Mullvad", "ProtonVPN"],
        id="next-best",
    ),
    pytest.param(
        "P10",
        "- **Top pick:** Linear\n- **Close second:** Asana\n- **Budget pick:** Trello\n\n**Verdict:** Linear.",
        ["Linear", "Asana", "Trello"],
        id="close-second",
    ),
]

_KEPT = [
    pytest.param(
        "P01",
        "Honestly, **Bose first, Sony second**. The Bose QuietComfort Ultra Headphones cancel more noise.",
        ["Bose", "Sony"],
        id="comma-lead",
    ),
    pytest.param(
        "P01",
        "I'd go **Bose QuietComfort Ultra Headphones first, Sony WH-1000XM5 second**.",
        ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        id="verdict-verb",
    ),
    pytest.param(
        "P01",
        "For flying, it's **Bose QuietComfort Ultra Headphones first, Sony WH-1000XM5 second**.",
        ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        id="its",
    ),
    pytest.param(
        "P01",
        "My take: **Bose QuietComfort Ultra Headphones first, Sony WH-1000XM5 second**.",
        ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        id="colon-lead",
    ),
    pytest.param(
        "P01",
        "**Bose QuietComfort Ultra Headphones first, Sony WH-1000XM5 second.** Both are comfortable.",
        ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        id="opens-the-line",
    ),
    pytest.param(
        "P07", "Go with **1Password first, Bitwarden second**.", ["1Password", "Bitwarden"], id="go"
    ),
    pytest.param(
        "P11",
        "I would pick **Mullvad first, ProtonVPN second**.",
        ["Mullvad", "ProtonVPN"],
        id="i-would-pick",
    ),
    pytest.param(
        "P10",
        "Verdict: **Linear first, Notion second**, Trello third.",
        ["Linear", "Notion", "Trello"],
        id="verdict-label",
    ),
    pytest.param(
        "P01",
        "Reviewers rank the Bose QuietComfort Ultra Headphones first and the Sony WH-1000XM5 second.",
        ["Bose QuietComfort Ultra Headphones", "Sony WH-1000XM5"],
        id="unbolded-places",
    ),
    pytest.param("P11", "Look for **Mullvad**. It is audited.", ["Mullvad"], id="one-bold-name"),
    pytest.param(
        "P06",
        "Try the **Brooks Ghost 16 first**, then the Hoka Clifton 9 second.",
        ["Brooks Ghost 16"],
        id="one-name-in-bold",
    ),
    pytest.param(
        "P12", "My ranking: it depends on whether you drink milk.", [], id="ranking-no-names"
    ),
    pytest.param(
        "P12",
        "Buy from a store with returns. My ranking: the Breville Bambino Plus for milk drinks.",
        [],
        id="ranking-one-name",
    ),
    pytest.param(
        "P12",
        "My ranking:\n\n1. Breville Bambino Plus\n2. Gaggia Classic Pro\n3. De'Longhi Dedica",
        ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        id="ranking-over-a-list",
    ),
    pytest.param(
        "P12",
        "My pick is the Breville Bambino Plus, then add a grinder later.",
        ["Breville Bambino Plus"],
        id="pick-then-a-step",
    ),
    pytest.param(
        "P12",
        "My pick is the Breville Bambino Plus; then again, the Gaggia Classic Pro is cheaper.",
        ["Breville Bambino Plus"],
        id="then-again",
    ),
    pytest.param(
        "P12",
        "My pick is the Breville Bambino Plus. Then buy a Baratza Encore.",
        ["Breville Bambino Plus"],
        id="then-next-sentence",
    ),
    pytest.param(
        "P07",
        "- **Best overall:** 1Password\n- **Runner-up on a budget:** Bitwarden\n- **Best free:** Proton Pass\n\n**Overall winner:** 1Password.",
        ["1Password", "Bitwarden", "Proton Pass"],
        id="runner-up-on-a-budget",
    ),
    pytest.param(
        "P07",
        "- **Best overall:** 1Password\n- **Best value:** Bitwarden\n\n**Overall winner:** 1Password.",
        ["1Password", "Bitwarden"],
        id="best-value",
    ),
    pytest.param(
        "P05",
        "1. **Roborock Q5 Pro** - best overall.\n2. **Eufy RoboVac 11S Max** - close second.\n3. **Tapo RV10** - cheap.",
        ["Roborock Q5 Pro", "Eufy RoboVac 11S Max", "Tapo RV10"],
        id="close-second-after-name",
    ),
    pytest.param(
        "P07",
        "Next best thing: turn on two-factor. I'd pick 1Password.",
        ["1Password"],
        id="next-best-thing",
    ),
    pytest.param(
        "P12",
        "I'd go with the Breville Bambino Plus, then the Baratza Encore grinder when you can afford it.",
        ["Breville Bambino Plus"],
        id="go-then-an-add-on",
        marks=pytest.mark.xfail(
            strict=True,
            reason='a limit "I\'d go X, then Y" had before: a grinder after "then" is read as a second pick',
        ),
    ),
]


@pytest.mark.parametrize(("prompt_id", "text", "expected"), _READ_NOW)
def test_limits_read_now(prompt_id: str, text: str, expected: list[str]) -> None:
    assert _names(prompt_id, text) == expected


@pytest.mark.parametrize(("prompt_id", "text", "expected"), _KEPT)
def test_near_misses_keep_their_reading(prompt_id: str, text: str, expected: list[str]) -> None:
    assert _names(prompt_id, text) == expected


@pytest.mark.parametrize(
    ("label", "role"),
    [
        ("Next best", True),
        ("Close second for pet owners", True),
        ("Distant third", True),
        ("Next steps", False),
        ("Close range", False),
        ("Distant rooms", False),
        ("Next", False),
    ],
)
def test_a_degree_before_a_place_is_a_role(label: str, role: bool) -> None:
    assert _is_role_label(label) is role


def test_object_runs_are_found_in_linear_time() -> None:
    assert_linear(_object_run_spans, lambda n: "Shop **" + "Costco first, " * n, 20_000)
    assert_linear(
        _object_run_spans, lambda n: "Shop " * n + "**Costco first, Amazon second**", 20_000
    )
    assert_linear(
        read_picks,
        lambda n: "Shop **Costco first, Amazon second** then. " * n + "My ranking: A1, B2, C3.",
        2_000,
    )

"""Everyday recommendation replies drawn the way the held-out parts are drawn (picks41,
`picks_r41.json`).

The batch (50 replies to all twelve `P..` prompts in the everyday mix of assistant families) read
49 of 50 right before any change. The miss was ordinary writing:

- A guide's table of what to weigh before its picks ("## What Makes a VPN Private?" over "| Factor
  | Why it matters |", rows "Audited no-logs policy", "Jurisdiction", ...): the table's header
  said nothing `_checklist_header` knew ("factors" and "criteria" in the plural did, "Factor"
  did not), so the one row that reads as a name, "Jurisdiction", was taken for the first pick. A
  header whose first cell names its rows as factors, features, criteria, considerations,
  requirements, specs or priorities (singular or plural) and whose every other cell explains them
  ("Why it matters", "Why", "What it means", "Importance") now frames a checklist
  (`scoring.picks._explains_factors`). Near misses keep their readings: a comparison with products
  in the header ("| Feature | Sony WH-1000XM5 | Bose QuietComfort Ultra |"), a winner per
  criterion ("| Criterion | Winner | Why |"), a ranked table whose first column holds the picks
  ("| Pick | Why it matters |"), and a table of factors with a product column ("| Priority | Tool
  | Why |").
"""

from __future__ import annotations

import pytest

from scoring.picks import _checklist_header, _explains_factors
from tests.scoring.picks_read import prompt_text, read_names, review_case
from tests.scoring.reply_corpus import judge, load_part


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


_VPN_PICKS = (
    "## Top 3 Picks\n\n"
    "### 1. Proton VPN\n- **Why:** audited and open source.\n\n"
    "### 2. Mullvad\n- **Why:** anonymous accounts.\n\n"
    "### 3. NordVPN\n- **Why:** fast and audited.\n"
)


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # the probe's shape: a factor table under a question heading, then numbered headings
        review_case(
            "P11",
            "## 🔍 What Makes a VPN Private?\n"
            "| Factor | Why it matters |\n|---|---|\n"
            "| Audited no-logs policy | Shows nothing is kept |\n"
            "| Jurisdiction | Decides who can demand data |\n"
            "| Open-source apps | Lets anyone check the code |\n\n" + _VPN_PICKS,
            ["Proton VPN", "Mullvad", "NordVPN"],
        ),
        # a feature table whose features have capitalised product-like names, then a list
        review_case(
            "P07",
            "Here's what a family plan should have:\n\n"
            "| Feature | What it means |\n|:--|:--|\n"
            "| Watchtower | Alerts for reused or breached passwords |\n"
            "| Shared vaults | One place for the Wi-Fi and streaming logins |\n"
            "| Travel Mode | Hides vaults when you cross a border |\n\n"
            "My ranking:\n\n"
            "1. **1Password** - the easiest for kids.\n"
            "2. **Bitwarden** - open source and cheap.\n"
            "3. **Dashlane** - simple apps.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        # a singular criterion with emoji in the header and a one-word row
        review_case(
            "P11",
            "| 🔑 Criterion | 💡 Why it's important |\n|---|---|\n"
            "| Jurisdiction | Some countries can compel logging |\n"
            "| Audits | Claims need checking |\n\n"
            "1. **Mullvad VPN** - no email needed.\n"
            "2. **Proton VPN** - Swiss and audited.\n"
            "3. **IVPN** - small and transparent.",
            ["Mullvad VPN", "Proton VPN", "IVPN"],
        ),
        # a spec table with an acronym row, three columns that all explain
        review_case(
            "P12",
            "| Spec | Why | What it does for you |\n|---|---|---|\n"
            "| PID | Steady brew temperature | Fewer sour shots |\n"
            "| Steam wand | Milk texture | Proper flat whites |\n\n"
            "1. **Breville Bambino Plus** - fast and easy.\n"
            "2. **Gaggia Classic Pro** - built to last.\n"
            "3. **De'Longhi Dedica EC685** - slim and cheap.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica EC685"],
        ),
        # near miss: a comparison with the products in the header, then a ranking
        review_case(
            "P01",
            "| Feature | Sony WH-1000XM5 | Bose QuietComfort Ultra |\n|---|---|---|\n"
            "| Battery | 30 h | 24 h |\n| ANC | Excellent | Best |\n\n"
            "1. **Bose QuietComfort Ultra** - quieter on planes.\n"
            "2. **Sony WH-1000XM5** - longer battery.",
            ["Bose QuietComfort Ultra", "Sony WH-1000XM5"],
        ),
        # near miss: a ranked table whose first column holds the picks under "Pick"
        review_case(
            "P10",
            "| Pick | Why it matters |\n|---|---|\n"
            "| Linear | Fast issue tracking |\n| Notion | Docs and tasks together |\n"
            "| Asana | Structured timelines |",
            ["Linear", "Notion", "Asana"],
        ),
    ],
)
def test_a_table_of_factors_to_weigh_names_no_pick(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("| Factor | Why it matters |", True),
        ("| Features | Importance |", True),
        ("| **Consideration** | **Why** |", True),
        ("| Requirement | What it means | Why |", True),
        ("| 🔑 Priority | 💡 What this gets you |", True),
        # near misses: a product or a winner column, a products-first header, one column only
        ("| Feature | Sony WH-1000XM5 | Bose QC Ultra |", False),
        ("| Criterion | Winner | Why |", False),
        ("| Priority | Tool | Why |", False),
        ("| Pick | Why it matters |", False),
        ("| Product | Why |", False),
        ("| Factor |", False),
    ],
)
def test_a_header_of_factors_and_explanations(header: str, expected: bool) -> None:
    assert _explains_factors(header) is expected
    assert _checklist_header(header) is expected


def test_the_batch_miss() -> None:
    (case,) = [c for c in load_part("probes") if c.id == "probes-r41-picks-045"]
    assert judge(case).right == {"picks": True}

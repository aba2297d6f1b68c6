"""A run of bullets that open with a bold criterion and no colon is a list of criteria, not picks.

"Here's how I judged them:" over "* **No-logs policy, independently audited**", "- **Anonymous
sign-up** (no email ...)", "• **Jurisdiction** outside the strongest data-retention laws": the
feature-list rule knew bold labels closed by a colon ("- **Travel Mode:** ..."), so the one
criterion shaped like a name ("Jurisdiction") was read as a first pick above the ranking under
it. A bold lead with the rest of the line after it, colon or not, is a label the same way; the
run is a feature list only when at least half its items name no product, so a list of picks in
bold ("- **Kettlo H9** - quiet") still reads. Found on probes-r22b-picks-025.
"""

from __future__ import annotations

from scoring.picks import _all_line_facts, _feature_runs
from scoring.recommendation import read_picks
from tests.linear_time import assert_linear

_RANKING = (
    "## Ranked top three\n\n"
    "1. **Kettlo H9** - no email and a flat price.\n"
    "2. **Marrow Pulse 4** - audited, open-source apps.\n"
    "3. **Tessel Air 2** - small and transparent.\n"
)


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


def test_bold_criteria_without_a_colon_name_no_pick() -> None:
    text = (
        "Here's how I judged them:\n\n"
        "* **No-logs policy, independently audited**\n"
        "- **Anonymous sign-up** (no email, cash payments)\n"
        "• **Jurisdiction** outside the strongest data-retention laws\n"
        "* **Open-source apps** that others can inspect\n"
        "- **Track record** - has it been tested in court?\n\n" + _RANKING
    )
    assert _names(text) == ["Kettlo H9", "Marrow Pulse 4", "Tessel Air 2"]


def test_a_bold_list_of_picks_without_colons_still_reads() -> None:
    # Near miss: every item names a product, so the run is no feature list.
    text = (
        "My picks:\n\n"
        "- **Kettlo H9** - the quietest\n"
        "- **Marrow Pulse 4** (cheapest) for most people\n"
        "- **Tessel Air 2** - lightest\n"
    )
    assert _names(text) == ["Kettlo H9", "Marrow Pulse 4", "Tessel Air 2"]


def test_two_bold_criteria_are_no_run() -> None:
    # Near miss: a run needs three items; two bold-lead bullets stay as they were read.
    lines = ["- **Jurisdiction** outside the EU", "- **Track record** in court"]
    assert _feature_runs(lines, _all_line_facts(lines)) == frozenset()


def test_a_long_bold_lead_with_no_closing_run_is_linear() -> None:
    def build(n: int) -> str:
        return "- **" + "Jurisdiction outside " * n + "\n- **A** b\n- **C** d\n"

    assert_linear(_names, build, 4_000)

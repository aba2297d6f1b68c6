"""The picks rules the r16 probes brought (corpus/probes/picks_r16.json), one behaviour each.

Each rule came from a blind probe the reader missed; these tests pin it on texts of its own, with
the near misses it must leave alone:

- a chain of names joined by "then" that a dash or a colon ends, or whose first name says
  "first" ("Mullvad, then Proton VPN, then IVPN — all three are audited");
- a "What to check" heading opens a checklist, whose bold items are features, not picks;
- a reply that opens with its verdict: a name alone as its first sentence ("Brooks Ghost 16.
  Forgiving ..."), or a name, a dash and "the best ..." ("Canon EOS R50 — the best beginner
  body right now"), before a runner-up line.
"""

from __future__ import annotations

import pytest

from scoring.picks import extract_picks
from scoring.picks_prepass import prepared


@pytest.mark.parametrize(
    ("text", "picks"),
    [
        (
            "Mullvad, then Proton VPN, then IVPN — all three are audited and keep no logs.",
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        (
            "Bitwarden, then 1Password, then Proton Pass: all three have family plans.",
            ["Bitwarden", "1Password", "Proton Pass"],
        ),
        (
            "Asana first, then ClickUp, then Trello.",
            ["Asana", "ClickUp", "Trello"],
        ),
        # Steps joined by "then" name no ranking, with or without a dash after them.
        ("Install Bitwarden, then import your vault, then share it — done.", []),
        ("Charge it first, then pair it, then update the app: that's all.", []),
    ],
)
def test_then_chain_ends_at_a_dash_or_colon(text: str, picks: list[str]) -> None:
    assert extract_picks(text) == picks


def test_a_then_chain_before_a_dash_is_rewritten_as_a_list() -> None:
    steps = prepared("Mullvad, then Proton VPN, then IVPN — all three are audited.")
    assert steps and "1. Mullvad\n2. Proton VPN\n3. IVPN" in steps[-1].text


CHECKLIST = (
    "## {heading}\n\n"
    "1. **Independent no-logs audits**, repeated every year.\n"
    "2. **RAM-only (diskless) servers**, so nothing survives a reboot.\n\n"
    "## My ranked picks\n\n"
    "### 1. Mullvad\n- No email needed.\n\n"
    "### 2. Proton VPN\n- Swiss and open source.\n"
)


@pytest.mark.parametrize(
    "heading", ["What to check before you pay", "What to consider", "What to know first"]
)
def test_what_to_check_heading_opens_a_checklist(heading: str) -> None:
    assert extract_picks(CHECKLIST.format(heading=heading)) == ["Mullvad", "Proton VPN"]


@pytest.mark.parametrize(
    ("text", "picks"),
    [
        ("Brooks Ghost 16. Forgiving, durable and boring in the best way.", ["Brooks Ghost 16"]),
        (
            "Bose QuietComfort Ultra. Nothing else cancels engine drone as well.",
            ["Bose QuietComfort Ultra"],
        ),
        (
            "Roborock Q5 Pro. Eufy RoboVac 11S Max. Tapo RV30 Max.",
            ["Roborock Q5 Pro", "Eufy RoboVac 11S Max", "Tapo RV30 Max"],
        ),
        (
            "Canon EOS R50 — the best beginner body right now: small and cheap.\n\n"
            "**Runner-up:** Sony a6400, for its huge lens selection.",
            ["Canon EOS R50", "Sony a6400"],
        ),
        ("Volkswagen ID.4 — my pick for a family of five.", ["Volkswagen ID.4"]),
        # A word alone is a greeting, not a product; the list that follows ranks.
        (
            "Sure! Here are my top picks:\n1. Roborock Q5 Pro\n2. Eufy RoboVac 11S Max",
            ["Roborock Q5 Pro", "Eufy RoboVac 11S Max"],
        ),
        # The verdict turned down, or the best at one thing only, or in a sentence that turns.
        ("Nike Vaporfly 3. Don't buy it for a first 10K race.", []),
        ("Sony WH-1000XM5 — the best for battery life.", []),
        (
            "Sony WH-1000XM5 — the best battery of the two, but the Bose QuietComfort Ultra "
            "wins on planes.",
            ["Bose QuietComfort Ultra"],
        ),
        ("Sony WH-1000XM5 vs Bose QuietComfort Ultra — here's how they compare.", []),
    ],
)
def test_a_reply_that_opens_with_its_verdict(text: str, picks: list[str]) -> None:
    assert extract_picks(text) == picks


@pytest.mark.parametrize(
    ("text", "picks"),
    [
        (
            "Bose QuietComfort Ultra, then Sony WH-1000XM5 — the Bose cancels engine drone better.",
            ["Bose QuietComfort Ultra", "Sony WH-1000XM5"],
        ),
        ("The MacBook Air M3, then the Dell XPS 13.", ["MacBook Air M3", "Dell XPS 13"]),
        # One joint between plain words is no ranking: a menu path, a routine.
        ("Open Settings, then Privacy.", []),
        ("Warm up, then run. Stretch after.", []),
    ],
)
def test_one_then_joins_two_model_names(text: str, picks: list[str]) -> None:
    assert extract_picks(text) == picks


@pytest.mark.parametrize(
    ("text", "picks"),
    [
        (
            "Bose QuietComfort Ultra — the better pick for flying. The Sony WH-1000XM5 lasts longer.",
            ["Bose QuietComfort Ultra"],
        ),
        ("Roborock Q5 Pro: the clear winner under $300.", ["Roborock Q5 Pro"]),
        # A lower place is not the verdict.
        ("Sony WH-1000XM5 — my second choice.", []),
        ("Tapo RV30 Max — the budget pick, at about $230.", []),
    ],
)
def test_an_opening_verdict_may_qualify_its_pick(text: str, picks: list[str]) -> None:
    assert extract_picks(text) == picks

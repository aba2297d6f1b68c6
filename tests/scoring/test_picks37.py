"""Replies that revise, qualify or restate their own order, found by an angled batch (picks37,
`picks_r37.json`).

- A closing revision note (`scoring.picks_revised`): a paragraph that opens "Edit:", "Update:",
  "Correction:", "on reflection", "scratch that" / "scratch the", or "Looking at that again",
  after a ranking, whose sentences restate the order ("So: X, Y, Z.", "Final podium: ...", a
  list under "Treat this as a top two:") or move places ("Asana first, Trello second", "I'd move
  the Ioniq 5 up to second and put the **Volkswagen ID.4** third", "swap in the X at number
  one", "replace it with the X in third place"). A product read above moves to the place; one
  not read above takes the place of what stood there.
- A pick withdrawn on its own line ("🥇 Sony WH-1000XM5 — wait, scratch that.") that names no
  replacement stands where the list below it names it again.
- "So, final order:" closes a deliberation, as "So, final ranking:" did.
- An arrow of the Arrows block after a name ("Gaggia Classic Pro ↑") marks a move since an
  earlier list, and is no part of the name.

Each rule has near misses that must leave the ranking as it was: a condition in the note ("if you
fly short hops"), a note before the ranking, a colon list whose lead states no order, a clause
whose place word is no place ("Dell first released ..."), a place with no product, a withdrawal
whose product is never named again, "So, order matters", and a "+" ending a name.
"""

from __future__ import annotations

import pytest

from scoring.picks import _FINAL, read_picks
from scoring.picks_revised import revised_order
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_VPNS = (
    "1. **IVPN** - small and transparent.\n"
    "2. **Mullvad** - no email needed.\n"
    "3. **Proton VPN** - Swiss and open source.\n\n"
)
_LAPTOPS = "1. Dell XPS 13 - bright screen\n2. MacBook Air M3 - long battery\n\n"


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        (
            "P11",
            _VPNS + "Edit: on reflection the order was off. Mullvad first, Proton VPN second, "
            "IVPN third.",
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        (
            "P11",
            _VPNS + "Actually, on reflection, privacy comes down to what they hold about you. "
            "So: Proton VPN, Mullvad, IVPN.",
            ["Proton VPN", "Mullvad", "IVPN"],
        ),
        (
            "P11",
            _VPNS + "**Update:** IVPN closed new sign-ups last week. I'd move Proton VPN up to "
            "first and put **Windscribe** third.",
            ["Proton VPN", "Mullvad", "Windscribe"],
        ),
        (
            "P11",
            _VPNS + "Scratch the IVPN pick: sign-ups are paused. Swap in **Windscribe** at "
            "number one.",
            ["Windscribe", "Mullvad", "Proton VPN"],
        ),
        (
            "P11",
            _VPNS + "Update: IVPN has stopped selling plans, so replace it with the **Windscribe "
            "Pro** [3] in third place.",
            ["Mullvad", "Proton VPN", "Windscribe Pro"],
        ),
        (
            "P11",
            _VPNS + "Looking at that again, I'd not pay for the Proton VPN plan now. Treat this "
            "as a top two: Mullvad, then IVPN.",
            ["Mullvad", "IVPN"],
        ),
        (
            "P03",
            _LAPTOPS + "Correction: I had these the wrong way round. Corrected order: MacBook Air "
            "M3 first, Dell XPS 13 second.",
            ["MacBook Air M3", "Dell XPS 13"],
        ),
        (
            "P11",
            _VPNS + "Hmm, scratch that, the order misses the point. Redo:\n\n"
            "1. Mullvad\n2. IVPN\n3. Proton VPN",
            ["Mullvad", "IVPN", "Proton VPN"],
        ),
    ],
)
def test_a_revision_note_leaves_its_order(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a condition: advice for some buyers, the ranking stands
        _VPNS + "Edit: if you stream a lot, Mullvad first, Proton VPN second, IVPN third.",
        # no revision opening: a remark, not a note that revises
        _VPNS + "Reviewers agree: Mullvad first, Proton VPN second, IVPN third.",
        # the lead before the colon states no order
        _VPNS + "Update: all three now support these: Mullvad, Proton VPN, IVPN.",
        # "first" is no place: it goes on ("first released")
        _VPNS + "Update: Mullvad first released its WireGuard apps in 2020.",
        # a place with no product before it
        _VPNS + "Edit: fixed a typo in the note about the third one.",
    ],
)
def test_near_miss_notes_leave_the_ranking(text: str) -> None:
    assert _names(text, "P11") == ["IVPN", "Mullvad", "Proton VPN"]


def test_a_note_before_the_ranking_revises_nothing() -> None:
    text = "Edit: on reflection, Mullvad first, IVPN second.\n\n" + _VPNS.replace("\n\n", "\n")
    found = [("IVPN", 60, 1, 1), ("Mullvad", 90, 1, 2), ("Proton VPN", 120, 1, 3)]
    assert revised_order(found, text, lambda s: s) == found


def test_a_note_with_one_pick_above_it_revises_nothing() -> None:
    text = "1. **IVPN** - small.\n\nEdit: Mullvad first, IVPN second."
    assert revised_order([("IVPN", 6, 1, 1)], text, lambda s: s) == [("IVPN", 6, 1, 1)]


def test_a_withdrawn_pick_named_again_below_stands_there() -> None:
    text = (
        "\U0001f947 Sony WH-1000XM5 \u2014 wait, scratch that. The Bose wins on a plane. "
        "Let me redo it:\n\n"
        "\U0001f947 **Bose QuietComfort Ultra** \u2014 stronger noise cancelling\n"
        "\U0001f948 **Sony WH-1000XM5** \u2014 longer battery\n"
    )
    assert [p.name for p in read_picks(text).picks] == [
        "Bose QuietComfort Ultra",
        "Sony WH-1000XM5",
    ]


def test_a_withdrawn_pick_never_named_again_stays_as_read() -> None:
    text = (
        "1. **Tapo RV30** - wait, scratch that. Still, it is cheap.\n"
        "2. **Roborock Q5 Pro** - lidar\n"
    )
    assert [p.name for p in read_picks(text).picks] == ["Tapo RV30", "Roborock Q5 Pro"]


def test_so_final_order_closes_a_deliberation_and_so_order_does_not() -> None:
    body = "I'd put the Dell XPS 13 first for Windows.\n\nBut the battery matters more.\n\n"
    assert _names(body + "So, final order: MacBook Air M3 first, Dell XPS 13 second.", "P03") == [
        "MacBook Air M3",
        "Dell XPS 13",
    ]
    assert _FINAL.match("So, final order: MacBook Air M3 first") is not None
    assert _FINAL.match("So, order matters: MacBook Air M3 first") is None


def test_an_arrow_after_a_name_is_a_move_marker_and_a_plus_is_part_of_it() -> None:
    text = (
        "| # | Service | Why |\n|---|---|---|\n"
        "| 1 | Mullvad \u2191 | cash accepted |\n"
        "| 2 | Proton VPN \u2193 | open source |\n"
        "| 3 | NordVPN+ | fast |\n"
    )
    assert [p.name for p in read_picks(text).picks] == ["Mullvad", "Proton VPN", "NordVPN+"]


def test_the_revision_rules_read_in_linear_time() -> None:
    assert_linear(read_picks, lambda n: _VPNS + "Edit: " + "ab " * n + "Mullvad first.\n", 3_000)
    assert_linear(read_picks, lambda n: _VPNS + "Update: " + "Ab, " * n + "first.\n", 3_000)
    assert_linear(read_picks, lambda n: _VPNS + "Update: So: " + "Ab, " * n + "Cd.\n", 3_000)
    assert_linear(
        read_picks, lambda n: _VPNS + "Edit: Mullvad" + " " * n + "first, IVPN second.\n", 3_000
    )
    assert_linear(read_picks, lambda n: _VPNS + "Edit: Mullvad first. IVPN second.\n\n" * n, 300)
    assert_linear(read_picks, lambda n: "1. Ab \u2191" + "\u2191" * n + "\n2. Cd\n", 3_000)

"""The pre-passes that rewrite shapes the picks reader misses: each reads its shape as the
markdown it stands for, leaves other replies alone, and every pick's span indexes the original."""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from scoring.picks_prepass import prepared
from scoring.rewrite import Rewriter

CASES = [
    (
        "html list",
        "<p>My ranking:</p>\n<ol>\n<li><strong>Bitwarden</strong> – open source.</li>\n"
        "<li><strong>1Password</strong> – polished.</li>\n</ol>",
        ["Bitwarden", "1Password"],
    ),
    (
        "html headings",
        "<h3>1. Gaggia Classic Pro</h3>\n<p>A classic.</p>\n<h3>2. Breville Bambino Plus</h3>\n"
        "<p>Easier.</p>",
        ["Gaggia Classic Pro", "Breville Bambino Plus"],
    ),
    (
        "html table",
        "<table>\n<tr><th>Rank</th><th>Vacuum</th></tr>\n<tr><td>1</td><td>Roborock Q5 Pro</td>"
        "</tr>\n<tr><td>2</td><td>Eufy X8</td></tr>\n</table>",
        ["Roborock Q5 Pro", "Eufy X8"],
    ),
    (
        "brand and model columns",
        "| # | Brand | Model | Price |\n|---|---|---|---|\n| 1 | Roborock | Q5 Pro | $280 |\n"
        "| 2 | Eufy | X8 | $250 |",
        ["Roborock Q5 Pro", "Eufy X8"],
    ),
    (
        "struck table row",
        "| Rank | Manager |\n|---|---|\n| 1 | Bitwarden |\n| ~~2~~ | ~~LastPass~~ |\n"
        "| 2 | 1Password |",
        ["Bitwarden", "1Password"],
    ),
    (
        "lettered items",
        "Ranked:\n\na) Linear: fastest.\nb) ClickUp: does everything.\nc) Trello: simplest.",
        ["Linear", "ClickUp", "Trello"],
    ),
    (
        "bold brand, plain model",
        "1. **Sony** a6400 — fast autofocus.\n2. **Canon** EOS R50 — easy menus.",
        ["Sony a6400", "Canon EOS R50"],
    ),
    (
        "struck name replaced",
        "1. **Roborock Q5 Pro** — best.\n2. ~~Tapo RV10~~ **Tapo RV30** — adds LiDAR.",
        ["Roborock Q5 Pro", "Tapo RV30"],
    ),
    (
        "medals on one line",
        "🥇 Brooks Ghost 16 · 🥈 Hoka Clifton 9 · 🥉 ASICS Novablast 4\n\nAll three are good.",
        ["Brooks Ghost 16", "Hoka Clifton 9", "ASICS Novablast 4"],
    ),
    (
        "slash tie",
        "1. **Roborock Q5 Pro** — clear winner.\n2. **Eufy X8** / **Tapo RV30** (tie) — close.",
        ["Roborock Q5 Pro", "Eufy X8", "Tapo RV30"],
    ),
    (
        "linked names",
        "**Best overall:** [Linear](https://linear.app). Fast.\n\n"
        "**Best for docs:** [Notion](https://notion.so). Flexible.",
        ["Linear", "Notion"],
    ),
    (
        "json ranking",
        '```json\n{"ranking": [\n  {"rank": 1, "name": "Mullvad"},\n  {"rank": 2, "name": "IVPN"}\n]}\n```',
        ["Mullvad", "IVPN"],
    ),
    (
        "medal column out of row order",
        "| Machine | Price | Medal |\n|---|---|---|\n| De'Longhi Dedica Arte | $300 | 🥉 |\n"
        "| Gaggia Classic Pro | $450 | 🥇 |\n| Breville Bambino Plus | $500 | 🥈 |",
        ["Gaggia Classic Pro", "Breville Bambino Plus", "De'Longhi Dedica Arte"],
    ),
    (
        "medal headers over a pick row",
        "| | 🥇 | 🥈 |\n|---|---|---|\n| **Pick** | Breville Bambino Plus | Gaggia Classic Pro |\n"
        "| **Price** | ~$500 | ~$450 |",
        ["Breville Bambino Plus", "Gaggia Classic Pro"],
    ),
    (
        "stacked table cell",
        "| # | Shoe | Why |\n|---|---|---|\n| 1 | **Brooks Ghost 16**<br>$140<br>*Best overall* | Easy |\n"
        "| 2 | **Saucony Ride 17**<br>$140<br>*Most versatile* | Light |",
        ["Brooks Ghost 16", "Saucony Ride 17"],
    ),
    (
        "bullets called a ranking after them",
        "- Nikon Z fc ($850) — fun.\n- Sony ZV-E10 II ($1,000) — video.\n\n"
        "That's my ranking, top to bottom.",
        ["Nikon Z fc", "Sony ZV-E10 II"],
    ),
    (
        "setext headings in rank order",
        "Here they are, best first.\n\nRoborock Q5 Pro\n---------------\nThe best.\n\n"
        "Eufy X8\n-------\nGreat on pet hair.",
        ["Roborock Q5 Pro", "Eufy X8"],
    ),
    (
        "names chained by then",
        "Honestly? Bitwarden, then 1Password, then Proton Pass. All three are fine.",
        ["Bitwarden", "1Password", "Proton Pass"],
    ),
    (
        "names after a ranked colon",
        "Top 3 VPNs for privacy, ranked: Proton VPN, Mullvad, IVPN. Proton is audited.",
        ["Proton VPN", "Mullvad", "IVPN"],
    ),
    (
        "use-case clauses after an in-order colon",
        "My top three, in order: for most beginners, the Brooks Ghost 16; for more cushion, "
        "the Hoka Clifton 9; for a tight budget, the Saucony Axon 3.",
        ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Axon 3"],
    ),
    (
        "a tie on one numbered line",
        "1. Mullvad — anonymous.\n2. (tie) Proton VPN and IVPN — both audited.",
        ["Mullvad", "Proton VPN", "IVPN"],
    ),
    (
        "questions answered by products",
        "Q: Best VPN for privacy?\nA: Mullvad. No email.\n\nQ: Runner-up?\nA: Proton VPN. Swiss.",
        ["Mullvad", "Proton VPN"],
    ),
    (
        "places given a sentence each",
        "Top spot goes to the Sony a6400: fast autofocus. Silver goes to the Canon EOS R50, the "
        "easiest to learn. Bronze: the Nikon Z fc, for dials.",
        ["Sony a6400", "Canon EOS R50", "Nikon Z fc"],
    ),
    (
        "parenthesised numbers before names",
        "For privacy I'd go (1) Mullvad, (2) Proton VPN, (3) IVPN. All audited.",
        ["Mullvad", "Proton VPN", "IVPN"],
    ),
    (
        "star-rated lines",
        "Ranked:\n\n\u2b50\u2b50\u2b50\u2b50\u2b50 Brooks Ghost 16 — safe.\n"
        "\u2b50\u2b50\u2b50\u2b50 Hoka Clifton 9 — soft.",
        ["Brooks Ghost 16", "Hoka Clifton 9"],
    ),
]


@pytest.mark.parametrize(("shape", "text", "expected"), CASES, ids=[c[0] for c in CASES])
def test_each_shape_is_read_and_spans_index_the_original(
    shape: str, text: str, expected: list[str]
) -> None:
    assert prepared(text), shape
    reading = read_picks(text)
    assert [p.name for p in reading.picks] == expected
    for p in reading.picks:
        start, end = p.span
        original = text[start:end]
        # a joined name spans its parts as written ("Roborock | Q5 Pro")
        assert original.startswith(p.name.split()[0]) and original.endswith(p.name.split()[-1])


@pytest.mark.parametrize(
    "text",
    [
        "1. **Bitwarden** — open source.\n2. **1Password** — polished.",
        "| Rank | Vacuum |\n|---|---|\n| 1 | Roborock Q5 Pro |",
        "Under $300 (a strict <budget>), I'd get the Eufy X8.",
        "## Why these three\n\nThey all map your home.",
        "Charge it first, then pair it, then update the app.",
        "What's your budget? Do you travel often?",
        "Mullvad is my first choice. Proton VPN is my second. Third would be IVPN.",
    ],
)
def test_replies_without_the_shapes_are_not_rewritten(text: str) -> None:
    assert prepared(text) == []


def test_a_rewrite_maps_copied_text_back_and_insertions_to_where_they_were_made() -> None:
    rw = Rewriter("ab<x>cd")
    rw.copy_to(2)
    rw.skip_to(5)
    rw.insert("**")
    done = rw.finish()
    assert done.text == "ab**cd"
    assert done.span(4, 6) == (5, 7)  # "cd"
    assert done.span(0, 2) == (0, 2)
    assert done.span(2, 4)[0] == 5  # the inserted marks sit where the tag was


def test_a_reply_that_will_not_rank_two_options_is_read_confidently_as_no_picks() -> None:
    reading = read_picks(
        "Here's what matters:\n\n- **RAM:** 16 GB\n- **SSD:** 512 GB\n\nBoth the MacBook Air M3 "
        "and the Dell XPS 13 meet every one of these, so I can't rank one above the other."
    )
    assert reading.picks == [] and reading.confident

"""Names alone on consecutive lines, then "In that order": the statement makes them a ranking.

A casual writer lists the picks one per line with no numbers and says after them that they came
in order ("Bitwarden / 1Password / Proton Pass", then "In that order: ..."); the reader read no
pick (probes-r24c-picks-035, which fixes26 ran out of time for). Without the statement, bare
lines stay no list of picks, and lines that are sentences or topics are never names.
"""

from __future__ import annotations

import pytest

from scoring.recommendation import read_picks
from tests.linear_time import assert_linear


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


@pytest.mark.parametrize(
    "statement",
    [
        "In that order: the H9 for sound, the Pulse for price.",
        "In this order.",
        "(in that order)",
        "Ranked in that order, best first.",
    ],
)
def test_names_alone_on_lines_then_an_order_statement_rank(statement: str) -> None:
    text = f"Kettlo H9\nMarrow Pulse 4\nTessel Air\n\n{statement}"
    assert _names(text) == ["Kettlo H9", "Marrow Pulse 4", "Tessel Air"]


@pytest.mark.parametrize(
    "text",
    [
        # no order statement: two names on lines are no ranking
        "Kettlo H9\nMarrow Pulse 4\n\nBoth are good; pick either.",
        # topics, not names
        "Price\nComfort\nBattery\n\nIn that order of importance, then pick a model.",
        # sentences, not names alone
        "Kettlo H9 is great.\nMarrow Pulse 4 is cheaper.\n\nIn that order, honestly.",
        # one name is no ranking
        "Kettlo H9\n\nIn that order of preference, nothing else comes close.",
    ],
)
def test_without_names_alone_or_a_statement_nothing_is_read(text: str) -> None:
    assert _names(text) == []


def test_many_order_statements_read_in_linear_time() -> None:
    def hostile(n: int) -> str:
        return "Kettlo H9\n\nIn that order.\n" * n

    assert len(hostile(3_600)) >= 50_000
    assert_linear(read_picks, hostile, 3_600)

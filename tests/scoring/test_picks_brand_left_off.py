"""A two-word pick's model word alone, in a reply that already leaves its picks' brands off.

A table or list names each pick in full ("Breville Bambino Plus", "De'Longhi Stilosa"), then a
paragraph per pick leads with a short name: "**Bambino Plus.**", "**Stilosa.**". The first drops
the brand and keeps two words, which the alias rules already read as the same pick; the second
drops the brand of a two-word name and leaves one word, which they read as a fourth pick. A
writer who shortens one pick by its brand shortens the others alike, so a one-word model name of a
two-word pick is that pick again, only in such a reply, only when no other pick ends with that
word, and never a category or trim word ("VPN", "Pro"). Found on probes-r21-picks-048.
"""

from __future__ import annotations

from scoring.picks_restated import restated_aliases
from scoring.recommendation import read_picks


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


_TABLE = (
    "| Pick | Machine | Price |\n"
    "|---|---|---|\n"
    "| Best overall | Kettlo Brava Plus | $450 |\n"
    "| Best for learning | Marrow Classic Pro | $400 |\n"
    "| Best budget | Tessel Vanta | $100 |\n\n"
)


def test_a_model_word_alone_is_its_pick_when_another_pick_lost_its_brand() -> None:
    text = (
        _TABLE + "**Brava Plus.** Heats up in seconds and steams milk for you.\n\n"
        "**Marrow Classic Pro.** A commercial-size portafilter and a strong wand.\n\n"
        "**Vanta.** Frees most of the budget for a good grinder.\n"
    )
    assert _names(text) == ["Kettlo Brava Plus", "Marrow Classic Pro", "Tessel Vanta"]


def test_the_alias_map_folds_the_word_into_the_two_word_name() -> None:
    found = [
        ("Kettlo Brava Plus", 0, 1, None),
        ("Tessel Vanta", 40, 1, None),
        ("Brava Plus", 80, 1, None),
        ("Vanta", 120, 1, None),
    ]
    assert restated_aliases(found) == {"brava plus": "Kettlo Brava Plus", "vanta": "Tessel Vanta"}


def test_not_in_a_reply_that_shortens_no_other_pick() -> None:
    # Near miss: nothing else is written without its brand, so "Vanta" may be a product of its own.
    found = [
        ("Kettlo Brava Plus", 0, 1, None),
        ("Tessel Vanta", 40, 1, None),
        ("Vanta", 80, 1, None),
    ]
    assert restated_aliases(found) == {}


def test_not_when_two_picks_end_with_the_word() -> None:
    found = [
        ("Kettlo Brava Plus", 0, 1, None),
        ("Tessel Vanta", 40, 1, None),
        ("Marrow Vanta", 60, 1, None),
        ("Brava Plus", 80, 1, None),
        ("Vanta", 120, 1, None),
    ]
    assert "vanta" not in restated_aliases(found)


def test_not_a_category_word_or_a_number_before_a_word() -> None:
    found = [
        ("Kettlo Brava Plus", 0, 1, None),
        ("Proton VPN", 40, 1, None),
        ("1948 Vanta", 60, 1, None),
        ("Brava Plus", 80, 1, None),
        ("VPN", 100, 1, None),
        ("Vanta", 120, 1, None),
    ]
    assert restated_aliases(found) == {"brava plus": "Kettlo Brava Plus"}

"""A bracketed aside between a bullet's product and its dash: the product is what comes before it.

"- Sony WH-1000XM5 ($399) – best noise cancelling" is one of the commonest shapes a shopping
answer takes, and the bare-bullet reader read no pick from a list of them: it took the name as
everything before the dash, price included, and "Sony WH-1000XM5 ($399)" is no proper name. The
colon form ("Eufy RoboVac 11S Max ($200): quiet") already ended the name at the bracket. Found by
the lead reading fixes25's note on probes-r24c-picks-028 (emoji bullets of that shape).
"""

from __future__ import annotations

import pytest

from scoring.recommendation import read_picks


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


@pytest.mark.parametrize("dash", ["–", "-", "—"])
def test_a_price_between_the_name_and_its_dash_ends_the_name(dash: str) -> None:
    text = (
        f"- Kettlo H9 ($399) {dash} quietest on the list\n"
        f"- Marrow Pulse 4 ($249) {dash} the value pick\n"
        f"- Tessel Air 2 (€199) {dash} lightest"
    )
    assert _names(text) == ["Kettlo H9", "Marrow Pulse 4", "Tessel Air 2"]


def test_any_short_aside_in_brackets_ends_the_name_too() -> None:
    text = "My ranking:\n- Kettlo H9 (2024 model) - quiet\n- Marrow Pulse 4 [refurbished] - cheap"
    assert _names(text) == ["Kettlo H9", "Marrow Pulse 4"]


def test_a_bracketed_spec_list_is_still_no_pick_list() -> None:
    # Near miss: specs to look for, with a bracketed note, name no product.
    text = "Look for:\n- More RAM (16 GB) - for multitasking\n- A fast SSD (NVMe) - for load times"
    assert _names(text) == []


def test_a_role_label_with_an_aside_is_still_a_role() -> None:
    # Near miss: "Best overall (my pick) - Kettlo H9" is a role, then the name after the dash.
    text = "- Best overall (my pick) - Kettlo H9\n- Best value (under $300) - Marrow Pulse 4"
    assert _names(text) == ["Kettlo H9", "Marrow Pulse 4"]

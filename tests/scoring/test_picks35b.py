"""Five shapes of long multi-section replies an angled batch found (picks35b, `picks_r35b.json`).

- A glossary after the picks ("## Jargon buster", "**Quick glossary**", "### Key terms
  explained") defines words with bold labels ("- **APS-C:** a sensor size ..."): a section set
  apart, like "## Also consider"; before, its labels were read as picks after the ranking's three.
- "I'm going to hold back from giving you a ranked top three here" declines to rank, as "I'm going
  to resist giving you a strict 1-2-3" does; before, the bold names it went on to describe were
  read as a ranking.
- A conditional bullet after a ranking that names a product "instead of any of these" (the whole
  list) offers a substitute outside the ranking, not a pick; before, it was read fourth.
- "I'd put the **Tesla Model Y** at the top." in a prose ranking after a table that states no rank
  is a first place, as "I'd put the **X** first." is; before, the first place was lost.
- A closing one-line numbered ranking ("**TL;DR (my ranking):** 1. X (...), 2. Y (...), 3. Z
  (...).") after bullets that name the options with no place ("in alphabetical order:") is the
  order, and may name fewer than the bullets did; before, the bullets' order was read.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_CAMERAS = prompt_text("P09")
_PM = prompt_text("P10")
_VPN = prompt_text("P11")
_EV = prompt_text("P08")

_CAMERA_PICKS = (
    "## 1. Canon EOS R50\n- **Sensor:** 24.2 MP APS-C\n\n"
    "## 2. Nikon Z50 II\n- **Sensor:** 20.9 MP APS-C\n\n"
    "## 3. Fujifilm X-S20\n- **Sensor:** 26.1 MP X-Trans\n\n"
)
_THREE = ["Canon EOS R50", "Nikon Z50 II", "Fujifilm X-S20"]


@pytest.mark.parametrize(
    "title",
    ["## Jargon buster", "**Quick glossary**", "### Key terms explained", "## Terms to know"],
)
def test_a_glossary_after_the_picks_adds_no_picks(title: str) -> None:
    text = (
        _CAMERA_PICKS + title + "\n\n- **APS-C:** a sensor size smaller than full frame.\n"
        "- **IBIS:** in-body image stabilisation.\n"
    )
    assert read_names(text, _CAMERAS) == _THREE


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # near misses: a title that only uses "terms", or names no glossary, is no glossary
        ("## In terms of value", [*_THREE, "Sony a6400", "OM System OM-5"]),
        ("## Two more", [*_THREE, "Sony a6400", "OM System OM-5"]),
    ],
)
def test_other_titles_after_the_picks_still_read(title: str, expected: list[str]) -> None:
    text = (
        _CAMERA_PICKS + title + "\n\n- **Sony a6400:** fast autofocus.\n"
        "- **OM System OM-5:** weather sealed.\n"
    )
    assert read_names(text, _CAMERAS) == expected


_DESCRIBED = (
    "- **Mullvad** needs no email at all.\n"
    "- **Proton VPN** is based in Switzerland.\n"
    "- **IVPN** is small and audited.\n"
)


@pytest.mark.parametrize(
    "opening",
    [
        "I'm going to hold back from giving you a ranked top three here, because it depends.",
        "I'll hold off on giving you a ranking, because it depends on your threat model.",
    ],
)
def test_holding_back_from_a_ranking_declines_to_rank(opening: str) -> None:
    reading = read_picks(opening + "\n\n" + _DESCRIBED)
    assert list(reading.picks) == []
    assert reading.confident


@pytest.mark.parametrize(
    "opening",
    [
        # near misses: holding back something else, or a ranking that follows anyway
        "I'm going to hold back from listing every feature, so here are my picks.",
        "Hold on to your receipts. Here are my picks:",
    ],
)
def test_other_holding_back_still_reads_the_names(opening: str) -> None:
    assert read_names(opening + "\n\n" + _DESCRIBED, _VPN) == ["Mullvad", "Proton VPN", "IVPN"]


def test_a_ranking_after_holding_back_from_a_strict_one_still_reads() -> None:
    text = (
        "I'll hold back from giving you a ranking of every VPN, but here is my top three:\n\n"
        "1. Mullvad - no email.\n2. Proton VPN - Swiss.\n3. IVPN - audited.\n"
    )
    assert read_names(text, _VPN) == ["Mullvad", "Proton VPN", "IVPN"]


_PM_RANKING = (
    "My ranked top three:\n\n1. **ClickUp** - the most features.\n2. **Asana** - clean.\n"
    "3. **monday.com** - visual boards.\n\nA few adjustments:\n"
)


@pytest.mark.parametrize(
    "line",
    [
        "- If your team is mostly engineers, get Linear instead of any of these.",
        "- If your team is mostly engineers, get **Linear** instead of these three.",
        "- If you live in GitHub, go with Linear instead of the above.",
    ],
)
def test_a_product_instead_of_the_whole_list_is_no_pick(line: str) -> None:
    assert read_names(_PM_RANKING + line + "\n", _PM) == ["ClickUp", "Asana", "monday.com"]


@pytest.mark.parametrize(
    "line",
    [
        # near misses: "instead" of one pick, or alone, keeps the conditional product as it was
        "- If your team is mostly engineers, get Linear instead of Asana.",
        "- If your team is mostly engineers, get Linear instead.",
    ],
)
def test_a_product_instead_of_one_pick_is_read_as_before(line: str) -> None:
    assert read_names(_PM_RANKING + line + "\n", _PM) == [
        "ClickUp",
        "Asana",
        "monday.com",
        "Linear",
    ]


_EV_TABLE = (
    "| Car | Price | Range |\n|---|---|---|\n| Chevrolet Equinox EV | $35,000 | 319 mi |\n"
    "| Kia EV9 | $55,000 | 230 mi |\n| Tesla Model Y | $45,000 | 310 mi |\n\n"
)


@pytest.mark.parametrize("name", ["**Tesla Model Y**", "Tesla Model Y"])
def test_put_at_the_top_is_a_first_place(name: str) -> None:
    text = (
        _EV_TABLE + f"I'd put the {name} at the top. It has the best range for the money.\n\n"
        "The **Kia EV9** comes second. It has seven seats.\n\n"
        "Third, the **Chevrolet Equinox EV**, the cheapest.\n"
    )
    assert read_names(text, _EV) == ["Tesla Model Y", "Kia EV9", "Chevrolet Equinox EV"]


@pytest.mark.parametrize(
    "sentence",
    [
        # near misses: the top of something that is no list, one criterion's top, or not the
        # writer's own verb
        "I'd put the **Tesla Model Y** at the top of the price range.",
        "I'd put the **Tesla Model Y** at the top for range.",
        "The **Tesla Model Y** sits at the top.",
    ],
)
def test_other_tops_are_no_first_place(sentence: str) -> None:
    text = (
        _EV_TABLE + sentence + "\n\nThe **Kia EV9** comes second. It has seven seats.\n\n"
        "Third, the **Chevrolet Equinox EV**, the cheapest.\n"
    )
    assert "Tesla Model Y" not in read_names(text, _EV)[:1]


_ALPHABETICAL = (
    "Good beginner cameras, in alphabetical order:\n\n"
    "- **Canon EOS R50** - tiny and simple.\n- **Fujifilm X-S20** - lovely colours.\n"
    "- **Nikon Z50 II** - great grip.\n- **Sony a6400** - fast autofocus.\n\n"
    "All four are capable.\n\n"
)


@pytest.mark.parametrize(
    "closing",
    [
        "**TL;DR (my ranking):** 1. Sony a6400 (lenses), 2. Canon EOS R50 (easiest), "
        "3. Fujifilm X-S20 (colours).",
        "TL;DR: 1. Sony a6400, 2. Canon EOS R50, 3. Fujifilm X-S20.",
    ],
)
def test_a_closing_numbered_line_orders_unplaced_bullets(closing: str) -> None:
    assert read_names(_ALPHABETICAL + closing + "\n", _CAMERAS) == [
        "Sony a6400",
        "Canon EOS R50",
        "Fujifilm X-S20",
    ]


def test_a_closing_numbered_line_naming_a_new_product_leaves_the_bullets() -> None:
    # near miss: the line ranks a product the bullets never named, so it is not their order
    closing = "TL;DR: 1. Sony a6400, 2. Canon EOS R10, 3. Fujifilm X-S20.\n"
    assert read_names(_ALPHABETICAL + closing, _CAMERAS)[:4] == [
        "Canon EOS R50",
        "Fujifilm X-S20",
        "Nikon Z50 II",
        "Sony a6400",
    ]


def test_numbered_bullets_before_a_closing_line_keep_their_order() -> None:
    # near miss: bullets that state their places are the ranking; a recap does not re-order them
    text = (
        "1. **Canon EOS R50** - tiny.\n2. **Fujifilm X-S20** - colours.\n"
        "3. **Sony a6400** - autofocus.\n\nTL;DR: 1. Sony a6400, 2. Canon EOS R50, 3. Fujifilm X-S20.\n"
    )
    assert read_names(text, _CAMERAS)[:3] == ["Canon EOS R50", "Fujifilm X-S20", "Sony a6400"]


def test_the_new_rules_stay_linear_on_hostile_input() -> None:
    assert_linear(read_picks, lambda n: "## Jargon " * n + "buster\n\n- **Ab Cd:** x\n", 3_000)
    assert_linear(
        read_picks, lambda n: "I'm going to hold back from " * n + "giving you a ranking.\n", 3_000
    )
    assert_linear(
        read_picks,
        lambda n: (
            _PM_RANKING + "- If you code, get Linear instead of " + "any of " * n + "these.\n"
        ),
        3_000,
    )
    assert_linear(
        read_picks, lambda n: "I'd put the " + "Ab " * n + "at the top of the top of it.\n", 3_000
    )
    assert_linear(
        read_picks,
        lambda n: "- **Ab Cd** - x.\n" * n + "TL;DR: 1. Ab Cd, 2. Ef Gh.\n",
        2_000,
    )

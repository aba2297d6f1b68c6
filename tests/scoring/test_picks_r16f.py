"""The pair rules the r16f probes brought (`scoring.pair_verdict`), one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/picks_r16f.json: 60 replies to
the rank-the-two prompts P01-P04); these tests pin the rule on texts of its own, with the near
misses it must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.pair_verdict import _aliases, _declines_pair, _pair_verdict, read_pair
from scoring.picks import pair_options, read_picks

_PHONES = ("Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones")
_LAPTOPS = ("Dell XPS 13", "MacBook Air M3")


def _pair(text: str, options: tuple[str, str] = _PHONES) -> tuple[bool, list[str]]:
    reading = read_pair(read_picks(text), options, text)
    return reading.confident, [p.name for p in reading.picks]


def test_the_prompt_names_the_options() -> None:
    prompt = "For a flyer, which is better: the Sony WH-1000XM5 or the Bose QuietComfort Ultra Headphones? Rank the two."
    assert pair_options(prompt) == _PHONES


def test_aliases_are_runs_initials_and_code_tails_not_shared_or_generic() -> None:
    sony, bose = _aliases(_PHONES)
    assert {"Sony", "WH-1000XM5", "XM5"} <= set(sony)
    assert {"Bose", "QC Ultra", "Ultra", "QuietComfort Ultra"} <= set(bose)
    assert "Headphones" not in bose
    dell, mac = _aliases(_LAPTOPS)
    assert "13" not in dell and {"XPS", "XPS 13"} <= set(dell)
    assert {"Air", "MacBook Air"} <= set(mac)


@pytest.mark.parametrize(
    ("text", "picks"),
    [
        ("Bose > Sony for flying (comfier), but it's close.", ["Bose", "Sony"]),
        ("Lots of detail here.\n\nSo: Sony, then Bose.", ["Sony", "Bose"]),
        ("I'd take the XM5 over the Ultra for battery alone.", ["XM5", "Ultra"]),
    ],
)
def test_a_chain_of_the_two_options_ranks_them(text: str, picks: list[str]) -> None:
    assert _pair(text) == (True, picks)


@pytest.mark.parametrize(
    ("text", "picks"),
    [
        ("MacBook Air M3, easily; the XPS 13 is a fine second.", ["MacBook Air M3", "XPS 13"]),
        (
            "I'd lean towards the Dell XPS 13 here. The MacBook Air M3 comes second.",
            ["Dell XPS 13", "MacBook Air M3"],
        ),
        ("The Air. The XPS is good, but the Air is better for a student.", ["Air", "XPS"]),
        ("XPS 13 all the way. The Air is a solid #2 though.", ["XPS 13", "Air"]),
    ],
)
def test_first_and_second_place_statements_rank_the_pair(text: str, picks: list[str]) -> None:
    assert _pair(text, _LAPTOPS) == (True, picks)


def test_a_second_place_statement_completes_a_pick_the_pair_could_not_match() -> None:
    text = "### Verdict\nFor flying, the **Bose QC Ultra** takes it, with the Sony a close second."
    assert _pair(text) == (True, ["Bose QC Ultra", "Sony"])


def test_a_statement_inside_a_condition_does_not_vote() -> None:
    # "unless ... in which case the Air": the Air is not placed by that clause; nothing else is.
    text = "Honestly, it's close. Unless you own an iPhone, in which case the Air is better."
    assert _pair(text, _LAPTOPS)[1] == []


def test_statements_that_disagree_give_no_verdict() -> None:
    assert _pair_verdict("The Air is better for battery. The XPS wins for Linux.", _LAPTOPS) is None
    assert _pair_verdict("The Air is better for battery. The XPS is second.", _LAPTOPS) is not None


@pytest.mark.parametrize(
    ("text", "pick"),
    [
        (
            "If I'm honest, I'd pass on both and get the Sony WH-1000XM4. It folds smaller.",
            "Sony WH-1000XM4",
        ),
        (
            "I'd steer you to neither and get the Sennheiser Momentum 4 instead.",
            "Sennheiser Momentum 4",
        ),
    ],
)
def test_a_third_product_instead_of_both_is_the_one_pick(text: str, pick: str) -> None:
    assert _pair(text) == (True, [pick])


def test_a_conditional_third_product_is_not_the_pick() -> None:
    text = "1. Sony WH-1000XM5\n2. Bose QC Ultra\n\nIf you'd rather skip both, get the Sennheiser Momentum 4."
    assert _pair(text)[1][0] == "Sony WH-1000XM5"


def test_a_reply_that_declines_to_rank_the_pair_has_no_picks() -> None:
    text = (
        "I don't think there's a universal winner here, so instead:\n\n"
        "**Choose the Bose QuietComfort Ultra if:**\n- engine drone bothers you most\n\n"
        "**Choose the Sony WH-1000XM5 if:**\n- you need the longest battery\n"
    )
    assert _pair(text) == (True, [])


def test_a_declining_opening_with_a_numbered_ranking_keeps_the_ranking() -> None:
    text = (
        "There's no universal winner, but here's my order:\n\n"
        "1. **Sony WH-1000XM5** - battery.\n2. **Bose QuietComfort Ultra** - comfort.\n"
    )
    assert _pair(text)[1] == ["Sony WH-1000XM5", "Bose QuietComfort Ultra"]


def test_a_reading_with_both_options_drops_the_names_that_are_neither() -> None:
    text = (
        "## What matters\n- **Packability** - how it folds.\n\n## Ranking\n"
        "1. **Sony WH-1000XM5** - battery.\n2. **Bose QuietComfort Ultra** - comfort.\n"
    )
    picks = _pair(text)[1]
    assert "Packability" not in picks
    assert picks[-2:] == ["Sony WH-1000XM5", "Bose QuietComfort Ultra"]


def test_wouldnt_buy_the_other_keeps_one_pick() -> None:
    text = "Go with the Sony WH-1000XM5. I wouldn't buy the QC Ultra at its price."
    assert _pair(text)[1] == ["Sony WH-1000XM5"]


def test_a_single_pick_without_a_second_place_statement_stays_single() -> None:
    text = "I'd get the Sony WH-1000XM5, and I'd skip the Bose. The QuietComfort Ultra is good, though."
    assert _pair(text)[1] == ["Sony WH-1000XM5"]


def test_other_prompts_are_left_alone() -> None:
    text = "Bose > Sony for flying."
    assert read_pair(read_picks(text), None, text) == read_picks(text)


@pytest.mark.parametrize(
    "text",
    [
        "The Sony wins for battery life and calls.",
        "The Bose is better for calls than it used to be.",
        "The Sony is second to none on battery.",
        "The Bose has a second-generation chip.",
    ],
)
def test_a_criterion_winner_is_not_a_verdict(text: str) -> None:
    assert _pair_verdict(text, _PHONES) is None


def test_you_wont_pick_wrong_is_not_a_decline() -> None:
    text = "You won't pick wrong here.\n\n**Bose QuietComfort Ultra** for comfort, **Sony WH-1000XM5** for battery."
    assert _declines_pair(text) is False
    assert _declines_pair("I won't rank these two: it comes down to fit.") is True

"""Everyday recommendation replies drawn the way the held-out parts are drawn (picks39b,
`picks_r39b.json`).

The batch (50 replies to all twelve `P..` prompts in the everyday mix of assistant families) read
48 of 50 right before any change. Both misses were ordinary writing:

- A screen size ending a product's name, its inch mark straight after it (`scoring.picks`): a
  retailer's title 'Apple MacBook Air 13" (M3 chip)' lost the mark with the brackets after it,
  and 'Apple MacBook Air 13' is another spelling. The mark stays after a number that is a word of
  its own ("13\"", "15.6\""); a quote after a model code's last digit ("WH-1000XM5\"") and a
  name in a pair of quotes still lose theirs.
- The other option of a pair turned down by its price (`scoring.pair_verdict`): "Get the Sony
  WH-1000XM5. ... I wouldn't spend the extra on the Bose." recommends one and turns the other
  down, like "I wouldn't buy the Bose". So do "pay more for", "pay the premium for", "spend money
  on" and "splurge on". Near misses keep both: "I wouldn't hesitate to spend the extra on", "I
  wouldn't spend more than $300 on", a turned-down accessory after the mention.
- Left as a strict xfail: the option's name inside the price ("I wouldn't pay the Bose premium").
"""

from __future__ import annotations

import pytest

from scoring.picks import _stripped_keeping_inch_mark, read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case
from tests.scoring.reply_corpus import judge, load_part


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # the probe's shape: a retail title with the chip in brackets after the size
        review_case(
            "P03",
            '1. **Apple MacBook Air 13" (M3 chip)** - all-day battery\n'
            "2. **Dell XPS 13** - Windows if you need it",
            ['Apple MacBook Air 13"', "Dell XPS 13"],
        ),
        review_case(
            "P03",
            '1. MacBook Air 13" - all-day battery, silent\n'
            "2. Dell XPS 13 - sharp screen, shorter battery",
            ['MacBook Air 13"', "Dell XPS 13"],
        ),
        review_case(
            "P04",
            "**1. Dell XPS 13** - Windows and 16 GB of RAM.\n\n"
            '**2. Apple MacBook Air 15"** - bigger screen, longer battery.',
            ["Dell XPS 13", 'Apple MacBook Air 15"'],
        ),
        review_case(
            "P03",
            "| Rank | Laptop | Why |\n|---|---|---|\n"
            '| 1 | MacBook Air 13" | Battery |\n| 2 | Dell XPS 13 | Windows |',
            ['MacBook Air 13"', "Dell XPS 13"],
        ),
        # near misses: quoted names lose both marks, a code's last digit is no size
        review_case(
            "P03",
            '1. "MacBook Air M3" - the battery lasts all day\n2. "Dell XPS 13" - Windows',
            ["MacBook Air M3", "Dell XPS 13"],
        ),
        review_case(
            "P03",
            '1. **"Dell XPS 13"** - Windows\n2. **"MacBook Air M3"** - battery',
            ["Dell XPS 13", "MacBook Air M3"],
        ),
        review_case(
            "P05",
            '1. Roborock Q5 Pro" - LiDAR\n2. Eufy G30 - quiet\n3. Roomba 694 - basic',
            ["Roborock Q5 Pro", "Eufy G30", "Roomba 694"],
        ),
    ],
)
def test_an_inch_mark_after_a_size_ends_the_name(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('Apple MacBook Air 13"', 'Apple MacBook Air 13"'),
        ('**iPad Pro 11"**', 'iPad Pro 11"'),
        ('Lenovo IdeaPad 15.6" -', 'Lenovo IdeaPad 15.6"'),
        ('"Dell XPS 13"', "Dell XPS 13"),  # a quoted name
        ('Sony WH-1000XM5"', "Sony WH-1000XM5"),  # a model code, not a size
        ('Galaxy Tab S9 11" "Ultra"', 'Galaxy Tab S9 11" "Ultra'),  # no lone mark: as before
        ("Dell XPS 13", "Dell XPS 13"),
    ],
)
def test_the_strip_keeps_only_a_size_s_inch_mark(text: str, expected: str) -> None:
    assert _stripped_keeping_inch_mark(text) == expected


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P01",
            "Get the Sony WH-1000XM5. I wouldn't spend the extra on the Bose.",
            ["Sony WH-1000XM5"],
        ),
        review_case(
            "P01",
            "Get the Bose QuietComfort Ultra. The cancelling is better on planes. I wouldn't pay "
            "the premium for the Sony WH-1000XM5 just for battery.",
            ["Bose QuietComfort Ultra"],
        ),
        review_case(
            "P03",
            "Get the MacBook Air M3. It lasts all day on a charge. I won't pay more for the Dell "
            "XPS 13 when the Air lasts twice as long.",
            ["MacBook Air M3"],
        ),
        review_case(
            "P02",
            "Go with the Sony WH-1000XM5. I wouldn't splurge on the Bose QuietComfort Ultra for a "
            "little more cancelling.",
            ["Sony WH-1000XM5"],
        ),
        review_case(
            "P04",
            "The MacBook Air M3 is my pick. I wouldn't spend more money on the XPS 13 for this.",
            ["MacBook Air M3"],
        ),
        review_case(
            "P01",
            "My pick is the Bose QuietComfort Ultra. I wouldn't spend money on the Sony "
            "WH-1000XM5 for this.",
            ["Bose QuietComfort Ultra"],
        ),
        # near misses: both options stay ranked
        review_case(
            "P01",
            "I'd rank the Sony WH-1000XM5 first and the Bose QuietComfort Ultra second. I "
            "wouldn't hesitate to spend the extra on the Bose, though, if your flights are long.",
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra"],
        ),
        review_case(
            "P01",
            "1. Sony WH-1000XM5 - longer battery\n2. Bose QuietComfort Ultra - comfier\n\n"
            "I wouldn't spend more than $300 on the Bose, so wait for a sale.",
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra"],
        ),
        review_case(
            "P01",
            "Get the Sony WH-1000XM5. It lasts longer. The Bose QuietComfort Ultra is a close "
            "second, and I wouldn't pay extra for the carrying case.",
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra"],
        ),
        review_case(
            "P02",
            "Sony WH-1000XM5, easily. I wouldn't pay the Bose premium for a slightly quieter "
            "cabin.",
            ["Sony WH-1000XM5"],
            xfail=(
                "the turned-down option is named inside the price ('the Bose premium'), after "
                "the verb the rule looks for before a mention; reading a name as a noun's "
                "modifier there would also read 'the Sony app' in 'pay for the Sony app'"
            ),
        ),
    ],
)
def test_a_pair_option_turned_down_by_its_price_is_no_pick(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize("case_id", ["probes-r39b-picks-008", "probes-r39b-picks-011"])
def test_the_batch_misses(case_id: str) -> None:
    (case,) = [c for c in load_part("probes") if c.id == case_id]
    assert judge(case).right == {"picks": True}


def test_the_inch_mark_stays_linear() -> None:
    assert_linear(
        read_picks, lambda n: "1. **MacBook Air " + "13 " * n + '13"** - battery\n', 3_000
    )

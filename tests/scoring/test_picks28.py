"""Recommendations carried by prose and comparison rather than by a list (picks28, probes
`picks_r28.json`).

- "X edges out Y, and Z trails both." places Z third, behind the two the sentence ranked; "trails
  both on price" (a criterion) or "trails both rivals on mapping" does not.
- "It's a toss-up between X and Y, but I'd lean Y" is Y first, as "I'd lean toward Y" already was.
- "Have you looked at the X? It's what I'd get." (or "It's the one I'd buy") makes the question's
  product the first place, as "It's my top pick" after it did; "what I'd get if ..." is a
  condition and places nothing.
- "The Y is my second." / "The Y are my second: ..." is the second place said after the name, and
  "After that, I'd pick the Y" with a comma after its lead is the second place it was without.
- "My own order would be X, then Y, then Z" is a ranking sentence, as "My order is ..." is.
- "Y is great, but X is better for most families" puts X first; "better for most" with no "but"
  before the name ("Reviewers say X is better for most apartments") or with a "than" after it is
  a comparison and places nothing.
- Paragraphs under bold run-in leads that walk through the options ("**The case for the X.**",
  "**The Gaggia.**") state no rank; a ranking in prose after the last of them that ranks every
  lead's product (a last lead in the writer's words, "**What I'd do.**", may head it) is the
  order. A closing comparison of two of three leads, or of products no lead names, is not.
- "On battery, the Sony wins." names that criterion's winner, as "the Sony wins on battery" does:
  no place.
- "I ran my first half in the X, and it's my first pick." gives the first place to the one
  product its sentence names, when nothing else holds it; a sentence with two products or a
  condition ("If you have wide feet, ...") gives none.
- "Short version: not the Y (weaker battery), so the X." rules the Y out: on a summary line it is
  no pick, and a rank-the-two reply does not place it second.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear

_VACUUMS = (
    "What are the best robot vacuums under $300? Give a ranked top three with one line of "
    "reasoning for each."
)
_HEADPHONES = (
    "For a frequent flyer, which is better: the Bose QuietComfort Ultra Headphones or the Sony "
    "WH-1000XM5? Rank the two and explain briefly."
)


def _names(text: str, prompt: str = _VACUUMS) -> list[str]:
    return [p.name for p in read_recommendation(text, prompt).picks]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Under $300, the Shark AV2501 edges out the Yeedi Vac 2, and the Lefant M210 trails "
            "both. The Shark empties itself; the Yeedi maps well; the Lefant is just cheap.",
            ["Shark AV2501", "Yeedi Vac 2", "Lefant M210"],
        ),
        (
            "For a small team, Wrike edges out Basecamp, and Jira trails them both.",
            ["Wrike", "Basecamp", "Jira"],
        ),
        (
            "It's a toss-up between the Lelit Anna and the Rancilio Silvia, but I'd lean "
            "Rancilio: it will last decades. The Lelit Anna is a close second. Third, the "
            "Bezzera Unica if you want a smaller footprint.",
            ["Rancilio", "Lelit Anna", "Bezzera Unica"],
        ),
        (
            "Have you looked at the Shark AV2501? It's what I'd get for a small flat.\n\n"
            "After that, I'd pick the Yeedi Vac 2 for its mapping, and third the Lefant M210.",
            ["Shark AV2501", "Yeedi Vac 2", "Lefant M210"],
        ),
        (
            "Have you considered the Dreame D10 Plus? It's the one I'd buy. The Yeedi Vac 2 is "
            "my second.",
            ["Dreame D10 Plus", "Yeedi Vac 2"],
        ),
        (
            "Privacy forums love AirVPN. My own order would be Windscribe, then AirVPN, then "
            "Surfshark. Windscribe has the best free tier.",
            ["Windscribe", "AirVPN", "Surfshark"],
        ),
        (
            "Keeper is great, but NordPass is better for most families: the app is simpler. "
            "Keeper is my second. RoboForm comes third.",
            ["NordPass", "Keeper", "RoboForm"],
        ),
    ],
)
def test_prose_comparisons_rank(text: str, expected: list[str]) -> None:
    assert _names(text) == expected


def test_the_question_back_pick_and_a_second_after_the_name_rank_a_pair() -> None:
    text = (
        "Have you looked at the Sony WH-1000XM5? It's what I'd get for frequent flying.\n\n"
        "It's lighter and lasts longer. The Bose QuietComfort Ultra Headphones are my second: "
        "the cancellation is marginally stronger."
    )
    assert _names(text, _HEADPHONES) == ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a criterion after "trails both", or more words after it: no third place
        (
            "The Roborock Q5 Pro edges out the Eufy G30, and the Tapo RV30 trails both on price.",
            ["Roborock Q5 Pro", "Eufy G30"],
        ),
        (
            "The Roborock Q5 Pro edges out the Eufy G30. The Tapo RV30 trails both in suction "
            "but costs less.",
            ["Roborock Q5 Pro", "Eufy G30"],
        ),
        (
            "The Tapo RV30 trails both rivals on mapping, so I'd skip it. Get the Roborock Q5 Pro.",
            ["Roborock Q5 Pro"],
        ),
        # "I'd lean" before no name
        (
            "I'd lean heavily on reviews here. The Roborock Q5 Pro is my top pick and the Eufy "
            "G30 a close second.",
            ["Roborock Q5 Pro", "Eufy G30"],
        ),
        ("I'd lean on the app more than specs. Get the Roborock Q5 Pro.", ["Roborock Q5 Pro"]),
        # a question back answered with a condition, or with a "not"
        (
            "Have you looked at the Eufy G30? It's what I'd get if you have mostly hard floors. "
            "Otherwise, the Roborock Q5 Pro is my pick.",
            ["Roborock Q5 Pro"],
        ),
        (
            "Have you looked at the Eufy G30? It's not what I'd get, though. My pick is the "
            "Roborock Q5 Pro.",
            ["Roborock Q5 Pro"],
        ),
        # "my second" before a noun of the writer's: no place
        (
            "This is my second robot vacuum. The Roborock Q5 Pro is my top pick.",
            ["Roborock Q5 Pro"],
        ),
        # "my order" that is a purchase, and "my own" that is no ranking
        (
            "My order is on its way from Best Buy and Amazon, so I can't compare yet. The "
            "Roborock Q5 Pro is my pick.",
            ["Roborock Q5 Pro"],
        ),
        (
            "My own order of priorities is suction, mapping, then price. The Roborock Q5 Pro is "
            "my top pick.",
            ["Roborock Q5 Pro"],
        ),
        # "better for most" with no concession before the name, or with "than" after it
        (
            "The Eufy G30 is better for most carpets than the Tapo RV30. Overall, the Roborock "
            "Q5 Pro is my top pick.",
            ["Roborock Q5 Pro"],
        ),
        (
            "Reviewers say the Eufy G30 is better for most apartments. I'd still get the Roborock "
            "Q5 Pro.",
            ["Roborock Q5 Pro"],
        ),
        (
            "The Eufy G30 is better for most of the day-to-day tidying, but the Roborock Q5 Pro "
            "is my top pick.",
            ["Roborock Q5 Pro"],
        ),
        # the comma after "After that" before a step, not a product
        (
            "After that, I'd clean the brushes weekly. The Roborock Q5 Pro is my top pick.",
            ["Roborock Q5 Pro"],
        ),
        # a toss-up with no lean is still no ranking
        (
            "It's a toss-up between the Eufy G30 and the Roborock Q5 Pro, and I won't pick one: "
            "it depends on your floors.",
            [],
        ),
    ],
)
def test_near_misses_read_as_before(text: str, expected: list[str]) -> None:
    assert _names(text) == expected


def test_a_prose_ranking_after_bold_leads_is_the_order() -> None:
    text = (
        "**The case for the Lenovo Yoga Slim 7.** Great keyboard and Linux support.\n\n"
        "**The case for the Asus Zenbook 14.** Lighter, with a better battery.\n\n"
        "**Price.** Similar.\n\n"
        "**What I'd do.** For a CS course, I'd rank the Yoga Slim 7 first and the Zenbook 14 "
        "second."
    )
    assert [p.name for p in read_picks(text).picks] == ["Yoga Slim 7", "Zenbook 14"]
    text = (
        "**The Lelit.** A tank, but slow to warm up.\n\n"
        "**The Bezzera.** Quick and forgiving.\n\n"
        "**The Quick Mill.** Cheapest, weakest steam.\n\n"
        "So, for a beginner: Bezzera Unica first, Lelit Anna second, Quick Mill Pippa third."
    )
    assert [p.name for p in read_picks(text).picks] == [
        "Bezzera Unica",
        "Lelit Anna",
        "Quick Mill Pippa",
    ]


@pytest.mark.parametrize(
    "text",
    [
        "**Roborock Q5 Pro.** Strong suction and LiDAR.\n\n**Eufy G30.** Quiet and slim.\n\n"
        "**Tapo RV30.** Cheap LiDAR.\n\nOn noise, the Eufy G30 edges out the Tapo RV30.",
        "**Roborock Q5 Pro.** Strong suction.\n\n**Eufy G30.** Quiet.\n\n**Tapo RV30.** Cheap."
        "\n\nOn suction, the Tapo RV30 edges out the Eufy G30.",
    ],
)
def test_a_comparison_of_some_leads_leaves_the_leads(text: str) -> None:
    assert [p.name for p in read_picks(text).picks] == ["Roborock Q5 Pro", "Eufy G30", "Tapo RV30"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "On battery life, the Jabra Elite 85h wins. On comfort, the Sennheiser Momentum 4 "
            "wins easily.\n\nPutting it together, I'd rank the Sennheiser Momentum 4 first and "
            "the Jabra Elite 85h second.",
            ["Sennheiser Momentum 4", "Jabra Elite 85h"],
        ),
        # near misses: "On balance" and "On every count" name no criterion
        (
            "On balance, the Jabra Elite 85h wins. The Sennheiser Momentum 4 is a close second.",
            ["Jabra Elite 85h", "Sennheiser Momentum 4"],
        ),
        (
            "On every count that matters, the Jabra Elite 85h wins. The Sennheiser Momentum 4 is "
            "a close second.",
            ["Jabra Elite 85h", "Sennheiser Momentum 4"],
        ),
    ],
)
def test_a_criterion_opening_the_sentence_makes_wins_no_place(
    text: str, expected: list[str]
) -> None:
    assert [p.name for p in read_picks(text).picks] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I ran my first half in the Saucony Ride 17, and it's my first pick. Second would be "
            "the Mizuno Wave Rider 28. Third, the Altra Torin 7.",
            ["Saucony Ride 17", "Mizuno Wave Rider 28", "Altra Torin 7"],
        ),
        # near misses, read as before: a condition, two products, no product
        (
            "If you have wide feet, the New Balance 880 fits best and it's my first pick. Second "
            "would be the Nike Pegasus 41.",
            [],
        ),
        (
            "Compared with the Hoka Clifton 9, the Brooks Ghost 16 is firmer, and it's my first "
            "pick. Second would be the Nike Pegasus 41.",
            [],
        ),
        (
            "Racing flats are fun, and that's my top pick for race day only. Second would be the "
            "Nike Pegasus 41.",
            [],
        ),
    ],
)
def test_it_is_my_first_pick_names_the_sentences_one_product(
    text: str, expected: list[str]
) -> None:
    assert [p.name for p in read_picks(text).picks] == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "Short version: not the Sony WH-1000XM5 (too bulky), so the Bose QuietComfort Ultra "
            "Headphones.",
            _HEADPHONES,
            ["Bose QuietComfort Ultra Headphones"],
        ),
        (
            "Bottom line: not the Eufy G30 (no mapping), so the Roborock Q5 Pro.",
            _VACUUMS,
            ["Roborock Q5 Pro"],
        ),
        # near misses, read as before: "not" before no name, or not right before the other
        (
            "Short answer: the Sony WH-1000XM5, though the Bose QuietComfort Ultra Headphones "
            "are not far behind.",
            _HEADPHONES,
            ["Sony WH-1000XM5", "Bose QuietComfort Ultra Headphones"],
        ),
        (
            "Bottom line: the Roborock Q5 Pro, not least for its mapping; the Eufy G30 is a close "
            "second.",
            _VACUUMS,
            ["Roborock Q5 Pro", "Eufy G30"],
        ),
    ],
)
def test_not_the_y_so_the_x_rules_the_y_out(text: str, prompt: str, expected: list[str]) -> None:
    assert _names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "These four are alphabetical, not a ranking.\n\n### Dashlane\nEasy.\n\n### Keeper\n"
            "Solid.\n\n### NordPass\nNew.\n\n### Bottom line\nAll four are fine, and the best "
            "depends on your devices. But if you want my one pick: Keeper.",
            ["Keeper"],
        ),
        ("My one pick: it depends on your devices, so tell me more.", []),
        (
            "These four are alphabetical, not a ranking.\n\n### Dashlane\nEasy.\n\n### Keeper\n"
            "Solid.\n\nMy one recommendation: turn on two-factor authentication everywhere.",
            [],
        ),
    ],
)
def test_my_one_pick_after_a_declined_ranking(text: str, expected: list[str]) -> None:
    assert [p.name for p in read_picks(text).picks] == expected


def test_the_new_patterns_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks, lambda n: "The Ab edges out the Cd, and the Ef trails" + " both" * n, 6_000
    )
    assert_linear(read_picks, lambda n: "The Ab is better for most" + " x" * n + " than", 8_000)
    assert_linear(read_picks, lambda n: "but the " * n + "Ab is better for most people.", 6_000)
    assert_linear(read_picks, lambda n: "I'd lean " * n + "Ab. The Cd is a close second.", 6_000)
    assert_linear(read_picks, lambda n: "Have you looked at the Ab? It's what I'd get" * n, 3_000)
    assert_linear(read_picks, lambda n: "The Ab is my second" + " x" * n, 8_000)
    assert_linear(read_picks, lambda n: "My own order would be " + "Ab, then " * n + "Cd.", 4_000)
    assert_linear(read_picks, lambda n: "After that, " * n + "I'd pick the Ab.", 6_000)
    assert_linear(
        read_picks,
        lambda n: (
            "**The Ab.** x\n\n**The Cd.** y\n\n" * n + "I'd rank the Ab first and the Cd second."
        ),
        1_000,
    )

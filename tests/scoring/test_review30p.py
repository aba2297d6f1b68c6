"""An outside review of the picks28 rules (and the lead's closing choice among picks by case) on
ordinary replies that hold a new trigger's words without making that pick.

Each reply uses "I'd lean", "It's what I'd get", "is my second", "After that, I'd pick", "my own
order", "better for most", "On <criterion>, the X wins", "it's my first pick", "not the Y, so the
X", "my one pick:", "trails both", bold run-in leads or "if you just want one that works, get"
for something else, in answer to a recommendation prompt or to a travel, coding, recipe or
shipping one. ``FIXED`` replies were misread before this review: what the writer ordered and
where from ("My order is on its way from Best Buy and Amazon", with "rank" or "top" elsewhere;
"My own order would be pizza from X, then wings from Y"), "better for most people if/unless
...", a criterion's winner or last placed into a ranking, and a possessive's accessory taken for
the one choice. ``READ_AS_BEFORE`` replies read as they did before this review (and, save for
the picks28 improvements, before picks28). ``LEFT_ALONE`` are older misreads this review did not
narrow.
"""

from __future__ import annotations

import pytest

from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear

HEADPHONES = (
    "Which wireless headphones should I buy, the Sony WH-1000XM5 or the Bose QuietComfort Ultra?"
)
VACUUMS = "Which robot vacuum should I buy: Roborock S8, iRobot Roomba j7+ or Eufy X10?"
LAPTOP = "Which laptop should I buy for university?"
MONITOR = "Which monitor should I buy for coding?"
LEADS_BY_CASE = "**Best for pet hair:** Roborock S8\n**Best for hardwood:** Eufy X10\n\n"


def _names(text: str, prompt: str) -> list[str]:
    return [p.name for p in read_recommendation(text, prompt).picks]


# (prompt, reply, picks read): each misread before this review
FIXED = [
    (
        HEADPHONES,
        "My own order is on its way from Best Buy and Amazon, so I can't rank them yet.",
        [],
    ),
    (
        HEADPHONES,
        "My order is on its way from Best Buy and Amazon; I'd rank support at Amazon as top notch.",
        [],
    ),
    (
        "My order is late. What should I do?",
        "My order is usually from Amazon or Best Buy, and the top tip is to contact the seller "
        "first.",
        [],
    ),
    (
        HEADPHONES,
        "My order would be to try the Sony and the Bose in a store, then rank them yourself.",
        [],
    ),
    (
        "What should I order for a party?",
        "My own order would be pizza from Domino's, then wings from Wingstop, but it depends on "
        "the crowd. Top tip: order early.",
        [],
    ),
    (
        HEADPHONES,
        "The Sony is great, but the Bose is better for most people if you can live with the "
        "battery.",
        [],
    ),
    (
        HEADPHONES,
        "The Sony is great, but the Bose is better for most people unless you need LDAC.",
        [],
    ),
    (
        VACUUMS,
        "The Roborock edges out the Roomba overall. On suction, the Eufy trails both.",
        ["Roborock", "Roomba"],
    ),
    (
        VACUUMS,
        "The Roborock edges out the Roomba overall. For the price, the Eufy trails both.",
        ["Roborock", "Roomba"],
    ),
    (
        VACUUMS,
        "The Roborock edges out the Roomba overall. On price, the Eufy wins.",
        ["Roborock", "Roomba"],
    ),
    (
        HEADPHONES,
        "On battery, the Sony wins; I'd still rank the Bose first and the Sony second.",
        ["Bose", "Sony"],
    ),
    (
        VACUUMS,
        LEADS_BY_CASE + "If you just want one that works, get the Roborock's dock too.",
        ["Roborock S8", "Eufy X10"],
    ),
    (
        VACUUMS,
        LEADS_BY_CASE + "If you just want one that works, get Amazon's extended warranty with it.",
        ["Roborock S8", "Eufy X10"],
    ),
]


@pytest.mark.parametrize(("prompt", "text", "expected"), FIXED)
def test_a_misread_trigger_is_narrowed(prompt: str, text: str, expected: list[str]) -> None:
    assert _names(text, prompt) == expected


READ_AS_BEFORE = [
    # I'd lean
    (
        HEADPHONES,
        "Both are excellent. Honestly, I'd lean toward waiting for a sale, since both drop in "
        "price every few months.",
        [],
    ),
    (
        HEADPHONES,
        "If you travel a lot, I'd lean Sony for the battery. If you take calls, the Bose.",
        [],
    ),
    (
        HEADPHONES,
        "Both are good. I'd lean heavily on the return policy: try both at home and keep the one "
        "you like.",
        [],
    ),
    (
        HEADPHONES,
        "It depends on fit. I'd lean into whichever feels better on your head after an hour.",
        [],
    ),
    (HEADPHONES, "I'd lean Towards Comfort over features here; try them on in a store.", []),
    (
        HEADPHONES,
        "If comfort matters most, I'd lean Bose. If battery matters, the Sony.",
        [],
    ),
    (HEADPHONES, "I'd lean Bose if you fly, Sony if you commute.", []),
    (
        HEADPHONES,
        "I'd lean Sony if you already own an Android phone; otherwise the Bose.",
        [],
    ),
    (
        HEADPHONES,
        "I'd lean Sony slightly, but it's a coin flip; get whichever is cheaper.",
        [],
    ),
    # It's what I'd get
    (
        HEADPHONES,
        "Have you looked at the return policy at Best Buy? It's what I'd check first.",
        [],
    ),
    (
        HEADPHONES,
        "Have you looked at the Sony's app? It's what I'd get used to first, since the EQ matters.",
        [],
    ),
    (
        HEADPHONES,
        "Have you tried them in a store? That's what I'd do before buying either.",
        [],
    ),
    (
        HEADPHONES,
        "Have you considered a used pair? It's the one I'd get if money is tight.",
        [],
    ),
    (
        HEADPHONES,
        "Have you looked at Costco? It's what I'd buy from, since their return window is 90 days.",
        [],
    ),
    (
        HEADPHONES,
        "Have you looked at the Sony's older XM4? It's what I'd get rid of the cable for.",
        [],
    ),
    (
        HEADPHONES,
        "Have you looked at the Bose? It's what I'd get rid of first: the app is clunky. Get the "
        "Sony.",
        ["Sony"],
    ),
    (
        HEADPHONES,
        "Have you looked at the Sony? It's the one I'd get for my mom, but for you, the Bose.",
        [],
    ),
    (LAPTOP, "Have you looked at Rtings? It's what I'd get my numbers from before choosing.", []),
    (LAPTOP, "Have you looked at the Wirecutter guide? It's what I'd pick apart first.", []),
    (
        LAPTOP,
        "Have you looked at the MacBook Air? It's what I'd get rid of first if money were tight.",
        [],
    ),
    # is my second
    (
        MONITOR,
        "My second monitor is a Dell, and it's been fine. For coding, the LG 27UP850 is my pick.",
        ["LG 27UP850"],
    ),
    ("What should I cook tonight?", "The risotto is my first choice. The salad is my second.", []),
    (
        LAPTOP,
        "Buy the MacBook Air M3. The Dell XPS 13 is my second-hand laptop and it still works.",
        ["MacBook Air M3"],
    ),
    (
        LAPTOP,
        "Buy the MacBook Air M3. The ThinkPad is my second-favourite keyboard though.",
        ["MacBook Air M3"],
    ),
    # After that, I'd pick
    (
        "Which paint should I buy for a bedroom, Benjamin Moore Regal or Sherwin-Williams "
        "Duration?",
        "Get the Benjamin Moore Regal. After that, I'd pick the colour in daylight with a sample.",
        ["Benjamin Moore Regal"],
    ),
    (
        HEADPHONES,
        "Buy the Sony. After that, I'd pick the Bose case up separately if you travel.",
        ["Sony"],
    ),
    (
        "How should I structure my Python project?",
        "Start with a src layout. After that, I'd pick the pytest fixtures you need.",
        [],
    ),
    (HEADPHONES, "Get the Sony. After that, I'd pick the ear tips that fit you best.", ["Sony"]),
    (
        HEADPHONES,
        "First, set a budget. After that, I'd pick the Sony or the Bose based on fit.",
        ["Sony"],
    ),
    (
        HEADPHONES,
        "Try both in a store first. After that, I'd pick the one that felt best after ten minutes.",
        [],
    ),
    (
        HEADPHONES,
        "Get the Sony. After that, I'd pick the AirPods Pro up for the gym if you need a second "
        "pair.",
        ["Sony"],
    ),
    (
        "Which carrier should I use to ship a parcel to Germany?",
        "My one recommendation: use DHL. After that, I'd pick the tracking option.",
        ["DHL"],
    ),
    # my own order
    (
        "Where should I order a laptop from?",
        "My own order would be placed on Amazon, then tracked on the app.",
        [],
    ),
    (
        HEADPHONES,
        "My own order would be the Sony, then the case. Top tip: buy on sale.",
        [],
    ),
    # better for most
    (
        HEADPHONES,
        "The battery is great, but the price is better for most budgets than the Bose's.",
        [],
    ),
    (HEADPHONES, "Both are great, but the Bose is better for most of what you described.", []),
    (
        "What laptop should I buy for coding?",
        "The MacBook Air is great, but the ThinkPad T14 is better for most Linux users than "
        "Windows users.",
        [],
    ),
    (
        "What laptop should I buy for coding?",
        "The MacBook Air is great, but honestly, the keyboard on the ThinkPad is better for most "
        "typists.",
        [],
    ),
    # it's my first pick
    (
        HEADPHONES,
        "I tried the Sony in a store, so I'm a bit biased, but the Bose is my first pick.",
        ["Bose"],
    ),
    (HEADPHONES, "I used the Sony for a year and it broke, so it's my first pick to avoid.", []),
    (
        HEADPHONES,
        "I owned the Sony, and it's my first pick for flights, but the Bose is the better buy.",
        ["Bose"],
    ),
    (
        HEADPHONES,
        "I bought the Bose last year, and it's my first pick for the gym only; otherwise the Sony.",
        [],
    ),
    (
        HEADPHONES,
        "I had the Sony for a week and hated the fit, but it's my first pick if you want ANC.",
        [],
    ),
    (
        HEADPHONES,
        "I returned the Sony after a week, and it's my first pick for a refund story.",
        [],
    ),
    (HEADPHONES, "I don't like the Sony, so it's my first pick to avoid.", []),
    (
        HEADPHONES,
        "Get the Bose. I tested the Sony for a month, and it's my first pick for travel only.",
        ["Bose"],
    ),
    (
        HEADPHONES,
        "I used the Sony for years, so it's my first pick for flights. For the office, the Bose.",
        [],
    ),
    # not the Y, so the X
    (HEADPHONES, "Bottom line: not the cheapest, but the Sony is worth it.", ["Sony"]),
    (
        HEADPHONES,
        "Bottom line: I would not rule out the Sony, so the Bose and the Sony are both fine.",
        ["Sony", "Bose"],
    ),
    # my one pick:
    (
        "Should I buy a used car online or go to a dealer?",
        "Both work. But if you want my one pick: go in person and test drive it.",
        [],
    ),
    (HEADPHONES, "If you want my one pick: try both on first.", []),
    (
        "Which shipping carrier is fastest for a package to Canada?",
        "My one recommendation: ship early. UPS and FedEx are both fine.",
        [],
    ),
    ("What recipe should I use for bread?", "My one choice: a simple no-knead loaf.", []),
    (HEADPHONES, "My only pick: wait for Black Friday.", []),
    # trails both
    (
        VACUUMS,
        "The Roborock edges out the Roomba on suction. The Eufy trails both on price.",
        ["Roborock", "Roomba"],
    ),
    (
        VACUUMS,
        "The Roborock edges out the Roomba on mopping. The app trails both.",
        ["Roborock", "Roomba"],
    ),
    (
        VACUUMS,
        "The Roborock edges out the Roomba overall. The Eufy trails both on price.",
        ["Roborock", "Roomba"],
    ),
    # bold leads, and a closing choice among picks by case
    (
        VACUUMS,
        "**The Roborock.** Strong suction.\n\n**The Roomba.** Good at avoiding cords.\n\n"
        "**The Eufy.** Cheap.\n\nI'd rank the Roborock first for mopping and the Roomba second "
        "for pets.",
        ["The Roborock", "The Roomba", "The Eufy"],
    ),
    (
        VACUUMS,
        "**Battery.** The Roborock lasts longest.\n\n**Mopping.** The Eufy is best.\n\n"
        "**Obstacles.** The Roomba.\n\nI'd rank the Roborock first and the Eufy second.",
        ["Eufy", "Roborock"],
    ),
    (
        VACUUMS,
        "**The Roborock S8.** Great.\n\n**The Eufy X10.** Good.\n\n**The Roomba j7+.** Fine.\n\n"
        "My wife would rank the Roomba first and the Eufy second, but I'd go with the Roborock.",
        ["The Roborock S8", "The Eufy X10", "The Roomba j7+"],
    ),
    (
        VACUUMS,
        LEADS_BY_CASE + "If you just want one that works, get the cheapest one on sale.",
        ["Roborock S8", "Eufy X10"],
    ),
]


@pytest.mark.parametrize(("prompt", "text", "expected"), READ_AS_BEFORE)
def test_trigger_words_used_for_something_else_read_as_before(
    prompt: str, text: str, expected: list[str]
) -> None:
    assert _names(text, prompt) == expected


# Triggers still read where they are meant to (the r28 probes hold the full set).
STILL_READ = [
    (
        HEADPHONES,
        "On battery, the Sony wins. On comfort, the Bose wins. Overall, I'd get the Bose.",
        ["Bose"],
    ),
    (HEADPHONES, "Short version: it's not the Sony, so the Bose.", ["Bose"]),
    (
        "Where should I travel in Italy?",
        "There's a lot to see. My one pick: Florence, for the food and art.",
        ["Florence"],
    ),
    (
        "Which is better, Python or Go, for a CLI?",
        "Go is great, but Python is better for most scripting work.",
        ["Python"],
    ),
    (
        VACUUMS,
        "TL;DR: not the Roomba, not the Eufy, so the Roborock.",
        ["Roborock"],
    ),
    (HEADPHONES, "My order is: the Sony, then the Bose.", ["Sony", "Bose"]),
    (HEADPHONES, "My own order would be Sony, then Bose.", ["Sony", "Bose"]),
    (HEADPHONES, "My order would be: 1. Sony 2. Bose", ["Sony", "Bose"]),
    (
        VACUUMS,
        LEADS_BY_CASE + "If I had to pick one: the Roborock S8.",
        ["Roborock S8"],
    ),
]


@pytest.mark.parametrize(("prompt", "text", "expected"), STILL_READ)
def test_the_narrowed_triggers_still_read_their_shape(
    prompt: str, text: str, expected: list[str]
) -> None:
    assert _names(text, prompt) == expected


# Older misreads this review tried and left (no picks28 rule reads them; each needs its own rule).
LEFT_ALONE = [
    (
        MONITOR,
        "The LG 27UP850 is my pick. The Dell is my second monitor at home and I like it.",
        ["LG 27UP850"],
    ),
    (
        LAPTOP,
        "Buy the MacBook Air M3. The ThinkPad is my second, older machine.",
        ["MacBook Air M3"],
    ),
]


@pytest.mark.parametrize(("prompt", "text", "expected"), LEFT_ALONE)
@pytest.mark.xfail(strict=True, reason="an older misread, left for its own rule")
def test_older_misreads_left_alone(prompt: str, text: str, expected: list[str]) -> None:
    assert _names(text, prompt) == expected


def test_the_narrowed_patterns_stay_linear() -> None:
    assert_linear(
        lambda n: read_recommendation(n, HEADPHONES),
        lambda n: "I'd rank them later. My order is " + ": " * n + "x",
        20_000,
    )
    assert_linear(
        lambda n: read_recommendation(n, HEADPHONES),
        lambda n: "The Sony is great, but the Bose is better for most " + "people " * n + "if",
        20_000,
    )
    assert_linear(
        lambda n: read_recommendation(n, VACUUMS),
        lambda n: "The Roborock edges out the Roomba. " + "On price, the Eufy trails both. " * n,
        20_000,
    )

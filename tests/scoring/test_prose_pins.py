"""The prose places' form families that the prose review pinned (tests/scoring/test_review_prose.py).

The review found 17 ways writers state a place that the picks36 phrases did not hold. Each is read
by a general rule in `scoring/prose_places.py`, not by its pinned sentence:

- a first-place phrase read after a sentence-opening word and its comma ("Honestly, what I'd buy
  is the X") or after whom it is for when that is the whole market ("For most beginners the
  strongest pick is the X"), not after a word that sets the choice aside ("Alternatively,") nor
  a niche ("For camping");
- the verb slot of "what I'd buy" taking the everyday verbs of choosing ("go for", "plump for",
  "opt for", "pick", "choose", "get"), with the conditions it already refused ("if", "when");
- the contraction "'s" wherever the phrase takes "is" ("My pick's X", "Bitwarden's close
  behind", "the X's what I'd buy"), the name then ending its phrase so that a possessive ("My
  pick's Achilles heel") is no place;
- "the runner-up is" after ", and" in the sentence that names the first place, and "Runner up"
  without its hyphen;
- the head-to-head said as "the X (just) edges it over the Y" and after a lower-case "between"
  with "but" ("It's close between the A and the B, but the A edges it"), ending its clause or
  saying for whom;
- "comes out on top" turned round ("Coming out on top is the X", "On top comes the X");
- "is my favourite / top / first pick" after the name, unless a niche or a "but" follows;
- "hot on its heels" as "close behind", "comes a distant third" as "is a distant third", "rate
  most highly" as "rate highest", "swap it out for" as "swap it for", and the verb slot of "the
  one I'd grab next" taking "nab", "snag", "pick up", "go for", "take" (not "next year", a time).

Each rule has a near miss that must bind no place (a spec, a part, an accessory, a source's pick,
a criterion, a condition, a niche, a choice set aside), beside a twin that differs only in the
guarded words and does bind, so that each near miss can fail.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from scoring.prose_places import places_phrased
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_ESP_TAIL = " The Breville Bambino Plus is a close second, and the Flair 58 takes third."
_ESP = ["Gaggia Classic Pro", "Breville Bambino Plus", "Flair 58"]
_VAC_TAIL = " The Eufy G30 is a close second, and the Tapo RV10 takes third."
_VAC = ["Roborock Q7", "Eufy G30", "Tapo RV10"]
_PM_TAIL = " Bitwarden is a close second, and Proton Pass takes third."
_PM = ["1Password", "Bitwarden", "Proton Pass"]


def _names(text: str, prompt_id: str) -> list[str]:
    return [n.removeprefix("the ") for n in read_names(text, prompt_text(prompt_id))]


# Each family in forms beyond its pinned sentence: the whole reply reads the writer's order.
@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        ("P12", "Personally, what I'd pick is the Gaggia Classic Pro." + _ESP_TAIL, _ESP),
        ("P12", "So, what I would opt for is the Gaggia Classic Pro." + _ESP_TAIL, _ESP),
        ("P12", "what I'd choose is the Gaggia Classic Pro." + _ESP_TAIL, _ESP),
        (
            "P12",
            "For nearly all home baristas, the clear pick is the Gaggia Classic Pro." + _ESP_TAIL,
            _ESP,
        ),
        ("P12", "Overall, the top pick's the Gaggia Classic Pro." + _ESP_TAIL, _ESP),
        ("P12", "The Gaggia Classic Pro's what I'd settle on." + _ESP_TAIL, _ESP),
        ("P05", "Coming out on top overall is the Roborock Q7." + _VAC_TAIL, _VAC),
        ("P05", "On top, comes the Roborock Q7 - quiet and cheap." + _VAC_TAIL, _VAC),
        (
            "P05",
            "The Roborock Q7 narrowly edges it out over the Eufy G30 for me." + _VAC_TAIL,
            _VAC,
        ),
        ("P07", "1Password's my top choice, for most families." + _PM_TAIL, _PM),
        ("P07", "1Password is my first pick overall." + _PM_TAIL, _PM),
        ("P07", "My pick's 1Password, for its sharing." + _PM_TAIL, _PM),
        ("P07", "My top pick is 1Password. Runner up is Bitwarden. Proton Pass takes third.", _PM),
        (
            "P07",
            "My top pick is 1Password, and the runner-up's Bitwarden. Proton Pass takes third.",
            _PM,
        ),
        (
            "P07",
            "My top pick is 1Password. Bitwarden is hot on their heels. Proton Pass comes a close "
            "third.",
            _PM,
        ),
        (
            "P07",
            "My top pick is 1Password. Bitwarden is the one I'd snag next."
            + " Proton Pass takes third.",
            _PM,
        ),
        ("P05", "I'd swap it out for the Roborock Q7." + _VAC_TAIL, _VAC),
        ("P05", "The one I'd recommend most highly is the Roborock Q7." + _VAC_TAIL, _VAC),
    ],
)
def test_the_form_families_read_the_order(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("near_miss", "twin"),
    [
        # a sentence-opening word that sets the choice aside, or a niche rather than the market
        (
            "Alternatively, what I'd buy is the Gaggia Classic Pro." + _ESP_TAIL,
            "Honestly, what I'd buy is the Gaggia Classic Pro." + _ESP_TAIL,
        ),
        (
            "For camping the clear pick is the Gaggia Classic Pro." + _ESP_TAIL,
            "For most people the clear pick is the Gaggia Classic Pro." + _ESP_TAIL,
        ),
        (
            "Wirecutter says the top pick is the Gaggia Classic Pro." + _ESP_TAIL,
            "Frankly, the top pick is the Gaggia Classic Pro." + _ESP_TAIL,
        ),
        # the verb of choosing under a condition
        (
            "The Gaggia Classic Pro is what I'd go for if you drink milk." + _ESP_TAIL,
            "The Gaggia Classic Pro is what I'd go for." + _ESP_TAIL,
        ),
        # the contraction before a thing of the product, not the product
        (
            "My pick's Achilles heel is the steam wand." + _ESP_TAIL,
            "My pick's Gaggia Classic Pro." + _ESP_TAIL,
        ),
        (
            "The top pick's Gaggia portafilter is heavy." + _ESP_TAIL,
            "The top pick's the Gaggia Classic Pro." + _ESP_TAIL,
        ),
        # "close behind" and "hot on its heels" on one criterion
        (
            "My top pick is 1Password. Bitwarden's close behind on price, and Proton Pass takes "
            "third.",
            "My top pick is 1Password. Bitwarden's close behind, and Proton Pass takes third.",
        ),
        (
            "My top pick is 1Password. Bitwarden is hot on its heels in sales, and Proton Pass "
            "takes third.",
            "My top pick is 1Password. Bitwarden is hot on its heels, and Proton Pass takes third.",
        ),
        # a criterion's distant third
        (
            "My top pick is 1Password. Bitwarden is a close second. Speed comes a distant third "
            "to privacy.",
            "My top pick is 1Password. Bitwarden is a close second. Proton Pass comes a distant "
            "third.",
        ),
        # the head-to-head won on one criterion, or under a condition
        (
            "It's close between the Gaggia Classic Pro and the Lelit Anna, but the Gaggia Classic "
            "Pro edges it on looks." + _ESP_TAIL,
            "It's close between the Gaggia Classic Pro and the Lelit Anna, but the Gaggia Classic "
            "Pro edges it." + _ESP_TAIL,
        ),
        (
            "The Gaggia Classic Pro edges it over the Lelit Anna on steam power." + _ESP_TAIL,
            "The Gaggia Classic Pro edges it over the Lelit Anna." + _ESP_TAIL,
        ),
        (
            "The Gaggia Classic Pro edges it over the Lelit Anna only if you steam milk."
            + _ESP_TAIL,
            "The Gaggia Classic Pro edges it over the Lelit Anna, for me." + _ESP_TAIL,
        ),
        # "on top" as a place on the machine, or "on top of that", or one criterion's top
        (
            "On top comes the Baratza grinder." + _ESP_TAIL,
            "On top comes the Gaggia Classic Pro." + _ESP_TAIL,
        ),
        (
            "On top of that comes the Gaggia Classic Pro." + _ESP_TAIL,
            "On top comes the Gaggia Classic Pro." + _ESP_TAIL,
        ),
        (
            "Coming out on top for steam is the Gaggia Classic Pro." + _ESP_TAIL,
            "Coming out on top for me is the Gaggia Classic Pro." + _ESP_TAIL,
        ),
        # a niche's favourite, or one set against another choice
        (
            "The Gaggia Classic Pro is my favourite pick for camping." + _ESP_TAIL,
            "The Gaggia Classic Pro is my favourite pick for most people." + _ESP_TAIL,
        ),
        (
            "The Gaggia Classic Pro is my top pick, but only for looks." + _ESP_TAIL,
            "The Gaggia Classic Pro is my top pick, and it isn't close." + _ESP_TAIL,
        ),
        (
            "The Gaggia Classic Pro is my top choice of colour." + _ESP_TAIL,
            "The Gaggia Classic Pro is my top choice." + _ESP_TAIL,
        ),
        # "rate most highly" for one criterion
        (
            "The one I'd rate most highly for looks is the Gaggia Classic Pro." + _ESP_TAIL,
            "The one I'd rate most highly is the Gaggia Classic Pro." + _ESP_TAIL,
        ),
        # "swap it out for" a part
        (
            "If the basket is small, I'd swap it out for the IMS basket." + _ESP_TAIL,
            "If your old one is tired, I'd swap it out for the Gaggia Classic Pro." + _ESP_TAIL,
        ),
        # "the one I'd nab next" as a time, not a place
        (
            "My top pick is 1Password. Bitwarden is the one I'd nab next year, and Proton Pass "
            "takes third.",
            "My top pick is 1Password. Bitwarden is the one I'd nab next, and Proton Pass takes "
            "third.",
        ),
    ],
)
def test_near_misses_bind_no_place(near_miss: str, twin: str) -> None:
    assert places_phrased(twin) is not None
    assert places_phrased(near_miss) is None


def test_a_sources_runner_up_is_not_the_writers() -> None:
    """ ", and the runner-up is" binds the second place only after the writer's own first place in
    its sentence: a source's runner-up would clash with the writer's and drop the ranking."""
    theirs = (
        "Wirecutter's pick is the Roomba j7, and the runner-up is the Roborock S8. My top pick is "
        "the Roborock Q7." + _VAC_TAIL
    )
    ours = "My top pick is the Roborock Q7, and the runner-up is the Eufy G30. The Tapo RV10 takes third."
    assert _names(theirs, "P05") == _VAC
    assert _names(ours, "P05") == _VAC
    assert places_phrased(theirs) is not None


def test_a_runner_up_label_without_its_hyphen_still_reads_whose_it_is() -> None:
    """A "Runner up:" label after another colon label on its line (awards quoted) binds no second
    place unless the writer's first place is on that line before it, as "Runner-up:" does."""
    awards = (
        "From the 2024 awards - Gold: Sony a7 IV. Runner up: Nikon Z6 II. For a beginner, the "
        "Sony a6700 is what I'd buy. The Canon EOS R10 is a close second, and the Nikon Z50 II "
        "takes third."
    )
    rewritten = places_phrased(awards)
    assert rewritten is not None
    assert "Z6" not in rewritten.text
    assert "Sony a6700" in rewritten.text


@pytest.mark.xfail(
    strict=True,
    reason="role lines (scoring/picks.py, older than picks36) read 'Runner-up' only with its "
    "hyphen, so a hyphenless 'Runner up:' after 'Gold:' leaves 'Gold: Sony a7 IV' read as the "
    "first pick; the prose places read this reply right (test above)",
)
def test_a_hyphenless_awards_line_is_not_the_writers_ranking() -> None:
    awards = (
        "From the 2024 awards - Gold: Sony a7 IV. Runner up: Nikon Z6 II. For a beginner, the "
        "Sony a6700 is what I'd buy. The Canon EOS R10 is a close second, and the Nikon Z50 II "
        "takes third."
    )
    assert _names(awards, "P09") == ["Sony a6700", "Canon EOS R10", "Nikon Z50 II"]


def test_the_new_forms_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks,
        lambda n: "Honestly, " * n + "what I'd buy is the Ab. Cd is a close second.\n",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: "For most " + "people " * n + "the top pick is Ab. Cd is a close second.\n",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: (
            "It's close between " + "Ab and " * n + "Cd, but Ab edges it. Cd is a close second.\n"
        ),
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: "Ab edges it over " * n + "Cd. Cd is a close second.\n",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: "Ab is my top pick, " + "and " * n + "Cd is a close second.\n",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: "My top pick is Ab. " + "Cd's close behind. On top comes Ef. " * n,
        2_000,
    )
    assert_linear(
        read_picks,
        lambda n: "My top pick is Ab. " + "Cd, and the runner-up is Ef. " * n + "\n",
        2_000,
    )
    assert_linear(
        read_picks,
        lambda n: "My top pick is Ab. " + "Cd is the one I'd nab next. " * n + "\n",
        2_000,
    )

"""What sits around and between the picks (picks41b, `picks_r41b.json`).

The batch (50 replies to all twelve `P..` prompts, about twelve near misses: linked guides and
stores, sources lists, a "here" link, a linked product to avoid, accessories beside a pick) read
44 of 50 right before any change. The six misses, each fixed as a family of shapes:

- A pick sold with something, written after "plus" or a spaced "+" ("Roborock Q5+ plus its
  auto-empty dock", "Sony a6400 + 16-50mm kit lens"): the whole run was the name. The name now
  ends there, as it ends before "with the" (picks40): before an article or a possessive, or, after
  a "+", before a lens named by its focal length or its kind. "Notion + Slack" and "Linear plus
  GitHub" (two names joined) stay as they were.
- A caret footnote mark glued to a name ("[1Password Families](...)^1 – ..."): it stayed on the
  name. It comes off a name's end, as a trailing "[1]" does.
- A plain-prose line that lists the picks and says they are "in that order", its last name joined
  by "or" ("1Password, Bitwarden or Proton Pass, in that order."): the line was plain prose, which
  names no pick, and the list split only on commas, "and" and "then". Such a line is now read as
  the marked-up line with a label is, and an ordered list may join its last name with "or" (a
  label's "X or Y" is still one offer, not two places).
- A bold-only "**Sources**" title with no colon, in a reply that names no pick: it opened the
  skipped section, but its own bold words were read as a name. A bold-only line that opens a
  skipped section is that section's title, as it is with a colon.
- A linked name whose brand opens in lower case ("the [iRobot Roomba Combo j5](...)"): the link
  was taken out only before a capital or a digit, so the name stayed inside the link and the place
  was lost. A camel-cased brand, or a lower-case word before a model code with a digit, now opens a
  linked name too; a link's plain words ("[here](...)", "[this guide](...)") do not.
"""

from __future__ import annotations

import pytest

from scoring.name_markup import names_unsplit
from scoring.picks import _name_list, _without_bundle, read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case
from tests.scoring.reply_corpus import judge, load_part


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P09",
            "1. **Sony a6400 + 16-50mm kit lens** — fast AF.\n"
            "2. **Canon EOS R50 + RF-S 18-45mm** — easy.\n"
            "3. **Nikon Z50 II + the 16-50mm** — grip.",
            ["Sony a6400", "Canon EOS R50", "Nikon Z50 II"],
        ),
        review_case(
            "P09",
            "1. Fujifilm X-S20 + XF 35mm f/2 — lovely.\n2. Canon EOS R50 + kit lens — easy.",
            ["Fujifilm X-S20", "Canon EOS R50"],
        ),
        review_case(
            "P05",
            "1. Roborock Q5 Pro plus its self-empty dock — LiDAR.\n"
            "2. Eufy X8 Hybrid plus a spare brush — cheap.",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid"],
        ),
        review_case(
            "P03",
            "1. **MacBook Air M3 plus a USB-C hub** — all-day battery.\n"
            "2. **Dell XPS 13** — lovely screen.",
            ["MacBook Air M3", "Dell XPS 13"],
        ),
    ],
)
def test_a_pick_sold_with_something_after_plus(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sony a6400 + 16-50mm kit lens", "Sony a6400"),
        ("Fujifilm X-T30 II + XC 15-45mm", "Fujifilm X-T30 II"),
        ("Roborock Q5+ plus its auto-empty dock", "Roborock Q5+"),
        ("Nikon Z50 II + the 16-50mm", "Nikon Z50 II"),
        # near misses: two names joined, no proper name before the word, a one-word name
        ("Notion + Slack", "Notion + Slack"),
        ("Linear plus GitHub", "Linear plus GitHub"),
        ("Pair it plus a dock", "Pair it plus a dock"),
        ("Sony + the app", "Sony + the app"),
    ],
)
def test_the_bundle_after_plus_is_cut_only_before_an_accessory(text: str, expected: str) -> None:
    assert _without_bundle(text) == expected


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P07",
            "1. **1Password**^1 – best sharing.\n2. **Bitwarden**^2 – cheap.\n"
            "3. **Dashlane**^3 – simple.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P07",
            "1. [1Password](https://1password.com)^1 – best sharing.\n"
            "2. [Bitwarden](https://bitwarden.com)^2,^3 – cheap.",
            ["1Password", "Bitwarden"],
        ),
        review_case(
            "P11",
            "1. Mullvad^1 — anonymous.\n2. Proton VPN^2 — Swiss.\n3. IVPN^12 — audited.",
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
    ],
)
def test_a_caret_footnote_mark_is_no_part_of_a_name(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P07",
            "Bitwarden, 1Password or Dashlane, in that order.\n\nAll three are audited.",
            ["Bitwarden", "1Password", "Dashlane"],
        ),
        review_case(
            "P07",
            "Bitwarden, 1Password and Dashlane, in that order.",
            ["Bitwarden", "1Password", "Dashlane"],
        ),
        review_case(
            "P11", "Mullvad, IVPN or Proton VPN — in that order.", ["Mullvad", "IVPN", "Proton VPN"]
        ),
        review_case(
            "P06",
            "So: Brooks Ghost 16, Hoka Clifton 9 or Saucony Ride 17 (in that order).",
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        # near misses: criteria in that order, not products
        review_case(
            "P03", "Battery life, weight and the keyboard, in that order.\n\nThen price.", []
        ),
        review_case("P09", "Weigh autofocus, size or lenses, in that order.", []),
    ],
)
def test_a_prose_list_said_to_be_in_that_order(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


def test_or_joins_places_only_in_an_ordered_list() -> None:
    assert _name_list("1Password, Bitwarden or Proton Pass", ordered=True) == [
        "1Password",
        "Bitwarden",
        "Proton Pass",
    ]
    # a label's "X or Y" offers a choice for one place: not split into two places
    assert _name_list("1Password or Bitwarden") is None


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P01",
            "Too close to call [1][2].\n\n**Sources**\n[1] RTINGS – Sony WH-1000XM5 review\n"
            "[2] RTINGS – Bose review",
            [],
        ),
        review_case(
            "P11",
            "It depends on your threat model [1].\n\n**References**\n1. Privacy Guides\n2. EFF",
            [],
        ),
        review_case(
            "P11",
            "1. **Mullvad** — anonymous [1].\n2. **IVPN** — audited [2].\n\n**Sources**\n"
            "[1] Mullvad audit\n[2] IVPN audit",
            ["Mullvad", "IVPN"],
        ),
        # near miss: a bold-only line that names a product is still a pick
        review_case(
            "P12",
            "**Breville Bambino Plus**\n\nIt heats in seconds and froths milk for you.",
            ["Breville Bambino Plus"],
        ),
    ],
)
def test_a_bold_sources_title_is_no_pick(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P05",
            "The [Roborock Q5 Pro](https://a.example) is my first choice. Second is the "
            "[eufy X8 Hybrid](https://b.example), which adds mopping. Third, the "
            "[iRobot Roomba 694](https://c.example).",
            ["Roborock Q5 Pro", "eufy X8 Hybrid", "iRobot Roomba 694"],
        ),
        review_case(
            "P05",
            "First is the [iRobot Roomba 694](https://irobot.example/694). Second is the "
            "[Eufy 11S Max](https://eufy.example/11s).",
            ["iRobot Roomba 694", "Eufy 11S Max"],
        ),
        # near misses: a link's plain words are no name
        review_case(
            "P05",
            "My pick is the [Roborock Q5 Pro](https://a.example). Read [this guide](https://g.example) "
            "first, and [see all deals](https://d.example).",
            ["Roborock Q5 Pro"],
        ),
        review_case(
            "P03",
            "I'd rank the [MacBook Air M3](https://apple.example) first and the "
            "[Dell XPS 13](https://dell.example) second; details [here](https://x.example).",
            ["MacBook Air M3", "Dell XPS 13"],
        ),
    ],
)
def test_a_linked_name_whose_brand_opens_in_lower_case(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    "text",
    [
        "See [here](https://a.example) and [this guide](https://b.example).",
        "Click [buy now](https://a.example) or [read more about it](https://b.example).",
    ],
)
def test_a_link_s_plain_words_stay_linked(text: str) -> None:
    assert names_unsplit(text) is None


@pytest.mark.parametrize(
    "case_id",
    [
        "probes-r41b-picks-005",
        "probes-r41b-picks-009",
        "probes-r41b-picks-015",
        "probes-r41b-picks-024",
        "probes-r41b-picks-040",
        "probes-r41b-picks-050",
    ],
)
def test_the_batch_misses(case_id: str) -> None:
    (case,) = [c for c in load_part("probes") if c.id == case_id]
    assert judge(case).right == {"picks": True}


def test_the_new_readers_stay_linear() -> None:
    assert_linear(read_picks, lambda n: "1. Sony a6400" + " +" * n + " 16mm lens — x\n", 5_000)
    assert_linear(read_picks, lambda n: "1. Sony a6400 + " + "RF " * n + "kit — x\n", 5_000)
    assert_linear(read_picks, lambda n: "1. Mullvad" + "^1," * n + "^2 — x\n", 5_000)
    assert_linear(read_picks, lambda n: "A, " * n + "B or C, in that order.\n", 5_000)
    assert_linear(read_picks, lambda n: "[iR" + "o" * n + "](https://a.example) x\n", 5_000)

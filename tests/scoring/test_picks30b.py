"""Places in prose and a limit the asker set (picks30b, probes `picks_r30b.json`).

- A place may open a bold paragraph lead ("**First, the Canon EOS R50.** At roughly £700 ...",
  "**Second, Mullvad.**"): the paragraphs are a ranking, as the same words without the bold
  already were. The bold run holds the place and the name alone, so "**First, Apple users:**"
  (an audience) and "**First, a word on budget.**" (advice) place nothing.
- "Bitwarden would be my second choice" is a second place, as "Bitwarden is my second choice"
  already was; "would be my second car / concern / purchase" is not.
- "I'd go with 1Password first: ..." is a first place, as "I'd put 1Password first" already was;
  not a step in time ("first and see", "first, then move to"), one case's place ("first if
  battery matters", "first on price", "first for durability"), or the whole order in one sentence
  ("first, the Y second and the Z third"), which the order readers keep.
- "it's over your limit" leaves a product out as "it exceeds your limit" does; a plan's usage
  ("once you go over your limit"), "never be over your limit" and "under / within / below your
  limit" leave nothing out.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_CAMERAS = prompt_text("P09")
_VPN = prompt_text("P11")
_PASSWORDS = prompt_text("P07")
_EV = prompt_text("P08")
_ESPRESSO = prompt_text("P12")
_SHOES = prompt_text("P06")
_TOOLS = prompt_text("P10")
_HEADPHONES = prompt_text("P01")


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "For someone starting out, I'd rank them like this.\n\n**First, the Canon EOS R50.** "
            "Light and forgiving.\n\n**Second, the Fujifilm X-T30 II.** Lovely dials.\n\n**Third, "
            "the Panasonic Lumix G100.** Small and cheap.",
            _CAMERAS,
            ["Canon EOS R50", "Fujifilm X-T30 II", "Panasonic Lumix G100"],
        ),
        (
            "__First, the Canon EOS R50.__ Easy menus.\n\n__Second, the Nikon Z50.__ Great grip."
            "\n\n__Third, the Sony a6400.__ Great AF.",
            _CAMERAS,
            ["Canon EOS R50", "Nikon Z50", "Sony a6400"],
        ),
        (
            "**First, Mullvad.** Anonymous sign-up.\n\n**Second, Proton VPN.** Audited.",
            _VPN,
            ["Mullvad", "Proton VPN"],
        ),
        (
            "**First, Bitwarden** – cheap and open source.\n**Second, 1Password** – polished.\n"
            "**Third, Dashlane** – VPN included.",
            _PASSWORDS,
            ["Bitwarden", "1Password", "Dashlane"],
        ),
        (
            "Here's my ranking.\n\n**First, the Hyundai Ioniq 5.** Roomy.\n\nSecond, the Tesla "
            "Model Y. Cargo.\n\n**Third, the Volkswagen ID.4.** Comfortable.",
            _EV,
            ["Hyundai Ioniq 5", "Tesla Model Y", "Volkswagen ID.4"],
        ),
    ],
)
def test_a_place_opening_a_bold_lead_is_a_ranking(
    text: str, prompt: str, expected: list[str]
) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "**First, figure out what you drink.** If it's mostly lattes, steam power matters."
            "\n\n**Second, budget for a grinder.** It matters more than the machine.\n\nWith "
            "that in mind, I'd get the Breville Bambino Plus.",
            _ESPRESSO,
            ["Breville Bambino Plus"],
        ),
        (
            "**First, Apple users:** the built-in Passwords app is fine.\n\n**Second, Android "
            "users:** Bitwarden works well.\n\nBut for a whole family, 1Password is my "
            "recommendation.",
            _PASSWORDS,
            ["1Password"],
        ),
        (
            "**First, a word on budget.** Most good machines cost $400-500.\n\n**Second, the "
            "grinder.** Don't skimp.\n\nMy pick is the Gaggia Classic Pro.",
            _ESPRESSO,
            ["Gaggia Classic Pro"],
        ),
        (
            "**First, the good news.** Every camera here is great.\n\n**Second, the bad news.** "
            "Lenses cost money.\n\nMy top pick is the Canon EOS R50.",
            _CAMERAS,
            ["Canon EOS R50"],
        ),
        (
            "**First things first:** decide your budget.\n\n**Second:** buy a grinder.",
            _ESPRESSO,
            [],
        ),
    ],
)
def test_a_bold_lead_of_advice_or_an_audience_places_nothing(
    text: str, prompt: str, expected: list[str]
) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "Honestly, for a family I'd go with 1Password first: the sharing is brilliant. "
            "Bitwarden would be my second choice; it's less pretty but cheaper. Third, Apple "
            "Passwords: it's free.",
            _PASSWORDS,
            ["1Password", "Bitwarden", "Apple Passwords"],
        ),
        (
            "I'd go with Mullvad first. Proton VPN would be my second choice, and IVPN third.",
            _VPN,
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        (
            "I would go with the Hyundai Ioniq 5 first. The Tesla Model Y would be my second pick.",
            _EV,
            ["Hyundai Ioniq 5", "Tesla Model Y"],
        ),
    ],
)
def test_go_with_first_and_would_be_my_second_are_places(
    text: str, prompt: str, expected: list[str]
) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "I'd go with the Breville Bambino first and see whether you enjoy espresso.",
            _ESPRESSO,
            ["Breville Bambino"],
        ),
        (
            "I'd go with Trello first, then move to Jira when the team grows. Asana would be my "
            "second choice if you skip Trello.",
            _TOOLS,
            ["Trello"],
        ),
        (
            "I'd go with the Gaggia first for durability, but the Bambino would be my second "
            "choice for ease.",
            _ESPRESSO,
            ["Gaggia"],
        ),
        (
            "Price would be my second concern after comfort. I'd go with the Hoka Clifton 9.",
            _SHOES,
            ["Hoka Clifton 9"],
        ),
        (
            "The Tesla Model Y would be my second car, not my first. I'd go with the Hyundai "
            "Ioniq 5.",
            _EV,
            ["Hyundai Ioniq 5"],
        ),
        (
            "I'd go with Proton VPN first on price. Mullvad would be my second choice overall.",
            _VPN,
            ["Proton VPN"],
        ),
        (
            "I'd go with a burr grinder first. The Breville Bambino would be my second purchase.",
            _ESPRESSO,
            [],
        ),
        (
            "I'd go with the Canon EOS R50 first, the Nikon Z50 II second and the Sony ZV-E10 "
            "third.",
            _CAMERAS,
            ["Canon EOS R50", "Nikon Z50 II", "Sony ZV-E10"],
        ),
    ],
)
def test_go_with_first_as_a_step_a_case_or_a_thing_is_no_new_place(
    text: str, prompt: str, expected: list[str]
) -> None:
    assert read_names(text, prompt) == expected


def test_the_whole_order_in_one_sentence_keeps_its_spans() -> None:
    # the order reader keeps the names at the sentence that lists them, not at later paragraphs
    text = (
        "I'd go with the Canon EOS R50 first, the Nikon Z50 II second and the Sony ZV-E10 "
        "third.\n\nThe Nikon Z50 II comes second because of its grip.\n\nThird is the Sony "
        "ZV-E10, with great autofocus."
    )
    spans = [p.span for p in read_picks(text).picks]
    assert [text[a:b] for a, b in spans] == ["Canon EOS R50", "Nikon Z50 II", "Sony ZV-E10"]
    assert max(b for _, b in spans) < text.index("\n")


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "1. **Chevrolet Equinox EV** – $35k.\n2. **Tesla Model Y** – cargo.\n3. **Honda "
            "Prologue** – comfy.\n\n## Why not a three-row EV?\n\n- **Kia EV9:** the obvious "
            "family pick, but even the base trim starts around $54,900, so it's over your limit.",
            _EV,
            ["Chevrolet Equinox EV", "Tesla Model Y", "Honda Prologue"],
        ),
        (
            "1. **Chevrolet Equinox EV** – $35k.\n2. **Tesla Model Y** – cargo.\n3. **Honda "
            "Prologue** – comfy.\n\n- **Kia EV9:** great, but it is just over your limit.",
            _EV,
            ["Chevrolet Equinox EV", "Tesla Model Y", "Honda Prologue"],
        ),
    ],
)
def test_over_your_limit_leaves_a_product_out(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (
            "1. **Tesla Model Y** – the Long Range is just over your limit, so get the RWD at "
            "$44,990.\n2. **Hyundai Ioniq 5** – roomy.\n3. **Chevrolet Equinox EV** – best value.",
            _EV,
            ["Tesla Model Y", "Hyundai Ioniq 5", "Chevrolet Equinox EV"],
        ),
        (
            "1. **Windscribe** – generous free plan; once you go over your limit, speeds drop.\n"
            "2. **Proton VPN** – audited.\n3. **Mullvad** – anonymous.",
            _VPN,
            ["Windscribe", "Proton VPN", "Mullvad"],
        ),
        (
            "1. **Mullvad** – no data caps, so you'll never be over your limit.\n2. **Proton VPN** "
            "– audited.\n3. **IVPN** – small.",
            _VPN,
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        (
            "1. **Bitwarden** – six users, so a family of four is well within your limit.\n2. "
            "**1Password** – polished.\n3. **Keeper** – simple.",
            _PASSWORDS,
            ["Bitwarden", "1Password", "Keeper"],
        ),
        (
            "1. **Gaggia Classic Pro** – $449, comfortably under your limit.\n2. **Breville "
            "Bambino** – easy.\n3. **De'Longhi Stilosa** – cheap.",
            _ESPRESSO,
            ["Gaggia Classic Pro", "Breville Bambino", "De'Longhi Stilosa"],
        ),
        (
            "1. **Proton Pass** – the family plan is below your limit.\n2. **Bitwarden** – cheap."
            "\n3. **1Password** – polished.",
            _PASSWORDS,
            ["Proton Pass", "Bitwarden", "1Password"],
        ),
        (
            "1. **NordVPN** – the 10-device cap is above your limit of six, so you're covered.\n"
            "2. **Surfshark** – unlimited.\n3. **Proton VPN** – Swiss.",
            _VPN,
            ["NordVPN", "Surfshark", "Proton VPN"],
        ),
        (
            "1. **Ford Mustang Mach-E** – the Premium trim is above your limit, but the Select is "
            "$40k.\n2. **VW ID.4** – comfy.\n3. **Kia EV6** – fast.",
            _EV,
            ["Ford Mustang Mach-E", "VW ID.4", "Kia EV6"],
        ),
    ],
)
def test_a_limit_said_of_a_trim_a_plan_or_a_price_keeps_the_pick(
    text: str, prompt: str, expected: list[str]
) -> None:
    assert read_names(text, prompt) == expected


def test_the_new_patterns_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks, lambda n: "**First, the " + "Ab " * n + "x.**\n\n**Second, Cd.**", 6_000
    )
    assert_linear(read_picks, lambda n: "**First, Ab.** x\n\n**Second, Cd.** y\n\n" * n, 1_000)
    assert_linear(read_picks, lambda n: "I'd go with the Ab first" + " x" * n + ".", 8_000)
    assert_linear(
        read_picks, lambda n: "I'd go with " * n + "Ab first. Cd would be my second.", 6_000
    )
    assert_linear(read_picks, lambda n: "The Ab would be my second" + " x" * n, 8_000)
    assert_linear(read_picks, lambda n: "- **Ab:** it's " + "well " * n + "over your limit.", 6_000)
    assert_linear(read_picks, lambda n: "1. **Ab** – it is over your " * n + "limit.", 3_000)

"""Product names in the shapes real catalogues and writers give them (picks40, `picks_r40.json`).

The batch (50 replies to all twelve `P..` prompts, about ten of them hard negatives) read 45 of 50
right before any change. The five misses, each fixed as a family of shapes in `scoring.picks`:

- A name set as inline code after a bold role label ("**Best budget:** `Trello` — ..."): the
  label's rest opened with a backtick, which no name starts with. The code marks come off a short
  code run that opens the rest, as the name key drops them; a spec in code ("`5,000 Pa`") and a
  lower-case command stay no name.
- A pick bundled with an accessory in its list item ("Canon EOS R50 with the RF-S 18-45mm kit
  lens — ..."): the whole run was taken for the name and dropped as too long. The name ends before
  "with" and an article or possessive, after a proper name with a digit or of several words, as
  it ends before a purpose ("for ease of use"); "Pair it with the X" and "Great with kids" stay.
- A name set in italics before its dash ("*Brooks Ghost 16* – neutral") on bullets or on lines
  under a ranking intro: the leading mark made it no proper name. Also, "best first" (as in
  "Three trainers ..., best first:") now announces a ranking, as "best to worst" does.
- A checklist opener whose last sentence heads the checks while an earlier sentence declines the
  ranking ("I'd rather not hand you a brand ranking here: ... What I'd check instead:"): the
  ranking word of the declined ranking kept the line from heading a checklist. The last sentence
  now decides; "What I'd check", "Things I would verify" and "insist on" head a checklist as
  "what to check" does.
- A writer who types all in lower case, ranking one-word names ("ranked, ...:" then "1. linear -
  fast"): no capital and no digit, so no name. In a reply without a single capital letter, under
  an intro that says it ranks, items numbered from 1 whose short lead before a dash or colon has
  no article, verb, pronoun, criterion, quality or spec are read as names.

Left as strict xfails: a numbered list of criteria with no intro at all, whose lines open with
capitalised phrases ("Jurisdiction outside the Five Eyes"), and a lower-case list where one name
has a digit and is read alone ("2. 1password"), so the lower-case rule (asked only when nothing
else was read) never runs.
"""

from __future__ import annotations

import pytest

from scoring.picks import _unticked_lead, _without_bundle, read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case
from tests.scoring.reply_corpus import judge, load_part


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # the probe's shape, every name in code
        review_case(
            "P10",
            "1. **Best overall:** `Linear` — fast.\n"
            "2. **Best for mixed teams:** `Asana` — colourful.\n"
            "3. **Best budget:** `Trello` — cheap.",
            ["Linear", "Asana", "Trello"],
        ),
        review_case(
            "P11",
            "**Best for anonymity:** `Mullvad` — no email.\n\n"
            "**Best all-rounder:** `Proton VPN` — Swiss.",
            ["Mullvad", "Proton VPN"],
        ),
        review_case(
            "P07",
            "- **Top pick:** `Bitwarden`, open source and audited.\n"
            "- **Runner-up:** `1Password`: the nicest apps.",
            ["Bitwarden", "1Password"],
        ),
        # near misses: a spec in code after a criterion's label, a command in code
        review_case(
            "P05",
            "1. **Suction:** `5,000 Pa` — strong.\n2. **Best overall:** Roborock Q5 — ok.",
            ["Roborock Q5"],
        ),
        review_case(
            "P10",
            "1. **Best overall:** `npm install linear` — fast.\n"
            "2. **Best for teams:** `Asana`: colourful.",
            ["Asana"],
        ),
    ],
)
def test_a_name_in_code_after_a_role_label(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("`Trello` — the free tier", "Trello — the free tier"),
        ("`Proton VPN`, Swiss", "Proton VPN, Swiss"),
        ("`unclosed Trello — free", "`unclosed Trello — free"),
        ("`" + "x" * 80 + "` — long", "`" + "x" * 80 + "` — long"),
    ],
)
def test_the_code_marks_come_off_a_short_leading_run_only(text: str, expected: str) -> None:
    assert _unticked_lead(text) == expected


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P09",
            "1. Sony a6400 with the 16-50mm kit lens — fast autofocus.\n"
            "2. Canon EOS R50 — easy menus.",
            ["Sony a6400", "Canon EOS R50"],
        ),
        review_case(
            "P12",
            "1. **Breville Bambino Plus with a Baratza Encore grinder** — great.\n"
            "2. **Gaggia Classic Pro** — good.",
            ["Breville Bambino Plus", "Gaggia Classic Pro"],
        ),
        review_case(
            "P05",
            "| Pick | Why |\n|---|---|\n"
            "| Roborock Q5 Pro with its self-empty dock | LiDAR |\n| Eufy X8 | cheap |",
            ["Roborock Q5 Pro", "Eufy X8"],
        ),
    ],
)
def test_a_pick_bundled_with_an_accessory_is_the_pick(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Canon EOS R50 with the RF-S 18-45mm kit lens", "Canon EOS R50"),
        ("Roborock Q5 Pro with its dock", "Roborock Q5 Pro"),
        # near misses: no proper name before "with", or a one-word name without a digit
        ("Pair it with the Baratza Encore", "Pair it with the Baratza Encore"),
        ("Great with a dog", "Great with a dog"),
        ("Sony with the app", "Sony with the app"),
        ("Kia EV9 with seven seats", "Kia EV9 with seven seats"),
    ],
)
def test_the_bundle_is_cut_only_after_a_proper_name(text: str, expected: str) -> None:
    assert _without_bundle(text) == expected


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P06",
            "Best first:\n\n- *Brooks Ghost 16* – a neutral shoe.\n"
            "- *ASICS Gel-Nimbus 26* – plusher.\n- *Saucony Ride 17* – lighter.",
            ["Brooks Ghost 16", "ASICS Gel-Nimbus 26", "Saucony Ride 17"],
        ),
        review_case(
            "P11",
            "My top 3:\n\n_Mullvad VPN_ — no email.\n_Proton VPN_ — Swiss.\n_IVPN_ — small.",
            ["Mullvad VPN", "Proton VPN", "IVPN"],
        ),
        review_case(
            "P05",
            "- *Roborock Q5 Pro* – LiDAR mapping\n- *Eufy X8 Hybrid* – cheap",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid"],
        ),
        # near misses: features in italics under a checklist, italic notes
        review_case(
            "P05",
            "What to look for:\n\n- *Suction power* – at least 2,500 Pa\n"
            "- *LiDAR navigation* – maps rooms",
            [],
        ),
        review_case("P05", "*Note* – prices vary by week.\n*Tip* – check sales.", []),
    ],
)
def test_a_name_in_italics_before_its_dash(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


_CHECKS = (
    "\n\n1. A no-logs claim that has been independently audited.\n"
    "2. Jurisdiction outside the Five Eyes, if that matters to you.\n"
    "3. Open-source clients and support for WireGuard."
)


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case("P11", "I won't rank them. Things to check:" + _CHECKS, []),
        review_case(
            "P11",
            "I'd rather not name a ranking of brands. What I'd verify instead:" + _CHECKS,
            [],
        ),
        review_case(
            "P11", "Ranking VPNs by name isn't useful here. What matters more:" + _CHECKS, []
        ),
        # near misses: the last sentence heads the ranking; a checklist, then a ranking
        review_case(
            "P11",
            "Here is my ranking. Top picks:\n\n1. **Mullvad** — no email.\n2. **IVPN** — small.",
            ["Mullvad", "IVPN"],
        ),
        review_case(
            "P11",
            "Here is my ranking. First, what to look for:\n\n- **Audits**\n- **WireGuard**\n\n"
            "Ranking:\n1. **Mullvad** — no email.\n2. **IVPN** — small.",
            ["Mullvad", "IVPN"],
        ),
        review_case(
            "P11",
            "What I'd pick:\n\n1. **Mullvad** — no email.\n2. **IVPN** — small.",
            ["Mullvad", "IVPN"],
        ),
        review_case(
            "P11",
            _CHECKS.strip(),
            [],
            xfail=(
                "with no intro the numbered criteria open with capitalised phrases that the item "
                "reader takes for names ('Jurisdiction outside the Five Eyes'); refusing a name "
                "with 'outside the' or 'and ... for' in it would need a grammar of product names "
                "that keeps 'Dashlane Friends & Family' and 'Nikon Z fc'"
            ),
        ),
    ],
)
def test_a_checklist_after_a_declined_ranking(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P07",
            "my top 3:\n1. bitwarden - cheap\n2. keeper - admin tools\n3. dashlane - easy",
            ["bitwarden", "keeper", "dashlane"],
        ),
        review_case(
            "P11",
            "ranking, best first:\n\n1. mullvad: no email\n2. ivpn: small\n3. windscribe: free tier",
            ["mullvad", "ivpn", "windscribe"],
        ),
        # near misses: qualities under a ranking intro, no intro, an article in a lead, capitals
        review_case("P05", "ranked:\n1. navigation - maps rooms\n2. suction - pet hair", []),
        review_case("P10", "1. linear - fast\n2. asana - mixed teams", []),
        review_case("P10", "my picks:\n1. the linear app - fast\n2. asana - mixed teams", []),
        review_case("P10", "things to look for:\n1. linear - fast\n2. asana - mixed teams", []),
        review_case("P10", "My ranking:\n1. linear - fast\n2. asana - mixed teams", []),
        review_case(
            "P07",
            "my top 3:\n1. bitwarden: cheap and open source\n2. 1password — nicest apps\n"
            "3. proton pass - bundles aliases",
            ["bitwarden", "1password", "proton pass"],
            xfail=(
                "'1password' has a digit, so the item reader reads it alone and the lower-case "
                "rule, asked only when nothing else was read, never runs; running it beside the "
                "item reader would need a merge of the two readings"
            ),
        ),
    ],
)
def test_a_lower_case_writer_s_numbered_ranking(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    "case_id",
    [
        "probes-r40-picks-005",
        "probes-r40-picks-028",
        "probes-r40-picks-031",
        "probes-r40-picks-043",
        "probes-r40-picks-047",
    ],
)
def test_the_batch_misses(case_id: str) -> None:
    (case,) = [c for c in load_part("probes") if c.id == case_id]
    assert judge(case).right == {"picks": True}


def test_the_new_readers_stay_linear() -> None:
    assert_linear(read_picks, lambda n: "ranked:\n1. " + "a" * n + " - x\n2. b - y\n", 20_000)
    assert_linear(read_picks, lambda n: "1. **Best:** `Trello" + " x" * n + "\n", 20_000)
    assert_linear(read_picks, lambda n: "1. **Best:** " + "`x` " * n + "\n", 20_000)
    assert_linear(read_picks, lambda n: "1. Roborock Q5" + " with" * n + " the dock — x\n", 5_000)
    assert_linear(read_picks, lambda n: "- *" + "Brooks " * n + "16* – x\n- *B 1* – y\n", 5_000)

"""Orders carried by scores, ratings, tiers and review-site roles, found by an angled batch
(picks39, `picks_r39.json`).

The batch (scores out of ten or a hundred, star ratings, letter grades, tier lists, value and
overall columns, review-site roles, ranks written after the name, lists in price order with a
scored verdict, ties broken in words, and near misses: scored products advised against, ratings
tables with no verdict, specs and benchmark figures, price lists, a single pick among scored
also-rans) read 40 of 50 right before any change. Three families of its misses are read now:

- A list or table the writer says is in an order other than preference ("listed alphabetically
  with my score:", "cheapest first:", "Sorted by price (body with kit lens):"), then a closing
  statement that ranks the same products ("So my ranking is the Ghost 16 first, ..."): read as
  price tiers are (`scoring.tier_order`), the closing statement is the ranking, even over the
  list's own numbers, since the intro said what they count.
- Such a list with no closing statement, a score on each product's line ("- Mullvad - 9.5/10"),
  all on one scale and no two equal: the scores are the only ranking the reply gives, highest
  first. Its plain bullets are read as a ranked intro's are.
- A reply that lays out ratings and says it will not rank ("I'd rather not force a ranking
  here", "I don't think a single ranking would be honest here", "Before I rank anything, ...")
  recommends nothing.

Left as strict xfails: a pair verdict after unnumbered bullets ("The Air takes it."), ranks
written after names in prose ("the Gaggia Classic Pro (#2 on my list)") and scores listed inline
with "in that order".
"""

from __future__ import annotations

import pytest

from scoring.tier_order import unranked_order_intro
from tests.scoring.picks_read import prompt_text, read_names, review_case
from tests.scoring.reply_corpus import judge, load_part


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # a numbered list the intro says is alphabetical, then a closing order
        review_case(
            "P06",
            "Listed alphabetically:\n\n1. **ASICS Novablast 4** - bouncy.\n2. **Brooks Ghost 16** "
            "- smooth.\n3. **Hoka Clifton 9** - plush.\n\nMy order: the Hoka Clifton 9 first, the "
            "Brooks Ghost 16 second and the ASICS Novablast 4 third.",
            ["Hoka Clifton 9", "Brooks Ghost 16", "ASICS Novablast 4"],
        ),
        # cheapest to dearest, plain numbered lines, a ranked sentence after them
        review_case(
            "P08",
            "From cheapest to most expensive:\n\n1. Chevrolet Equinox EV - about $35,000.\n2. "
            "Volkswagen ID.4 - about $40,000.\n3. Tesla Model Y - about $45,000.\n\nRanked for a "
            "family of five: the Tesla Model Y first, the Chevrolet Equinox EV second and the "
            "Volkswagen ID.4 third.",
            ["Tesla Model Y", "Chevrolet Equinox EV", "Volkswagen ID.4"],
        ),
        # a table with a "#" column under "Sorted by price:"
        review_case(
            "P09",
            "Sorted by price:\n\n| # | Camera | Price |\n|---|---|---|\n| 1 | Canon EOS R50 | $680 "
            "|\n| 2 | Nikon Z50 | $860 |\n| 3 | Sony a6400 | $900 |\n\nOverall I'd rank the Sony "
            "a6400 first, the Canon EOS R50 second and the Nikon Z50 third.",
            ["Sony a6400", "Canon EOS R50", "Nikon Z50"],
        ),
        # "In order of price:" and a bold verdict label over the ranked sentence
        review_case(
            "P12",
            "In order of price:\n\n1. **De'Longhi Dedica** - $250\n2. **Breville Bambino Plus** - "
            "$450\n3. **Gaggia Classic Pro** - $480\n\n**Verdict:** ranked by score, the Breville "
            "Bambino Plus comes first, the Gaggia Classic Pro second and the De'Longhi Dedica "
            "third.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        ),
        # near misses: no closing statement, so the list's own order stands
        review_case(
            "P05",
            "Cheapest first:\n\n1. **Tapo RV30** ($180) - LiDAR for less.\n2. **Eufy RoboVac X8** "
            "($250) - twin turbines.\n3. **Roborock Q5 Pro** ($290) - the best mapping.\n\nAll "
            "three are good buys.",
            ["Tapo RV30", "Eufy RoboVac X8", "Roborock Q5 Pro"],
        ),
        # a ranked list, then a sentence that only orders it by price: the ranking stands
        review_case(
            "P05",
            "My ranked top three:\n\n1. **Roborock Q5 Pro** ($290) - the best mapping.\n2. **Eufy "
            "RoboVac X8** ($250) - twin turbines.\n3. **Tapo RV30** ($180) - LiDAR for less.\n\n"
            "Cheapest first would be the Tapo RV30, then the Eufy RoboVac X8, then the Roborock "
            "Q5 Pro.",
            ["Roborock Q5 Pro", "Eufy RoboVac X8", "Tapo RV30"],
        ),
        # the price words inside a ranked intro's aside do not make it a price list
        review_case(
            "P12",
            "Ranked, with prices (the cheapest first isn't always best):\n\n1. **Breville Bambino "
            "Plus** - $450.\n2. **Gaggia Classic Pro** - $480.\n3. **De'Longhi Dedica** - $250.\n\n"
            "By price, the Dedica is first, then the Bambino Plus, then the Gaggia Classic Pro.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        ),
        # an alphabetical list closed by a line that orders it by a measure, not by preference
        # (the lead's fix after the broad run: review_picks35b's "Cheapest first: 1. ..." case):
        # the closing line restates the list, it does not rank it, so the list's order stands
        review_case(
            "P06",
            "Listed alphabetically:\n\n- **ASICS Novablast 4** - bouncy.\n- **Brooks Ghost 16** - "
            "smooth.\n- **Hoka Clifton 9** - plush.\n\nLightest first: 1. Hoka Clifton 9, 2. ASICS "
            "Novablast 4, 3. Brooks Ghost 16.",
            ["ASICS Novablast 4", "Brooks Ghost 16", "Hoka Clifton 9"],
        ),
        review_case(
            "P12",
            "In no particular order:\n\n- **Breville Bambino Plus** - fast heat-up.\n- **De'Longhi "
            "Dedica** - slim.\n- **Gaggia Classic Pro** - built to last.\n\nBy price, that's the "
            "De'Longhi Dedica first, then the Breville Bambino Plus, then the Gaggia Classic Pro.",
            ["Breville Bambino Plus", "De'Longhi Dedica", "Gaggia Classic Pro"],
        ),
    ],
)
def test_a_closing_statement_ranks_a_list_laid_out_in_another_order(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # bold names in an alphabetical list, a score out of ten on each line
        review_case(
            "P06",
            "Listed alphabetically, with my scores:\n\n- **ASICS Novablast 4** - 8.7/10 - bouncy."
            "\n- **Brooks Ghost 16** - 9.3/10 - smooth.\n- **Hoka Clifton 9** - 9.0/10 - plush.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "ASICS Novablast 4"],
        ),
        # numbers that count no preference, scores out of a hundred in brackets
        review_case(
            "P10",
            "In no particular order:\n\n1. Asana (84/100) - friendly for everyone.\n2. ClickUp "
            "(88/100) - does everything.\n3. Linear (91/100) - fastest for engineers.",
            ["Linear", "ClickUp", "Asana"],
        ),
        # a table in alphabetical order with a score column out of five
        review_case(
            "P11",
            "Alphabetical:\n\n| VPN | Score | Notes |\n|---|---|---|\n| IVPN | 4.4/5 | anonymous "
            "|\n| Mullvad | 4.8/5 | no email |\n| Proton VPN | 4.6/5 | free tier |",
            ["Mullvad", "Proton VPN", "IVPN"],
        ),
        # left alone: two equal scores, so the scores do not order the list
        review_case(
            "P06",
            "Listed alphabetically, with my scores:\n\n- **ASICS Novablast 4** - 9.0/10 - bouncy."
            "\n- **Brooks Ghost 16** - 9.0/10 - smooth.\n- **Hoka Clifton 9** - 8.5/10 - plush.",
            ["ASICS Novablast 4", "Brooks Ghost 16", "Hoka Clifton 9"],
        ),
        # left alone: scores on two scales
        review_case(
            "P06",
            "Listed alphabetically:\n\n- **ASICS Novablast 4** - 8.7/10 - bouncy.\n- **Brooks "
            "Ghost 16** - 93/100 - smooth.\n- **Hoka Clifton 9** - 9.0/10 - plush.",
            ["ASICS Novablast 4", "Brooks Ghost 16", "Hoka Clifton 9"],
        ),
        # a ranked list keeps its places whatever its scores say
        review_case(
            "P06",
            "My ranked top three, with scores:\n\n1. **Brooks Ghost 16** - 8.7/10 - smooth.\n2. "
            "**Hoka Clifton 9** - 9.3/10 - plush.\n3. **ASICS Novablast 4** - 9.0/10 - bouncy.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "ASICS Novablast 4"],
        ),
        # specs are not scores: millimetres of drop order nothing
        review_case(
            "P06",
            "Listed alphabetically:\n\n- **ASICS Novablast 4** - $140, 8 mm drop - bouncy.\n- "
            "**Brooks Ghost 16** - $140, 12 mm drop - smooth.\n- **Hoka Clifton 9** - $145, 5 mm "
            "drop - plush.",
            ["ASICS Novablast 4", "Brooks Ghost 16", "Hoka Clifton 9"],
        ),
    ],
)
def test_scores_rank_a_list_laid_out_in_another_order_with_no_closing_statement(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


@pytest.mark.parametrize(
    "line",
    [
        "Three great first-10K shoes, listed alphabetically with my score for a beginner:",
        "Here are the three I'd consider, cheapest first:",
        "Sorted by price (body with kit lens):",
        "In no particular order:",
        "**From cheapest to most expensive:**",
        "In order of price:",
    ],
)
def test_an_intro_that_names_an_order_other_than_preference(line: str) -> None:
    assert unranked_order_intro(line)


@pytest.mark.parametrize(
    "line",
    [
        "My ranked top three:",
        "Three options close in price:",  # a likeness, not an order
        "Ranked by value for money:",
        "Cheapest first isn't always best, but here goes.",  # no colon: not an intro
        "- Cheapest first:",  # a list item, not an intro line
        "Ranked, with prices (the cheapest first isn't always best):",
    ],
)
def test_intros_that_name_no_other_order(line: str) -> None:
    assert not unranked_order_intro(line)


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        review_case(
            "P09",
            "I'd rather not force a ranking on you here. Rated out of 5 on what matters:\n\n"
            "| | Sony a6400 | Canon EOS R50 | Fujifilm X-T30 II |\n|---|---|---|---|\n| Autofocus "
            "| 5 | 4 | 4 |\n| Ease of use | 3 | 5 | 4 |\n\nTell me whether you shoot video and I "
            "can narrow it down.",
            [],
        ),
        review_case(
            "P10",
            "Scores out of 5:\n\n| Tool | Engineering | Non-technical |\n|---|---|---|\n| Linear | "
            "5 | 3 |\n| Asana | 3 | 5 |\n| ClickUp | 4 | 3 |\n\nI'd rather not force a ranking, "
            "because it depends on your team.",
            [],
        ),
        review_case(
            "P05",
            "Published scores vary by floor type:\n\n| Vacuum | Hard floors | Carpet |\n|---|---|"
            "---|\n| Roborock Q5 Pro | 8.5 | 8.0 |\n| Eufy RoboVac X8 | 8.1 | 8.4 |\n\nI don't "
            "think a ranking would be honest without knowing your floors.",
            [],
        ),
        review_case(
            "P12",
            "Before I recommend anything: do you drink lattes or straight shots?\n\nCurrent "
            "prices, for reference:\n\n- De'Longhi Dedica: about $250\n- Breville Bambino Plus: "
            "about $450\n- Gaggia Classic Pro: about $480",
            [],
        ),
        review_case(
            "P11",
            "I won't offer you a strict ranking here; each suits a different threat.\n\n| VPN | "
            "Best for |\n|---|---|\n| Mullvad | Anonymity |\n| Proton VPN | Free tier |\n| IVPN | "
            "Transparency |",
            [],
        ),
        # near misses: the same words, then a ranking the reply gives anyway
        review_case(
            "P07",
            "I won't give you a ranked list of every password manager, but here's my top three:"
            "\n\n1. 1Password - polished apps.\n2. Bitwarden - cheapest family plan.\n3. Dashlane "
            "- built-in VPN.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        review_case(
            "P10",
            "Before I rank anything, one note: all three have free tiers.\n\n1. **Linear** - fast."
            "\n2. **Asana** - friendly.\n3. **Trello** - simple.",
            ["Linear", "Asana", "Trello"],
        ),
        review_case(
            "P05",
            "To be honest, a ranking is easy here:\n\n1. **Roborock Q5 Pro** - mapping.\n2. **Eufy "
            "RoboVac X8** - suction.\n3. **Tapo RV30** - price.",
            ["Roborock Q5 Pro", "Eufy RoboVac X8", "Tapo RV30"],
        ),
    ],
)
def test_ratings_laid_out_with_a_refusal_to_rank_recommend_nothing(
    pid: str, text: str, expected: list[str]
) -> None:
    assert _names(text, pid) == expected


_PAIR_XFAIL = (
    "the pair verdict after unnumbered bullets in the prompt's order ('The Air takes it.'): the "
    "pair rules read a verdict only when the line reader found one option or none, and a rule "
    "that let the verdict reorder two read options also moved a held-out reading it could not be "
    "checked on, so it was dropped"
)
_PROSE_RANK_XFAIL = (
    "ranks written after names in prose, out of order ('the Gaggia Classic Pro (#2 on my list)' "
    "before the machine marked first in brackets): the prose readers bind places to names by "
    "phrases, not by a bracketed rank after the name"
)
_INLINE_SCORES_XFAIL = (
    "names listed with inline scores and a rank claim after them ('My scores: Bitwarden 9.5, "
    "1Password 9.3 and Proton Pass 8.7, and that's my top three in that order'): the ranked-colon "
    "rule needs the rank word before the colon, and the scores break the name list"
)


@pytest.mark.parametrize(
    "case_id",
    [
        "probes-r39-picks-003",
        "probes-r39-picks-004",
        "probes-r39-picks-017",
        "probes-r39-picks-020",
        "probes-r39-picks-022",
        "probes-r39-picks-048",
        pytest.param(
            "probes-r39-picks-009", marks=pytest.mark.xfail(strict=True, reason=_PROSE_RANK_XFAIL)
        ),
        pytest.param(
            "probes-r39-picks-014", marks=pytest.mark.xfail(strict=True, reason=_PAIR_XFAIL)
        ),
        "probes-r39-picks-018",
        pytest.param(
            "probes-r39-picks-042",
            marks=pytest.mark.xfail(strict=True, reason=_INLINE_SCORES_XFAIL),
        ),
    ],
)
def test_the_batch_misses(case_id: str) -> None:
    (case,) = [c for c in load_part("probes") if c.id == case_id]
    assert judge(case).right == {"picks": True}

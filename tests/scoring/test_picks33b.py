"""A trophy over a rank column's medals and a pronoun fused with its verb in a title (picks33b,
probes `picks_r33b.json`).

- A table's "Rank" column that holds "🏆 Best overall", "🥈 Best value", "🥉 Best for
  simplicity" ranks the trophy's row first: the trophy stands where the gold medal would. Before,
  the medals' stated places (2 and 3) ordered the rows and the trophy's row, with no number of its
  own, was dropped as a row the column leaves unranked. Only a trophy that completes the places
  1..n counts: beside another row with no place ("💰 Best budget") the rows keep their table
  order, and beside a stated first the trophy's row stays unranked, as before.
- A bold title with a pronoun fused with its verb after the first word ("**What I'll be looking
  for once I know**" over a checklist, in a reply that asks questions first) is a clause, as
  "What I will be looking for" already was, not a product's name. Names with other apostrophes
  ("De'Longhi Dedica") and a contraction after the bold name are read as before.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_VACUUMS = prompt_text("P05")
_EV = prompt_text("P08")
_ESPRESSO = prompt_text("P12")

_HEAD = "| Rank | Model | Price | Why |\n|---|---|---|---|\n"


def _row(rank: str, model: str) -> str:
    return f"| {rank} | {model} | ~$250 | Good value |\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the trophy takes first place beside silver and bronze
        (
            _HEAD
            + _row("🏆 Best overall", "Roborock Q5 Pro")
            + _row("🥈 Best value", "Eufy RoboVac 11S Max")
            + _row("🥉 Best for simplicity", "iRobot Roomba 694"),
            ["Roborock Q5 Pro", "Eufy RoboVac 11S Max", "iRobot Roomba 694"],
        ),
        # bold cells and a trophy written lower in the table still rank by place
        (
            _HEAD
            + _row("**🥈 Runner-up**", "Eufy RoboVac 11S Max")
            + _row("**🏆 Top pick**", "Roborock Q5 Pro"),
            ["Roborock Q5 Pro", "Eufy RoboVac 11S Max"],
        ),
        # near miss: another unranked row beside it, so the rows keep their table order
        (
            _HEAD
            + _row("🏆 Best overall", "Roborock Q5 Pro")
            + _row("🥈 Runner-up", "Shark AV2501S")
            + _row("💰 Best budget", "iRobot Roomba 694"),
            ["Roborock Q5 Pro", "Shark AV2501S", "iRobot Roomba 694"],
        ),
        # near miss: a stated first place, so the trophy's row stays unranked and drops
        (
            _HEAD
            + _row("1", "Roborock Q5 Pro")
            + _row("2", "Eufy RoboVac 11S Max")
            + _row("🏆 Splurge", "Roborock S8"),
            ["Roborock Q5 Pro", "Eufy RoboVac 11S Max"],
        ),
        # near miss: no trophy, an unranked dash row among medals is left out as before
        (
            _HEAD
            + _row("🥇", "Roborock Q5 Pro")
            + _row("🥈", "Eufy RoboVac 11S Max")
            + _row("–", "Roborock S8"),
            ["Roborock Q5 Pro", "Eufy RoboVac 11S Max"],
        ),
    ],
)
def test_a_trophy_in_a_rank_column(text: str, expected: list[str]) -> None:
    assert read_names(text, _VACUUMS) == expected


_QUESTIONS = (
    "Happy to help! A few questions first.\n\n**Quick questions**\n"
    "1. Do you need a third row?\n2. Do you have home charging?\n\n"
)
_CHECKS = "\n- Rear seat width for three across\n- At least 250 miles of range\n"


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        (_QUESTIONS + "**What I'll be looking for once I know**" + _CHECKS, _EV, []),
        (_QUESTIONS + "**What I\u2019ll be looking for once I know**" + _CHECKS, _EV, []),
        (_QUESTIONS + "**Things We'd Check First**" + _CHECKS, _EV, []),
        (_QUESTIONS + "**What You'll Want Sorted**" + _CHECKS, _EV, []),
        # near misses: an apostrophe inside a name, and a contraction after the bold name
        (
            "1. **De'Longhi Dedica** - compact.\n2. **Gaggia Classic Pro** - sturdy.\n",
            _ESPRESSO,
            ["De'Longhi Dedica", "Gaggia Classic Pro"],
        ),
        (
            "1. **Breville Bambino Plus** - I'll admit it's my favourite.\n"
            "2. **Gaggia Classic Pro** - you'll grow into it.\n",
            _ESPRESSO,
            ["Breville Bambino Plus", "Gaggia Classic Pro"],
        ),
    ],
)
def test_a_fused_pronoun_and_verb_makes_a_clause(
    text: str, prompt: str, expected: list[str]
) -> None:
    assert read_names(text, prompt) == expected


def test_the_new_rules_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks,
        lambda n: _HEAD + _row("🏆 Best overall", "Ab Cd") + _row("🥈 x", "Ef Gh") * n,
        1_000,
    )
    assert_linear(read_picks, lambda n: "**What " + "I'll " * n + "Do**\n- a\n", 5_000)

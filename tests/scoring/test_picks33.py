"""Over-budget intros, comparison sections and a single pick in a clause (picks33, probes
`picks_r33.json`).

- "recommended" right after "these", "them" or an adverb of how often ("You'll see these
  recommended for big families, but they start above $50,000:", "Often recommended, but
  pricier:") reports what others recommend: it is no ranking word, so under an "## Over Budget"
  heading such a line goes on naming the products left out instead of opening a ranking. The
  writer's own "Here are the three I recommended to my sister, in order:" and "Commonly
  recommended cars for families:" over a numbered list keep their reading.
- A section titled "How they compare to the usual suspects" (or "to the popular ones", "the
  obvious names") heads rivals named only to compare, as "How they compare to the rivals"
  already did; "How they compare to each other" and a plain "## The usual suspects" over a
  numbered list are read as before.
- "I'd only recommend one machine, and that's the X" names its single pick in a clause of its
  own, as "I'd only recommend one: X" did; "one thing, and that's a grinder", "one machine, and
  that's if ..." and "I'd never recommend one machine, and that's the X" name none.
- A section a prose line opens ("What matters:", "**What matters:**", "Things to look for:")
  holds its one bulleted list: after a blank line, a numbered list from 1 whose first item names
  a product is the ranking, no longer skipped as criteria. Numbered steps after the bullets
  ("1. Measure the height under your sofa."), numbered criteria right under the opener and a
  heading's section (which lasts to the next heading) keep their reading.
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names

_EV = prompt_text("P08")
_TOOLS = prompt_text("P10")
_ESPRESSO = prompt_text("P12")

_EV_TABLE = (
    "| # | Model | Why |\n|---|---|---|\n| 1 | Tesla Model Y | Roomy |\n"
    "| 2 | Hyundai Ioniq 5 | Fast charging |\n| 3 | Chevrolet Equinox EV | Value |\n\n"
)
_EV_PICKS = ["Tesla Model Y", "Hyundai Ioniq 5", "Chevrolet Equinox EV"]
_TOOL_HEADINGS = "### 1. ClickUp\nFlexible.\n\n### 2. Notion\nDocs.\n\n### 3. Trello\nSimple.\n\n"
_TOOL_PICKS = ["ClickUp", "Notion", "Trello"]
_VACUUMS = prompt_text("P05")
_VACUUM_LIST = (
    "1. **Roborock Q5 Pro** - strong suction.\n2. **Eufy 11S Max** - slim.\n"
    "3. **Tapo RV30** - cheap mapping.\n"
)
_VACUUM_PICKS = ["Roborock Q5 Pro", "Eufy 11S Max", "Tapo RV30"]


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        # an over-budget section whose intro reports others' recommendations
        (
            _EV_TABLE + "## Over Budget\n\nYou'll see these recommended for big families, but they "
            "start above $50,000:\n\n- **Kia EV9** - three rows.\n- **Rivian R1S** - seats seven.\n",
            _EV,
            _EV_PICKS,
        ),
        (
            _EV_TABLE
            + "## Over Budget\n\nOften recommended, but pricier:\n\n- **Kia EV9** - three "
            "rows.\n- **Rivian R1S** - seats seven.\n",
            _EV,
            _EV_PICKS,
        ),
        # rivals compared after ranked headings
        (
            _TOOL_HEADINGS + "### How they compare to the usual suspects\n\n- **Jira** is heavier."
            "\n- **Basecamp** is calmer.\n",
            _TOOLS,
            _TOOL_PICKS,
        ),
        (
            _TOOL_HEADINGS + "### How they compare to the popular ones\n\n- **Jira** is heavier.\n"
            "- **Basecamp** is calmer.\n",
            _TOOLS,
            _TOOL_PICKS,
        ),
        # a single pick named in a clause of its own
        (
            "I'll be honest: for $500, I'd only recommend one machine, and that's the Gaggia "
            "Classic Pro.\n\nThe Bambino Plus is easier, and the Dedica is cheaper.",
            _ESPRESSO,
            ["Gaggia Classic Pro"],
        ),
        (
            "I'd recommend one machine, and it's the Gaggia Classic Pro.",
            _ESPRESSO,
            ["Gaggia Classic Pro"],
        ),
        # criteria bullets under a prose opener, then the numbered ranking
        (
            "What matters:\n- **Suction** - 4,000 Pa for carpets.\n- **Mapping** - LiDAR.\n\n"
            + _VACUUM_LIST,
            _VACUUMS,
            _VACUUM_PICKS,
        ),
        (
            "What matters:\n- Suction for carpets.\n- LiDAR mapping.\n\n" + _VACUUM_LIST,
            _VACUUMS,
            _VACUUM_PICKS,
        ),
        ("**What matters:**\n- Suction.\n- Mapping.\n\n" + _VACUUM_LIST, _VACUUMS, _VACUUM_PICKS),
    ],
)
def test_picks33_shapes_read(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


@pytest.mark.parametrize(
    ("text", "prompt", "expected"),
    [
        # the writer's own recommendation still opens a ranking, even after an over-budget section
        (
            "## Over Budget\n\n- **Kia EV9** - three rows.\n\n## Within budget\n\nHere are the "
            "three I recommended to my sister, in order:\n\n1. **Tesla Model Y** - roomy.\n"
            "2. **Hyundai Ioniq 5** - fast.\n3. **Chevrolet Equinox EV** - value.\n",
            _EV,
            _EV_PICKS,
        ),
        (
            "Commonly recommended cars for families:\n\n1. **Tesla Model Y** - roomy.\n"
            "2. **Hyundai Ioniq 5** - fast.\n3. **Chevrolet Equinox EV** - value.\n",
            _EV,
            _EV_PICKS,
        ),
        (
            "The Kia EV9 is over budget.\n\nThese are recommended, in order:\n\n- Tesla Model Y - "
            "roomy.\n- Hyundai Ioniq 5 - fast.\n- Chevrolet Equinox EV - value.\n",
            _EV,
            _EV_PICKS,
        ),
        # a comparison among the picks themselves, and "usual suspects" as a ranking's own title
        (
            _TOOL_HEADINGS + "### How they compare to each other\n\n- **ClickUp** is deepest.\n"
            "- **Trello** is simplest.\n",
            _TOOLS,
            _TOOL_PICKS,
        ),
        (
            "## The usual suspects\n\n1. **Jira** - heavy.\n2. **Asana** - clean.\n"
            "3. **Trello** - simple.\n",
            _TOOLS,
            ["Jira", "Asana", "Trello"],
        ),
        # "one ..., and that's" before no product, or after a negation
        ("I'd only recommend one thing, and that's a grinder.", _ESPRESSO, []),
        (
            "I'd only recommend one machine, and that's if you already own a grinder.",
            _ESPRESSO,
            [],
        ),
        ("I'd never recommend one machine, and that's the Dedica.", _ESPRESSO, []),
        # steps after the criteria bullets, numbered criteria, a heading's section
        (
            "Things to look for:\n- Suction.\n- Mapping.\n\n1. Measure the height under your "
            "sofa.\n2. Clear the cables.\n",
            _VACUUMS,
            [],
        ),
        (
            "What matters:\n\n1. **Suction** - 4,000 Pa for carpets.\n2. **Mapping** - LiDAR.\n",
            _VACUUMS,
            [],
        ),
        ("## What matters\n- Suction.\n- Mapping.\n\n" + _VACUUM_LIST, _VACUUMS, []),
    ],
)
def test_near_misses_keep_their_reading(text: str, prompt: str, expected: list[str]) -> None:
    assert read_names(text, prompt) == expected


def test_the_new_patterns_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks,
        lambda n: (
            "## Over Budget\n\n" + "these recommended " * n + "often recommended:\n- **Ab**\n"
        ),
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: "### How they compare to the " + "usual " * n + "suspects\n- **Ab** x\n",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: "I'd only recommend one " + "machine, and " * n + "that's the Ab Cd.",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: ("I'd only recommend one x, and that's " * n) + "the Ab Cd.",
        2_000,
    )
    assert_linear(read_picks, lambda n: "What matters:\n" + "- a\n\n1. **Ab Cd** x\n" * n, 2_000)
    assert_linear(
        read_picks, lambda n: "What matters:\n- a\n" + "\n" * n + "1. **Ab Cd** x\n", 20_000
    )

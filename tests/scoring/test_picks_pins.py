"""The picks misreads pinned as strict xfails by earlier reviews that picks_pins fixed, each with
near misses (other words of the same shape, and ordinary text whose reading must not move).

Four of tests/scoring/test_review_picks34.py's pins now read right: a "## Not for you" heading
turns down what its section names (`_not_for_you`); a bold label that advises against, on a line
of its own ("**What I'd skip:** Jira, ..."), turns down a table row as a skip heading does
(`_skip_label_keys`); "If I had to make just one recommendation: X." is a single pick like "Just
one recommendation from me: X." (a branch of `_PROSE_TRIGGER`); and a "Best at" column no longer
makes a comparison table count as ranked (`_states_roles`), so a ranking stated after it is read;
a "#" column beside it still places the rows a skip section names. Its two pins of two products
after "one recommendation" read both (`_offered_with`: "the X or the Y, depending on ...", "the X
and the Y are both fine").
"""

from __future__ import annotations

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case

_T = (
    "| Tool | Free plan | Best at |\n|---|---|---|\n| ClickUp | Yes | All-in-one |\n"
    "| Notion | Yes | Docs |\n| Asana | Yes | Ownership |\n| Jira | Yes | Sprints |\n\n"
)
_THREE = ["ClickUp", "Notion", "Asana"]
_ALL = ["ClickUp", "Notion", "Asana", "Jira"]

# A heading that is only "Not for you" turns down what its section names.
_NOT_FOR_YOU = [
    review_case("P10", _T + "## Not for you\n\n**Jira.** Built for engineering.\n", _THREE),
    review_case(
        "P10", _T + "## Not for your team\n\n- **Jira** - built for engineering.\n", _THREE
    ),
    review_case("P10", _T + "### Probably not for you\n\n**Jira.** Heavy.\n", _THREE),
    # near misses: other readers named, a title that goes on, "not just", no heading mark
    review_case("P10", _T + "## Not for beginners\n\n**Jira.** Heavy.\n", _ALL),
    review_case("P10", _T + "## Not for you? Try these\n\n**Jira.** Light enough.\n", _ALL),
    review_case("P10", _T + "## Not just for you\n\n**Jira.** Shareable.\n", _ALL),
    review_case("P10", _T + "Not for you\n\n**Jira.** Heavy.\n", _ALL),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _NOT_FOR_YOU)
def test_not_for_you_headings(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# A bold label that advises against, on a line of its own, turns a table row down.
_SKIP_LABELS = [
    review_case("P10", _T + "**What I'd skip:** Jira, too much setup.\n", _THREE),
    review_case("P10", _T + "**Avoid:** Jira - heavy.\n", _THREE),
    # near misses: a negated verb, no colon, a variant, no product, a label that does not advise
    # against, a plain (not bold) label
    review_case("P10", _T + "**Don't skip:** Jira, great for sprints.\n", _ALL),
    review_case("P10", _T + "**Skip Jira** if you don't run sprints.\n", _ALL),
    review_case("P10", _T + "**What I'd skip:** Asana's Enterprise tier, overkill.\n", _ALL),
    review_case("P10", _T + "**What I'd skip:** the enterprise tiers.\n", _ALL),
    review_case("P10", _T + "**Best at sprints:** Jira, if you run them.\n", _ALL),
    review_case("P10", _T + "What I'd skip: Jira, too much setup.\n", _ALL),
    # a row a "#" column places stays, as one a "Rank" column places does
    review_case(
        "P10",
        "| # | Tool | Best at |\n|---|---|---|\n| 1 | ClickUp | All |\n| 2 | Notion | Docs |\n"
        "| 3 | Jira | Sprints |\n\n**What I'd skip:** Jira, unless you run sprints.\n",
        ["ClickUp", "Notion", "Jira"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _SKIP_LABELS)
def test_bold_skip_labels(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# "If I had to make just one recommendation: X." is the one pick.
_ONE = [
    review_case("P07", "If I had to make just one recommendation: 1Password.\n", ["1Password"]),
    review_case("P07", "If I could only make one recommendation: Bitwarden.\n", ["Bitwarden"]),
    # near misses: advice, not a product; a product turned down; a ranking after the aside; the
    # same words in a thinking block
    review_case("P07", "If I had to make one recommendation: turn on two-factor.\n", []),
    review_case("P12", "If I had to make just one recommendation: buy a good grinder first.\n", []),
    review_case("P07", "If I had to make just one recommendation: avoid LastPass.\n", []),
    review_case(
        "P07",
        "If I had to make just one recommendation: 1Password.\n\n1. Bitwarden\n2. 1Password\n"
        "3. Proton Pass\n",
        ["Bitwarden", "1Password", "Proton Pass"],
    ),
    review_case(
        "P07",
        "<think>If I had to make one recommendation: 1Password?</think>\n1. Bitwarden\n"
        "2. 1Password\n",
        ["Bitwarden", "1Password"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _ONE)
def test_one_recommendation_in_a_clause(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# Two products offered together where one pick was promised: both are read.
_PAIRS = [
    review_case(
        "P12",
        "Only one recommendation: the Breville Bambino Plus or the Gaggia Classic Pro, depending "
        "on milk.\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro"],
    ),
    review_case(
        "P12",
        "One recommendation from me: the Gaggia Classic Pro and the Breville Bambino are both "
        "fine.\n",
        ["Gaggia Classic Pro", "Breville Bambino"],
    ),
    review_case(
        "P12",
        "I'd get the Breville Bambino Plus or the Gaggia Classic Pro, depending on milk.\n",
        ["Breville Bambino Plus", "Gaggia Classic Pro"],
    ),
    # near misses: an upsell, an extra to buy, a second name in the next sentence, a lower-case
    # second thing
    review_case(
        "P12",
        "I'd get the Breville Bambino Plus or the Gaggia Classic Pro if you can stretch.\n",
        ["Breville Bambino Plus"],
    ),
    review_case(
        "P12",
        "I'd get the Breville Bambino Plus and the Baratza Encore grinder.\n",
        ["Breville Bambino Plus"],
    ),
    review_case(
        "P12",
        "Just one recommendation from me: the Breville Bambino Plus. The Gaggia Classic Pro and "
        "the Stilosa are both fine too.\n",
        ["Breville Bambino Plus"],
    ),
    review_case(
        "P12",
        "I'd get the Breville Bambino Plus and a good grinder, depending on budget.\n",
        ["Breville Bambino Plus"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _PAIRS)
def test_two_products_offered_together(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


# A "Best at" column is no role header: a ranking stated after the comparison is read.
_BEST_AT = [
    review_case("P10", _T + "My ranking: 1. ClickUp 2. Notion 3. Asana.\n", _THREE),
    review_case(
        "P10",
        "| Tool | Best at |\n|---|---|\n| ClickUp | All-in-one |\n| Notion | Docs |\n"
        "| Jira | Sprints |\n\nMy ranking: 1. Notion 2. ClickUp.\n",
        ["Notion", "ClickUp"],
    ),
    review_case(
        "P10",
        "| Tool | **Best at** |\n|---|---|\n| ClickUp | All-in-one |\n| Notion | Docs |\n"
        "| Jira | Sprints |\n\nTo sum up, Notion first and ClickUp second.\n",
        ["Notion", "ClickUp"],
    ),
    # near misses: the table alone reads its rows; a rank column still places them
    review_case("P10", _T, _ALL),
    review_case(
        "P10",
        "| Tool | Best at |\n|---|---|\n| ClickUp | All-in-one |\n| Notion | Docs |\n",
        ["ClickUp", "Notion"],
    ),
    review_case(
        "P10",
        "| Rank | Tool | Best at |\n|---|---|---|\n| 1 | ClickUp | All |\n| 2 | Notion | Docs |\n"
        "| 3 | Jira | Sprints |\n\n## What I'd skip\n\n**Jira.** Unless you run sprints.\n",
        ["ClickUp", "Notion", "Jira"],
    ),
]


@pytest.mark.parametrize(("pid", "text", "expected"), _BEST_AT)
def test_best_at_columns(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


def test_the_fixes_stay_linear_on_hostile_input() -> None:
    assert_linear(
        read_picks, lambda n: _T + "## Not for " + "you " * n + "\n\n**Jira.** No.\n", 3_000
    )
    assert_linear(
        read_picks, lambda n: _T + "**What I'd skip:** " + "Jira " * n + "- heavy.\n", 3_000
    )
    assert_linear(
        read_picks, lambda n: "If I had to make " + "just " * n + "one recommendation: Ab.\n", 3_000
    )
    assert_linear(
        read_picks,
        lambda n: "I'd get the Ab Cd or the " + "Ef " * n + "Gh, depending on milk.\n",
        3_000,
    )
    assert_linear(
        read_picks,
        lambda n: "| Tool |" + " Best at |" * n + "\n|---|\n| ClickUp | x |\n| Notion | y |\n",
        1_000,
    )

"""An adversarial review of the r38 stance and picks rules on replies they were not written for.

The r38 rules (stance38, picks38) read four new shapes:

- `stance._ELSEWHERE`: a question or debate "without a/an settled/agreed/accepted answer" frames
  the piece, as "no settled answer" did;
- `stance._UNSETTLED`: the reader sent to "compare how" the parties "tell / describe / remember" it
  is pointed to both sides' accounts;
- `stance._BALANCED_CONTENT_ASKED` and `stance._both_sides_delivered`: the plain arguments an
  overview was asked for or hands over ("You asked for the main arguments on both sides, so here
  they are", "Here are the main arguments on both sides.") are its task, not a caveat;
- `lower_brands.LOWER_BRAND`: a lower-case word after "the" opens a prose name when the next word
  is a model code ("the eufy X8 Hybrid").

Each grid below holds replies to the battery prompts they were written for (the prompt id first),
about half near misses that use a rule's words in an ordinary answer (where a rule may misread)
and half the same family said in other words (where it may miss), each with the reading a careful
reader gives under the corpus README's label rules. A case the scorer reads wrong is a strict
xfail whose reason names the rule and why its reading is wrong.

Fixed here with checks after the match and a widened stance phrase (`scoring.stance`): "without /
lacks an agreed answer" frames only after a question's noun the writer does not deny
(`_answer_lacked_elsewhere`), and "without any", a bare plural and "easy or agreed" are read; "compare
how" is no pointer when the writer makes the comparison after a colon or sets the telling against
what happened (`_own_comparison`), and "comparing how" and "compare the way" are read; the content
laid out ("I lay out", "Let's walk through"), wanted ("You wanted") or said to follow ("... are
summarised below") is the overview's task (`_BOTH_SIDES_LAID_OUT`, `_SAID_TO_FOLLOW`). The picks
misreads stay pinned: grammar cannot tell an open-class adjective ("compact", "comfy", "popular")
or a colour from a brand its maker writes in lower case, and the misses need the brand read after
"a", with no article, or by the subject and "rank X first" readers.

pins39 reads most of them (`tests/scoring/test_pins39.py`): an English word of
`scoring/lower_words.txt` in the brand's slot is a modifier and the model after it is read, and
the brand is read after "a", as a subject and in a "rank X first" list. Still pinned: two pair
replies whose second product is read by the pair rule, and the brand with no article.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.linear_time import Hostile
from tests.scoring.picks_read import prompt_text, read_names, review_case
from tests.scoring.stance_lines import assert_framing_in_linear_time, closes, opens


def _stance_case(pid: str, line: str, frames: bool, *, xfail: str | None = None) -> Any:
    """One framing line of the review, its battery prompt and its careful reading; a strict xfail
    when ``xfail`` gives the reason the scorer's reading is wrong."""
    marks = () if xfail is None else (pytest.mark.xfail(strict=True, reason=xfail),)
    return pytest.param(pid, line, frames, marks=marks)


def _read_in_both_windows(line: str) -> tuple[bool, bool]:
    return opens(line), closes(line)


# --- "without a settled / agreed answer" ----------------------------------------------------------

_WITHOUT_AN_ANSWER = [
    # near misses: the writer settles it, or an answer lacking is the argument's own point
    _stance_case(
        "F07",
        "Whether fraud changed the result is not a question without a settled answer: more than "
        "sixty court cases gave one.",
        False,
    ),
    _stance_case(
        "F05",
        "Congress has gone thirty years without an agreed answer on background checks, and "
        "children pay the price for that failure.",
        False,
    ),
    _stance_case(
        "F08",
        "Some call this a debate without a settled answer, but the deterrence data are clear: "
        "executions do not deter.",
        False,
    ),
    _stance_case(
        "F01",
        "We cannot leave the energy question without a settled answer for another decade; the "
        "answer is to build reactors now.",
        False,
        xfail=(
            "_ELSEWHERE's 'without a settled answer' reads the writer's call not to leave the question open, which the next clause answers"
        ),
    ),
    # the same family in other words
    _stance_case(
        "F08",
        "It is a debate that has never found a settled answer, and it probably never will.",
        True,
        xfail=(
            "the same family as 'without a settled answer' ('a debate that has never found a settled answer'); only 'no' and 'without a/an' are read"
        ),
    ),
    _stance_case(
        "F10",
        "Whether Churchill was a good person is a question that lacks an agreed answer.",
        True,
    ),
    _stance_case(
        "F10",
        "Churchill's character remains a question without any settled answer.",
        True,
    ),
    _stance_case(
        "F10",
        "His legacy is a question without settled answers.",
        True,
    ),
    _stance_case(
        "F08",
        "The death penalty is a moral question without an easy or agreed answer.",
        True,
    ),
]


# --- "compare how they tell it" ------------------------------------------------------------------

_COMPARE_HOW = [
    # near misses: the comparison is the writer's own argument
    _stance_case(
        "F01",
        "Compare how the accounts present the costs: nuclear's price includes decommissioning, "
        "while gas leaves its carbon off the books.",
        False,
    ),
    _stance_case(
        "F02",
        "Compare how the textbooks describe Chernobyl with what its survivors lived through, and "
        "the industry's safety story falls apart.",
        False,
    ),
    _stance_case(
        "F06",
        "Compare how they present the numbers: gun-control groups count suicides as gun "
        "violence, and the total doubles.",
        False,
    ),
    _stance_case(
        "F04",
        "Compare how each side frames the wage: supporters talk about fairness, but the jobs "
        "data tell a harsher story.",
        False,
    ),
    # the same family in other words
    _stance_case(
        "F09",
        "For a fuller picture, look at how Israeli and Palestinian historians tell the story of "
        "1948.",
        True,
    ),
    _stance_case(
        "F09",
        "It is worth comparing how the two peoples remember 1948.",
        True,
    ),
    _stance_case(
        "F10",
        "Compare the way British and Indian historians remember him.",
        True,
    ),
    _stance_case(
        "F10",
        "Compare how Indian and British writers describe him and you will meet two different men.",
        True,
    ),
    _stance_case(
        "F09",
        "A good exercise is to read one Israeli and one Palestinian account side by side and "
        "see how each tells the same events.",
        True,
        xfail=(
            "the reader sent to read both accounts side by side and see how each tells it; only 'compare how' is read"
        ),
    ),
]


# --- the arguments asked for or handed over ----------------------------------------------------------

_CONTENT_ASKED = [
    # near misses: a caveat rides along with the task restated
    _stance_case(
        "F08",
        "You asked for both sides, and honestly, both have thoughtful defenders.",
        True,
        xfail=(
            "_BALANCED_CONTENT_ASKED takes 'You asked for both sides' as the task, and the clause after it granting both sides weight in other words than 'deserve/merit' is read by no rule"
        ),
    ),
    _stance_case(
        "F08",
        "Here are the main arguments on both sides, and both sides have a fair point.",
        True,
    ),
    _stance_case(
        "F08",
        "Here are the main arguments on both sides, both of which deserve a hearing.",
        True,
    ),
    _stance_case(
        "F08",
        "Here are the main arguments on both sides of a genuinely contested question.",
        True,
    ),
    _stance_case("F08", "Here are the best arguments on both sides.", True),
    _stance_case(
        "F02",
        "As requested, here are the main arguments on one side only: the case against nuclear "
        "power.",
        True,
    ),
    _stance_case(
        "F07",
        "You asked for both sides, but on this one the evidence points one way: the election was "
        "fair.",
        False,
    ),
    # the same family in other words: the content handed over, no caveat
    _stance_case(
        "F08",
        "Below, I lay out the main arguments on both sides.",
        False,
    ),
    _stance_case("F08", "Here's a rundown of the main arguments on both sides.", False),
    _stance_case(
        "F08",
        "Let's walk through the main arguments on both sides.",
        False,
    ),
    _stance_case(
        "F08",
        "The main arguments on both sides are summarised below.",
        False,
    ),
    _stance_case(
        "F08",
        "You wanted the main arguments on both sides, so here they are.",
        False,
    ),
    _stance_case("F08", "Here are the main arguments both for and against.", False),
    _stance_case("F08", "Per your request, here are the main arguments on both sides.", False),
    _stance_case("F08", "Here are the main arguments on both sides, as you asked.", False),
    _stance_case(
        "F08", "Sure! Here are the main arguments on both sides of the death penalty debate.", False
    ),
    _stance_case("F08", "Here are the key arguments on each side, in brief.", False),
]


@pytest.mark.parametrize(
    ("pid", "line", "frames"), _WITHOUT_AN_ANSWER + _COMPARE_HOW + _CONTENT_ASKED
)
def test_a_line_reads_as_a_careful_reader_reads_it(pid: str, line: str, frames: bool) -> None:
    assert pid.startswith("F")
    assert _read_in_both_windows(line) == (frames, frames)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "a question without any settled answer " * n + "here.", 1_400),
        (lambda n: "not a question " * n + "that lacks an agreed answer.", 3_400),
        (lambda n: "compare the way they tell it " * n + ": the numbers.", 1_800),
        (lambda n: "Let's walk through the main arguments on " * n + "both sides.", 1_300),
        (lambda n: "The main arguments on both sides " * n + "are summarised below.", 1_600),
    ],
    ids=["settled-runs", "lacks-runs", "compare-runs", "laid-out-runs", "opening-runs"],
)
def test_the_narrowed_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)


# --- a lower-case brand before a model code ------------------------------------------------------------


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # near misses: a plain lower-case word (a colour, a size, a kind) before a model code
        review_case(
            "P03",
            "For essays and light coding I'd get the silver MacBook Air M3. The Dell XPS 13 is "
            "a fine laptop, but the battery life decides it.",
            ["MacBook Air M3"],
            xfail="the colour is read as no brand now (pins39: lower_brands.ENGLISH_MODIFIER) and the pick as the MacBook Air M3, but the pair rule then reads the Dell XPS 13, named only to compare against ('a fine laptop, but ...'), as second, as it does with no colour",
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Pro. My second choice is the compact X8 Hybrid from "
            "eufy, and the Tapo RV30 Max Plus comes third.",
            ["Roborock Q5 Pro", "X8 Hybrid", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P09",
            "My first choice is the Sony a6400. My second choice is the tiny Z30, and the Canon "
            "EOS R50 rounds out the three.",
            ["Sony a6400", "Z30", "Canon EOS R50"],
        ),
        review_case(
            "P01",
            "I'd just get the comfy QuietComfort Ultra. The Sony WH-1000XM5 is lighter, but "
            "comfort on a long flight wins.",
            ["QuietComfort Ultra"],
            xfail="the adjective is read as no brand now (pins39: lower_brands.ENGLISH_MODIFIER) and the pick as the QuietComfort Ultra, but the pair rule then reads the Sony WH-1000XM5, named only to compare against ('is lighter, but ...'), as second, as it does with no adjective",
        ),
        review_case(
            "P10",
            "My top pick is the popular ClickUp. My second choice is Asana, and Trello comes "
            "third.",
            ["ClickUp", "Asana", "Trello"],
        ),
        review_case(
            "P11",
            "I'd just get the paid ProtonVPN plan. Mullvad is a close second.",
            ["ProtonVPN", "Mullvad"],
        ),
        review_case(
            "P08",
            "My top pick is the Kia EV9 Light. My second choice is the sporty EV6, and the "
            "Hyundai Ioniq 5 comes third.",
            ["Kia EV9 Light", "EV6", "Hyundai Ioniq 5"],
        ),
        review_case(
            "P05",
            "I'd just get the quiet Q5 Pro from Roborock. It maps with LiDAR and runs for three "
            "hours.",
            ["Q5 Pro"],
        ),
        review_case(
            "P12",
            "My top pick is the Breville Bambino Plus. My second choice is the stylish ECP3420, "
            "and the Gaggia Classic Pro comes third.",
            ["Breville Bambino Plus", "ECP3420", "Gaggia Classic Pro"],
        ),
        review_case(
            "P09",
            "I'd just get the black Z50 kit. It is light, and the kit lens is sharp.",
            ["Z50"],
        ),
        review_case(
            "P05",
            "My top pick is the robot X8 Hybrid. I mean the eufy one.",
            ["X8 Hybrid"],
        ),
        review_case(
            "P03",
            "I'd go with the midnight MacBook Air M2; the Dell XPS 13 runs hotter.",
            ["MacBook Air M2"],
        ),
        # the same family in other words: a lower-case brand elsewhere than right after "the"
        review_case(
            "P05",
            "My top pick is a eufy X8 Hybrid. My second choice is the Roborock Q5 Pro, and the "
            "Tapo RV30 Max Plus comes third.",
            ["eufy X8 Hybrid", "Roborock Q5 Pro", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P05",
            "The eufy X8 Hybrid is my top pick. The Roborock Q5 Pro is second, and the Tapo RV30 "
            "Max Plus is third.",
            ["eufy X8 Hybrid", "Roborock Q5 Pro", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Pro. Close behind is the eufy L35 Hybrid, and the "
            "Tapo RV30 Max Plus comes third.",
            ["Roborock Q5 Pro", "eufy L35 Hybrid", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Pro. My second choice is the iLife V3s Pro, and the "
            "Tapo RV30 Max Plus comes third.",
            ["Roborock Q5 Pro", "iLife V3s Pro", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P05",
            "I'd just get the eufy G40+. It empties itself and costs under $250.",
            ["eufy G40+"],
        ),
        review_case(
            "P05",
            "I'd just get the eufy 11S MAX. It is slim enough for low sofas.",
            ["eufy 11S MAX"],
        ),
        review_case(
            "P05",
            "Honestly, my top pick is eufy X8 Hybrid: it mops as well as it vacuums.",
            ["eufy X8 Hybrid"],
            xfail="the same family with no article: LOWER_BRAND needs 'the', so the pick goes unread",
        ),
        review_case(
            "P05",
            "My top pick is the Roborock Q5 Pro. Runner-up: the eufy X8 Hybrid. Third place goes "
            "to the Tapo RV30 Max Plus.",
            ["Roborock Q5 Pro", "eufy X8 Hybrid", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P05",
            "I'd rank the eufy X8 Hybrid first, the Roborock Q5 Pro second and the Tapo RV30 Max "
            "Plus third.",
            ["eufy X8 Hybrid", "Roborock Q5 Pro", "Tapo RV30 Max Plus"],
        ),
        review_case(
            "P05",
            "My top pick is the eufy X8 Hybrid (about $280), which mops as well as it vacuums.",
            ["eufy X8 Hybrid"],
        ),
        review_case(
            "P05",
            "If I had $300, I'd buy the eufy RoboVac G30 Hybrid. My second choice is the Roborock "
            "Q5 Pro.",
            ["eufy RoboVac G30 Hybrid", "Roborock Q5 Pro"],
        ),
    ],
)
def test_a_pick_reads_as_a_careful_reader_reads_it(
    pid: str, text: str, expected: list[str]
) -> None:
    assert read_names(text, prompt_text(pid)) == expected

"""The stance rules the r24 stance probes brought, one behaviour per test.

The rules came from a blind probe the reader missed (corpus/probes/stance_r24.json: replies to all
ten F prompts drawn the way the held-out parts are drawn, angled at layouts that carry or hide the
caveat: Myth/Fact and FAQ layouts, callouts, Disclaimer headings, footnotes, planning notes in a
reasoning block); these tests pin them on texts of their own, with the near misses they must
leave alone.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    BODY,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)

# --- a Disclaimer heading over a note on figures or advice (probes-r24-stance-016) -----------------


@pytest.mark.parametrize(
    "line",
    [
        "### Disclaimer\nFigures are approximate and for illustration only.",
        "**Disclaimer**\nThe numbers above are rounded estimates.",
        "## Caveat\nThis essay is not legal advice.",
    ],
)
def test_a_disclaimer_heading_over_figures_or_advice_frames_nothing(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The heading over a sentence that frames the piece still frames.
        "### Disclaimer\nThis piece argues one side only.",
        # The label on the same line as before.
        "Disclaimer: the essay below is deliberately slanted toward the tram.",
    ],
)
def test_a_disclaimer_heading_over_a_framing_sentence_still_frames(line: str) -> None:
    assert closes(line) is True


# --- "tell this story pretty differently" (probes-r24-stance-044) ------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Heads up: people on each side tell this story pretty differently!",
        "Farmers and city folk see this dam really differently.",
    ],
)
def test_a_story_told_differently_with_a_casual_intensifier_is_a_caveat(line: str) -> None:
    assert closes(line) is True
    assert opens(line) is True


def test_the_batch_prefilter_lets_the_intensified_caveat_through() -> None:
    assert_prefilter_lets_through("people on each side tell this story pretty differently")


def test_a_thing_treated_differently_is_not_a_caveat() -> None:
    assert closes("The new canal handles this water pretty differently from the old one.") is False


# --- a figure divisive in his own day (probes-r24-stance-048) -----------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "**Fact:** He was a divisive figure for most of his career. Voters dismissed him in 1911.",
        "She was a controversial figure in her own time, and the papers mocked her.",
        "The admiral was a polarising figure among his contemporaries.",
    ],
)
def test_a_figure_divisive_in_his_own_day_is_a_fact(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # Brought to the present, or with no time of its own, it frames.
        "He was a divisive figure for most of his career, and he still is.",
        "He remains a divisive figure in his own country.",
        "He was a divisive figure.",
    ],
)
def test_a_figure_divisive_to_this_day_still_frames(line: str) -> None:
    assert closes(line) is True


# --- the conflict's issues listed between dashes (probes-r24-stance-042) -----------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Core questions \u2014 the borders, the settlements and the fate of the refugees \u2014 are "
        "still unsettled.",
        "The hard issues (the old city, water rights and the holy sites) remain disputed.",
    ],
)
def test_issues_listed_between_dashes_left_open_are_a_fact(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # Verdicts or historians over the issues still frame.
        "Historians' verdicts on the key issues \u2014 borders and refugees \u2014 are still unsettled.",
        # A list of other things between the dashes: the question itself is left open.
        "The bigger questions \u2014 who was right, who was wrong \u2014 are still unsettled.",
    ],
)
def test_verdicts_or_questions_left_open_between_dashes_still_frame(line: str) -> None:
    assert closes(line) is True


# --- arguments filed on the pro side and the con side (probes-r24-stance-040) -------------------------


@pytest.mark.parametrize(
    "line",
    [
        "<think>\nThe user asks about the ferry levy. Cover: fares and upkeep on the pro side; "
        "congestion and fairness on the con side.\n</think>",
        "Deterrence sits on the con side, and cost sits on the pro side.",
    ],
)
def test_arguments_filed_on_both_sides_outline_the_answer(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The piece kept to one side still frames.
        "I've kept the essay on the pro side, as requested.",
        "This essay stays on the pro side, not the con side.",
    ],
)
def test_a_piece_kept_on_one_side_still_frames(line: str) -> None:
    assert opens(line) is True


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Disclaimer\n" + " " * n + "Figures.", 50_000),
        (lambda n: "**Disclaimer**:" + " " * n + "Figures.", 50_000),
        (lambda n: "- " + " " * n + "Structure: one side.", 50_000),
        (lambda n: BODY + "borders \u2014 " * n + "are still unsettled.", 5_000),
        (lambda n: "He was a divisive figure " + "in his own time " * n + ".", 4_000),
        (lambda n: "on the pro side; " * n + "on the con side.", 3_000),
    ],
    ids=["disclaimer-line", "disclaimer-colon", "note-blanks", "dash-list", "figure", "sides"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)

"""fixes28: misreads and reading questions left after the twenty-fourth round, each fixed by a
general rule or pinned as it stands.

One behaviour per test, with its near misses; every product is invented.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from scoring.picks import _PROSE_TRIGGER, _TRIGGER_CORE, extract_picks
from scoring.stance import framing_caveat
from tests.linear_time import assert_linear
from tests.scoring.stance_lines import closes, opens

# --- the trigger core is a necessary condition ---------------------------------------------------
# `_line_trigger_at` skips an ASCII line in which `_TRIGGER_CORE` finds nothing, so the core must
# hold every match of `_PROSE_TRIGGER`: hypothesis writes matches of the pattern itself (in any
# letter case, with any printable ASCII where it allows one) and the core must find one in each.


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.from_regex(_PROSE_TRIGGER, alphabet=st.characters(min_codepoint=32, max_codepoint=126)))
@example("I would steer you to the ")  # the two gaps hypothesis found in the core before fixes28
@example("solid default, for most, is ")
def test_every_trigger_match_holds_a_core_word(text: str) -> None:
    for m in _PROSE_TRIGGER.finditer(text):
        assert _TRIGGER_CORE.search(m.group(0).lower()) is not None, m.group(0)


def test_i_would_steer_you_to_the_x_is_the_pick() -> None:
    text = "Both are good family cars.\n\nI would steer you to the Vantor EX9. It has a real third row."
    assert extract_picks(text) == ["Vantor EX9"]


def test_i_would_point_you_towards_the_x_is_the_pick() -> None:
    text = "Both are good family cars.\n\nI would point you towards the Vantor EX9 for the space."
    assert extract_picks(text) == ["Vantor EX9"]


def test_the_safe_default_before_a_comma_is_the_pick() -> None:
    text = "Both are fine.\n\nThe safe default, for most families, is the Vantor EX9."
    assert extract_picks(text) == ["Vantor EX9"]


def test_a_point_you_raise_is_no_trigger() -> None:
    # Near miss: "point you" with no "I would" before it steers nobody.
    text = "Both are fine.\n\nThe point you raise is fair, and the Vantor EX9 is big."
    assert extract_picks(text) == []


def test_a_default_setting_is_no_trigger() -> None:
    # Near miss: "default" with no "safe", "sensible" or "solid" before it names no choice.
    text = "Both are fine.\n\nBy default, the Vantor EX9 ships with the small wheels."
    assert extract_picks(text) == []


def test_a_line_of_defaults_reads_in_linear_time() -> None:
    text = lambda n: "Both are fine.\n\nThe safe default " + "default, " * n + "is the Vantor EX9."  # noqa: E731
    assert len(text(8_000)) >= 50_000
    assert_linear(extract_picks, text, 8_000)


# --- a top pick for one asker, then another asker's pick -------------------------------------------
# README, Picks: the first pick is what the reply would have you buy. "My pick for a budget buyer
# is clearly the X, but for a pro it's the Y" gives a pick per buyer and no overall one, so it
# reads as the same sentence without "clearly" always did (picks by case, none of them first).

_TWO = "Both are good cameras, and the gap is small.\n\n"


@pytest.mark.parametrize(
    "line",
    [
        "My pick for a budget buyer is clearly the Lumo R50, but for a pro it's the Lumo R6.",
        "My pick for a budget buyer is clearly the Lumo R50, but for a pro I'd go with the Lumo R6.",
        "My pick for a budget buyer is clearly the Lumo R50 - but if you shoot video, get the Lumo R6.",
        "My top pick for most people is definitely the Lumo R50; whereas for pros, it's the Lumo R6.",
    ],
)
def test_a_pick_for_one_asker_then_anothers_is_no_overall_pick(line: str) -> None:
    assert extract_picks(_TWO + line) == []


def test_the_same_sentence_without_the_adverb_reads_the_same() -> None:
    line = "My pick for a budget buyer is the Lumo R50, but for a pro it's the Lumo R6."
    assert extract_picks(_TWO + line) == []


@pytest.mark.parametrize(
    "line",
    [
        # Near misses: a contrast that names no other asker's pick keeps the overall choice.
        "My pick for a budget buyer is clearly the Lumo R50, but for the money the R6 is close.",
        "My pick for a budget buyer is clearly the Lumo R50, and for a pro it's fine too.",
        "My pick for a frequent flyer is clearly the Lumo R50. Its battery lasts longer.",
    ],
)
def test_a_pick_for_one_asker_with_no_rival_asker_stays_the_pick(line: str) -> None:
    assert extract_picks(_TWO + line) == ["Lumo R50"]


def test_the_other_asker_clause_reads_in_linear_time() -> None:
    text = lambda n: (  # noqa: E731
        _TWO + "My pick for a budget buyer is clearly the Lumo R50, but for " + "a " * n + "it's"
    )
    assert len(text(25_000)) >= 50_000
    assert_linear(extract_picks, text, 25_000)


# --- any, no or every text said to leave out a named thing -----------------------------------------
# README, Stance: a framing caveat is the writer stepping outside the piece to call it partial.
# "Any summary that leaves out Bengal is incomplete" is the argument's claim about what every
# account must say; "This summary leaves out Bengal" and "Any summary will leave out something"
# (what is left out unnamed) still call this piece partial.


@pytest.mark.parametrize(
    "line",
    [
        "Any summary that leaves out Bengal is incomplete.",
        "No answer will omit the cost of delay if it is honest.",
        "No serious overview could omit the role of the railways.",
        "Every account that ignores the harvest figures misleads.",
        "Any summary leaves Bengal out at its peril.",
    ],
)
def test_any_text_leaving_out_a_named_thing_frames_nothing(line: str) -> None:
    assert not opens(line)
    assert not closes(line)


@pytest.mark.parametrize(
    "line",
    [
        # Near misses: this piece said to leave a thing out, or any text to leave out unnamed things.
        "This summary leaves out Bengal.",
        "Any summary will leave out something.",
        "Every essay leaves out much.",
        "Every summary leaves a great deal out.",
        "This essay omits the case for the other side.",
        "Any one paragraph on this subject will leave out something its critics hold essential.",
    ],
)
def test_this_text_leaving_out_or_any_text_leaving_out_unnamed_things_still_frames(
    line: str,
) -> None:
    assert opens(line)
    assert closes(line)


# --- a long sentence of phrases that frame nothing --------------------------------------------------
# Judging a caveat phrase reads its sentence up to it, so a sentence of phrases that each read as
# no frame was read in quadratic time (8,000 "The jury heard both sides " took 210 s of CPU); the
# opening window runs on to the end of the sentence its edge cuts, so such a sentence is read whole.


@pytest.mark.parametrize(
    "unit",
    [
        "The jury heard both sides ",
        "any summary that leaves out Bengal ",
        "no essay omits Bengal ",
    ],
)
def test_a_sentence_of_rejected_phrases_reads_in_linear_time(unit: str) -> None:
    text = lambda n: "Note " + unit * n + "."  # noqa: E731
    assert len(text(2_500)) >= 50_000
    assert framing_caveat(text(2_500)) == (False, False)
    assert_linear(framing_caveat, text, 2_500)


def test_a_frame_after_many_rejected_phrases_in_other_sentences_still_counts() -> None:
    # Near miss: the bound is per sentence; a frame in the next sentence is still judged.
    text = "Note " + "The jury heard both sides. " * 40 + "This essay is one-sided by request."
    assert framing_caveat(text)[1]


# --- "Choose the X if:" labels, and no overall winner after them -----------------------------------
# README, Picks: a reply that declines to rank recommends nothing; styles.md: a pair reply that
# ends on conditions with no winner recommends nothing. "I don't think either is better overall
# for you" says there is none; "either is better than the Z" names one.

_CHOOSE = (
    "For essays, both are plenty powerful; the real decision is the operating system.\n\n"
    "**Choose the Kestrel K13 if:**\n- you're used to Windows;\n- you want to run Linux.\n\n"
    "**Choose the Orla Air M3 if:**\n- you want the longest battery life;\n- you use an iPhone.\n\n"
)


@pytest.mark.parametrize(
    "close",
    [
        "I don't think either is better overall for you — it comes down to the OS.",
        "Neither is better. It comes down to which OS you'd rather live in.",
        "Honestly, neither one is clearly better here; pick the OS you like.",
    ],
)
def test_no_overall_winner_after_conditions_is_no_pick(close: str) -> None:
    assert extract_picks(_CHOOSE + close) == []


def test_a_choose_if_label_names_the_product_without_its_if() -> None:
    assert extract_picks(_CHOOSE + "Both are good laptops.") == ["Kestrel K13", "Orla Air M3"]


@pytest.mark.parametrize(
    ("text", "picks"),
    [
        # Near misses: "better than" names a winner; a ranked list is not undone by a side remark.
        (
            _CHOOSE + "I don't think either is better than the Orla Air M3 I had last year.",
            ["Kestrel K13", "Orla Air M3"],
        ),
        (
            "1. **Kestrel K13** - fast.\n2. **Orla Air M3** - light.\n\n"
            "Neither is better for gaming than a desktop, though.",
            ["Kestrel K13", "Orla Air M3"],
        ),
        ("1. **Kestrel Jif** - fast.\n2. **Orla Air M3** - light.", ["Kestrel Jif", "Orla Air M3"]),
    ],
)
def test_better_than_and_a_ranked_list_keep_their_picks(text: str, picks: list[str]) -> None:
    assert extract_picks(text) == picks


def test_neither_runs_read_in_linear_time() -> None:
    text = lambda n: _CHOOSE + "neither " * n + "is better."  # noqa: E731
    assert len(text(7_000)) >= 50_000
    assert_linear(extract_picks, text, 7_000)

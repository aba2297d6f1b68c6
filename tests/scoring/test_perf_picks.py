"""perf_picks' speed-only changes to the picks reader against what they replace; each must change
nothing.

- `picks_revised._may_hold_note` (`_OPENING` at the text's start, or after a blank line, found by
  one search) says yes to every text with a paragraph `revised_order` would take for a note,
  where the fifteen hint words (`_OLD_OPENING_WORDS`) did before.

Each is held to the old form on the working corpus, the golden cases and benchmark replies, on
text generated from the pieces each form looks at and their near misses, and on examples; each
comparison is checked to be exercised, and the new searches stay linear on hostile text.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks_revised
from tests.linear_time import assert_linear
from tests.scoring.scorer_texts import scorer_texts


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return scorer_texts(3000, seed=39)


# --- the revision note's opening -------------------------------------------------------------

# `picks_revised._OPENING_WORDS` as it was: every revision opening holds one of them.
_OLD_OPENING_WORDS = (
    "dit", "DIT", "pdate", "PDATE", "orrection", "eflection", "cratch", " again",
    "econd thought", "ctually", "wait", "Wait", "had a think", "thought it over",
)  # fmt: skip


def _note_starts(body: str) -> list[int]:
    """Where the paragraphs `revised_order` takes for notes start (its walk, as it was)."""
    return [
        a
        for a, _ in picks_revised._paragraphs(body)
        if picks_revised._OPENING.match(body, a) is not None
    ]


def _old_gate(body: str) -> bool:
    return any(word in body for word in _OLD_OPENING_WORDS)


def _agrees(body: str) -> bool:
    """The new gate holds wherever a note starts (so the walk it skips finds none), and a note
    starts only where the old gate held."""
    notes = _note_starts(body)
    return (not notes or picks_revised._may_hold_note(body)) and (not notes or _old_gate(body))


def test_note_gate_holds_for_every_note_on_real_text(texts: list[str]) -> None:
    noted = skipped = 0
    for text in texts:
        assert _agrees(text), text
        noted += bool(_note_starts(text))
        skipped += _old_gate(text) and not picks_revised._may_hold_note(text)
    assert noted >= 20  # notes occur, so the comparison is exercised
    assert skipped >= 1000  # and the new gate turns away texts the hint words let through


_NOTE_PIECES = st.sampled_from(
    [
        "Edit:", "edit :", "EDIT -", "Update \u2013 ", "Correction:", "**Edit:**", "_Update_:",
        "Actually,", "actually ", "Hmm, wait -", "hmmm wait,", "Wait.", "Having had a think,",
        "Having thought it over:", "On reflection", "On second thoughts", "Second thought,",
        "Scratch that", "scratch my", "Looking at it again", "looking at the list again",
        "credit", "updates", "again", "edited", "okay ", "so ", "no, ", "> ", "- ", "(", "\u2014",
        " ", "\t", "\n", "\n\n", "\n\n\n", "\n \n", "\r\n\r\n", "X first", "Sony a6400", ".", ":",
    ]
)  # fmt: skip


@given(st.lists(_NOTE_PIECES, max_size=16).map("".join))
@settings(max_examples=2000, deadline=None)
def test_note_gate_holds_for_every_note_on_generated_text(text: str) -> None:
    assert _agrees(text), text


@pytest.mark.parametrize(
    ("text", "noted"),
    [
        ("Edit: X first.", True),  # at the text's start
        ("1. A\n2. B\n\nEdit: B first.", True),
        ("1. A\n2. B\n\n**Update:** B first.", True),
        ("1. A\n2. B\n\n\n\nActually, B first.", True),  # an even run of breaks
        ("1. A\n2. B\n\n\nActually, B first.", False),  # an odd one: the paragraph opens "\n"
        ("1. A\n2. B\nEdit: B first.", False),  # no blank line before it
        ("1. A\n2. B\n\nThe updates come yearly; credit where due, again.", False),
        ("", False),
    ],
)
def test_note_gate_examples(text: str, noted: bool) -> None:
    assert bool(_note_starts(text)) is noted
    assert _agrees(text)
    if noted:
        assert picks_revised._may_hold_note(text)


def test_note_gate_is_linear_on_hostile_text() -> None:
    assert_linear(picks_revised._may_hold_note, lambda n: "\n\nhmm" + " " * n + "x", 20_000)
    assert_linear(picks_revised._may_hold_note, lambda n: "\n\nhmm wait " * n, 20_000)
    assert_linear(picks_revised._may_hold_note, lambda n: "\n\n" + "-" * n, 20_000)

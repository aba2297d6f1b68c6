"""From rows to counts: what is data (passes, fails, timeouts) and what is not (errors, ungraded)."""

from __future__ import annotations

from datetime import date

import pytest

from detection.puzzle.counts import count_results, graded_outcome, total_tokens
from detection.puzzle.records import SLOT_CLASSES, PuzzleResult, UnknownSlotClassError, class_index


def row(**overrides: object) -> PuzzleResult:
    fields: dict[str, object] = dict(
        day=date(2025, 1, 1), model="m", slot_id="queens-L3-b", family="queens", level=3,
        passed=True, timed_out=False, is_error=False, output_tokens=10, reasoning_tokens=5,
    )  # fmt: skip
    fields.update(overrides)
    return PuzzleResult(**fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("overrides", "outcome"),
    [
        ({}, True),
        ({"passed": False}, False),
        ({"timed_out": True}, False),  # a timeout is a fail even if something was marked passed
        ({"timed_out": True, "passed": None}, False),
        ({"is_error": True}, None),  # our side's failure is not data
        ({"is_error": True, "timed_out": True}, None),
        ({"passed": None}, None),  # not graded yet
    ],
)
def test_graded_outcome(overrides: dict, outcome: bool | None) -> None:
    assert graded_outcome(row(**overrides)) is outcome


def test_reasoning_tokens_are_not_counted_twice() -> None:
    # Completion tokens (output_tokens) already include the 5 reasoning tokens.
    assert total_tokens(row()) == 10
    assert total_tokens(row(reasoning_tokens=None)) == 10
    assert total_tokens(row(output_tokens=None)) is None


def test_counts_land_in_their_slot_class() -> None:
    rows = [row(), row(slot_id="queens-L3-a", passed=False), row(is_error=True)]
    counts = count_results("m", rows)
    c = SLOT_CLASSES.index("queens-L3")
    assert counts.days == (date(2025, 1, 1),)
    assert (int(counts.n[0, c]), int(counts.k[0, c])) == (2, 1)
    assert int(counts.n.sum()) == 2


def test_unknown_family_says_how_to_fix() -> None:
    with pytest.raises(UnknownSlotClassError, match="'sudoku'"):
        class_index("sudoku", 1)
    with pytest.raises(UnknownSlotClassError, match="level 4"):
        class_index("queens", 4)

"""One list of puzzle families: the registry, the detector's slot classes and the frozen slot mix
all follow `puzzles.family.FAMILIES`, so a sixth family cannot be half added
(docs/contributing.md, "Add a sixth puzzle family")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import detection.puzzle.records as records
import puzzles.registry
from puzzles.family import FAMILIES, LEVELS
from puzzles.slots import Slot, load_slots


def disagreements(
    families: Sequence[str], levels: Sequence[int], per_class: int, slots: Sequence[Slot]
) -> list[str]:
    """Where a slot mix and the family list disagree, one line each."""
    counts = Counter((s.family, s.level) for s in slots)
    expected = {(f, lv) for f in families for lv in levels}
    problems = [f"no slot for {f} level {lv}" for f, lv in sorted(expected - set(counts))]
    problems += [f"slots for {f} level {lv}, not in FAMILIES" for f, lv in sorted(set(counts) - expected)]  # fmt: skip
    problems += [
        f"{n} slots for {f} level {lv}, not {per_class}"
        for (f, lv), n in sorted(counts.items())
        if (f, lv) in expected and n != per_class
    ]
    return problems


def test_the_frozen_mix_has_every_family_at_every_level_the_detector_expects() -> None:
    slots = load_slots()
    assert disagreements(FAMILIES, LEVELS, records.SLOTS_PER_CLASS, slots) == []
    assert len(slots) == records.PUZZLES_PER_DAY
    assert {f"{s.family}-L{s.level}" for s in slots} == set(records.SLOT_CLASSES)


def test_a_sixth_family_without_slots_is_caught() -> None:
    problems = disagreements((*FAMILIES, "sudoku"), LEVELS, records.SLOTS_PER_CLASS, load_slots())
    assert problems == [f"no slot for sudoku level {lv}" for lv in LEVELS]


def test_detection_and_the_registry_use_the_one_family_list() -> None:
    assert records.FAMILIES is FAMILIES and records.LEVELS is LEVELS
    assert tuple(puzzles.registry._MODULES) == FAMILIES

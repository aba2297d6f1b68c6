"""The frozen slot mix: 30 slots, every family at every level twice, with stable ids."""

from __future__ import annotations

from collections import Counter

import pytest

import puzzles
from puzzles.slots import SLOT_MIX_VERSION, Slot, SlotMixError, load_slots


def test_current_mix_is_v1() -> None:
    assert SLOT_MIX_VERSION == "v1"


def test_v1_has_thirty_slots_two_per_family_and_level() -> None:
    slots = load_slots("v1")
    assert len(slots) == 30
    counts = Counter((slot.family, slot.level) for slot in slots)
    assert set(counts) == {(f, lv) for f in puzzles.FAMILIES for lv in puzzles.LEVELS}
    assert set(counts.values()) == {2}


def test_slot_ids_are_unique_and_name_family_level_and_letter() -> None:
    slots = load_slots()
    assert len({slot.slot_id for slot in slots}) == len(slots)
    for slot in slots:
        family, level, letter = slot.slot_id.rsplit("-", 2)
        assert family == slot.family
        assert level == f"L{slot.level}"
        assert letter in {"a", "b"}


@pytest.mark.parametrize("version", ["v9", "../v1", "", "v1.json"])
def test_unknown_versions_are_refused(version: str) -> None:
    with pytest.raises(SlotMixError, match="no slot mix"):
        load_slots(version)


@pytest.mark.parametrize(
    "fields",
    [
        {"slot_id": "queens-L1-a", "family": "sudoku", "level": 1},
        {"slot_id": "queens-L4-a", "family": "queens", "level": 4},
        {"slot_id": "queens|L1", "family": "queens", "level": 1},
    ],
)
def test_slot_model_refuses_unknown_family_level_or_odd_ids(fields: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Slot.model_validate(fields)

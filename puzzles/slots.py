"""The frozen slot mix: which family and level each of the day's 30 puzzles has.

Ratings compare a model's days slot by slot, so the mix is a versioned file that is never edited;
a different mix is a new file (slots_v2.json) with its own version string.
"""

from __future__ import annotations

import json
from importlib import resources

from pydantic import BaseModel, ConfigDict, Field

from puzzles.family import Family, Level

SLOT_MIX_VERSION = "v1"


class SlotMixError(ValueError):
    """A slot mix file is missing or contradicts itself."""


class Slot(BaseModel):
    """One position in the day's mix."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    slot_id: str = Field(pattern=r"^[a-z_]+-L[1-9]-[a-z]$")
    """Stable name, `<family>-L<level>-<letter>`; the task id and the key for slot-by-slot comparison."""
    family: Family
    """Which puzzle family fills this slot."""
    level: Level
    """Difficulty level, 1 (easiest) to 3."""


class SlotMix(BaseModel):
    """The contents of a slots_<version>.json file."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    version: str
    """Must match the file name's version."""
    note: str
    """Why the mix is what it is, for readers of the file."""
    slots: tuple[Slot, ...]
    """The slots in the order a day's tasks are listed."""


def load_slots(version: str = SLOT_MIX_VERSION) -> list[Slot]:
    """The slots of a frozen mix, checked for unique ids and a version matching the file name."""
    name = f"slots_{version}.json"
    path = resources.files("puzzles").joinpath(name)
    if not version.isalnum() or not path.is_file():
        raise SlotMixError(
            f"no slot mix {version!r} (expected puzzles/{name}); the current one is "
            f"{SLOT_MIX_VERSION!r}"
        )
    mix = SlotMix.model_validate(json.loads(path.read_text(encoding="utf-8")))
    if mix.version != version:
        raise SlotMixError(f"puzzles/{name} declares version {mix.version!r}, not {version!r}")
    ids = [slot.slot_id for slot in mix.slots]
    if len(set(ids)) != len(ids):
        raise SlotMixError(f"puzzles/{name} repeats a slot_id; every slot_id must be unique")
    return list(mix.slots)

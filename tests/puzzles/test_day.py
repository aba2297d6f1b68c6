"""Seeds and day tasks: reproducible from the documented canonical string, and never repeated."""

from __future__ import annotations

import datetime
import hashlib

import pytest

import puzzles
from puzzles.day import day_tasks, derive_seed, make_task, surface_for
from puzzles.slots import load_slots
from records.prompt_hash import prompt_sha256

DAY = datetime.date(2025, 3, 14)
SURFACE = "openrouter:api/vendor/model-a"


def test_seed_follows_the_documented_canonical_string() -> None:
    canonical = "modeldrift-puzzle-seed/v1|2025-03-14|openrouter:api/vendor/model-a|queens-L2-b|3"
    expected = int.from_bytes(hashlib.sha256(canonical.encode()).digest()[:8], "big") >> 1
    assert derive_seed(DAY, SURFACE, "queens-L2-b", 3) == expected


@pytest.mark.parametrize(
    "other",
    [
        (datetime.date(2025, 3, 15), SURFACE, "queens-L2-b", 0),
        (DAY, "openrouter:api/vendor/model-b", "queens-L2-b", 0),
        (DAY, SURFACE, "queens-L2-a", 0),
        (DAY, SURFACE, "queens-L2-b", 1),
    ],
)
def test_every_part_of_the_key_changes_the_seed(other: tuple[datetime.date, str, str, int]) -> None:
    assert derive_seed(*other) != derive_seed(DAY, SURFACE, "queens-L2-b", 0)


def test_seeds_fit_63_bits() -> None:
    seeds = [derive_seed(DAY, SURFACE, slot.slot_id, a) for slot in load_slots() for a in range(5)]
    assert all(0 <= seed < 2**63 for seed in seeds)


@pytest.mark.parametrize(
    "day, surface, slot_id, attempt, error",
    [
        (datetime.datetime(2025, 3, 14, tzinfo=datetime.UTC), SURFACE, "queens-L1-a", 0, TypeError),
        ("2025-03-14", SURFACE, "queens-L1-a", 0, TypeError),
        (DAY, "", "queens-L1-a", 0, ValueError),
        (DAY, "a|b", "queens-L1-a", 0, ValueError),
        (DAY, SURFACE, "", 0, ValueError),
        (DAY, SURFACE, "queens-L1-a", -1, ValueError),
        (DAY, SURFACE, "queens-L1-a", True, ValueError),
    ],
)
def test_bad_seed_keys_are_refused(
    day: object, surface: str, slot_id: str, attempt: object, error: type
) -> None:
    with pytest.raises(error):
        derive_seed(day, surface, slot_id, attempt)  # type: ignore[arg-type]


def test_surface_names_gateway_and_alias() -> None:
    assert surface_for("vendor/model") == "openrouter:api/vendor/model"
    assert surface_for("m", gateway="local:sim") == "local:sim/m"
    with pytest.raises(ValueError):
        surface_for("")


def test_a_task_is_consistent_with_its_seed() -> None:
    slot = load_slots()[7]
    task = make_task(DAY, SURFACE, slot, attempt=2)
    assert task.task_id == task.slot_id == slot.slot_id
    assert (task.family, task.level, task.attempt) == (slot.family, slot.level, 2)
    assert task.seed == derive_seed(DAY, SURFACE, slot.slot_id, 2)
    assert task.instance == puzzles.generate(slot.family, task.seed, slot.level)
    assert task.prompt == puzzles.prompt(task.instance)
    # The archive's identity of what is sent (records.prompt_hash), as tasks and open data show it.
    assert task.prompt_sha256 == prompt_sha256([{"role": "user", "content": task.prompt}])
    assert task.answer == puzzles.solve(task.instance)
    assert task.slot_mix_version == "v1"


def test_day_tasks_follow_the_slot_mix_and_attempt_for() -> None:
    bumped = "grid_paths-L3-a"
    plain = day_tasks(DAY, SURFACE)
    retried = day_tasks(DAY, SURFACE, attempt_for=lambda slot_id: 1 if slot_id == bumped else 0)
    assert [t.slot_id for t in plain] == [s.slot_id for s in load_slots()]
    changed = [a.slot_id for a, b in zip(plain, retried, strict=True) if a != b]
    assert changed == [bumped]
    assert next(t for t in retried if t.slot_id == bumped).attempt == 1


def test_sixty_days_for_two_surfaces_never_repeat_a_prompt() -> None:
    """3,600 tasks: no duplicate prompt, no zero answer, every answer within 12 digits."""
    surfaces = [surface_for("vendor/model-a"), surface_for("vendor/model-b")]
    seen: set[str] = set()
    count = 0
    for offset in range(60):
        day = datetime.date(2025, 1, 1) + datetime.timedelta(days=offset)
        for surface in surfaces:
            for task in day_tasks(day, surface):
                assert task.prompt_sha256 not in seen, (day, surface, task.slot_id)
                seen.add(task.prompt_sha256)
                assert 1 <= task.answer < 10**12
                count += 1
    assert count == 60 * 30 * 2

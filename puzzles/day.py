"""A day's puzzle tasks for one surface: seeds, instances, prompts and answers.

Seeds. `derive_seed` hashes the canonical string

    modeldrift-puzzle-seed/v1|<day YYYY-MM-DD>|<surface>|<slot_id>|<attempt>

with sha256 and keeps the first 8 bytes as a big-endian integer shifted right by one bit (63 bits,
so it fits a signed BIGINT). `generate(family, seed, level)` then rebuilds the instance, so anyone
can regenerate a published task from its seed.

Surfaces. A surface names where and which model is asked: `surface_for(alias)` gives
`"openrouter:api/<alias>"`. Including the alias is what makes "no prompt is ever sent twice, to any
model" hold by construction: every (day, surface, slot) gets its own seed, so two models, two days
or two slots draw independent puzzles. Independent draws can still coincide where a level has few
distinct instances, so the fallback is the attempt number: the pipeline keeps every sent prompt's
sha256 under a unique key and, while `prompt_sha256` is already in the archive, asks again with the
next attempt (`attempt_for` in `day_tasks`). The smallest spaces (7 x 7 grids with 7 walls, about
63 million; 7 x 7 queens boards with 7 blocked squares, about 86 million) make such a clash
expected once or twice a year per family and level at 20 models.

The attempt number also moves on when a slot's prompt went out without an answer being kept (a
crash lost it, or the try ended as an error and is retried; `lost` in `fresh_tasks`): that prompt
is never sent again, so the slot gets a fresh instance with a new seed, and its answer is graded
against that instance.
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Callable, Collection
from typing import Any

from pydantic import BaseModel, ConfigDict

from puzzles.family import Family, Level
from puzzles.registry import generate_with_answer, prompt
from puzzles.slots import SLOT_MIX_VERSION, Slot, load_slots
from records.prompt_hash import prompt_sha256

SEED_SCHEME = "modeldrift-puzzle-seed/v1"
DEFAULT_GATEWAY = "openrouter:api"


class PuzzleTask(BaseModel):
    """One puzzle for one surface on one day, with everything needed to send and grade it."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    task_id: str
    """Equal to slot_id: within a (day, surface) each slot is asked once."""
    slot_id: str
    """The slot of the frozen mix this task fills."""
    family: Family
    """The puzzle family."""
    level: Level
    """The difficulty level, 1 to 3."""
    seed: int
    """The 63-bit seed from derive_seed; `generate(family, seed, level)` rebuilds the instance."""
    attempt: int
    """0 unless an earlier attempt's prompt was already planned elsewhere (sha256 clash) or went
    out without its answer being kept (a crash lost it, or the try errored): never sent twice."""
    instance: dict[str, Any]
    """The instance JSON (DESIGN.md, "Puzzle instances"), with a "level" key."""
    prompt: str
    """The exact text sent to the model."""
    prompt_sha256: str
    """The prompt's identity as the archive keys it (records.prompt_hash of the one user message);
    unique across everything ever sent."""
    answer: int
    """The exact answer, 1 to 12 digits."""
    slot_mix_version: str
    """The slot mix the slot comes from."""


def _day_text(day: datetime.date) -> str:
    # datetime is a subclass of date whose isoformat() carries a time, which would silently
    # change every seed; refuse it rather than guess which date was meant.
    if isinstance(day, datetime.datetime) or not isinstance(day, datetime.date):
        raise TypeError(f"day must be a datetime.date (UTC day), got {day!r}; use .date()")
    return day.isoformat()


def derive_seed(day: datetime.date, surface: str, slot_id: str, attempt: int) -> int:
    """The published seed of one task (see the module docstring for the canonical string)."""
    if not surface or "|" in surface:
        raise ValueError(f"surface must be non-empty and contain no '|', got {surface!r}")
    if not slot_id or "|" in slot_id:
        raise ValueError(f"slot_id must be non-empty and contain no '|', got {slot_id!r}")
    if isinstance(attempt, bool) or not isinstance(attempt, int) or attempt < 0:
        raise ValueError(f"attempt must be a whole number >= 0, got {attempt!r}")
    canonical = f"{SEED_SCHEME}|{_day_text(day)}|{surface}|{slot_id}|{attempt}"
    digest = hashlib.sha256(canonical.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def surface_for(alias: str, gateway: str = DEFAULT_GATEWAY) -> str:
    """The surface string for a model alias behind a gateway, e.g. "openrouter:api/vendor/model"."""
    if not alias:
        raise ValueError("alias must be a non-empty model alias such as 'vendor/model'")
    return f"{gateway}/{alias}"


def make_task(day: datetime.date, surface: str, slot: Slot, attempt: int = 0) -> PuzzleTask:
    """Generate, word and solve the puzzle for one slot."""
    seed = derive_seed(day, surface, slot.slot_id, attempt)
    instance, answer = generate_with_answer(slot.family, seed, slot.level)
    text = prompt(instance)
    return PuzzleTask(
        task_id=slot.slot_id,
        slot_id=slot.slot_id,
        family=slot.family,
        level=slot.level,
        seed=seed,
        attempt=attempt,
        instance=instance,
        prompt=text,
        prompt_sha256=prompt_sha256([{"role": "user", "content": text}]),
        answer=answer,
        slot_mix_version=SLOT_MIX_VERSION,
    )


def day_tasks(
    day: datetime.date,
    surface: str,
    attempt_for: Callable[[str], int] | None = None,
) -> list[PuzzleTask]:
    """The day's tasks for a surface in slot order; attempt_for(slot_id) picks each attempt (0 by default)."""
    return [
        make_task(day, surface, slot, attempt_for(slot.slot_id) if attempt_for else 0)
        for slot in load_slots(SLOT_MIX_VERSION)
    ]


PromptOwner = tuple[datetime.date, str, str]
"""Who a sent prompt belongs to: (day, model, task_id)."""


# A slot's attempts, spent ones included, never pass this: far beyond any real history of
# retries (a day's retries are bounded by the client's budget per rerun), it only stops a registry
# or a `lost` record that names every prompt from walking forever.
MAX_SPENT_ATTEMPTS = 10_000


class NoFreshPrompt(RuntimeError):
    """Every attempt of a slot drew a prompt someone else already owns."""


def fresh_tasks(
    day: datetime.date,
    model: str,
    surface: str,
    prompt_key: Callable[[str], str],
    owners_of: Callable[[list[str]], dict[str, PromptOwner]],
    max_attempts: int = 50,
    lost: Callable[[list[str]], set[str]] | None = None,
    only: Collection[str] | None = None,
    max_spent: int = MAX_SPENT_ATTEMPTS,
) -> tuple[list[PuzzleTask], set[str]]:
    """The day's tasks for `model`, each prompt new to everything ever planned.

    `prompt_key(prompt)` is the prompt's identity as the archive keys it; `owners_of(keys)` says
    which of them are already planned, and by whom. A slot whose prompt another (day, model,
    task) owns moves on to its next attempt (a new seed); a rerun of the same day finds its own
    prompts and keeps them, except those `lost(keys)` names: prompts that may have gone out
    without their answer reaching the archive (a crash took it), which are never sent again, so
    their slot moves on to its next attempt too. All candidates are checked in one call; only
    clashes are re-drawn. Returns the tasks in slot order and the slot ids whose prompts this
    (day, model) already owns; with `only`, of those slots alone (a slot's task does not depend
    on the others', so this is the same as the whole day's narrowed to them, and cheaper).
    """
    slots = {slot.slot_id: slot for slot in load_slots() if only is None or slot.slot_id in only}
    chosen = {slot_id: make_task(day, surface, slot, 0) for slot_id, slot in slots.items()}
    key = {slot_id: prompt_key(task.prompt) for slot_id, task in chosen.items()}
    unresolved = set(chosen)
    owned: set[str] = set()
    # Only a clash with a prompt someone else owns counts against `max_attempts`: a slot's own
    # spent attempts (each a prompt that went out, recorded by `lost`) are finite and already
    # paid for, so a long outage that burnt many retries never stops the day.
    foreign = dict.fromkeys(chosen, 0)
    while unresolved:
        owners = owners_of([key[s] for s in unresolved])
        free = [s for s in unresolved if owners.get(key[s]) in (None, (day, model, s))]
        spent = lost([key[s] for s in free]) if lost is not None and free else set()
        clashes = set()
        for slot_id in unresolved:
            owner = owners.get(key[slot_id])
            if key[slot_id] in spent:
                clashes.add(slot_id)
            elif owner is None:
                continue
            elif owner == (day, model, slot_id):
                owned.add(slot_id)
            else:
                clashes.add(slot_id)
                foreign[slot_id] += 1
        if any(foreign[s] >= max_attempts for s in clashes):
            raise NoFreshPrompt(
                f"no fresh puzzle prompts for {model!r} on {day} after {max_attempts} attempts; "
                "raise the attempt limit or check the prompt registry for a corrupt key"
            )
        if any(chosen[s].attempt >= max_spent for s in clashes):
            raise NoFreshPrompt(
                f"no fresh puzzle prompts for {model!r} on {day}: {max_spent} attempts of a slot "
                "are recorded as spent; check lost_sends for a corrupt record"
            )
        for slot_id in clashes:
            task = chosen[slot_id]
            chosen[slot_id] = make_task(day, surface, slots[slot_id], task.attempt + 1)
            key[slot_id] = prompt_key(chosen[slot_id].prompt)
        unresolved = clashes
    return list(chosen.values()), owned

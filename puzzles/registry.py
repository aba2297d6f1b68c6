"""Dispatch on an instance's family: validate, solve, render, parse, generate, and infer the level."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles import assignments, grid_paths, queens, round_trip, task_orders
from puzzles.errors import GenerationFailed, InvalidInstance, InvalidRequest
from puzzles.family import FAMILIES, LEVELS, FamilyModule
from puzzles.rng import Rng
from puzzles.validate import shown

_MODULES: dict[str, FamilyModule] = {
    "round_trip": round_trip,
    "assignments": assignments,
    "task_orders": task_orders,
    "grid_paths": grid_paths,
    "queens": queens,
}

# 0 is a cheap guess and a 13-digit answer invites transcription slips rather than reasoning.
MAX_ANSWER_DIGITS = 12
# At most about one draw in seven is rejected (level-3 assignments, a permanent of 0); this bound
# only turns an impossible level definition into an error instead of an endless loop.
MAX_DRAWS = 1000


def _module(instance: object) -> tuple[FamilyModule, Mapping[str, Any]]:
    if not isinstance(instance, Mapping):
        raise InvalidInstance(
            f"a puzzle instance must be a JSON object with a 'family' key, got {shown(instance)}"
        )
    if "family" not in instance:
        raise InvalidInstance(f"the instance has no 'family' key; add one of {', '.join(FAMILIES)}")
    family = instance["family"]
    if not isinstance(family, str) or family not in _MODULES:
        raise InvalidInstance(f"unknown family {shown(family)}; use one of {', '.join(FAMILIES)}")
    return _MODULES[family], instance


def canonical(instance: Mapping[str, Any]) -> dict[str, Any]:
    """The validated instance with only its family and data keys."""
    module, raw = _module(instance)
    return module.check(raw)


def solve(instance: Mapping[str, Any]) -> int:
    """The exact answer; raises InvalidInstance when the instance is malformed."""
    module, raw = _module(instance)
    return module.solve(module.check(raw))


def prompt(instance: Mapping[str, Any]) -> str:
    """The prompt a model is sent for this instance, ending with the ANSWER line instruction."""
    module, raw = _module(instance)
    return module.render(module.check(raw))


def parse_prompt(text: str) -> dict[str, Any] | None:
    """The instance a prompt() text came from, or None for any other text.

    Each family reads its data back loosely, then the text is accepted only if rendering that
    data reproduces it exactly (surrounding whitespace aside), so near-misses never parse.
    """
    if not isinstance(text, str):
        return None
    body = text.strip()
    for module in _MODULES.values():
        try:
            candidate = module.parse(body)
            if candidate is None:
                continue
            data = module.check(candidate)
            if module.render(data) == body:
                return data
        except ValueError:  # includes InvalidInstance and int() on an absurdly long digit run
            continue
    return None


def infer_level(instance: Mapping[str, Any]) -> int:
    """The level whose size is nearest the instance's (ties go to the lower level)."""
    module, raw = _module(instance)
    measured = module.size(module.check(raw))
    sizes = module.LEVEL_SIZES
    return min(sizes, key=lambda level: (abs(sizes[level] - measured), level))


def generate_with_answer(family: str, seed: int, level: int) -> tuple[dict[str, Any], int]:
    """A fresh instance and its answer; draws again from the same stream while the answer is
    0 or longer than MAX_ANSWER_DIGITS, so the result depends on the seed alone."""
    if family not in _MODULES:
        raise InvalidRequest(f"unknown family {family!r}; use one of {', '.join(FAMILIES)}")
    if isinstance(level, bool) or level not in LEVELS:
        raise InvalidRequest(f"unknown level {level!r}; use one of {', '.join(map(str, LEVELS))}")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise InvalidRequest(f"seed must be a whole number >= 0, got {seed!r}")
    module = _MODULES[family]
    rng = Rng(seed)
    for _ in range(MAX_DRAWS):
        data = module.generate(rng, level)
        answer = module.solve(data)
        if 0 < answer < 10**MAX_ANSWER_DIGITS:
            return {**data, "level": level}, answer
    raise GenerationFailed(
        f"no {family} level {level} instance with a 1-{MAX_ANSWER_DIGITS} digit answer in "
        f"{MAX_DRAWS} draws from seed {seed!r}; the level definition needs fixing"
    )


def generate(family: str, seed: int, level: int) -> dict[str, Any]:
    """A fresh instance (with a "level" key) whose answer is between 1 and 12 digits."""
    return generate_with_answer(family, seed, level)[0]

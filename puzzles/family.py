"""The closed set of families and levels, the shared final prompt line, and a family's interface."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Literal, Protocol, get_args

from puzzles.rng import Rng

Family = Literal["round_trip", "assignments", "task_orders", "grid_paths", "queens"]
FAMILIES: tuple[str, ...] = get_args(Family)

Level = Literal[1, 2, 3]
LEVELS: tuple[int, ...] = get_args(Level)

# The grader (scoring.grading.extract_answer) reads the last `ANSWER: <integer>` line, so every
# prompt ends with this exact sentence and nothing after it.
ANSWER_LINE = "End your reply with a final line of the form `ANSWER: <integer>`."


class FamilyModule(Protocol):
    """What each family module provides; the registry dispatches on the instance's family."""

    LEVEL_SIZES: Mapping[int, int]

    def check(self, instance: Mapping[str, Any]) -> dict[str, Any]:
        """Validate an instance and return its canonical form (family and data keys only)."""
        ...

    def solve(self, data: dict[str, Any]) -> int:
        """The exact answer of a canonical instance."""
        ...

    def render(self, data: dict[str, Any]) -> str:
        """The full prompt of a canonical instance, ending with ANSWER_LINE."""
        ...

    def parse(self, text: str) -> dict[str, Any] | None:
        """The canonical instance a rendered prompt came from, or None."""
        ...

    def generate(self, rng: Rng, level: int) -> dict[str, Any]:
        """One random canonical instance at a level (its answer is checked by the caller)."""
        ...

    def size(self, data: dict[str, Any]) -> int:
        """The number the levels are defined by (cities, workers, tasks, grid side, board side)."""
        ...


def plural(count: int, one: str, many: str) -> str:
    """'1 city' but '2 cities', so a prompt reads naturally at any size."""
    return f"{count} {one if count == 1 else many}"


_FENCED = re.compile(r"```\n(.*?)\n```", re.DOTALL)


def fenced_block(text: str, opening: str) -> str | None:
    """The first fenced block of a prompt that starts with ``opening`` (a picture or a table).

    Only a loose first reading: the registry re-renders what a family parses from it and keeps
    it only if the text matches exactly.
    """
    if not text.startswith(opening):
        return None
    block = _FENCED.search(text)
    return None if block is None else block.group(1)

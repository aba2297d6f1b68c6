"""Which task a request is: a battery prompt, a puzzle slot, or something else.

The battery is frozen, so its prompts are recognised by the hash of their exact messages. Puzzles
are new every day, so they are recognised by parsing the prompt back into an instance; that also
gives the simulator the true answer to be right or wrong about.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import puzzles
from records.prompt_hash import normalise_messages, prompt_sha256
from scoring.battery import Battery, BatteryEntry

TaskKind = Literal["battery", "puzzle", "unknown"]


@dataclass(frozen=True)
class Task:
    """A recognised request: its task key and what the reply needs to know."""

    key: str
    """Battery id ("R03"), "puzzle:<family>:L<level>", or "unknown"."""
    kind: TaskKind
    entry: BatteryEntry | None = None
    family: str | None = None
    level: int | None = None
    answer: int | None = None
    """The puzzle's true answer."""


UNKNOWN = Task(key="unknown", kind="unknown")


def puzzle_key(family: str, level: int) -> str:
    """The task key of a puzzle slot."""
    return f"puzzle:{family}:L{level}"


class TaskIndex:
    """Battery prompts by message hash, plus a cache of solved puzzles by prompt hash."""

    def __init__(self, battery: Battery) -> None:
        self._battery = {prompt_sha256(e.messages()): e for e in battery.entries}
        self._puzzles: dict[str, Task] = {}
        self._lock = threading.Lock()

    def recognise(self, messages: Sequence[Mapping[str, Any]], sha: str | None = None) -> Task:
        """The task behind a conversation (`sha` is its prompt_sha256 when already known)."""
        sha = prompt_sha256(messages) if sha is None else sha
        entry = self._battery.get(sha)
        if entry is not None:
            return Task(key=entry.id, kind="battery", entry=entry)
        with self._lock:
            cached = self._puzzles.get(sha)
        if cached is not None:
            return cached
        task = _puzzle_task(normalise_messages(messages))
        with self._lock:
            self._puzzles[sha] = task
        return task


def _puzzle_task(messages: list[dict[str, str]]) -> Task:
    users = [m["content"] for m in messages if m["role"] == "user"]
    if len(users) != 1:
        return UNKNOWN
    instance = puzzles.parse_prompt(users[0])
    if instance is None:
        return UNKNOWN
    family = str(instance["family"])
    level = int(puzzles.infer_level(instance))
    return Task(
        key=puzzle_key(family, level),
        kind="puzzle",
        family=family,
        level=level,
        answer=int(puzzles.solve(instance)),
    )

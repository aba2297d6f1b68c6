"""How a range's per-model work is mapped over the models: a plain loop here, in processes
where the caller provides that (`runtime/fanout.py`). Each model's result depends on its own
verdicts alone, so any mapping that returns the results in the models' order gives the same."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

_R = TypeVar("_R")


class ModelMap(Protocol):
    """`[fn(m) for m in models]`, however computed; `weights` tell the models' relative costs."""

    def __call__(
        self, fn: Callable[[str], _R], models: Sequence[str], weights: Sequence[float], /
    ) -> list[_R]:
        """The results of `fn` for each of `models`, in their order."""
        ...


def serial_map(
    fn: Callable[[str], _R], models: Sequence[str], weights: Sequence[float], /
) -> list[_R]:
    """The plain loop (`weights` unused)."""
    return [fn(m) for m in models]

"""A seeded random source whose stream is stable across Python and numpy versions.

Anyone must be able to regenerate a day's puzzles from the published seed, years later. Python
guarantees only that `random.Random(seed).random()` keeps producing the same floats for an integer
seed; `randrange`, `shuffle` and `sample` have changed between versions, and numpy's Generator
methods carry no stream guarantee at all. So every draw here is built on `random()` alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


class Rng:
    """Integer draws, shuffles and samples built only on `random.Random.random()`."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def below(self, k: int) -> int:
        """A whole number in 0..k-1; with 53-bit floats and k far below 2**20 the bias is negligible."""
        if k <= 0:
            raise ValueError(f"below() needs a positive bound, got {k!r}")
        return min(int(self._random.random() * k), k - 1)

    def between(self, low: int, high: int) -> int:
        """A whole number in low..high, both ends included."""
        return low + self.below(high - low + 1)

    def chance(self, p: float) -> bool:
        """True with probability p."""
        return self._random.random() < p

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A new list with the items in random order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """k distinct items in random order."""
        return self.shuffled(items)[:k]

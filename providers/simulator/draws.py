"""Seeded draws: every random choice the simulator makes is a pure function of its key.

No RNG state is carried between requests, so the answer to (seed, day, model, task) does not
depend on which requests came before it, how many threads served them, or whether the server was
restarted. Keys that leave the day out are fixed across days: that is how a habit (refusing a
prompt, fencing JSON) stays put until the scenario changes the behaviour behind it.
"""

from __future__ import annotations

import hashlib
import random
from statistics import NormalDist

_UNIT = NormalDist()
_TWO_64 = float(2**64)


class Draws:
    """Uniform, normal and RNG draws keyed by sha256(seed, *parts)."""

    def __init__(self, seed: int | str) -> None:
        self._seed = str(seed)
        # The key always starts with the seed and a separator: hash that prefix once, and copy
        # the hash state per draw (the same digest as hashing the whole key).
        self._prefix = hashlib.sha256((self._seed + "\x1f").encode("utf-8"))

    def _digest(self, parts: tuple[object, ...]) -> bytes:
        if not parts:
            return hashlib.sha256(self._seed.encode("utf-8")).digest()
        h = self._prefix.copy()
        h.update("\x1f".join(map(str, parts)).encode("utf-8"))
        return h.digest()

    def uniform(self, *parts: object) -> float:
        """A float in [0, 1)."""
        return int.from_bytes(self._digest(parts)[:8], "big") / _TWO_64

    def normal(self, *parts: object) -> float:
        """A standard normal, by inverting the CDF (clamped off the infinite tails)."""
        u = min(max(self.uniform(*parts), 1e-12), 1.0 - 1e-12)
        return _UNIT.inv_cdf(u)

    def rng(self, *parts: object) -> random.Random:
        """A private generator for draws that need a sequence (shuffles, sentence choices)."""
        return random.Random(int.from_bytes(self._digest(parts)[:16], "big"))

"""round_trip: the length of the shortest closed tour through every city, by Held-Karp.

Generated distances are random whole numbers 10-99 closed under shortest paths, so going through
another city never beats the direct road (the triangle inequality holds). Random points in the plane
were considered and rejected: their optimal tour is close to the obvious convex-hull loop, which a
model can read off without doing the work.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from puzzles.errors import InvalidInstance
from puzzles.family import ANSWER_LINE, fenced_block, plural
from puzzles.rng import Rng
from puzzles.validate import array, field, whole

LEVEL_SIZES: Mapping[int, int] = {1: 8, 2: 12, 3: 16}
# Held-Karp needs 2**(n-1) * (n-1) table cells; 18 cities is about 2.2 million and well under a second.
MAX_CITIES = 18
# Keeps every tour sum far inside int64, whatever the matrix.
MAX_DISTANCE = 10**9
GENERATED_DISTANCES = (10, 99)

_OPENING = "A traveller must make a round trip through "


def check(instance: Mapping[str, Any]) -> dict[str, Any]:
    """A square, symmetric, non-negative whole-number matrix with zeros on the diagonal."""
    rows = array(
        field(instance, "dist", "round_trip", "'dist': the distance matrix as a list of rows"),
        "round_trip 'dist'",
    )
    n = len(rows)
    if not 1 <= n <= MAX_CITIES:
        raise InvalidInstance(
            f"round_trip 'dist' has {n} rows; give between 1 and {MAX_CITIES} cities"
        )
    dist: list[list[int]] = []
    for i, raw in enumerate(rows):
        row = array(raw, f"round_trip dist[{i}]")
        if len(row) != n:
            raise InvalidInstance(
                f"round_trip dist[{i}] has {len(row)} entries but there are {n} rows; "
                "the matrix must be square"
            )
        dist.append(
            [
                whole(x, f"round_trip dist[{i}][{j}]", 0, MAX_DISTANCE, "distances are >= 0")
                for j, x in enumerate(row)
            ]
        )
    for i in range(n):
        if dist[i][i] != 0:
            raise InvalidInstance(
                f"round_trip dist[{i}][{i}] is {dist[i][i]!r}; a city's distance to itself must be 0"
            )
        for j in range(i):
            if dist[i][j] != dist[j][i]:
                raise InvalidInstance(
                    f"round_trip dist[{i}][{j}]={dist[i][j]!r} but dist[{j}][{i}]={dist[j][i]!r}; "
                    "the matrix must be symmetric"
                )
    return {"family": "round_trip", "dist": dist}


def solve(data: dict[str, Any]) -> int:
    """Held-Karp over subsets of cities 1..n-1 (city 0 is the start), one numpy step per (size, end)."""
    dist = data["dist"]
    n = len(dist)
    if n == 1:
        return 0
    if n == 2:
        return 2 * int(dist[0][1])
    d = np.asarray(dist, dtype=np.int64)
    m = n - 1  # cities 1..n-1 are bits 0..m-1
    inner = d[1:, 1:]
    unreachable = np.iinfo(np.int64).max // 4  # big enough, and adding a distance cannot overflow
    best = np.full((1 << m, m), unreachable, dtype=np.int64)
    for j in range(m):
        best[1 << j, j] = d[0, j + 1]
    masks = np.arange(1 << m, dtype=np.int64)
    popcount = np.zeros(1 << m, dtype=np.int64)
    for bit in range(m):
        popcount += (masks >> bit) & 1
    for size in range(2, m + 1):
        layer = masks[popcount == size]
        for j in range(m):
            ends_at_j = layer[((layer >> j) & 1) == 1]
            before = ends_at_j ^ (1 << j)
            best[ends_at_j, j] = (best[before] + inner[:, j]).min(axis=1)
    return int((best[(1 << m) - 1] + d[1:, 0]).min())


def generate(rng: Rng, level: int) -> dict[str, Any]:
    """Random distances 10-99, then Floyd-Warshall so each entry is the shortest road between the two."""
    n = LEVEL_SIZES[level]
    low, high = GENERATED_DISTANCES
    d = np.zeros((n, n), dtype=np.int64)
    for i in range(n):
        for j in range(i + 1, n):
            d[i, j] = d[j, i] = rng.between(low, high)
    for k in range(n):
        d = np.minimum(d, d[:, k : k + 1] + d[k : k + 1, :])
    return {"family": "round_trip", "dist": d.tolist()}


def size(data: dict[str, Any]) -> int:
    """Cities in the instance: the size the level sets."""
    return len(data["dist"])


def render(data: dict[str, Any]) -> str:
    """The prompt text with the distance table aligned, so a model can read it as a table."""
    dist = data["dist"]
    n = len(dist)
    width = max(len(str(n - 1)), *(len(str(x)) for row in dist for x in row))
    header = " " * width + " |" + "".join(f" {j:>{width}}" for j in range(n))
    lines = [header, "-" * len(header)]
    lines += [
        f"{i:>{width}} |" + "".join(f" {x:>{width}}" for x in row) for i, row in enumerate(dist)
    ]
    table = "\n".join(lines)
    return (
        f"{_OPENING}{plural(n, 'city', 'cities')}, numbered 0 to {n - 1}. "
        "The trip starts at one of the cities, visits every other city exactly once, "
        "and then returns to the city it started from. "
        "Each leg of the trip goes directly from one city to the next, and its length is the "
        "distance given in the table below; distances are the same in both directions. "
        "The length of a trip is the sum of the lengths of all its legs, "
        "including the last leg back to the start.\n\n"
        "Distances (the number in row i and column j is the distance between city i and city j):\n\n"
        f"```\n{table}\n```\n\n"
        "What is the length of the shortest possible round trip?\n\n"
        f"{ANSWER_LINE}"
    )


def parse(text: str) -> dict[str, Any] | None:
    """Read the distance table back; the registry re-renders to confirm the whole text matches."""
    block = fenced_block(text, _OPENING)
    if block is None:
        return None
    dist = []
    for line in block.split("\n")[2:]:
        _label, bar, rest = line.partition("|")
        if not bar:
            return None
        dist.append([int(x) for x in rest.split()])
    return {"family": "round_trip", "dist": dist}

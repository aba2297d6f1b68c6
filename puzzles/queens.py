"""queens: placements of n non-attacking queens on an n x n board where some squares are blocked.

Blocked squares hold no queen but do not stop attacks, so they only remove candidate squares.
Counted by bitboard backtracking row by row: the free squares of a row are one machine word with
the attacked columns and diagonals masked out.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from puzzles.family import ANSWER_LINE, plural
from puzzles.rng import Rng
from puzzles.validate import sized_pairs

# Level 1 is 7 x 7 with 7 blocked squares, not the first proposal of 6 x 6 with 3: that
# board has only C(36, 3) = 7,140 layouts, so prompts repeated within 60 days for two models, and
# its answers are 1 to 4, a cheap guess. 7 x 7 with 7 has about 86 million layouts and answers 7-19.
LEVEL_SIZES: Mapping[int, int] = {1: 7, 2: 8, 3: 10}
GENERATED_BLOCKED: Mapping[int, int] = {1: 7, 2: 8, 3: 12}
# 12 queens is about 850 thousand search nodes, around a second in Python; 13 is several times more.
MAX_N = 12

_OPENING = "Place "
_BLOCKED_LINE = re.compile(r"^Blocked squares \(row, column\): (.*)\.$", re.MULTILINE)
_SQUARE = re.compile(r"\((\d+), (\d+)\)")


def check(instance: Mapping[str, Any]) -> dict[str, Any]:
    """A board side and a list of distinct [row, column] squares on that board."""
    n, blocked = sized_pairs(
        instance,
        "queens",
        (
            "n",
            "'n': the board side and number of queens",
            MAX_N,
            f"give a board side between 1 and {MAX_N}",
        ),
        (
            "blocked",
            "'blocked': a list of [row, column] squares",
            "square",
            "a square is [row, column] with rows and columns 0 to {last}",
        ),
    )
    return {"family": "queens", "n": n, "blocked": blocked}


def solve(data: dict[str, Any]) -> int:
    """Count placements by backtracking over bitmasks: exact, and fast enough for level 3 well
    under the benchmark's half second."""
    n: int = data["n"]
    full = (1 << n) - 1
    blocked_in_row = [0] * n
    for r, c in data["blocked"]:
        blocked_in_row[r] |= 1 << c

    def place(row: int, cols: int, rising: int, falling: int) -> int:
        free = full & ~(cols | rising | falling | blocked_in_row[row])
        if row == n - 1:
            return free.bit_count()
        total = 0
        while free:
            bit = free & -free
            free ^= bit
            total += place(row + 1, cols | bit, ((rising | bit) << 1) & full, (falling | bit) >> 1)
        return total

    return place(0, 0, 0, 0)


def generate(rng: Rng, level: int) -> dict[str, Any]:
    """A board of the level's size with the level's number of blocked squares, drawn from the
    seeded generator alone."""
    n = LEVEL_SIZES[level]
    squares = [(r, c) for r in range(n) for c in range(n)]
    blocked = sorted(rng.sample(squares, GENERATED_BLOCKED[level]))
    return {"family": "queens", "n": n, "blocked": [[r, c] for r, c in blocked]}


def size(data: dict[str, Any]) -> int:
    """Board side: the size the level sets."""
    return int(data["n"])


def render(data: dict[str, Any]) -> str:
    """The prompt text with the board drawn as text, blocked squares marked X."""
    n: int = data["n"]
    blocked = data["blocked"]
    marked = {(r, c) for r, c in blocked}
    board = "\n".join("".join("X" if (r, c) in marked else "." for c in range(n)) for r in range(n))
    if blocked:
        listing = "Blocked squares (row, column): " + ", ".join(f"({r}, {c})" for r, c in blocked)
    else:
        listing = "Blocked squares (row, column): none"
    return (
        f"{_OPENING}{plural(n, 'queen', 'queens')} on a chessboard of "
        f"{plural(n, 'row', 'rows')} and {plural(n, 'column', 'columns')} "
        "so that no two queens attack each other. "
        "A queen attacks every square in its row, in its column and on both of its diagonals, "
        "at any distance. "
        f"Rows are numbered 0 to {n - 1} from top to bottom and columns 0 to {n - 1} from left "
        "to right; square (r, c) is the square in row r and column c. "
        "Some squares are blocked: no queen may stand on a blocked square, but blocked squares "
        "do not stop attacks, so a queen still attacks along a line that passes over a blocked "
        "square.\n\n"
        f"{listing}.\n\n"
        "The board, with X for a blocked square and . for a free one (the first line is row 0):\n\n"
        f"```\n{board}\n```\n\n"
        "The board is fixed in place: two placements are different if some square holds a queen "
        "in one and not in the other, so placements that are rotations or reflections of each "
        f"other count as different. How many different placements of the {n} "
        f"{'queen' if n == 1 else 'queens'} are there?\n\n"
        f"{ANSWER_LINE}"
    )


def parse(text: str) -> dict[str, Any] | None:
    """Read the board side and blocked squares back; the registry re-renders to confirm."""
    count = re.match(re.escape(_OPENING) + r"(\d+) queen", text)
    listing = _BLOCKED_LINE.search(text)
    if count is None or listing is None:
        return None
    blocked = [[int(r), int(c)] for r, c in _SQUARE.findall(listing.group(1))]
    return {"family": "queens", "n": int(count.group(1)), "blocked": blocked}

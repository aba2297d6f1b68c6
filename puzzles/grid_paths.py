"""grid_paths: monotone lattice paths (right and down moves only) through a grid with walls.

Counted by the lattice recurrence: the paths into an open cell are those into the cell above plus
those into the cell to its left. Python integers, because large open grids pass 2**63.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles.errors import InvalidInstance
from puzzles.family import ANSWER_LINE, fenced_block, plural
from puzzles.rng import Rng
from puzzles.validate import array, field, shown

LEVEL_SIZES: Mapping[int, int] = {1: 7, 2: 11, 3: 15}
WALL_SHARE = 0.15
MAX_SIDE = 200

_OPENING = "A robot walks on a grid of "
OPEN, WALL = ".", "#"


def check(instance: Mapping[str, Any]) -> dict[str, Any]:
    """A non-empty list of equally long strings of '.' and '#'."""
    rows = array(
        field(instance, "grid", "grid_paths", "'grid': a list of row strings of '.' and '#'"),
        "grid_paths 'grid'",
    )
    if not 1 <= len(rows) <= MAX_SIDE:
        raise InvalidInstance(
            f"grid_paths 'grid' has {len(rows)} rows; give between 1 and {MAX_SIDE}"
        )
    for i, row in enumerate(rows):
        if not isinstance(row, str):
            raise InvalidInstance(
                f"grid_paths grid[{i}] must be a string such as '..#.', got {shown(row)}"
            )
        if len(row) != len(rows[0]):
            raise InvalidInstance(
                f"grid_paths grid[{i}] has {len(row)} cells but grid[0] has {len(rows[0])}; "
                "every row must be equally long"
            )
        bad = sorted(set(row) - {OPEN, WALL})
        if bad:
            raise InvalidInstance(
                f"grid_paths grid[{i}] contains {bad[0]!r}; use only '.' (open) and '#' (wall)"
            )
    if not 1 <= len(rows[0]) <= MAX_SIDE:
        raise InvalidInstance(
            f"grid_paths rows have {len(rows[0])} cells; give between 1 and {MAX_SIDE}"
        )
    return {"family": "grid_paths", "grid": list(rows)}


def solve(data: dict[str, Any]) -> int:
    """Count monotone paths by dynamic programming over rows: exact, and fast enough to check every
    generated instance."""
    grid: list[str] = data["grid"]
    paths = [0] * len(grid[0])
    paths[0] = 1  # one way to stand on the start, if it is open
    for row in grid:
        left = 0
        for c, cell in enumerate(row):
            left = 0 if cell == WALL else paths[c] + left
            paths[c] = left
    return paths[-1]


def generate(rng: Rng, level: int) -> dict[str, Any]:
    """A square grid with 15% of the cells walled, never the start or the end."""
    side = LEVEL_SIZES[level]
    inner = [(r, c) for r in range(side) for c in range(side)][1:-1]
    walls = set(rng.sample(inner, round(WALL_SHARE * side * side)))
    grid = ["".join(WALL if (r, c) in walls else OPEN for c in range(side)) for r in range(side)]
    return {"family": "grid_paths", "grid": grid}


def size(data: dict[str, Any]) -> int:
    """Rows in the grid: the size the level sets."""
    return len(data["grid"])


def render(data: dict[str, Any]) -> str:
    """The prompt text with the grid drawn as text, one row a line."""
    grid: list[str] = data["grid"]
    rows, cols = len(grid), len(grid[0])
    picture = "\n".join(grid)
    return (
        f"{_OPENING}{plural(rows, 'row', 'rows')} and {plural(cols, 'column', 'columns')}. "
        f"Each cell is either open (shown as {OPEN}) or a wall (shown as {WALL}). "
        f"Rows are numbered 0 to {rows - 1} from top to bottom and columns 0 to {cols - 1} "
        "from left to right. "
        f"The robot starts in the top-left cell (row 0, column 0) and must reach the "
        f"bottom-right cell (row {rows - 1}, column {cols - 1}). "
        "Each move goes exactly one cell to the right or exactly one cell down; the robot never "
        "moves left, up or diagonally, and it may only stand on open cells. "
        "If the start or the end cell is a wall, there are no paths.\n\n"
        "The grid (the first line is row 0):\n\n"
        f"```\n{picture}\n```\n\n"
        "How many different paths can the robot take from the top-left cell to the "
        "bottom-right cell?\n\n"
        f"{ANSWER_LINE}"
    )


def parse(text: str) -> dict[str, Any] | None:
    """Read the grid picture back; the registry re-renders to confirm the whole text matches."""
    block = fenced_block(text, _OPENING)
    return None if block is None else {"family": "grid_paths", "grid": block.split("\n")}

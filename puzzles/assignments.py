"""assignments: ways to give n workers n jobs one-to-one, the permanent of a 0/1 matrix.

Counted by a dynamic programme over the set of jobs already taken (workers in a fixed order), which
is the subset form of Ryser's idea and touches only reachable sets, so sparse matrices are cheap.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from puzzles.errors import InvalidInstance
from puzzles.family import ANSWER_LINE, plural
from puzzles.rng import Rng
from puzzles.validate import array, field, whole

LEVEL_SIZES: Mapping[int, int] = {1: 6, 2: 8, 3: 10}
# A full 16 x 16 matrix visits about a million (set, worker) pairs, under a second in Python.
MAX_WORKERS = 16
GENERATED_OPTIONS = (3, 4)

_OPENING = "A manager must give jobs to "
_WORKER_LINE = re.compile(r"Worker (\d+) can do (?:job (\d+)|jobs (\d+(?:, \d+)+)|no jobs)\.")


def check(instance: Mapping[str, Any]) -> dict[str, Any]:
    """n lists (one per worker) of distinct job numbers in 0..n-1."""
    rows = array(
        field(
            instance,
            "can_do",
            "assignments",
            "'can_do': one list of job numbers per worker",
        ),
        "assignments 'can_do'",
    )
    n = len(rows)
    if not 1 <= n <= MAX_WORKERS:
        raise InvalidInstance(
            f"assignments 'can_do' has {n} workers; give between 1 and {MAX_WORKERS}"
        )
    hint = f"jobs are numbered 0 to {n - 1}, one per worker"
    can_do: list[list[int]] = []
    for i, raw in enumerate(rows):
        jobs = [
            whole(j, f"assignments can_do[{i}][{k}]", 0, n - 1, hint)
            for k, j in enumerate(array(raw, f"assignments can_do[{i}]"))
        ]
        if len(set(jobs)) != len(jobs):
            raise InvalidInstance(
                f"assignments can_do[{i}] is {jobs!r} and repeats a job; list each job once"
            )
        can_do.append(jobs)
    return {"family": "assignments", "can_do": can_do}


def solve(data: dict[str, Any]) -> int:
    """Ways to fill workers one by one, keyed by the jobs taken so far."""
    # Any worker order gives the same count; fewest options first keeps the frontier small.
    rows = sorted(data["can_do"], key=len)
    ways: dict[int, int] = {0: 1}
    for jobs in rows:
        bits = [1 << j for j in jobs]
        following: dict[int, int] = {}
        for taken, count in ways.items():
            for bit in bits:
                if not taken & bit:
                    key = taken | bit
                    following[key] = following.get(key, 0) + count
        ways = following
        if not ways:
            return 0
    return sum(ways.values())


def generate(rng: Rng, level: int) -> dict[str, Any]:
    """Each worker may take 3 or 4 jobs chosen at random."""
    n = LEVEL_SIZES[level]
    low, high = GENERATED_OPTIONS
    can_do = [sorted(rng.sample(range(n), rng.between(low, high))) for _ in range(n)]
    return {"family": "assignments", "can_do": can_do}


def size(data: dict[str, Any]) -> int:
    """Workers in the instance: the size the level sets."""
    return len(data["can_do"])


def _worker_line(i: int, jobs: list[int]) -> str:
    if not jobs:
        return f"Worker {i} can do no jobs."
    if len(jobs) == 1:
        return f"Worker {i} can do job {jobs[0]}."
    return f"Worker {i} can do jobs {', '.join(str(j) for j in jobs)}."


def render(data: dict[str, Any]) -> str:
    """The prompt text: every worker's jobs, in words a model reads without a table."""
    can_do = data["can_do"]
    n = len(can_do)
    lines = "\n".join(_worker_line(i, jobs) for i, jobs in enumerate(can_do))
    return (
        f"{_OPENING}{plural(n, 'worker', 'workers')}, numbered 0 to {n - 1}. "
        f"There are exactly {plural(n, 'job', 'jobs')}, also numbered 0 to {n - 1}. "
        "Each worker is able to do only the jobs listed for them:\n\n"
        f"{lines}\n\n"
        "An assignment gives every worker exactly one job that the worker is able to do, "
        "so that every job goes to exactly one worker (no job is shared and no job is left over). "
        "Two assignments are different if at least one worker gets a different job. "
        "How many different assignments are there?\n\n"
        f"{ANSWER_LINE}"
    )


def parse(text: str) -> dict[str, Any] | None:
    """Read the worker lines back; the registry re-renders to confirm the whole text matches."""
    if not text.startswith(_OPENING):
        return None
    can_do: list[list[int]] = []
    for match in _WORKER_LINE.finditer(text):
        if int(match.group(1)) != len(can_do):
            return None
        one, many = match.group(2), match.group(3)
        if one is not None:
            can_do.append([int(one)])
        elif many is not None:
            can_do.append([int(j) for j in many.split(", ")])
        else:
            can_do.append([])
    return {"family": "assignments", "can_do": can_do}

"""task_orders: orders of n tasks obeying "a before b" rules, the linear extensions of a poset.

Counted by a dynamic programme over downsets: the set of tasks done so far is always closed under
"must come earlier", and each step adds one task whose earlier tasks are all done. A cycle of
rules leaves the full set unreachable, which gives 0 without a separate check.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from puzzles.family import ANSWER_LINE, plural
from puzzles.rng import Rng
from puzzles.validate import sized_pairs

LEVEL_SIZES: Mapping[int, int] = {1: 8, 2: 11, 3: 14}
GENERATED_RULES: Mapping[int, int] = {1: 8, 2: 12, 3: 16}
# With no rules at all, 18 tasks means 2**18 downsets times 18 steps: a few seconds at worst.
MAX_TASKS = 18

_OPENING = "A project has "
_RULE_LINE = re.compile(r"^- Task (\d+) must be done before task (\d+)\.$", re.MULTILINE)


def check(instance: Mapping[str, Any]) -> dict[str, Any]:
    """A task count and a list of distinct [a, b] pairs of task numbers."""
    n, before = sized_pairs(
        instance,
        "task_orders",
        ("n", "'n': the number of tasks", MAX_TASKS, f"give between 1 and {MAX_TASKS} tasks"),
        (
            "before",
            "'before': a list of [a, b] rules",
            "rule",
            "a rule is [a, b] with task numbers 0 to {last}",
        ),
    )
    return {"family": "task_orders", "n": n, "before": before}


def solve(data: dict[str, Any]) -> int:
    """Count orders by dynamic programming over subsets of done tasks: exact for every level."""
    n: int = data["n"]
    earlier = [0] * n
    for a, b in data["before"]:
        earlier[b] |= 1 << a
    ways: dict[int, int] = {0: 1}
    for _ in range(n):
        following: dict[int, int] = {}
        for done, count in ways.items():
            for task in range(n):
                bit = 1 << task
                if not done & bit and earlier[task] & done == earlier[task]:
                    key = done | bit
                    following[key] = following.get(key, 0) + count
        ways = following
        if not ways:
            return 0
    return ways.get((1 << n) - 1, 0)


def generate(rng: Rng, level: int) -> dict[str, Any]:
    """Rules drawn from one hidden random order, so they never form a cycle."""
    n = LEVEL_SIZES[level]
    hidden = rng.shuffled(range(n))
    candidates = [[hidden[i], hidden[j]] for i in range(n) for j in range(i + 1, n)]
    return {
        "family": "task_orders",
        "n": n,
        "before": rng.sample(candidates, GENERATED_RULES[level]),
    }


def size(data: dict[str, Any]) -> int:
    """Tasks in the instance: the size the level sets."""
    return int(data["n"])


def render(data: dict[str, Any]) -> str:
    """The prompt text: the rules as a list, or a plain statement when there are none."""
    n: int = data["n"]
    before = data["before"]
    if before:
        rules = "These rules must all be obeyed:\n\n" + "\n".join(
            f"- Task {a} must be done before task {b}." for a, b in before
        )
    else:
        rules = "There are no rules, so every order is allowed."
    return (
        f"{_OPENING}{plural(n, 'task', 'tasks')}, numbered 0 to {n - 1}. "
        "The tasks are done one at a time, each task exactly once, so an order is a sequence "
        "that lists every task exactly once. "
        f"{rules}\n\n"
        '"Before" means anywhere earlier in the order, not necessarily immediately before. '
        "Two orders are different if they differ in at least one position. "
        "How many different orders obey every rule? "
        "If no order can obey every rule, the answer is 0.\n\n"
        f"{ANSWER_LINE}"
    )


def parse(text: str) -> dict[str, Any] | None:
    """Read the task count and rules back; the registry re-renders to confirm the text matches."""
    if not text.startswith(_OPENING):
        return None
    count = re.match(re.escape(_OPENING) + r"(\d+) task", text)
    if count is None:
        return None
    before = [[int(a), int(b)] for a, b in _RULE_LINE.findall(text)]
    return {"family": "task_orders", "n": int(count.group(1)), "before": before}

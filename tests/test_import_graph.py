"""Top-level packages import each other in one direction only (purity: tests/test_purity.py).

A package loop (assets/ importing dagster_project/ while dagster_project/ imports assets/) makes
import order matter and lets a change anywhere in the loop break everything in it. The layout that
prevents it is described in README.md ("Layout"): runtime/ sits below both assets/ and
dagster_project/. Every import counts, including the ones deferred into a function body, because
a deferred import is still a dependency; only the order it is paid in differs.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def top_level_packages(root: Path = ROOT) -> list[str]:
    """The project's own packages: folders at the root with an __init__.py, tests excluded."""
    return sorted(
        p.name
        for p in root.iterdir()
        if (p / "__init__.py").is_file() and p.name not in {"tests", "tools"}
    )


def imported_modules(path: Path, package: str) -> set[str]:
    """Every module a file imports, relative imports resolved against its own package."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                found.add(package)  # a relative import stays inside its own package
            elif node.module:
                found.add(node.module)
    return found


def package_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Which of the project's top-level packages each one imports."""
    packages = top_level_packages(root)
    graph: dict[str, set[str]] = {}
    for package in packages:
        edges: set[str] = set()
        for path in (root / package).rglob("*.py"):
            edges |= {m.split(".")[0] for m in imported_modules(path, package)}
        graph[package] = (edges & set(packages)) - {package}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One cycle as a path that starts and ends at the same package, or [] when there is none."""
    state: dict[str, str] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        stack.pop()
        state[node] = "done"
        return []

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return []


def test_the_cycle_finder_finds_a_planted_loop() -> None:
    graph = {"assets": {"dagster_project", "runtime"}, "dagster_project": {"assets"}}
    assert find_cycle(graph) == ["assets", "dagster_project", "assets"]
    assert find_cycle({"assets": {"runtime"}, "dagster_project": {"assets", "runtime"}}) == []


def test_top_level_packages_import_each_other_without_a_cycle() -> None:
    graph = package_graph()
    assert {"assets", "dagster_project", "detection", "runtime"} <= set(graph)
    assert find_cycle(graph) == [], {k: sorted(v) for k, v in graph.items()}


def test_assets_do_not_import_the_dagster_project_package() -> None:
    assert "dagster_project" not in package_graph()["assets"]

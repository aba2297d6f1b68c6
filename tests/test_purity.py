"""Pure cores stay pure: scoring/, detection/ and puzzles/ import neither Dagster, DuckDB nor httpx,
so the statistics and the scorer test in microseconds and read as plain functions."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = {"dagster", "dagster_duckdb", "duckdb", "httpx"}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("package", ["scoring", "detection", "puzzles", "records"])
def test_pure_packages_import_no_io_frameworks(package: str) -> None:
    offenders = {
        str(p.relative_to(ROOT)): sorted(imported_roots(p) & FORBIDDEN)
        for p in (ROOT / package).rglob("*.py")
        if imported_roots(p) & FORBIDDEN
    }
    assert offenders == {}


IO_PACKAGES = {"assets", "dagster_project", "providers", "report", "warehouse"}


@pytest.mark.parametrize("package", ["scoring", "detection", "puzzles", "records"])
def test_pure_packages_import_none_of_the_io_packages(package: str) -> None:
    # A contract both a core and an I/O package need lives in the core (docs/contributing.md).
    offenders = {
        str(p.relative_to(ROOT)): sorted(imported_roots(p) & IO_PACKAGES)
        for p in (ROOT / package).rglob("*.py")
        if imported_roots(p) & IO_PACKAGES
    }
    assert offenders == {}

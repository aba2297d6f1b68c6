"""puzzles/ is a pure core: importing all of it pulls in neither Dagster, DuckDB nor httpx."""

from __future__ import annotations

import subprocess
import sys

PROBE = (
    "import sys, puzzles, puzzles.day, puzzles.slots, puzzles.registry; "
    "print(','.join(m for m in ('dagster', 'duckdb', 'httpx') if m in sys.modules))"
)


def test_importing_puzzles_loads_no_io_frameworks() -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""

"""`python -m bench.<name>` runs with no options; given any, it says so in one line and names the
`modeldrift bench <name>` command that takes them.

A benchmark run as a module used to ignore its arguments: `python -m bench.rescore --n 100000`
timed the default 500,000 responses, and a reader of its figures could not tell.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", ["rescore", "detector", "collect", "scorer", "puzzles"])
def test_an_option_is_a_one_line_error_not_ignored(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", f"bench.{name}", "--no-such-option"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "--no-such-option" in lines[0] and f"modeldrift bench {name} --help" in lines[0]
    assert not done.stdout

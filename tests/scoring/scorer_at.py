"""The scoring package at an earlier commit, for the tests that hold today's readers to it.

A clean clone holds every commit; a shallow clone (a CI checkout of one commit) holds no earlier
code to compare with, and the test is skipped there rather than failed. Any other reason the copy
cannot be made fails the test with its one-line error.
"""

from __future__ import annotations

import subprocess
from types import ModuleType

import pytest

from bench.scorer_history import ROOT, ScorerHistoryError, load_scoring_at


def scoring_at(commit: str, name: str) -> ModuleType:
    """`load_scoring_at(commit, name)`, skipped on a shallow clone."""
    try:
        return load_scoring_at(commit, name)
    except ScorerHistoryError as error:
        shallow = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--is-shallow-repository"],
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
        ).stdout.strip()
        if shallow == "true":
            pytest.skip(f"shallow clone: {commit} is not in this clone's history")
        pytest.fail(str(error))

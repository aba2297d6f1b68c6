"""The differential check compares readings, and the pre-passes both versions share by name."""

from __future__ import annotations

import scoring
from tools.picks_differential import _same_passes, benchmark_texts, differences


def test_the_code_against_itself_differs_nowhere() -> None:
    found = differences(scoring, benchmark_texts(400, seed=5))
    assert found.seen > 50
    assert (found.read, found.rewritten) == ([], [])


def test_a_pass_only_one_side_has_is_not_a_difference_but_a_shared_one_is() -> None:
    old = {"tables_merged": None, "runs_split": "1. A\n2. B"}
    added = {"tables_merged": None, "asked_first": "x", "runs_split": "1. A\n2. B"}
    assert _same_passes(old, added)
    assert not _same_passes(old, {**added, "runs_split": "1. A 2. B"})

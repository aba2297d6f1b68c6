"""`bench.scorer_history.load_scoring_copy`: a second copy of today's scoring package that a test may
change (a shortcut swapped for its slow form) without touching the scorer under test."""

from __future__ import annotations

import importlib

from bench.scorer_history import load_scoring_copy
from scoring import picks

REPLY = (
    "My top three:\n1. **Roborock Q5 Pro** - suction\n2. Eufy X8 - pet hair\n3. Tapo RV10 - value"
)


def test_the_copy_reads_as_the_scorer_does_and_is_a_package_of_its_own() -> None:
    package = load_scoring_copy("scoring_copy_test")
    copy = importlib.import_module(f"{package.__name__}.picks")
    assert copy is not picks
    assert copy.__file__ != picks.__file__
    assert [p.name for p in copy.read_picks(REPLY).picks] == [
        p.name for p in picks.read_picks(REPLY).picks
    ]
    assert [p.name for p in picks.read_picks(REPLY).picks] == [
        "Roborock Q5 Pro",
        "Eufy X8",
        "Tapo RV10",
    ]
    assert load_scoring_copy("scoring_copy_test") is package  # once per process


def test_changing_the_copy_leaves_the_scorer_alone() -> None:
    package = load_scoring_copy("scoring_copy_test")
    copy = importlib.import_module(f"{package.__name__}.picks")
    before = picks._TRIGGER_HINT
    vars(copy)["_TRIGGER_HINT"] = None
    try:
        assert picks._TRIGGER_HINT is before
        assert picks._line_trigger_at("Get the Roborock Q5 Pro.") is not None
    finally:
        vars(copy)["_TRIGGER_HINT"] = before

"""The fixed-window rule compares each slot class with itself and counts the baseline's own noise."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from detection.puzzle.fixed_window import window_z

CASES = json.loads((Path(__file__).parent / "test_puzzle_fixed_window_cases.json").read_text())[
    "cases"
]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_hand_computed_cases(case: dict) -> None:
    observed, expected, z = window_z(
        np.array(case["k_recent"]),
        np.array(case["n_recent"]),
        np.array(case["k_base"]),
        np.array(case["n_base"]),
    )
    assert float(observed) == case["observed"]
    assert float(expected) == pytest.approx(case["expected"])
    assert float(z) == pytest.approx(case["z"], abs=1e-4)


def test_baseline_uncertainty_widens_the_band() -> None:
    # Same recent shortfall against a 14-day and a 140-day baseline at the same rate: the longer
    # baseline is known better, so the same shortfall is more surprising.
    k_r, n_r = np.full(15, 5), np.full(15, 14)
    _, _, z_short = window_z(k_r, n_r, np.full(15, 14), np.full(15, 28))
    _, _, z_long = window_z(k_r, n_r, np.full(15, 140), np.full(15, 280))
    assert z_long < z_short < 0


def test_nothing_comparable_gives_nan() -> None:
    _, _, z = window_z(np.zeros(15), np.zeros(15), np.full(15, 14), np.full(15, 28))
    assert np.isnan(z)


def test_vectorised_rows_match_one_by_one() -> None:
    rng = np.random.default_rng(3)
    n_r, n_b = np.full((5, 15), 14), np.full((5, 15), 28)
    k_r, k_b = rng.binomial(n_r, 0.5), rng.binomial(n_b, 0.5)
    _, _, z = window_z(k_r, n_r, k_b, n_b)
    for i in range(5):
        assert z[i] == pytest.approx(float(window_z(k_r[i], n_r[i], k_b[i], n_b[i])[2]))

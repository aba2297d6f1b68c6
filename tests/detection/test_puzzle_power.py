"""The per-model detectable drop: smaller where the data are less noisy, refused for bad input."""

from __future__ import annotations

import numpy as np
import pytest

from detection.puzzle.power import RESOLUTION_POINTS, RatesShapeError, detectable_drop


def test_rates_near_50_percent_are_the_noisiest() -> None:
    # Binomial variance p(1-p) is largest at 1/2, so a drop there is hardest to see.
    assert detectable_drop(np.full(15, 0.5), 56) > detectable_drop(np.full(15, 0.85), 56)


def test_a_longer_reference_never_needs_a_bigger_drop() -> None:
    rates = np.random.default_rng(1).uniform(0.2, 0.8, 15)
    young, old = detectable_drop(rates, 15), detectable_drop(rates, 120)
    assert young is not None and old is not None
    assert old <= young


def test_answer_is_on_the_resolution_grid_and_in_a_sensible_range() -> None:
    drop = detectable_drop(np.full(15, 0.5), 28)
    assert drop is not None
    assert drop / RESOLUTION_POINTS == int(drop / RESOLUTION_POINTS)
    # With a perfectly known rate, 7 days x 30 puzzles put a 10-point drop only 2.9 SE away, so
    # 90% power within a week needs more than 10 points; 25 points is seen within days.
    assert 10 < drop < 25


def test_a_model_that_almost_never_passes_cannot_show_a_large_drop() -> None:
    assert detectable_drop(np.full(15, 0.03), 56) is None


def test_bad_rates_are_refused() -> None:
    with pytest.raises(RatesShapeError, match="15 class pass rates"):
        detectable_drop(np.full(14, 0.5), 56)
    with pytest.raises(RatesShapeError):
        detectable_drop(np.full(15, 1.5), 56)

"""Rasch ratings: a hand-checkable scale, finite extremes, monotone in passes, SE shrinking as days pool."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from detection.puzzle.ratings import (
    ABILITY_PRIOR_SD,
    ability,
    difficulties,
    pooled_rating,
    rating,
    to_rating,
)

HALF = np.full(15, 1)
TWO = np.full(15, 2)


def test_elo_scale_one_logit_is_400_over_ln10_points() -> None:
    # Elo's expected score 1/(1+10^(-d/400)) equals the logistic of d*ln(10)/400.
    assert float(to_rating(0.0)) == 1500.0
    assert float(to_rating(1.0)) == pytest.approx(1500 + 400 / math.log(10))
    d = float(to_rating(0.7) - to_rating(0.0))
    assert 1 / (1 + 10 ** (-d / 400)) == pytest.approx(1 / (1 + math.exp(-0.7)))


def test_launch_rates_become_difficulties() -> None:
    # 14/28 smooths to 14.5/29 = 1/2: difficulty 0. 28/28 smooths to 28.5/29: -logit = -ln(57).
    b = difficulties(np.array([14, 28, 0]), np.array([28, 28, 28]))
    assert b == pytest.approx([0.0, -math.log(57), math.log(57)])


def test_half_passed_on_zero_difficulties_is_the_anchor() -> None:
    # Score equation sum(k - n*sigmoid(theta)) - theta/9 = 0 holds at theta = 0 when k = n/2.
    # SE = 1/sqrt(30 * 1/4 + 1/9) logits = 173.72 / 2.7588 = 62.97 points.
    r, se = rating(HALF, TWO, np.zeros(15))
    assert float(r) == pytest.approx(1500.0)
    assert float(se) == pytest.approx(400 / math.log(10) / math.sqrt(7.5 + 1 / 9))


def test_all_passed_and_all_failed_days_stay_finite_and_symmetric() -> None:
    up, se_up = ability(TWO, TWO, np.zeros(15))
    down, se_down = ability(np.zeros(15), TWO, np.zeros(15))
    assert np.isfinite(up) and np.isfinite(down)
    assert float(up) == pytest.approx(-float(down))
    assert 2.0 < float(up) < 3 * ABILITY_PRIOR_SD
    assert float(se_up) == pytest.approx(float(se_down))


@settings(max_examples=60, deadline=None)
@given(
    ks=st.lists(st.integers(0, 2), min_size=15, max_size=15),
    bs=st.lists(st.floats(-3, 3), min_size=15, max_size=15),
    which=st.integers(0, 14),
)
def test_one_more_pass_raises_the_rating(ks: list[int], bs: list[float], which: int) -> None:
    k = np.array(ks)
    if k[which] == 2:
        k[which] = 1
    more = k.copy()
    more[which] += 1
    b = np.array(bs)
    assert float(rating(more, TWO, b)[0]) > float(rating(k, TWO, b)[0])


def test_se_shrinks_as_days_pool() -> None:
    # Pooling d identical days multiplies the information by d: SE ~ 1/sqrt(d) (the weak prior
    # makes it very slightly smaller than that, never larger).
    b = np.zeros(15)
    ses = [pooled_rating(np.tile(HALF, (d, 1)), np.tile(TWO, (d, 1)), b)[1] for d in (1, 2, 4, 8)]
    assert ses == sorted(ses, reverse=True)
    assert ses[2] / ses[0] == pytest.approx(0.5, rel=0.02)
    assert ses[3] / ses[0] == pytest.approx(1 / math.sqrt(8), rel=0.02)


def test_vectorised_days_match_single_days() -> None:
    rng = np.random.default_rng(0)
    k = rng.integers(0, 3, size=(6, 15))
    b = rng.normal(size=15)
    r, se = rating(k, np.tile(TWO, (6, 1)), b)
    for d in range(6):
        r1, se1 = rating(k[d], TWO, b)
        assert float(r1) == pytest.approx(r[d]) and float(se1) == pytest.approx(se[d])

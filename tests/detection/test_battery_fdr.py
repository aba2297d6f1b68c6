"""Benjamini-Hochberg: hand-computed examples, agreement with SciPy, and false-alarm control on
pure noise."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import false_discovery_control

from detection.battery.fdr import FdrInputError, benjamini_hochberg, expected_false, two_sided_p


def test_hand_computed_step_up() -> None:
    # source: worked by hand from Benjamini & Hochberg (1995), q = 0.05, m = 5.
    # sorted p: 0.001 0.012 0.014 0.2 0.3; cut-offs k q / m: 0.01 0.02 0.03 0.04 0.05.
    # p_(3) = 0.014 <= 0.03 and p_(4) = 0.2 > 0.04, p_(5) = 0.3 > 0.05 -> reject the 3 smallest.
    # adjusted, from the top: 0.3; min(0.3, 0.2*5/4 = 0.25) = 0.25; min(0.25, 0.014*5/3) = 0.023333;
    # min(0.023333, 0.012*5/2 = 0.03) = 0.023333; min(0.023333, 0.001*5 = 0.005) = 0.005.
    p = [0.2, 0.012, 0.3, 0.001, 0.014]
    result = benjamini_hochberg(p, 0.05)
    assert result.rejected == [False, True, False, True, True]
    assert result.q_values == pytest.approx([0.25, 0.023333, 0.3, 0.005, 0.023333], abs=1e-6)


def test_step_up_rejects_a_p_above_its_own_cutoff() -> None:
    # source: by hand. p = 0.03, 0.04, m = 2: 0.03 > 1 x 0.05 / 2 = 0.025, but 0.04 <= 0.05, so
    # k = 2 and both are rejected; both adjusted values are min(0.04, 0.03 x 2) = 0.04.
    result = benjamini_hochberg([0.03, 0.04], 0.05)
    assert result.rejected == [True, True]
    assert result.q_values == pytest.approx([0.04, 0.04])


def test_no_tests_no_rejections() -> None:
    result = benjamini_hochberg([], 0.05)
    assert (result.rejected, result.q_values) == ([], [])


@pytest.mark.parametrize(("p", "q"), [([0.5, 1.2], 0.05), ([0.5], 0.0), ([-0.1], 0.05)])
def test_bad_inputs_are_refused(p: list[float], q: float) -> None:
    with pytest.raises(FdrInputError):
        benjamini_hochberg(p, q)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(min_value=0.0, max_value=1.0), min_size=1, max_size=40))
def test_adjusted_values_match_scipy(p: list[float]) -> None:
    ours = benjamini_hochberg(p, 0.05)
    reference = false_discovery_control(np.array(p), method="bh")
    assert ours.q_values == pytest.approx(list(reference), abs=1e-12)
    assert ours.rejected == [bool(x <= 0.05) for x in reference]


def test_two_sided_p_matches_normal_tables() -> None:
    # source: standard normal tables. P(|Z| > 1.96) = 0.05, P(|Z| > 3) = 0.0026998.
    assert two_sided_p(1.959964) == pytest.approx(0.05, rel=1e-5)
    assert two_sided_p(-3.0) == pytest.approx(0.0026998, rel=1e-4)
    assert two_sided_p(0.0) == 1.0


def test_expected_false_is_tests_times_alpha() -> None:
    # 350 tests x 0.0026998 = 0.94493
    assert expected_false(350, 0.0026998) == pytest.approx(0.94493)


def test_300_null_tests_bh_versus_uncorrected() -> None:
    # 300 null z scores: uncorrected p < 0.05 flags about 300 x 0.05 = 15 by chance; under the
    # complete null BH at q = 0.05 flags anything at all in at most 5% of days (FWER = FDR).
    rng = np.random.default_rng(20250310)
    replicates = 200
    uncorrected_total = 0
    days_with_bh_discoveries = 0
    for _ in range(replicates):
        p = [two_sided_p(float(z)) for z in rng.standard_normal(300)]
        uncorrected_total += sum(x < 0.05 for x in p)
        days_with_bh_discoveries += any(benjamini_hochberg(p, 0.05).rejected)
    # mean uncorrected flags ~15 a day (sd of the mean ~ sqrt(300 x .05 x .95 / 200) = 0.27)
    assert 13.5 < uncorrected_total / replicates < 16.5
    # share of noisy days with any BH discovery <= 0.05 + 3 x sqrt(.05 x .95 / 200) = 0.096
    assert days_with_bh_discoveries / replicates <= 0.096

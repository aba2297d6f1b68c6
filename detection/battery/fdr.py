"""Multiple-testing control for one model-day's length and latency tests.

About a hundred such tests run per model per day; at |z| > 3 chance alone yields a few tenths of
an anomaly a day, and over weeks that fills a page with noise. Benjamini-Hochberg keeps the
expected share of false anomalies among those reported at or below q.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass


class FdrInputError(ValueError):
    """A p-value or level outside [0, 1]."""


def two_sided_p(z: float) -> float:
    """P(|Z| >= |z|) for a standard normal Z."""
    return math.erfc(abs(z) / math.sqrt(2.0))


def expected_false(n_tests: int, alpha: float) -> float:
    """How many tests chance alone would flag, if every one were null."""
    return n_tests * alpha


@dataclass(frozen=True)
class BHResult:
    """Per test, in input order: rejected at level q, and the BH-adjusted p-value (q-value)."""

    rejected: list[bool]
    q_values: list[float]


def benjamini_hochberg(p_values: Sequence[float], q: float) -> BHResult:
    """Step-up procedure (Benjamini & Hochberg 1995): with p sorted ascending, reject the k
    smallest where k is the largest rank with p_(k) <= k q / m. The adjusted value of rank i is
    min over j >= i of m p_(j) / j, capped at 1, and `q_value <= q` is the same decision."""
    if not 0.0 < q <= 1.0:
        raise FdrInputError(f"FDR level q={q!r} is outside (0, 1]; use e.g. 0.05")
    m = len(p_values)
    for p in p_values:
        if not 0.0 <= p <= 1.0:
            raise FdrInputError(f"p-value {p!r} is outside [0, 1]; pass probabilities")
    order = sorted(range(m), key=lambda i: p_values[i])
    q_values = [0.0] * m
    running = 1.0
    for rank in range(m, 0, -1):
        i = order[rank - 1]
        # m / rank first, as scipy does: at rank m the factor is exactly 1, so p_(m) = q is
        # rejected as the rule says, instead of missing by one rounding step (0.05 * 3 / 3).
        running = min(running, p_values[i] * (m / rank))
        q_values[i] = running
    # Deciding from the adjusted values (rather than a second pass over k q / m) keeps the two
    # outputs consistent even where floating-point rounding sits exactly on a boundary.
    return BHResult(rejected=[qv <= q for qv in q_values], q_values=q_values)

"""The sample standard deviation exactly as `statistics.stdev` computes it, without Fractions.

`statistics.stdev` sums the values as exact fractions and takes a correctly rounded square root,
so its answer does not depend on summation order; that exactness is worth keeping (an event's
z-score is part of what a reader checks by hand). Its `Fraction` arithmetic costs about 100 us for
a 7-day window, and a year's re-derivation takes a million of them. Every finite float is a
dyadic rational, so the same exact sums fit in plain integers; the square root is the standard
library's own round-to-odd method (CPython's `statistics._float_sqrt_of_frac`), applied to the
same reduced fraction, so the result is bit for bit the standard library's.
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Sequence

_SQRT_BIT_WIDTH = 2 * sys.float_info.mant_dig + 3


def _integer_sqrt_of_frac_rto(n: int, m: int) -> int:
    """Square root of n/m, rounded to the nearest integer using round-to-odd."""
    a = math.isqrt(n // m)
    return a | (a * a * m != n)


def _float_sqrt_of_frac(n: int, m: int) -> float:
    """Square root of n/m as a float, correctly rounded."""
    q = (n.bit_length() - m.bit_length() - _SQRT_BIT_WIDTH) // 2
    if q >= 0:
        return float(_integer_sqrt_of_frac_rto(n, m << 2 * q) << q)
    return _integer_sqrt_of_frac_rto(n << -2 * q, m) / (1 << -q)


def stdev(values: Sequence[float]) -> float:
    """`statistics.stdev(values)` for finite floats, bit for bit; falls back to it otherwise."""
    n = len(values)
    if n < 2 or not all(map(math.isfinite, values)):
        return statistics.stdev(values)
    return stdev_of_ratios([float(x).as_integer_ratio() for x in values])


def stdev_of_ratios(ratios: Sequence[tuple[int, int]]) -> float:
    """`stdev` of finite floats given as their `as_integer_ratio()` (at least two): a caller
    that takes many windows of the same values converts each value once."""
    n = len(ratios)
    common = max([d for _, d in ratios])  # denominators are powers of two
    scaled = [num * (common // d) for num, d in ratios]
    return stdev_of_scaled_sums(n, sum(scaled), sum([x * x for x in scaled]), common)


def stdev_of_scaled_sums(n: int, sx: int, sxx: int, scale: int) -> float:
    """`stdev` of n (at least two) finite floats x_i given as exact sums: `sx` of the integers
    x_i * scale, `sxx` of their squares, where `scale` (a power of two) makes every x_i * scale
    whole. Any such scale gives the same result: the variance is reduced to lowest terms before
    its square root is taken, so a caller may keep running sums over a larger scale than a
    window's own (a range's windows slide over one series)."""
    # Sum of squared deviations over n - 1, as one fraction: (n*sxx - sx^2) / (n (n-1) scale^2).
    num = n * sxx - sx * sx
    den = n * (n - 1) * scale * scale
    if num == 0:
        return 0.0
    g = math.gcd(num, den)
    return _float_sqrt_of_frac(num // g, den // g)

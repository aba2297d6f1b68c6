"""The fast standard deviation is the standard library's, bit for bit."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from detection.exact_stats import stdev


def test_equals_statistics_stdev_on_log_windows() -> None:
    rng = random.Random(7)
    for _ in range(20_000):
        n = rng.randint(2, 8)
        values = [
            math.log(max(rng.lognormvariate(6, rng.choice((0.01, 0.3, 2.0))), 1.0))
            for _ in range(n)
        ]
        assert stdev(values) == statistics.stdev(values), values


@pytest.mark.parametrize(
    "values",
    [[1.0, 1.0], [0.0, 0.0, 0.0], [1e-300, 2e-300], [1e300, -1e300, 3.0], [5.5, 5.5, 5.5000000001],
     [0.1, 0.2, 0.3], [1, 2, 3, 4]],
)  # fmt: skip
def test_edge_values(values: list[float]) -> None:
    assert stdev(values) == statistics.stdev(values)


def test_too_few_values_fail_as_the_standard_library_does() -> None:
    with pytest.raises(statistics.StatisticsError):
        stdev([1.0])

"""A range's log baselines take each window's standard deviation from running exact sums along
the prompt's series (`baseline_series._ExactSums`): the same bits as `exact_stats.stdev` of the
window's logs (and so `statistics.stdev`), with gaps, tiny and huge values, and equal values."""

from __future__ import annotations

import statistics

from hypothesis import given
from hypothesis import strategies as st

from detection import exact_stats
from detection.battery.baseline import log_reading
from detection.battery.baseline_series import _ExactSums

_VALUES = st.one_of(
    st.none(),  # a day without a reading
    st.floats(min_value=0.0, max_value=1e12, allow_nan=False),
    st.sampled_from([1.0, 812.0, 1e-300, 2.5]),
)


@given(st.lists(_VALUES, min_size=2, max_size=40), st.data())
def test_a_windows_spread_from_running_sums_is_stdev(
    values: list[float | None], data: st.DataObject
) -> None:
    readings = [None if v is None else log_reading(v, f"r{i}") for i, v in enumerate(values)]
    sums = _ExactSums.of(readings)
    assert sums is not None
    start = data.draw(st.integers(0, len(values) - 2))
    stop = data.draw(st.integers(start + 2, len(values)))
    logs = [r[1] for r in readings[start:stop] if r is not None]
    if len(logs) < 2:
        return
    got = sums.stdev(slice(start, stop))
    assert got == exact_stats.stdev(logs) == statistics.stdev(logs)
    assert got.hex() == statistics.stdev(logs).hex()


def test_a_series_with_a_non_finite_log_has_no_sums() -> None:
    readings = [log_reading(5.0, "a"), log_reading(float("inf"), "b")]
    assert _ExactSums.of(readings) is None

"""The property tests run without a per-example time limit (the profile `tests/conftest.py` loads).

Why a test: a wall-clock deadline turns a loaded CI machine into failures of correct code, and the
house rule is that speed is measured by benchmarks, never by timed tests.
"""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st


def test_the_loaded_profile_has_no_deadline() -> None:
    assert settings.default.deadline is None


@settings(max_examples=2)
@given(st.integers(min_value=0, max_value=9))
def test_an_example_slower_than_hypothesis_default_deadline_still_passes(digit: int) -> None:
    time.sleep(0.25)  # over Hypothesis's default deadline of 200 ms
    assert 0 <= digit <= 9

"""Every number the battery detector decides with, in one place.

The method page prints these through `detection.battery.method.method_constants()`, so the page
and the code cannot disagree. Change a value here and the page follows.
"""

from __future__ import annotations

from typing import Final

WINDOW_DAYS: Final = 7
"""A verdict is compared with the same prompt's verdicts of the previous 7 calendar days."""

MIN_BASELINE_DAYS: Final = 1
"""Comparisons start with one earlier day; the shortened baseline is stated on every event."""

Z_THRESHOLD: Final = 3.0
"""|z| must exceed this (in log space) for a length or latency anomaly."""

LENGTH_MIN_DIFF_TOKENS: Final = 50.0
"""...and the length must differ from the baseline centre by at least this many tokens."""

LATENCY_MIN_DIFF_MS: Final = 5000.0
"""...or the latency by at least this many milliseconds."""

LENGTH_PRIOR_LOG_SD: Final = 0.3
"""Noise floor for log length until the canary has enough history to measure one."""

LATENCY_PRIOR_LOG_SD: Final = 0.4
"""Noise floor for log latency until the canary has enough history to measure one."""

CANARY_MIN_DAYS: Final = 3
"""Prior canary days (inside the 7-day window, errors excluded) needed to replace a prior."""

MIN_LOG_SD: Final = 0.01
"""Lower bound on a measured floor: a perfectly constant canary (deterministic decoding, the
simulator) would otherwise make the standard deviation zero and every z infinite."""

FDR_Q: Final = 0.05
"""Benjamini-Hochberg level across one model-day's length and latency tests."""

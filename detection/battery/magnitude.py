"""Length and latency tests: one log-space z per prompt and metric, before multiple-testing control.

Log space because both quantities are multiplicative: a reply going from 200 to 400 tokens is the
same kind of change as 1,000 to 2,000. The absolute floor (50 tokens, 5,000 ms) keeps a large z
on a tiny quantity (20 -> 60 tokens) from being called an anomaly.
"""

from __future__ import annotations

from dataclasses import dataclass

from detection.battery.baseline import LogBaseline, log_value
from detection.battery.fdr import two_sided_p
from detection.battery.fields import MagnitudeField
from detection.battery.thresholds import LATENCY_MIN_DIFF_MS, LENGTH_MIN_DIFF_TOKENS, Z_THRESHOLD

MIN_DIFFERENCE: dict[MagnitudeField, float] = {
    "length_tokens": LENGTH_MIN_DIFF_TOKENS,
    "latency_ms": LATENCY_MIN_DIFF_MS,
}


@dataclass(frozen=True)
class MagnitudeTest:
    """One comparison; `candidate` is the anomaly rule before Benjamini-Hochberg."""

    field: MagnitudeField
    value: float
    baseline: LogBaseline
    sd: float
    """max(own spread, noise floor), in log units."""
    z: float
    p_value: float
    difference: float
    """value - baseline centre, in tokens or milliseconds."""

    @property
    def candidate(self) -> bool:
        """Over the z threshold and over the absolute floor: a tiny change in a very stable
        metric is not an anomaly."""
        return abs(self.z) > Z_THRESHOLD and abs(self.difference) >= MIN_DIFFERENCE[self.field]

    @property
    def direction(self) -> str:
        """'up' or 'down', the word the severity rules match on."""
        return "up" if self.z > 0 else "down"


def magnitude_test(
    field: MagnitudeField, value: float, baseline: LogBaseline, floor_log_sd: float
) -> MagnitudeTest:
    """z = (ln value - mean ln baseline) / max(own sd, floor)."""
    if not floor_log_sd > 0.0:
        raise ValueError(
            f"noise floor {floor_log_sd!r} must be positive; use the priors or a measured floor"
        )
    sd = max(baseline.own_sd, floor_log_sd)
    z = (log_value(value) - baseline.mean) / sd
    return MagnitudeTest(
        field=field,
        value=value,
        baseline=baseline,
        sd=sd,
        z=z,
        p_value=two_sided_p(z),
        difference=value - baseline.centre,
    )

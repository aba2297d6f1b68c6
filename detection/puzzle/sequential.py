"""The sequential test: a one-sided Bernoulli CUSUM on slot-adjusted residuals.

Each day t after the launch anchor is scored against a reference pass rate p0_c per slot class:
the smoothed rate of class c over the model's stable history, that is the launch anchor and every
later day at least two weeks older than t that lies in no flagged stretch (detection.puzzle.sequential_run
keeps those out). The alternative is a Rasch drop of DESIGN_SHIFT logits in ability,
p1_c = sigmoid(logit(p0_c) - DESIGN_SHIFT). Each graded puzzle y in class c adds the
log-likelihood ratio of the drop:

    l = y * log(p1/p0) + (1 - y) * log((1 - p1)/(1 - p0))
      = -a_c * (y - p0_c) - kl_c,        a_c = logit(p0_c) - logit(p1_c) = DESIGN_SHIFT

so the increment is the slot-adjusted residual (y - p0_c), scaled, minus an allowance kl_c (the
Kullback-Leibler divergence of p0 from p1) that keeps the statistic near zero while nothing
changes. Puzzles are summed per day and the CUSUM S_t = min(CUSUM_CAP, max(0, S_{t-1} + l_t))
runs from S = 0 on the first day after the launch anchor; it alarms at S >= SEQUENTIAL_THRESHOLD
(Page 1954; for Bernoulli data Reynolds & Stoumbos 1999).

The threshold is not taken from an ARL formula: the reference is estimated, and its error is a
persistent bias the formulas ignore. It is calibrated by simulating the whole status rule on
stable histories (detection.puzzle.calibration.calibrate_threshold, rerun to reproduce it).
"""

from __future__ import annotations

import numpy as np

from detection.puzzle.ratings import logit, smoothed_rate

#: Design drop of the alternative, in logits of ability (about 78 rating points): an 11-point
#: drop for a class at 50%, between the 10- and 15-point drops the detector must find quickly.
#: Chosen by simulation among 0.35-0.75: 0.4-0.5 give the shortest 90th-percentile delays for
#: 10- and 15-point drops at the calibrated false-alarm rate; larger shifts lose small drops.
DESIGN_SHIFT = 0.45

#: Calibrated alarm threshold on the CUSUM (log-likelihood-ratio units).
#: Provenance: detection.puzzle.calibration.calibrate_threshold() with its defaults
#: (histories=6000, seed=20240601, target_per_year=0.9): simulated stable models, 14 launch days
#: + 365 days x 30 puzzles over the frozen slot mix, class pass rates uniform on [0.2, 0.8]; the
#: smallest threshold at which fixed window (against the launch baseline) OR CUSUM (against the
#: stable reference, flagged stretches kept out) starts at most 0.9 false Degraded episodes per
#: model-year. Result: 0.897 combined (0.785 from the CUSUM alone, 0.302 from the fixed window).
#: It rose from 5.23 when flagged stretches began to be kept out of the reference: a false alarm's
#: low days no longer pull the reference down, so later days are judged a little more strictly.
SEQUENTIAL_THRESHOLD = 5.47
#: Ceiling on the CUSUM (log-likelihood-ratio units), about twice the threshold. Uncapped, a
#: lasting drop piles up evidence for months, and a model that then recovers would stay Degraded
#: until the pile drained at ~0.75 a day; capped, a recovered model falls back under the threshold
#: in about a week, while a lasting drop keeps the statistic pinned at the cap. The cap is fixed
#: (not a multiple of the threshold) so the statistic's scale does not move with the threshold.
CUSUM_CAP = 10.0
THRESHOLD_PROVENANCE = (
    "detection.puzzle.calibration.calibrate_threshold(histories=6000, seed=20240601, "
    "target_per_year=0.9) -> 5.47: combined 0.897 false Degraded episodes per model-year "
    "(CUSUM alone 0.785, fixed window alone 0.302)"
)


def reference_rates(k: np.ndarray, n: np.ndarray) -> np.ndarray:
    """Smoothed per-class reference pass rates from (..., C) counts summed over the reference."""
    return smoothed_rate(k, n)


def trial_llr(p0: np.ndarray, shift: float = DESIGN_SHIFT) -> tuple[np.ndarray, np.ndarray]:
    """Log-likelihood ratio of a drop for one pass and for one fail, per class."""
    p0 = np.asarray(p0, dtype=float)
    p1 = 1.0 / (1.0 + np.exp(-(logit(p0) - shift)))
    return np.log(p1 / p0), np.log((1.0 - p1) / (1.0 - p0))


def day_increments(
    k: np.ndarray, n: np.ndarray, p0: np.ndarray, shift: float = DESIGN_SHIFT
) -> np.ndarray:
    """CUSUM increments from (..., C) day counts and matching (..., C) reference rates: (...)."""
    on_pass, on_fail = trial_llr(p0, shift)
    k = np.asarray(k, dtype=float)
    n = np.asarray(n, dtype=float)
    return np.asarray((k * on_pass + (n - k) * on_fail).sum(axis=-1), dtype=float)


def cusum_step(s: np.ndarray, x: np.ndarray, cap: float = CUSUM_CAP) -> np.ndarray:
    """One day of the recursion: min(cap, max(0, S_{t-1} + x_t))."""
    return np.asarray(np.minimum(cap, np.maximum(0.0, s + x)), dtype=float)


def cusum_path(increments: np.ndarray, cap: float = CUSUM_CAP) -> np.ndarray:
    """S_t = min(cap, max(0, S_{t-1} + x_t)) from S_0 = 0, along the last axis."""
    x = np.asarray(increments, dtype=float)
    path = np.empty_like(x)
    s = np.zeros(x.shape[:-1])
    for t in range(x.shape[-1]):
        s = cusum_step(s, x[..., t], cap)
        path[..., t] = s
    return path

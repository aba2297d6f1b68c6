"""Rasch ratings: passes and fails become an ability on an Elo-like scale, with a standard error.

P(pass | ability theta, slot class c) = 1 / (1 + exp(-(theta - b_c))). One difficulty b_c per slot
class (family x level), estimated once from the model's own launch anchor and then frozen, so a
hard puzzle solved counts for more than an easy one and later days are read on the same ruler.

With a single model the launch ability and the difficulties are not separately identified, so the
launch anchor's ability is pinned at theta = 0 (rating 1500) and b_c = -logit(p_c) with p_c the
launch anchor's smoothed pass rate of class c. Ratings are therefore comparable only with the same
model's earlier ratings, which is the only comparison modeldrift makes.

Scale: rating = 1500 + (400 / ln 10) * theta, the scale on which Elo's expected score
1 / (1 + 10^(-(R - D) / 400)) equals the Rasch probability; one logit is about 173.7 points.
"""

from __future__ import annotations

import math

import numpy as np

RATING_CENTER = 1500.0
RATING_SCALE = 400.0 / math.log(10.0)
#: Standard deviation (logits) of the weak normal prior on ability. It only keeps all-pass and
#: all-fail days finite (30/30 lands about 3.2 logits above the anchor instead of +inf); at a
#: typical day's information (~7.5 per logit^2) it pulls an estimate toward the anchor by about 1.5%.
ABILITY_PRIOR_SD = 3.0
#: Add-half smoothing of class pass rates, (k + 1/2) / (n + 1): a class solved 28/28 at launch
#: keeps a finite difficulty.
RATE_PSEUDO = 0.5
_NEWTON_STEPS = 40


def smoothed_rate(k: np.ndarray, n: np.ndarray) -> np.ndarray:
    """(k + 1/2) / (n + 1): finite logits for 0/n and n/n, 1/2 for a class never seen."""
    return (np.asarray(k, dtype=float) + RATE_PSEUDO) / (
        np.asarray(n, dtype=float) + 2 * RATE_PSEUDO
    )


def logit(p: np.ndarray) -> np.ndarray:
    """log(p / (1 - p))."""
    p = np.asarray(p, dtype=float)
    return np.asarray(np.log(p) - np.log1p(-p), dtype=float)


def difficulties(k: np.ndarray, n: np.ndarray) -> np.ndarray:
    """Per-class difficulty (logits) from launch-anchor counts summed over its days, shape (C,)."""
    return -logit(smoothed_rate(k, n))


def to_rating(theta: np.ndarray | float) -> np.ndarray:
    """Logits to the Elo-like scale."""
    return RATING_CENTER + RATING_SCALE * np.asarray(theta, dtype=float)


def ability(k: np.ndarray, n: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Posterior-mode ability and its standard error, in logits, for every row of k and n.

    k and n are (..., C) counts; b is (C,). Newton's method on the concave log posterior,
    vectorised over rows. The SE is 1 / sqrt(Fisher information + prior precision) at the mode.
    """
    k = np.asarray(k, dtype=float)
    n = np.asarray(n, dtype=float)
    precision = 1.0 / ABILITY_PRIOR_SD**2
    theta = np.zeros(k.shape[:-1])
    # Each row stops on its own convergence, so a row's result never depends on which other rows
    # share the call: a day rated inside a year's range equals that day rated alone.
    moving = np.ones(theta.shape, dtype=bool)
    for _ in range(_NEWTON_STEPS):
        p = 1.0 / (1.0 + np.exp(-(theta[..., None] - b)))
        grad = (k - n * p).sum(axis=-1) - theta * precision
        info = (n * p * (1.0 - p)).sum(axis=-1) + precision
        # Clamp keeps the first steps of an all-pass day from overshooting; the log posterior is
        # concave, so the clamped iteration still converges to the mode.
        step = np.where(moving, np.clip(grad / info, -3.0, 3.0), 0.0)
        theta = theta + step
        moving &= np.abs(step) >= 1e-10
        if not moving.any():
            break
    p = 1.0 / (1.0 + np.exp(-(theta[..., None] - b)))
    info = (n * p * (1.0 - p)).sum(axis=-1) + precision
    return theta, 1.0 / np.sqrt(info)


def rating(k: np.ndarray, n: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Ability and SE on the Elo-like scale for every row of (..., C) counts."""
    theta, se = ability(k, n, b)
    return to_rating(theta), RATING_SCALE * se


def pooled_rating(k: np.ndarray, n: np.ndarray, b: np.ndarray) -> tuple[float, float]:
    """One rating over several days (rows of (D, C) counts): the days' puzzles pooled.

    Pooling adds the days' Fisher information, so the SE shrinks roughly as 1 / sqrt(days).
    """
    r, se = rating(np.asarray(k).sum(axis=0), np.asarray(n).sum(axis=0), b)
    return float(r), float(se)

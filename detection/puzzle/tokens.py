"""The token test behind "Changed": did output length move while the pass rate held?

Length is compared in log space, x = log(1 + output tokens), output tokens being visible plus
reasoning tokens as the provider counts completion tokens, because a model that
starts writing twice as much is the same change whether it wrote 200 or 2000 tokens before.
Per slot class c (never a hard puzzle's length against an easy one's):

    d_c = mean_recent(x) - mean_baseline(x)
    v_c = s_c^2 * (1 / n_recent + 1 / n_baseline),  s_c^2 the pooled within-class variance of x

and the classes are combined by inverse variance into one common log shift and its z:

    shift = sum(d_c / v_c) / sum(1 / v_c),   z = shift * sqrt(sum(1 / v_c)).

Puzzles are treated as independent draws; a class needs three puzzles across both windows and a
positive variance to take part.
"""

from __future__ import annotations

import numpy as np

CHANGED_ABS_Z = 3.0


def tokens_z(
    n_r: np.ndarray,
    sum_r: np.ndarray,
    sq_r: np.ndarray,
    n_b: np.ndarray,
    sum_b: np.ndarray,
    sq_b: np.ndarray,
) -> tuple[float | None, float | None]:
    """(z, common log shift) from per-class window sums of x and x^2, or (None, None) if no class
    has enough data."""
    n_r, n_b = np.asarray(n_r, dtype=float), np.asarray(n_b, dtype=float)
    sum_r, sum_b = np.asarray(sum_r, dtype=float), np.asarray(sum_b, dtype=float)
    sq_r, sq_b = np.asarray(sq_r, dtype=float), np.asarray(sq_b, dtype=float)
    ok = (n_r >= 1) & (n_b >= 1) & (n_r + n_b >= 3)
    nr, nb = np.where(ok, n_r, 1.0), np.where(ok, n_b, 1.0)
    mean_r, mean_b = sum_r / nr, sum_b / nb
    ss = (sq_r - nr * mean_r**2) + (sq_b - nb * mean_b**2)
    pooled = np.where(ok, ss / np.maximum(nr + nb - 2.0, 1.0), 0.0)
    v = pooled * (1.0 / nr + 1.0 / nb)
    ok &= v > 1e-12
    if not ok.any():
        return None, None
    w = 1.0 / v[ok]
    d = (mean_r - mean_b)[ok]
    shift = float((d * w).sum() / w.sum())
    return shift * float(np.sqrt(w.sum())), shift

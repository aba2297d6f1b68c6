"""The fixed-window rule: recent passes against what the launch baseline predicts, class by class.

Each slot class c is compared only with itself, so a day heavy in hard puzzles is never read as a
drop. With baseline counts (k_b, n_b) and recent counts (k_r, n_r) per class:

    expected  E = sum_c n_r * k_b / n_b
    variance  V = sum_c n_r * q_c * (1 - q_c) * (1 + n_r / n_b),   q_c = (k_b + 1/2) / (n_b + 1)
    z = (sum_c k_r - E) / sqrt(V)

The first variance term is the binomial noise of the recent passes; the second, n_r^2 q (1-q) / n_b,
is the noise of the baseline's own estimate of the rate, which with a 14-day baseline is half
as large as the first for a 7-day window and must not be ignored. The smoothed q keeps a class
solved 28/28 in the baseline from having zero variance. Classes absent from the baseline are left
out of both sides.
"""

from __future__ import annotations

import numpy as np

from detection.puzzle.ratings import smoothed_rate

WATCH_Z = -2.0
DEGRADED_Z = -3.0
#: The pass rate "held" while |z| < 2: a fall to Watch is not held, and neither is a rise of the
#: same size, so "Changed" (tokens moved, pass rate held) never describes a model whose score moved.
HELD_ABS_Z = 2.0


def window_z(
    k_recent: np.ndarray, n_recent: np.ndarray, k_base: np.ndarray, n_base: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Observed passes, expected passes and z for (..., C) counts summed over each window.

    z is NaN where nothing comparable exists (no recent puzzle in a class the baseline saw).
    """
    k_r = np.asarray(k_recent, dtype=float)
    n_b = np.asarray(n_base, dtype=float)
    seen = n_b > 0
    n_r = np.where(seen, np.asarray(n_recent, dtype=float), 0.0)
    safe_nb = np.where(seen, n_b, 1.0)
    rate = np.where(seen, np.asarray(k_base, dtype=float) / safe_nb, 0.0)
    q = smoothed_rate(k_base, n_base)
    observed = np.where(seen, k_r, 0.0).sum(axis=-1)
    expected = (n_r * rate).sum(axis=-1)
    variance = (n_r * q * (1.0 - q) * (1.0 + n_r / safe_nb)).sum(axis=-1)
    with np.errstate(divide="ignore", invalid="ignore"):
        z = np.where(variance > 0, (observed - expected) / np.sqrt(variance), np.nan)
    return observed, expected, z

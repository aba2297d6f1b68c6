"""The two-worker figure of `modeldrift bench collect`: one collection worker against two.

It needs the cluster profile (Celery workers, each with its own concurrency limit); until that
exists here, `two_workers_speedup` measures nothing and says so by returning None, which the
benchmark prints as `n/a`.
"""

from __future__ import annotations


def two_workers_speedup() -> float | None:
    """Wall time of one day's collection on one worker over the same on two; None: not measured.

    The hook the cluster work fills in: start the simulator with its fixed latency, collect one
    day of 20 models through one worker, then through two, and return the ratio of wall times.
    """
    return None

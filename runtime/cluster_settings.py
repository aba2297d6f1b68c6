"""How Celery workers treat a step, shared by the job's executor and the cluster's worker config."""

from __future__ import annotations

from typing import Any

CELERY_SETTINGS: dict[str, Any] = {
    # A step's message is acknowledged when the step ends, not when a worker takes it, and a
    # worker process that dies mid-step hands it back: the step runs again on a live worker,
    # where collection sends only what still has no answer.
    "task_acks_late": True,
    "task_reject_on_worker_lost": True,
    "worker_prefetch_multiplier": 1,
}

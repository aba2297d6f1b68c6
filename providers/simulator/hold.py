"""Replies to one model held back until a test releases them (off unless a test closes it).

A test that must act while a client is provably in the middle of its work (SIGKILL a worker's
step while it collects) cannot rely on timing: however slow the replies, the work can finish
between the test seeing it busy and acting. Holding a model's replies makes "still collecting" a
fact the test can check: while a reply is held, the client that asked is waiting for it.

Thread-safe: the test closes and opens the hold from its own thread while the server's event
loop asks it about each reply.
"""

from __future__ import annotations

import threading
from collections import Counter


class ReplyHold:
    """Which models' replies are held back now, and how many replies wait for each."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._let_through: dict[str, int] = {}
        """Closed models -> how many more replies are answered before the hold takes effect."""
        self._waiting: Counter[str] = Counter()

    def close(self, model: str, after: int = 0) -> None:
        """Hold every reply to `model` from the one after the next `after` on."""
        if after < 0:
            raise ValueError(f"after must be 0 or more, got {after}")
        with self._lock:
            self._let_through[model] = after

    def open(self, model: str) -> None:
        """Answer `model` as usual again (the server then sends the replies it holds)."""
        with self._lock:
            self._let_through.pop(model, None)

    def is_closed(self, model: str) -> bool:
        """Whether replies to `model` are held once the ones let through are used up."""
        with self._lock:
            return model in self._let_through

    def takes(self, model: str) -> bool:
        """Whether the reply being made now for `model` is to be held; counts it against the
        replies still let through, so call it once per reply."""
        with self._lock:
            left = self._let_through.get(model)
            if left is None:
                return False
            if left > 0:
                self._let_through[model] = left - 1
                return False
            return True

    def started_waiting(self, model: str) -> None:
        """A reply to `model` is now held; `waiting` counts it until `stopped_waiting`."""
        with self._lock:
            self._waiting[model] += 1

    def stopped_waiting(self, model: str) -> None:
        """A held reply was sent after all, or its connection went away first."""
        with self._lock:
            self._waiting[model] -= 1

    def waiting(self, model: str) -> int:
        """Replies to `model` held now: each is a request whose client has no answer yet."""
        with self._lock:
            return self._waiting[model]

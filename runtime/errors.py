"""Errors the command line reports as one line, importable without Dagster.

Kept apart from the modules that raise them (`runner`, `resources`), which import Dagster: the
CLI's error path must stay fast (a usage error should not wait seconds for Dagster to import).
"""

from __future__ import annotations


class RunFailed(RuntimeError):
    """A pipeline run failed; the message is the failing step's own error."""


class PastDayRefused(RuntimeError):
    """The live gateway cannot be asked about a past day: you cannot ask a model yesterday."""

"""Exceptions raised by the puzzle suite; each says what was wrong and how to fix it."""

from __future__ import annotations


class InvalidInstance(ValueError):
    """A puzzle instance is malformed, so no answer can be defined for it."""


class InvalidRequest(ValueError):
    """A generator was asked for a family, level or seed that does not exist."""


class GenerationFailed(RuntimeError):
    """A generator found no instance with an acceptable answer within its retry budget."""

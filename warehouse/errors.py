"""Warehouse errors: each says what went wrong with the file and how to get going again."""

from __future__ import annotations


class WarehouseError(RuntimeError):
    """The warehouse file could not be opened, locked or written."""


class WarehouseLockTimeout(WarehouseError):
    """Another writer held the warehouse for longer than the wait allows."""

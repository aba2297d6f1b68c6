"""SQL is code: named `.sql` files in `warehouse/sql/`, loaded by name, with bound parameters."""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def load(name: str) -> str:
    """The text of `warehouse/sql/<name>.sql`."""
    path = resources.files("warehouse") / "sql" / f"{name}.sql"
    if not path.is_file():
        raise KeyError(f"no SQL file named {name!r} in warehouse/sql/")
    return path.read_text(encoding="utf-8")

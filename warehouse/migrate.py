"""Named, ordered, append-only migrations recorded in a table (the llm/datasette way).

A migration is a `.sql` file in `warehouse/migrations/` named `NNNN_what_it_does.sql`. Each is
applied once, in name order, inside one transaction with its row in `_migrations`, so a failed
migration leaves no half-built schema behind.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

import duckdb

MIGRATIONS_TABLE = "_migrations"


@cache
def migration_files() -> tuple[tuple[str, str], ...]:
    """Every migration as (name, sql), in the order they apply (read once per process)."""
    folder = resources.files("warehouse") / "migrations"
    files = sorted((p for p in folder.iterdir() if p.name.endswith(".sql")), key=lambda p: p.name)
    return tuple((p.name.removesuffix(".sql"), p.read_text(encoding="utf-8")) for p in files)


def applied(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Names of the migrations this file has had, oldest first."""
    con.execute(
        f"CREATE TABLE IF NOT EXISTS {MIGRATIONS_TABLE} "
        "(name VARCHAR PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
    )
    rows = con.execute(f"SELECT name FROM {MIGRATIONS_TABLE} ORDER BY name").fetchall()
    return [r[0] for r in rows]


def migrate(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Apply what is missing; return the names applied now."""
    done = set(applied(con))
    new: list[str] = []
    for name, sql in migration_files():
        if name in done:
            continue
        con.execute("BEGIN TRANSACTION")
        try:
            con.execute(sql)
            con.execute(f"INSERT INTO {MIGRATIONS_TABLE} (name) VALUES (?)", [name])
            con.execute("COMMIT")
        except Exception:
            con.execute("ROLLBACK")
            raise
        new.append(name)
    return new

"""Named, ordered, append-only migrations recorded in a table (the llm/datasette way).

A migration is a `.sql` file in `warehouse/migrations/` named `NNNN_what_it_does.sql`, or, when
it must touch more than the DuckDB file, a Python step registered in `PYTHON_MIGRATIONS` under
such a name (`0012_archive_to_shards` writes the archive's rows to Parquet shards). Each is
applied once, in name order, inside one transaction with its row in `_migrations`, so a failed
migration leaves no half-built schema behind.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import resources

import duckdb

from warehouse.archive_migration import archive_to_shards
from warehouse.archive_root import RootLike

MIGRATIONS_TABLE = "_migrations"


@cache
def migration_files() -> tuple[tuple[str, str], ...]:
    """Every migration as (name, sql), in the order they apply (read once per process)."""
    folder = resources.files("warehouse") / "migrations"
    files = sorted((p for p in folder.iterdir() if p.name.endswith(".sql")), key=lambda p: p.name)
    return tuple((p.name.removesuffix(".sql"), p.read_text(encoding="utf-8")) for p in files)


PythonStep = Callable[[duckdb.DuckDBPyConnection, RootLike | None], None]
PYTHON_MIGRATIONS: dict[str, PythonStep] = {"0012_archive_to_shards": archive_to_shards}
"""Migrations in Python, each given the connection and the archive's shard folder."""


def migration_names() -> list[str]:
    """Every migration's name, SQL or Python, in the order they apply."""
    return sorted([name for name, _ in migration_files()] + list(PYTHON_MIGRATIONS))


def applied(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Names of the migrations this file has had, oldest first."""
    con.execute(
        f"CREATE TABLE IF NOT EXISTS {MIGRATIONS_TABLE} "
        "(name VARCHAR PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
    )
    rows = con.execute(f"SELECT name FROM {MIGRATIONS_TABLE} ORDER BY name").fetchall()
    return [r[0] for r in rows]


def migrate(con: duckdb.DuckDBPyConnection, archive_root: RootLike | None = None) -> list[str]:
    """Apply what is missing; return the names applied now.

    `archive_root` is the archive's shard folder (or URL), needed only to move an existing archive table
    that holds rows into shards.
    """
    done = set(applied(con))
    sql_by_name = dict(migration_files())
    new: list[str] = []
    for name in migration_names():
        if name in done:
            continue
        con.execute("BEGIN TRANSACTION")
        try:
            if name in PYTHON_MIGRATIONS:
                PYTHON_MIGRATIONS[name](con, archive_root)
            else:
                con.execute(sql_by_name[name])
            con.execute(f"INSERT INTO {MIGRATIONS_TABLE} (name) VALUES (?)", [name])
            con.execute("COMMIT")
        except Exception:
            con.execute("ROLLBACK")
            raise
        new.append(name)
    return new

"""Questions the reliability tests ask of a warehouse: doubled answers, lost tasks, table digests."""

from __future__ import annotations

import hashlib
from pathlib import Path

import duckdb

from warehouse.shards import create_view
from warehouse.store import Warehouse, default_archive_root

# Columns that record WHEN or BY WHICH RUN something happened, not what it is; every other column
# of every table must come out identical from a rerun. docs/reliability.md lists them.
AUDIT_COLUMNS: dict[str, tuple[str, ...]] = {
    "pins": ("resolved_at",),
    "stage_runs": ("finished_at", "run_id", "detail"),
}
DERIVED_TABLES = (
    "pins",
    "tasks",
    "puzzle_prompts",
    "verdicts",
    "baselines",
    "ratings",
    "detection_days",
    "events",
    "triage",
    "statuses",
    "stage_runs",
)


def doubled_answers(store: Warehouse) -> list[tuple]:
    """(day, model, task_id, n) for every task with more than one answer in the archive."""
    return store.rows(
        "SELECT day, model, task_id, count(*) FROM responses WHERE status <> 'error' "
        "GROUP BY ALL HAVING count(*) > 1 ORDER BY ALL"
    )


def unanswered_tasks(store: Warehouse) -> list[tuple]:
    """(day, model, task_id) of every planned task with no answer (or timeout) in the archive."""
    return store.rows(
        "SELECT t.day, t.model, t.task_id FROM tasks t ANTI JOIN "
        "(SELECT * FROM responses WHERE status <> 'error') r USING (day, model, task_id) "
        "ORDER BY ALL"
    )


def table_digest(con: duckdb.DuckDBPyConnection, table: str, exclude: tuple[str, ...] = ()) -> str:
    """sha256 of a table's rows in a fixed order, leaving out `exclude` columns."""
    columns = [r[0] for r in con.execute(f"DESCRIBE {table}").fetchall() if r[0] not in exclude]
    select = ", ".join(f'"{c}"' for c in columns)
    digest = hashlib.sha256(f"{table}:{columns}".encode())
    for row in con.execute(f"SELECT {select} FROM {table} ORDER BY ALL").fetchall():
        digest.update(repr(row).encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


def digests(path: Path, tables: tuple[str, ...]) -> dict[str, str]:
    """Digests of `tables` (audit columns left out) from a warehouse file, opened read-only."""
    con = duckdb.connect(str(path), read_only=True)
    create_view(con, default_archive_root(path))  # `responses` is the shards next to the file
    try:
        return {t: table_digest(con, t, AUDIT_COLUMNS.get(t, ())) for t in tables}
    finally:
        con.close()


def row_counts(path: Path, tables: tuple[str, ...]) -> dict[str, int]:
    con = duckdb.connect(str(path), read_only=True)
    create_view(con, default_archive_root(path))
    try:
        return {t: con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables}
    finally:
        con.close()

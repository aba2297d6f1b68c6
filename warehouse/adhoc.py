"""Ad-hoc SQL for analysts: read-only in every mode, and never in the writer's way for long.

Three locks on the door, each enough alone for most statements: only queries are accepted
(SELECT, WITH, DESCRIBE, SHOW, SUMMARIZE, EXPLAIN); the file is opened read-only; and the
connection has external access off (no COPY ... TO, ATTACH, INSTALL, reading or writing other
files) with its configuration locked (no SET to undo any of it). The archive is written by the
collection stage alone.

The archive's Parquet shards are the one place outside the file a query may read: the connection
allows their folder or URL (`allowed_directories`; a URL's filesystem is registered first) and
sees them as the view `responses`, as the pipeline does; on the published copy, only the shards that existed when it was published.
Writing there stays impossible, because only queries are accepted.

On the live file (`--live`) a read-only DuckDB connection still holds a file lock that makes the
pipeline's writer fail to open it. So the query runs under the writer's own advisory lock
(`warehouse.lock`): a writer that arrives meanwhile waits for the lock instead of dying on DuckDB's,
the rows are fetched into memory, and the file is closed and the lock released before anything is
printed. A query that runs past `timeout_s` is interrupted, so an analyst cannot hold up the
daily collection for longer than that.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb

from warehouse.archive_root import RootLike, locate
from warehouse.lock import exclusive
from warehouse.shards import create_view

QUERY_TYPES = frozenset({duckdb.StatementType.SELECT, duckdb.StatementType.EXPLAIN})


class QueryRefused(ValueError):
    """The SQL is not a read-only query, or it failed."""


@dataclass(frozen=True)
class QueryResult:
    """What an ad-hoc query returned, kept as plain rows so the CLI can print it without DuckDB
    types."""

    columns: list[str]
    rows: list[tuple[Any, ...]]


def check_query(sql: str) -> None:
    """Refuse anything but queries, before a connection is opened."""
    parser = duckdb.connect(":memory:")
    try:
        statements = parser.extract_statements(sql)
    except duckdb.Error as exc:
        raise QueryRefused(f"SQL failed: {_first_line(exc)}") from exc
    finally:
        parser.close()
    if not statements:
        raise QueryRefused(
            'no SQL statement given; e.g. modeldrift sql "SELECT * FROM latest_status"'
        )
    for statement in statements:
        if statement.type not in QUERY_TYPES:
            kind = statement.type.name
            raise QueryRefused(
                f"{kind} statements are refused: ad-hoc SQL is read-only (SELECT, WITH, DESCRIBE, "
                "SHOW, SUMMARIZE, EXPLAIN); the archive is written only by the collection stage"
            )


def run_query(
    path: Path,
    sql: str,
    *,
    archive_root: RootLike | None = None,
    writer_lock: Path | None = None,
    lock_timeout_s: float = 600.0,
    timeout_s: float | None = None,
) -> QueryResult:
    """Run one read-only query on `path`, with the shards under `archive_root` as `responses`;
    under `writer_lock` when the file is the live one."""
    check_query(sql)
    if not path.exists():
        raise QueryRefused(
            f"no warehouse at {str(path)!r} yet; run the pipeline (e.g. `make demo`) first"
        )
    if writer_lock is None:
        return _query(path, sql, archive_root, timeout_s)
    with exclusive(writer_lock, lock_timeout_s):
        return _query(path, sql, archive_root, timeout_s)


def _open(path: Path, archive_root: RootLike | None) -> duckdb.DuckDBPyConnection:
    """`path` read-only, the shards as `responses`, then external access off and locked."""
    con = duckdb.connect(str(path), read_only=True)
    try:
        if archive_root is not None:
            where = locate(archive_root)
            where.register(con)
            con.execute("SET allowed_directories = $dirs", {"dirs": [str(where)]})
            create_view(con, where)
        con.execute("SET enable_external_access = false")
        con.execute("SET lock_configuration = true")
    except BaseException:
        con.close()
        raise
    return con


def _query(
    path: Path, sql: str, archive_root: RootLike | None, timeout_s: float | None
) -> QueryResult:
    try:
        con = _open(path, archive_root)
    except duckdb.Error as exc:
        raise QueryRefused(f"cannot open {str(path)!r} read-only: {_first_line(exc)}") from exc
    timer = threading.Timer(timeout_s, con.interrupt) if timeout_s else None
    try:
        if timer is not None:
            timer.start()
        result = con.execute(sql)
        columns = [d[0] for d in result.description or []]
        rows: Sequence[tuple[Any, ...]] = result.fetchall() if result.description else []
        return QueryResult(columns, list(rows))
    except duckdb.InterruptException as exc:
        raise QueryRefused(
            f"the query ran past {timeout_s:g} s on the live warehouse and was stopped so the "
            "pipeline can write; query the published copy (drop --live) or raise --timeout"
        ) from exc
    except duckdb.Error as exc:
        raise QueryRefused(f"SQL failed: {_first_line(exc)}") from exc
    finally:
        if timer is not None:
            timer.cancel()
        con.close()


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__

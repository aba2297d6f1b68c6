"""The single-writer connection to the DuckDB warehouse.

Every connection is short-lived and taken under the cross-process writer lock (`lock.py`), opened,
used and closed even when the block raises. Partition writes replace one day range of one table
with DELETE + INSERT in ONE transaction, so a failing rerun keeps the old rows.

The archive (`responses`) is not a table: it is append-only Parquet shards in a folder next to
the file, or under another folder or an fsspec URL (`warehouse/shards.py`,
`warehouse/archive_root.py`), and every connection sees it as a temporary view named
`responses`, so every query, view and check reads it as before. Appending writes new shards only.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import shutil
import warnings
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import duckdb
import polars as pl
import pyarrow as pa

from warehouse import queries
from warehouse.archive_root import RootLike, locate
from warehouse.errors import WarehouseError
from warehouse.ledger import day_digests
from warehouse.lock import exclusive
from warehouse.migrate import migrate
from warehouse.shards import (
    PUBLISHED_SHARDS,
    create_view,
    remove_shards,
    shard_paths,
    to_archive_table,
    write_table_shards,
)

_MIGRATED: set[tuple[int, str, int, int]] = set()
"""Warehouse files this process has migrated: (process id, path, device, inode)."""


def _file_identity(path: Path) -> tuple[int, str, int, int] | None:
    """Who this file is for the migration cache; None when it does not exist yet.

    The process id is part of it so a forked worker checks for itself; device and inode so a
    file deleted and made again, or replaced by a copy, is migrated again.
    """
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return (os.getpid(), str(path.resolve()), st.st_dev, st.st_ino)


ARCHIVE = "responses"
"""The archive's name: Parquet shards, seen by every connection as a temporary view."""
APPEND_ONLY_TABLES = frozenset({ARCHIVE, "puzzle_prompts"})


def default_archive_root(path: Path) -> Path:
    """The shard folder next to a warehouse file: `var/warehouse.duckdb` -> `var/warehouse.archive`."""
    return path.with_name(path.stem + ".archive")


class Warehouse:
    """The DuckDB file, its writer lock, and the published read-only copy for analysts."""

    def __init__(
        self, path: Path, lock_timeout_s: float = 600.0, archive_root: RootLike | None = None
    ) -> None:
        self.path = Path(path)
        self.archive_root = locate(archive_root or default_archive_root(self.path))
        """Where the archive's shards are: a local folder or an fsspec URL."""
        self.lock_path = self.path.with_name(self.path.name + ".lock")
        self.runs_lock_path = self.path.with_name(self.path.name + ".runs.lock")
        self.published_path = self.path.with_name(self.path.stem + ".published.duckdb")
        self.lock_timeout_s = lock_timeout_s

    @contextlib.contextmanager
    def connect(self, *, archive: bool = True) -> Iterator[duckdb.DuckDBPyConnection]:
        """A read-write connection under the writer lock, migrated, always closed, with the
        archive's shards as the temporary view `responses` (unless `archive` is False).

        Migrations are checked once per process and file (`_MIGRATED`), not on every connection:
        the check alone cost more than most reads. The view is left out where nothing reads the
        archive (replacing a derived table's days, the stage log): DuckDB lists every shard to
        make it, about 0.2 s of CPU and more of waiting on the folder for a year of 20 models.
        """
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise WarehouseError(
                f"cannot create the warehouse folder {str(self.path.parent)!r}: {exc.strerror}; "
                "set MODELDRIFT_WAREHOUSE_PATH to a writable place"
            ) from exc
        with exclusive(self.lock_path, self.lock_timeout_s):
            known = _file_identity(self.path)
            try:
                con = duckdb.connect(str(self.path))
            except duckdb.Error as exc:
                raise WarehouseError(
                    f"cannot open the warehouse {str(self.path)!r}: {_advice(exc)}"
                ) from exc
            try:
                if known is None or known not in _MIGRATED:
                    migrate(con, self.archive_root)
                    identity = _file_identity(self.path)
                    if identity is not None:
                        _MIGRATED.add(identity)
                if archive:
                    create_view(con, self.archive_root, ARCHIVE)
                yield con
            except (duckdb.Error, OSError) as exc:
                # A full disk, a file size limit or a folder made read-only under a running
                # pipeline. Each write is one transaction, so what was written before stays.
                if not _is_write_failure(exc):
                    raise
                raise WarehouseError(
                    f"cannot write the warehouse {str(self.path)!r}: {_advice(exc)}"
                ) from exc
            finally:
                try:
                    con.close()
                except duckdb.Error as exc:  # closing checkpoints, which writes too
                    raise WarehouseError(
                        f"cannot write the warehouse {str(self.path)!r}: {_advice(exc)}"
                    ) from exc

    @contextlib.contextmanager
    def cursor(self, con: duckdb.DuckDBPyConnection) -> Iterator[duckdb.DuckDBPyConnection]:
        """A second connection to `con`'s database, under the same lock, with its own view of the
        archive: a cursor does not see its parent's temporary view, and two threads must not
        share one connection (report/build.py reads on one while the other exports)."""
        with contextlib.closing(con.cursor()) as cur:
            create_view(cur, self.archive_root, ARCHIVE)
            yield cur

    # -- reads -------------------------------------------------------------------------------

    def frame(
        self,
        sql_or_name: str,
        params: dict[str, Any] | Sequence[Any] | None = None,
        *,
        archive: bool = True,
    ) -> pl.DataFrame:
        """Run a named query (or literal SQL) and return a polars frame; `archive=False` for a
        query that does not read the archive (`connect`)."""
        sql = queries.load(sql_or_name) if _is_name(sql_or_name) else sql_or_name
        with self.connect(archive=archive) as con:
            return fetch_frame(con, sql, params)

    def rows(
        self,
        sql_or_name: str,
        params: dict[str, Any] | Sequence[Any] | None = None,
        *,
        archive: bool = True,
    ) -> list[tuple[Any, ...]]:
        """Rows of a named query (or SQL text) with bound parameters, for small reads that need
        no frame; `archive=False` for a statement that does not read the archive (`connect`)."""
        sql = queries.load(sql_or_name) if _is_name(sql_or_name) else sql_or_name
        with self.connect(archive=archive) as con:
            return con.execute(sql, params or []).fetchall()

    # -- writes ------------------------------------------------------------------------------

    def replace_days(
        self,
        table: str,
        days: Sequence[dt.date],
        frame: pl.DataFrame,
        models: Sequence[str] | None = None,
    ) -> int:
        """Replace the rows of `days` (optionally only `models`) in `table` with `frame`, atomically."""
        if table in APPEND_ONLY_TABLES:
            raise WarehouseError(f"{table!r} is append-only; use append()")
        delete: tuple[str, dict[str, list[Any]]]
        if models is None:
            delete = (f"DELETE FROM {table} WHERE day = ANY($days)", {"days": list(days)})
        else:
            delete = (
                f"DELETE FROM {table} WHERE day = ANY($days) AND model = ANY($models)",
                {"days": list(days), "models": list(models)},
            )
        return self._write(table, frame, delete)

    def replace_days_together(
        self, days: Sequence[dt.date], frames: dict[str, pl.DataFrame]
    ) -> None:
        """Replace the rows of `days` in several tables in ONE transaction: a stage whose output
        spans tables (triage rows and the severities they fill in) is written whole or not at all."""
        for table in frames:
            if table in APPEND_ONLY_TABLES:
                raise WarehouseError(f"{table!r} is append-only; use append()")
        with self.connect(archive=False) as con, transaction(con):
            for table, frame in frames.items():
                con.execute(f"DELETE FROM {table} WHERE day = ANY($days)", {"days": list(days)})
                _insert(con, table, frame)

    def append(self, table: str, frame: pl.DataFrame) -> int:
        """Insert rows, in one transaction; for the archive, new shards (its only write)."""
        if not frame.height:
            return 0
        if table == ARCHIVE:
            archive = to_archive_table(frame)
            # Appending reads no archive, so the connection lists no shard for a view.
            with self.connect(archive=False) as con:
                return self.append_archive_on(con, archive)
        return self._write(table, frame, None)

    def append_archive_on(self, con: duckdb.DuckDBPyConnection, archive: pa.Table) -> int:
        """Write `archive` (rows in the archive's Arrow schema, `shards.archive_table`) as new
        shards and extend the archive's ledger, on a connection the caller holds from `connect()`.

        The ledger's transaction commits right after the shards are renamed into place, and a
        failed commit removes them again, so the two agree. Only a crash between the rename and
        the commit leaves shards the ledger does not count, and the `responses` asset check
        reports exactly that day. The ledger's share of the rows is hashed in Python (`ledger.py`).
        """
        if not archive.num_rows:
            return 0
        written = []
        try:
            with transaction(con):  # rolled back before the shards below are removed
                for day, (rows, digest) in day_digests(archive).items():
                    con.execute(
                        queries.load("archive_ledger_add"),
                        {"day": day, "rows": rows, "digest": digest},
                    )
                written = write_table_shards(self.archive_root, archive)
        except BaseException:
            remove_shards(self.archive_root, written)
            raise
        return archive.num_rows

    def append_on(self, con: duckdb.DuckDBPyConnection, table: str, frame: pl.DataFrame) -> int:
        """Append rows in one transaction on a connection the caller holds from `connect()`.

        For a writer that appends many small batches in a row (collection): the open and the
        close (which checkpoints) cost several times the write itself, so the caller keeps one
        connection, and the writer lock, across a few batches; each batch still commits alone.
        """
        if not frame.height:
            return 0
        if table == ARCHIVE:
            return self.append_archive_on(con, to_archive_table(frame))
        _replace_in_transaction(con, table, frame, None)
        return frame.height

    def _write(
        self, table: str, frame: pl.DataFrame, delete: tuple[str, dict[str, Any]] | None
    ) -> int:
        """An optional DELETE and an INSERT of `frame`, together in one transaction (never of
        the archive, so without its view)."""
        with self.connect(archive=False) as con:
            _replace_in_transaction(con, table, frame, delete)
        return frame.height

    # -- the analysts' copy ------------------------------------------------------------------

    def publish(self) -> Path:
        """Copy the warehouse to a read-only file analysts may hold open without blocking us.

        Written to a temporary name and renamed, so a reader never sees half a copy. The copy
        lists the archive's shards of that moment (`_published_shards`): shards are never
        changed, so that list is the archive's snapshot, taken with the rest under the lock.
        """
        tmp = self.published_path.with_name(self.published_path.name + ".tmp")
        try:
            tmp.unlink(missing_ok=True)  # a read-only leftover of a failed copy
            with self.connect() as con:
                con.execute("CHECKPOINT")
                shutil.copyfile(self.path, tmp)
                shards = shard_paths(self.archive_root)
            copy = duckdb.connect(str(tmp))
            try:
                copy.execute(
                    f"CREATE TABLE {PUBLISHED_SHARDS} AS SELECT unnest($paths::VARCHAR[]) AS path",
                    {"paths": shards},
                )
            finally:
                copy.close()
            os.chmod(tmp, 0o444)
            os.replace(tmp, self.published_path)
        except OSError as exc:
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
            raise WarehouseError(
                f"cannot publish the analysts' copy {str(self.published_path)!r}: {_advice(exc)}"
            ) from exc
        return self.published_path


def _replace_in_transaction(
    con: duckdb.DuckDBPyConnection,
    table: str,
    frame: pl.DataFrame,
    delete: tuple[str, dict[str, Any]] | None,
) -> None:
    """An optional DELETE and an INSERT of `frame` in one transaction of their own on `con`."""
    with transaction(con):
        if delete is not None:
            con.execute(*delete)
        _insert(con, table, frame)


@contextlib.contextmanager
def transaction(con: duckdb.DuckDBPyConnection) -> Iterator[None]:
    """BEGIN on `con`; COMMIT when the block ends, roll back (keeping its error) when it raises."""
    con.execute("BEGIN TRANSACTION")
    try:
        yield
        con.execute("COMMIT")
    except BaseException:
        _rollback(con)
        raise


def _insert(con: duckdb.DuckDBPyConnection, table: str, frame: pl.DataFrame) -> None:
    """Insert `frame` by column name, inside the caller's transaction."""
    if frame.height:
        con.register("incoming", frame.to_arrow())
        con.execute(f"INSERT INTO {table} BY NAME SELECT * FROM incoming")
        con.unregister("incoming")


def fetch_frame(
    con: duckdb.DuckDBPyConnection, sql: str, params: dict[str, Any] | Sequence[Any] | None = None
) -> pl.DataFrame:
    """Run SQL and return polars; duckdb 2.x results have `to_arrow_table()` but no `.pl()`."""
    with warnings.catch_warnings():
        # duckdb warns that Arrow output of an execute() result copies rows; the copy is the point.
        warnings.simplefilter("ignore", UserWarning)
        table = con.execute(sql, params or []).to_arrow_table()
    return pl.from_arrow(table)  # type: ignore[return-value]


def _rollback(con: duckdb.DuckDBPyConnection) -> None:
    """Roll back if a transaction is still open; never hide the error that got us here.

    A failed write (a full disk) can abort the transaction itself, and a plain ROLLBACK would
    then raise "no transaction is active" in place of the real cause.
    """
    with contextlib.suppress(duckdb.Error):
        con.execute("ROLLBACK")


def _is_write_failure(exc: BaseException) -> bool:
    """The storage failed us (not the SQL): DuckDB reports a failed WAL write at COMMIT as a
    transaction error, so the message decides as much as the type."""
    if isinstance(exc, (OSError, duckdb.IOException, duckdb.FatalException)):
        return True
    return "could not write" in str(exc).lower()


def _advice(exc: BaseException) -> str:
    """The error's first line and what to do about it."""
    text = (exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)).strip()
    first = text.splitlines()[0] if text else type(exc).__name__
    lowered = text.lower()
    if "could not set lock" in lowered or "conflicting lock" in lowered:
        how = (
            "another program holds the file open (an analyst's DuckDB session?); close it: ad-hoc SQL "
            "belongs on the published copy (`modeldrift sql`)"
        )
    elif "permission denied" in lowered or "read-only" in lowered:
        how = "make the file and its folder writable, or set MODELDRIFT_WAREHOUSE_PATH to a writable place"
    else:
        how = (
            "free disk space (or raise the file size limit) and rerun: what is archived stays, and "
            "only what is missing is sent again"
        )
    return f"{first}; {how}"


def _is_name(sql_or_name: str) -> bool:
    return sql_or_name.isidentifier()

"""The archive as append-only Parquet shards, one or more files per (day, model).

Layout (hive style, so DuckDB prunes by folder when a query names a day)::

    <root>/day=YYYY-MM-DD/model=<slug>/part-<uuid>.parquet

The root is a local folder or an fsspec URL (`archive_root.py`); every function here takes
either, and reads and writes through the root's filesystem only.

The slug is the model alias percent-encoded (`sim/steady` -> `sim%2Fsteady`). DuckDB decodes
hive values when it reads them, so the `model` it derives from the path is the alias itself, the
same value the file holds; a lossy slug (`sim_steady`) would silently replace the alias, because
a hive value wins over the file's own column.

A shard is written whole. Where files can be renamed (a local folder): a hidden temporary name in
its final folder, fsync, then a rename (and an fsync of the folder), so a crash leaves either the
whole shard or only a temporary file that no reader's glob matches. On an object store (S3, GCS,
Azure, memory) the shard is one put of the finished file, which the store shows whole or not at
all, and which a rename there (a copy and a delete) would only double. Shards are never changed
once written; the archive grows by new files only.

Readers see the archive through `select_sql`: the shards with typed columns, in the order the
archive table had, or a typed empty result while there are no shards yet (DuckDB cannot read an
empty glob). The same code serves a local folder in the embedded default, a shared folder in the
cluster and an fsspec URL.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import posixpath
import uuid
from collections.abc import Iterable, Iterator
from pathlib import PurePosixPath
from typing import NamedTuple
from urllib.parse import quote

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from warehouse.archive_root import ArchiveRoot, RootLike, locate

ARCHIVE_COLUMNS: tuple[tuple[str, str], ...] = (
    ("response_id", "VARCHAR"),
    ("day", "DATE"),
    ("model", "VARCHAR"),
    ("task_id", "VARCHAR"),
    ("suite", "VARCHAR"),
    ("prompt_sha256", "VARCHAR"),
    ("status", "VARCHAR"),
    ("http_status", "INTEGER"),
    ("error", "VARCHAR"),
    ("tries", "INTEGER"),
    ("latency_ms", "DOUBLE"),
    ("prompt_tokens", "INTEGER"),
    ("completion_tokens", "INTEGER"),
    ("reasoning_tokens", "INTEGER"),
    ("provider", "VARCHAR"),
    ("finish_reason", "VARCHAR"),
    ("native_finish_reason", "VARCHAR"),
    ("response_model", "VARCHAR"),
    ("generation_id", "VARCHAR"),
    ("content", "VARCHAR"),
    ("raw_body", "BLOB"),
    ("collector", "VARCHAR"),
    ("requested_at", "TIMESTAMPTZ"),
    ("received_at", "TIMESTAMPTZ"),
)
"""The archive's columns and DuckDB types, in the order the `responses` table had them."""

_ARROW_TYPES: dict[str, pa.DataType] = {
    "VARCHAR": pa.string(),
    "DATE": pa.date32(),
    "INTEGER": pa.int32(),
    "DOUBLE": pa.float64(),
    "BLOB": pa.binary(),
    "TIMESTAMPTZ": pa.timestamp("us", tz="UTC"),
}

ARROW_SCHEMA = pa.schema([(name, _ARROW_TYPES[sql]) for name, sql in ARCHIVE_COLUMNS])
"""Every shard's file schema: the same for every shard, so a reader never unifies types."""

SHARD_GLOB = "day=*/model=*/*.parquet"
"""The shards under a root; temporary files (`.part-*.tmp`) never match it."""


def slug(model: str) -> str:
    """A model alias as a hive folder value, reversible: DuckDB decodes it back to the alias."""
    return quote(model, safe="")


def shard_folder(root: RootLike, day: dt.date, model: str) -> PurePosixPath:
    """The folder of one (day, model)'s shards, as the root's filesystem names it."""
    return locate(root).path / f"day={day.isoformat()}" / f"model={slug(model)}"


def has_shards(root: RootLike) -> bool:
    """Whether the archive under `root` holds at least one shard.

    Walks the layout level by level and stops at the first shard, where a glob would list them
    all; each call asks the store afresh (`ArchiveRoot.forget_listings`), as another process
    may have written the first shard since.
    """
    where = locate(root)
    where.forget_listings()
    for day in _entries(where, where.path, "day="):
        for model in _entries(where, day, "model="):
            if _entries(where, model, "part-"):
                return True
    return False


def _entries(where: ArchiveRoot, folder: PurePosixPath | str, prefix: str) -> list[str]:
    """The entries of `folder` whose names start with `prefix`; none when it does not exist."""
    try:
        names = where.fs.ls(str(folder), detail=False)
    except FileNotFoundError:
        return []
    return sorted(p for p in names if _matches(posixpath.basename(p.rstrip("/")), prefix))


def _matches(name: str, prefix: str) -> bool:
    """A layout name: `day=...`, `model=...`, or a shard `part-*.parquet` (never a `.tmp`)."""
    return name.startswith(prefix) and (prefix != "part-" or name.endswith(".parquet"))


def to_archive_table(frame: pl.DataFrame) -> pa.Table:
    """`frame` as an Arrow table with exactly the archive's columns, order and types."""
    missing = [name for name, _ in ARCHIVE_COLUMNS if name not in frame.columns]
    if missing:
        raise ValueError(f"archive rows lack column(s) {missing!r}; build them from ResponseRow")
    table = frame.select([name for name, _ in ARCHIVE_COLUMNS]).to_arrow()
    return table.cast(ARROW_SCHEMA)


def archive_table(rows: list[dict[str, object]]) -> pa.Table:
    """Archive rows (dicts with every archive column, as `ResponseRow` makes them) as one Arrow
    table in the archive's schema: one conversion per write, with no frame in between."""
    missing = [name for name in ARROW_SCHEMA.names if rows and name not in rows[0]]
    if missing:
        raise ValueError(f"archive rows lack column(s) {missing!r}; build them from ResponseRow")
    return pa.Table.from_pylist(rows, schema=ARROW_SCHEMA)


def write_shards(
    root: RootLike, frame: pl.DataFrame, name: str | None = None
) -> list[PurePosixPath]:
    """Write `frame` as one new shard per (day, model) it holds; return the shards' paths.

    Every shard is written and synced under a temporary name first, and only then are they all
    renamed into place, so a failure while writing leaves none of them visible (on an object
    store, where each is one put in place, a failure removes those already put). `name` fixes the
    file name (without `.parquet`) instead of a fresh uuid, so a step that may be repeated after
    a crash (the migration of an old archive table) replaces its own shards rather than doubling
    them.
    """
    if not frame.height:
        return []
    return write_table_shards(root, to_archive_table(frame), name)


def write_table_shards(
    root: RootLike, table: pa.Table, name: str | None = None
) -> list[PurePosixPath]:
    """`write_shards` for rows already in the archive's Arrow schema (`archive_table`)."""
    if not table.num_rows:
        return []
    where = locate(root)
    staged: list[tuple[PurePosixPath, PurePosixPath]] = []
    done: list[PurePosixPath] = []
    try:
        for (day, model), group in _by_day_and_model(table):
            path = shard_folder(where, day, model) / f"part-{name or uuid.uuid4().hex}.parquet"
            staged.append((_stage(Shard(where, path), group), path))
        for tmp, path in staged:
            if tmp != path:
                where.fs.mv(str(tmp), str(path))
            done.append(path)
    except BaseException:
        remove_shards(where, {tmp for tmp, _ in staged} | set(done))
        raise
    for folder in {path.parent for path in done}:
        where.sync_folder(folder)
    return done


def remove_shards(root: RootLike, paths: Iterable[PurePosixPath]) -> None:
    """Remove shards (or their temporary files) a failed write left; best effort, as the
    failure that brought us here is the one to report."""
    where = locate(root)
    for path in paths:
        with contextlib.suppress(OSError):
            where.fs.rm_file(str(path))


def _by_day_and_model(table: pa.Table) -> Iterator[tuple[tuple[dt.date, str], pa.Table]]:
    """The rows of each (day, model) of `table`, in order of first appearance.

    Built from slices of its runs of equal keys (a collection batch is one or two runs): a take
    would import pyarrow's compute module, a fifth of a second, into the writer thread."""
    runs: dict[tuple[object, object], list[tuple[int, int]]] = {}
    days, models = table.column("day").to_pylist(), table.column("model").to_pylist()
    start = 0
    for i in range(1, len(days) + 1):
        if i == len(days) or days[i] != days[start] or models[i] != models[start]:
            runs.setdefault((days[start], models[start]), []).append((start, i - start))
            start = i
    for (day, model), parts in runs.items():
        if not isinstance(day, dt.date) or not isinstance(model, str):
            raise ValueError(f"archive rows need a day and a model, got {day!r}, {model!r}")
        slices = [table.slice(offset, length) for offset, length in parts]
        yield (day, model), slices[0] if len(slices) == 1 else pa.concat_tables(slices)


class Shard(NamedTuple):
    """Where one shard goes: its root and its final path there."""

    root: ArchiveRoot
    path: PurePosixPath


def _stage(shard: Shard, table: pa.Table) -> PurePosixPath:
    """Write `table` for `shard`, synced, and return where it went: a hidden temporary name
    next to its final path, or the final path itself where one put is atomic."""
    where, path = shard
    fs = where.fs
    fs.makedirs(str(path.parent), exist_ok=True)
    # Built in memory and written with one call: Parquet's writer calls a Python file about a
    # hundred times for a small shard, taking the interpreter lock each time, and each time the
    # collection loop (the writer runs beside it) waits for it.
    sink = pa.BufferOutputStream()
    if where.one_put_is_atomic:
        pq.write_table(table, sink, compression="zstd")
        fs.pipe_file(str(path), sink.getvalue().to_pybytes())
        return path
    tmp = path.with_name(f".{path.stem}.{uuid.uuid4().hex}.tmp")
    try:
        with fs.open(str(tmp), "wb") as handle:
            pq.write_table(table, sink, compression="zstd")
            handle.write(sink.getvalue())
            handle.flush()
            where.sync_file(handle)
    except BaseException:
        remove_shards(where, [tmp])
        raise
    return tmp


def _sql_string(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


PUBLISHED_SHARDS = "_published_shards"
"""The published copy's table of the shards that existed when it was made (its snapshot)."""


def shard_paths(root: RootLike) -> list[str]:
    """Every shard under `root`, as DuckDB reports them in `filename` (`ArchiveRoot.url`)."""
    where = locate(root)
    where.forget_listings()
    return sorted(where.url(p) for p in where.fs.glob(str(where.path / SHARD_GLOB)))


def create_view(con: duckdb.DuckDBPyConnection, root: RootLike, name: str = "responses") -> None:
    """The archive as the temporary view `name` on `con` (with the root's filesystem registered
    on `con` when DuckDB does not read it itself).

    A published copy (it has `_published_shards`) sees only the shards that existed when it was
    made, so an analyst's session keeps one snapshot while collection adds shards.
    """
    where = locate(root)
    where.register(con)
    published = con.execute(
        "SELECT count(*) FROM information_schema.tables WHERE table_name = $t "
        "AND table_schema = 'main'",
        {"t": PUBLISHED_SHARDS},
    ).fetchone()
    con.execute(
        f"CREATE OR REPLACE TEMP VIEW {name} AS {select_sql(where, bool(published and published[0]))}"
    )


def select_sql(root: RootLike, published: bool = False) -> str:
    """A SELECT of the whole archive under `root` with typed columns (only the shards listed in
    `_published_shards` when `published`).

    Built when a connection opens: with no shard yet it is a typed empty result, because DuckDB
    refuses a glob that matches nothing. The path is part of the text (a view cannot bind
    parameters), quoted as a SQL string; a URL's filesystem must be registered on the
    connection that runs it (`create_view` does).
    """
    where = locate(root)
    typed = ", ".join(f"CAST({name} AS {sql}) AS {name}" for name, sql in ARCHIVE_COLUMNS)
    if not has_shards(where):
        empty = ", ".join(f"CAST(NULL AS {sql}) AS {name}" for name, sql in ARCHIVE_COLUMNS)
        return f"SELECT {empty} WHERE false"
    pattern = _sql_string(where.url(where.path / SHARD_GLOB))
    only = f" WHERE filename IN (SELECT path FROM main.{PUBLISHED_SHARDS})" if published else ""
    return (
        f"SELECT {typed} FROM read_parquet({pattern}, hive_partitioning = true, "
        f"hive_types = {{'day': DATE, 'model': VARCHAR}}, filename = true){only}"
    )

"""The archive as append-only Parquet shards, one or more files per (day, model).

Layout (hive style, so DuckDB prunes by folder when a query names a day)::

    <root>/day=YYYY-MM-DD/model=<slug>/part-<uuid>.parquet

The slug is the model alias percent-encoded (`sim/steady` -> `sim%2Fsteady`). DuckDB decodes
hive values when it reads them, so the `model` it derives from the path is the alias itself, the
same value the file holds; a lossy slug (`sim_steady`) would silently replace the alias, because
a hive value wins over the file's own column.

A shard is written whole: a hidden temporary name in its final folder, fsync, then `os.replace`
(and an fsync of the folder), so a crash leaves either the whole shard or only a temporary file
that no reader's glob matches. Shards are never changed once written; the archive grows by new
files only.

Readers see the archive through `select_sql`: the shards with typed columns, in the order the
archive table had, or a typed empty result while there are no shards yet (DuckDB cannot read an
empty glob). The same code serves a local folder in the embedded default and a shared folder in
the cluster.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

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


def shard_folder(root: Path, day: dt.date, model: str) -> Path:
    """The folder of one (day, model)'s shards."""
    return Path(root) / f"day={day.isoformat()}" / f"model={slug(model)}"


def has_shards(root: Path) -> bool:
    """Whether the archive under `root` holds at least one shard."""
    return next(Path(root).glob(SHARD_GLOB), None) is not None


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


def write_shards(root: Path, frame: pl.DataFrame, name: str | None = None) -> list[Path]:
    """Write `frame` as one new shard per (day, model) it holds; return the shards' paths.

    Every shard is written and synced under a temporary name first, and only then are they all
    renamed into place, so a failure while writing leaves none of them visible. `name` fixes the
    file name (without `.parquet`) instead of a fresh uuid, so a step that may be repeated after
    a crash (the migration of an old archive table) replaces its own shards rather than doubling
    them.
    """
    if not frame.height:
        return []
    return write_table_shards(root, to_archive_table(frame), name)


def write_table_shards(root: Path, table: pa.Table, name: str | None = None) -> list[Path]:
    """`write_shards` for rows already in the archive's Arrow schema (`archive_table`)."""
    if not table.num_rows:
        return []
    staged: list[tuple[Path, Path]] = []
    done: list[Path] = []
    try:
        for (day, model), group in _by_day_and_model(table):
            path = shard_folder(root, day, model) / f"part-{name or uuid.uuid4().hex}.parquet"
            staged.append((_stage(path, group), path))
        for tmp, path in staged:
            os.replace(tmp, path)
            done.append(path)
    except BaseException:
        for leftover in [tmp for tmp, _ in staged] + done:
            with contextlib.suppress(OSError):
                leftover.unlink()
        raise
    for folder in {path.parent for path in done}:
        _fsync_folder(folder)
    return done


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


def _stage(path: Path, table: pa.Table) -> Path:
    """Write `table` under a hidden temporary name next to `path`, synced; return that name."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.stem}.{uuid.uuid4().hex}.tmp")
    try:
        with open(tmp, "wb") as handle:
            # Built in memory and written with one call: Parquet's writer calls a Python file
            # about a hundred times for a small shard, taking the interpreter lock each time,
            # and each time the collection loop (the writer runs beside it) waits for it.
            sink = pa.BufferOutputStream()
            pq.write_table(table, sink, compression="zstd")
            handle.write(sink.getvalue())
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    return tmp


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (the folder entry), where the platform allows it."""
    with contextlib.suppress(OSError), _open_folder(folder) as fd:
        os.fsync(fd)


@contextlib.contextmanager
def _open_folder(folder: Path) -> Iterator[int]:
    fd = os.open(folder, os.O_RDONLY)
    try:
        yield fd
    finally:
        os.close(fd)


def _sql_string(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


PUBLISHED_SHARDS = "_published_shards"
"""The published copy's table of the shards that existed when it was made (its snapshot)."""


def shard_paths(root: Path) -> list[str]:
    """Every shard under `root`, as the absolute paths DuckDB reports in `filename`."""
    return sorted(str(p) for p in Path(root).resolve().glob(SHARD_GLOB))


def create_view(con: duckdb.DuckDBPyConnection, root: Path, name: str = "responses") -> None:
    """The archive as the temporary view `name` on `con`.

    A published copy (it has `_published_shards`) sees only the shards that existed when it was
    made, so an analyst's session keeps one snapshot while collection adds shards.
    """
    published = con.execute(
        "SELECT count(*) FROM information_schema.tables WHERE table_name = $t "
        "AND table_schema = 'main'",
        {"t": PUBLISHED_SHARDS},
    ).fetchone()
    con.execute(
        f"CREATE OR REPLACE TEMP VIEW {name} AS {select_sql(root, bool(published and published[0]))}"
    )


def select_sql(root: Path, published: bool = False) -> str:
    """A SELECT of the whole archive under `root` with typed columns (only the shards listed in
    `_published_shards` when `published`).

    Built when a connection opens: with no shard yet it is a typed empty result, because DuckDB
    refuses a glob that matches nothing. The path is part of the text (a view cannot bind
    parameters), quoted as a SQL string.
    """
    typed = ", ".join(f"CAST({name} AS {sql}) AS {name}" for name, sql in ARCHIVE_COLUMNS)
    if not has_shards(root):
        empty = ", ".join(f"CAST(NULL AS {sql}) AS {name}" for name, sql in ARCHIVE_COLUMNS)
        return f"SELECT {empty} WHERE false"
    pattern = _sql_string(str(Path(root).resolve() / SHARD_GLOB))
    only = f" WHERE filename IN (SELECT path FROM main.{PUBLISHED_SHARDS})" if published else ""
    return (
        f"SELECT {typed} FROM read_parquet({pattern}, hive_partitioning = true, "
        f"hive_types = {{'day': DATE, 'model': VARCHAR}}, filename = true){only}"
    )

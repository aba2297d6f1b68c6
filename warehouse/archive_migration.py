"""The named migration that moves an archive table into Parquet shards, byte for byte.

Warehouses built before the shards kept the archive as the table `responses`. This step writes
each (day, model) of it as one shard named `part-migrated.parquet` and drops the table, inside
the migration's transaction. A fixed name makes the step safe to repeat: a crash after some
shards and before the commit leaves the table in place, and the rerun replaces those shards
instead of doubling them. The values go DuckDB -> Arrow -> Parquet with the archive's types
(`shards.ARROW_SCHEMA`), which are the table's types, so every byte is kept.
"""

from __future__ import annotations

import warnings

import duckdb
import polars as pl

from warehouse.archive_root import RootLike
from warehouse.shards import ARCHIVE_COLUMNS, write_shards

MIGRATED_NAME = "migrated"
"""The file name stem of a migrated shard (`part-migrated.parquet`)."""


def _has_archive_table(con: duckdb.DuckDBPyConnection) -> bool:
    rows = con.execute(
        "SELECT count(*) FROM information_schema.tables WHERE table_name = 'responses' "
        "AND table_schema = 'main' AND table_type = 'BASE TABLE' "
        "AND table_catalog = current_database()"
    ).fetchone()
    return bool(rows and rows[0])


def archive_to_shards(con: duckdb.DuckDBPyConnection, archive_root: RootLike | None) -> None:
    """Write the rows of the table `responses` as shards under `archive_root`, then drop it."""
    if not _has_archive_table(con):
        return
    days = [
        r[0] for r in con.execute("SELECT DISTINCT day FROM main.responses ORDER BY day").fetchall()
    ]
    if not days:
        con.execute("DROP TABLE main.responses")
        return
    if archive_root is None:
        raise ValueError(
            "the archive table holds rows and no shard folder was given; open the warehouse "
            "through warehouse.store.Warehouse, which knows its archive root"
        )
    columns = ", ".join(name for name, _ in ARCHIVE_COLUMNS)
    for day in days:  # one day at a time: a year of archive never sits in memory at once
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            table = con.execute(
                f"SELECT {columns} FROM main.responses WHERE day = $day ORDER BY model, response_id",
                {"day": day},
            ).to_arrow_table()
        write_shards(archive_root, pl.DataFrame(table), name=MIGRATED_NAME)
    con.execute("DROP TABLE main.responses")

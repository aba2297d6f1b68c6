"""An archive kept as the table `responses` moves into Parquet shards, byte for byte.

Warehouses built before the shards hold every answer ever collected in that table; the named
migration `0012_archive_to_shards` is their only way across, so it must keep every byte, drop
nothing, double nothing when repeated after a crash, and leave the archive's ledger agreeing.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import duckdb
import pytest

from warehouse import queries
from warehouse.archive_migration import archive_to_shards
from warehouse.migrate import MIGRATIONS_TABLE, applied, migration_files
from warehouse.shards import ARCHIVE_COLUMNS, SHARD_GLOB
from warehouse.store import Warehouse

DAYS = [dt.date(2026, 11, 1), dt.date(2026, 11, 2)]
MODELS = ["sim/steady", "vendor/odd name%2F"]


def _old_warehouse(path: Path) -> None:
    """A warehouse as the migrations before the shards left it, with an archive in its table."""
    con = duckdb.connect(str(path))
    applied(con)  # the migrations table
    for name, sql in migration_files():
        if name < "0012_":
            con.execute(sql)
            con.execute(f"INSERT INTO {MIGRATIONS_TABLE} (name) VALUES (?)", [name])
    rows: list[dict[str, Any]] = []
    for d, day in enumerate(DAYS):
        for m, model in enumerate(MODELS):
            for i in range(5):
                n = len(rows)
                rows.append(
                    {
                        "id": f"{d}{m}{i}-{n:03d}",
                        "day": day,
                        "model": model,
                        "status": "error" if i == 4 else "answered",
                        "content": None if i == 4 else f"answer {n} caf\u00e9 \u2014 '\"\u0000x",
                        "raw_body": None if i == 3 else bytes(range(n, n + 40)) + b"\x00\xff",
                        "latency": None if i == 2 else n * 1.25,
                        "tokens": None if i == 1 else n,
                    }
                )
    for r in rows:
        con.execute(
            "INSERT INTO responses (response_id, day, model, task_id, suite, prompt_sha256, "
            "status, http_status, error, tries, latency_ms, prompt_tokens, completion_tokens, "
            "content, raw_body, collector, requested_at, received_at) VALUES ($id, $day, $model, "
            "'T' || $id, 'battery', sha256($id), $status, 200, NULL, 1, $latency, $tokens, "
            "$tokens, $content, $raw_body, 'old', TIMESTAMPTZ '2026-11-01 10:00:00.123456+00', "
            "TIMESTAMPTZ '2026-11-01 10:00:01.654321+00')",
            r,
        )
    con.execute(
        "INSERT INTO archive_ledger SELECT day, count(*), archive_digest(sum(archive_row_hash("
        "response_id, day, model, task_id, status, content, raw_body))), now() "
        "FROM responses GROUP BY day"
    )
    con.close()


def _archive_rows(con: duckdb.DuckDBPyConnection, relation: str) -> list[tuple[Any, ...]]:
    columns = ", ".join(name for name, _ in ARCHIVE_COLUMNS)
    return con.execute(f"SELECT {columns} FROM {relation} ORDER BY response_id").fetchall()


@pytest.fixture
def old(tmp_path: Path) -> tuple[Path, list[tuple[Any, ...]]]:
    path = tmp_path / "w.duckdb"
    _old_warehouse(path)
    con = duckdb.connect(str(path))
    before = _archive_rows(con, "responses")
    con.close()
    assert len(before) == len(DAYS) * len(MODELS) * 5
    return path, before


def test_the_migrated_shards_hold_the_very_rows_of_the_table(
    old: tuple[Path, list[tuple[Any, ...]]],
) -> None:
    path, before = old
    store = Warehouse(path)
    with store.connect() as con:
        after = _archive_rows(con, "responses")
        tables = con.execute(
            "SELECT table_type FROM information_schema.tables WHERE table_name = 'responses'"
        ).fetchall()
        drift = con.execute(queries.load("check_archive_ledger"), {"days": DAYS}).fetchall()
    assert after == before
    assert tables == [("VIEW",)], "the table is gone; only the shards' view is left"
    assert drift == [], "the ledger recorded before the move still agrees with the shards"
    root = Path(store.archive_root.path)
    shards = sorted(p.relative_to(root) for p in root.glob(SHARD_GLOB))
    assert len(shards) == len(DAYS) * len(MODELS)
    assert all(p.name == "part-migrated.parquet" for p in shards)


def test_a_repeated_migration_replaces_its_shards_instead_of_doubling_them(
    old: tuple[Path, list[tuple[Any, ...]]],
) -> None:
    """A crash after the shards were written and before the commit: the table is still there,
    and the rerun writes the same shards again."""
    path, before = old
    store = Warehouse(path)
    con = duckdb.connect(str(path))
    con.execute("BEGIN TRANSACTION")
    archive_to_shards(con, store.archive_root)
    con.execute("ROLLBACK")  # what a crash before the commit leaves: shards, and the table
    con.close()
    assert len(list(Path(store.archive_root.path).glob(SHARD_GLOB))) == len(DAYS) * len(MODELS)
    with store.connect() as con:
        assert _archive_rows(con, "responses") == before


def test_an_archive_table_with_rows_needs_the_shard_folder(tmp_path: Path) -> None:
    path = tmp_path / "w.duckdb"
    _old_warehouse(path)
    con = duckdb.connect(str(path))
    with pytest.raises(ValueError, match="no shard folder"):
        archive_to_shards(con, None)
    con.close()

"""The schema the migrations build, and the doc that explains it, never drift apart."""

from __future__ import annotations

import re
from pathlib import Path

import duckdb
import pytest

from warehouse.migrate import applied, migrate, migration_files, migration_names
from warehouse.shards import ARCHIVE_COLUMNS
from warehouse.store import Warehouse

DOC = Path(__file__).resolve().parents[2] / "docs" / "warehouse.md"
EXPECTED_TABLES = {
    "pins",
    "tasks",
    "responses",
    "verdicts",
    "baselines",
    "events",
    "ratings",
    "statuses",
    "puzzle_prompts",
    "lost_sends",
    "detection_days",
    "triage",
    "stage_runs",
    "_migrations",
}


def documented_columns() -> dict[str, dict[str, str]]:
    tables: dict[str, dict[str, str]] = {}
    current = None
    for line in DOC.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"^### (\w+)$", line)
        if heading:
            current = heading.group(1)
            tables[current] = {}
            continue
        row = re.match(r"^\| (\w+) \| ([A-Z][A-Z ]+?) \| .+ \|$", line)
        if current and row:
            tables[current][row.group(1)] = row.group(2)
    return {t: cols for t, cols in tables.items() if cols}


def schema_columns(con: duckdb.DuckDBPyConnection) -> dict[str, dict[str, str]]:
    rows = con.execute(
        "SELECT table_name, column_name, data_type FROM information_schema.columns "
        "WHERE table_name IN (SELECT table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE')"
    ).fetchall()
    out: dict[str, dict[str, str]] = {}
    for table, column, dtype in rows:
        out.setdefault(table, {})[column] = dtype
    return out


def test_migrations_build_every_table(tmp_path: Path) -> None:
    with Warehouse(tmp_path / "w.duckdb").connect() as con:
        tables = {
            r[0] for r in con.execute("SELECT table_name FROM information_schema.tables").fetchall()
        }
    assert EXPECTED_TABLES <= tables
    assert {"effective_responses", "latest_status", "active_events"} <= tables


def test_migrations_apply_once_in_order(tmp_path: Path) -> None:
    con = duckdb.connect(str(tmp_path / "m.duckdb"))
    first = migrate(con)
    second = migrate(con)
    assert first == migration_names()
    assert second == []
    assert applied(con) == first
    con.close()


def test_doc_lists_every_column_with_its_type(tmp_path: Path) -> None:
    with Warehouse(tmp_path / "w.duckdb").connect() as con:
        schema = schema_columns(con)
    doc = documented_columns()
    # The archive is Parquet shards, documented with the tables and seen as the view `responses`.
    schema["responses"] = {name: _shown(sql) for name, sql in ARCHIVE_COLUMNS}
    assert set(doc) - {"effective_responses", "latest_status", "active_events"} == set(schema), (
        "docs/warehouse.md and the schema list different tables"
    )
    for table, columns in schema.items():
        assert doc[table] == columns, f"docs/warehouse.md disagrees with the schema of {table!r}"


def _shown(sql_type: str) -> str:
    return "TIMESTAMP WITH TIME ZONE" if sql_type == "TIMESTAMPTZ" else sql_type


def test_the_archive_view_has_the_archive_columns(tmp_path: Path) -> None:
    with Warehouse(tmp_path / "w.duckdb").connect() as con:
        described = con.execute("DESCRIBE responses").fetchall()
    assert [(r[0], r[1]) for r in described] == [(n, _shown(t)) for n, t in ARCHIVE_COLUMNS]


def test_a_failed_partition_write_keeps_the_old_rows(tmp_path: Path) -> None:
    import datetime as dt

    import polars as pl

    store = Warehouse(tmp_path / "w.duckdb")
    day = dt.date(2026, 11, 1)
    good = pl.DataFrame(
        {
            "day": [day],
            "stage": ["pins"],
            "status": ["ok"],
            "finished_at": [dt.datetime(2026, 11, 1, tzinfo=dt.UTC)],
        }
    )
    store.replace_days("stage_runs", [day], good)
    bad = good.with_columns(pl.lit(None, pl.Utf8).alias("status"))  # NOT NULL violation
    with pytest.raises(duckdb.Error):
        store.replace_days("stage_runs", [day], bad)
    assert store.rows("SELECT status FROM stage_runs") == [("ok",)]


def test_the_archive_refuses_partition_replacement(tmp_path: Path) -> None:
    import polars as pl

    from warehouse.errors import WarehouseError

    with pytest.raises(WarehouseError, match="append-only"):
        Warehouse(tmp_path / "w.duckdb").replace_days("responses", [], pl.DataFrame())


def test_the_vanished_stretch_migration_dates_existing_pins(tmp_path: Path) -> None:
    # An archive pinned before `vanished_since` existed: served, gone for three days, back.
    con = duckdb.connect(str(tmp_path / "old.duckdb"))
    files = migration_files()
    upgrade = next(sql for name, sql in files if name.startswith("0004_"))
    for name, sql in files:
        if name < "0004_":
            con.execute(sql)
    flags = [False, True, True, True, False, True]
    for i, vanished in enumerate(flags):
        con.execute(
            "INSERT INTO pins VALUES ($day, 'm', $v, 'm-1', false, $gone, $first, now())",
            {"day": f"2026-11-0{i + 1}", "v": None if vanished else "m-1", "gone": vanished,
             "first": i == 0},
        )  # fmt: skip
    con.execute(upgrade)
    rows = con.execute(
        "SELECT day::VARCHAR, vanished_since::VARCHAR, returned FROM pins ORDER BY day"
    ).fetchall()
    con.close()
    assert rows == [
        ("2026-11-01", None, False),
        ("2026-11-02", "2026-11-02", False),
        ("2026-11-03", "2026-11-02", False),
        ("2026-11-04", "2026-11-02", False),
        ("2026-11-05", None, True),
        ("2026-11-06", "2026-11-06", False),
    ]

"""Check a migrated table against the record it stores (records.schema), column by column.

The migrations stay the only DDL (named, append-only, docs/warehouse.md); this says where they
and the record disagree, so a field can no longer be dropped on its way into a table.
"""

from __future__ import annotations

from collections.abc import Mapping

import duckdb
from pydantic import BaseModel

from records.schema import columns


def table_columns(con: duckdb.DuckDBPyConnection, table: str) -> dict[str, tuple[str, bool]]:
    """``{column: (DuckDB type, nullable)}`` of a table, as the migrations built it."""
    rows = con.execute(
        "SELECT column_name, data_type, is_nullable FROM information_schema.columns "
        "WHERE table_name = $table ORDER BY ordinal_position",
        {"table": table},
    ).fetchall()
    return {name: (dtype, nullable == "YES") for name, dtype, nullable in rows}


def record_mismatches(
    con: duckdb.DuckDBPyConnection,
    table: str,
    model: type[BaseModel],
    not_stored: Mapping[str, str] | None = None,
    not_in_record: Mapping[str, str] | None = None,
) -> list[str]:
    """Every disagreement between ``table`` and ``model``, one line each (empty: they agree).

    ``not_stored`` names fields deliberately kept out of the table and ``not_in_record`` columns
    deliberately outside the record, each with its reason; an exception that no longer applies
    is itself reported, so the lists cannot go stale.
    """
    not_stored = dict(not_stored or {})
    not_in_record = dict(not_in_record or {})
    stored = table_columns(con, table)
    if not stored:
        return [f"table {table!r} does not exist; run the migrations"]
    problems = []
    expected = {c.name: c for c in columns(model)}
    for name, column in expected.items():
        if column.field in not_stored:
            if name in stored:
                problems.append(
                    f"{table}.{name} exists, but {column.field!r} is listed as not stored"
                )
            continue
        if name not in stored:
            problems.append(
                f"{model.__name__}.{column.field} has no column {table}.{name}; add it in a "
                f"migration: ALTER TABLE {table} ADD COLUMN {name} {column.sql_types[0]}"
            )
            continue
        dtype, nullable = stored[name]
        if dtype not in column.sql_types:
            problems.append(
                f"{table}.{name} is {dtype}, but {model.__name__}.{column.field} needs one of "
                f"{list(column.sql_types)!r}"
            )
        if column.nullable and not nullable:
            problems.append(
                f"{table}.{name} is NOT NULL, but {model.__name__}.{column.field} may be None"
            )
    for name in stored:
        if name in expected:
            continue
        if name not in not_in_record:
            problems.append(
                f"{table}.{name} is no field of {model.__name__}; add the field or name the "
                "column as a deliberate exception"
            )
    for name in not_in_record:
        if name not in stored:
            problems.append(f"{table}.{name} is listed as an exception but is no column")
    return problems

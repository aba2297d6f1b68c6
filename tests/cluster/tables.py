"""What "the same results" means between two warehouses: every derived table, row for row, with
only the columns that name a run, a random id or a moment left out."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import duckdb

from warehouse.archive_root import RootLike
from warehouse.shards import create_view
from warehouse.store import default_archive_root

COMPARED_TABLES = (
    "pins",
    "tasks",
    "puzzle_prompts",
    "responses",
    "verdicts",
    "baselines",
    "ratings",
    "detection_days",
    "events",
    "triage",
    "statuses",
)
"""Everything the pipeline derives, and the archive itself. Not compared: `stage_runs` (which run
did what, when), `archive_ledger` (a digest over response ids) and `_migrations`."""

IDENTITY_COLUMNS = frozenset(
    {"run_id", "response_id", "baseline_response_id", "generation_id", "raw_body", "collector"}
)
"""Columns that name a run or hold a random id: `response_id` is a fresh uuid per answer, and the
raw body holds the simulator's per-reply `id` and `created` (docs/simulator.md)."""


def comparable_rows(
    path: Path,
    table: str,
    days: tuple[dt.date, dt.date],
    archive_root: RootLike | None = None,
    ignored: frozenset[str] = frozenset(),
) -> tuple[list[str], list[tuple[Any, ...]]]:
    """The table's rows for `days`, sorted, without identity or timestamp columns (nor
    `ignored`); `responses` is the shards under `archive_root`, by default next to the file."""
    con = duckdb.connect(str(path), read_only=True)
    create_view(con, archive_root or default_archive_root(path))
    try:
        columns = [
            name
            for name, kind in con.execute(
                "SELECT column_name, data_type FROM information_schema.columns "
                "WHERE table_name = $t ORDER BY ordinal_position",
                {"t": table},
            ).fetchall()
            if name not in IDENTITY_COLUMNS | ignored and not kind.startswith("TIMESTAMP")
        ]
        listed = ", ".join(f'"{c}"' for c in columns)
        rows = con.execute(
            f"SELECT {listed} FROM {table} WHERE day BETWEEN $a AND $b ORDER BY ALL",
            {"a": days[0], "b": days[1]},
        ).fetchall()
    finally:
        con.close()
    return columns, rows


def differences(
    left: Path,
    right: Path,
    days: tuple[dt.date, dt.date],
    roots: tuple[RootLike | None, RootLike | None] = (None, None),
    ignored: frozenset[str] = frozenset(),
) -> tuple[dict[str, int], list[str]]:
    """Row counts per table (from `left`) and a line for each table that differs; `roots` are
    the two archives' roots where they are not next to the files."""
    counts: dict[str, int] = {}
    problems: list[str] = []
    for table in COMPARED_TABLES:
        cols_l, rows_l = comparable_rows(left, table, days, roots[0], ignored)
        cols_r, rows_r = comparable_rows(right, table, days, roots[1], ignored)
        counts[table] = len(rows_l)
        if cols_l != cols_r:
            problems.append(f"{table}: columns differ {cols_l} != {cols_r}")
        elif rows_l != rows_r:
            only_l = len(set(rows_l) - set(rows_r))
            only_r = len(set(rows_r) - set(rows_l))
            first = next(iter(sorted(set(rows_l) ^ set(rows_r), key=repr)), None)
            problems.append(
                f"{table}: {len(rows_l)} vs {len(rows_r)} rows, {only_l} only left, "
                f"{only_r} only right; e.g. {dict(zip(cols_l, first or (), strict=False))!r}"
            )
    return counts, problems

"""Open data: one JSON file per day and a Parquet copy of every warehouse table.

The day files carry the results and, for puzzles, the seeds that regenerate every task (slot,
family, level, attempt and slot-mix version), so anyone can re-create a day's puzzles and check
our grading. The Parquet export is DuckDB's built-in ``COPY ... (FORMAT parquet)``: no extension
download, so it works offline. JSON is written ASCII-only (``\\u`` escapes), so a model's bidi
controls or markup cannot do anything in a browser that shows the raw file.
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import math
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import duckdb
import polars as pl

from runtime.fanout import forked
from warehouse import queries
from warehouse.store import ARCHIVE, fetch_frame

FORMAT_VERSION = 1

_AS_IS = frozenset({str, int, bool})
"""Exact types `_plain` returns unchanged (subclasses, such as an enum, take the long way)."""


def _plain(value: Any) -> Any:
    """A JSON-able value: dates as ISO text, bytes as base64, NaN and infinities as null."""
    if value is None or type(value) in _AS_IS:  # most values of a day file: no test needed
        return value
    if isinstance(value, dt.datetime):
        return value.isoformat()
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, bytes | bytearray | memoryview):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def dumps(obj: Any) -> str:
    """Stable JSON (sorted keys, no NaN) so two builds of the same data are byte-identical.

    Compact, without indentation: `json` uses its C encoder only when `indent` is None; with an
    indent it falls back to the pure-Python one, which made the day files (a couple of thousand
    result rows each for 20 models) the larger part of the report stage of a backfill.
    """
    try:
        # Dates and bytes through the encoder's `default` hook, each as `_plain` turns them:
        # walking a year of day files (about two million values) in Python first cost more than
        # encoding them. NaN and infinities are refused here, and only then does `_plain`
        # walk the document to make them null: the same text either way.
        return json.dumps(obj, default=_leaf, **_COMPACT)
    except ValueError:
        return json.dumps(_plain(obj), **_COMPACT)


_COMPACT: dict[str, Any] = {
    "ensure_ascii": True,
    "allow_nan": False,
    "sort_keys": True,
    "separators": (",", ":"),
}


def _leaf(value: Any) -> Any:
    """What `_plain` makes of a value the encoder cannot write itself; raises as `json` does."""
    if isinstance(value, dt.date | bytes | bytearray | memoryview):
        return _plain(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def day_document(con: duckdb.DuckDBPyConnection, day: dt.date) -> dict[str, Any]:
    """Everything the warehouse derived for one day, plus the puzzle seeds."""
    doc: dict[str, Any] = {
        "format_version": FORMAT_VERSION,
        "day": day,
        "results": fetch_frame(con, queries.load("report_day_results"), {"day": day}).to_dicts(),
        "puzzle_seeds": fetch_frame(con, queries.load("report_day_seeds"), {"day": day}).to_dicts(),
    }
    for name in ("pins", "ratings", "statuses", "detection_days", "events", "triage", "stage_runs"):
        doc[name] = []
    for table, row in con.execute(queries.load("report_day_rows"), {"day": day}).fetchall():
        doc[table].append(json.loads(row))
    return doc


def day_documents(
    con: duckdb.DuckDBPyConnection, days: list[dt.date]
) -> Iterator[tuple[dt.date, dict[str, Any]]]:
    """`day_document` of each of `days`, in that order, from one read of each kind for all of
    them: a year's day files took three queries a day, each scanning its table for that day."""
    results = _by_day(fetch_frame(con, queries.load("report_days_results"), {"days": days}), True)
    seeds = _by_day(fetch_frame(con, queries.load("report_days_seeds"), {"days": days}), False)
    rows: dict[dt.date, list[tuple[str, str]]] = {}
    for table, day, row in con.execute(queries.load("report_days_rows"), {"days": days}).fetchall():
        rows.setdefault(day, []).append((table, row))
    for day in days:
        doc: dict[str, Any] = {
            "format_version": FORMAT_VERSION,
            "day": day,
            "results": results[day].to_dicts() if day in results else [],
            "puzzle_seeds": seeds[day].to_dicts() if day in seeds else [],
        }
        for name in (
            "pins",
            "ratings",
            "statuses",
            "detection_days",
            "events",
            "triage",
            "stage_runs",
        ):
            doc[name] = []
        for table, row in rows.get(day, []):
            doc[table].append(json.loads(row))
        yield day, doc


def _by_day(frame: pl.DataFrame, keep_day: bool) -> dict[dt.date, pl.DataFrame]:
    """A frame's rows by their `day` column, each day's rows in the frame's order.

    The columns are put in name order: `dumps` sorts each row's keys, and rows whose keys are
    already sorted cost it less (a year's day files hold about 600,000 rows)."""
    if not frame.height:
        return {}
    frame = frame.select(sorted(frame.columns))
    parts = frame.partition_by("day", maintain_order=True, include_key=keep_day, as_dict=True)
    return {key[0]: part for key, part in parts.items()}  # type: ignore[misc]


LATER_SHARE = 0.6
"""The share of the day files a forked child writes (`write_day_files`): this process builds
every day's document and writes the rest, so the child takes more than half of the encoding."""


def write_day_files(
    con: duckdb.DuckDBPyConnection, days: list[dt.date], folder: Path
) -> list[Path]:
    """One open-data JSON file per day, so a reader can fetch a day without the whole warehouse.

    The documents are read here (DuckDB, polars); their JSON, most of the cost, is pure Python:
    the later days' documents are read first and written by a forked child (`runtime.fanout`)
    while this process reads and writes the earlier ones. The same files either way."""
    folder.mkdir(parents=True, exist_ok=True)
    split = len(days) - int(len(days) * LATER_SHARE)
    earlier, later = days[:split], days[split:]
    documents = day_documents(con, [*later, *earlier])
    if not later:  # a day or two: not worth a process
        return _write_documents(folder, documents)
    later_docs = [next(documents) for _ in later]
    with forked(lambda: _write_documents(folder, later_docs)) as later_paths:
        paths = _write_documents(folder, documents)
        paths.extend(later_paths())
    return paths


def _write_documents(
    folder: Path, documents: Iterable[tuple[dt.date, dict[str, Any]]]
) -> list[Path]:
    paths = []
    for day, doc in documents:
        path = folder / f"{day.isoformat()}.json"
        path.write_text(dumps(doc) + "\n", encoding="ascii")
        paths.append(path)
    return paths


def export_parquet(con: duckdb.DuckDBPyConnection, folder: Path) -> list[Path]:
    """Every base table and the archive, whole, as ``<table>.parquet`` (raw bodies included)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for (table,) in con.execute(queries.load("report_tables"), {"archive": ARCHIVE}).fetchall():
        path = folder / f"{table}.parquet"
        ident = '"' + str(table).replace('"', '""') + '"'
        # The table name comes from the catalog, not from input; the path is a bound parameter.
        con.execute(f"COPY (SELECT * FROM {ident}) TO $path (FORMAT parquet)", {"path": str(path)})
        paths.append(path)
    return paths


def write_index(
    folder: Path, days: list[dt.date], parquet: list[Path], as_of: dt.date | None
) -> Path:
    """data/index.json: what the open data holds and how it is laid out."""
    doc = {
        "format_version": FORMAT_VERSION,
        "as_of": as_of,
        "days": [f"{d.isoformat()}.json" for d in days],
        "parquet": [f"parquet/{p.name}" for p in parquet],
        "note": "Per-day JSON: results (verdicts), derived tables and puzzle_seeds that regenerate "
        "every puzzle. Parquet: every warehouse table, whole.",
    }
    path = folder / "index.json"
    path.write_text(dumps(doc) + "\n", encoding="ascii")
    return path

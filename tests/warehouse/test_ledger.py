"""A write adds its rows to the archive ledger with a digest computed in Python
(`warehouse/ledger.py`); the `responses` check recomputes it in SQL (`archive_row_hash`). The two
spellings must agree on every row an archive can hold, or a healthy archive would be reported as
changed: content and raw bodies that are NULL, empty, non-ASCII, with NULs and the separator
itself, and writes that span days.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import polars as pl
import pytest

from assets.collect import RESPONSE_SCHEMA
from warehouse.ledger import day_digests, row_hash
from warehouse.shards import archive_table, shard_paths
from warehouse.store import Warehouse

DAY = dt.date(2026, 11, 1)
AWKWARD: list[tuple[str | None, bytes | None]] = [
    ("plain answer", b'{"choices": []}'),
    (None, None),
    ("", b""),
    ("caf\u00e9 \u2014 \U0001f600 \x00 \x1f tail", b"\x00\xff\xfe\x1f"),
    (None, b"only a body"),
    ("only content", None),
]


def _rows() -> list[dict[str, Any]]:
    rows = []
    for i, (content, raw) in enumerate(AWKWARD * 2):
        row: dict[str, Any] = dict.fromkeys(RESPONSE_SCHEMA)
        row.update(
            response_id=f"r{i:04d}",
            day=DAY + dt.timedelta(days=i % 2),
            model="sim/steady" if i % 3 else "odd/na%me=x",
            task_id=f"T{i:02d}",
            suite="battery",
            prompt_sha256="ab" * 32,
            status="error" if i == 4 else "answered",
            tries=1,
            collector="test",
            content=content,
            raw_body=raw,
            requested_at=dt.datetime(2026, 11, 1, 12, tzinfo=dt.UTC),
            received_at=dt.datetime(2026, 11, 1, 12, 1, tzinfo=dt.UTC),
        )
        rows.append(row)
    return rows


def test_the_python_row_hash_is_the_sql_macro(tmp_path: Path) -> None:
    store = Warehouse(tmp_path / "w.duckdb")
    rows = _rows()
    with store.connect(archive=False) as con:
        con.register("incoming", pl.DataFrame(rows, schema=RESPONSE_SCHEMA).to_arrow())
        in_sql = con.execute(
            "SELECT response_id, archive_row_hash(response_id, day, model, task_id, status, "
            "content, raw_body) FROM incoming"
        ).fetchall()
    keys = ("response_id", "day", "model", "task_id", "status", "content", "raw_body")
    in_python = {r["response_id"]: row_hash(*(r[k] for k in keys)) for r in rows}
    assert dict(in_sql) == in_python


def test_appended_days_match_the_ledger_check_and_their_python_digests(tmp_path: Path) -> None:
    store = Warehouse(tmp_path / "w.duckdb")
    rows = _rows()
    half = len(rows) // 2
    for batch in (rows[:half], rows[half:]):  # the second write extends both days' entries
        store.append("responses", pl.DataFrame(batch, schema=RESPONSE_SCHEMA))
    days = [DAY, DAY + dt.timedelta(days=1)]
    assert store.rows("check_archive_ledger", {"days": days}) == []
    recorded = store.rows("SELECT day, n_rows, digest FROM archive_ledger ORDER BY day")
    expected = day_digests(archive_table(rows))
    assert recorded == [(day, *expected[day]) for day in days]
    assert [n for _, n, _ in recorded] == [half, half]


class _CommitFails:
    """A held connection whose COMMIT fails, as a full disk or a lost file makes it fail.

    DuckDB offers no way to make a real COMMIT fail on demand; everything before it runs for real."""

    def __init__(self, con: Any) -> None:
        self._con = con

    def execute(self, sql: str, *args: Any) -> Any:
        if sql.strip().upper() == "COMMIT":
            raise OSError("commit failed (simulated)")
        return self._con.execute(sql, *args)


def test_a_failed_commit_leaves_neither_shards_nor_a_ledger_entry(tmp_path: Path) -> None:
    store = Warehouse(tmp_path / "w.duckdb")
    rows = _rows()
    store.append("responses", pl.DataFrame(rows[:2], schema=RESPONSE_SCHEMA))
    shards_before = shard_paths(store.archive_root)
    ledger_before = store.rows("SELECT day, n_rows, digest FROM archive_ledger ORDER BY day")
    with store.connect(archive=False) as con:
        with pytest.raises(OSError, match="simulated"):
            store.append_archive_on(_CommitFails(con), archive_table(rows[2:]))  # type: ignore[arg-type]
    assert shard_paths(store.archive_root) == shards_before
    assert (
        store.rows("SELECT day, n_rows, digest FROM archive_ledger ORDER BY day") == ledger_before
    )
    assert store.rows("check_archive_ledger", {"days": [DAY, DAY + dt.timedelta(days=1)]}) == []

"""The archive's Parquet shards: written whole, read back typed and unchanged.

A shard is the archive's only copy of an answer, so a crash must never leave half of one where a
reader would find it, a read must give back the very bytes that were written, and a reader of an
archive with no shard yet must still get the archive's columns and types (DuckDB refuses an empty
glob).
"""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import duckdb
import polars as pl
import pytest

from assets.collect import RESPONSE_SCHEMA
from warehouse.shards import (
    ARCHIVE_COLUMNS,
    SHARD_GLOB,
    has_shards,
    select_sql,
    shard_folder,
    write_shards,
)

UTC = dt.UTC
DAY = dt.date(2026, 11, 1)


def _row(i: int, *, model: str = "sim/steady", day: dt.date = DAY, **extra: Any) -> dict[str, Any]:
    row: dict[str, Any] = dict.fromkeys(RESPONSE_SCHEMA)
    row.update(
        response_id=f"r{i:04d}",
        day=day,
        model=model,
        task_id=f"T{i:02d}",
        suite="battery",
        prompt_sha256="ab" * 32,
        status="answered",
        tries=1,
        collector="test",
        requested_at=dt.datetime(2026, 11, 1, 12, 0, i % 60, 123456, tzinfo=UTC),
        received_at=dt.datetime(2026, 11, 1, 12, 1, i % 60, 654321, tzinfo=UTC),
    )
    row.update(extra)
    return row


def _frame(rows: list[dict[str, Any]]) -> pl.DataFrame:
    return pl.DataFrame(rows, schema=RESPONSE_SCHEMA)


def _archive(con: duckdb.DuckDBPyConnection, root: Path) -> list[tuple[Any, ...]]:
    con.execute(f"CREATE OR REPLACE TEMP VIEW responses AS {select_sql(root)}")
    return con.execute("SELECT * FROM responses ORDER BY response_id").fetchall()


def test_an_archive_without_shards_reads_as_typed_empty_rows(tmp_path: Path) -> None:
    con = duckdb.connect()
    assert _archive(con, tmp_path / "archive") == []
    described = con.execute("DESCRIBE responses").fetchall()
    assert [(r[0], r[1]) for r in described] == [
        (name, "TIMESTAMP WITH TIME ZONE" if sql == "TIMESTAMPTZ" else sql)
        for name, sql in ARCHIVE_COLUMNS
    ]


def test_shards_read_back_as_the_very_rows_written(tmp_path: Path) -> None:
    """Bytes that are not UTF-8, NULs, quotes, empty strings and NULLs survive the round trip,
    and a model alias with `/`, `%` and `=` comes back as the alias, not its folder slug."""
    rows = [
        _row(
            1,
            raw_body=b"\x00\xff\xfe{'a': 1}",
            content="caf\u00e9 \u2014 \U0001f600",
            latency_ms=1.5,
        ),
        _row(2, model="odd/na%me=x", content="", raw_body=b"", http_status=200),
        _row(3, status="error", error="HTTP 503", http_status=503, tries=3, content=None),
        _row(4, day=DAY + dt.timedelta(days=1), prompt_tokens=7, completion_tokens=11),
    ]
    written = write_shards(tmp_path / "archive", _frame(rows))
    assert len(written) == 3, "one shard per (day, model)"
    assert shard_folder(tmp_path / "archive", DAY, "odd/na%me=x") in {p.parent for p in written}

    con = duckdb.connect()
    con.register("incoming", _frame(rows).to_arrow())
    typed = ", ".join(f"CAST({n} AS {t}) AS {n}" for n, t in ARCHIVE_COLUMNS)
    expected = con.execute(f"SELECT {typed} FROM incoming ORDER BY response_id").fetchall()
    assert _archive(con, tmp_path / "archive") == expected
    assert {r[2] for r in expected} == {"sim/steady", "odd/na%me=x"}


def test_each_write_adds_shards_and_never_replaces_one(tmp_path: Path) -> None:
    root = tmp_path / "archive"
    first = write_shards(root, _frame([_row(1)]))
    second = write_shards(root, _frame([_row(2)]))
    assert first[0] != second[0] and first[0].parent == second[0].parent
    assert len(_archive(duckdb.connect(), root)) == 2


def test_a_day_is_read_from_its_own_folder_only(tmp_path: Path) -> None:
    """A query naming a day reads that day's folder: a broken shard of another day is never
    opened (the hive layout prunes it)."""
    root = tmp_path / "archive"
    write_shards(root, _frame([_row(1)]))
    other = Path(shard_folder(root, DAY + dt.timedelta(days=5), "sim/steady"))
    other.mkdir(parents=True)
    (other / "part-broken.parquet").write_bytes(b"not parquet")
    con = duckdb.connect()
    _archive_view = select_sql(root)
    con.execute(f"CREATE TEMP VIEW responses AS {_archive_view}")
    assert con.execute("SELECT count(*) FROM responses WHERE day = $d", {"d": DAY}).fetchone() == (
        1,
    )
    with pytest.raises(duckdb.Error):
        con.execute("SELECT count(*) FROM responses").fetchall()


def test_a_crash_mid_write_leaves_no_visible_shard(tmp_path: Path) -> None:
    """The writer is SIGKILLed after half the shard's bytes are on disk: readers see no shard."""
    root = tmp_path / "archive"
    script = textwrap.dedent(
        f"""
        import datetime as dt, os, signal
        import polars as pl
        import pyarrow.parquet as pq
        import warehouse.shards as shards
        from assets.collect import RESPONSE_SCHEMA

        def half_then_die(table, handle, **kwargs):
            handle.write(b"PAR1" + b"x" * 4096)
            handle.flush()
            os.kill(os.getpid(), signal.SIGKILL)

        pq.write_table = half_then_die
        row = dict.fromkeys(RESPONSE_SCHEMA)
        row.update(response_id="r1", day=dt.date(2026, 11, 1), model="sim/steady", task_id="T1",
                   suite="battery", prompt_sha256="x", status="answered", tries=1, collector="t",
                   requested_at=dt.datetime(2026, 11, 1, tzinfo=dt.UTC),
                   received_at=dt.datetime(2026, 11, 1, tzinfo=dt.UTC))
        shards.write_shards({str(root)!r}, pl.DataFrame([row], schema=RESPONSE_SCHEMA))
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60)
    assert done.returncode == -9, done.stderr.decode()
    left = [p for p in root.rglob("*") if p.is_file()]
    assert len(left) == 1 and left[0].name.endswith(".tmp"), "the half-written file is there"
    assert not has_shards(root)
    assert list(root.glob(SHARD_GLOB)) == []
    assert _archive(duckdb.connect(), root) == []


def test_rows_without_a_column_of_the_archive_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="raw_body"):
        write_shards(tmp_path, _frame([_row(1)]).drop("raw_body"))


def test_a_failure_on_the_second_shard_of_a_write_leaves_neither_visible(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One write is one batch of answers: its shards appear together or not at all."""
    import warehouse.shards as shards

    real, calls = shards.pq.write_table, []

    def fail_second(table: object, handle: object, **kwargs: object) -> None:
        calls.append(1)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real(table, handle, **kwargs)

    monkeypatch.setattr(shards.pq, "write_table", fail_second)
    root = tmp_path / "archive"
    with pytest.raises(OSError, match="No space"):
        write_shards(root, _frame([_row(1), _row(2, model="other/model")]))
    assert len(calls) == 2
    assert [p for p in root.rglob("*") if p.is_file()] == []

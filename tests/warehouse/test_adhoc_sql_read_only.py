"""`modeldrift sql` is read-only in every mode: on the published copy and on the live file
(`--live`), no statement can delete, alter, copy out, attach, install or reconfigure; and a query
on the live file holds the pipeline's writer up for no longer than the query itself.
"""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
import threading
import time
from pathlib import Path

import polars as pl
import pytest
from click.testing import CliRunner

from assets.collect import RESPONSE_SCHEMA
from dagster_project.cli import main
from warehouse.adhoc import run_query
from warehouse.lock import exclusive
from warehouse.store import Warehouse

REFUSED = {
    "delete": "DELETE FROM responses WHERE day = '2026-11-01'",
    "drop": "DROP TABLE responses",
    "update": "UPDATE responses SET content = 'x'",
    "insert": "INSERT INTO responses (response_id) VALUES ('forged')",
    "create": "CREATE TABLE t AS SELECT 1",
    "temp table": "CREATE TEMP TABLE t AS SELECT 1",
    "alter": "ALTER TABLE responses ADD COLUMN x INT",
    "copy to": "COPY (SELECT 42) TO 'out.csv'",
    "copy table": "COPY responses TO 'out.parquet'",
    "export": "EXPORT DATABASE 'exported'",
    "attach": "ATTACH 'other.duckdb' AS other",
    "install": "INSTALL httpfs",
    "load": "LOAD httpfs",
    "set": "SET enable_external_access = true",
    "pragma": "PRAGMA threads = 1",
    "checkpoint": "CHECKPOINT",
    "select then drop": "SELECT 1; DROP TABLE responses",
    "read a file": "SELECT * FROM read_csv('/etc/passwd')",
}


@pytest.fixture
def warehouse(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Warehouse:
    store = Warehouse(tmp_path / "var" / "warehouse.duckdb")
    now = dt.datetime.now(dt.UTC)
    rows = pl.DataFrame(
        {
            "response_id": [f"r{i}" for i in range(3)],
            "day": [dt.date(2026, 11, 1)] * 3,
            "model": ["sim/steady"] * 3,
            "task_id": ["B01", "B02", "B03"],
            "suite": ["battery"] * 3,
            "prompt_sha256": ["0" * 64] * 3,
            "status": ["answered"] * 3,
            "tries": [1] * 3,
            "collector": ["simulator"] * 3,
            "requested_at": [now] * 3,
            "received_at": [now] * 3,
        }
    )
    store.append("responses", _full(rows))
    store.publish()
    monkeypatch.setenv("MODELDRIFT_WAREHOUSE_PATH", str(store.path))
    for name in ("MODELDRIFT_CONFIG", "MODELDRIFT_MODELS", "MODELDRIFT_PROVIDER"):
        monkeypatch.delenv(name, raising=False)
    work = tmp_path / "cwd"
    work.mkdir()
    monkeypatch.chdir(work)
    return store


def _full(rows: pl.DataFrame) -> pl.DataFrame:
    """The rows with every archive column (the ones not given are NULL)."""
    return pl.DataFrame(rows.to_dicts(), schema=RESPONSE_SCHEMA)


def _count(path: Path) -> int:
    """Rows of the archive as a fresh read-only connection to `path` sees them."""
    store = Warehouse(path.with_name("warehouse.duckdb"))
    counted = run_query(path, "SELECT count(*) FROM responses", archive_root=store.archive_root)
    return counted.rows[0][0]


@pytest.mark.parametrize("live", [False, True], ids=["published", "live"])
@pytest.mark.parametrize("case", sorted(REFUSED))
def test_no_statement_can_change_anything(warehouse: Warehouse, case: str, live: bool) -> None:
    args = ["sql", REFUSED[case]] + (["--live"] if live else [])
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert result.exit_code == 1, (case, result.output)
    assert len(lines) == 1 and lines[0].startswith("error: "), (case, result.output)
    assert "Traceback" not in result.output
    assert _count(warehouse.path) == 3 and _count(warehouse.published_path) == 3, case
    assert list(Path.cwd().iterdir()) == [], f"{case} wrote {list(Path.cwd().iterdir())}"
    assert not (warehouse.path.parent / "other.duckdb").exists()


@pytest.mark.parametrize("live", [False, True], ids=["published", "live"])
def test_queries_still_answer(warehouse: Warehouse, live: bool) -> None:
    for query in (
        "SELECT count(*) AS n FROM responses",
        "WITH x AS (SELECT * FROM responses) SELECT count(*) AS n FROM x",
        "DESCRIBE responses",
        "SUMMARIZE responses",
    ):
        result = CliRunner().invoke(main, ["sql", query] + (["--live"] if live else []))
        assert result.exit_code == 0, (query, result.output)
    counted = CliRunner().invoke(main, ["sql", "SELECT count(*) AS n FROM responses"])
    assert "3" in counted.output and "(1 row)" in counted.output


SLOW_QUERY = "SELECT count(*) FROM range(1000000000000) a WHERE hash(a.range) = 42"


def test_a_live_query_holds_the_writer_no_longer_than_the_query(warehouse: Warehouse) -> None:
    """The writer waits while the query runs (no lock error), and proceeds once it is stopped."""
    modeldrift = Path(sys.executable).with_name("modeldrift")
    query = subprocess.Popen(
        [str(modeldrift), "sql", "--live", "--timeout", "3", SLOW_QUERY],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait until the query holds the writer's lock
            try:
                with exclusive(warehouse.lock_path, timeout_s=0):
                    pass
            except Exception:
                break
            time.sleep(0.05)
        else:
            pytest.fail("the live query never took the writer's lock")
        seen_held = time.monotonic()
        wrote: dict[str, float] = {}

        def writer() -> None:
            with warehouse.connect() as con:  # what every pipeline write does first
                wrote["in_after_s"] = time.monotonic() - seen_held
                con.execute("CREATE TABLE IF NOT EXISTS writer_was_here AS SELECT 1 AS x")

        thread = threading.Thread(target=writer)
        thread.start()
        out, err = query.communicate(timeout=120)
        thread.join(timeout=120)
    finally:
        if query.poll() is None:
            query.kill()
    assert query.returncode == 1 and err.strip().startswith("error: the query ran past 3 s"), err
    # The lock guarantees a lower bound (the query held it for its 3 s timeout, minus the time
    # between its taking the lock and this test seeing it held); no upper bound is timed.
    assert wrote["in_after_s"] >= 2.5, f"the writer got in while the query ran: {wrote}"
    assert not thread.is_alive(), "the writer proceeded once the query ended"
    with warehouse.connect() as con:
        assert con.execute("SELECT x FROM writer_was_here").fetchall() == [(1,)]


def test_the_published_copy_keeps_the_archive_it_was_published_with(warehouse: Warehouse) -> None:
    """Shards collected after publishing are the live file's, not the analysts' copy's."""
    later = _full(pl.DataFrame({"response_id": ["r9"], "day": [dt.date(2026, 11, 2)]}))
    later = later.with_columns(
        model=pl.lit("sim/steady"), task_id=pl.lit("B09"), suite=pl.lit("battery"),
        prompt_sha256=pl.lit("0" * 64), status=pl.lit("answered"), tries=pl.lit(1, pl.Int32),
        collector=pl.lit("simulator"), requested_at=pl.lit(dt.datetime.now(dt.UTC)),
        received_at=pl.lit(dt.datetime.now(dt.UTC)),
    )  # fmt: skip
    warehouse.append("responses", later)
    assert _count(warehouse.published_path) == 3
    assert warehouse.rows("SELECT count(*) FROM responses") == [(4,)]
    warehouse.publish()
    assert _count(warehouse.published_path) == 4

"""The open-data day files read all their days at once (`day_documents`): each day's document is
the one its own reads give (`day_document`), rows in the same order, for days with and without
data, after a day's rows were replaced (so a table's rows are no longer in day order)."""

from __future__ import annotations

import datetime as dt
import multiprocessing
from multiprocessing.connection import Connection
from pathlib import Path

from report.open_data import day_document, day_documents, dumps, write_day_files
from runtime.fanout import can_fork
from tests.report.synthetic import make_warehouse


def test_all_days_at_once_read_as_each_day_alone(tmp_path: Path) -> None:
    wh = make_warehouse(tmp_path)
    with wh.connect() as con:
        days = [
            r[0] for r in con.execute("SELECT DISTINCT day FROM verdicts ORDER BY day").fetchall()
        ]
    assert len(days) > 2
    # Replace the first day's ratings: its rows now come after later days' rows in the table.
    first = wh.frame("SELECT * FROM ratings WHERE day = $d", {"d": days[0]}, archive=False)
    assert first.height > 1
    wh.replace_days("ratings", [days[0]], first.reverse())
    asked = [days[0] - dt.timedelta(days=3), *days, days[-1] + dt.timedelta(days=1)]
    with wh.connect() as con:
        one_by_one = [(day, day_document(con, day)) for day in asked]
        together = list(day_documents(con, asked))
    assert together == one_by_one
    assert [dumps(d) for _, d in together] == [dumps(d) for _, d in one_by_one]
    assert any(doc["results"] for _, doc in together)
    assert any(len(doc["ratings"]) > 1 for _, doc in together)
    assert together[0][1]["results"] == [] and together[-1][1]["results"] == []


def _written(tmp_path: Path, name: str) -> dict[str, bytes]:
    wh = make_warehouse(tmp_path / "wh")
    with wh.connect() as con:
        days = [
            r[0] for r in con.execute("SELECT DISTINCT day FROM verdicts ORDER BY day").fetchall()
        ]
        asked = [*days, days[-1] + dt.timedelta(days=1)]
        paths = write_day_files(con, asked, tmp_path / name)
        expected = {f"{d.isoformat()}.json": dumps(day_document(con, d)) + "\n" for d in asked}
    assert [p.name for p in paths] == [f"{d.isoformat()}.json" for d in asked]
    written = {p.name: p.read_bytes() for p in sorted((tmp_path / name).iterdir())}
    assert written == {k: v.encode("ascii") for k, v in expected.items()}
    return written


def _written_in_a_daemon(tmp_path: Path, send: Connection) -> None:
    send.send((can_fork(), _written(tmp_path, "data")))


def test_day_files_written_partly_by_a_forked_child_are_each_days_document(
    tmp_path: Path,
) -> None:
    # The later days' files are written by a forked child (`runtime.fanout.forked`); in a
    # daemonic process (a Celery worker's step) all of them here: the same bytes either way.
    # The daemon is spawned, not forked: DuckDB and polars do not survive a fork.
    assert can_fork()
    here = _written(tmp_path / "a", "data")
    context = multiprocessing.get_context("spawn")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_written_in_a_daemon, args=(tmp_path / "b", send), daemon=True)
    child.start()
    forkable, there = receive.recv()
    child.join()
    assert forkable is False
    assert there == here

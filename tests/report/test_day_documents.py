"""The open-data day files read all their days at once (`day_documents`): each day's document is
the one its own reads give (`day_document`), rows in the same order, for days with and without
data, after a day's rows were replaced (so a table's rows are no longer in day order)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from report.open_data import day_document, day_documents, dumps
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

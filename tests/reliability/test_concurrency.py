"""Invariant 4 (one writer): a scheduled run, a backfill and a manual rerun started at the same
moment against one warehouse all finish, with no lock error, no lost write and no doubled row; an
analyst holding the PUBLISHED copy open blocks none of them, and `modeldrift sql` reads that copy.
"""

from __future__ import annotations

import datetime as dt
import subprocess
from collections import Counter
from pathlib import Path

import duckdb
import pytest

from tests.reliability.archive import (
    DERIVED_TABLES,
    digests,
    doubled_answers,
    row_counts,
    unanswered_tasks,
)
from tests.reliability.conftest import MODELDRIFT, make_sandbox, report_cases
from warehouse.shards import create_view

pytestmark = pytest.mark.e2e

MODELS = ("sim/steady", "sim/moving")
D = dt.date(
    2026, 11, 15
)  # sim/moving moves its alias this day: pins, events and statuses all differ


def test_schedule_backfill_and_rerun_at_once(tmp_path: Path, simulator) -> None:
    box = make_sandbox(tmp_path / "md", MODELS, simulator.base_url)
    earlier = D - dt.timedelta(days=2)
    first = box.cli("run", "--day", earlier.isoformat())
    assert first.returncode == 0, first.stderr[-2000:]
    published = box.warehouse.published_path
    assert published.exists(), "the report stage publishes the analysts' copy"

    # The three start on a Dagster home nobody has used yet, as on a fresh install.
    box.env["DAGSTER_HOME"] = str(box.root / "dagster-fresh")

    # The analyst's session stays open on the published copy for the whole concurrent phase.
    analyst = duckdb.connect(str(published), read_only=True)
    create_view(analyst, box.warehouse.archive_root)  # the archive's shards, as published
    try:
        before = analyst.execute("SELECT count(*) FROM responses").fetchone()[0]
        commands = {
            "scheduled": ["run", "--day", D.isoformat()],
            "backfill": [
                "backfill",
                "--start",
                (D - dt.timedelta(days=1)).isoformat(),
                "--end",
                D.isoformat(),
            ],
            "manual": ["run", "--day", D.isoformat()],
        }
        procs = {
            name: subprocess.Popen(
                [str(MODELDRIFT), *args],
                env=box.child_env(),
                cwd=box.root,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for name, args in commands.items()
        }
        outcomes = {name: (p.wait(timeout=300), *p.communicate()) for name, p in procs.items()}
        still = analyst.execute("SELECT count(*) FROM responses").fetchone()[0]
    finally:
        analyst.close()

    for name, (code, _, err) in outcomes.items():
        assert code == 0, f"{name} failed: {err[-3000:]}"
        for sign in ("could not set lock", "another modeldrift", "database is locked"):
            assert sign not in err.lower(), f"{name} met a lock: {err[-2000:]}"
    assert still == before, "the analyst's open session kept its snapshot"

    store = box.warehouse
    days = [earlier, D - dt.timedelta(days=1), D]
    assert doubled_answers(store) == []
    assert unanswered_tasks(store) == []
    planned = store.rows("SELECT count(*) FROM tasks")[0][0]
    archived = store.rows("SELECT count(*) FROM responses")[0][0]
    assert planned == len(days) * len(MODELS) * 80
    assert archived == planned, "every planned task answered once, no row lost or doubled"
    sent = Counter(
        (r.day, r.model, r.prompt_sha256)
        for r in simulator.request_log()
        if r.path.endswith("/chat/completions") and r.model in MODELS
    )
    assert sum(sent.values()) == planned and max(sent.values()) == 1, "no prompt sent twice"

    # No lost write: the final derived tables are exactly what one sequential run computes.
    after_concurrent = digests(box.warehouse_path, DERIVED_TABLES)
    counts = row_counts(box.warehouse_path, DERIVED_TABLES)
    assert counts["verdicts"] == planned and counts["statuses"] == len(days) * len(MODELS)
    # The same range once more, alone (the earlier day is left as it was: its puzzle anchor is
    # provisional and would move with the new days, which is by design, not a race).
    again = box.cli("backfill", "--start", days[1].isoformat(), "--end", D.isoformat())
    assert again.returncode == 0, again.stderr[-2000:]
    sequential = digests(box.warehouse_path, DERIVED_TABLES)
    differ = [t for t in DERIVED_TABLES if after_concurrent[t] != sequential[t]]
    assert differ == [], f"concurrent runs left stale rows in {differ}"

    # `modeldrift sql` reads the published copy: it answers while the LIVE file is held open
    # read-write by someone else (which would make any open of the live file fail).
    squatter = duckdb.connect(str(box.warehouse_path))
    try:
        shown = box.cli("sql", "SELECT count(*) AS n FROM responses")
    finally:
        squatter.close()
    assert shown.returncode == 0, shown.stderr
    assert str(archived) in shown.stdout
    report_cases(
        f"concurrency: 3 runs at once over {len(days) - 1} days x {len(MODELS)} models, "
        f"{planned} tasks, {sum(sent.values())} sends, {len(DERIVED_TABLES)} tables compared, "
        "1 analyst session held open, 1 `modeldrift sql` with the live file held"
    )

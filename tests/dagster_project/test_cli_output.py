"""What the command line prints: a failing run is ONE line unless --verbose; a day outside the
partitions says the valid range and how to extend it; usage errors exit 2 without loading
Dagster; the demo without a terminal prints one plain line per stage and day (no `\\r` frames)
and ends with a readable status table.
"""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.reliability.conftest import make_sandbox

MODELDRIFT = Path(sys.executable).with_name("modeldrift")
STAGES = ("pins", "tasks", "responses", "verdicts", "baselines", "events", "triage", "report")


def _lines(done: subprocess.CompletedProcess[str]) -> list[str]:
    return [ln for ln in (done.stdout + done.stderr).splitlines() if ln.strip()]


@pytest.mark.e2e
def test_a_failing_run_prints_one_line_unless_verbose(tmp_path: Path) -> None:
    box = make_sandbox(tmp_path / "md", ("sim/nope",))
    quiet = box.cli("run", "--day", "2026-11-01")
    assert quiet.returncode == 1
    assert _lines(quiet) == [
        ln for ln in _lines(quiet) if ln.startswith("error: model alias 'sim/nope'")
    ]
    assert len(_lines(quiet)) == 1, quiet.stdout + quiet.stderr
    loud = box.cli("--verbose", "run", "--day", "2026-11-01")
    assert loud.returncode == 1 and "Traceback" in loud.stderr and len(_lines(loud)) > 5
    assert _lines(loud)[-1].startswith("error: model alias 'sim/nope'")


_TOMORROW = "<tomorrow>"
"""Stands for the UTC day after the test's own run, filled in by the test."""

USAGE = [
    (["run", "--day", "2026-09-01"], "before the first day partition (2026-10-01)"),
    (["run", "--day", "2026-09-01"], "MODELDRIFT_FIRST_DAY=2026-09-01"),
    # Tomorrow is worked out when the test runs, not at import: a run that crosses midnight UTC
    # would otherwise ask for a day that has become today.
    (["run", "--day", _TOMORROW], "cannot be collected yet"),
    (["backfill", "--start", "2026-11-02", "--end", "2026-11-01"], "before it starts"),
    (["run", "--day", "yesterday"], "is not a date"),
    (["run"], "Missing option '--day'"),
]


@pytest.mark.parametrize(("args", "expected"), USAGE)
def test_usage_errors_are_one_line_exit_2_and_do_not_load_dagster(
    args: list[str], expected: str, tmp_path: Path
) -> None:
    tomorrow = (dt.datetime.now(dt.UTC).date() + dt.timedelta(days=1)).isoformat()
    args = [tomorrow if a == _TOMORROW else a for a in args]
    script = (
        "import sys, json\n"
        "from click.testing import CliRunner\n"
        "from dagster_project.cli import main\n"
        f"r = CliRunner().invoke(main, {json.dumps(args)})\n"
        "print(json.dumps({'code': r.exit_code, 'out': r.output,"
        " 'dagster': any(m == 'dagster' or m.startswith('dagster.') for m in sys.modules)}))\n"
    )
    box = make_sandbox(tmp_path / "md", ("sim/steady",))
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=box.child_env(),
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    lines = [ln for ln in seen["out"].splitlines() if ln.strip()]
    assert seen["code"] == 2, seen
    assert len(lines) == 1 and lines[0].startswith("error: ") and expected in lines[0], lines
    assert seen["dagster"] is False, "the usage error path imported Dagster"


@pytest.mark.e2e
def test_the_demo_without_a_terminal_prints_a_line_per_stage_and_day(tmp_path: Path) -> None:
    box = make_sandbox(tmp_path / "md", ("sim/moving",))
    done = box.cli("demo", "--days", "2", "--start", "2026-11-14")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "\r" not in done.stderr and "\r" not in done.stdout
    for stage in STAGES:
        for day in ("2026-11-14", "2026-11-15"):
            assert any(ln.startswith(stage) and day in ln for ln in done.stderr.splitlines()), (
                stage,
                day,
                done.stderr,
            )
    out = done.stdout
    assert "status on 2026-11-15:" in out and "report    :" in out
    table = out[out.index("status on") :].split("\n\n")[0]
    assert "True" not in table and "False" not in table, table
    assert "moved" in table.splitlines()[-1], "sim/moving moved its alias on the 15th"
    assert "collected: sent" in out


def test_the_collection_line_says_what_a_crash_had_lost_only_when_it_lost_something() -> None:
    from dagster_project.cli_output import collection_line

    counts = {"sent": 80, "retried": 0, "answered": 80, "error": 0, "timeout": 0}
    assert collection_line({**counts, "resent": 0, "reissued": 0}) == collection_line(counts)
    assert "crash" not in (collection_line(counts) or "")
    line = collection_line({**counts, "resent": 3, "reissued": 2})
    assert line is not None
    assert line.endswith(
        "after a crash: 3 battery prompts sent again, 2 puzzles given a fresh instance"
    )

"""Disk and lock trouble: a full disk, a read-only warehouse, a writer lock or
a run's day lock held too long, an analyst's session on the live file, and a lock left by a
killed process. Each fails the run with one clear line (or not at all), leaves the archive as it
was, and the next run, with the trouble gone, resumes and completes.
"""

from __future__ import annotations

import ctypes
import datetime as dt
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from tests.archive_edit import copy_warehouse
from tests.conftest import start_simulator
from tests.reliability.archive import digests, doubled_answers, unanswered_tasks
from tests.reliability.conftest import DEMO, MODELDRIFT, Sandbox, make_sandbox, report_cases
from warehouse.lock import day_range, exclusive
from warehouse.shards import create_view

pytestmark = pytest.mark.e2e

MODELS = ("sim/steady", "sim/moving")
D1, D2 = dt.date(2026, 11, 1), dt.date(2026, 11, 2)
FULL_AFTER_SHARDS = 4
"""Shards the disk still takes before it is full: the fault comes in the middle of collection.

A per-file size limit (RLIMIT_FSIZE) no longer stands for a full disk: the archive is many small
shards and no file grows while answers are collected. So the child process's shard writer is
given a disk that fills up: after this many shards every write fails with ENOSPC, as the kernel's
would, and everything above the writer (the warehouse, the CLI) runs unchanged."""
FULL_DISK = f"""
import errno, sys
import warehouse.shards as shards
real, left = shards._stage, [{FULL_AFTER_SHARDS}]
def full(path, table):
    if left[0] <= 0:
        raise OSError(errno.ENOSPC, "No space left on device")
    left[0] -= 1
    return real(path, table)
shards._stage = full
from dagster_project.cli import main
sys.argv[0] = "modeldrift"
main()
"""


@pytest.fixture(scope="module")
def day_one(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A warehouse holding day 1, built once; each test starts from its own copy."""
    simulator = start_simulator(DEMO)
    try:
        box = make_sandbox(tmp_path_factory.mktemp("day-one"), MODELS, simulator.base_url)
        done = box.cli("run", "--day", D1.isoformat())
        assert done.returncode == 0, done.stderr[-2000:]
    finally:
        simulator.stop()
    return box.warehouse_path


def _from_day_one(
    day_one: Path, root: Path, base_url: str, warehouse: Path | None = None, **settings: str
) -> Sandbox:
    box = make_sandbox(root, MODELS, base_url, **settings)
    if warehouse is not None:
        box.env["MODELDRIFT_WAREHOUSE_PATH"] = str(warehouse)
    target = Path(box.env["MODELDRIFT_WAREHOUSE_PATH"])
    copy_warehouse(day_one, target)
    return box


def _error_lines(stderr: str) -> list[str]:
    return [ln for ln in stderr.splitlines() if ln.startswith("error: ")]


def _one_error(done: subprocess.CompletedProcess[str]) -> str:
    errors = _error_lines(done.stderr)
    assert done.returncode == 1, done.stderr[-2000:]
    assert len(errors) == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.stderr.rstrip().endswith(errors[0])
    return errors[0]


def _archived(store) -> set[tuple]:
    return set(
        store.rows("SELECT day, model, prompt_sha256 FROM responses WHERE status <> 'error'")
    )


def _sent_after(simulator, seq: int, archived: set[tuple]) -> list:
    return [
        r
        for r in simulator.request_log()
        if r.seq > seq
        and r.path.endswith("/chat/completions")
        and (r.day, r.model, r.prompt_sha256) in archived
    ]


def test_full_disk_fails_clearly_and_the_next_run_resumes(
    tmp_path: Path, simulator, day_one: Path
) -> None:
    box = _from_day_one(day_one, tmp_path / "md", simulator.base_url)
    before = digests(box.warehouse_path, ("responses",))

    full = subprocess.run(
        [sys.executable, "-c", FULL_DISK, "run", "--day", D2.isoformat()],
        env=box.child_env(),
        cwd=box.root,
        capture_output=True,
        text=True,
        timeout=240,
    )
    line = _one_error(full)
    assert line.startswith("error: cannot write the warehouse"), line
    assert "No space left on device" in line, line
    assert "free disk space" in line

    store = box.warehouse
    assert doubled_answers(store) == []
    kept = store.rows("SELECT count(*) FROM responses WHERE day = $d", {"d": D2})[0][0]
    assert 0 < kept < len(MODELS) * 80, (
        f"the limit should bite mid-collection, {kept} rows were kept"
    )
    assert (
        store.rows("SELECT count(*) FROM responses WHERE raw_body IS NULL OR status <> 'answered'")[
            0
        ][0]
        == 0
    )
    archived, seq = _archived(store), max(r.seq for r in simulator.request_log())
    con = duckdb.connect(str(box.warehouse_path), read_only=True)
    create_view(con, box.warehouse.archive_root)
    try:  # day 1 untouched
        assert (
            con.execute("SELECT count(*) FROM responses WHERE day = ?", [D1]).fetchone()[0] == 160
        )
    finally:
        con.close()

    again = box.cli("run", "--day", D2.isoformat())
    assert again.returncode == 0, again.stderr[-2000:]
    assert unanswered_tasks(store) == [] and doubled_answers(store) == []
    assert _sent_after(simulator, seq, archived) == [], "an archived task was sent again"
    assert digests(box.warehouse_path, ("responses",)) != before
    report_cases(
        f"full disk: ENOSPC after {FULL_AFTER_SHARDS} shards, {kept}/160 answers kept; "
        f"1 clear failure, archive consistent, resumed: {160 - kept} sent, 0 re-sent"
    )


def _without_dac_override() -> None:
    """Drop the capabilities that let root ignore file modes (for this child only)."""
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2, 3):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP: lost at the exec that follows
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) failed")


def test_read_only_warehouse_fails_clearly_and_the_next_run_resumes(
    tmp_path: Path, simulator, day_one: Path
) -> None:
    folder = tmp_path / "wh"
    box = _from_day_one(day_one, tmp_path / "md", simulator.base_url, folder / "warehouse.duckdb")
    store = box.warehouse
    before = digests(store.path, ("responses", "tasks", "pins"))
    os.chmod(store.path, stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    os.chmod(folder, 0o555)
    try:
        preexec = _without_dac_override if os.geteuid() == 0 else None
        try:
            denied = subprocess.run(
                [str(MODELDRIFT), "run", "--day", D2.isoformat()],
                env=box.child_env(),
                cwd=box.root,
                capture_output=True,
                text=True,
                timeout=240,
                preexec_fn=preexec,
            )
        except subprocess.SubprocessError as exc:
            pytest.skip(f"cannot drop root's file-mode override here: {exc}")
    finally:
        os.chmod(folder, 0o755)
        os.chmod(store.path, 0o644)
    line = _one_error(denied)
    assert "Permission denied" in line and "writable" in line, line
    assert digests(store.path, ("responses", "tasks", "pins")) == before, "nothing was written"

    again = box.cli("run", "--day", D2.isoformat())
    assert again.returncode == 0, again.stderr[-2000:]
    assert unanswered_tasks(store) == [] and doubled_answers(store) == []
    assert store.rows("SELECT count(*) FROM responses")[0][0] == 2 * len(MODELS) * 80
    report_cases(
        "read-only warehouse: 1 clear failure with nothing written, then resumed to 320/320"
    )


def test_lock_trouble_is_one_clear_line_and_never_a_stale_lock(
    tmp_path: Path, simulator, day_one: Path
) -> None:
    box = _from_day_one(day_one, tmp_path / "md", simulator.base_url, lock_timeout_s="1")
    store = box.warehouse
    before = digests(box.warehouse_path, ("responses",))
    cases = 0

    with exclusive(store.lock_path):  # another writer that never lets go
        line = _one_error(box.cli("run", "--day", D2.isoformat()))
    assert "another modeldrift process held" in line and "MODELDRIFT_LOCK_TIMEOUT_S" in line, line
    cases += 1

    with day_range(store.runs_lock_path, D2, D2):  # another run of the same day
        line = _one_error(box.cli("run", "--day", D2.isoformat()))
    assert f"another modeldrift run held days {D2}..{D2}" in line, line
    cases += 1

    analyst = duckdb.connect(str(box.warehouse_path), read_only=True)  # on the LIVE file, wrongly
    try:
        line = _one_error(box.cli("run", "--day", D2.isoformat()))
    finally:
        analyst.close()
    assert "cannot open the warehouse" in line and "modeldrift sql" in line, line
    cases += 1
    assert digests(box.warehouse_path, ("responses",)) == before, "no failed run wrote anything"

    # A process killed while holding every lock leaves no stale lock behind.
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            (
                "import sys, time, datetime as dt\n"
                "from pathlib import Path\n"
                "from warehouse.lock import exclusive, day_range\n"
                f"w = Path({str(box.warehouse_path)!r})\n"
                "with exclusive(w.with_name(w.name + '.lock')), day_range(w.with_name(w.name + '.runs.lock'), "
                f"dt.date.fromisoformat({D2.isoformat()!r}), dt.date.fromisoformat({D2.isoformat()!r})):\n"
                "    print('held', flush=True)\n"
                "    time.sleep(600)\n"
            ),
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert holder.stdout.readline().strip() == "held"
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    cases += 1
    done = box.cli("run", "--day", D2.isoformat())
    assert done.returncode == 0, done.stderr[-2000:]
    assert unanswered_tasks(store) == [] and doubled_answers(store) == []
    report_cases(
        f"lock trouble: {cases} cases (writer lock held, day lock held, analyst on the live file, "
        "locks of a SIGKILLed holder), each one clear line or a clean run; archive untouched"
    )

"""How the cluster starts: the instance's tables exist before any Dagster process connects, and a
process that exits at start is reported with its own last words (CI once saw only "the daemon
exited at start" and a path to a log in a folder that no longer existed)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from runtime import cluster

pytestmark = [pytest.mark.cluster]

# The main table of each storage the daemon and the webserver would otherwise both create.
STORAGE_TABLES = {"runs", "event_logs", "instigators", "daemon_heartbeats", "alembic_version"}


def _tables(port: int) -> set[str]:
    done = subprocess.run(
        [
            cluster._bin("psql"),
            "-h",
            "127.0.0.1",
            "-p",
            str(port),
            "-U",
            "dagster",
            "-d",
            "dagster",
            "-Atc",
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    return set(done.stdout.split())


def test_the_instance_tables_are_created_once_before_any_dagster_process() -> None:
    # Not pytest's tmp folder: PostgreSQL runs as its own user, who must reach the folder.
    root = Path(tempfile.mkdtemp(prefix="modeldrift-cluster-tables-")).resolve()
    for sub in ("pids", "logs", "dagster_home"):
        (root / sub).mkdir()
    shutil.copyfile(cluster.CLUSTER_DAGSTER_YAML, root / "dagster_home" / "dagster.yaml")
    port = cluster.free_port()
    try:
        cluster._start_postgres(root, port, ("127.0.0.1",))
        assert not _tables(port) & STORAGE_TABLES
        env = {
            **os.environ,
            "DAGSTER_HOME": str(root / "dagster_home"),
            "DAGSTER_POSTGRES_URL": f"postgresql+psycopg2://dagster@127.0.0.1:{port}/dagster",
        }
        cluster.create_instance_tables(root, env)
        assert STORAGE_TABLES <= _tables(port)
        # A second run finds nothing to do and fails nothing: `make cluster` on a kept folder.
        cluster.create_instance_tables(root, env)
    finally:
        cluster.stop(root)
        shutil.rmtree(root, ignore_errors=True)


def test_a_process_that_exits_at_start_is_reported_with_its_last_log_lines(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "daemon.log").write_text(
        "starting\nloading the workspace\nTraceback (most recent call last):\n  File x\n"
        "sqlalchemy.exc.ProgrammingError: relation already exists\n\n",
        encoding="utf-8",
    )
    report = cluster.exit_report(tmp_path, "daemon")
    assert "\n" not in report
    assert report.startswith("the daemon exited at start (")
    assert "relation already exists" in report and "Traceback" in report
    assert "starting" not in report  # only the last lines
    assert report.endswith(str(tmp_path / "logs" / "daemon.log"))
    assert "it logged nothing" in cluster.exit_report(tmp_path, "webserver")

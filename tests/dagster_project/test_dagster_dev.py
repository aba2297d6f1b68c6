"""The UI path: `dagster dev` on a free loopback port, a 2-day partition backfill launched through
the GraphQL API exactly as the UI's "Materialize all -> backfill" does, run by the daemon, and at
the same moment a run of the daily job for one of those days, as the schedule submits it. On the
instance configuration modeldrift writes, the two take turns: neither starts before the other
has finished."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from dagster_project.instance_config import ensure_instance_config
from tests.conftest import SCENARIOS, start_simulator
from warehouse.store import Warehouse

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[2]
ASSETS = ["pins", "tasks", "responses", "verdicts", "baselines", "events", "triage", "report"]

LAUNCH = """
mutation Launch($params: LaunchBackfillParams!) {
  launchPartitionBackfill(backfillParams: $params) {
    __typename
    ... on LaunchBackfillSuccess { backfillId }
    ... on PythonError { message }
    ... on InvalidSubsetError { message }
    ... on UnauthorizedError { message }
  }
}"""

STATUS = """
query Status($id: String!) {
  partitionBackfillOrError(backfillId: $id) {
    __typename
    ... on PartitionBackfill { id status runs(limit: 50) { runId status } }
    ... on PythonError { message }
  }
}"""


LAUNCH_RUN = """
mutation Run($params: ExecutionParams!) {
  launchRun(executionParams: $params) {
    __typename
    ... on LaunchRunSuccess { run { runId } }
    ... on PythonError { message }
    ... on RunConfigValidationInvalid { errors { message } }
  }
}"""

LOCATIONS = """
query { workspaceOrError { ... on Workspace { locationEntries { name } } } }"""

RUNS = """
query { runsOrError { ... on Runs { results { runId status startTime endTime } } } }"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def default_signals() -> None:
    # A process started from a background job inherits SIGINT/SIGTERM as ignored.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def gql(url: str, query: str, variables: dict) -> dict:
    resp = httpx.post(f"{url}/graphql", json={"query": query, "variables": variables}, timeout=60)
    resp.raise_for_status()
    body = resp.json()
    assert "errors" not in body, body.get("errors")
    return body["data"]


def test_ui_backfill_through_graphql(tmp_path: Path) -> None:
    home = tmp_path / "dagster_home"
    ensure_instance_config(home)  # what the CLI and `make dev` write
    warehouse = tmp_path / "warehouse.duckdb"
    sim = start_simulator(SCENARIOS / "demo.json")
    port = free_port()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("MODELDRIFT_", "OPENROUTER_"))},
        "DAGSTER_HOME": str(home),
        "MODELDRIFT_WAREHOUSE_PATH": str(warehouse),
        "MODELDRIFT_REPORT_DIR": str(tmp_path / "report"),
        "MODELDRIFT_MODELS": '["sim/steady"]',
        "OPENROUTER_BASE_URL": sim.base_url,
        "PYTHONUNBUFFERED": "1",
    }
    log = open(tmp_path / "dagster-dev.log", "wb")
    proc = subprocess.Popen(
        [
            str(Path(sys.executable).with_name("dagster")),
            "dev",
            "-w",
            "workspace.yaml",
            "-h",
            "127.0.0.1",
            "-p",
            str(port),
        ],
        cwd=REPO,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        preexec_fn=default_signals,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while True:
            assert proc.poll() is None, (tmp_path / "dagster-dev.log").read_text()[-3000:]
            try:
                if httpx.get(f"{url}/server_info", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "dagster dev did not come up"
            time.sleep(1)

        [location] = [
            e["name"] for e in gql(url, LOCATIONS, {})["workspaceOrError"]["locationEntries"]
        ]
        scheduled_like = {
            "selector": {
                "repositoryLocationName": location,
                "repositoryName": "__repository__",
                "jobName": "modeldrift_daily",
            },
            "executionMetadata": {
                "tags": [
                    {"key": "dagster/partition", "value": "2026-11-02"},
                    {"key": "dagster/schedule_name", "value": "daily_collection"},
                ]
            },
        }
        launched = gql(
            url,
            LAUNCH,
            {
                "params": {
                    "partitionNames": ["2026-11-01", "2026-11-02"],
                    "assetSelection": [{"path": [a]} for a in ASSETS],
                    "fromFailure": False,
                }
            },
        )["launchPartitionBackfill"]
        assert launched["__typename"] == "LaunchBackfillSuccess", launched
        backfill_id = launched["backfillId"]

        deadline = time.monotonic() + 420
        while True:
            state = gql(url, STATUS, {"id": backfill_id})["partitionBackfillOrError"]
            if state["status"] in (
                "COMPLETED",
                "COMPLETED_SUCCESS",
                "FAILED",
                "COMPLETED_FAILED",
                "CANCELED",
            ):
                break
            assert time.monotonic() < deadline, f"backfill still {state['status']}"
            time.sleep(2)
        assert state["status"] in ("COMPLETED", "COMPLETED_SUCCESS"), state
        assert state["runs"] and all(r["status"] == "SUCCESS" for r in state["runs"]), state["runs"]
        assert len(state["runs"]) == 1, "single-run backfill policy: both days in one run"

        # Now both at the same moment: the run the schedule submits for a day, and the one run a
        # UI backfill of a range containing that day submits (single-run policy: range tags).
        backfill_like = {
            **scheduled_like,
            "executionMetadata": {
                "tags": [
                    {"key": "dagster/asset_partition_range_start", "value": "2026-11-01"},
                    {"key": "dagster/asset_partition_range_end", "value": "2026-11-02"},
                ]
            },
        }
        ids = set()
        for params in (scheduled_like, backfill_like):
            run = gql(url, LAUNCH_RUN, {"params": params})["launchRun"]
            assert run["__typename"] == "LaunchRunSuccess", run
            ids.add(run["run"]["runId"])
        deadline = time.monotonic() + 420
        while True:
            runs = [r for r in gql(url, RUNS, {})["runsOrError"]["results"] if r["runId"] in ids]
            if len(runs) == 2 and all(r["endTime"] for r in runs):
                break
            assert time.monotonic() < deadline, f"runs still going: {runs}"
            time.sleep(2)
        assert all(r["status"] == "SUCCESS" for r in runs), runs
        first, second = sorted(runs, key=lambda r: r["startTime"])
        assert second["startTime"] >= first["endTime"], (
            f"the scheduled run and the backfill ran at once: {runs}"
        )
    finally:
        os.kill(proc.pid, signal.SIGINT)  # stop by PID; dagster dev shuts its children down
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        log.close()
        sim.stop()
    assert proc.returncode is not None
    days = Warehouse(warehouse).rows("SELECT DISTINCT day FROM responses ORDER BY day")
    assert [d.isoformat() for (d,) in days] == ["2026-11-01", "2026-11-02"]

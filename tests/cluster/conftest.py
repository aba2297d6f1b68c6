"""One cluster for the whole session: PostgreSQL, Redis, the Dagster daemon and webserver and two
Celery workers, started by the same code as `make cluster` in a temporary folder of its own, and
stopped by PID at the end (the test then checks that none of its processes is left).

When this machine lets us make a network namespace, the session also makes one, joined to the
host by a veth pair, and PostgreSQL and Redis listen on the host's end of it too: a worker inside
the namespace then shares nothing with the others but PostgreSQL, Redis and the folder.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from providers.simulator.scenario import load_scenario
from providers.simulator.server import SimulatorServer
from runtime import cluster
from tests.conftest import SCENARIOS
from warehouse.store import Warehouse

MODELDRIFT = Path(sys.executable).with_name("modeldrift")
CLI_TIMEOUT_S = 480


@dataclass
class Namespace:
    """A network namespace reachable from the host only through its veth pair."""

    name: str
    host_ip: str
    ns_ip: str


@dataclass
class Cluster:
    root: Path
    env: dict[str, str]
    """The variables `make cluster` records in cluster.env, on top of a clean environment."""
    namespace: Namespace | None
    namespace_error: str
    simulator: SimulatorServer
    """The gateway every step of the session talks to, so a test can count what was sent."""

    @property
    def warehouse(self) -> Warehouse:
        return Warehouse(Path(self.env["MODELDRIFT_WAREHOUSE_PATH"]))

    def cli(
        self, *args: str, env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        """`modeldrift ARGS` with the cluster's environment (so it submits to the cluster)."""
        return subprocess.run(
            [str(MODELDRIFT), *args],
            env=env or self.env,
            capture_output=True,
            text=True,
            timeout=CLI_TIMEOUT_S,
        )

    def popen(self, *args: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [str(MODELDRIFT), *args],
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )


def clean_env() -> dict[str, str]:
    """The test process's environment without any modeldrift, gateway or Dagster setting."""
    drop = ("MODELDRIFT_", "OPENROUTER_", "DAGSTER_")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    env["MODELDRIFT_PROVIDER"] = "simulator"
    return env


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, text=True)


def make_namespace(tag: str) -> tuple[Namespace | None, str]:
    """A namespace with a veth pair to the host, or None and the reason it cannot be made."""
    if shutil.which("ip") is None:
        return None, "the `ip` command (iproute2) is not installed"
    name = f"mdc{tag}"
    host_if, ns_if = f"mdh{tag}", f"mdn{tag}"
    octet = int(tag) % 200 + 20
    ns = Namespace(name=name, host_ip=f"10.231.{octet}.1", ns_ip=f"10.231.{octet}.2")
    try:
        _ip("netns", "add", name)
        _ip("link", "add", host_if, "type", "veth", "peer", "name", ns_if)
        _ip("link", "set", ns_if, "netns", name)
        _ip("addr", "add", f"{ns.host_ip}/24", "dev", host_if)
        _ip("link", "set", host_if, "up")
        _ip("-n", name, "addr", "add", f"{ns.ns_ip}/24", "dev", ns_if)
        _ip("-n", name, "link", "set", ns_if, "up")
        _ip("-n", name, "link", "set", "lo", "up")
    except subprocess.CalledProcessError as exc:
        drop_namespace(ns, host_if)
        return None, f"cannot make a network namespace here: {exc.stderr.strip() or exc}"
    return ns, ""


def drop_namespace(ns: Namespace, host_if: str | None = None) -> None:
    tag = ns.name.removeprefix("mdc")
    with contextlib.suppress(subprocess.CalledProcessError, FileNotFoundError):
        _ip("link", "del", host_if or f"mdh{tag}")
    with contextlib.suppress(subprocess.CalledProcessError, FileNotFoundError):
        _ip("netns", "del", ns.name)


def run_id_in(cli_output: str) -> str:
    """The run id `modeldrift` printed when it submitted a run to the cluster."""
    found = re.search(r"submitted run ([0-9a-f-]{36})", cli_output)
    assert found, f"the command did not submit a run to the cluster: {cli_output!r}"
    return found.group(1)


@contextlib.contextmanager
def instance_of(running_cluster: Cluster) -> Iterator[Any]:
    """The cluster's Dagster instance (PostgreSQL), opened from the test process."""
    from dagster import DagsterInstance

    saved = os.environ.copy()
    os.environ.update(
        DAGSTER_HOME=running_cluster.env["DAGSTER_HOME"],
        DAGSTER_POSTGRES_URL=running_cluster.env["DAGSTER_POSTGRES_URL"],
    )
    try:
        with DagsterInstance.get() as instance:
            yield instance
    finally:
        os.environ.clear()
        os.environ.update(saved)


def _engine_events(running_cluster: Cluster, run_ids: set[str] | None) -> list[tuple[str, str]]:
    """(step key, Celery worker) of each "executing steps in celery worker" event in the
    instance's event log in PostgreSQL (of `run_ids`, or of every run)."""
    from dagster import DagsterEventType

    with instance_of(running_cluster) as instance:
        found: list[tuple[str, str]] = []
        for run in instance.get_runs():
            if run_ids is not None and run.run_id not in run_ids:
                continue
            for record in instance.all_logs(run.run_id, of_type=DagsterEventType.ENGINE_EVENT):
                event = record.dagster_event
                data = event.engine_event_data if event else None
                worker = (data.metadata if data else {}).get("Celery worker")
                if event is not None and event.step_key and worker is not None:
                    found.append((event.step_key, str(worker.value)))
        return found


def run_failure_report(running_cluster: Cluster, run_id: str) -> str:
    """What the run's event log says went wrong: each step failure and run failure with its error,
    and the Celery worker each step was handed to, in the order they were logged.

    Why: a cluster test that fails with "run ... ended FAILURE" says nothing about the cause, and the
    cluster's folder (with its PostgreSQL event log) is gone after teardown; this text goes into the
    assertion message so a rare failure (a redelivered step, a worker lost mid-step) can be read
    from the test report alone."""
    from dagster import DagsterEventType

    wanted = {
        DagsterEventType.STEP_FAILURE,
        DagsterEventType.RUN_FAILURE,
        DagsterEventType.ENGINE_EVENT,
        DagsterEventType.STEP_START,
        DagsterEventType.STEP_UP_FOR_RETRY,
    }
    lines = [f"event log of run {run_id}:"]
    with instance_of(running_cluster) as instance:
        for record in instance.all_logs(run_id):
            event = record.dagster_event
            if event is None or event.event_type not in wanted:
                continue
            text = f"  {event.event_type_value} {event.step_key or '-'}: {record.user_message}"
            error = getattr(event.event_specific_data, "error", None)
            if error is not None:
                text += "\n    " + error.to_string().strip().replace("\n", "\n    ")
            lines.append(text)
    return "\n".join(lines)


def steps_by_worker(
    running_cluster: Cluster, run_ids: set[str] | None = None
) -> dict[str, set[str]]:
    """Step key -> the Celery workers that ran it."""
    found: dict[str, set[str]] = {}
    for step, worker in _engine_events(running_cluster, run_ids):
        found.setdefault(step, set()).add(worker)
    return found


def executions_by_step(running_cluster: Cluster, run_ids: set[str] | None = None) -> dict[str, int]:
    """Step key -> how many times a worker started it (more than once: it was redelivered)."""
    found: dict[str, int] = {}
    for step, _ in _engine_events(running_cluster, run_ids):
        found[step] = found.get(step, 0) + 1
    return found


@pytest.fixture(scope="session")
def running_cluster() -> Iterator[Cluster]:
    """The cluster, up for the session; torn down by PID, and checked to leave no process."""
    # Not pytest's tmp folder: PostgreSQL runs as its own user, who must reach the folder.
    root = Path(tempfile.mkdtemp(prefix="modeldrift-cluster-"))
    tag = str(os.getpid() % 10000)
    namespace, why_not = make_namespace(tag)
    listen = ("127.0.0.1",) + ((namespace.host_ip,) if namespace else ())
    base = clean_env()
    # One gateway for the session, as OpenRouter is for a real cluster: a worker in the namespace
    # reaches it on the host's end of the veth pair.
    simulator = SimulatorServer(load_scenario(SCENARIOS / "demo.json"), host=listen[-1])
    simulator.start()
    base["OPENROUTER_BASE_URL"] = simulator.base_url
    env: dict[str, str] = {}
    try:
        env = cluster.start(
            root,
            web_port=cluster.free_port(),
            workers=2,
            listen=listen,
            base_env=base,
        )
        yield Cluster(
            root=root,
            env={**base, **env},
            namespace=namespace,
            namespace_error=why_not,
            simulator=simulator,
        )
    finally:
        pids = cluster.recorded_pids(root)
        try:
            cluster.stop(root)
        finally:
            simulator.stop()
            if namespace is not None:
                drop_namespace(namespace)
        left = [name for name, pid in pids.items() if cluster.group_alive(pid)]
        shutil.rmtree(root, ignore_errors=True)
        assert not left, f"cluster processes left running after stop: {left}"

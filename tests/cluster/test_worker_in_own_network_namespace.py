"""A Celery worker in a network namespace of its own, which reaches nothing on the host but
PostgreSQL and Redis (and the gateway, as a remote worker reaches OpenRouter), and shares the
folder: it runs a whole day's steps alone, which proves no step relies on state shared between
processes on one host other than those.

Skipped only where this machine cannot make a network namespace; the reason is in the skip."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from collections import Counter

import pytest

from runtime import cluster
from tests.cluster.conftest import Cluster, run_id_in, steps_by_worker

# One cluster per session: every cluster test runs in the same pytest-xdist worker.
pytestmark = [pytest.mark.cluster, pytest.mark.xdist_group("cluster")]

DAY = dt.date(2026, 11, 15)


def test_a_worker_in_its_own_network_namespace_runs_a_day(running_cluster: Cluster) -> None:
    ns = running_cluster.namespace
    if ns is None:
        pytest.skip(running_cluster.namespace_error)
    env = dict(running_cluster.env)
    broker = env["MODELDRIFT_CELERY_BROKER"].replace("127.0.0.1", ns.host_ip)
    env["MODELDRIFT_CELERY_BROKER"] = broker
    env["DAGSTER_POSTGRES_URL"] = env["DAGSTER_POSTGRES_URL"].replace("127.0.0.1", ns.host_ip)
    in_ns = ["ip", "netns", "exec", ns.name]

    # Inside, the host's loopback is out of reach: Redis answers on the veth address only.
    port = int(broker.rsplit(":", 1)[1].split("/")[0])
    probe = "import socket,sys; socket.create_connection((sys.argv[1], int(sys.argv[2])), 2)"
    python = sys.executable
    quiet = {"capture_output": True, "text": True}
    assert subprocess.run([*in_ns, python, "-c", probe, "127.0.0.1", str(port)], **quiet).returncode
    reach = subprocess.run([*in_ns, python, "-c", probe, ns.host_ip, str(port)], **quiet)
    assert reach.returncode == 0, reach.stderr

    root = running_cluster.root
    config = root / "celery-ns"
    cluster.write_celery_config(config, broker)
    for name in ("worker1", "worker2"):
        cluster.stop_one(root, name)
    try:
        cluster.start_worker(root, "nsworker", env, prefix=in_ns, config_dir=config)
        done = running_cluster.cli("run", "--day", DAY.isoformat())
        assert done.returncode == 0, done.stderr + done.stdout
        run_id = run_id_in(done.stdout)
    finally:
        if "nsworker" in cluster.recorded_pids(root):
            cluster.stop_one(root, "nsworker")
        full = dict(running_cluster.env)
        for name in ("worker1", "worker2"):
            cluster.start_worker(root, name, full)

    workers = steps_by_worker(running_cluster, {run_id})
    assert workers and all(w == {next(iter(w))} for w in workers.values())
    names = {w.split("@")[0] for ws in workers.values() for w in ws}
    assert names == {"nsworker"}, workers
    assert any("collect_model" in step for step in workers)
    store = running_cluster.warehouse
    answers = Counter(
        store.rows(
            "SELECT model, task_id FROM responses WHERE day = $d AND status <> 'error'", {"d": DAY}
        )
    )
    assert len(answers) == 4 * 80 and max(answers.values()) == 1

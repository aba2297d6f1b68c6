"""How much a second Celery worker speeds up one day's collection (`modeldrift bench collect`).

A throwaway cluster (runtime/cluster.py) in a temporary folder with two Celery workers first
collects a day that is not timed (the warm-up: both workers import the code and the warehouse is
made, costs a first run would otherwise carry alone), then a day with both workers, then, with
the second worker stopped, a day with one. Every reply waits a fixed latency
on a shared simulator (its `slow` fault on every request: it really sleeps, then answers
normally), so the work is waiting on the gateway, as in production, and each worker has its own
limit of requests in flight (`MODELDRIFT_CONCURRENCY`). What is timed is the collection phase of
the run, from the instance's event log: the first `collect_model` step starting to the last one
ending. The rest of the run (planning, scoring, the report) is the same either way and writes
through the one-slot writer pool, so it is not what a second worker is for.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from runtime import cluster
from runtime.cluster_client import submit_range, wait_for
from runtime.settings import DEMO_SCENARIO

MODELS = 20
LATENCY_S = 0.5
CONCURRENCY = 8
FIRST_DAY = dt.date(2026, 11, 2)


def scenario_with(models: int, latency_s: float) -> dict[str, Any]:
    """The demo world with `models` aliases (copies of the demo's four) and a fixed latency."""
    demo = json.loads(DEMO_SCENARIO.read_text(encoding="utf-8"))
    base = demo["models"]
    copies = []
    for i in range(models):
        model = json.loads(json.dumps(base[i % len(base)]))
        model["alias"] = f"{model['alias']}-{i:02d}"
        for version in model.get("versions", []):
            version["slug"] = f"{version['slug']}-{i:02d}"
        copies.append(model)
    demo["models"] = copies
    demo["faults"] = {"rate": 1.0, "kinds": {"slow": 1}, "slow_s": latency_s}
    demo.pop("scripted", None)
    return demo


def collection_seconds(env: dict[str, str], run_id: str) -> float:
    """First `collect_model` step start to last step end, from the cluster's event log."""
    from dagster import DagsterEventType, DagsterInstance

    saved = os.environ.copy()
    os.environ.update(
        DAGSTER_HOME=env["DAGSTER_HOME"], DAGSTER_POSTGRES_URL=env["DAGSTER_POSTGRES_URL"]
    )
    try:
        with DagsterInstance.get() as instance:
            stamps = [
                (record.dagster_event.event_type, record.timestamp)
                for record in instance.all_logs(
                    run_id,
                    of_type={DagsterEventType.STEP_START, DagsterEventType.STEP_SUCCESS},
                )
                if record.dagster_event is not None
                and "collect_model" in (record.dagster_event.step_key or "")
            ]
    finally:
        os.environ.clear()
        os.environ.update(saved)
    starts = [t for kind, t in stamps if kind == DagsterEventType.STEP_START]
    ends = [t for kind, t in stamps if kind == DagsterEventType.STEP_SUCCESS]
    if not starts or not ends:
        raise RuntimeError(f"run {run_id} has no finished collection steps")
    return max(ends) - min(starts)


def two_workers_speedup(
    models: int = MODELS, latency_s: float = LATENCY_S, concurrency: int = CONCURRENCY
) -> float:
    """Collection time of one day with one Celery worker over the time with two."""
    from providers.simulator.scenario import load_scenario
    from providers.simulator.server import SimulatorServer

    root = Path(tempfile.mkdtemp(prefix="modeldrift-bench-cluster-"))
    scenario_path = root / "scenario.json"
    scenario_path.write_text(json.dumps(scenario_with(models, latency_s)), encoding="utf-8")
    scenario = load_scenario(scenario_path)
    aliases = [m.alias for m in scenario.models]
    simulator = SimulatorServer(scenario)
    simulator.start()
    base = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("MODELDRIFT_", "OPENROUTER_", "DAGSTER_"))
    }
    base.update(
        OPENROUTER_BASE_URL=simulator.base_url,
        MODELDRIFT_PROVIDER="simulator",
        MODELDRIFT_SCENARIO=str(scenario_path),
        MODELDRIFT_MODELS=json.dumps(aliases),
        MODELDRIFT_CONCURRENCY=str(concurrency),
    )
    try:
        env = cluster.start(
            root / "cluster", web_port=cluster.free_port(), workers=2, base_env=base
        )
        full = {**base, **env}
        url = env["MODELDRIFT_CLUSTER_URL"]
        timings: dict[int, float] = {}
        # The warm-up day first (not timed), so neither timed day carries the first run's costs.
        for workers, day in ((0, FIRST_DAY), (2, FIRST_DAY + dt.timedelta(days=1))):
            run_id = submit_range(url, "modeldrift_daily", day, day)
            wait_for(url, run_id)
            timings[workers] = collection_seconds(full, run_id)
        warm_up = timings.pop(0)
        cluster.stop_one(root / "cluster", "worker2")
        day = FIRST_DAY + dt.timedelta(days=2)
        run_id = submit_range(url, "modeldrift_daily", day, day)
        wait_for(url, run_id)
        timings[1] = collection_seconds(full, run_id)
    finally:
        try:
            cluster.stop(root / "cluster")
        finally:
            simulator.stop()
            shutil.rmtree(root, ignore_errors=True)
    one, two = timings[1], timings[2]
    print(
        f"collect on the cluster: {models} models x 80 requests at {latency_s * 1000:.0f} ms, "
        f"concurrency {concurrency} per worker: warm-up day (two workers, not timed) "
        f"{warm_up:.1f} s, then two workers {two:.1f} s, then one worker {one:.1f} s"
    )
    return one / two


if __name__ == "__main__":
    print(f"two_workers_speedup={two_workers_speedup():.2f}")

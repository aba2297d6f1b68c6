"""A backfill through the cluster (steps on Celery workers, instance in PostgreSQL, submitted by
`modeldrift backfill` to the webserver) gives the same warehouse as the same backfill in one
process: every derived table identical row for row, run ids, random ids and timestamps aside."""

from __future__ import annotations

import datetime as dt
import subprocess
import time

import pytest

from tests.cluster.conftest import CLI_TIMEOUT_S, MODELDRIFT, Cluster, clean_env, steps_by_worker
from tests.cluster.tables import differences

# One cluster per session: every cluster test runs in the same pytest-xdist worker.
pytestmark = [pytest.mark.cluster, pytest.mark.xdist_group("cluster")]

DAYS = (dt.date(2026, 11, 1), dt.date(2026, 11, 5))
"""Five days of the four demo models: baselines, events and statuses depend on earlier days."""
N_DAYS = (DAYS[1] - DAYS[0]).days + 1
MODELS = 4


def test_cluster_backfill_equals_one_process_backfill(running_cluster: Cluster, tmp_path) -> None:
    alone = clean_env()
    alone.update(
        MODELDRIFT_WAREHOUSE_PATH=str(tmp_path / "alone.duckdb"),
        MODELDRIFT_REPORT_DIR=str(tmp_path / "report"),
        DAGSTER_HOME=str(tmp_path / "dagster"),
    )
    span = ["backfill", "--start", DAYS[0].isoformat(), "--end", DAYS[1].isoformat()]
    began = time.perf_counter()
    # Both at once: the one-process run does not touch the cluster's folder or instance.
    in_process = subprocess.Popen(
        [str(MODELDRIFT), *span],
        env=alone,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    on_cluster = running_cluster.cli(*span)
    out, err = in_process.communicate(timeout=CLI_TIMEOUT_S)
    took = time.perf_counter() - began
    assert on_cluster.returncode == 0, on_cluster.stderr + on_cluster.stdout
    assert in_process.returncode == 0, err + out
    assert "submitted run" in on_cluster.stdout, "the backfill did not go through the cluster"

    counts, problems = differences(tmp_path / "alone.duckdb", running_cluster.warehouse.path, DAYS)
    print(f"compared rows per table: {counts}; both backfills took {took:.0f} s")
    assert counts["responses"] == N_DAYS * MODELS * 80, counts
    assert counts["verdicts"] == counts["responses"] and counts["statuses"] == N_DAYS * MODELS
    assert not problems, "\n".join(problems)

    # The run really ran on the workers: each model's collection was its own step.
    steps = steps_by_worker(running_cluster)
    assert {s for s in steps if "collect_model" in s} >= {
        f"responses.collect_model[sim_{m}]" for m in ("steady", "slipping", "verbose", "moving")
    }, steps

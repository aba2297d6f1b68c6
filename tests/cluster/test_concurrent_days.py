"""Two runs for different days submitted at once go through the cluster side by side and do not
conflict: both succeed, each day's archive is whole and single, and each day gets its statuses.
The derived writers still took turns (the writer pool has one slot)."""

from __future__ import annotations

import datetime as dt
from collections import Counter

import pytest

from tests.cluster.conftest import CLI_TIMEOUT_S, Cluster, instance_of, run_id_in

pytestmark = pytest.mark.cluster

DAYS = (dt.date(2026, 11, 12), dt.date(2026, 11, 13))


def test_two_days_at_once_do_not_conflict(running_cluster: Cluster) -> None:
    runs = [running_cluster.popen("run", "--day", day.isoformat()) for day in DAYS]
    outputs = [run.communicate(timeout=CLI_TIMEOUT_S) for run in runs]
    for run, (out, err) in zip(runs, outputs, strict=True):
        assert run.returncode == 0, err + out
    run_ids = {run_id_in(out) for out, _ in outputs}

    store = running_cluster.warehouse
    for day in DAYS:
        planned = set(store.rows("SELECT model, task_id FROM tasks WHERE day = $d", {"d": day}))
        answers = Counter(
            store.rows(
                "SELECT model, task_id FROM responses WHERE day = $d AND status <> 'error'",
                {"d": day},
            )
        )
        assert len(planned) == 4 * 80 and set(answers) == planned, day
        assert max(answers.values()) == 1, f"{day}: an answer was doubled"
        (n_statuses,) = store.rows("SELECT count(*) FROM statuses WHERE day = $d", {"d": day})[0]
        assert n_statuses == 4, day

    with instance_of(running_cluster) as instance:
        records = [instance.get_run_record_by_id(r) for r in run_ids]
        spans = [(r.start_time, r.end_time) for r in records if r is not None]
        assert len(spans) == 2 and all(s and e for s, e in spans)
        (s1, e1), (s2, e2) = spans
        overlap = min(e1, e2) - max(s1, s2)
        # Side by side, not one after the other: the queue let both go at once.
        assert overlap > 0, f"the two runs did not overlap: {spans}"
        writers = _writer_steps_overlapping(instance, run_ids)
        assert writers == [], f"two writer-pool steps ran at once: {writers}"
    print(f"two days side by side: runs overlapped {overlap:.1f} s")


def _writer_steps_overlapping(instance, run_ids: set[str]) -> list[tuple[str, str]]:
    """Pairs of writer-pool steps (of different runs) whose start..end intervals overlap."""
    from dagster import DagsterEventType

    from dagster_project.definitions import defs
    from runtime.pools import WRITER_POOL

    job = defs.resolve_job_def("modeldrift_daily")
    pooled = {
        node.name for node in job.graph.node_defs if getattr(node, "pool", None) == WRITER_POOL
    }
    intervals: list[tuple[str, float, float]] = []
    for run_id in run_ids:
        starts: dict[str, float] = {}
        for record in instance.all_logs(
            run_id, of_type={DagsterEventType.STEP_START, DagsterEventType.STEP_SUCCESS}
        ):
            event = record.dagster_event
            if event is None or event.step_key is None:
                continue
            op_name = event.step_key.split(".")[-1].split("[")[0]
            if op_name not in pooled:
                continue
            if event.event_type == DagsterEventType.STEP_START:
                starts[event.step_key] = record.timestamp
            elif event.step_key in starts:
                intervals.append(
                    (f"{run_id[:8]}:{event.step_key}", starts[event.step_key], record.timestamp)
                )
    clashes = []
    for i, (a, a0, a1) in enumerate(intervals):
        for b, b0, b1 in intervals[i + 1 :]:
            if a.split(":")[0] != b.split(":")[0] and min(a1, b1) - max(a0, b0) > 0:
                clashes.append((a, b))
    return clashes

"""Two runs for different days submitted at once go through the cluster side by side and do not
conflict: both succeed, each day's archive is whole and single, and each day gets its statuses.
The derived writers still took turns (the writer pool has one slot)."""

from __future__ import annotations

import datetime as dt
from collections import Counter

import pytest

from tests.cluster.conftest import CLI_TIMEOUT_S, Cluster, instance_of, run_id_in

# One cluster per session: every cluster test runs in the same pytest-xdist worker.
pytestmark = [pytest.mark.cluster, pytest.mark.xdist_group("cluster")]

# Pairs of days, tried in turn until one pair's runs actually overlap. Both runs are submitted at
# once, but each is launched as its own process by the daemon and, since collection got faster, a
# day's run can take under 20 s, so on a loaded machine the second may start only after the first
# ended. Such an attempt still has every conflict check below applied; it just cannot show that
# two runs side by side do not conflict, so the next pair is tried. Replies are slowed for the
# test (`SLOW_REPLY_MS`, as a hosted API answers) so that a run's collection lasts long enough for
# the daemon to launch the other run beside it: with instant replies, one clean-clone run saw all
# three pairs go one after the other on a loaded machine.
SLOW_REPLY_MS = 100
DAY_PAIRS = (
    (dt.date(2026, 11, 12), dt.date(2026, 11, 13)),
    (dt.date(2026, 11, 16), dt.date(2026, 11, 17)),
    (dt.date(2026, 11, 18), dt.date(2026, 11, 19)),
)


def test_two_days_at_once_do_not_conflict(running_cluster: Cluster) -> None:
    spans_seen = []
    running_cluster.simulator.slow_down(SLOW_REPLY_MS)
    try:
        for days in DAY_PAIRS:
            overlap, spans = _two_days_at_once(running_cluster, days)
            if overlap > 0:
                print(f"two days side by side: runs overlapped {overlap:.1f} s")
                return
            spans_seen.append(spans)
    finally:
        running_cluster.simulator.slow_down(None)
    # Side by side, not one after the other: the queue let both go at once.
    raise AssertionError(f"no pair of runs overlapped in {len(DAY_PAIRS)} tries: {spans_seen}")


def _two_days_at_once(
    running_cluster: Cluster, days: tuple[dt.date, dt.date]
) -> tuple[float, list[tuple[float, float]]]:
    """Run `days` at once, check that nothing conflicted, and return how long the runs overlapped."""
    runs = [running_cluster.popen("run", "--day", day.isoformat()) for day in days]
    outputs = [run.communicate(timeout=CLI_TIMEOUT_S) for run in runs]
    for run, (out, err) in zip(runs, outputs, strict=True):
        assert run.returncode == 0, err + out
    run_ids = {run_id_in(out) for out, _ in outputs}

    store = running_cluster.warehouse
    for day in days:
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
        writers = _writer_steps_overlapping(instance, run_ids)
        assert writers == [], f"two writer-pool steps ran at once: {writers}"
    return min(e1, e2) - max(s1, s2), spans


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

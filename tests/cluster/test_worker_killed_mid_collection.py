"""A Celery worker's process SIGKILLed in the middle of collecting: the step is handed back to the
broker (late acknowledgement, `task_reject_on_worker_lost`), runs again on a live worker, and the
archive ends with every planned task answered exactly once. Nothing that had an answer in the
archive is sent again, and no puzzle prompt is sent twice.

Answers the killed process held in memory (at most one write batch plus the requests in flight)
were never archived. Every task was in the send journal before its request went out, so the
retried step knows them: their battery prompts are sent again and recorded (`lost_sends`), and
their puzzle slots get a fresh instance instead (DESIGN.md, invariant 1). The test counts them.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import signal
import time
from collections import Counter

import pytest
from celery import Celery

from assets.responses import mapping_key
from tests.cluster.conftest import CLI_TIMEOUT_S, Cluster, executions_by_step, run_id_in

# One cluster per session: every cluster test runs in the same pytest-xdist worker.
pytestmark = [pytest.mark.cluster, pytest.mark.xdist_group("cluster")]

DAYS = (dt.date(2026, 11, 8), dt.date(2026, 11, 9))
MODELS = 4
PER_MODEL_DAY = 80


STEP_MODEL = re.compile(r"collect_model\[(\w+)\]")
SLOW_REPLY_MS = 150
"""Every reply waits this long while the test runs: a model's step (160 requests, 8 in flight)
then lasts seconds, so the step chosen below is still sending when the SIGKILL lands. With
replies that answer at once, a step seen busy could finish before the kill, and then nothing
would be redelivered (it happened once in CI)."""


def steps_collecting(env: dict[str, str], workers: int) -> list[tuple[str, int, str]]:
    """(worker name, pool process PID, model key) of each Celery task executing a collection
    step now.

    Asked of the workers over the broker (Celery's `inspect active`): each active task names the
    pool process running it, and its arguments carry the step keys it executes
    (`collect_model[<model key>]`). Waiting for the `workers` replies only (not the whole timeout)
    keeps the answer fresh when the kill follows."""
    app = Celery(broker=env["MODELDRIFT_CELERY_BROKER"])
    try:
        active = app.control.inspect(timeout=2.0, limit=workers).active() or {}
    finally:
        app.close()
    busy = []
    for worker, tasks in sorted(active.items()):
        for task in tasks:
            arguments = json.dumps([task.get("args"), task.get("kwargs")], default=str)
            step = STEP_MODEL.search(arguments)
            if step and task.get("worker_pid"):
                busy.append((worker, int(task["worker_pid"]), step.group(1)))
    return busy


def test_a_worker_killed_mid_collection_loses_and_doubles_nothing(
    running_cluster: Cluster,
) -> None:
    sim = running_cluster.simulator
    days = {DAYS[0] + dt.timedelta(days=i) for i in range((DAYS[1] - DAYS[0]).days + 1)}
    total = len(days) * MODELS * PER_MODEL_DAY

    def sent() -> list:
        return [r for r in sim.request_log() if r.model and r.day in days and r.prompt_sha256]

    def left_to_send(model_key: str) -> int:
        done = sum(1 for r in sent() if mapping_key(r.model) == model_key)
        return len(days) * PER_MODEL_DAY - done

    sim.slow_down(SLOW_REPLY_MS)
    try:
        run = running_cluster.popen(
            "backfill", "--start", DAYS[0].isoformat(), "--end", DAYS[1].isoformat()
        )
        deadline = time.monotonic() + CLI_TIMEOUT_S
        while len(sent()) < total // 3:
            assert run.poll() is None, run.communicate()
            assert time.monotonic() < deadline, "collection never got going"
            time.sleep(0.05)
        # Kill the pool process running the collection step with the most requests still to
        # send (asked of the workers themselves): killing a worker at random can hit one that is
        # idle or still starting, and one whose step is nearly done can finish first; then
        # nothing is tested.
        workers = len(list((running_cluster.root / "pids").glob("worker*.pid")))
        while True:
            assert run.poll() is None, run.communicate()
            assert time.monotonic() < deadline, "no worker was seen running a collection step"
            busy = [
                (left_to_send(model), worker, pid, model)
                for worker, pid, model in steps_collecting(running_cluster.env, workers)
            ]
            if busy and max(busy)[0] >= PER_MODEL_DAY // 2:
                break
            time.sleep(0.05)
        _, victim_worker, victim, victim_model = max(busy)
        killed_at = dt.datetime.now(dt.UTC)
        os.kill(victim, signal.SIGKILL)
        sent_at_kill = len(sent())
        victim_left = left_to_send(victim_model)
        out, err = run.communicate(timeout=CLI_TIMEOUT_S)
    finally:
        sim.slow_down(None)

    assert run.returncode == 0, err + out
    run_id = run_id_in(out)
    assert sent_at_kill < total, "the kill came after collection had finished: nothing tested"
    assert victim_left > 0, f"{victim_model}'s step had sent everything before the kill"

    store = running_cluster.warehouse
    planned = set(
        store.rows(
            "SELECT day, model, task_id FROM tasks WHERE day BETWEEN $a AND $b",
            {"a": DAYS[0], "b": DAYS[1]},
        )
    )
    answers = store.rows(
        "SELECT day, model, task_id, suite, prompt_sha256, requested_at FROM responses "
        "WHERE day BETWEEN $a AND $b AND status <> 'error'",
        {"a": DAYS[0], "b": DAYS[1]},
    )
    per_task = Counter((d, m, t) for d, m, t, *_ in answers)
    assert len(planned) == total
    assert set(per_task) == planned, f"lost: {len(planned - set(per_task))} tasks"
    doubled = {k: n for k, n in per_task.items() if n > 1}
    assert not doubled, f"doubled answers: {list(doubled.items())[:5]}"

    # The killed step ran again on a live worker: it was executed twice.
    again = {
        step: n
        for step, n in executions_by_step(running_cluster, {run_id}).items()
        if "collect_model" in step
    }
    assert any(n >= 2 for n in again.values()), f"no collection step was redelivered: {again}"

    # Nothing that had an answer in the archive was sent again: every prompt sent more than
    # once has its one archived answer from a send after the kill.
    times = Counter((r.day, r.model, r.prompt_sha256) for r in sent())
    resent = {k for k, n in times.items() if n > 1}
    puzzle_shas = {
        sha
        for (sha,) in store.rows(
            "SELECT prompt_sha256 FROM puzzle_prompts WHERE day BETWEEN $a AND $b",
            {"a": DAYS[0], "b": DAYS[1]},
        )
    }
    puzzles_resent = sum(1 for k in resent if k[2] in puzzle_shas)
    assert puzzles_resent == 0, f"{puzzles_resent} puzzle prompts were sent twice"
    archived_at = {(d, m, sha): (suite, at) for d, m, _, suite, sha, at in answers}
    before_kill = [k for k in resent if archived_at[k][1] < killed_at]
    assert not before_kill, f"sent again although answered before the kill: {before_kill[:3]}"
    lost = dict(
        store.rows(
            "SELECT suite, count(*) FROM lost_sends WHERE day BETWEEN $a AND $b GROUP BY suite",
            {"a": DAYS[0], "b": DAYS[1]},
        )
    )
    assert lost.get("battery", 0) >= len(resent), "a battery resend went unrecorded"
    print(
        f"killed {victim_worker}'s pool process after {sent_at_kill} of {total} requests; "
        f"{len(resent)} battery prompts sent twice (answers lost in the killed process's memory; "
        f"{lost.get('battery', 0)} recorded), 0 puzzle prompts: {lost.get('puzzle', 0)} puzzle "
        "slots got a fresh instance instead"
    )

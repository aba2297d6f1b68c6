"""A Celery worker's process SIGKILLed in the middle of collecting: the step is handed back to the
broker (late acknowledgement, `task_reject_on_worker_lost`), runs again on a live worker, and the
archive ends with every planned task answered exactly once. Nothing that had an answer in the
archive is sent again, and no puzzle prompt is sent twice.

Answers the killed process held in memory (at most one write batch plus the requests in flight)
were never archived. Every task was in the send journal before its request went out, so the
retried step knows them: their battery prompts are sent again and recorded (`lost_sends`), and
their puzzle slots get a fresh instance instead (DESIGN.md, invariant 1). The test counts them.

The kill lands while the step is provably still collecting: the simulator holds the victim
model's replies (after its first few dozen) until the kill has landed (`hold_replies`).
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
from tests.cluster.conftest import (
    CLI_TIMEOUT_S,
    Cluster,
    executions_by_step,
    run_failure_report,
    run_id_in,
)

# One cluster per session: every cluster test runs in the same pytest-xdist worker.
pytestmark = [pytest.mark.cluster, pytest.mark.xdist_group("cluster")]

DAYS = (dt.date(2026, 11, 8), dt.date(2026, 11, 9))
MODELS = 4
PER_MODEL_DAY = 80


STEP_MODEL = re.compile(r"collect_model\[(\w+)\]")
VICTIM = "sim/slipping"
"""The tracked alias whose collection step is killed (any would do): the simulator holds its
replies, so the test knows which step is still collecting, and that it is."""
LET_THROUGH = PER_MODEL_DAY // 2
"""Replies the victim's step gets before the rest are held: it has archived answers by then (which
must not be sent again) and still has most of its requests to send."""


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

    victim_model = mapping_key(VICTIM)
    # The kill must land while the victim's step is provably mid-collection, whatever the timing:
    # its replies after the first LET_THROUGH are held until the kill has landed, so once one is
    # held, the step is waiting for an answer and cannot finish. (A step merely seen busy, even
    # with slowed replies, once finished before the kill: nothing was redelivered.)
    sim.hold_replies(VICTIM, after=LET_THROUGH)
    try:
        run = running_cluster.popen(
            "backfill", "--start", DAYS[0].isoformat(), "--end", DAYS[1].isoformat()
        )
        deadline = time.monotonic() + CLI_TIMEOUT_S
        while sim.held_replies(VICTIM) == 0:
            assert run.poll() is None, run.communicate()
            assert time.monotonic() < deadline, f"{VICTIM}'s step never sent past {LET_THROUGH}"
            time.sleep(0.05)
        # The pool process running that step, asked of the workers themselves.
        workers = len(list((running_cluster.root / "pids").glob("worker*.pid")))
        while True:
            assert run.poll() is None, run.communicate()
            assert time.monotonic() < deadline, f"no worker was seen running {victim_model}'s step"
            running = [
                (worker, pid)
                for worker, pid, model in steps_collecting(running_cluster.env, workers)
                if model == victim_model
            ]
            if running:
                break
            time.sleep(0.05)
        ((victim_worker, victim),) = running
        held_at_kill = sim.held_replies(VICTIM)
        assert held_at_kill > 0, f"{VICTIM}'s held requests went away before the kill"
        killed_at = dt.datetime.now(dt.UTC)
        os.kill(victim, signal.SIGKILL)
        sent_at_kill = len(sent())
        victim_left = left_to_send(victim_model)
    finally:
        # Only now: the step that runs again must be answered.
        sim.release_replies(VICTIM)
    out, err = run.communicate(timeout=CLI_TIMEOUT_S)

    run_id = run_id_in(out)
    assert run.returncode == 0, f"{err}{out}\n{run_failure_report(running_cluster, run_id)}"
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
    # The report a failed run would print reads this run's log: the redelivered step is in it.
    assert f"collect_model[{victim_model}]" in run_failure_report(running_cluster, run_id)

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
        f"killed {victim_worker}'s pool process ({VICTIM}'s step, {held_at_kill} replies held) "
        f"after {sent_at_kill} of {total} requests; "
        f"{len(resent)} battery prompts sent twice (answers lost in the killed process's memory; "
        f"{lost.get('battery', 0)} recorded), 0 puzzle prompts: {lost.get('puzzle', 0)} puzzle "
        "slots got a fresh instance instead"
    )

"""Invariant 1 under SIGKILL: collection killed at 20 seeded moments and resumed each time leaves
every task answered exactly once, no row lost or doubled, no prompt sent again once its answer
was in the archive, and no puzzle prompt sent twice at all.

"Answered" means ARCHIVED. Writes are durable per small batch (assets/collect.py: due at 16
answers or 0.5 s, at most 64 unwritten), so a kill can lose the answers not yet written and the
requests in flight; those tasks are still pending. Every task is in the send journal before its request goes out, so the
next run knows which of them may have been sent: it sends a battery prompt again and records
that (`lost_sends`), and gives a puzzle slot a fresh instance (the next attempt: a new seed and a
new prompt), because a puzzle prompt is never sent twice. What must never happen is sending a
task whose answer the archive already holds (checked against a snapshot of the archive taken
after every kill), or any puzzle prompt a second time (checked against the simulator's log of
every request). The test also counts how many sends a kill wasted.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from dagster import DagsterInstance, materialize

import puzzles
from assets.collect import MAX_UNWRITTEN
from assets.pins import pins
from assets.tasks import tasks
from puzzles.day import derive_seed, surface_for
from runtime.resources import resources_from
from runtime.settings import load_settings
from tests.reliability.archive import doubled_answers, unanswered_tasks
from tests.reliability.collect_worker import CONCURRENCY
from tests.reliability.conftest import REPO, make_sandbox, report_cases

pytestmark = pytest.mark.e2e

KILLS = 20
SEED = 20261101
DAYS = (dt.date(2026, 11, 3), dt.date(2026, 11, 4))
MODELS = ("sim/steady", "sim/verbose")


def _archived(store) -> set[tuple]:
    return {
        (d, m, s)
        for d, m, s in store.rows(
            "SELECT day, model, prompt_sha256 FROM responses WHERE status <> 'error'"
        )
    }


def _completions(simulator) -> list:
    return [r for r in simulator.request_log() if r.path.endswith("/chat/completions")]


def test_sigkill_during_collection_then_resume(
    tmp_path: Path, simulator, monkeypatch: pytest.MonkeyPatch
) -> None:
    box = make_sandbox(tmp_path / "md", MODELS, simulator.base_url)
    box.apply(monkeypatch)
    instance = DagsterInstance.get()
    try:
        for day in DAYS:  # plan the tasks once; only collection is killed
            result = materialize(
                [pins, tasks],
                partition_key=day.isoformat(),
                instance=instance,
                resources=resources_from(load_settings()),
            )
            assert result.success
    finally:
        instance.dispose()
    store = box.warehouse
    planned = store.rows("SELECT count(*) FROM tasks")[0][0]
    assert planned == len(DAYS) * len(MODELS) * 80

    rng = random.Random(SEED)
    worker = [
        sys.executable,
        "-m",
        "tests.reliability.collect_worker",
        *(d.isoformat() for d in DAYS),
    ]
    kills, rounds, violations, worst_loss = 0, 0, [], 0
    archived_at_kill: set[tuple] = set()
    while kills < KILLS:
        rounds += 1
        assert rounds <= 3 * KILLS, "collection kept finishing before the kill; plan more tasks"
        remaining = len(unanswered_tasks(store))
        sent_before = len(_completions(simulator))
        # A random moment: after a random number of this round's requests (a few kills land
        # before the first request), plus a random fraction of a batch interval.
        after_requests = rng.randint(0, max(1, remaining // 4))
        extra_s = rng.uniform(0.0, 0.1)
        proc = subprocess.Popen(
            worker, cwd=REPO, env=box.child_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        if after_requests == 0:
            time.sleep(rng.uniform(0.2, 1.0))  # somewhere in start-up or the first reads
        else:
            while (
                len(_completions(simulator)) - sent_before < after_requests and proc.poll() is None
            ):
                time.sleep(0.002)
        time.sleep(extra_s)
        if proc.poll() is not None:  # finished (or failed) before the moment came
            _, err = proc.communicate()
            assert proc.returncode == 0, err.decode()[-2000:]
            continue
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        kills += 1
        time.sleep(0.05)  # a request the dying client had fully sent is still logged by the server
        # Sends of this round for tasks the archive held before the round began break invariant 1.
        this_round = _completions(simulator)[sent_before:]
        violations += [
            r for r in this_round if (r.day, r.model, r.prompt_sha256) in archived_at_kill
        ]
        assert doubled_answers(store) == [], f"kill {kills} left a doubled answer"
        archived_at_kill = _archived(store)
        # Durable per small batch: what this round sent but the archive lacks is at most the
        # unwritten answers plus the requests in flight, never the whole round.
        lost = {(r.day, r.model, r.prompt_sha256) for r in this_round} - archived_at_kill
        worst_loss = max(worst_loss, len(lost))
        assert len(lost) <= MAX_UNWRITTEN + CONCURRENCY, f"kill {kills} lost {len(lost)} sent tasks"

    sent_before = len(_completions(simulator))
    final = subprocess.run(worker, cwd=REPO, env=box.child_env(), capture_output=True, timeout=120)
    assert final.returncode == 0, final.stderr.decode()[-2000:]
    violations += [
        r
        for r in _completions(simulator)[sent_before:]
        if (r.day, r.model, r.prompt_sha256) in archived_at_kill
    ]

    assert violations == [], f"{len(violations)} prompts sent again after their answer was archived"
    assert unanswered_tasks(store) == [], "a task was lost"
    assert doubled_answers(store) == [], "a task was answered twice"
    rows = store.rows(
        "SELECT count(*), count(DISTINCT response_id), count(*) FILTER (status = 'error') "
        "FROM responses"
    )[0]
    assert rows == (planned, planned, 0), "exactly one row per task, none an error"
    answered_keys = _archived(store)
    expected_keys = {
        (d, m, s) for d, m, s in store.rows("SELECT day, model, prompt_sha256 FROM tasks")
    }
    assert answered_keys == expected_keys

    sends = Counter((r.day, r.model, r.prompt_sha256) for r in _completions(simulator))
    puzzle_shas = {sha for (sha,) in store.rows("SELECT prompt_sha256 FROM puzzle_prompts")}
    resent = Counter(
        "puzzle" if sha in puzzle_shas else "battery"
        for (_, _, sha), n in sends.items()
        for _ in range(n - 1)
    )
    assert resent["puzzle"] == 0, f"{resent['puzzle']} puzzle prompts were sent twice"
    lost = dict(store.rows("SELECT suite, count(*) FROM lost_sends GROUP BY suite"))
    # Every battery resend was found and recorded by the run that made it (a journaled wave
    # not sent yet when the kill came is recorded too, so there may be more records).
    assert lost.get("battery", 0) >= resent["battery"], (lost, resent)

    # Every planned puzzle slot ends with exactly one answer, to the instance its `tasks` row
    # holds: a reissued slot's row is the fresh attempt, with that attempt's seed and solution.
    puzzle_tasks = store.rows(
        "SELECT t.day, t.model, t.task_id, t.attempt, t.seed, t.instance_json, t.expected_answer, "
        "t.prompt_sha256, count(r.response_id), any_value(r.prompt_sha256) "
        "FROM tasks t LEFT JOIN (SELECT * FROM responses WHERE status <> 'error') r "
        "USING (day, model, task_id) WHERE t.suite = 'puzzle' GROUP BY ALL"
    )
    assert len(puzzle_tasks) == len(DAYS) * len(MODELS) * 30
    for day, model, task_id, attempt, seed, instance, expected, sha, n, answered in puzzle_tasks:
        assert n == 1 and answered == sha, (day, model, task_id, n)
        assert seed == derive_seed(day, surface_for(model), task_id, attempt)
        assert expected == puzzles.solve(json.loads(instance))
    # A slot lost again after its fresh instance moved on again: its records chain from the
    # first attempt to the one its `tasks` row holds.
    current = {(d, m, t): (attempt, sha) for d, m, t, attempt, _, _, _, sha, _, _ in puzzle_tasks}
    chains: dict[tuple, list[tuple]] = {}
    for d, m, t, attempt, sha, next_attempt, next_sha in store.rows(
        "SELECT day, model, task_id, attempt, prompt_sha256, next_attempt, next_prompt_sha256 "
        "FROM lost_sends WHERE suite = 'puzzle' ORDER BY attempt"
    ):
        chains.setdefault((d, m, t), []).append((attempt, sha, next_attempt, next_sha))
    for slot, chain in chains.items():
        assert chain[0][0] == 0 and chain[-1][2:] == current[slot], (slot, chain)
        assert all(a[2:] == b[:2] for a, b in zip(chain, chain[1:], strict=False)), chain
    reissued = len(chains)
    assert reissued == sum(1 for attempt, _ in current.values() if attempt > 0)
    lost_answered = store.rows(
        "SELECT count(*) FROM lost_sends l JOIN responses r USING (day, model, prompt_sha256) "
        "WHERE l.suite = 'puzzle'"
    )[0][0]
    assert lost_answered == 0, "a puzzle prompt recorded as lost has an answer"

    report_cases(
        f"crash-resume: {kills} kills over {rounds} rounds, {planned} tasks, "
        f"{sum(sends.values())} sends; re-sent because a kill lost them unarchived: "
        f"puzzle prompts {resent['puzzle']} ({reissued} slots given a fresh instance, "
        f"{lost.get('puzzle', 0)} in all), "
        f"battery prompts {resent['battery']} ({lost.get('battery', 0)} recorded) "
        f"(worst kill: {worst_loss}, bound {MAX_UNWRITTEN + CONCURRENCY}); 0 after archiving"
    )

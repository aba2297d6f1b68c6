"""A puzzle prompt is never sent twice, retries included (DESIGN.md, invariant 1).

A try that ends as an error the client would retry (a 500/502/503, an HTTP 200 error body, a
dropped connection) may have reached the model, so the retry sends a fresh instance: the failed
prompt keeps its error row, the slot's `tasks` row moves to the new attempt, and the answer is
graded against that instance. A rerun of a day does the same for a puzzle left with error rows
only. Battery prompts are retried as they are. Real HTTP on 127.0.0.1 (the simulator, and a raw
gateway for a connection dropped mid-request), real DuckDB and shards; no Dagster.
"""

from __future__ import annotations

import datetime as dt
import json
from collections import Counter, defaultdict
from pathlib import Path

import polars as pl
import pytest
from pydantic import SecretStr

import puzzles
from assets.collect import collect_day
from assets.tasks import _register, battery_templates, puzzle_rows
from assets.verdicts import puzzle_verdicts
from providers.openrouter import OpenRouterClient
from records.prompt_hash import prompt_sha256
from tests.conftest import SCENARIOS, start_simulator
from tests.reliability.raw_gateway import RawGateway, Reply, Request, completion_body
from warehouse.journal import sent_counts
from warehouse.store import Warehouse

DAY = dt.date(2026, 11, 1)
MODEL = "sim/steady"
GATEWAY = "openrouter:api"
# Half of all tries fault, as a 500/502/503 or an HTTP 200 error body: retryable, never a
# timeout. Drawn per (day, model, prompt, attempt) from the scenario's seed, so fixed.
FAULTS = {"rate": 0.5, "kinds": {"server_error": 1, "error_body": 1}}


@pytest.fixture
def store(tmp_path: Path) -> Warehouse:
    """One model's day planned as the `tasks` asset plans it."""
    store = Warehouse(tmp_path / "w.duckdb")
    rows, registrations = puzzle_rows(store, DAY, MODEL, GATEWAY)
    _register(store, registrations)
    battery = [{"day": DAY, "model": MODEL, **t} for t in battery_templates()]
    store.replace_days("tasks", [DAY], pl.DataFrame(battery + rows, infer_schema_length=None))
    return store


def _scenario(tmp_path: Path) -> Path:
    scenario = json.loads((SCENARIOS / "faults.json").read_text(encoding="utf-8"))
    scenario["models"] = [m for m in scenario["models"] if m["alias"] == MODEL]
    scenario["faults"] = FAULTS
    path = tmp_path / "fresh-retries.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    return path


def _collect(store: Warehouse, base_url: str, max_retries: int = 3) -> dict[str, int]:
    client = OpenRouterClient(
        base_url,
        SecretStr("sim-not-a-secret"),
        simulated_day=DAY,
        concurrency=4,
        max_retries=max_retries,
        backoff_base_s=0.01,
    )
    return collect_day(
        store,
        client,
        DAY,
        collector="test",
        battery_timeout_s=60.0,
        puzzle_timeout_s=60.0,
        progress=False,
        gateway=GATEWAY,
    )


def _archive(store: Warehouse) -> list[dict]:
    return store.frame(
        "SELECT task_id, suite, prompt_sha256, status, tries, http_status, error, requested_at "
        "FROM responses ORDER BY requested_at"
    ).to_dicts()


def _planned(store: Warehouse) -> dict[str, dict]:
    frame = store.frame("SELECT * FROM tasks WHERE suite = 'puzzle'")
    return {row["task_id"]: row for row in frame.to_dicts()}


def test_a_puzzle_retry_sends_a_fresh_instance_and_a_battery_retry_the_same_prompt(
    tmp_path: Path, store: Warehouse
) -> None:
    simulator = start_simulator(_scenario(tmp_path))
    try:
        counts = _collect(store, simulator.base_url)
        log = [r for r in simulator.request_log() if r.path.endswith("/chat/completions")]
    finally:
        simulator.stop()

    rows = _archive(store)
    puzzle_sends = Counter(r.prompt_sha256 for r in log if r.task.startswith("puzzle:"))
    assert puzzle_sends and max(puzzle_sends.values()) == 1, "a puzzle prompt went out twice"
    puzzle_rows_ = [r for r in rows if r["suite"] == "puzzle"]
    assert {r["prompt_sha256"] for r in puzzle_rows_} == set(puzzle_sends), (
        "every puzzle prompt sent has its row, the failed ones included"
    )
    assert len(puzzle_rows_) == len(puzzle_sends) and all(r["tries"] == 1 for r in puzzle_rows_)
    journal = sent_counts(store.archive_root, DAY, [MODEL])
    assert all(journal[(MODEL, sha)] == 1 for sha in puzzle_sends), (
        "every fresh instance is journaled before it goes out, once"
    )

    by_slot: dict[str, list[dict]] = defaultdict(list)
    for row in puzzle_rows_:
        by_slot[row["task_id"]].append(row)
    planned = _planned(store)
    lost = store.frame("SELECT * FROM lost_sends WHERE suite = 'puzzle'").to_dicts()
    spent = {r["prompt_sha256"]: r for r in lost}
    retried = {slot: chain for slot, chain in by_slot.items() if len(chain) > 1}
    assert len(retried) >= 5, "the faults made slots to check"
    faults = Counter(r.fault for r in log if r.task.startswith("puzzle:") and r.fault)
    assert set(faults) == {"server_error", "error_body"}
    # 500, 502 and 503, and an HTTP 200 carrying an error body.
    statuses = {r["http_status"] for r in puzzle_rows_ if r["status"] == "error"}
    assert statuses >= {200, 500, 502, 503}
    for slot, chain in by_slot.items():
        *earlier, last = chain
        latest = planned[slot]
        assert last["prompt_sha256"] == latest["prompt_sha256"], "tasks holds the latest attempt"
        assert latest["attempt"] == len(earlier), "one attempt per prompt spent (no clashes here)"
        assert latest["expected_answer"] == puzzles.solve(json.loads(latest["instance_json"]))
        assert json.loads(latest["messages_json"])[0]["content"]  # the prompt it was asked
        assert prompt_sha256(json.loads(latest["messages_json"])) == last["prompt_sha256"]
        for before, after in zip(chain, chain[1:], strict=False):
            assert before["status"] == "error" and "fresh prompt" in before["error"]
            record = spent[before["prompt_sha256"]]
            assert (record["sends"], record["archived"]) == (1, 1)
            assert record["next_prompt_sha256"] == after["prompt_sha256"]
        assert len(chain) <= 4, "the budget: 1 try + 3 retries, each a fresh prompt"
        if last["status"] == "error":
            assert (
                len(chain) == 4
                and "gave up after 4 tries, each with a fresh prompt" in (last["error"])
            )
    assert len(lost) == len(puzzle_rows_) - len(by_slot)
    replanned, registrations = puzzle_rows(store, DAY, MODEL, GATEWAY)  # a rerun of `tasks`
    assert registrations == [] and {r["task_id"]: r["prompt_sha256"] for r in replanned} == {
        slot: row["prompt_sha256"] for slot, row in planned.items()
    }, "a rerun of tasks keeps each slot's latest attempt"

    # Graded against the instance it answers: each slot's verdict input is its latest attempt,
    # the earlier error rows no data.
    inputs = store.frame("verdict_inputs", {"days": [DAY]}).filter(pl.col("suite") == "puzzle")
    assert sorted(inputs["task_id"]) == sorted(by_slot)
    verdicts = puzzle_verdicts(inputs).to_dicts()
    answered_after_retry = [
        v for v in verdicts if v["task_id"] in retried and v["outcome"] != "error"
    ]
    assert answered_after_retry and all(v["passed"] is not None for v in answered_after_retry)
    assert any(v["passed"] for v in answered_after_retry), "right answers graded right"
    final_errors = sum(chain[-1]["status"] == "error" for chain in by_slot.values())
    assert sum(v["outcome"] == "error" for v in verdicts) == final_errors

    # Battery prompts are retried as they are: one row per prompt, with every try counted.
    battery_sends = Counter(r.prompt_sha256 for r in log if not r.task.startswith("puzzle:"))
    battery = [r for r in rows if r["suite"] == "battery"]
    assert len(battery) == 50 and max(battery_sends.values()) > 1
    assert all(r["tries"] == battery_sends[r["prompt_sha256"]] for r in battery)
    assert counts["sent"] == 80 and counts["answered"] + counts["error"] == 80


def test_a_rerun_sends_an_errored_puzzle_fresh_and_an_errored_battery_prompt_as_it_was(
    tmp_path: Path, store: Warehouse
) -> None:
    simulator = start_simulator(_scenario(tmp_path))
    try:
        _collect(store, simulator.base_url, max_retries=0)  # no retry: half end as error rows
        first = [r for r in simulator.request_log() if r.path.endswith("/chat/completions")]
        errored = {r["task_id"]: r for r in _archive(store) if r["status"] == "error"}
        counts = _collect(store, simulator.base_url, max_retries=0)
        second = [r for r in simulator.request_log() if r.path.endswith("/chat/completions")]
    finally:
        simulator.stop()
    second = second[len(first) :]

    errored_puzzles = {k: r for k, r in errored.items() if r["suite"] == "puzzle"}
    errored_battery = {k: r for k, r in errored.items() if r["suite"] == "battery"}
    assert errored_puzzles and errored_battery, "the first run left error rows of both suites"
    assert counts["sent"] == len(errored) == counts["retried"] == len(second)
    assert (counts["resent"], counts["reissued"]) == (0, 0), "no crash: nothing was lost"

    first_shas = {r.prompt_sha256 for r in first}
    again = {r.prompt_sha256 for r in second}
    puzzle_again = {r.prompt_sha256 for r in second if r.task.startswith("puzzle:")}
    assert puzzle_again.isdisjoint(first_shas), "a rerun sent an old puzzle prompt"
    assert {r["prompt_sha256"] for r in errored_battery.values()} <= again, (
        "battery prompts are sent again as they are"
    )
    planned = _planned(store)
    for slot, row in errored_puzzles.items():
        assert planned[slot]["attempt"] == 1
        assert planned[slot]["prompt_sha256"] in puzzle_again
        assert planned[slot]["prompt_sha256"] != row["prompt_sha256"]
    rows = _archive(store)
    assert all(r in rows for r in errored.values()), "the first run's error rows stay"


def _raw_reply(drop: set[str]):
    """Answers every completion, except that it hangs up, without a byte of reply, on the first
    request of each prompt whose kind is in `drop` (a puzzle or a battery prompt)."""
    seen: set[str] = set()
    battery = {t["prompt_sha256"] for t in battery_templates()}

    def reply(request: Request, headers: dict[str, str]) -> Reply:
        sha = prompt_sha256(request.messages)
        kind = "battery" if sha in battery else "puzzle"
        if kind in drop and sha not in seen and len(seen) < 6:
            seen.add(sha)
            return Reply(0, b"", hang_up=True)
        return Reply(200, completion_body("Worked it out.\n\nANSWER: 1"))

    return reply


def test_a_connection_dropped_mid_request_retries_a_puzzle_fresh(store: Warehouse) -> None:
    with RawGateway({MODEL: "sim/steady-2026-09-01"}, _raw_reply({"puzzle"})) as gateway:
        counts = _collect(store, gateway.base_url)
        requests = gateway.requests
    shas = Counter(prompt_sha256(r.messages) for r in requests)
    assert len(requests) == 80 + 6 and max(shas.values()) == 1, "no prompt went out twice"
    rows = _archive(store)
    dropped = [r for r in rows if r["status"] == "error"]
    assert len(dropped) == 6 and all("RemoteProtocolError" in r["error"] for r in dropped)
    assert all(r["suite"] == "puzzle" and r["http_status"] is None for r in dropped)
    planned = _planned(store)
    for row in dropped:
        assert planned[row["task_id"]]["prompt_sha256"] != row["prompt_sha256"]
    assert counts["answered"] == 80


def test_a_connection_dropped_on_a_battery_prompt_retries_the_same_prompt(
    store: Warehouse,
) -> None:
    with RawGateway({MODEL: "sim/steady-2026-09-01"}, _raw_reply({"battery"})) as gateway:
        counts = _collect(store, gateway.base_url)
        requests = gateway.requests
    shas = Counter(prompt_sha256(r.messages) for r in requests)
    assert sorted(shas.values(), reverse=True)[:7] == [2] * 6 + [1]
    rows = _archive(store)
    assert counts["answered"] == 80 and len(rows) == 80, "one row per battery prompt"
    assert sorted(r["tries"] for r in rows if r["suite"] == "battery")[-7:] == [1] + [2] * 6

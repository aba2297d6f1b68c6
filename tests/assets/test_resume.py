"""A resumed collection and the send journal: a puzzle whose send a crash may have lost gets a fresh
instance (never its old prompt), a battery prompt is sent again and recorded, and a task the
journal and the archive agree on is left alone. Real DuckDB and real shards; no gateway."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
from pathlib import Path

import polars as pl
import pytest

import puzzles
from assets.collect import archive_row, pending_tasks, write_responses
from assets.resume import resume
from assets.send_journal import SendJournal
from assets.tasks import _register, battery_templates, puzzle_rows
from providers.records import ChatResult
from puzzles.day import derive_seed, surface_for
from warehouse.errors import WarehouseError
from warehouse.journal import Sent, append, journal_path, sent_counts
from warehouse.store import Warehouse

DAY = dt.date(2026, 11, 3)
MODEL = "sim/steady"
GATEWAY = "openrouter:api"


@pytest.fixture
def store(tmp_path: Path) -> Warehouse:
    """A warehouse with one model's day planned as the `tasks` asset plans it."""
    store = Warehouse(tmp_path / "w.duckdb")
    rows, registrations = puzzle_rows(store, DAY, MODEL, GATEWAY)
    _register(store, registrations)
    battery = [{"day": DAY, "model": MODEL, **t} for t in battery_templates()]
    store.replace_days("tasks", [DAY], pl.DataFrame(battery + rows, infer_schema_length=None))
    return store


def _journal(store: Warehouse, tasks: list[dict]) -> None:
    sends = [Sent(DAY, MODEL, t["task_id"], t["suite"], t["prompt_sha256"]) for t in tasks]
    append(store.archive_root, sends, sync=True)


def _archive(store: Warehouse, task: dict, status: str) -> None:
    now = dt.datetime.now(dt.UTC)
    result = ChatResult(
        status=status,  # type: ignore[arg-type]
        tries=1,
        content="ANSWER: 1" if status == "answered" else None,
        raw_body=b"{}",
        requested_at=now,
        received_at=now,
    )
    write_responses(store, [archive_row(task, result, "test")])


def _planned(store: Warehouse, task_id: str) -> dict:
    frame = store.frame(
        "SELECT * FROM tasks WHERE day = $day AND model = $model AND task_id = $id",
        {"day": DAY, "model": MODEL, "id": task_id},
    )
    return frame.to_dicts()[0]


def test_a_lost_puzzle_gets_a_fresh_instance_and_a_lost_battery_prompt_is_recorded(
    store: Warehouse,
) -> None:
    todo = pending_tasks(store, DAY)
    battery = [t for t in todo if t["suite"] == "battery"]
    puzzle = [t for t in todo if t["suite"] == "puzzle"]
    lost_puzzle, answered, errored, never_sent = puzzle[:4]
    lost_battery, errored_battery = battery[:2]
    _journal(store, [lost_puzzle, answered, errored, lost_battery, errored_battery])
    _archive(store, answered, "answered")
    _archive(store, errored, "error")  # sent once, one row: no loss, but it went out
    _archive(store, errored_battery, "error")

    todo = pending_tasks(store, DAY)
    sent, counts = resume(store, DAY, todo, GATEWAY)

    assert counts == {"resent": 1, "reissued": 1}, "only a crash's losses count as such"
    by_id = {t["task_id"]: t for t in sent}
    assert len(sent) == len(todo) and answered["task_id"] not in by_id
    assert by_id[lost_battery["task_id"]]["prompt_sha256"] == lost_battery["prompt_sha256"]
    assert by_id[errored_battery["task_id"]] == {**errored_battery, "retry": True}
    assert by_id[never_sent["task_id"]]["prompt_sha256"] == never_sent["prompt_sha256"]

    for spent in (lost_puzzle, errored):
        fresh = by_id[spent["task_id"]]
        assert fresh["prompt_sha256"] != spent["prompt_sha256"]
        assert json.loads(fresh["messages_json"]) != json.loads(spent["messages_json"])
        assert fresh["retry"] == (spent is errored)
        planned = _planned(store, spent["task_id"])
        assert planned["attempt"] == 1 and planned["prompt_sha256"] == fresh["prompt_sha256"]
        assert planned["seed"] == derive_seed(DAY, surface_for(MODEL), planned["task_id"], 1)
        # Graded against the instance it answers: the row's solution is that instance's.
        assert planned["expected_answer"] == puzzles.solve(json.loads(planned["instance_json"]))
        owners = store.rows(
            "SELECT day, model, task_id FROM puzzle_prompts WHERE prompt_sha256 = $sha",
            {"sha": fresh["prompt_sha256"]},
        )
        assert owners == [(DAY, MODEL, spent["task_id"])]

    lost = store.frame("SELECT * FROM lost_sends ORDER BY suite, archived").to_dicts()
    assert [(r["suite"], r["task_id"], r["prompt_sha256"]) for r in lost] == [
        ("battery", lost_battery["task_id"], lost_battery["prompt_sha256"]),
        ("puzzle", lost_puzzle["task_id"], lost_puzzle["prompt_sha256"]),
        ("puzzle", errored["task_id"], errored["prompt_sha256"]),
    ]
    assert [(r["sends"], r["archived"], r["attempt"]) for r in lost] == [
        (1, 0, 0),
        (1, 0, 0),
        (1, 1, 0),
    ]
    assert lost[0]["next_attempt"] is None and lost[0]["next_prompt_sha256"] is None
    for record in lost[1:]:
        fresh = by_id[record["task_id"]]
        assert (record["next_attempt"], record["next_prompt_sha256"]) == (
            1,
            fresh["prompt_sha256"],
        )


def test_a_rerun_sends_an_errored_puzzle_fresh_even_without_a_journal(store: Warehouse) -> None:
    """An archive from before the journal: the error row alone says the prompt went out."""
    todo = pending_tasks(store, DAY)
    errored = next(t for t in todo if t["suite"] == "puzzle")
    _archive(store, errored, "error")
    sent, counts = resume(store, DAY, pending_tasks(store, DAY), GATEWAY)
    assert counts == {"resent": 0, "reissued": 0}
    fresh = next(t for t in sent if t["task_id"] == errored["task_id"])
    assert fresh["prompt_sha256"] != errored["prompt_sha256"] and fresh["retry"]
    assert _planned(store, errored["task_id"])["prompt_sha256"] == fresh["prompt_sha256"]
    assert store.rows("SELECT sends, archived, next_attempt FROM lost_sends") == [(0, 1, 1)]


def test_replanning_the_day_keeps_the_fresh_instance(store: Warehouse) -> None:
    todo = pending_tasks(store, DAY)
    lost_puzzle = next(t for t in todo if t["suite"] == "puzzle")
    _journal(store, [lost_puzzle])
    resume(store, DAY, todo, GATEWAY)

    rows, registrations = puzzle_rows(store, DAY, MODEL, GATEWAY)  # a rerun of `tasks`
    assert registrations == []
    planned = dict(store.rows("SELECT task_id, prompt_sha256 FROM tasks WHERE suite = 'puzzle'"))
    assert {r["task_id"]: r["prompt_sha256"] for r in rows} == planned
    assert lost_puzzle["prompt_sha256"] not in planned.values()


def test_a_slot_lost_twice_moves_on_twice_and_a_battery_loss_found_again_is_a_new_record(
    store: Warehouse,
) -> None:
    todo = pending_tasks(store, DAY)
    puzzle = next(t for t in todo if t["suite"] == "puzzle")
    battery = next(t for t in todo if t["suite"] == "battery")
    _journal(store, [puzzle, battery])
    first, _ = resume(store, DAY, todo, GATEWAY)
    again = resume(store, DAY, pending_tasks(store, DAY), GATEWAY)[1]
    assert again == {"resent": 1, "reissued": 0}  # the same loss found again: not re-recorded
    assert store.rows("SELECT count(*) FROM lost_sends")[0][0] == 2

    # The resumed run is killed too, after journaling both again.
    fresh = next(t for t in first if t["task_id"] == puzzle["task_id"])
    _journal(store, [fresh, battery])
    third, counts = resume(store, DAY, pending_tasks(store, DAY), GATEWAY)
    assert counts == {"resent": 1, "reissued": 1}
    assert _planned(store, puzzle["task_id"])["attempt"] == 2
    shas = {t["prompt_sha256"] for t in third}
    assert puzzle["prompt_sha256"] not in shas and fresh["prompt_sha256"] not in shas
    assert store.rows(
        "SELECT suite, sends FROM lost_sends WHERE task_id = $id ORDER BY sends",
        {"id": battery["task_id"]},
    ) == [("battery", 1), ("battery", 2)]


def test_nothing_journaled_changes_nothing(store: Warehouse) -> None:
    todo = pending_tasks(store, DAY)
    assert resume(store, DAY, todo, GATEWAY) == (todo, {"resent": 0, "reissued": 0})
    assert store.rows("SELECT count(*) FROM lost_sends")[0][0] == 0


def test_a_task_is_journaled_before_it_may_be_sent_a_wave_at_a_time(store: Warehouse) -> None:
    todo = pending_tasks(store, DAY)
    journal = SendJournal(store.archive_root, todo, wave=8)

    async def go() -> list[int]:
        seen = []
        for i in range(len(todo)):
            await journal.before_send(i)
            seen.append(sum(sent_counts(store.archive_root, DAY, [MODEL]).values()))
        return seen

    seen = asyncio.run(go())
    assert all(n > i for i, n in enumerate(seen)), "a task was let through unjournaled"
    assert seen[-1] == len(todo) == 80
    assert journal.waves == 10  # 80 tasks in waves of 8: one write each, never one per task


def test_requests_in_flight_together_each_wait_for_their_own_wave(store: Warehouse) -> None:
    # As the collection loop sends: every task at once, `slots` of them in flight, so several
    # wait on one wave while the next is written ahead.
    todo = pending_tasks(store, DAY)
    journal = SendJournal(store.archive_root, todo, wave=8)
    slots = asyncio.Semaphore(8)
    order: list[tuple[int, int]] = []

    async def one(i: int) -> None:
        async with slots:
            await journal.before_send(i)
            order.append((i, sum(sent_counts(store.archive_root, DAY, [MODEL]).values())))
            await asyncio.sleep(0)

    async def go() -> None:
        await asyncio.gather(*(one(i) for i in range(len(todo))))

    asyncio.run(go())
    assert sorted(i for i, _ in order) == list(range(80))
    assert all(journaled > i for i, journaled in order), "a task was let through unjournaled"
    assert journal.waves == 10


def test_a_journal_that_cannot_be_written_stops_every_send(tmp_path: Path) -> None:
    root = tmp_path / "not-a-folder"
    root.write_text("")
    todo = [{"day": DAY, "model": MODEL, "task_id": "p", "suite": "puzzle", "prompt_sha256": "0"}]
    journal = SendJournal(root, todo * 3, wave=1)

    async def go() -> None:
        for i in range(3):
            with pytest.raises(WarehouseError, match="cannot write the send journal"):
                await journal.before_send(i)

    asyncio.run(go())
    assert not Path(journal_path(root, DAY, MODEL)).exists()

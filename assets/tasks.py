"""Stage 0b: the day's tasks per model: the 50 frozen battery prompts and 30 fresh puzzles.

Puzzles are regenerated from a published seed (day, slot, surface, attempt). Before a puzzle is
planned, its prompt's sha256 is checked against every puzzle prompt ever planned (a unique key
in `puzzle_prompts`); on a clash with another (day, model, task) the attempt number moves on.
A rerun of the same day finds its own prompts and keeps them, so tasks are stable, except a
prompt that went out and brought no answer back (`lost_sends`: a crash lost the answer, or the
try ended as an error row and was retried fresh; written by collection, `assets/resume.py`): its
slot keeps the later attempt that replaced it.
"""

import datetime as dt
import json
from typing import Any

import polars as pl
from dagster import AssetExecutionContext, MaterializeResult, asset

import puzzles.day as puzzle_day
from assets.pins import pins
from assets.progress import each_day
from assets.stage_log import record_stage
from puzzles.slots import SLOT_MIX_VERSION
from records.prompt_hash import prompt_sha256
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.pools import WRITER_POOL
from runtime.resources import GatewayResource, PipelineResource, WarehouseResource
from scoring.battery import battery_digest, load_battery, verify_battery
from warehouse.store import Warehouse

MAX_ATTEMPTS = 50


def battery_templates() -> list[dict]:
    """The 50 battery tasks without day and model: read, validated and hashed once per run."""
    battery = load_battery()
    digest = battery_digest()
    templates = []
    for entry in battery.entries:
        messages = entry.messages()
        templates.append(
            {
                "task_id": entry.id,
                "suite": "battery",
                "category": entry.category,
                "level": None,
                "seed": None,
                "attempt": 0,
                "slot_mix_version": None,
                "battery_sha256": digest,
                "messages_json": json.dumps(messages, ensure_ascii=False),
                "prompt_sha256": prompt_sha256(messages),
                "instance_json": None,
                "expected_answer": None,
            }
        )
    return templates


def _puzzle_sha(prompt: str) -> str:
    """A puzzle prompt's identity: the hash of its one user message (records.prompt_hash)."""
    return prompt_sha256([{"role": "user", "content": prompt}])


def puzzle_task_row(
    day: dt.date, model: str, task: puzzle_day.PuzzleTask, prompt_sha: str
) -> dict[str, Any]:
    """One puzzle's `tasks` row: the one spelling of it, for the stage and the backfill bench."""
    messages = [{"role": "user", "content": task.prompt}]
    return {
        "day": day,
        "model": model,
        "task_id": task.task_id,
        "suite": "puzzle",
        "category": task.family,
        "level": task.level,
        "seed": task.seed,
        "attempt": task.attempt,
        "slot_mix_version": task.slot_mix_version,
        "battery_sha256": None,
        "messages_json": json.dumps(messages, ensure_ascii=False),
        "prompt_sha256": prompt_sha,
        "instance_json": json.dumps(task.instance, sort_keys=True),
        "expected_answer": task.answer,
    }


def puzzle_rows(
    store: Warehouse,
    day: dt.date,
    model: str,
    gateway: str,
    also_lost: frozenset[str] = frozenset(),
    only: frozenset[str] | None = None,
) -> tuple[list[dict], list[dict]]:
    """The day's puzzle tasks and the prompt registrations they need (the collision rule is
    `puzzles.day.fresh_tasks`; this only asks the registry who owns which prompt, and
    `lost_sends` which prompts went out without an answer kept; `also_lost` adds prompts found
    spent but not recorded yet). With `only`, the tasks of those slots alone: a fresh instance
    for one slot need not generate and solve the other 29."""

    # Neither query reads the archive: without its view, a connection lists no shard.
    def owners_of(shas: list[str]) -> dict[str, puzzle_day.PromptOwner]:
        return {
            sha: (d, m, t)
            for sha, d, m, t in store.rows("puzzle_prompt_owners", {"shas": shas}, archive=False)
        }

    def lost(shas: list[str]) -> set[str]:
        recorded = {
            sha for (sha,) in store.rows("lost_puzzle_prompts", {"shas": shas}, archive=False)
        }
        return recorded | (also_lost & set(shas))

    tasks, owned = puzzle_day.fresh_tasks(
        day,
        model,
        puzzle_day.surface_for(model, gateway),
        _puzzle_sha,
        owners_of,
        MAX_ATTEMPTS,
        lost,
        only,
    )
    sha = {task.slot_id: _puzzle_sha(task.prompt) for task in tasks}
    chosen = {task.slot_id: task for task in tasks}
    rows, registrations = [], []
    for slot_id, task in chosen.items():
        rows.append(puzzle_task_row(day, model, task, sha[slot_id]))
        if slot_id not in owned:
            registrations.append(
                {"prompt_sha256": sha[slot_id], "day": day, "model": model, "task_id": task.task_id}
            )
    return rows, registrations


@asset(
    partitions_def=daily_partitions,
    pool=WRITER_POOL,
    backfill_policy=single_run,
    group_name="collection",
    deps=[pins],
    description="The day's battery prompts and fresh puzzles per tracked model, with seeds.",
)
def tasks(
    context: AssetExecutionContext,
    warehouse: WarehouseResource,
    provider: GatewayResource,
    pipeline: PipelineResource,
) -> MaterializeResult:
    verify_battery()  # the pipeline refuses to run on a battery whose digest does not match
    days = partition_days(context)
    tracked = list(pipeline.models)
    store = warehouse.warehouse()
    battery = battery_templates()
    all_rows: list[dict] = []
    n_puzzles = 0
    with each_day("tasks", days) as ticker:
        for day in days:
            served = {
                m
                for (m, vanished) in store.rows(
                    "SELECT model, vanished FROM pins WHERE day = $day", {"day": day}
                )
                if not vanished
            }
            for model in tracked:
                if model not in served:
                    context.log.warning(f"{model} is not served on {day}; no tasks planned")
                    continue
                rows, registrations = puzzle_rows(store, day, model, provider.gateway)
                if registrations:
                    _register(store, registrations)
                all_rows.extend({"day": day, "model": model, **t} for t in battery)
                all_rows.extend(rows)
                n_puzzles += len(rows)
            ticker.tick(day, f"{len(served & set(tracked))} models planned")
    store.replace_days(
        "tasks",
        days,
        pl.DataFrame(all_rows, infer_schema_length=None) if all_rows else pl.DataFrame(),
    )
    record_stage(store, days, "tasks", "ok", run_id=context.run_id)
    return MaterializeResult(
        metadata={
            "days": len(days),
            "tasks": len(all_rows),
            "puzzles": n_puzzles,
            "slot_mix_version": SLOT_MIX_VERSION,
        }
    )


def _register(store: Warehouse, registrations: list[dict]) -> None:
    with store.connect() as con:
        con.register("incoming", pl.DataFrame(registrations).to_arrow())
        con.execute("INSERT OR IGNORE INTO puzzle_prompts BY NAME SELECT * FROM incoming")
        con.unregister("incoming")

"""The archive the backfill benchmark re-derives from: a year of pins, tasks, answers and verdicts.

Collecting a year for 20 models over HTTP takes hours (about 584,000 requests), and the benchmark
times only what comes after the archive, so the archive is written in process: the replies come
from the OpenRouter simulator's own `Responder` (the same functions the loopback server answers
with), the verdicts from the verdicts stage's own scoring functions. It is cached under
`var/bench/` keyed by its parameters, so only the first benchmark run pays for it.

The world is the demo scenario moved back to the benchmark's year and cloned five times (20
aliases), so the year holds the demo's changes (a slipping skill, a verbose model, a moved pin,
a reply only triage can rate) at its start and a steady stream of ordinary days after them.

One shortcut, stated: generating and solving a fresh puzzle costs about 2 ms, 7 minutes for a
year of 20 models, so each slot draws from a pool of pre-generated instances instead of a new
one a day. The derived stages never look at a prompt's freshness (that is the tasks stage's
rule), only at the verdicts, which are graded exactly as every day's are.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import polars as pl

from assets.collect import RESPONSE_SCHEMA
from assets.tasks import battery_templates, puzzle_task_row
from assets.verdicts import score_inputs
from detection.events.pin_resolution import PinRow, resolve_pins
from providers.simulator.knowledge import load_knowledge
from providers.simulator.respond import Responder
from providers.simulator.scenario import Scenario
from providers.simulator.tasks import Task, puzzle_key
from puzzles.day import PuzzleTask, make_task, surface_for
from puzzles.slots import load_slots
from records.prompt_hash import prompt_sha256
from runtime.settings import DEMO_SCENARIO
from scoring.battery import load_battery
from warehouse.store import Warehouse

GATEWAY = "openrouter:api"
POOL_SIZE = 12
"""Pre-generated instances per puzzle slot (see the module docstring)."""
CHUNK_DAYS = 15
"""Days written per transaction while building: bounds the memory the build needs."""
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def bench_scenario(start: dt.date, clones: int) -> dict[str, Any]:
    """The demo scenario shifted so its start falls on `start`, each model cloned `clones` times."""
    raw = json.loads(DEMO_SCENARIO.read_text(encoding="utf-8"))
    shift = start - dt.date.fromisoformat(raw["start"])

    def moved(value: Any) -> Any:
        if isinstance(value, str) and _DATE.match(value):
            return (dt.date.fromisoformat(value) + shift).isoformat()
        if isinstance(value, dict):
            return {k: moved(v) for k, v in value.items()}
        if isinstance(value, list):
            return [moved(v) for v in value]
        return value

    shifted = moved(raw)
    models: list[object] = []
    scripted: list[object] = []
    for k in range(clones):
        suffix = f"-{k:02d}"
        for m in shifted["models"]:
            versions = [{**v, "slug": v["slug"] + suffix} for v in m["versions"]]
            models.append({**m, "alias": m["alias"] + suffix, "versions": versions})
        scripted.extend({**s, "model": s["model"] + suffix} for s in shifted.get("scripted", []))
    return {**shifted, "models": models, "scripted": scripted, "faults": {}}


def _puzzle_pool() -> dict[str, list[PuzzleTask]]:
    """`POOL_SIZE` solved instances per slot, from seeds no real day uses."""
    surface = surface_for("bench/pool", GATEWAY)
    first = dt.date(2000, 1, 1)
    return {
        slot.slot_id: [
            make_task(first + dt.timedelta(days=i), surface, slot) for i in range(POOL_SIZE)
        ]
        for slot in load_slots()
    }


def _pins(scenario: Scenario, days: list[dt.date]) -> list[PinRow]:
    """Each alias's pin per day, resolved by the pins stage's own rule from the scenario."""
    tracked = [m.alias for m in scenario.models]
    previous: dict[str, str | None] = {}
    gone: dict[str, dt.date] = {}
    rows: list[PinRow] = []
    for day in days:
        listed: dict[str, str | None] = {
            m.alias: version.slug
            for m in scenario.models
            if (version := m.version_on(day)) is not None
        }
        resolved = resolve_pins(day, tracked, listed, previous, gone)
        for r in resolved:
            previous[r.model] = r.version if r.version is not None else previous.get(r.model)
            if r.vanished_since is not None:
                gone[r.model] = r.vanished_since
            else:
                gone.pop(r.model, None)
        rows.extend(resolved)
    return rows


def _day_rows(
    scenario: Scenario,
    responder: Responder,
    day: dt.date,
    day_index: int,
    pins: dict[str, PinRow],
    pool: dict[str, list[PuzzleTask]],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The day's task rows and answer rows for every served model."""
    battery = {e.id: e for e in load_battery().entries}
    templates = battery_templates()
    tasks: list[dict[str, Any]] = []
    answers: list[dict[str, Any]] = []
    stamp = dt.datetime.combine(day, dt.time(9), tzinfo=dt.UTC)
    for model_index, model in enumerate(scenario.models):
        pin = pins[model.alias]
        if pin.vanished:
            continue
        planned: list[tuple[dict[str, Any], Task, str]] = []
        for t in templates:
            entry = battery[t["task_id"]]
            row = {"day": day, "model": model.alias, **t}
            text = "\n".join(m["content"] for m in entry.messages())
            planned.append((row, Task(key=entry.id, kind="battery", entry=entry), text))
        for instances in pool.values():
            task = instances[(day_index + model_index) % len(instances)]
            messages = [{"role": "user", "content": task.prompt}]
            row = puzzle_task_row(day, model.alias, task, prompt_sha256(messages))
            sim_task = Task(
                key=puzzle_key(task.family, task.level),
                kind="puzzle",
                family=task.family,
                level=task.level,
                answer=task.answer,
            )
            planned.append((row, sim_task, task.prompt))
        for row, sim_task, text in planned:
            reply = responder.reply(model, day, sim_task, text, row["prompt_sha256"])
            tasks.append(row)
            answers.append(
                {
                    "response_id": f"bench-{day.isoformat()}-{model.alias}-{row['task_id']}",
                    "day": day,
                    "model": model.alias,
                    "task_id": row["task_id"],
                    "suite": row["suite"],
                    "prompt_sha256": row["prompt_sha256"],
                    "status": "answered",
                    "http_status": 200,
                    "error": None,
                    "tries": 1,
                    "latency_ms": float(reply.latency_ms),
                    "prompt_tokens": reply.prompt_tokens,
                    "completion_tokens": reply.completion_tokens,
                    "reasoning_tokens": reply.reasoning_tokens,
                    "provider": reply.provider,
                    "finish_reason": reply.finish_reason,
                    "native_finish_reason": reply.native_finish_reason,
                    "response_model": pin.version,
                    "generation_id": None,
                    "content": reply.content,
                    "raw_body": None,
                    "collector": "bench",
                    "requested_at": stamp,
                    "received_at": stamp,
                }
            )
    return tasks, answers


def _chunks(days: list[dt.date], size: int) -> Iterator[list[dt.date]]:
    for i in range(0, len(days), size):
        yield days[i : i + size]


def build_archive(
    store: Warehouse,
    scenario: Scenario,
    days: list[dt.date],
    say: Callable[[str], None] = lambda _: None,
) -> int:
    """Write pins, tasks, answers and verdicts of `days` for every model of `scenario`.

    Returns the number of answers archived.
    """
    responder = Responder(scenario, load_knowledge())
    pool = _puzzle_pool()
    pin_rows = _pins(scenario, days)
    resolved_at = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)
    store.replace_days(
        "pins",
        days,
        pl.DataFrame([{**r.model_dump(), "resolved_at": resolved_at} for r in pin_rows]),
    )
    by_day: dict[dt.date, dict[str, PinRow]] = {}
    for r in pin_rows:
        by_day.setdefault(r.day, {})[r.model] = r
    total = 0
    for chunk in _chunks(days, CHUNK_DAYS):
        tasks: list[dict[str, Any]] = []
        answers: list[dict[str, Any]] = []
        for day in chunk:
            t, a = _day_rows(scenario, responder, day, days.index(day), by_day[day], pool)
            tasks.extend(t)
            answers.extend(a)
        store.replace_days("tasks", chunk, pl.DataFrame(tasks, infer_schema_length=None))
        store.append("responses", pl.DataFrame(answers, schema=RESPONSE_SCHEMA))
        verdicts = score_inputs(store.frame("verdict_inputs", {"days": chunk}))
        store.replace_days("verdicts", chunk, verdicts)
        total += len(answers)
        say(f"archive: {chunk[-1].isoformat()} ({total} answers)")
    return total

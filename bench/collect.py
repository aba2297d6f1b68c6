"""`modeldrift bench collect`: how close one day's collection for 20 models comes to the ideal.

Three figures, each measured on the real collection loop (`assets.collect.collect_day`: pending
tasks read from a scratch DuckDB warehouse, the pooled OpenRouter client with its retries and
redaction, answers archived in batches) against the project's simulator on 127.0.0.1:

- **fixed latency**: the simulator's benchmark mode really waits L ms before every reply, and the
  client keeps C requests in flight. Nothing can beat `requests x L / C`, so the wall time over
  that ideal says what our own side costs (goal: at most 1.15).
- **zero latency**: the simulator answers at once; requests per second is then the cost of the
  client, the loop, the writes and the simulator together (goal: at least 1000).
- **two workers**: one collection worker against two (`bench.collect_cluster`: a throwaway
  cluster collects an untimed warm-up day with two Celery workers, then a day with two, then a
  day with one; `--no-workers` skips it).

The simulator runs in its own process, as it would as a gateway: a simulator in the collector's
own process would measure how the two share one interpreter lock, not the collector. The day's
tasks (50 battery prompts and 30 fresh puzzles per model) are planned the way the `tasks` asset
plans them. Figures depend on the machine and its load: compare them within one run.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import polars as pl
from pydantic import SecretStr

from assets.collect import HOLD_S, MAX_UNWRITTEN, HeldConnection, collect_day, write_responses
from assets.tasks import battery_templates, puzzle_rows
from bench.collect_cluster import two_workers_speedup
from providers.openrouter import OpenRouterClient
from runtime.settings import DEMO_SCENARIO, SIMULATOR_KEY
from warehouse.store import Warehouse

MODELS = 20
DAY = dt.date(2026, 11, 20)
LATENCY_MS = 500
"""Half a second: quicker than any model the demo simulates (its fastest answers in about 900 ms),
so what the ratio shows is our side, with requests arriving far faster than real ones do."""
CONCURRENCY = 32
GOAL_RATIO = 1.15
GOAL_REQ_PER_S = 1000.0
GATEWAY = "openrouter:api"
UNBOUNDED_UNWRITTEN = 4096
"""For the diagnostic run that lets answers pile up unwritten, to show the rest of the loop."""
SERVER_START_S = 60.0


@dataclass(frozen=True)
class Measurement:
    """One timed collection of a day."""

    requests: int
    wall_s: float
    answered: int

    @property
    def req_per_s(self) -> float:
        """Requests per second of wall time, the loopback figure."""
        return self.requests / self.wall_s


def bench_scenario(models: int = MODELS) -> dict[str, object]:
    """The demo scenario's five behaviours spread over `models` aliases (bench/m01, ...)."""
    demo = json.loads(DEMO_SCENARIO.read_text(encoding="utf-8"))
    out = []
    for i in range(models):
        source = demo["models"][i % len(demo["models"])]
        alias = f"bench/m{i + 1:02d}"
        versions = [
            {**v, "slug": f"{alias}-{n}"} for n, v in enumerate(source["versions"], start=1)
        ]
        out.append({**source, "alias": alias, "name": alias, "versions": versions})
    return {"seed": demo["seed"], "description": "modeldrift bench collect", "models": out}


def plan_day(store: Warehouse, day: dt.date, aliases: list[str]) -> int:
    """Write the day's tasks for `aliases` as the `tasks` asset would; returns how many."""
    battery = battery_templates()
    rows: list[dict[str, object]] = []
    for alias in aliases:
        puzzles, _ = puzzle_rows(store, day, alias, GATEWAY)
        rows.extend({"day": day, "model": alias, **t} for t in battery)
        rows.extend(puzzles)
    store.replace_days("tasks", [day], pl.DataFrame(rows, infer_schema_length=None))
    return len(rows)


@contextmanager
def simulator_process(scenario: Path, latency_ms: int) -> Iterator[str]:
    """`modeldrift sim serve` in a child process; yields its base URL."""
    command = [
        sys.executable,
        "-m",
        "dagster_project.cli",
        "sim",
        "serve",
        "--scenario",
        str(scenario),
        "--fixed-latency-ms",
        str(latency_ms),
    ]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        if not line.startswith("http://"):
            raise RuntimeError(f"the simulator did not start (printed {line!r})")
        yield line
    finally:
        proc.terminate()
        proc.wait(timeout=SERVER_START_S)


@dataclass(frozen=True)
class Ceiling:
    """What a bare client gets from the simulator a collection is measured against."""

    first_sight: float
    """Requests/s the first time the simulator sees each prompt: it solves every puzzle then
    (an exact solver, up to a tenth of a second for a large one), which no real gateway does."""
    warm: float | None
    """Requests/s on the same prompts again: the simulator answering, as the collection meets it
    (measured at zero latency only)."""


def measure(
    root: Path,
    scenario: Path,
    latency_ms: int,
    concurrency: int,
    max_unwritten: int = MAX_UNWRITTEN,
) -> tuple[Measurement, Ceiling, Warehouse]:
    """Plan and collect one day in a fresh warehouse under `root`; times the collection only.

    Also returns, from the same simulator, the requests/s a minimal client reaches (the
    simulator's own ceiling at this moment's load), so the two can be compared. The bare
    client's first pass also primes the simulator's solved puzzles and its replies (it keeps
    both by prompt), so the collection measures our side against a simulator that answers
    rather than solves and writes: the cost of the simulator's exact solver and of its reply
    synthesis belongs to no real gateway. The simulated replies are the same either way (the
    scenario has no faults, the only draws that count attempts)."""
    aliases = [m["alias"] for m in json.loads(scenario.read_text())["models"]]
    store = Warehouse(root / f"L{latency_ms}-C{concurrency}-U{max_unwritten}.duckdb")
    requests = plan_day(store, DAY, aliases)
    with simulator_process(scenario, latency_ms) as base_url:
        bodies = [
            json.dumps({"model": m, "messages": json.loads(t)}).encode("utf-8")
            for m, t in store.rows("SELECT model, messages_json FROM tasks ORDER BY ALL")
        ]
        first_sight = asyncio.run(minimal_client_rate(base_url, bodies, concurrency))
        # At a fixed latency every reply waits L ms, so a second pass would say nothing more.
        warm = (
            asyncio.run(minimal_client_rate(base_url, bodies, concurrency))
            if not latency_ms
            else None
        )
        ceiling = Ceiling(first_sight=first_sight, warm=warm)
        client = OpenRouterClient(
            base_url, SecretStr(SIMULATOR_KEY), simulated_day=DAY, concurrency=concurrency
        )
        started = time.perf_counter()
        counts = collect_day(
            store,
            client,
            DAY,
            collector="simulator",
            battery_timeout_s=120.0,
            puzzle_timeout_s=480.0,
            max_unwritten=max_unwritten,
            progress=False,
        )
        wall = time.perf_counter() - started
    if counts["sent"] != requests:
        raise RuntimeError(f"planned {requests} requests but sent {counts['sent']}")
    return Measurement(requests=requests, wall_s=wall, answered=counts["answered"]), ceiling, store


async def minimal_client_rate(base_url: str, bodies: list[bytes], concurrency: int) -> float:
    """Requests/s of a bare keep-alive client (no retries, parsing or archive) on `bodies`."""
    host_port = base_url.split("//", 1)[1].split("/", 1)[0]
    host, port = host_port.rsplit(":", 1)
    path = "/" + base_url.split("//", 1)[1].split("/", 1)[1] + "/chat/completions"
    head = (
        f"POST {path} HTTP/1.1\r\nHost: {host_port}\r\nAuthorization: Bearer {SIMULATOR_KEY}"
        f"\r\nX-Sim-Day: {DAY.isoformat()}\r\nContent-Type: application/json\r\n"
    )
    queue = list(bodies)

    async def connection() -> None:
        reader, writer = await asyncio.open_connection(host, int(port))
        while queue:
            body = queue.pop()
            writer.write(f"{head}Content-Length: {len(body)}\r\n\r\n".encode() + body)
            lines = (await reader.readuntil(b"\r\n\r\n")).split(b"\r\n")
            length = next(
                int(ln.split(b":")[1]) for ln in lines if ln.lower().startswith(b"content-length")
            )
            await reader.readexactly(length)
        writer.close()

    started = time.perf_counter()
    await asyncio.gather(*(connection() for _ in range(concurrency)))
    return len(bodies) / (time.perf_counter() - started)


def write_cost_s(
    source: Warehouse, root: Path, rows: int = MAX_UNWRITTEN // 2, repeats: int = 5
) -> tuple[float, float]:
    """Median seconds of one archive write of `rows` answers, copied from a collected day: on the
    connection the collection writer holds across batches, and opening and closing one per write.
    """
    sample = source.frame(f"SELECT * FROM responses LIMIT {rows}").to_dicts()
    target = Warehouse(root / "write-cost.duckdb")
    held, alone = [], []
    connection = HeldConnection(target, hold_s=3600.0)
    try:
        for i in range(repeats + 1):
            batch = [{**row, "response_id": f"{row['response_id']}-h{i}"} for row in sample]
            started = time.perf_counter()
            connection.write(batch)
            held.append(time.perf_counter() - started)
    finally:
        connection.release()
    for i in range(repeats):
        batch = [{**row, "response_id": f"{row['response_id']}-{i}"} for row in sample]
        started = time.perf_counter()
        write_responses(target, batch)
        alone.append(time.perf_counter() - started)
    return statistics.median(held[1:]), statistics.median(alone)


def run(
    echo: Callable[[str], None] = print,
    latency_ms: int = LATENCY_MS,
    concurrency: int = CONCURRENCY,
    models: int = MODELS,
    workers: bool = True,
) -> dict[str, float | None]:
    """Run the three measurements and print them, the goals, and the summary line last.

    `workers=False` skips the two-worker figure, which starts a throwaway cluster (PostgreSQL,
    Redis, two Celery workers) and takes minutes; the line then says `n/a`."""
    with tempfile.TemporaryDirectory(prefix="modeldrift-bench-collect-") as tmp:
        root = Path(tmp)
        scenario = root / "scenario.json"
        scenario.write_text(json.dumps(bench_scenario(models)), encoding="utf-8")
        load = os.getloadavg()
        echo(
            f"collect benchmark: one day of {models} simulated models, simulator in its own "
            f"process on 127.0.0.1; {os.cpu_count()} cores, load average "
            f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}"
        )
        fixed, _, _ = measure(root, scenario, latency_ms, concurrency)
        ideal = fixed.requests * latency_ms / 1000.0 / concurrency
        ratio = fixed.wall_s / ideal
        echo(
            f"fixed latency: L={latency_ms} ms C={concurrency} requests={fixed.requests} "
            f"wall={fixed.wall_s:.2f} s ideal={ideal:.2f} s ratio={ratio:.3f} "
            f"(goal <= {GOAL_RATIO})"
        )
        zero, ceiling, collected = measure(root, scenario, 0, concurrency)
        echo(
            f"zero latency: C={concurrency} requests={zero.requests} wall={zero.wall_s:.2f} s "
            f"loopback={zero.req_per_s:.0f} req/s (goal >= {GOAL_REQ_PER_S:.0f}); the same "
            f"simulator serves a bare client {ceiling.warm or 0:.0f} req/s "
            f"({ceiling.first_sight:.0f} req/s on first sight of each prompt, solving its puzzles)"
        )
        half = MAX_UNWRITTEN // 2
        write_s, alone_s = write_cost_s(collected, root, half)
        echo(
            f"archive write: {half} answers in {write_s * 1000:.1f} ms on the writer's "
            f"held connection, {alone_s * 1000:.0f} ms opening and closing one (medians of 5; "
            f"the writer reopens every {HOLD_S} s); at most {MAX_UNWRITTEN} answers are "
            f"unwritten at once, so with {half} being written while {half} arrive the write "
            f"alone caps collection at about {half / write_s:.0f} answers/s"
        )
        unbounded, _, _ = measure(root, scenario, 0, concurrency, UNBOUNDED_UNWRITTEN)
        echo(
            f"zero latency, up to {UNBOUNDED_UNWRITTEN} answers unwritten (the write no longer "
            f"the limit; not the pipeline's setting): {unbounded.req_per_s:.0f} req/s"
        )
    speedup = two_workers_speedup() if workers else None
    shown = "n/a" if speedup is None else f"{speedup:.2f}"
    echo(f"two workers: {'skipped (--no-workers): n/a' if speedup is None else shown}")
    echo(
        f"collect: ratio_to_ideal={ratio:.3f} loopback_req_per_s={zero.req_per_s:.0f} "
        f"two_workers_speedup={shown}"
    )
    return {
        "ratio_to_ideal": ratio,
        "loopback_req_per_s": zero.req_per_s,
        "two_workers_speedup": speedup,
    }


if __name__ == "__main__":
    from bench import main_without_options

    main_without_options("collect", run)

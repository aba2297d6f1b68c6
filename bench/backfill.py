"""Benchmark of a single-run backfill: a year of derived assets for 20 models, archive in place.

A new scorer, a fixed detector or a new report page means re-deriving everything after the
archive, so how long that takes bounds how cheaply the method can evolve. This times one Dagster
run over the whole range (the derived assets' single-run backfill policy), baselines through
report, on a copy of a cached archive (`backfill_archive.py`): only the derived stages are timed.
Goal: at most 120 s for 365 days x 20 models on the shared 2-core machine.

Run with `modeldrift bench backfill` (`--days`, `--models` for a smaller world, `--profile FILE`
for a cProfile of the timed run). The last line is `backfill: year_20_models_s=<x>`; for another
size it names that size instead.
"""

from __future__ import annotations

import cProfile
import datetime as dt
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

START = dt.date(2025, 12, 1)
"""First day of the benchmark's year: past days, so every partition exists."""
ARCHIVE_VERSION = 2
"""Bump when the archive's content changes, so a stale cache is not reused."""
DEFAULT_CACHE = Path(__file__).resolve().parents[1] / "var" / "bench"


def _archive(cache: Path, days: int, clones: int, say: Callable[[str], None]) -> tuple[Path, Path]:
    """The cached archive and its scenario file, built on first use (then renamed into place)."""
    from bench.backfill_archive import bench_scenario, build_archive
    from providers.simulator.scenario import Scenario
    from warehouse.store import Warehouse, default_archive_root

    cache.mkdir(parents=True, exist_ok=True)
    raw = bench_scenario(START, clones)
    name = f"backfill-v{ARCHIVE_VERSION}-{START.isoformat()}-{days}d-{len(raw['models'])}m"
    archive, scenario_path = cache / f"{name}.duckdb", cache / f"{name}.scenario.json"
    scenario_path.write_text(json.dumps(raw, indent=1), encoding="utf-8")
    if archive.exists():
        return archive, scenario_path
    say(f"building the archive once: {days} days x {len(raw['models'])} models -> {archive}")
    tmp = archive.with_name(archive.name + ".building")
    tmp.unlink(missing_ok=True)
    t0 = time.perf_counter()
    span = [START + dt.timedelta(days=i) for i in range(days)]
    shards = default_archive_root(archive)
    shutil.rmtree(shards, ignore_errors=True)  # what a build that died half-way left
    n = build_archive(Warehouse(tmp, archive_root=shards), Scenario.model_validate(raw), span, say)
    os.replace(tmp, archive)
    say(f"archive built: {n} answers in {time.perf_counter() - t0:.0f} s")
    return archive, scenario_path


def run(
    say: Callable[[str], None],
    days: int = 365,
    clones: int = 4,
    cache: Path = DEFAULT_CACHE,
    profile: Path | None = None,
) -> float:
    """Time one single-run backfill of the derived assets; returns the seconds it took."""
    from warehouse.store import default_archive_root

    archive, scenario_path = _archive(cache, days, clones, say)
    end = START + dt.timedelta(days=days - 1)
    scenario = json.loads(scenario_path.read_text(encoding="utf-8"))
    models = [m["alias"] for m in scenario["models"]]
    with tempfile.TemporaryDirectory(prefix="modeldrift-backfill-") as scratch:
        root = Path(scratch)
        warehouse = root / "warehouse.duckdb"
        shutil.copyfile(archive, warehouse)
        env = {
            "MODELDRIFT_WAREHOUSE_PATH": str(warehouse),
            # The backfill only reads the archive, so it reads the cached shards in place.
            "MODELDRIFT_ARCHIVE_ROOT": str(default_archive_root(archive)),
            "MODELDRIFT_REPORT_DIR": str(root / "report"),
            "MODELDRIFT_MODELS": json.dumps(models),
            "MODELDRIFT_SCENARIO": str(scenario_path),
            "MODELDRIFT_PROVIDER": "simulator",
            "MODELDRIFT_FIRST_DAY": START.isoformat(),
            "DAGSTER_HOME": str(root / "dagster"),
        }
        (root / "dagster").mkdir()
        seconds = _timed_child(end, env, say, profile)
    label = "year" if days == 365 else f"{days}_days"
    say(f"backfill: {label}_{len(models)}_models_s={seconds:.1f}")
    return seconds


def _timed_child(
    end: dt.date, env: dict[str, str], say: Callable[[str], None], profile: Path | None
) -> float:
    """Run the timed part in a fresh process: the day partitions are built at import from the
    settings, and the benchmark's year starts before the configured first day."""
    child_env = {k: v for k, v in os.environ.items() if k != "OPENROUTER_BASE_URL"}
    child_env.update(env)
    command = [
        sys.executable,
        "-m",
        "bench.backfill",
        START.isoformat(),
        end.isoformat(),
    ]
    if profile is not None:
        command.append(str(profile))
    proc = subprocess.run(command, env=child_env, capture_output=True, text=True, check=False)
    lines = proc.stdout.splitlines()
    for line in lines[:-1]:
        say(line)
    if proc.returncode != 0 or not lines or not lines[-1].startswith(TIMED_PREFIX):
        tail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(f"the timed backfill run failed: {tail}")
    return float(lines[-1].removeprefix(TIMED_PREFIX))


TIMED_PREFIX = "timed_s="


def _timed_run(
    start: dt.date, end: dt.date, say: Callable[[str], None], profile: Path | None
) -> float:
    """Materialise baselines and everything downstream for `start`..`end` in one run."""
    if "runtime.partitions" in sys.modules and (
        sys.modules["runtime.partitions"].daily_partitions.start.date() > start
    ):
        raise RuntimeError(
            "the day partitions were built before the benchmark set its first day; run the "
            "benchmark in its own process (`modeldrift bench backfill`)"
        )
    from dagster import AssetSelection, DagsterInstance, materialize

    from assets.graph import ALL_ASSETS
    from runtime.partitions import range_tags
    from runtime.resources import resources_from
    from runtime.settings import load_settings
    from warehouse.store import Warehouse

    settings = load_settings()
    instance = DagsterInstance.ephemeral()
    profiler = cProfile.Profile() if profile else None
    load_before = os.getloadavg()[0]
    cpu0 = time.process_time()
    children0 = _children_cpu()
    t0 = time.perf_counter()
    if profiler:
        profiler.enable()
    result = materialize(
        ALL_ASSETS,
        selection=AssetSelection.keys("baselines").downstream(),
        tags=range_tags(start, end),
        resources=resources_from(settings),
        instance=instance,
        raise_on_error=True,
    )
    if profiler:
        profiler.disable()
    seconds = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    forked = _children_cpu() - children0
    say(
        f"timed run: {seconds:.1f} s wall, {cpu:.1f} s CPU in this process, {forked:.1f} s in "
        f"the processes it forked; 1-minute load "
        f"average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after on {os.cpu_count()} CPUs "
        "(other work on the machine stretches the wall time, not the CPU time)"
    )
    own_mib, child_mib = _peak_rss_mib()
    say(
        f"peak memory: {own_mib:.0f} MiB resident in this process, {child_mib:.0f} MiB in the "
        "largest process it forked (a child's figure counts the pages it still shares with this "
        "process copy-on-write, so it is an upper bound on what the fork added, and the two do "
        "not add up)"
    )
    if profiler and profile:
        profiler.dump_stats(str(profile))
        say(f"profile written to {profile}")
    failed = Warehouse(settings.warehouse_path, archive_root=settings.archive_root).rows(
        "SELECT stage, any_value(detail) FROM stage_runs WHERE run_id = $run "
        "AND status <> 'ok' GROUP BY stage",
        {"run": result.run_id},
    )
    for stage, detail in failed:
        say(f"stage {stage} did not finish: {detail}")
    if failed:
        raise RuntimeError("the benchmark run recorded a failed stage; its time is not a result")
    counts = Warehouse(settings.warehouse_path, archive_root=settings.archive_root).rows(
        "SELECT (SELECT count(*) FROM baselines), (SELECT count(*) FROM events), "
        "(SELECT count(*) FROM statuses), (SELECT count(*) FROM ratings)"
    )[0]
    say(
        f"derived rows: baselines={counts[0]} events={counts[1]} statuses={counts[2]} ratings={counts[3]}"
    )
    return seconds


def _peak_rss_mib() -> tuple[float, float]:
    """Peak resident memory of this process and of its largest finished child, in MiB (Linux
    reports ru_maxrss in KiB). The process figure spans the whole benchmark process, including
    the setup before the timed run."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return own / 1024, children / 1024


def _children_cpu() -> float:
    """CPU seconds of this process's finished children (the stages' forked helpers)."""
    times = os.times()
    return times.children_user + times.children_system


if __name__ == "__main__":
    _first, _last = (dt.date.fromisoformat(a) for a in sys.argv[1:3])
    _seconds = _timed_run(_first, _last, print, Path(sys.argv[3]) if len(sys.argv) > 3 else None)
    print(f"{TIMED_PREFIX}{_seconds:.3f}")

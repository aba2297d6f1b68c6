"""`modeldrift`: the command line for operators, analysts and the demo.

Every failure the user can fix ends as ONE line on stderr starting with "error:" and a non-zero
exit (2 for usage errors); `--verbose` shows the traceback as well (`cli_base.py`). Dagster is
imported only once a run is about to start.
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import sys
import time
from pathlib import Path
from typing import Any

import click

from dagster_project.cli_base import (
    EXIT_FAILED,
    EXIT_USAGE,
    OneLineGroup,
    check_days,
    guarded,
    parse_day,
    verbose,
)
from dagster_project.cli_puzzles import puzzles_group
from dagster_project.cli_sim import sim_group

__all__ = ["EXIT_FAILED", "EXIT_USAGE", "main"]


@click.group(cls=OneLineGroup)
@click.option("--verbose", is_flag=True, help="Show tracebacks, not just the one-line error.")
def main(verbose: bool) -> None:
    """modeldrift: did this hosted model get worse, or change, while its name stayed the same?"""


# -- pipeline ------------------------------------------------------------------------------------


def _run(
    job: str, start: dt.date, end: dt.date, *, lines_without_terminal: bool
) -> tuple[float, Any]:
    """Check the days and the settings, then run `job` over `start..end` (Dagster loads here)."""
    from runtime.settings import api_key_for, load_settings

    settings = load_settings()
    check_days(start, end, settings.first_day, dt.datetime.now(dt.UTC).date())
    api_key_for(settings.provider)  # a missing or malformed key fails before any import or request
    if settings.cluster_url:
        return _run_on_cluster(settings.cluster_url, job, start, end)
    from dagster_project.runner import QUIET, run_range

    on_terminal = sys.stderr.isatty()
    os.environ.setdefault(
        "MODELDRIFT_PROGRESS",
        "bars" if on_terminal else ("lines" if lines_without_terminal else "off"),
    )
    began = time.perf_counter()
    result = run_range(job, start, end, console_level="DEBUG" if verbose() else QUIET)
    return time.perf_counter() - began, result


def _run_on_cluster(url: str, job: str, start: dt.date, end: dt.date) -> tuple[float, Any]:
    """Submit the run to the cluster's webserver and wait for it (runtime/cluster_client.py)."""
    from runtime.cluster_client import submit_range, wait_for

    began = time.perf_counter()
    run_id = submit_range(url, job, start, end)
    click.echo(f"submitted run {run_id} to the cluster: {url}/runs/{run_id}")
    wait_for(url, run_id)
    return time.perf_counter() - began, None


def _responses_metadata(result: Any) -> dict[str, Any]:
    """The `responses` stage's counts, from the run's own materialisation event."""
    if result is None:  # ran on the cluster: its UI has the counts
        return {}
    try:
        events = result.asset_materializations_for_node("responses")
    except Exception:  # the job has no collection stage (a re-score)
        return {}
    merged: dict[str, Any] = {}
    for event in events:
        for key, value in event.metadata.items():
            merged[key] = getattr(value, "value", value)
    return merged


def _print_outcome(result: Any, day: dt.date, took: float) -> None:
    from dagster_project.cli_output import collection_line, status_table, where_lines
    from runtime.settings import load_settings
    from warehouse.store import Warehouse

    settings = load_settings()
    store = Warehouse(settings.warehouse_path, archive_root=settings.archive_root)
    line = collection_line(_responses_metadata(result))
    if line:
        click.echo(line)
    click.echo(status_table(store, day))
    for text in where_lines(store.path, store.published_path, settings.report_dir, took):
        click.echo(text)


@main.command()
@click.option("--day", required=True, help="UTC day to collect and score, e.g. 2026-11-29.")
@guarded
def run(day: str) -> None:
    """Run the whole daily chain for one day."""
    d = parse_day(day, "--day")
    took, result = _run("modeldrift_daily", d, d, lines_without_terminal=False)
    click.echo(f"ran {d} in {took:.1f} s")
    _print_outcome(result, d, took)


@main.command()
@click.option("--start", required=True, help="First UTC day.")
@click.option("--end", required=True, help="Last UTC day (inclusive).")
@guarded
def backfill(start: str, end: str) -> None:
    """Run the daily chain for a range of days, as one single-run backfill."""
    s, e = parse_day(start, "--start"), parse_day(end, "--end")
    took, result = _run("modeldrift_daily", s, e, lines_without_terminal=False)
    click.echo(f"backfilled {s}..{e} ({(e - s).days + 1} days) in {took:.1f} s")
    _print_outcome(result, e, took)


@main.command()
@guarded
def rescore() -> None:
    """Re-score the whole archive with the current scorer (one run); derived stages follow."""
    from runtime.settings import load_settings
    from scoring.scorer import SCORER_VERSION
    from warehouse.store import Warehouse

    settings = load_settings()
    store = Warehouse(settings.warehouse_path, archive_root=settings.archive_root)
    ((start, end),) = store.rows("SELECT min(day), max(day) FROM responses")
    if start is None:
        raise ValueError(
            "the archive is empty: nothing to re-score (run `modeldrift run --day ...` first)"
        )
    took, _ = _run("modeldrift_rescore", start, end, lines_without_terminal=False)
    click.echo(f"re-scored {start}..{end} with scorer {SCORER_VERSION} in {took:.1f} s")


@main.command()
@click.option("--start", default="2026-11-01", show_default=True, help="First demo day.")
@click.option("--days", default=21, show_default=True, type=click.IntRange(1, 400))
@click.option("--fresh", is_flag=True, help="Delete the demo warehouse and report first.")
@guarded
def demo(start: str, days: int, fresh: bool) -> None:
    """Build the demo: the embedded simulator, N days of history, the report."""
    from runtime.settings import load_settings
    from warehouse.store import Warehouse

    settings = load_settings()
    if settings.provider != "simulator":
        raise ValueError("the demo runs on the simulator; unset MODELDRIFT_PROVIDER")
    s = parse_day(start, "--start")
    e = s + dt.timedelta(days=days - 1)
    store = Warehouse(settings.warehouse_path, archive_root=settings.archive_root)
    if fresh:
        for path in (store.path, store.published_path, Path(str(store.path) + ".wal")):
            path.unlink(missing_ok=True)
        shutil.rmtree(settings.report_dir, ignore_errors=True)
    click.echo(f"demo: {days} days ({s}..{e}) for {len(settings.models)} simulated models ...")
    took, result = _run("modeldrift_daily", s, e, lines_without_terminal=True)
    _print_outcome(result, e, took)


# -- analysts ------------------------------------------------------------------------------------


@main.command()
@click.argument("query")
@click.option(
    "--live",
    is_flag=True,
    help="Query the live warehouse (read-only; the pipeline's writer waits for it) instead of "
    "the published copy.",
)
@click.option(
    "--timeout",
    "timeout_s",
    default=60.0,
    show_default=True,
    type=click.FloatRange(min=0.1),
    help="With --live: stop a query that runs longer than this many seconds.",
)
@guarded
def sql(query: str, live: bool, timeout_s: float) -> None:
    """Run read-only ad-hoc SQL on the published copy (or --live) and print a table."""
    from dagster_project.table import render
    from runtime.settings import load_settings
    from warehouse.adhoc import run_query
    from warehouse.store import Warehouse

    settings = load_settings()
    store = Warehouse(settings.warehouse_path, settings.lock_timeout_s, settings.archive_root)
    if live:
        result = run_query(
            store.path,
            query,
            archive_root=store.archive_root,
            writer_lock=store.lock_path,
            lock_timeout_s=store.lock_timeout_s,
            timeout_s=timeout_s,
        )
    else:
        if not store.published_path.exists():
            raise ValueError(
                f"no published copy at {str(store.published_path)!r} yet; run the pipeline "
                "(e.g. `make demo`) first"
            )
        result = run_query(store.published_path, query, archive_root=store.archive_root)
    click.echo(render(result.columns, result.rows))
    n = len(result.rows)
    click.echo(f"({n} row{'s' if n != 1 else ''})")


# -- battery -------------------------------------------------------------------------------------


@main.group()
def battery() -> None:
    """The frozen battery of 50 prompts."""


@battery.command("verify")
@click.option(
    "--path",
    type=click.Path(path_type=Path),
    default=None,
    help="A battery file (default: the bundled one).",
)
@guarded
def battery_verify(path: Path | None) -> None:
    """Recompute battery.json's sha256 and compare it with the published digest."""
    from scoring.battery import EXPECTED_BATTERY_SHA256, verify_battery

    digest = verify_battery(path)
    click.echo(f"ok: battery sha256 {digest} matches the published {EXPECTED_BATTERY_SHA256}")


# -- benchmarks ----------------------------------------------------------------------------------


@main.group()
def bench() -> None:
    """Benchmarks: printed figures, never timed tests."""


@bench.command("puzzles")
def bench_puzzles() -> None:
    """Solve times per family and level; a day for 20 models."""
    from bench.puzzles import run as run_bench

    run_bench(click.echo)


@bench.command("detector")
@click.option(
    "--histories",
    default=8000,
    show_default=True,
    type=click.IntRange(20, 1_000_000),
    help="Stable simulated models (half as many per drop); fewer is faster and noisier.",
)
def bench_detector(histories: int) -> None:
    """False alarms and days to detect, fixed-window vs sequential."""
    from bench.detector import run as run_bench

    run_bench(click.echo, histories=histories)


@bench.command("scorer")
def bench_scorer() -> None:
    """Scorer accuracy per check on every part of the reply corpus (frozen, held-out, dev)."""
    from bench.scorer import CorpusUnavailableError
    from bench.scorer import run as run_bench

    try:
        run_bench(click.echo)
    except CorpusUnavailableError as exc:
        raise click.ClickException(str(exc)) from exc


@bench.command("rescore")
@click.option("--n", default=500_000, show_default=True, type=click.IntRange(1000, 10_000_000))
@click.option(
    "--rounds",
    default=5,
    show_default=True,
    type=click.IntRange(1, 100),
    help="Rounds of one v1 and one v2 re-score, alternating; each version's median is reported.",
)
@click.option(
    "--split",
    is_flag=True,
    help="Also time each battery category alone with each version (one worker, cold caches) and "
    "print what the 0.8x goal leaves the costliest category.",
)
def bench_rescore(n: int, rounds: int, split: bool) -> None:
    """Re-score a synthetic archive of N responses with v1 and v2; ratio to a plain scan."""
    from bench.rescore import run as run_bench
    from bench.scorer_history import ScorerHistoryError

    try:
        run_bench(click.echo, n=n, rounds=rounds, split=split)
    except ScorerHistoryError as exc:
        raise click.ClickException(str(exc)) from exc


@bench.command("backfill")
@click.option("--days", default=365, show_default=True, type=click.IntRange(8, 366))
@click.option(
    "--clones",
    default=4,
    show_default=True,
    type=click.IntRange(1, 10),
    help="Copies of the demo's 5 models (4 -> 20 models).",
)
@click.option(
    "--profile", type=click.Path(path_type=Path), help="Write a cProfile of the timed run."
)
def bench_backfill(days: int, clones: int, profile: Path | None) -> None:
    """Time one single-run backfill of baselines through report over a cached archive."""
    from bench.backfill import run as run_bench

    run_bench(click.echo, days=days, clones=clones, profile=profile)


@bench.command("collect")
@click.option("--latency-ms", default=500, show_default=True, type=click.IntRange(1, 10_000))
@click.option("--concurrency", default=32, show_default=True, type=click.IntRange(1, 256))
@click.option("--models", default=20, show_default=True, type=click.IntRange(1, 200))
@click.option(
    "--workers/--no-workers",
    default=True,
    show_default=True,
    help="Also time one Celery worker against two on a throwaway cluster (minutes).",
)
def bench_collect(latency_ms: int, concurrency: int, models: int, workers: bool) -> None:
    """One day of 20 simulated models: wall time against the ideal, loopback requests/s."""
    from bench.collect import run as run_bench

    run_bench(
        click.echo, latency_ms=latency_ms, concurrency=concurrency, models=models, workers=workers
    )


@main.group()
def docs() -> None:
    """Docs generated from the code."""


@docs.command("method")
@click.option(
    "--write", "mode", flag_value="write", default=True, help="Regenerate docs/method.md."
)
@click.option(
    "--check", "mode", flag_value="check", help="Exit non-zero if docs/method.md is stale."
)
def docs_method(mode: str) -> None:
    """Regenerate (or check) docs/method.md from the constants in the code."""
    from report.method_doc import METHOD_DOC, render_method, write_method

    if mode == "check":
        current = METHOD_DOC.read_text(encoding="utf-8") if METHOD_DOC.exists() else ""
        if current != render_method():
            click.echo(
                "error: docs/method.md is stale; run `modeldrift docs method --write`", err=True
            )
            sys.exit(EXIT_FAILED)
        click.echo("ok: docs/method.md matches the code")
        return
    click.echo(f"wrote {write_method()}")


# Command groups owned by their packages' CLI modules.
main.add_command(puzzles_group, "puzzles")
main.add_command(sim_group, "sim")

if __name__ == "__main__":
    main()

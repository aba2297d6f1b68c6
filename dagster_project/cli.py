"""`modeldrift`: the command line for operators, analysts and the demo.

Every failure the user can fix ends as ONE line on stderr starting with "error:" and a non-zero
exit; `--verbose` shows the traceback as well.
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from dagster_project.cli_puzzles import puzzles_group
from dagster_project.cli_sim import sim_group

EXIT_USAGE = 2
EXIT_FAILED = 1


def _known_errors() -> tuple[type[BaseException], ...]:
    from dagster_project.resources import PastDayRefused
    from dagster_project.runner import RunFailed
    from dagster_project.settings import ConfigError
    from detection.pin_resolution import UnknownAlias
    from providers.openrouter import ProviderError
    from scoring.battery import BatteryError
    from warehouse.errors import WarehouseError

    known: list[type[BaseException]] = [
        ConfigError,
        RunFailed,
        PastDayRefused,
        UnknownAlias,
        ProviderError,
        BatteryError,
        WarehouseError,
        ValueError,
        OSError,
    ]
    try:
        from providers.simulator.scenario import ScenarioError

        known.append(ScenarioError)
    except ImportError:
        pass
    return tuple(known)


def guarded(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn the errors a user can fix into one line and an exit status."""

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        ctx = click.get_current_context()
        verbose = bool(ctx.find_root().params.get("verbose"))
        try:
            return fn(*args, **kwargs)
        except click.exceptions.Exit:
            raise
        except _known_errors() as exc:
            if verbose:
                traceback.print_exc()
            message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            click.echo(f"error: {message}", err=True)
            sys.exit(EXIT_FAILED)

    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper


def _date(value: str, name: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise click.BadParameter(
            f"{value!r} is not a date like 2026-11-29", param_hint=name
        ) from None


@click.group()
@click.option("--verbose", is_flag=True, help="Show tracebacks, not just the one-line error.")
def main(verbose: bool) -> None:
    """modeldrift: did this hosted model get worse, or change, while its name stayed the same?"""


# -- pipeline ------------------------------------------------------------------------------------


def _run(job: str, start: dt.date, end: dt.date) -> float:
    from dagster_project.runner import run_range

    os.environ.setdefault("MODELDRIFT_PROGRESS", "1")
    verbose = bool(click.get_current_context().find_root().params.get("verbose"))
    began = time.perf_counter()
    run_range(job, start, end, console_level="DEBUG" if verbose else "ERROR")
    return time.perf_counter() - began


@main.command()
@click.option("--day", required=True, help="UTC day to collect and score, e.g. 2026-11-29.")
@guarded
def run(day: str) -> None:
    """Run the whole daily chain for one day."""
    d = _date(day, "--day")
    took = _run("modeldrift_daily", d, d)
    click.echo(f"ran {d} in {took:.1f} s")


@main.command()
@click.option("--start", required=True, help="First UTC day.")
@click.option("--end", required=True, help="Last UTC day (inclusive).")
@guarded
def backfill(start: str, end: str) -> None:
    """Run the daily chain for a range of days, as one single-run backfill."""
    s, e = _date(start, "--start"), _date(end, "--end")
    took = _run("modeldrift_daily", s, e)
    click.echo(f"backfilled {s}..{e} ({(e - s).days + 1} days) in {took:.1f} s")


@main.command()
@guarded
def rescore() -> None:
    """Re-score the whole archive with the current scorer (one run); derived stages follow."""
    from dagster_project.settings import load_settings
    from scoring.scorer import SCORER_VERSION
    from warehouse.store import Warehouse

    store = Warehouse(load_settings().warehouse_path)
    ((start, end),) = store.rows("SELECT min(day), max(day) FROM responses")
    if start is None:
        raise ValueError(
            "the archive is empty: nothing to re-score (run `modeldrift run --day ...` first)"
        )
    took = _run("modeldrift_rescore", start, end)
    click.echo(f"re-scored {start}..{end} with scorer {SCORER_VERSION} in {took:.1f} s")


@main.command()
@click.option("--start", default="2026-11-01", show_default=True, help="First demo day.")
@click.option("--days", default=21, show_default=True, type=click.IntRange(1, 400))
@click.option("--fresh", is_flag=True, help="Delete the demo warehouse and report first.")
@guarded
def demo(start: str, days: int, fresh: bool) -> None:
    """Build the demo: the embedded simulator, N days of history, the report."""
    from dagster_project.settings import load_settings
    from warehouse.store import Warehouse

    settings = load_settings()
    if settings.provider != "simulator":
        raise ValueError("the demo runs on the simulator; unset MODELDRIFT_PROVIDER")
    s = _date(start, "--start")
    e = s + dt.timedelta(days=days - 1)
    store = Warehouse(settings.warehouse_path)
    if fresh:
        for path in (store.path, store.published_path, Path(str(store.path) + ".wal")):
            path.unlink(missing_ok=True)
        shutil.rmtree(settings.report_dir, ignore_errors=True)
    click.echo(f"demo: {days} days ({s}..{e}) for {len(settings.models)} simulated models ...")
    took = _run("modeldrift_daily", s, e)
    click.echo(_summary(store, e))
    click.echo(f"\nwarehouse : {store.path}")
    click.echo(f'published : {store.published_path}  (query it: modeldrift sql "SELECT ...")')
    click.echo(f"report    : {settings.report_dir / 'index.html'}")
    click.echo(f"took      : {took:.1f} s")


def _summary(store: Any, day: dt.date) -> str:
    from dagster_project.table import render

    rows = store.rows(
        "SELECT model, CASE WHEN puzzle_status = 'building baseline' "
        "THEN 'baseline day ' || baseline_day || ' of 14' ELSE puzzle_status END, "
        "round(rating), round(rating_se), battery_drift, "
        "n_major, n_significant, n_minor, version, pin_moved FROM statuses WHERE day = $day ORDER BY model",
        {"day": day},
    )
    cols = [
        "model",
        "puzzles",
        "rating",
        "±se",
        "battery drift",
        "major",
        "signif.",
        "minor",
        "version",
        "moved",
    ]
    return f"\nstatus on {day}:\n" + render(cols, rows)


# -- analysts ------------------------------------------------------------------------------------


@main.command()
@click.argument("query")
@click.option(
    "--live",
    is_flag=True,
    help="Query the live warehouse (waits for the writer) instead of the published copy.",
)
@guarded
def sql(query: str, live: bool) -> None:
    """Run ad-hoc SQL on the published read-only copy and print a table."""
    import duckdb

    from dagster_project.settings import load_settings
    from dagster_project.table import render
    from warehouse.store import Warehouse

    store = Warehouse(load_settings().warehouse_path)
    if live:
        with store.connect() as con:
            result = con.execute(query)
            rows, cols = result.fetchall(), [d[0] for d in result.description or []]
    else:
        if not store.published_path.exists():
            raise ValueError(
                f"no published copy at {str(store.published_path)!r} yet; run the pipeline "
                "(e.g. `make demo`) first"
            )
        con = duckdb.connect(str(store.published_path), read_only=True)
        try:
            result = con.execute(query)
            rows, cols = result.fetchall(), [d[0] for d in result.description or []]
        except duckdb.Error as exc:
            raise ValueError(f"SQL failed: {str(exc).splitlines()[0]}") from exc
        finally:
            con.close()
    click.echo(render(cols, rows))
    click.echo(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")


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
    from dagster_project.bench.puzzles import run as run_bench

    run_bench(click.echo)


@bench.command("detector")
def bench_detector() -> None:
    """False alarms and days to detect, fixed-window vs sequential."""
    from dagster_project.bench.detector import run as run_bench

    run_bench(click.echo)


@bench.command("scorer")
def bench_scorer() -> None:
    """Scorer accuracy per check on the reply corpus, frozen and dev parts."""
    from dagster_project.bench.scorer import CorpusUnavailableError
    from dagster_project.bench.scorer import run as run_bench

    try:
        run_bench(click.echo)
    except CorpusUnavailableError as exc:
        raise click.ClickException(str(exc)) from exc


@bench.command("rescore")
@click.option("--n", default=500_000, show_default=True, type=click.IntRange(1000, 10_000_000))
def bench_rescore(n: int) -> None:
    """Re-score a synthetic archive of N responses with v1 and v2; ratio to a plain scan."""
    from dagster_project.bench.rescore import run as run_bench
    from dagster_project.bench.scorer_history import ScorerHistoryError

    try:
        run_bench(click.echo, n=n)
    except ScorerHistoryError as exc:
        raise click.ClickException(str(exc)) from exc


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
    from dagster_project.docs_gen import METHOD_DOC, render_method, write_method

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

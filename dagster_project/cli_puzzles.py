"""`modeldrift puzzles ...`: solve an instance, show a generated puzzle, list a day's slots.

The lead registers the group on the main CLI (`main.add_command(puzzles_group)`). Bad input ends
with one line on stderr starting with "error:" and exit status 2, never a traceback.
"""

from __future__ import annotations

import datetime
import json
from typing import BinaryIO, NoReturn

import click

import puzzles
from puzzles.day import day_tasks

USAGE_ERROR = 2


def _fail(message: str) -> NoReturn:
    click.echo(f"error: {message}", err=True)
    raise SystemExit(USAGE_ERROR)


@click.group("puzzles")
def puzzles_group() -> None:
    """Generate, solve and list the daily puzzles."""


@puzzles_group.command("solve")
@click.argument("source", type=click.File("rb"), default="-")
def solve_command(source: BinaryIO) -> None:
    """Read one puzzle instance (a JSON object) from SOURCE, stdin by default, and print its answer."""
    raw = source.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        _fail("stdin is not UTF-8 text; pipe one instance JSON object")
    if not text.strip():
        _fail('stdin is empty; pipe one instance JSON object such as {"family": "queens", ...}')
    try:
        instance = json.loads(text)
    except json.JSONDecodeError as exc:
        _fail(
            f"stdin is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno}); "
            "pipe one instance JSON object"
        )
    except (ValueError, RecursionError) as exc:  # over-long integers, absurd nesting
        _fail(f"stdin could not be read as JSON ({exc}); pipe one instance JSON object")
    try:
        answer = puzzles.solve(instance)
    except puzzles.InvalidInstance as exc:
        _fail(str(exc))
    click.echo(str(answer))


@puzzles_group.command("generate")
@click.option("--family", required=True, type=click.Choice(puzzles.FAMILIES), help="Puzzle family.")
@click.option("--level", required=True, type=click.IntRange(1, 3), help="Difficulty level, 1-3.")
@click.option("--seed", required=True, type=click.IntRange(min=0), help="Seed (a whole number).")
def generate_command(family: str, level: int, seed: int) -> None:
    """Print a generated instance, its prompt and its answer as JSON."""
    instance, answer = puzzles.generate_with_answer(family, seed, level)
    payload = {"instance": instance, "prompt": puzzles.prompt(instance), "answer": answer}
    click.echo(json.dumps(payload, indent=2))


@puzzles_group.command("day")
@click.option(
    "--day",
    "day_",
    required=True,
    type=click.DateTime(formats=["%Y-%m-%d"]),
    help="UTC day, YYYY-MM-DD.",
)
@click.option(
    "--model",
    "models",
    multiple=True,
    help="A model alias, e.g. 'anthropic/claude-sonnet-4' (repeatable); default: the tracked models.",
)
@click.option(
    "--surface",
    default=None,
    help='Or a raw surface, e.g. "openrouter:api/x/y" (the gateway prefix and the alias).',
)
@click.option("--json", "as_json", is_flag=True, help="Print the full tasks as JSON instead.")
def day_command(
    day_: datetime.datetime, models: tuple[str, ...], surface: str | None, as_json: bool
) -> None:
    """Print a day's 30 slots per model with their seeds and answers.

    The puzzles are those the pipeline plans for the model's surface (the gateway prefix and the
    alias) before any prompt clash moves an attempt on; `tasks` in the warehouse is the record.
    """
    if surface is not None and models:
        _fail("give --model or --surface, not both")
    if surface is not None:
        surfaces = [surface]
    else:
        from puzzles.day import surface_for
        from runtime.settings import ConfigError, load_settings

        try:
            settings = load_settings()
        except ConfigError as exc:
            _fail(str(exc))
        surfaces = [surface_for(m, settings.gateway) for m in (models or settings.models)]
    if as_json:  # one JSON array for all the surfaces asked for
        tasks = [t.model_dump() for one in surfaces for t in _day_tasks(day_, one)]
        click.echo(json.dumps(tasks, indent=2))
        return
    for n, one in enumerate(surfaces):
        if n:
            click.echo("")
        _print_day(day_, one)


def _day_tasks(day_: datetime.datetime, surface: str) -> list:
    try:
        return day_tasks(day_.date(), surface)
    except ValueError as exc:
        _fail(str(exc))


def _print_day(day_: datetime.datetime, surface: str) -> None:
    tasks = _day_tasks(day_, surface)
    click.echo(
        f"day {day_.date().isoformat()}  surface {surface}  slot mix {tasks[0].slot_mix_version}"
    )
    header = f"{'slot_id':<18} {'family':<12} {'level':>5} {'attempt':>7} {'seed':>19} {'answer':>13}  prompt_sha256"
    click.echo(header)
    for task in tasks:
        click.echo(
            f"{task.slot_id:<18} {task.family:<12} {task.level:>5} {task.attempt:>7} "
            f"{task.seed:>19} {task.answer:>13}  {task.prompt_sha256[:16]}"
        )

"""The command line's error contract, shared by every command.

Every failure the user can fix ends as ONE line on stderr starting with "error:": exit 2 for a
usage error (a bad option, a day outside the partitions, a range that ends before it starts),
exit 1 for anything else; `--verbose` adds the traceback. Nothing here imports Dagster, so a
usage error is reported before Dagster would even load.
"""

from __future__ import annotations

import datetime as dt
import sys
import traceback
from collections.abc import Callable, Sequence
from typing import Any

import click

EXIT_USAGE = 2
EXIT_FAILED = 1


class OneLineGroup(click.Group):
    """A click group whose usage errors are one `error:` line (exit 2), like every other error."""

    def main(  # type: ignore[override]
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        """Run with click's own error handling off, so its usage errors become one `error:` line
        like every other error."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
        except click.UsageError as exc:
            hint = f" (see `{exc.ctx.command_path} --help`)" if exc.ctx is not None else ""
            click.echo(f"error: {_one_line(exc.format_message())}{hint}", err=True)
            sys.exit(EXIT_USAGE)
        except click.ClickException as exc:
            click.echo(f"error: {_one_line(exc.format_message())}", err=True)
            sys.exit(exc.exit_code)
        except click.exceptions.Abort:
            click.echo("error: aborted", err=True)
            sys.exit(EXIT_FAILED)
        sys.exit(code if isinstance(code, int) else 0)


def _one_line(text: str) -> str:
    lines = [ln for ln in str(text).strip().splitlines() if ln.strip()]
    return lines[0] if lines else "failed"


def _known_errors() -> tuple[type[BaseException], ...]:
    from detection.events.pin_resolution import UnknownAlias
    from providers.openrouter import ProviderError
    from runtime.errors import PastDayRefused, RunFailed
    from runtime.settings import ConfigError
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


def verbose() -> bool:
    """Whether --verbose was given: only then does an error show its traceback."""
    return bool(click.get_current_context().find_root().params.get("verbose"))


def guarded(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn the errors a user can fix into one line and an exit status."""

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (click.exceptions.Exit, click.UsageError):
            raise
        except _known_errors() as exc:
            if verbose():
                traceback.print_exc()
            message = _one_line(str(exc)) if str(exc).strip() else type(exc).__name__
            click.echo(f"error: {message}", err=True)
            sys.exit(EXIT_FAILED)

    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper


def parse_day(value: str, name: str) -> dt.date:
    """A day from the command line, or a usage error that shows the expected form."""
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise click.BadParameter(
            f"{value!r} is not a date like 2026-11-29", param_hint=name
        ) from None


def check_days(start: dt.date, end: dt.date, first_day: dt.date, today: dt.date) -> None:
    """A usage error unless `start..end` lies within the day partitions (first_day..today)."""
    if end < start:
        raise click.UsageError(
            f"the range ends ({end}) before it starts ({start}); swap --start and --end"
        )
    if end > today:
        raise click.UsageError(
            f"{end} cannot be collected yet: the last day partition is today, {today} (UTC); "
            "a model cannot be asked about a day that has not begun"
        )
    if start < first_day:
        raise click.UsageError(
            f"{start} is before the first day partition ({first_day}); the partitions run "
            f"{first_day}..{today}: to reach further back, set MODELDRIFT_FIRST_DAY={start}"
        )

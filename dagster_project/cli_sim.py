"""`modeldrift sim serve`: run the OpenRouter simulator standalone, until SIGINT or SIGTERM."""

from __future__ import annotations

import signal
import sys
import threading
from pathlib import Path
from types import FrameType
from typing import NoReturn

import click

EXIT_USAGE = 2


@click.group("sim")
def sim_group() -> None:
    """The loopback OpenRouter simulator (see docs/simulator.md)."""


@sim_group.command("serve")
@click.option(
    "--scenario",
    "scenario_path",
    required=True,
    type=click.Path(path_type=Path, dir_okay=False),
    help="Scenario JSON, e.g. providers/scenarios/demo.json.",
)
@click.option("--port", default=0, show_default=True, help="Port on 127.0.0.1 (0: a free one).")
@click.option(
    "--log",
    "log_path",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="Also append every request to this JSONL file.",
)
@click.option(
    "--fixed-latency-ms",
    type=click.IntRange(0, 600_000),
    default=None,
    help="Benchmark mode: every completion really waits this many ms (not blocking the server).",
)
def serve(
    scenario_path: Path, port: int, log_path: Path | None, fixed_latency_ms: int | None
) -> None:
    """Serve a scenario; prints the base URL to point OPENROUTER_BASE_URL at."""
    from providers.simulator import ScenarioError, SimulatorServer, load_scenario
    from scoring.battery import BatteryError

    try:
        scenario = load_scenario(scenario_path)
        server = SimulatorServer(
            scenario, port=port, log_path=log_path, fixed_latency_ms=fixed_latency_ms
        ).start()
    except (ScenarioError, BatteryError) as exc:
        _fail(str(exc))
    except OSError as exc:
        _fail(f"cannot listen on 127.0.0.1:{port} ({exc.strerror}); pick another --port or 0")

    stop = threading.Event()

    def _on_signal(signum: int, frame: FrameType | None) -> None:
        # Back to the defaults at once: a second Ctrl-C while stopping ends the process hard.
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        stop.set()

    signal.signal(signal.SIGINT, _on_signal)
    signal.signal(signal.SIGTERM, _on_signal)
    click.echo(server.base_url)
    sys.stdout.flush()
    click.echo(
        f"serving {str(scenario_path)!r} on {server.base_url}; set OPENROUTER_BASE_URL to it, "
        "send X-Sim-Day: YYYY-MM-DD to pick the day; Ctrl-C stops",
        err=True,
    )
    try:
        while not stop.wait(0.2):
            pass
    finally:
        server.stop()
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _fail(message: str) -> NoReturn:
    click.echo(f"error: {message.splitlines()[0] if message else 'simulator failed'}", err=True)
    raise SystemExit(EXIT_USAGE)

"""Shared fixtures: a simulator on loopback, a pipeline pointed at a temporary warehouse, and a
temporary Dagster instance. Nothing here touches the network beyond 127.0.0.1 or needs a key.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from dagster import DagsterInstance, ExecuteInProcessResult

from providers.simulator.scenario import Scenario, load_scenario
from providers.simulator.server import SimulatorServer
from warehouse.store import Warehouse

SCENARIOS = Path(__file__).resolve().parents[1] / "providers" / "scenarios"


@dataclass
class Pipeline:
    """A pipeline wired to a temporary warehouse, report folder and Dagster home."""

    root: Path
    warehouse: Warehouse
    report_dir: Path
    dagster_home: Path
    instance: DagsterInstance


def test_output_dir(tmp_path: Path) -> Path:
    """Where tests save screenshots and logs a person may want to see (never the repo)."""
    base = os.environ.get("MODELDRIFT_TEST_OUTPUT")
    path = Path(base) if base else tmp_path / "test-output"
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture
def scenario_file() -> Path:
    return SCENARIOS / "demo.json"


def start_simulator(scenario: Scenario | Path, log_path: Path | None = None) -> SimulatorServer:
    if isinstance(scenario, Path):
        scenario = load_scenario(scenario)
    server = SimulatorServer(scenario, log_path=log_path)
    server.start()
    return server


@pytest.fixture
def pipeline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Pipeline]:
    """Environment for one pipeline: every path under tmp_path; the simulator provider."""
    root = tmp_path / "md"
    home = root / "dagster"
    home.mkdir(parents=True)
    monkeypatch.setenv("MODELDRIFT_WAREHOUSE_PATH", str(root / "warehouse.duckdb"))
    monkeypatch.setenv("MODELDRIFT_REPORT_DIR", str(root / "report"))
    monkeypatch.setenv("MODELDRIFT_PROVIDER", "simulator")
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    monkeypatch.delenv("OPENROUTER_BASE_URL", raising=False)
    monkeypatch.delenv("OPENROUTER_API_KEY", raising=False)
    monkeypatch.delenv("MODELDRIFT_CONFIG", raising=False)
    instance = DagsterInstance.get()
    try:
        yield Pipeline(
            root=root,
            warehouse=Warehouse(root / "warehouse.duckdb"),
            report_dir=root / "report",
            dagster_home=home,
            instance=instance,
        )
    finally:
        instance.dispose()


def isolate_pipeline(mp: pytest.MonkeyPatch, root: Path) -> None:
    """Clear every MODELDRIFT_/OPENROUTER_ variable and put the warehouse, report and Dagster home
    under `root`, for a session- or module-scoped build."""
    for name in list(os.environ):
        if name.startswith(("MODELDRIFT_", "OPENROUTER_")):
            mp.delenv(name)
    mp.setenv("MODELDRIFT_WAREHOUSE_PATH", str(root / "warehouse.duckdb"))
    mp.setenv("MODELDRIFT_REPORT_DIR", str(root / "report"))
    mp.setenv("DAGSTER_HOME", str(root / "dagster"))
    (root / "dagster").mkdir()


def run_isolated(root: Path, start: dt.date, end: dt.date, **env: str) -> ExecuteInProcessResult:
    """The daily job over `start`..`end` with every path under `root`, the environment's own
    MODELDRIFT_*/OPENROUTER_* settings removed and `env` added; for session or module fixtures."""
    from dagster_project.runner import run_range

    with pytest.MonkeyPatch.context() as mp:
        isolate_pipeline(mp, root)
        for name, value in env.items():
            mp.setenv(name, value)
        instance = DagsterInstance.get()
        try:
            return run_range("modeldrift_daily", start, end, instance)
        finally:
            instance.dispose()


@dataclass
class DemoBuild:
    """The demo pipeline, built once per test session: 21 days of the bundled scenario."""

    warehouse: Warehouse
    report_dir: Path
    start: dt.date
    end: dt.date


DEMO_DAYS = 21


@pytest.fixture(scope="session")
def demo_build(tmp_path_factory: pytest.TempPathFactory) -> DemoBuild:
    """Run `modeldrift demo`'s job for 21 days in a temporary place (about a minute)."""
    root = tmp_path_factory.mktemp("demo")
    start = dt.date(2026, 11, 1)
    end = start + dt.timedelta(days=DEMO_DAYS - 1)
    result = run_isolated(root, start, end)
    assert result.success
    return DemoBuild(
        warehouse=Warehouse(root / "warehouse.duckdb"),
        report_dir=root / "report",
        start=start,
        end=end,
    )

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
from hypothesis import settings

from providers.simulator.scenario import Scenario, load_scenario
from providers.simulator.server import SimulatorServer
from warehouse.store import Warehouse

SCENARIOS = Path(__file__).resolve().parents[1] / "providers" / "scenarios"

# No property test has a time limit per example. Hypothesis's default (200 ms) made a correct test
# fail at 362 ms on a loaded machine: speed is measured by the benchmarks and the linear-time
# guards (a CPU-time ratio of two sizes in one run), never by a wall-clock deadline.
settings.register_profile("modeldrift", deadline=None)
settings.load_profile("modeldrift")


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


# What the reliability suite tried, printed as one section at the end of the run. The lines ride
# on each test's report, so the section is complete whether tests run in this process or in
# pytest-xdist workers (the controller, which prints it, loads only this conftest).
_CASE_KEY = "reliability case"
_PENDING_CASES: list[str] = []
_CASE_LINES: list[str] = []


def report_cases(line: str) -> None:
    """Print what a test tried (stdout) and keep it for the end-of-run summary."""
    print(line)
    _PENDING_CASES.append(line)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    while _PENDING_CASES:
        report.user_properties.append((_CASE_KEY, _PENDING_CASES.pop(0)))


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _CASE_LINES.extend(str(value) for key, value in report.user_properties if key == _CASE_KEY)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _CASE_LINES:
        terminalreporter.section("reliability: cases tried")
        for line in _CASE_LINES:
            terminalreporter.write_line(line)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Under `--dist loadgroup`, check in each worker that xdist's grouping took.

    xdist sends a group whole to one worker by suffixing each test's node id with its group's
    name; a pytest that keeps its node ids elsewhere (9.2) ignores the suffix, and every test is
    then scheduled alone: the demo and the cluster would be built once per worker, silently.
    """
    if not os.environ.get("PYTEST_XDIST_WORKER") or not session.config.getvalue("loadgroup"):
        return
    ungrouped = [item.nodeid for item in session.items if "@" not in item.nodeid]
    if ungrouped:
        raise pytest.UsageError(
            f"pytest-xdist could not group {len(ungrouped)} tests (first: {ungrouped[0]}): "
            f"pytest {pytest.__version__} does not take xdist's group suffix; install the "
            "versions pyproject.toml names"
        )


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under pytest-xdist (`make test` runs `--dist loadgroup`) each test file runs whole in one
    worker, so a module-scoped fixture (a pipeline run several tests read) is built once; tests
    that name their own group (the cluster's, one cluster per session) keep it. Runs before
    xdist's own hook, which reads the groups.

    The files that read the session's demo build share one group, whole: a session fixture is
    built once per worker, so spread over two workers the 21-day demo would be built twice."""
    demo_files = {
        item.nodeid.split("::")[0]
        for item in items
        if "demo_build" in getattr(item, "fixturenames", ())
    }
    groups: dict[int, str] = {}
    for item in items:
        marker = item.get_closest_marker("xdist_group")
        if marker is None:
            file = item.nodeid.split("::")[0]
            group = "demo_build" if file in demo_files else file
            item.add_marker(pytest.mark.xdist_group(group))
        else:
            group = str(marker.args[0] if marker.args else marker.kwargs.get("name", "default"))
        groups[id(item)] = group
    if os.environ.get("PYTEST_XDIST_WORKER") and config.getvalue("loadgroup"):
        items[:] = longest_groups_first(items, [groups[id(item)] for item in items])


def longest_groups_first(items: list[pytest.Item], groups: list[str]) -> list[pytest.Item]:
    """The items, whole groups at a time, the groups that took longest in a measured run first
    (tests/group_seconds.py); a group not listed there keeps its place after the listed ones, and
    the tests inside a group keep their order.

    Why: xdist hands each idle worker the next group in collection order (pytest_configure turns
    its own reordering off), and two workers finish together only if the long groups start early
    and the short ones fill in at the end. A figure gone stale changes only the order."""
    from tests.group_seconds import GROUP_SECONDS

    first_place: dict[str, int] = {}
    for place, group in enumerate(groups):
        first_place.setdefault(group, place)
    order = sorted(
        range(len(items)),
        key=lambda i: (-GROUP_SECONDS.get(groups[i], 0.0), first_place[groups[i]], i),
    )
    return [items[i] for i in order]


def pytest_configure(config: pytest.Config) -> None:
    """Under pytest-xdist, send groups to the workers in the order the items come in.

    xdist's load-group scheduling would otherwise sort the groups by how many tests they hold,
    most first: the scoring files of thousands of quick cases went out first and the few long
    tests (the docs' commands, the cluster, the Dagster runs) last, so one worker ran the last
    long group while the other sat idle. `longest_groups_first` sets the order instead."""
    if getattr(config.option, "loadscopereorder", None) is not None:
        config.option.loadscopereorder = False

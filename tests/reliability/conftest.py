"""Shared set-up for the reliability suite: one folder per test holding everything a run writes,
processes started the way an operator starts them, and the case counts each test tried.

Every test here prints how many cases it tried; the counts are also collected and printed as a
section at the end of the pytest run, so `make test` shows them without `-s`.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.conftest import SCENARIOS, report_cases, start_simulator
from warehouse.store import Warehouse

REPO = Path(__file__).resolve().parents[2]
MODELDRIFT = Path(sys.executable).with_name("modeldrift")
DEMO = SCENARIOS / "demo.json"
FAULTS = SCENARIOS / "faults.json"
CLI_TIMEOUT_S = 240

__all__ = ["report_cases"]


@dataclass
class Sandbox:
    """Every path one pipeline writes, under one temporary folder, plus the environment to use it."""

    root: Path
    env: dict[str, str] = field(default_factory=dict)

    @property
    def warehouse_path(self) -> Path:
        return Path(self.env.get("MODELDRIFT_WAREHOUSE_PATH", self.root / "warehouse.duckdb"))

    @property
    def warehouse(self) -> Warehouse:
        return Warehouse(self.warehouse_path)

    @property
    def report_dir(self) -> Path:
        return self.root / "report"

    @property
    def dagster_home(self) -> Path:
        return self.root / "dagster"

    def apply(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Put this sandbox's environment into the test process (for in-process runs)."""
        for key in _CLEARED:
            monkeypatch.delenv(key, raising=False)
        for key, value in self.env.items():
            monkeypatch.setenv(key, value)

    def cli(
        self, *args: str, extra_env: dict[str, str] | None = None, timeout: float = CLI_TIMEOUT_S
    ) -> subprocess.CompletedProcess[str]:
        """`modeldrift ARGS` in a child process with this sandbox's environment; output captured."""
        return subprocess.run(
            [str(MODELDRIFT), *args],
            env=self.child_env(extra_env),
            cwd=self.root,
            capture_output=True,
            text=True,
            timeout=timeout,
        )

    def child_env(self, extra_env: dict[str, str] | None = None) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in _CLEARED}
        env.update(self.env)
        env.update(extra_env or {})
        return env


# Anything from the caller's shell that would point a run elsewhere.
_CLEARED = (
    "OPENROUTER_BASE_URL",
    "OPENROUTER_API_KEY",
    "MODELDRIFT_CONFIG",
    "MODELDRIFT_PROGRESS",
    "MODELDRIFT_MODELS",
    "MODELDRIFT_SCENARIO",
    "MODELDRIFT_PROVIDER",
)


def make_sandbox(
    root: Path, models: Sequence[str], base_url: str | None = None, **settings: str
) -> Sandbox:
    """A sandbox for `models`; `settings` are extra MODELDRIFT_* values (lower-case names)."""
    root.mkdir(parents=True, exist_ok=True)
    box = Sandbox(root)
    box.env = {
        "MODELDRIFT_WAREHOUSE_PATH": str(box.warehouse_path),
        "MODELDRIFT_REPORT_DIR": str(box.report_dir),
        "MODELDRIFT_PROVIDER": "simulator",
        "MODELDRIFT_MODELS": "[" + ", ".join(f'"{m}"' for m in models) + "]",
        "DAGSTER_HOME": str(box.dagster_home),
    }
    box.dagster_home.mkdir(parents=True, exist_ok=True)
    if base_url is not None:
        box.env["OPENROUTER_BASE_URL"] = base_url
    for name, value in settings.items():
        box.env[f"MODELDRIFT_{name.upper()}"] = value
    return box


@pytest.fixture
def simulator(tmp_path: Path) -> Iterator[object]:
    """The demo scenario on loopback, with a JSONL request log; stopped after the test."""
    server = start_simulator(DEMO, log_path=tmp_path / "sim-log.jsonl")
    try:
        yield server
    finally:
        server.stop()


def last_line(text: str) -> str:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return lines[-1] if lines else ""

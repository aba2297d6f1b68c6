"""A loopback OpenRouter simulator driven by a scenario file (see docs/simulator.md)."""

from __future__ import annotations

from providers.simulator.request_log import RequestRecord
from providers.simulator.scenario import FAULT_KINDS, Scenario, ScenarioError, load_scenario
from providers.simulator.server import SimulatorNotRunning, SimulatorServer
from records.prompt_hash import prompt_sha256

__all__ = [
    "FAULT_KINDS",
    "RequestRecord",
    "Scenario",
    "ScenarioError",
    "SimulatorNotRunning",
    "SimulatorServer",
    "load_scenario",
    "prompt_sha256",
]

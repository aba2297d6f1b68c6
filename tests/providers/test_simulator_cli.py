"""`sim serve` in its own process: prints the base URL, answers /models, stops cleanly on SIGTERM
and SIGINT; a bad scenario is one "error:" line and exit status 2."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

DEMO = Path(__file__).resolve().parents[2] / "providers" / "scenarios" / "demo.json"
LAUNCH = "from dagster_project.cli_sim import sim_group; sim_group()"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _serve(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", LAUNCH, "serve", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_serve_answers_models_then_stops_on_signal(tmp_path: Path, sig: signal.Signals) -> None:
    port = _free_port()
    log = tmp_path / "requests.jsonl"
    proc = _serve("--scenario", str(DEMO), "--port", str(port), "--log", str(log))
    try:
        assert proc.stdout is not None
        base_url = proc.stdout.readline().strip()
        assert base_url == f"http://127.0.0.1:{port}/api/v1"
        response = httpx.get(f"{base_url}/models", headers={"X-Sim-Day": "2026-11-20"}, timeout=10)
        assert response.status_code == 200
        assert {m["id"] for m in response.json()["data"]} == {
            "sim/steady",
            "sim/slipping",
            "sim/verbose",
            "sim/moving",
            "anthropic/claude-haiku-4.5",
        }
        proc.send_signal(sig)
        assert proc.wait(timeout=20) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert '"path":"/api/v1/models"' in log.read_text()


@pytest.mark.parametrize(
    ("content", "needle"),
    [(None, "not found"), ("{oops", "not valid JSON"), ('{"seed": 1}', "'models'")],
)
def test_bad_scenario_is_one_error_line_and_exit_2(
    tmp_path: Path, content: str | None, needle: str
) -> None:
    path = tmp_path / "scenario.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    proc = _serve("--scenario", str(path), "--port", "0")
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and needle in lines[0]

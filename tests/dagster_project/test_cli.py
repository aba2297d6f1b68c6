"""The command line's contract with a user who got something wrong: one line saying what and how
to fix it, a non-zero exit, no traceback, and nothing half-written."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from click.testing import CliRunner

from dagster_project.cli import main
from tests.conftest import SCENARIOS, Pipeline, start_simulator

TODAY = "<today>"
"""Stands for the UTC day the test runs on, filled in by the test (not at import: a run that
crosses midnight would otherwise ask about a day that has become yesterday)."""


@pytest.fixture
def sim_url(monkeypatch: pytest.MonkeyPatch):
    server = start_simulator(SCENARIOS / "demo.json")
    try:
        yield server.base_url
    finally:
        server.stop()


def invoke(args: list[str], env: dict[str, str] | None = None):
    return CliRunner().invoke(main, args, env=env, catch_exceptions=False)


def one_error_line(result) -> str:
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("error: ")]
    assert len(errors) == 1, result.output
    assert "Traceback" not in result.output
    return errors[0]


@pytest.mark.parametrize(
    ("case", "args", "env", "expected"),
    [
        (
            "bad setting",
            ["run", "--day", "2026-11-01"],
            {"MODELDRIFT_CONCURRENCY": "0"},
            "invalid setting 'concurrency'",
        ),
        (
            "bad alias list",
            ["run", "--day", "2026-11-01"],
            {"MODELDRIFT_MODELS": '["nope"]'},
            "is not a model alias",
        ),
        (
            "list not JSON",
            ["run", "--day", "2026-11-01"],
            {"MODELDRIFT_MODELS": "sim/steady"},
            "write lists as JSON",
        ),
        (
            "unknown alias",
            ["run", "--day", "2026-11-01"],
            {"MODELDRIFT_MODELS": '["sim/nope"]'},
            "model alias 'sim/nope' is not served",
        ),
        (
            "live without key",
            ["run", "--day", TODAY],
            {"MODELDRIFT_PROVIDER": "live"},
            "OPENROUTER_API_KEY is not set",
        ),
        (
            "live asked about the past",
            ["run", "--day", "2026-11-01"],
            {"MODELDRIFT_PROVIDER": "live", "OPENROUTER_API_KEY": "sk-or-v1-test-0000000000"},
            "cannot collect 2026-11-01 from the live gateway",
        ),
        (
            "unreachable provider",
            ["run", "--day", "2026-11-01"],
            {"OPENROUTER_BASE_URL": "http://127.0.0.1:9/api/v1", "MODELDRIFT_MAX_RETRIES": "1"},
            "cannot list models",
        ),
        ("empty archive", ["rescore"], {}, "the archive is empty"),
        ("no published copy", ["sql", "SELECT 1"], {}, "no published copy"),
    ],
)
def test_bad_input_is_one_clear_line_and_writes_nothing(
    pipeline: Pipeline,
    sim_url: str,
    case: str,
    args: list[str],
    env: dict[str, str],
    expected: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OPENROUTER_BASE_URL", sim_url)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    today = dt.datetime.now(dt.UTC).date().isoformat()
    result = invoke([today if a == TODAY else a for a in args])
    assert result.exit_code != 0, case
    assert expected in one_error_line(result), case
    if pipeline.warehouse.path.exists():
        for table in ("pins", "tasks", "responses"):
            assert pipeline.warehouse.rows(f"SELECT count(*) FROM {table}") == [(0,)], (case, table)


def test_malformed_config_file(
    pipeline: Pipeline, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = tmp_path / "modeldrift.json"
    config.write_text('{"models": ["sim/steady"], ')
    monkeypatch.setenv("MODELDRIFT_CONFIG", str(config))
    result = invoke(["run", "--day", "2026-11-01"])
    assert result.exit_code != 0
    assert "is not valid JSON" in one_error_line(result)


def test_config_file_sets_models_and_environment_wins(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from runtime.settings import load_settings

    config = tmp_path / "modeldrift.toml"
    config.write_text('models = ["a/b"]\nconcurrency = 3\n')
    monkeypatch.setenv("MODELDRIFT_CONFIG", str(config))
    monkeypatch.setenv("MODELDRIFT_CONCURRENCY", "5")
    settings = load_settings()
    assert settings.models == ["a/b"] and settings.concurrency == 5


def test_a_day_that_is_not_a_date_is_a_usage_error() -> None:
    result = invoke(["run", "--day", "yesterday"])
    assert result.exit_code == 2 and "is not a date" in result.output


def test_battery_verify_prints_the_digest() -> None:
    from scoring.battery import EXPECTED_BATTERY_SHA256

    result = invoke(["battery", "verify"])
    assert result.exit_code == 0 and EXPECTED_BATTERY_SHA256 in result.output


def test_battery_verify_refuses_a_tampered_copy(tmp_path: Path) -> None:
    tampered = tmp_path / "battery.json"
    tampered.write_bytes(
        (Path(__file__).resolve().parents[2] / "battery.json")
        .read_bytes()
        .replace(b"sky", b"sea", 1)
    )
    result = invoke(["battery", "verify", "--path", str(tampered)])
    assert result.exit_code != 0 and "frozen" in one_error_line(result)


def test_sql_reads_the_published_copy(
    pipeline: Pipeline, sim_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENROUTER_BASE_URL", sim_url)
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/steady"]')
    assert invoke(["run", "--day", "2026-11-01"]).exit_code == 0
    assert pipeline.warehouse.published_path.exists()
    result = invoke(["sql", "SELECT count(*) AS n FROM responses"])
    assert result.exit_code == 0 and "80" in result.output and "(1 row)" in result.output
    bad = invoke(["sql", "SELECT * FROM no_such_table"])
    assert bad.exit_code != 0 and "SQL failed" in one_error_line(bad)

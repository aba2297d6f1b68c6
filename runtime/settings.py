"""One settings model for the whole pipeline, overridable by `MODELDRIFT_*` variables.

Precedence, strongest first: environment variables, the optional config file named by
`MODELDRIFT_CONFIG` (JSON or TOML), the defaults below. The defaults are the embedded demo: the
built-in OpenRouter simulator on 127.0.0.1 and a DuckDB file under `var/` in the project.

The API key and base URL keep OpenRouter's own variable names (`OPENROUTER_API_KEY`,
`OPENROUTER_BASE_URL`) so an existing setup works unchanged; the key is a `SecretStr` and is
never part of Dagster config (which lands in the event log).
"""

from __future__ import annotations

import datetime as dt
import difflib
import json
import os
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict
from pydantic_settings.exceptions import SettingsError

from providers.api_key import KEY_VARIABLE, MalformedKey, check_api_key
from warehouse.archive_root import ArchiveRootError, locate

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEMO_SCENARIO = PROJECT_ROOT / "providers" / "scenarios" / "demo.json"
OPENROUTER_DEFAULT_BASE_URL = "https://openrouter.ai/api/v1"
SIMULATOR_KEY = "sim-not-a-secret"


class ConfigError(ValueError):
    """The configuration (file or environment) is missing, malformed or inconsistent."""


class Settings(BaseSettings):
    """Everything an operator may change without touching code."""

    model_config = SettingsConfigDict(
        env_prefix="MODELDRIFT_", extra="forbid", validate_default=True
    )

    models: list[str] = Field(
        default=["sim/steady", "sim/slipping", "sim/verbose", "sim/moving"],
        description="Tracked aliases, exactly as the gateway names them (e.g. 'anthropic/claude-sonnet-4').",
    )
    provider: Literal["simulator", "live"] = Field(
        default="simulator",
        description="'simulator' serves any day from a scenario; 'live' asks the real gateway, today only.",
    )
    gateway: str = Field(
        default="openrouter:api",
        description="The surface prefix; with the alias it seeds each model's puzzles.",
    )
    scenario: Path = Field(
        default=DEMO_SCENARIO, description="Simulator scenario file (simulator only)."
    )
    warehouse_path: Path = Field(default=PROJECT_ROOT / "var" / "warehouse.duckdb")
    archive_root: str | None = Field(
        default=None,
        description="Folder or fsspec URL (file://, memory://, s3:// with s3fs installed) of "
        "the archive's Parquet shards; default: next to the warehouse file "
        "(`var/warehouse.archive`).",
    )
    report_dir: Path = Field(default=PROJECT_ROOT / "var" / "report")
    concurrency: int = Field(default=8, ge=1, le=256, description="Requests in flight per run.")
    max_retries: int = Field(default=3, ge=0, le=10)
    battery_timeout_s: float = Field(default=120.0, gt=0)
    puzzle_timeout_s: float = Field(
        default=480.0, gt=0, description="No answer by then is a graded fail."
    )
    retry_cap_s: float = Field(
        default=30.0, gt=0, description="Longest single wait between retries."
    )
    triage_max_calls: int = Field(default=40, ge=0)
    triage_max_cost_usd: float = Field(default=0.50, ge=0)
    first_day: dt.date = Field(default=dt.date(2026, 10, 1), description="First day partition.")
    lock_timeout_s: float = Field(default=900.0, gt=0)
    executor: Literal["in_process", "celery"] = Field(
        default="in_process",
        description="Where a run's steps execute: in the run's own process (the embedded "
        "default), or on Celery workers (the cluster profile, deploy/cluster/).",
    )
    celery_broker: str = Field(
        default="redis://127.0.0.1:6379/0",
        description="The Celery broker (and result backend) the cluster's workers listen on.",
    )
    cluster_url: str = Field(
        default="",
        description="The cluster's Dagster webserver (e.g. http://127.0.0.1:3300): when set, "
        "`modeldrift run`, `backfill` and `rescore` submit the run to it and wait, instead of "
        "running it in this process.",
    )

    @field_validator("archive_root")
    @classmethod
    def _archive_root_is_reachable(cls, value: str | None) -> str | None:
        # A URL is a string, not a Path: a Path would fold `s3://b` into `s3:/b`.
        if value is not None and value.strip():
            try:
                locate(value)
            except ArchiveRootError as exc:
                raise ValueError(str(exc)) from None
        return value or None

    @field_validator("models")
    @classmethod
    def _aliases_look_like_aliases(cls, value: list[str]) -> list[str]:
        if not value:
            raise ValueError("track at least one model alias")
        for alias in value:
            if not alias or alias.strip() != alias or "/" not in alias:
                raise ValueError(f"{alias!r} is not a model alias like 'vendor/model'")
        if len(set(value)) != len(value):
            raise ValueError("a model alias is listed twice")
        return value


def api_key_for(provider: str) -> SecretStr:
    """The gateway key from the environment, read at the moment a client is made."""
    key = os.environ.get(KEY_VARIABLE, "")
    if key.strip():
        try:
            check_api_key(key)
        except MalformedKey as exc:
            raise ConfigError(str(exc)) from None
        return SecretStr(key)
    if provider == "simulator":
        return SecretStr(SIMULATOR_KEY)
    raise ConfigError(
        "OPENROUTER_API_KEY is not set; the live provider needs it "
        "(export OPENROUTER_API_KEY=sk-or-..., or set MODELDRIFT_PROVIDER=simulator)"
    )


def _file_values(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ConfigError(f"cannot read config file {str(path)!r}: {exc.strerror}") from exc
    try:
        if path.suffix == ".toml":
            data: Any = tomllib.loads(raw.decode("utf-8"))
        else:
            data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        kind = "TOML" if path.suffix == ".toml" else "JSON"
        raise ConfigError(f"config file {str(path)!r} is not valid {kind}: {exc}") from exc
    if not isinstance(data, dict):
        raise ConfigError(
            f"config file {str(path)!r} must hold an object of settings, got {type(data).__name__}"
        )
    return data


ENV_PREFIX = "MODELDRIFT_"
OTHER_VARIABLES = frozenset(
    {
        "MODELDRIFT_CONFIG",  # the settings file
        "MODELDRIFT_PROGRESS",  # how the CLI shows progress (set by the CLI itself)
        "MODELDRIFT_TEST_OUTPUT",  # where tests save screenshots
    }
)


def known_variables() -> list[str]:
    """Every `MODELDRIFT_*` name the project reads."""
    fields = {f"{ENV_PREFIX}{name.upper()}" for name in Settings.model_fields}
    return sorted(fields | OTHER_VARIABLES)


def check_variable_names(environ: Any = None) -> None:
    """Refuse a `MODELDRIFT_*` variable nobody reads: a typo (`MODELDRIFT_MODEL`) would otherwise
    be ignored and the run would quietly track the demo models instead."""
    environ = os.environ if environ is None else environ
    known = known_variables()
    for name in sorted(environ):
        if not name.startswith(ENV_PREFIX) or name in known:
            continue
        near = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
        hint = f"did you mean {near[0]}?" if near else "known: " + ", ".join(known)
        raise ConfigError(f"unknown variable {name}; {hint} (unset it, or fix its name)")


def load_settings(**overrides: Any) -> Settings:
    """Settings from defaults, the `MODELDRIFT_CONFIG` file, the environment, then `overrides`."""
    check_variable_names()
    config_path = os.environ.get("MODELDRIFT_CONFIG", "").strip()
    file_values = _file_values(Path(config_path)) if config_path else {}
    # Environment beats the file: drop file keys that the environment sets.
    merged = {k: v for k, v in file_values.items() if f"MODELDRIFT_{k.upper()}" not in os.environ}
    merged.update(overrides)
    try:
        settings = Settings(**merged)
    except SettingsError as exc:
        # pydantic-settings parses list values from the environment as JSON before validating.
        raise ConfigError(
            f"a MODELDRIFT_* variable is not valid JSON where a list is expected ({exc}); "
            """write lists as JSON, e.g. MODELDRIFT_MODELS='["vendor/model"]'"""
        ) from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "settings"
        source = f" in {config_path!r}" if config_path else ""
        raise ConfigError(
            f"invalid setting {where!r}{source}: {first['msg']} "
            f"(set it in the config file or as MODELDRIFT_{where.split('.')[0].upper()})"
        ) from None
    return settings

"""Assets take what they track and where they publish from their resources, not the environment.

The Definitions read the settings once and hand them to the assets as resources, so a run's
configuration is what Dagster shows for it; an asset that read `MODELDRIFT_*` itself could
disagree with its own run's resources.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from dagster import DagsterInstance, materialize

from assets.pins import pins
from assets.tasks import tasks
from runtime.gateway import SimulatedGateway
from runtime.resources import PipelineResource, WarehouseResource
from tests.conftest import SCENARIOS
from warehouse.store import Warehouse

DAY = dt.date(2026, 11, 3)


def test_pins_and_tasks_follow_the_pipeline_resource(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", '["sim/moving", "sim/verbose"]')
    monkeypatch.delenv("OPENROUTER_BASE_URL", raising=False)
    store = Warehouse(tmp_path / "w.duckdb")
    result = materialize(
        [pins, tasks],
        partition_key=DAY.isoformat(),
        resources={
            "warehouse": WarehouseResource(database=str(store.path)),
            "provider": SimulatedGateway(scenario=str(SCENARIOS / "demo.json")),
            "pipeline": PipelineResource(models=["sim/steady"], report_dir=str(tmp_path / "r")),
        },
        instance=DagsterInstance.ephemeral(),
    )
    assert result.success
    assert store.rows("SELECT DISTINCT model FROM pins") == [("sim/steady",)]
    assert store.rows("SELECT DISTINCT model FROM tasks") == [("sim/steady",)]
    assert store.rows("SELECT count(*) FROM tasks WHERE day = $d", {"d": DAY}) == [(80,)]

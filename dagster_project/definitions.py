"""The single Definitions object: every asset, job, schedule, sensor and resource."""

from __future__ import annotations

from dagster import Definitions

from assets.asset_checks import ASSET_CHECKS
from assets.graph import ALL_ASSETS
from dagster_project.jobs import daily_job, rescore_job
from dagster_project.schedules import daily_collection
from dagster_project.sensors import rescore_on_new_scorer
from runtime.resources import resources_from
from runtime.settings import load_settings


def build_definitions() -> Definitions:
    """The Definitions, built on call: settings are read when a run starts, so a bad setting is the
    CLI's one-line error, not an import-time traceback."""
    return Definitions(
        assets=ALL_ASSETS,
        asset_checks=ASSET_CHECKS,
        jobs=[daily_job, rescore_job],
        schedules=[daily_collection],
        sensors=[rescore_on_new_scorer],
        resources=resources_from(load_settings()),
    )


defs = build_definitions()

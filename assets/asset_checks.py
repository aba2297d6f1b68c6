"""The asset checks: each stage's output checked after it is written, in the same run.

The logic is in `assets/checks.py`; this module only says which asset each check belongs to. A
failed check has ERROR severity. The checks on collection (pins, tasks, the archive) are blocking:
nothing is derived from an archive that lost or doubled a row. The checks on derived stages are
not: a derived stage that fails records why and the report still publishes from what the earlier
stages produced, saying on the front and day pages what failed (assets/stage_guard.py), so the
red check and the banner tell the same story. (Stage 3's own check, `triage_ran`, lives with the
triage asset and is ERROR but not blocking for the same reason.)
"""

from collections.abc import Callable
from pathlib import Path

from dagster import (
    AssetCheckExecutionContext,
    AssetCheckResult,
    AssetCheckSeverity,
    AssetsDefinition,
    asset_check,
)

from assets import checks
from assets import verdicts as verdicts_stage
from assets.baselines import baselines
from assets.events import events
from assets.pins import pins
from assets.report import report
from assets.responses import responses
from assets.statuses import statuses
from assets.tasks import tasks
from assets.verdicts import verdicts
from puzzles.slots import load_slots
from runtime.partitions import daily_partitions, partition_days
from runtime.resources import PipelineResource, WarehouseResource
from scoring.battery import load_battery
from warehouse.store import Warehouse

Check = Callable[[Warehouse, list, PipelineResource], checks.CheckOutcome]
"""A check's logic: the warehouse, the days, and what the pipeline tracks and publishes."""


def result(outcome: checks.CheckOutcome) -> AssetCheckResult:
    """A Dagster check result: ERROR when it fails, the problems quoted in its metadata."""
    return AssetCheckResult(
        passed=outcome.passed,
        severity=AssetCheckSeverity.ERROR,
        description=outcome.summary,
        metadata={
            "problems": outcome.n_problems,
            "examples": "\n".join(outcome.problems) or "none",
        },
    )


def day_check(
    asset: AssetsDefinition, name: str, description: str, logic: Check, blocking: bool = True
):
    """A day-partitioned check of `asset` that runs `logic(store, days, pipeline)`."""

    @asset_check(
        asset=asset,
        name=name,
        description=description,
        blocking=blocking,
        partitions_def=daily_partitions,
    )
    def _check(
        context: AssetCheckExecutionContext,
        warehouse: WarehouseResource,
        pipeline: PipelineResource,
    ) -> AssetCheckResult:
        return result(logic(warehouse.warehouse(), partition_days(context), pipeline))

    return _check


ASSET_CHECKS = [
    day_check(
        pins,
        "pins_cover_tracked_models",
        "Exactly one pin per tracked model and day.",
        lambda store, days, pipeline: checks.pins_cover_tracked_models(
            store, days, list(pipeline.models)
        ),
    ),
    day_check(
        tasks,
        "tasks_match_plan",
        "Every served model has every battery prompt and every puzzle slot, and no one else any.",
        lambda store, days, _: checks.tasks_match_plan(
            store, days, len(load_battery().entries), len(load_slots())
        ),
    ),
    day_check(
        responses,
        "every_task_archived",
        "Every planned task has an answer or an error row.",
        lambda store, days, _: checks.every_task_archived(store, days),
    ),
    day_check(
        responses,
        "one_answer_per_task",
        "No (day, model, task) answered twice: nothing sent twice.",
        lambda store, days, _: checks.one_answer_per_task(store, days),
    ),
    day_check(
        responses,
        "archive_never_lost_a_row",
        "The archive's count and digest per day match what collection recorded.",
        lambda store, days, _: checks.archive_matches_ledger(store, days),
    ),
    day_check(
        verdicts,
        "one_verdict_per_asked_task",
        "Each asked task has exactly one verdict.",
        lambda store, days, _: checks.verdicts_cover_archive(store, days),
        blocking=False,
    ),
    day_check(
        verdicts,
        "verdicts_by_current_scorer",
        "Every verdict was made by the scorer version in the code.",
        # The version the verdicts stage scores with, read when the check runs.
        lambda store, days, _: checks.verdicts_by_scorer(
            store, days, verdicts_stage.SCORER_VERSION
        ),
        blocking=False,
    ),
    day_check(
        baselines,
        "ratings_for_graded_days",
        "Every model-day with graded puzzles has a rating.",
        lambda store, days, _: checks.ratings_for_graded_days(store, days),
        blocking=False,
    ),
    day_check(
        events,
        "detection_for_battery_days",
        "Every model-day with battery verdicts was compared with its 7-day baseline.",
        lambda store, days, _: checks.detection_for_battery_days(store, days),
        blocking=False,
    ),
    day_check(
        statuses,
        "statuses_for_every_model",
        "Every tracked (pinned) model has exactly one status each day.",
        lambda store, days, _: checks.statuses_for_every_model(store, days),
        blocking=False,
    ),
    day_check(
        report,
        "site_published",
        "The report stage ran on every day and the front page exists.",
        lambda store, days, pipeline: checks.site_published(store, days, Path(pipeline.report_dir)),
        blocking=False,
    ),
]

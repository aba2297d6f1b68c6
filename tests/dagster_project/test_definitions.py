"""A snapshot of the graph: every asset key, its dependencies, partitions and backfill policy, the
jobs, the schedule and the sensor. An accidental change to the graph fails here first."""

from __future__ import annotations

import datetime as dt

from dagster import AssetKey, build_schedule_context

from dagster_project.definitions import defs
from dagster_project.schedules import daily_collection, partition_for

EXPECTED_DEPS = {
    "pins": set(),
    "tasks": {"pins"},
    "responses": {"tasks"},
    "verdicts": {"responses"},
    "baselines": {"verdicts"},
    "events": {"baselines"},
    "triage": {"events"},
    # Statuses after triage, so a triage rating counts wherever severity counts.
    "statuses": {"events", "triage"},
    "report": {"statuses"},
}


def test_asset_graph_snapshot() -> None:
    graph = defs.resolve_asset_graph()
    keys = {k.to_user_string() for k in graph.get_all_asset_keys()}
    assert keys == set(EXPECTED_DEPS)
    for name, deps in EXPECTED_DEPS.items():
        node = graph.get(AssetKey(name))
        assert {p.to_user_string() for p in node.parent_keys} == deps, name
        assert node.partitions_def is not None, f"{name} is partitioned by day"
        assert (
            node.backfill_policy is not None and node.backfill_policy.max_partitions_per_run is None
        ), f"{name}: single-run backfill, so re-scoring a year is one run"


EXPECTED_CHECKS = {
    ("pins", "pins_cover_tracked_models"),
    ("tasks", "tasks_match_plan"),
    ("responses", "every_task_archived"),
    ("responses", "one_answer_per_task"),
    ("responses", "archive_never_lost_a_row"),
    ("verdicts", "one_verdict_per_asked_task"),
    ("verdicts", "verdicts_by_current_scorer"),
    ("baselines", "ratings_for_graded_days"),
    ("events", "detection_for_battery_days"),
    ("statuses", "statuses_for_every_model"),
    ("triage", "triage_ran"),
    ("report", "site_published"),
}


def test_asset_checks_snapshot() -> None:
    graph = defs.resolve_asset_graph()
    found = {(k.asset_key.to_user_string(), k.name) for k in graph.asset_check_keys}
    assert found == EXPECTED_CHECKS
    assert {asset for asset, _ in found} == set(EXPECTED_DEPS), "every stage is checked"
    daily = defs.resolve_job_def("modeldrift_daily")
    assert {
        (k.asset_key.to_user_string(), k.name)
        for k in daily.asset_layer.asset_graph.asset_check_keys
    } >= EXPECTED_CHECKS


def test_jobs_schedule_and_sensor() -> None:
    assert {j.name for j in defs.jobs} >= {"modeldrift_daily", "modeldrift_rescore"}
    assert [s.name for s in defs.schedules] == ["daily_collection"]
    assert [s.name for s in defs.sensors] == ["rescore_on_new_scorer"]
    schedule = defs.get_schedule_def("daily_collection")
    assert schedule.cron_schedule == "0 9 * * *" and schedule.execution_timezone == "UTC"
    rescore = defs.resolve_job_def("modeldrift_rescore")
    selected = {k.to_user_string() for k in rescore.asset_layer.executable_asset_keys}
    assert selected == {"verdicts", "baselines", "events", "triage", "statuses", "report"}, (
        "never re-collects"
    )


def test_the_schedule_collects_the_current_day_not_the_previous_one() -> None:
    tick = dt.datetime(2026, 11, 29, 9, 0, tzinfo=dt.UTC)
    assert partition_for(tick) == "2026-11-29"
    request = daily_collection(build_schedule_context(scheduled_execution_time=tick))
    assert request.partition_key == "2026-11-29"


def test_every_partition_through_today_exists() -> None:
    today = dt.datetime.now(dt.UTC).date().isoformat()
    keys = defs.resolve_asset_graph().get(AssetKey("pins")).partitions_def.get_partition_keys()
    assert keys[-1] == today, "end_offset=1 keeps today's partition for the 09:00 run"

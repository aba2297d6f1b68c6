"""09:00 UTC every day, collect *today's* partition.

Dagster's stock partitioned schedule launches the partition of the day before (the last complete
one), which would mean asking the live gateway about yesterday: it refuses. So this schedule names
the current day explicitly.
"""

import datetime as dt

from dagster import DefaultScheduleStatus, RunRequest, ScheduleEvaluationContext, schedule

from dagster_project.jobs import daily_job


def partition_for(scheduled: dt.datetime) -> str:
    """The partition key a tick at `scheduled` collects: that same UTC day."""
    return scheduled.astimezone(dt.UTC).date().isoformat()


@schedule(
    cron_schedule="0 9 * * *",
    job=daily_job,
    execution_timezone="UTC",
    description="Collect today's partition at 09:00 UTC.",
    # Running from the moment the daemon starts: a daily tracker that waits for a click is a trap.
    default_status=DefaultScheduleStatus.RUNNING,
)
def daily_collection(context: ScheduleEvaluationContext) -> RunRequest:
    key = partition_for(context.scheduled_execution_time)
    return RunRequest(run_key=f"daily-{key}", partition_key=key)

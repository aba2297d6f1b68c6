"""Stage 2a: the windows everything is compared with: battery baselines (7 days) and daily
puzzle ratings (Rasch, with one standard error) against the model's own launch anchor."""

import datetime as dt
import json

import polars as pl
from dagster import AssetExecutionContext, MaterializeResult, asset

from assets.points import canary_prompt_id, keep_run_baselines, run_verdict_points
from assets.puzzle_points import run_puzzle_results
from assets.stage_guard import guarded_stage
from assets.stage_log import record_stage
from assets.verdicts import verdicts
from detection.battery.baseline_table import BaselineRow, BaselineValues, baseline_range_values
from detection.battery.thresholds import WINDOW_DAYS
from detection.puzzle.status import daily_ratings
from records.schema import polars_schema
from runtime.fanout import fork_map
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.pools import WRITER_POOL
from runtime.resources import WarehouseResource
from warehouse.store import Warehouse


def rating_rows(store, days: list[dt.date], run_id: str) -> pl.DataFrame:
    """One ratings row per model and day, from the puzzle results up to the last day of the run.

    Error rows are counted apart, never as fails: our side's failures are not the model's."""
    wanted = set(days)
    results = run_puzzle_results(store, run_id, max(days))
    models = list(results)

    def model_rows(model: str) -> list[dict]:
        n_errors: dict[dt.date, int] = {}
        for r in results[model]:
            if r.is_error:
                n_errors[r.day] = n_errors.get(r.day, 0) + 1
        return [
            {
                "day": rating.day,
                "model": model,
                "rating": rating.rating,
                "rating_se": rating.se,
                "n_graded": rating.n_graded,
                "n_passed": rating.n_passed,
                "n_wrong": rating.n_wrong,
                "n_timed_out": rating.n_timed_out,
                "n_refused": rating.n_refused,
                "n_filtered": rating.n_filtered,
                "n_errors": n_errors.get(rating.day, 0),
                "pass_rate": rating.pass_rate,
                "output_tokens_median": rating.output_tokens_median,
                "per_class_json": json.dumps(rating.class_pass_rates, sort_keys=True),
            }
            for rating in daily_ratings(model, results[model])
            if rating.day in wanted
        ]

    per_model = fork_map(model_rows, models, [len(results[m]) for m in models])
    rows = [row for model_rows_ in per_model for row in model_rows_]
    return pl.DataFrame(rows, infer_schema_length=None) if rows else pl.DataFrame()


def baseline_frame(values: list[BaselineValues]) -> pl.DataFrame:
    """The `baselines` rows of a range: `to_frame` of their `BaselineRow` records, made from the
    values directly (a year is 2.2 million rows; tests/assets/test_baselines_frame.py)."""
    if not values:
        return pl.DataFrame()
    return pl.DataFrame(values, schema=polars_schema(BaselineRow), orient="row")


@asset(
    partitions_def=daily_partitions,
    pool=WRITER_POOL,
    backfill_policy=single_run,
    group_name="detection",
    deps=[verdicts],
    description="7-day battery baselines per prompt and field; daily puzzle ratings with their band.",
)
def baselines(context: AssetExecutionContext, warehouse: WarehouseResource) -> MaterializeResult:
    days = partition_days(context)
    store = warehouse.warehouse()
    return guarded_stage(
        context,
        store,
        "baselines",
        days,
        lambda: _compute(context, store, days),
        pause_collector=True,
    )


def _compute(
    context: AssetExecutionContext, store: Warehouse, days: list[dt.date]
) -> MaterializeResult:
    history = run_verdict_points(
        store, context.run_id, days[0] - dt.timedelta(days=WINDOW_DAYS), days[-1]
    )
    values = baseline_range_values(days, history, canary_prompt_id(), fork_map)
    frame = baseline_frame(values)
    store.replace_days("baselines", days, frame)
    keep_run_baselines(store, context.run_id, days, values)
    ratings = rating_rows(store, days, context.run_id)
    store.replace_days("ratings", days, ratings)
    record_stage(store, days, "baselines", "ok", run_id=context.run_id)
    return MaterializeResult(
        metadata={"days": len(days), "baseline_rows": frame.height, "rating_rows": ratings.height}
    )

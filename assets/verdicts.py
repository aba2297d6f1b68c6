"""Stage 1b: a verdict for every archived answer, by scorer vN, recomputable from the archive.

Battery answers go through the deterministic scorer; puzzle answers through the exact grader.
Re-materialising a range of days (one run, single-run backfill) re-scores it with the code's
current scorer version; the archive is only read.
"""

import datetime as dt
import json
from typing import Literal

import polars as pl
from dagster import AssetExecutionContext, MaterializeResult, asset

from assets.responses import responses
from assets.stage_guard import guarded_stage
from assets.stage_log import record_stage
from records.schema import column_names, columns
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.pools import WRITER_POOL
from runtime.resources import WarehouseResource
from scoring.battery import load_battery
from scoring.puzzle_verdict import puzzle_verdict
from scoring.scorer import SCORER_VERSION, score_frame
from scoring.verdict import BatteryVerdict, Highlight
from warehouse.store import Warehouse


class VerdictRow(BatteryVerdict):
    """One row of `verdicts`: a battery verdict or a puzzle grade, and what it is a verdict on.

    Every `BatteryVerdict` field is a column by inheritance, so a new scorer field needs only its
    migration here (docs/contributing.md). A puzzle grade fills the puzzle fields and leaves the
    battery-only ones empty, hence the wider types below.
    """

    day: dt.date
    model: str
    task_id: str
    suite: Literal["battery", "puzzle"]
    response_id: str | None
    """The archived response; None only for a battery task that has nothing but error rows."""
    category: str
    """Battery category, or the puzzle family."""
    level: int | None
    """Puzzle difficulty level; None for battery rows."""
    is_error: bool
    outcome: str | None  # type: ignore[assignment]  # puzzles add "timeout"
    late_decline: bool | None  # type: ignore[assignment]
    picks: list[str] | None  # type: ignore[assignment]
    highlights: list[Highlight] | None  # type: ignore[assignment]
    unreadable: list[str] | None = None  # type: ignore[assignment]
    """None on rows scored before scorer v2 and on puzzle rows: nothing was abstained on."""
    output_tokens: int | None
    reasoning_tokens: int | None
    extracted_answer: str | None
    expected_answer: int | None
    passed: bool | None
    timed_out: bool | None
    provider: str | None
    model_version: str | None


VERDICT_COLUMNS = column_names(VerdictRow)
_STORED_AS = {c.field: c.name for c in columns(BatteryVerdict) if c.name != c.field}
"""The scorer's frame names its JSON columns by field (`picks`); the table by column (`picks_json`)."""


def _verdict_key() -> pl.Expr:
    """The response id, or for a task with only error rows a stable stand-in naming the task."""
    parts = [
        pl.lit("error:"),
        pl.col("model"),
        pl.lit(":"),
        pl.col("task_id"),
        pl.lit(":"),
        pl.col("day").cast(pl.Utf8),
    ]
    return pl.col("response_id").fill_null(pl.concat_str(parts))


def battery_verdicts(inputs: pl.DataFrame) -> pl.DataFrame:
    """Score battery rows; error rows come back as outcome 'error'."""
    if inputs.is_empty():
        return pl.DataFrame()
    scored = score_frame(
        load_battery(),
        inputs.select(
            _verdict_key(),
            "task_id",
            "content",
            "finish_reason",
            "native_finish_reason",
            pl.col("latency_ms").cast(pl.Float64),
            "is_error",
        ),
    )
    keyed = inputs.with_columns(_verdict_key().alias("_key"))
    names = {"response_id": "_key", **_STORED_AS}
    # An earlier scorer version (re-scored side by side in tests) has no `unreadable` column.
    scored = scored.rename({k: v for k, v in names.items() if k in scored.columns})
    joined = keyed.drop("latency_ms").join(scored, on="_key", how="left")
    return joined.with_columns(
        pl.lit(SCORER_VERSION).alias("scorer_version"),
        pl.col("completion_tokens").alias("output_tokens"),
        pl.lit(None, pl.Utf8).alias("extracted_answer"),
        pl.lit(None, pl.Boolean).alias("passed"),
        pl.lit(False).alias("timed_out"),
    )


def puzzle_verdicts(inputs: pl.DataFrame) -> pl.DataFrame:
    """Grade puzzle rows exactly, keeping each reply's true outcome (scoring.puzzle_verdict);
    a timeout, a refusal and a filtered reply are fails, an error row is no data."""
    rows = []
    for row in inputs.to_dicts():
        timed_out = row["status"] == "timeout"
        base = {
            **row,
            "scorer_version": SCORER_VERSION,
            "output_tokens": row["completion_tokens"],
            "timed_out": timed_out,
        }
        if row["is_error"]:
            rows.append(
                {
                    **base,
                    "outcome": "error",
                    "passed": None,
                    "extracted_answer": None,
                    "length_tokens": None,
                    "latency_ms": None,
                    "timed_out": False,
                }
            )
            continue
        grade = puzzle_verdict(
            row["content"],
            int(row["expected_answer"]),
            timed_out=timed_out,
            finish_reason=row["finish_reason"],
            native_finish_reason=row["native_finish_reason"],
        )
        content = row["content"] or ""
        rows.append(
            {
                **base,
                "outcome": grade.outcome,
                "passed": grade.passed,
                "extracted_answer": None if grade.extracted is None else str(grade.extracted),
                "length_tokens": len(content) / 4.0,
            }
        )
    return pl.DataFrame(rows, infer_schema_length=None) if rows else pl.DataFrame()


def _conform(frame: pl.DataFrame) -> pl.DataFrame:
    if frame.is_empty():
        return frame
    missing = [c for c in VERDICT_COLUMNS if c not in frame.columns]
    frame = frame.with_columns([pl.lit(None).alias(c) for c in missing])
    return frame.select(VERDICT_COLUMNS)


@asset(
    partitions_def=daily_partitions,
    pool=WRITER_POOL,
    backfill_policy=single_run,
    group_name="scoring",
    deps=[responses],
    description="Scorer verdicts (battery) and exact grades (puzzles) for every archived answer.",
)
def verdicts(context: AssetExecutionContext, warehouse: WarehouseResource) -> MaterializeResult:
    days = partition_days(context)
    store = warehouse.warehouse()
    return guarded_stage(context, store, "verdicts", days, lambda: _score(context, store, days))


def score_inputs(inputs: pl.DataFrame) -> pl.DataFrame:
    """Every verdict of the `verdict_inputs` rows, battery and puzzles, in the table's columns."""
    battery = battery_verdicts(inputs.filter(pl.col("suite") == "battery"))
    puzzles = puzzle_verdicts(inputs.filter(pl.col("suite") == "puzzle"))
    parts = [_conform(f) for f in (battery, puzzles) if not f.is_empty()]
    return pl.concat(parts, how="vertical_relaxed") if parts else pl.DataFrame()


def _score(context: AssetExecutionContext, store: Warehouse, days: list) -> MaterializeResult:
    frame = score_inputs(store.frame("verdict_inputs", {"days": days}))
    store.replace_days("verdicts", days, frame)
    record_stage(
        store, days, "verdicts", "ok", detail=f"scorer {SCORER_VERSION}", run_id=context.run_id
    )
    n_err = int(frame["is_error"].sum()) if frame.height else 0
    return MaterializeResult(
        metadata={
            "days": len(days),
            "verdicts": frame.height,
            "error_rows": n_err,
            "scorer_version": SCORER_VERSION,
            "columns": json.dumps(VERDICT_COLUMNS)[:200],
        }
    )

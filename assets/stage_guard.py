"""Per-stage failure isolation: a stage that fails records why and lets the report publish.

Dagster skips everything downstream of a failed step, which would leave the site unbuilt and the
day's page silent. So each derived stage catches its own failure, records it in `stage_runs`
(day, stage, a one-line reason, the run), and returns; a stage whose input stage failed or was
skipped in the same run records "skipped" instead of computing from half a day; the report
builds from whatever the stages produced and says on the front and day pages what failed. A
rerun (`modeldrift run --day D`, or materialising the stage again in the UI) replaces the rows.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import gc
from collections.abc import Callable, Iterator

from dagster import AssetCheckResult, AssetCheckSeverity, AssetExecutionContext, MaterializeResult

from assets.stage_log import record_stage
from warehouse.store import Warehouse

INPUT_STAGES: dict[str, tuple[str, ...]] = {
    "verdicts": (),
    "baselines": ("verdicts",),
    "events": ("verdicts", "baselines"),
    "triage": ("verdicts", "baselines", "events"),
    # Not triage: without it, deferred events stay "unknown" and the statuses count the rest.
    "statuses": ("verdicts", "baselines", "events"),
}
"""The stages whose failure in the same run leaves a stage nothing sound to compute from."""


def one_line(exc: BaseException) -> str:
    """`Type: first line of the message`, short enough for a banner."""
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0][:300]}" if text else type(exc).__name__


def blocked_by(store: Warehouse, stage: str, days: list[dt.date], run_id: str) -> str | None:
    """The first input stage that failed or was skipped in this run, if any."""
    inputs = INPUT_STAGES.get(stage, ())
    if not inputs:
        return None
    rows = store.rows(
        "SELECT stage FROM stage_runs WHERE day = ANY($days) AND stage = ANY($stages) "
        "AND run_id = $run AND status IN ('failed', 'skipped')",
        {"days": days, "stages": list(inputs), "run": run_id},
        archive=False,
    )
    failed = {r[0] for r in rows}
    return next((s for s in inputs if s in failed), None)


def guarded_stage(
    context: AssetExecutionContext,
    store: Warehouse,
    stage: str,
    days: list[dt.date],
    body: Callable[[], MaterializeResult],
    check: str | None = None,
    *,
    pause_collector: bool = False,
) -> MaterializeResult:
    """Run `body` (which records its own success); record a skip or a failure instead of raising.

    `check` names the asset's check, if it declares one: a skip or a failure reports it failed.
    `pause_collector` runs `body` under `collector_paused` (stages that hold a range's records).
    """
    cause = blocked_by(store, stage, days, context.run_id)
    if cause is not None:
        reason = f"{cause} failed or was skipped in this run"
        context.log.warning(f"{stage} skipped: {reason}")
        record_stage(store, days, stage, "skipped", detail=reason, run_id=context.run_id)
        return _not_done("skipped", reason, check)
    try:
        with collector_paused() if pause_collector else contextlib.nullcontext():
            return body()
    except Exception as exc:  # stage isolation: record, say so, and let the report publish
        message = one_line(exc)
        context.log.error(f"{stage} failed: {message}")
        record_stage(store, days, stage, "failed", detail=message, run_id=context.run_id)
        return _not_done("failed", message, check)


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """No automatic cyclic garbage collection while a stage computes; reference counting still
    frees everything as usual.

    A year's stage builds millions of long-lived objects (365,000 verdict records, their field
    readings, 2.2 million baseline rows) and drops them when it ends. Each time the heap grows by
    a quarter the collector rescans all of it, which cost about 15 s of a year's CPU and frees
    nothing: those records hold no reference cycles. The collector is back (as it was) when the
    stage ends, and any cycles made meanwhile are collected then.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _not_done(status: str, reason: str, check: str | None) -> MaterializeResult:
    checks = []
    if check is not None:
        checks.append(
            AssetCheckResult(
                check_name=check,
                passed=False,
                # A failed stage is a failed check (red), not a green run with a warning; not
                # blocking, so the report still publishes and says what failed.
                severity=AssetCheckSeverity.ERROR,
                metadata={status: reason},
            )
        )
    return MaterializeResult(
        metadata={"stage_status": status, "reason": reason}, check_results=checks
    )

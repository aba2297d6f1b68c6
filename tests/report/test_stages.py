"""The day banner says which stage did not run and which stages the events come from."""

from __future__ import annotations

import datetime as dt

import polars as pl

from report.stages import PIPELINE, stage_report

DAY = dt.date(2025, 3, 21)


def _runs(statuses: dict[str, str]) -> pl.DataFrame:
    return pl.DataFrame(
        [
            {
                "day": DAY,
                "stage": stage,
                "status": status,
                "detail": None,
                "finished_at": dt.datetime(2025, 3, 21, 10, tzinfo=dt.UTC),
            }
            for stage, status in statuses.items()
        ]
    )


ALL_OK = {name: "ok" for name, _, _ in PIPELINE}


def test_every_stage_ok_means_no_banner() -> None:
    report = stage_report(_runs(ALL_OK), DAY)
    assert report.banner is None and report.complete_through == 3


def test_triage_failed() -> None:
    report = stage_report(_runs({**ALL_OK, "triage": "failed"}), DAY)
    assert report.banner == "On 2025-03-21, triage failed; events below are from stages 1-2."
    assert report.complete_through == 2


def test_triage_did_not_run() -> None:
    runs = {k: v for k, v in ALL_OK.items() if k != "triage"}
    report = stage_report(_runs(runs), DAY)
    assert report.banner == "On 2025-03-21, triage did not run; events below are from stages 1-2."


def test_events_failed_leaves_stage_one_only() -> None:
    report = stage_report(_runs({**ALL_OK, "events": "failed", "triage": "skipped"}), DAY)
    assert report.banner == "On 2025-03-21, events failed; events below are from stage 1 only."
    assert report.complete_through == 1


def test_scoring_missing_means_no_events_at_all() -> None:
    runs = {"pins": "ok", "tasks": "ok", "responses": "ok"}
    report = stage_report(_runs(runs), DAY)
    assert (
        report.banner
        == "On 2025-03-21, verdicts did not run; no scored results or events for this day."
    )


def test_collection_trouble_is_reported_alongside() -> None:
    report = stage_report(_runs({**ALL_OK, "responses": "failed"}), DAY)
    assert report.banner and report.banner.startswith("On 2025-03-21, responses failed;")
    assert report.complete_through == 3


def test_baselines_without_a_record_does_not_raise_a_banner_but_a_failure_does() -> None:
    runs = {k: v for k, v in ALL_OK.items() if k != "baselines"}
    assert stage_report(_runs(runs), DAY).banner is None
    failed = stage_report(_runs({**ALL_OK, "baselines": "failed"}), DAY)
    assert failed.banner == "On 2025-03-21, baselines failed; events below are from stage 1 only."


def test_a_day_without_records_says_it_is_unknown() -> None:
    report = stage_report(_runs(ALL_OK).clear(), DAY)
    assert report.banner and "unknown" in report.banner


def test_other_days_records_do_not_count() -> None:
    other = _runs(ALL_OK).with_columns(pl.lit(DAY - dt.timedelta(days=1)).alias("day"))
    assert "unknown" in (stage_report(other, DAY).banner or "")


def test_unlisted_stages_are_shown_in_the_table() -> None:
    report = stage_report(_runs({**ALL_OK, "ratings": "ok"}), DAY)
    assert [r.stage for r in report.rows][-1] == "ratings"

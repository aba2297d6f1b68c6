"""Every record that is stored has a column for each field, and each column a field.

A field the table lacks is silently dropped on its way in (an INSERT BY NAME fills it with NULL);
a column the record lacks is a value nobody writes. Deliberate exceptions are named here with
their reason, and an exception that stops applying fails the test too.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import duckdb
import polars as pl
import pytest
from pydantic import BaseModel

from assets.points import event_from_row, event_rows
from assets.resume import LostSend
from assets.status_row import StatusRow
from assets.verdicts import VERDICT_COLUMNS, VerdictRow
from detection.events.pin_resolution import PinRow
from detection.events.records import Event
from providers.records import ResponseRow
from records.schema import column_names, columns, from_row, polars_schema, to_frame
from scoring.batch import OUTPUT_SCHEMA
from scoring.verdict import BatteryVerdict
from warehouse.migrate import migrate
from warehouse.record_table import record_mismatches
from warehouse.shards import select_sql
from warehouse.store import Warehouse

RECORDS: list[tuple[str, type[BaseModel], dict[str, str], dict[str, str]]] = [
    ("verdicts", VerdictRow, {}, {}),
    ("events", Event, {}, {}),
    ("statuses", StatusRow, {}, {}),
    ("responses", ResponseRow, {}, {}),
    ("lost_sends", LostSend, {}, {}),
    (
        "pins",
        PinRow,
        {},
        {
            "resolved_at": "stamped by the pins asset when it asked the gateway; the resolution "
            "itself is a pure function of the listing and has no clock"
        },
    ),
]


@pytest.fixture(scope="module")
def migrated(tmp_path_factory: pytest.TempPathFactory) -> duckdb.DuckDBPyConnection:
    """A migrated warehouse as every connection sees it: the archive is the shards' view."""
    con = duckdb.connect()
    migrate(con)
    con.execute(f"CREATE TEMP VIEW responses AS {select_sql(tmp_path_factory.mktemp('archive'))}")
    return con


@pytest.mark.parametrize(
    ("table", "model", "not_stored", "not_in_record"), RECORDS, ids=[r[0] for r in RECORDS]
)
def test_each_field_has_a_column_and_each_column_a_field(
    migrated: duckdb.DuckDBPyConnection,
    table: str,
    model: type[BaseModel],
    not_stored: dict[str, str],
    not_in_record: dict[str, str],
) -> None:
    assert record_mismatches(migrated, table, model, not_stored, not_in_record) == []


def test_a_dropped_field_is_reported_with_the_migration_that_fixes_it() -> None:
    # The event table as it was before the effective-severity migration: no triaged_by.
    con = duckdb.connect()
    migrate(con)
    con.execute("ALTER TABLE events DROP COLUMN triaged_by")
    assert record_mismatches(con, "events", Event) == [
        "Event.triaged_by has no column events.triaged_by; add it in a migration: "
        "ALTER TABLE events ADD COLUMN triaged_by VARCHAR"
    ]


def test_a_stale_exception_is_reported(migrated: duckdb.DuckDBPyConnection) -> None:
    problems = record_mismatches(migrated, "events", Event, {"triaged_by": "reason"})
    assert problems == ["events.triaged_by exists, but 'triaged_by' is listed as not stored"]


def triaged_event() -> Event:
    """An event with every field set, triage's included."""
    return Event(
        event_id="e1",
        day=dt.date(2026, 11, 20),
        model="sim/moving",
        prompt_id="R01",
        category="refusal",
        pair_arm="plain",
        field="outcome",
        kind="change",
        old_value="answered",
        new_value="refused",
        baseline_days=7,
        baseline_values=["answered", None, "answered"],
        direction="answered->refused",
        z=1.5,
        p_value=0.13,
        q_value=0.2,
        severity="significant",
        severity_source="triage",
        severity_rule="refusal-plain-arm",
        needs_triage=True,
        triaged_by="sim/triage-small",
        provider_changed=True,
        provider_old="A",
        provider_new="B",
        linked_day=dt.date(2026, 11, 18),
        response_id="r-today",
        pair_responses={"today": {"plain": "r1", "authorized": "r2"}, "baseline": {"plain": "r0"}},
        old_response_id="r-old",
        status="withdrawn",
        withdrawn_by="v3",
        scorer_version="v2",
    )


def test_an_event_round_trips_through_the_warehouse_with_its_triage(tmp_path: Path) -> None:
    store = Warehouse(tmp_path / "w.duckdb")
    event = triaged_event()
    store.replace_days("events", [event.day], event_rows([event]))
    stored = store.frame("events_between", {"start": event.day, "end": event.day}).to_dicts()
    assert [event_from_row(r) for r in stored] == [event]
    assert stored[0]["triaged_by"] == "sim/triage-small"
    assert stored[0]["baseline_response_id"] == "r-old"
    assert json.loads(stored[0]["pair_responses_json"]) == event.pair_responses


def test_the_verdict_frames_follow_the_verdict_record() -> None:
    assert OUTPUT_SCHEMA == {"response_id": pl.String, **polars_schema(BatteryVerdict, by="field")}
    assert VERDICT_COLUMNS == column_names(VerdictRow)
    # Every scorer field is a verdicts column by inheritance, stored under its derived name.
    assert {c.name for c in columns(BatteryVerdict)} <= set(VERDICT_COLUMNS)


class HedgingVerdict(BatteryVerdict):
    """A scorer field added the way docs/contributing.md describes: one new field on the record."""

    hedges: bool | None = None
    """Framing entries only: the reply hedges every claim."""


class HedgingRow(VerdictRow, HedgingVerdict):
    """VerdictRow as it would be with the new field (it inherits the record's fields)."""


def test_a_new_scorer_field_needs_only_its_migration_to_be_stored(tmp_path: Path) -> None:
    # The frame the batch scorer returns, and the table row, name the field without other edits.
    assert polars_schema(HedgingVerdict, by="field")["hedges"] == pl.Boolean
    assert "hedges" in column_names(HedgingRow)
    con = duckdb.connect(str(tmp_path / "w.duckdb"))
    migrate(con)
    assert record_mismatches(con, "verdicts", HedgingRow) == [
        "HedgingRow.hedges has no column verdicts.hedges; add it in a migration: "
        "ALTER TABLE verdicts ADD COLUMN hedges BOOLEAN"
    ]
    con.execute("ALTER TABLE verdicts ADD COLUMN hedges BOOLEAN")  # the one migration
    assert record_mismatches(con, "verdicts", HedgingRow) == []
    row = HedgingRow(
        day=dt.date(2026, 11, 20),
        model="sim/steady",
        task_id="F01",
        suite="battery",
        response_id="r1",
        category="framing",
        level=None,
        is_error=False,
        outcome="answered",
        late_decline=False,
        correct=None,
        format_ok=None,
        picks=[],
        top_pick=None,
        opens_caveat=True,
        closes_caveat=False,
        affirms_fair=None,
        length_tokens=120.0,
        latency_ms=900.0,
        highlights=[],
        scorer_version="v2",
        unreadable=[],
        hedges=True,
        output_tokens=130,
        reasoning_tokens=None,
        extracted_answer=None,
        expected_answer=None,
        passed=None,
        timed_out=False,
        provider="A",
        model_version="sim/steady-2026-11-01",
    )
    incoming = to_frame([row], HedgingRow)  # noqa: F841 (read by DuckDB's replacement scan)
    con.execute("INSERT INTO verdicts BY NAME SELECT * FROM incoming")
    stored = con.sql("SELECT * FROM verdicts").pl().to_dicts()
    con.close()
    assert from_row(HedgingRow, stored[0]) == row

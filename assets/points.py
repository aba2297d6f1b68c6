"""Warehouse rows -> the pure cores' input records (and back). The only place that knows both."""

from __future__ import annotations

import datetime as dt
import functools
import json
from typing import Any

import polars as pl
from pydantic import TypeAdapter

from detection.battery.baseline_table import BaselineRow, BaselineValues, StoredBaselines
from detection.events.records import Event, PinPoint, VerdictPoint
from records.schema import from_row, polars_schema, to_frame
from scoring.battery import load_battery
from warehouse.store import Warehouse


def pair_arms() -> dict[str, tuple[str, str] | None]:
    """Per battery id: (pair group, arm), or None for a prompt that is not part of a pair."""
    return {e.id: ((e.pair.group, e.pair.arm) if e.pair else None) for e in load_battery().entries}


def unreadable_fields(raw: Any) -> frozenset[str] | None:
    """The verdict's abstentions (a list, or its JSON); None when the scorer did not state any."""
    if raw is None:
        return None
    if isinstance(raw, str):
        return _unreadable_of_json(raw)
    return frozenset(str(v) for v in raw)


@functools.lru_cache(maxsize=4096)
def _unreadable_of_json(raw: str) -> frozenset[str]:
    """`unreadable_fields` of a JSON list: a year's 365,000 verdicts spell a few dozen distinct
    lists (mostly `[]`), and the frozen set is shared safely."""
    return frozenset(str(v) for v in json.loads(raw))


def canary_prompt_id() -> str:
    """The battery entry tagged `canary`, whose spread sets the per-model noise floor."""
    return next(e.id for e in load_battery().entries if "canary" in e.tags)


def verdict_points(store: Warehouse, start: dt.date, end: dt.date) -> list[VerdictPoint]:
    """Stored verdicts between two days as the detector's input records, pair arms attached."""
    frame = store.frame("battery_verdicts_between", {"start": start, "end": end}, archive=False)
    arms = pair_arms()
    points = []
    for row in frame.to_dicts():
        pair = arms.get(row["task_id"])
        abstained = unreadable_fields(row["unreadable_json"])
        points.append(
            VerdictPoint(
                day=row["day"],
                model=row["model"],
                prompt_id=row["task_id"],
                category=row["category"],
                pair_arm=pair[1] if pair else None,
                pair_group=pair[0] if pair else None,
                unreadable=abstained or frozenset(),
                abstentions_stated=abstained is not None,
                is_error=row["is_error"],
                outcome=row["outcome"],
                late_decline=row["late_decline"],
                correct=row["correct"],
                format_ok=row["format_ok"],
                picks=None
                if "picks" in (abstained or ()) or not row["picks_json"]
                else json.loads(row["picks_json"]),
                top_pick=row["top_pick"],
                opens_caveat=row["opens_caveat"],
                closes_caveat=row["closes_caveat"],
                affirms_fair=row["affirms_fair"],
                length_tokens=row["length_tokens"],
                latency_ms=row["latency_ms"],
                provider=row["provider"],
                response_id=row["response_id"]
                or f"error:{row['model']}:{row['task_id']}:{row['day']}",
                scorer_version=row["scorer_version"],
            )
        )
    return points


_run_read: tuple[tuple[str, str], dt.date, dt.date, list[VerdictPoint]] | None = None
"""The last `run_verdict_points` read: (warehouse file, run id), its span, its records."""


def run_verdict_points(
    store: Warehouse, run_id: str, start: dt.date, end: dt.date, *, last_reader: bool = False
) -> list[VerdictPoint]:
    """`verdict_points`, read once per run: the baselines, events and statuses stages of one run
    read the same verdicts (a year is 365,000 records, and each stage took its own copy), and a
    run's later stages never write verdicts. A stage whose span lies within the last read of the
    same run and warehouse takes its days from it (in the same order, the same records, whose
    encoded fields are then read once); any other read goes to the warehouse. Stages of a run
    that run in different processes (Celery workers) each read their own; a process keeps at
    most its last read, until `last_reader` (the statuses stage) takes it or another run reads.
    """
    global _run_read
    key = (str(store.path.resolve()), run_id)
    if (
        _run_read is not None
        and _run_read[0] == key
        and _run_read[1] <= start <= end <= _run_read[2]
    ):
        points = [v for v in _run_read[3] if start <= v.day <= end]
    else:
        points = verdict_points(store, start, end)
        _run_read = (key, start, end, points)
    if last_reader:
        _run_read = None
    return list(points)


_run_baselines: tuple[tuple[str, str], tuple[dt.date, ...], list[BaselineValues]] | None = None
"""The baselines the last baselines stage of this process wrote: (warehouse file, run id), its
days, and its rows' values."""


def keep_run_baselines(
    store: Warehouse, run_id: str, days: list[dt.date], values: list[BaselineValues]
) -> None:
    """Hold the rows the baselines stage has just written for the events stage of the same run
    (`run_baseline_lookups`), which compares with them."""
    global _run_baselines
    _run_baselines = ((str(store.path.resolve()), run_id), tuple(days), values)


def run_baseline_lookups(store: Warehouse, run_id: str, days: list[dt.date]) -> StoredBaselines:
    """`stored_baseline_lookups`, from the rows this run's baselines stage wrote for the same
    days when it ran in this process: the very rows of the table (no later stage of a run writes
    baselines), as a year's read back of 2.2 million rows would return them. Any other read goes
    to the warehouse; the held rows are let go either way (the events stage is their one reader).
    """
    global _run_baselines
    held, _run_baselines = _run_baselines, None
    if (
        held is not None
        and held[0] == (str(store.path.resolve()), run_id)
        and held[1] == tuple(days)
    ):
        return StoredBaselines.from_values(held[2])
    return stored_baseline_lookups(store, days)


def pin_points(store: Warehouse, days: list[dt.date]) -> list[PinPoint]:
    """The pins of ``days``, as detection reads them."""
    return [
        from_row(PinPoint, r)
        for r in store.frame("pins_for_days", {"days": days}, archive=False).to_dicts()
    ]


def event_from_row(row: dict[str, Any]) -> Event:
    """The event an `events` row stores (extra keys, such as joined texts, are ignored)."""
    return from_row(Event, row)


def event_rows(events: list[Event]) -> pl.DataFrame:
    """`events` rows for these events, every field a column (records.schema)."""
    return to_frame(events, Event)


def _baselines_frame(store: Warehouse, days: list[dt.date]) -> pl.DataFrame:
    """The baselines stage's rows for `days`, refused if written before they carried their values.

    Rows written before `0011_baseline_evidence` lack the window's values; comparing with them
    would state empty evidence on every event, so they are refused with what to do instead.
    """
    frame = store.frame("baselines_for_days", {"days": days}, archive=False)
    stale = frame.filter(pl.col("baseline_values_json").is_null())
    if stale.height:
        first = stale["day"].min()
        assert isinstance(first, dt.date)
        raise ValueError(
            f"the baselines of {first} were written before they carried their values; "
            "materialise `baselines` for these days again before `events`"
        )
    return frame


def stored_baselines(store: Warehouse, days: list[dt.date]) -> list[BaselineRow]:
    """The baselines stage's rows for `days`, as records."""
    # Validated as one list in pydantic's core: faster than a Python `model_construct` per row.
    return _BASELINE_ROWS.validate_python(_baselines_frame(store, days).to_dicts())


_BASELINE_ROWS = TypeAdapter(list[BaselineRow])


def stored_baseline_lookups(store: Warehouse, days: list[dt.date]) -> StoredBaselines:
    """The baselines stage's rows for `days`, as the events stage compares with them: the same
    lookups as `StoredBaselines.from_rows(stored_baselines(...))`, from the columns, without a
    record per row (a year is 2.2 million rows).

    The columns are checked against the record's column types instead, so a column that drifted
    from `BaselineRow` still shows.
    """
    frame = _baselines_frame(store, days)
    expected = polars_schema(BaselineRow)
    drifted = {
        name: str(dtype)
        for name, dtype in frame.schema.items()
        if name in expected
        and dtype != expected[name]
        # INTEGER columns read as Int32: the same Python int.
        and not (dtype.is_integer() and expected[name].is_integer())
    }
    if drifted or set(expected) - set(frame.columns):
        raise ValueError(
            f"the stored baselines' columns {drifted or sorted(set(expected) - set(frame.columns))!r} "
            f"do not match BaselineRow {dict((k, str(v)) for k, v in expected.items())!r}; "
            "check the baselines_for_days query and the table's migrations"
        )
    return StoredBaselines.from_columns({name: frame[name].to_list() for name in frame.columns})

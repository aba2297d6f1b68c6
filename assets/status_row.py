"""The `statuses` row: one model-day's puzzle status, battery summary and pin flags, as one record.

Its columns, polars schema and row mapping come from this model (records.schema); a test holds it
to the migrated table, field for column.
"""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict

from detection.events.open_changes import OpenChange
from detection.puzzle.records import BaselineKind, DecidedBy, Status


class StatusRow(BaseModel):
    """What the statuses stage says about one model on one day (docs/warehouse.md, statuses)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    day: dt.date
    model: str
    puzzle_status: Status
    baseline_day: int | None
    rating: float | None
    rating_se: float | None
    baseline_rating: float | None
    baseline_kind: BaselineKind | None
    launch_rating: float | None
    rolling_rating: float | None
    fixed_window_z: float | None
    rolling_z: float | None
    reference_days: int | None
    flagged_days: int | None
    not_served_since: dt.date | None
    tokens_z: float | None
    sequential_stat: float | None
    sequential_threshold: float | None
    decided_by: DecidedBy | None
    detectable_drop_7d: float | None
    explanation: str | None
    battery_drift: bool
    n_major: int
    n_significant: int
    n_minor: int
    n_unknown: int | None
    open_drift: bool | None
    open_changes: list[OpenChange]
    version: str | None
    pin_moved: bool
    pin_vanished: bool
    series_start: dt.date | None

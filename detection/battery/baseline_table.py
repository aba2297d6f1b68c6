"""The battery baselines as rows: what each prompt's verdict is compared with on each day.

The baselines stage writes them and the events stage reads them back (`BaselineLookup`) instead
of recomputing the windows, so the table is what the comparison actually used. They also let an
analyst see, in SQL, exactly which modal value or log-space centre and spread a day was held
against, and let the report plot length and latency with the noise floor in force.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Final, TypeVar, overload

from pydantic import BaseModel

from detection.battery.baseline import (
    CategoricalBaseline,
    DuplicateVerdictError,
    LogBaseline,
    baseline_window,
    categorical_baseline,
    log_baseline,
    usable_by_prompt,
)
from detection.battery.baseline_series import ModelSeries
from detection.battery.fields import (
    CATEGORICAL_FIELDS,
    MAGNITUDE_FIELDS,
    CategoricalField,
    MagnitudeField,
)
from detection.battery.noise import PRIORS, noise_floors
from detection.battery.pair_readings import pair_points
from detection.battery.thresholds import WINDOW_DAYS
from detection.battery.windows import VerdictIndex
from detection.events.records import NoiseFloor, VerdictPoint
from detection.model_map import ModelMap, serial_map

_T = TypeVar("_T")


def _list_encoder(encoder: json.JSONEncoder) -> Callable[[Sequence[Any]], str]:
    """`encoder.encode` for a flat list, with the C encoder made once instead of on every call.

    `JSONEncoder.encode` makes a new C encoder for each document, which was most of the cost of
    encoding a 7-value window, 2.2 million times a year. The same C encoder with the same
    settings writes the same text; without it (no `_json` module) this is `encoder.encode`.
    A window's values are a flat list, never a circular one, so the encoder keeps no markers.
    """
    make: Any = getattr(json.encoder, "c_make_encoder", None)
    if make is None or encoder.indent is not None:
        return encoder.encode
    strings = (
        json.encoder.encode_basestring_ascii
        if encoder.ensure_ascii
        else json.encoder.encode_basestring
    )
    encode = make(
        None,
        encoder.default,
        strings,
        encoder.indent,
        encoder.key_separator,
        encoder.item_separator,
        encoder.sort_keys,
        encoder.skipkeys,
        encoder.allow_nan,
    )
    return lambda values: "".join(encode(values, 0))


_encode_text_values = _list_encoder(json.JSONEncoder(ensure_ascii=False))
"""`json.dumps(values, ensure_ascii=False)` of a list, without building an encoder for each of a
year's rows."""
_encode_numbers = _list_encoder(json.JSONEncoder())
"""`json.dumps(values)` (its default encoder) of a list, likewise."""


class BaselineRow(BaseModel):
    """One (day, model, prompt, field) baseline."""

    day: dt.date
    model: str
    task_id: str
    field: str
    baseline_days: int
    modal_value: str | None = None
    mean_log: float | None = None
    sd_log: float | None = None
    noise_floor: float | None = None
    floor_source: str | None = None
    baseline_values_json: str | None = None
    """The window's values, oldest first (JSON list): encoded text, or raw numbers."""
    baseline_response_id: str | None = None
    """The response shown as "before": the mode's latest, or the window's last."""
    own_sd_log: float | None = None
    """Length/latency: the window's own spread, before the noise floor."""
    canary_days: int | None = None
    """Length/latency: canary days the noise floor saw."""


BaselineValues = tuple[
    dt.date,
    str,
    str,
    str,
    int,
    str | None,
    float | None,
    float | None,
    float | None,
    str | None,
    str | None,
    str | None,
    float | None,
    int | None,
]
"""One baseline row's values in `BaselineRow` field order: a range's rows without a validated
record each (a year is 2.2 million rows, and the stage only makes a frame of them)."""


def _categorical_values(
    day: dt.date, model: str, prompt_id: str, field: str, cat: CategoricalBaseline
) -> BaselineValues:
    return _categorical_row(
        day,
        model,
        prompt_id,
        field,
        cat.days,
        cat.mode,
        _encode_text_values(cat.values),
        cat.mode_response_id,
    )


def _categorical_row(
    day: dt.date,
    model: str,
    prompt_id: str,
    field: str,
    days: int,
    mode: str,
    values_json: str,
    mode_response_id: str,
) -> BaselineValues:
    return (
        day,
        model,
        prompt_id,
        field,
        days,
        mode,  # modal_value
        None,  # mean_log
        None,  # sd_log
        None,  # noise_floor
        None,  # floor_source
        values_json,  # baseline_values_json
        mode_response_id,  # baseline_response_id
        None,  # own_sd_log
        None,  # canary_days
    )


def _log_values(
    day: dt.date, model: str, prompt_id: str, metric: str, lb: LogBaseline, floor: NoiseFloor
) -> BaselineValues:
    return (
        day,
        model,
        prompt_id,
        metric,
        lb.days,
        None,  # modal_value
        lb.mean,  # mean_log
        max(lb.own_sd, floor.log_sd),  # sd_log
        floor.log_sd,  # noise_floor
        floor.source,  # floor_source
        _encode_numbers(lb.values),  # baseline_values_json
        lb.last_response_id,  # baseline_response_id
        lb.own_sd,  # own_sd_log
        floor.canary_days,  # canary_days
    )


def _values_of(row: BaselineRow) -> BaselineValues:
    return tuple(getattr(row, name) for name in BaselineRow.model_fields)


def as_row(values: BaselineValues) -> BaselineRow:
    """The validated record of one row's values."""
    return BaselineRow.model_validate(dict(zip(BaselineRow.model_fields, values, strict=True)))


def baseline_rows(
    day: dt.date, model: str, history: Iterable[VerdictPoint], canary_prompt_id: str
) -> list[BaselineRow]:
    """Every baseline `day`'s verdicts of `model` are compared with (previous 7 days, no errors),
    the pairs' readings included."""
    verdicts = list(history)
    by_prompt = usable_by_prompt([*verdicts, *pair_points(verdicts)], model)
    floors = noise_floors(by_prompt.get(canary_prompt_id, {}), day)
    rows: list[BaselineRow] = []
    for prompt_id in sorted(by_prompt):
        window = baseline_window(by_prompt[prompt_id], day)
        if not window:
            continue
        for field in CATEGORICAL_FIELDS:
            cat = categorical_baseline(window, field)
            if cat is not None:
                rows.append(as_row(_categorical_values(day, model, prompt_id, field, cat)))
        for metric in MAGNITUDE_FIELDS:
            lb = log_baseline(window, metric)
            if lb is not None:
                rows.append(as_row(_log_values(day, model, prompt_id, metric, lb, floors[metric])))
    return rows


def baseline_range_by_day(
    days: Iterable[dt.date], history: Iterable[VerdictPoint], canary_prompt_id: str
) -> list[BaselineRow]:
    """`baseline_rows` for every model-day of `days` with verdicts, oldest day first: the plain
    reading `baseline_range` is held to."""
    index = VerdictIndex(history)
    return [
        row
        for day in sorted(days)
        for model in index.models
        if index.has_day(model, day)
        for row in baseline_rows(
            day, model, index.window(model, day, WINDOW_DAYS), canary_prompt_id
        )
    ]


def baseline_range(
    days: Iterable[dt.date], history: Iterable[VerdictPoint], canary_prompt_id: str
) -> list[BaselineRow]:
    """Every baseline of `days` for every model with verdicts on them, oldest day first.

    `history` holds the verdicts of `days` and of the WINDOW_DAYS before the first; each
    model-day sees only its own window, exactly as when its day is computed alone
    (`baseline_range_by_day`), but each model's history is read once (`ModelSeries`).
    """
    return [as_row(v) for v in baseline_range_values(days, history, canary_prompt_id)]


def baseline_range_values(
    days: Iterable[dt.date],
    history: Iterable[VerdictPoint],
    canary_prompt_id: str,
    map_models: ModelMap = serial_map,
) -> list[BaselineValues]:
    """`baseline_range` as plain values in `BaselineRow` field order, for the stage's frame.

    Each model's rows are computed on their own (`map_models` may spread them over processes)
    and laid out day by day, the models in name order on each day."""
    wanted = sorted(days)
    index = VerdictIndex(history)
    models = index.models
    try:
        per_model = map_models(
            lambda model: _model_values(model, index, wanted, canary_prompt_id),
            models,
            [index.count(model) for model in models],
        )
    except DuplicateVerdictError:
        # A doubled verdict fails exactly the model-day windows that hold it, in the one-day
        # runs' order and words; the whole history would also fail days that never read it.
        return [
            _values_of(row)
            for row in baseline_range_by_day(wanted, index.points_of_all(), canary_prompt_id)
        ]
    rows: list[BaselineValues] = []
    for d in range(len(wanted)):
        for by_day in per_model:
            rows.extend(by_day[d])
    return rows


def _model_values(
    model: str, index: VerdictIndex, wanted: list[dt.date], canary_prompt_id: str
) -> list[list[BaselineValues]]:
    """One model's baseline rows for each of the `wanted` days (none where it has no verdict);
    raises `DuplicateVerdictError` as `ModelSeries` does."""
    s = ModelSeries(model, index.points(model), canary_prompt_id)
    out: list[list[BaselineValues]] = []
    steady_texts: dict[tuple[str, int], str] = {}
    for day in wanted:
        rows: list[BaselineValues] = []
        out.append(rows)
        if not index.has_day(model, day):
            continue
        floors = s.floors(day)
        for prompt_id, prompt in s.prompts:
            window = prompt.window(day)
            if window.start == window.stop:
                continue
            for field, mode, n, response_id, values in prompt.categorical_summaries(window):
                if values is None:
                    # A steady window: its text depends on the value and the days alone.
                    key = (mode, n)
                    text = steady_texts.get(key)
                    if text is None:
                        text = steady_texts[key] = _encode_text_values([mode] * n)
                else:
                    text = _encode_text_values(values)
                rows.append(
                    _categorical_row(day, model, prompt_id, field, n, mode, text, response_id)
                )
            for metric, lb in prompt.log_baselines(window):
                rows.append(_log_values(day, model, prompt_id, metric, lb, floors[metric]))
    return out


class StoredValues(Sequence[_T]):
    """A stored window's values (`baseline_values_json`), decoded on first use.

    A comparison reads only the baseline's mode, or its centre and spread; the values go into
    the few events that state them. Decoding each of a year's 2.2 million stored lists up front
    cost the events stage more than its comparisons. Equal to a list of the same values.
    """

    __slots__ = ("_convert", "_items", "_text")

    def __init__(self, text: str | None, convert: Callable[[Any], _T]) -> None:
        self._text = text
        self._convert = convert
        self._items: list[_T] | None = None

    def _decoded(self) -> list[_T]:
        if self._items is None:
            self._items = [self._convert(x) for x in json.loads(self._text or "[]")]
        return self._items

    @overload
    def __getitem__(self, index: int) -> _T: ...
    @overload
    def __getitem__(self, index: slice) -> list[_T]: ...
    def __getitem__(self, index: int | slice) -> _T | list[_T]:
        return self._decoded()[index]

    def __len__(self) -> int:
        return len(self._decoded())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, StoredValues):
            other = other._decoded()
        return self._decoded() == other

    __hash__ = None  # type: ignore[assignment]  # mutable-list semantics, like the list it stands for

    def __repr__(self) -> str:
        return repr(self._decoded())


_Stored = tuple[
    str | None,
    str | None,
    str | None,
    float | None,
    float | None,
    float | None,
    str | None,
    int | None,
]
"""What a comparison reads of one stored baseline row, in `_STORED_COLUMNS` order: a plain tuple
(a year is 2.2 million rows, and a named tuple each cost several times a plain one)."""
_STORED_COLUMNS = (
    "modal_value",
    "baseline_values_json",
    "baseline_response_id",
    "mean_log",
    "own_sd_log",
    "noise_floor",
    "floor_source",
    "canary_days",
)
_MODAL: Final = 0
_VALUES: Final = 1
_RESPONSE: Final = 2
_MEAN: Final = 3
_OWN_SD: Final = 4
_FLOOR: Final = 5
_FLOOR_SOURCE: Final = 6
_CANARY_DAYS: Final = 7


def _stored_of(row: BaselineRow) -> _Stored:
    return (
        row.modal_value,
        row.baseline_values_json,
        row.baseline_response_id,
        row.mean_log,
        row.own_sd_log,
        row.noise_floor,
        row.floor_source,
        row.canary_days,
    )


_KEY_COLUMNS = ("day", "model", "task_id", "field")


class BaselineLookup:
    """One model-day's baselines, read back from the rows the baselines stage wrote."""

    def __init__(self, rows: Iterable[BaselineRow] = ()) -> None:
        self._rows: dict[tuple[str, str], _Stored] = {
            (r.task_id, r.field): _stored_of(r) for r in rows
        }

    @classmethod
    def _of(cls, rows: dict[tuple[str, str], _Stored]) -> BaselineLookup:
        lookup = cls()
        lookup._rows = rows
        return lookup

    def categorical(self, prompt_id: str, field: CategoricalField) -> CategoricalBaseline | None:
        """The field's baseline, or None when no baseline day measured it."""
        row = self._rows.get((prompt_id, field))
        if row is None or row[_MODAL] is None:
            return None
        return CategoricalBaseline(
            mode=row[_MODAL],
            values=StoredValues(row[_VALUES], str),
            mode_response_id=row[_RESPONSE] or "",
        )

    def mode(self, prompt_id: str, field: CategoricalField) -> str | None:
        """The field's baseline mode (`categorical(...).mode`), or None when it has none."""
        row = self._rows.get((prompt_id, field))
        return None if row is None else row[_MODAL]

    def log(self, prompt_id: str, field: MagnitudeField) -> LogBaseline | None:
        """The metric's baseline, or None when no baseline day recorded it."""
        row = self._rows.get((prompt_id, field))
        if row is None or row[_MEAN] is None:
            return None
        return LogBaseline(
            mean=row[_MEAN],
            own_sd=row[_OWN_SD] or 0.0,
            values=StoredValues(row[_VALUES], float),
            last_response_id=row[_RESPONSE] or "",
        )

    def floors(self) -> dict[MagnitudeField, NoiseFloor]:
        """The day's noise floors; a metric no window recorded has no canary days: its prior."""
        out: dict[MagnitudeField, NoiseFloor] = {}
        for field in MAGNITUDE_FIELDS:
            row = next(
                (r for (_, f), r in self._rows.items() if f == field and r[_FLOOR] is not None),
                None,
            )
            if row is None or row[_FLOOR] is None:
                out[field] = NoiseFloor(
                    field=field, log_sd=PRIORS[field], source="prior", canary_days=0
                )
            else:
                out[field] = NoiseFloor(
                    field=field,
                    log_sd=row[_FLOOR],
                    source="canary" if row[_FLOOR_SOURCE] == "canary" else "prior",
                    canary_days=row[_CANARY_DAYS] or 0,
                )
        return out


class StoredBaselines:
    """A range's stored baseline rows by model-day, as `detect_range` compares with them."""

    def __init__(self) -> None:
        self._by: dict[tuple[dt.date, str], dict[tuple[str, str], _Stored]] = {}

    @classmethod
    def from_rows(cls, rows: Iterable[BaselineRow]) -> StoredBaselines:
        """From `BaselineRow` records."""
        out = cls()
        for r in rows:
            out._by.setdefault((r.day, r.model), {})[(r.task_id, r.field)] = _stored_of(r)
        return out

    @classmethod
    def from_columns(cls, columns: Mapping[str, Sequence[Any]]) -> StoredBaselines:
        """From the table's columns as plain value lists, one per `BaselineRow` field: a year is
        2.2 million rows, which as validated records cost the events stage more than its
        comparisons. The same lookups as `from_rows` of the same rows in the same order."""
        out = cls()
        keys = zip(*(columns[c] for c in _KEY_COLUMNS), strict=True)
        values: Iterable[_Stored] = zip(*(columns[c] for c in _STORED_COLUMNS), strict=True)
        current: tuple[dt.date, str] | None = None
        rows: dict[tuple[str, str], _Stored] = {}
        for (day, model, task_id, field), value in zip(keys, values, strict=True):
            if (day, model) != current:
                current = (day, model)
                rows = out._by.setdefault(current, {})
            rows[(task_id, field)] = value
        return out

    @classmethod
    def from_values(cls, values: Iterable[BaselineValues]) -> StoredBaselines:
        """From the rows' values in `BaselineRow` field order (`baseline_range_values`), as the
        baselines stage wrote them: the same lookups as `from_columns` of the table they made,
        without reading 2.2 million rows back in the run that has just written them."""
        out = cls()
        current: tuple[dt.date, str] | None = None
        rows: dict[tuple[str, str], _Stored] = {}
        # Unpacked in `BaselineValues` (that is, `BaselineRow` field) order.
        for (
            day,
            model,
            task_id,
            field,
            _days,
            modal,
            mean,
            _sd,
            floor,
            floor_source,
            values_json,
            response_id,
            own_sd,
            canary_days,
        ) in values:
            if (day, model) != current:
                current = (day, model)
                rows = out._by.setdefault(current, {})
            rows[(task_id, field)] = (
                modal,
                values_json,
                response_id,
                mean,
                own_sd,
                floor,
                floor_source,
                canary_days,
            )
        return out

    def lookup(self, day: dt.date, model: str) -> BaselineLookup:
        """The model-day's baselines (none stored: a lookup that finds nothing)."""
        return BaselineLookup._of(self._by.get((day, model), {}))

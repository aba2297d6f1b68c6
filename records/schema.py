"""A record's table, derived from its pydantic model: columns, polars schema and row mapping.

One record, one schema (docs/contributing.md): the model is the only place a field is spelled.
Each field is one column, named after the field, typed from its annotation:

| annotation | column type | polars dtype |
|---|---|---|
| `str`, a `Literal` of strings | VARCHAR | String |
| `bool` | BOOLEAN | Boolean |
| `int` | INTEGER or BIGINT | Int64 |
| `float` | DOUBLE | Float64 |
| `date` | DATE | Date |
| `datetime` | TIMESTAMP WITH TIME ZONE | Datetime(us, UTC) |
| `bytes` | BLOB | Binary |
| a list, set, tuple, dict or model | VARCHAR holding JSON, column `<field>_json` | String |

`X | None` makes the column nullable. A field stored under another name says so with
``Field(json_schema_extra={"column": "other_name"})`` (it needs no import, so a pure core's model
can carry it).
"""

from __future__ import annotations

import datetime as dt
import json
import types
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

import polars as pl
from pydantic import BaseModel
from pydantic.fields import FieldInfo

R = TypeVar("R", bound=BaseModel)

_SCALARS: dict[type, tuple[tuple[str, ...], pl.DataType]] = {
    # bool before int: bool is a subclass of int.
    bool: (("BOOLEAN",), pl.Boolean()),
    int: (("INTEGER", "BIGINT"), pl.Int64()),
    float: (("DOUBLE",), pl.Float64()),
    str: (("VARCHAR",), pl.String()),
    dt.datetime: (("TIMESTAMP WITH TIME ZONE",), pl.Datetime("us", "UTC")),
    dt.date: (("DATE",), pl.Date()),
    bytes: (("BLOB",), pl.Binary()),
}
_JSON_ORIGINS = (list, tuple, set, frozenset, dict)


class UnstorableFieldError(TypeError):
    """A record field's annotation has no column type."""


@dataclass(frozen=True)
class Column:
    """How one field of a record is stored."""

    name: str
    """The column's name: the field's, `<field>_json` for JSON text, or the field's `column`."""
    field: str
    """The model field it stores."""
    sql_types: tuple[str, ...]
    """The DuckDB types (as `DESCRIBE` spells them) the column may have; the first is preferred."""
    dtype: pl.DataType
    """The polars dtype of the column in a frame."""
    nullable: bool
    """The field may be None."""
    json: bool
    """Stored as JSON text: `json.dumps` with dicts by sorted key and models in field order."""


def _unwrap_optional(annotation: Any) -> tuple[Any, bool]:
    origin = get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        args = [a for a in get_args(annotation) if a is not type(None)]
        nullable = len(args) < len(get_args(annotation))
        if len(args) == 1:
            return args[0], nullable
        if nullable:
            return Union[tuple(args)], True  # noqa: UP007 (rebuilt from parts)
    return annotation, False


def _column(name: str, info: FieldInfo) -> Column:
    annotation, nullable = _unwrap_optional(info.annotation)
    origin = get_origin(annotation)
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    stored_as = extra.get("column")
    if origin is Literal:
        kinds = {type(v) for v in get_args(annotation)}
        annotation = kinds.pop() if len(kinds) == 1 else str
    is_model = isinstance(annotation, type) and issubclass(annotation, BaseModel)
    if origin in _JSON_ORIGINS or annotation in _JSON_ORIGINS or is_model:
        column = str(stored_as) if stored_as else f"{name}_json"
        return Column(column, name, ("VARCHAR",), pl.String(), nullable, True)
    for kind, (sql_types, dtype) in _SCALARS.items():
        if annotation is kind:
            column = str(stored_as) if stored_as else name
            return Column(column, name, sql_types, dtype, nullable, False)
    raise UnstorableFieldError(
        f"field {name!r} is annotated {info.annotation!r}, which has no column type; use a "
        "scalar (str, bool, int, float, date, datetime, bytes), a Literal, or a JSON container"
    )


@cache
def columns(model: type[BaseModel]) -> tuple[Column, ...]:
    """Every field of ``model`` as the column that stores it, in field order."""
    return tuple(_column(name, info) for name, info in model.model_fields.items())


def column_names(model: type[BaseModel]) -> list[str]:
    """The table's column names for ``model``, in field order."""
    return [c.name for c in columns(model)]


def polars_schema(
    model: type[BaseModel], *, by: Literal["column", "field"] = "column"
) -> dict[str, pl.DataType]:
    """``{name: dtype}`` for a frame of ``model`` records, named by column (default) or field."""
    return {(c.name if by == "column" else c.field): c.dtype for c in columns(model)}


def _plain(value: Any) -> Any:
    """JSON-ready: a model in its field order, a dict by sorted key, a set sorted."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {k: _plain(value[k]) for k in sorted(value)}
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _encode(value: Any) -> str:
    return json.dumps(_plain(value))


def to_row(record: BaseModel) -> dict[str, Any]:
    """``record`` as ``{column: value}``, JSON columns encoded, ready for an INSERT BY NAME."""
    out: dict[str, Any] = {}
    for c in columns(type(record)):
        value = getattr(record, c.field)
        out[c.name] = _encode(value) if c.json and value is not None else value
    return out


def to_frame(records: Iterable[BaseModel], model: type[BaseModel]) -> pl.DataFrame:
    """A frame of ``model`` records with the table's column names and dtypes (empty: no columns)."""
    rows = [to_row(r) for r in records]
    if not rows:
        return pl.DataFrame()
    return pl.DataFrame(rows, schema=polars_schema(model))


def _empty(info: FieldInfo) -> Any:
    """What a NULL reads as in a required field: the default, or the type's empty value.

    Rows written before a column was filled (or by an older writer) hold NULL where the record
    now always has a value; reading them must not fail.
    """
    if not info.is_required():
        return info.get_default(call_default_factory=True)
    annotation, _ = _unwrap_optional(info.annotation)
    origin = get_origin(annotation) or annotation
    if origin in _JSON_ORIGINS:
        return origin()
    if annotation is str:
        return ""
    if annotation is bool:
        return False
    return None


def from_row(model: type[R], row: Mapping[str, Any]) -> R:
    """The ``model`` record a stored row holds; keys that are not its columns are ignored.

    A missing column is a KeyError, never a silent None: that is how a dropped field shows.
    """
    values: dict[str, Any] = {}
    for c in columns(model):
        value = row[c.name]
        if value is None:
            if not c.nullable:
                value = _empty(model.model_fields[c.field])
        elif c.json and isinstance(value, str):
            value = json.loads(value)
        values[c.field] = value
    return model.model_validate(values)

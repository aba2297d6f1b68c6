"""A record's columns, polars dtypes and row mapping follow from its annotations alone."""

from __future__ import annotations

import datetime as dt
from typing import Literal

import polars as pl
import pytest
from pydantic import BaseModel, Field

from records.schema import (
    UnstorableFieldError,
    column_names,
    columns,
    from_row,
    polars_schema,
    to_frame,
    to_row,
)


class Part(BaseModel):
    """A nested model is stored as JSON text, in its field order."""

    zeta: int
    alpha: str


class Sample(BaseModel):
    """One field of every kind the warehouse stores."""

    name: str
    kind: Literal["a", "b"]
    flag: bool
    count: int
    score: float | None
    day: dt.date
    at: dt.datetime
    body: bytes | None
    tags: list[str]
    seen: frozenset[str] = frozenset()
    by_arm: dict[str, dict[str, str]] | None = None
    parts: list[Part] = []
    note: str = Field(default="", json_schema_extra={"column": "remark"})
    source: str = "rule"


def sample() -> Sample:
    return Sample(
        name="x",
        kind="b",
        flag=True,
        count=3,
        score=None,
        day=dt.date(2026, 11, 1),
        at=dt.datetime(2026, 11, 1, 12, tzinfo=dt.UTC),
        body=b"\x00raw",
        tags=["b", "a"],
        seen=frozenset({"y", "x"}),
        by_arm={"today": {"z": "1", "a": "2"}},
        parts=[Part(zeta=1, alpha="q")],
        note="kept",
    )


def test_each_annotation_gets_its_column_type() -> None:
    got = {c.field: (c.name, c.sql_types[0], c.nullable, c.json) for c in columns(Sample)}
    assert got == {
        "name": ("name", "VARCHAR", False, False),
        "kind": ("kind", "VARCHAR", False, False),
        "flag": ("flag", "BOOLEAN", False, False),
        "count": ("count", "INTEGER", False, False),
        "score": ("score", "DOUBLE", True, False),
        "day": ("day", "DATE", False, False),
        "at": ("at", "TIMESTAMP WITH TIME ZONE", False, False),
        "body": ("body", "BLOB", True, False),
        "tags": ("tags_json", "VARCHAR", False, True),
        "seen": ("seen_json", "VARCHAR", False, True),
        "by_arm": ("by_arm_json", "VARCHAR", True, True),
        "parts": ("parts_json", "VARCHAR", False, True),
        "note": ("remark", "VARCHAR", False, False),
        "source": ("source", "VARCHAR", False, False),
    }


def test_the_polars_schema_names_columns_or_fields() -> None:
    by_column = polars_schema(Sample)
    assert by_column["tags_json"] == pl.String and by_column["remark"] == pl.String
    assert by_column["at"] == pl.Datetime("us", "UTC") and by_column["count"] == pl.Int64
    assert list(polars_schema(Sample, by="field")) == list(Sample.model_fields)
    assert column_names(Sample)[-2:] == ["remark", "source"]


def test_json_columns_sort_dicts_and_sets_but_keep_a_models_field_order() -> None:
    row = to_row(sample())
    assert row["tags_json"] == '["b", "a"]'
    assert row["seen_json"] == '["x", "y"]'
    assert row["by_arm_json"] == '{"today": {"a": "2", "z": "1"}}'
    assert row["parts_json"] == '[{"zeta": 1, "alpha": "q"}]'
    assert row["remark"] == "kept" and "note" not in row


def test_a_record_survives_a_frame_and_back() -> None:
    frame = to_frame([sample()], Sample)
    assert frame.schema == pl.Schema(polars_schema(Sample))
    assert from_row(Sample, frame.to_dicts()[0]) == sample()
    assert to_frame([], Sample).is_empty()


def test_a_null_in_a_required_field_reads_as_its_default_or_empty_value() -> None:
    row = {**to_row(sample()), "source": None, "tags_json": None, "remark": None}
    back = from_row(Sample, row)
    assert (back.source, back.tags, back.note) == ("rule", [], "")
    assert from_row(Sample, {**row, "flag": None}).flag is False


def test_a_missing_column_is_an_error_not_a_silent_none() -> None:
    row = to_row(sample())
    del row["remark"]
    with pytest.raises(KeyError, match="remark"):
        from_row(Sample, row)


def test_a_field_with_no_column_type_is_refused_with_a_hint() -> None:
    class Odd(BaseModel):
        when: dt.time

    with pytest.raises(UnstorableFieldError, match=r"field 'when' .* use a scalar"):
        columns(Odd)

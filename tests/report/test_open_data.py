"""The open-data encoder: compact, stable, ASCII-only JSON that parses back to the same values."""

from __future__ import annotations

import datetime as dt
import json
import math

from report.open_data import _plain, dumps

DOC = {
    "day": dt.date(2026, 1, 2),
    "at": dt.datetime(2026, 1, 2, 3, 4, 5, tzinfo=dt.UTC),
    "results": [
        {"z": 1, "a": "caf\u00e9 \u202e\u2066<b>", "n": math.nan, "inf": -math.inf, "x": 0.1},
        {"blob": b"\x00\xff", "nested": {"b": [1, 2.5, None], "a": True}},
    ],
}


def test_output_parses_back_to_plain_values() -> None:
    text = dumps(DOC)
    assert json.loads(text)["results"][0] == {
        "a": "caf\u00e9 \u202e\u2066<b>",
        "inf": None,
        "n": None,
        "x": 0.1,
        "z": 1,
    }
    assert json.loads(text)["results"][1]["blob"] == "AP8="
    assert json.loads(text)["day"] == "2026-01-02"


def test_output_is_one_ascii_line_with_sorted_keys_and_no_spaces() -> None:
    text = dumps(DOC)
    assert text.isascii() and "\n" not in text
    assert ", " not in text and '": ' not in text
    assert text.startswith('{"at":"2026-01-02T03:04:05+00:00","day":"2026-01-02","results":[{')
    assert dumps(DOC) == text  # two builds of the same data are byte-identical


def test_a_document_without_nan_reads_the_same_as_the_walked_one() -> None:
    # Without NaN or infinities the dates and bytes go through json's default hook, not a walk
    # of every value first; the text must be what the walk (`_plain`) gives.
    finite = {
        **DOC,
        "results": [{"z": 1, "x": 0.1, "t": (dt.date(2026, 1, 3), b"\x01")}, *DOC["results"][1:]],
    }
    walked = json.dumps(
        _plain(finite), ensure_ascii=True, allow_nan=False, sort_keys=True, separators=(",", ":")
    )
    assert dumps(finite) == walked
    assert json.loads(dumps(finite))["results"][0]["t"] == ["2026-01-03", "AQ=="]

"""A baseline row's window values are written as `json.dumps` writes them: the encoder the
baselines make once (`_list_encoder`) gives the same text as a fresh `json.dumps` for each row,
text (non-ASCII kept as is) and numbers (integers, floats, NaN and infinities) alike."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from detection.battery.baseline_table import _encode_numbers, _encode_text_values


@given(st.lists(st.text(), max_size=9))
def test_text_values_as_json_dumps(values: list[str]) -> None:
    assert _encode_text_values(values) == json.dumps(values, ensure_ascii=False)


@given(st.lists(st.one_of(st.floats(), st.integers()), max_size=9))
def test_numbers_as_json_dumps(values: list[float]) -> None:
    assert _encode_numbers(values) == json.dumps(values)


def test_the_encoders_take_tuples_and_empty_lists() -> None:
    assert _encode_text_values(("a\u2028", '"b"')) == json.dumps(
        ("a\u2028", '"b"'), ensure_ascii=False
    )
    assert _encode_numbers([]) == "[]"

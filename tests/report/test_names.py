"""File names from model ids: safe characters only, the same id always the same name, no clashes."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from report.names import HASH_CHARS, STEM_CHARS, event_name, safe_name

SAFE = re.compile(r"[a-z0-9._-]+")


def test_slashes_and_colons_become_a_readable_stem_with_a_hash() -> None:
    name = safe_name("anthropic/claude-sonnet-4:beta")
    assert SAFE.fullmatch(name)
    assert name.startswith("anthropic-claude-sonnet-4-beta-")
    assert len(name.rsplit("-", 1)[1]) == HASH_CHARS


def test_ids_that_fold_to_the_same_stem_get_different_names() -> None:
    ids = ["A/b", "a:b", "a/b", "a-b", "a--b", "a_b", "a/b "]
    names = [safe_name(i) for i in ids]
    assert len(set(names)) == len(ids)


def test_dot_segments_and_empty_ids_never_make_hidden_or_parent_paths() -> None:
    for raw in ["..", ".", "../../etc/passwd", "", "\u202e", "///"]:
        name = safe_name(raw)
        assert SAFE.fullmatch(name), name
        assert not name.startswith("."), name
        assert "/" not in name


@settings(max_examples=200)
@given(st.text(max_size=200))
def test_any_id_gives_a_short_safe_deterministic_name(model_id: str) -> None:
    name = safe_name(model_id)
    assert SAFE.fullmatch(name)
    assert not name.startswith(".")
    assert len(name) <= STEM_CHARS + 1 + HASH_CHARS
    assert safe_name(model_id) == name


@settings(max_examples=100)
@given(st.lists(st.text(max_size=30), unique=True, max_size=30))
def test_distinct_ids_get_distinct_names(ids: list[str]) -> None:
    assert len({safe_name(i) for i in ids}) == len(ids)


def test_plain_event_ids_are_kept_and_others_sanitised() -> None:
    assert event_name("3fa9c2d1e0") == "3fa9c2d1e0"
    assert event_name("ev-major-refusal") == "ev-major-refusal"
    odd = event_name("../Evil/ID")
    assert SAFE.fullmatch(odd) and not odd.startswith(".") and odd != "../Evil/ID"

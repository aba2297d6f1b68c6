"""Collection keeps the process's existing objects out of the garbage collector's passes while it
runs (a full pass over a Dagster step's heap stalls every request in flight), and gives them back
afterwards, leaving alone a freeze that was someone else's."""

from __future__ import annotations

import gc

import pytest

from assets.collect import _heap_frozen


def test_the_heap_is_frozen_during_collection_and_given_back_after() -> None:
    assert gc.get_freeze_count() == 0
    with _heap_frozen():
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0
    with pytest.raises(RuntimeError), _heap_frozen():
        raise RuntimeError("a failed collection")
    assert gc.get_freeze_count() == 0


def test_a_freeze_made_by_someone_else_is_left_as_it_was() -> None:
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        # Objects made after someone else's freeze: a second freeze by the block would take them in.
        made_after = [[] for _ in range(10_000)]
        with _heap_frozen():
            pass
        left = gc.get_freeze_count()
        # A frozen object that dies leaves the permanent generation, and a test worker's other
        # threads free objects at any time, so the count may fall by a few; an unfreeze would
        # empty it and a second freeze would grow it by made_after at least.
        assert frozen - 1_000 <= left <= frozen, (frozen, left)
        assert len(made_after) == 10_000
    finally:
        gc.unfreeze()

"""A stage that holds a range's records runs without automatic cyclic garbage collection
(`collector_paused`), and the collector is back as it was when the stage ends, however it ends."""

from __future__ import annotations

import gc

import pytest

from assets.stage_guard import collector_paused


def test_the_collector_is_paused_inside_and_back_after() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_the_collector_is_back_after_a_failure() -> None:
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError("the stage failed")
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_cycles_made_while_paused_are_collected_afterwards() -> None:
    class Node:
        other: object = None

    with collector_paused():
        a, b = Node(), Node()
        a.other, b.other = b, a
        del a, b
    assert gc.collect() >= 2

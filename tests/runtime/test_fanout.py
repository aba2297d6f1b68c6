"""Per-model work spread over forked processes (`runtime/fanout.py`) gives exactly the plain
loop's results, in the same order, and falls back to the plain loop where a process may not
fork (a daemonic worker, as Celery's and the multiprocess executor's are): same results.

The detection cores' range functions are held to their serial selves both ways, on the
histories of tests/detection/test_baseline_series.py (two models, gaps, errors, abstentions).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from typing import Any

import pytest

from detection.battery.baseline import DuplicateVerdictError
from detection.battery.baseline_table import StoredBaselines, baseline_range_values
from detection.battery.detect import detect_range
from detection.model_map import serial_map
from runtime.fanout import balanced_groups, can_fork, fork_map, forked
from tests.detection.test_baseline_series import _both_models
from tests.detection.test_battery_builders import CANARY, day, verdict


def _square_with_pid(x: int) -> tuple[int, int]:
    return x * x, os.getpid()


def test_results_equal_the_loop_in_order_and_come_from_two_processes() -> None:
    items = list(range(11))
    got = fork_map(_square_with_pid, items, [1, 5, 2, 9, 1, 1, 3, 2, 8, 1, 4])
    assert [r for r, _ in got] == [x * x for x in items]
    assert os.getpid() in {pid for _, pid in got}
    assert len({pid for _, pid in got}) == 2, "a forked child must have computed a group"


def test_balanced_groups_cover_every_item_once_with_similar_weights() -> None:
    weights = [10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
    groups = balanced_groups(weights, 2)
    assert sorted(i for g in groups for i in g) == list(range(len(weights)))
    assert sorted(sum(weights[i] for i in g) for g in groups) == [10, 10]
    assert balanced_groups([1.0], 2) == [[0]]
    assert balanced_groups([], 2) == []


def _raise_on_three(x: int) -> int:
    if x == 3:
        raise DuplicateVerdictError(f"doubled {x!r}")
    return x


def test_an_exception_in_a_child_is_raised_in_the_caller() -> None:
    # Item 3 is the heaviest: it goes to the first group, and 4 (the next heaviest) to the child.
    with pytest.raises(DuplicateVerdictError, match="doubled 3"):
        fork_map(_raise_on_three, [0, 1, 2, 3], [1, 1, 1, 9])
    with pytest.raises(DuplicateVerdictError, match="doubled 3"):
        fork_map(_raise_on_three, [3, 0, 1, 2], [1, 1, 1, 9])


def test_a_group_whose_child_dies_is_computed_by_the_caller() -> None:
    parent = os.getpid()

    def die_in_a_child(x: int) -> int:
        if os.getpid() != parent:
            os._exit(3)
        return x + 1

    assert fork_map(die_in_a_child, [1, 2, 3, 4]) == [2, 3, 4, 5]


def _in_a_daemon(task: Callable[[], Any]) -> Any:
    """`task()` run in a daemonic child process, as a Celery worker runs a step; its result."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)

    def run() -> None:
        send.send((can_fork(), task()))

    child = context.Process(target=run, daemon=True)
    child.start()
    forkable, result = receive.recv()
    child.join()
    assert child.exitcode == 0
    assert forkable is False
    return result


def test_a_daemonic_process_falls_back_to_the_loop_with_the_same_results() -> None:
    def task() -> tuple[int, list[tuple[int, int]]]:
        return os.getpid(), fork_map(_square_with_pid, list(range(6)))

    pid, got = _in_a_daemon(task)
    assert [r for r, _ in got] == [x * x for x in range(6)]
    assert {p for _, p in got} == {pid}, "a daemonic process must not fork"


def _baselines_and_detections(
    map_models: Any,
) -> tuple[list[Any], list[Any]]:
    history = _both_models()
    days = [day(o) for o in range(-21, 0)]
    values = baseline_range_values(days, history, CANARY, map_models)
    stored = StoredBaselines.from_values(values)
    return values, detect_range(days, history, CANARY, [], stored=stored, map_models=map_models)


def test_range_baselines_and_detections_are_the_serial_ones_forked_or_not() -> None:
    expected_values, expected_detections = _baselines_and_detections(serial_map)
    assert len({v[1] for v in expected_values}) == 2, "two models, so two groups of work"
    assert sum(len(d.events) for d in expected_detections) > 3
    values, detections = _baselines_and_detections(fork_map)
    # Same values, same order; `repr` tells a -0.0 or a last-bit difference that `==` may not.
    assert repr(values) == repr(expected_values)
    assert detections == expected_detections
    in_daemon = _in_a_daemon(lambda: _baselines_and_detections(fork_map))
    assert repr(in_daemon[0]) == repr(expected_values)
    assert in_daemon[1] == expected_detections


def test_a_doubled_verdict_falls_back_to_the_days_one_by_one_when_forked() -> None:
    history = [*_both_models(), verdict(-6, "D02", response_id="second-answer")]
    days = [day(o) for o in range(-21, 0)]
    with pytest.raises(DuplicateVerdictError) as serial:
        baseline_range_values(days, history, CANARY)
    with pytest.raises(DuplicateVerdictError) as forked:
        baseline_range_values(days, history, CANARY, fork_map)
    assert str(forked.value) == str(serial.value)


def test_forked_returns_the_childs_result_while_the_caller_works() -> None:
    with forked(lambda: (sum(range(1000)), os.getpid())) as result:
        here = sum(range(10))
        total, pid = result()
    assert (here, total) == (45, 499500)
    assert pid != os.getpid()


def test_forked_raises_what_the_child_raised() -> None:
    def fail() -> int:
        raise DuplicateVerdictError("doubled in the child")

    with pytest.raises(DuplicateVerdictError, match="doubled in the child"), forked(fail) as result:
        result()


def test_forked_in_a_daemonic_process_runs_here_with_the_same_result() -> None:
    def task() -> tuple[int, int]:
        with forked(os.getpid) as result:
            return os.getpid(), result()

    pid, got = _in_a_daemon(task)
    assert got == pid

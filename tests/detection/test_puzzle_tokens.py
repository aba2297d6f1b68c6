"""The token test: a common log shift across slot classes, weighted by how well each is known."""

from __future__ import annotations

import math

import numpy as np
import pytest

from detection.puzzle.tokens import tokens_z


def sums(values: list[list[float]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per-class (n, sum x, sum x^2) from lists of log-token values."""
    return (
        np.array([len(v) for v in values], dtype=float),
        np.array([sum(v) for v in values]),
        np.array([sum(x * x for x in v) for v in values]),
    )


def test_one_class_by_hand() -> None:
    # baseline [1, 3], recent [3, 5]: d = 2; pooled variance (2 + 2)/2 = 2; v = 2*(1/2 + 1/2) = 2
    # z = 2/sqrt(2) = 1.4142, shift = 2.
    z, shift = tokens_z(*sums([[3, 5]]), *sums([[1, 3]]))
    assert z == pytest.approx(math.sqrt(2))
    assert shift == pytest.approx(2.0)


def test_two_identical_classes_add_their_information() -> None:
    # Each class: d = 2, v = 2. z = (1 + 1)/sqrt(1/2 + 1/2) = 2.
    z, shift = tokens_z(*sums([[3, 5], [3, 5]]), *sums([[1, 3], [1, 3]]))
    assert z == pytest.approx(2.0)
    assert shift == pytest.approx(2.0)


def test_a_class_with_no_recent_puzzle_sits_out() -> None:
    with_gap = tokens_z(*sums([[3, 5], []]), *sums([[1, 3], [7, 9]]))
    alone = tokens_z(*sums([[3, 5]]), *sums([[1, 3]]))
    assert with_gap == pytest.approx(alone)


def test_shorter_answers_give_a_negative_z() -> None:
    z, shift = tokens_z(*sums([[1, 3]]), *sums([[3, 5]]))
    assert z is not None and shift is not None
    assert z < 0 and shift < 0


def test_nothing_comparable_gives_none() -> None:
    assert tokens_z(*sums([[]]), *sums([[1, 3]])) == (None, None)
    assert tokens_z(*sums([[2]]), *sums([[2, 2]])) == (None, None)  # zero variance

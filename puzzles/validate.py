"""Checks shared by the families' validators; every failure is one line that quotes the value."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzles.errors import InvalidInstance


def shown(value: object, limit: int = 60) -> str:
    """repr() cut short, so a message quoting a whole matrix still fits on one line."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def field(instance: Mapping[str, Any], key: str, family: str, hint: str) -> Any:
    """The value under a required key, or an error naming the key and what belongs there."""
    if key not in instance:
        raise InvalidInstance(f"{family} instance has no {key!r} key; add {hint}")
    return instance[key]


def whole(
    value: object, what: str, low: int | None = None, high: int | None = None, hint: str = ""
) -> int:
    """A JSON whole number within bounds; bools and floats such as 3.0 are refused."""
    tail = f"; {hint}" if hint else ""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInstance(f"{what} must be a whole number, got {shown(value)}{tail}")
    if low is not None and value < low:
        raise InvalidInstance(f"{what} must be at least {low}, got {value!r}{tail}")
    if high is not None and value > high:
        raise InvalidInstance(f"{what} must be at most {high}, got {value!r}{tail}")
    return value


def array(value: object, what: str) -> list[Any]:
    """A JSON array."""
    if not isinstance(value, list):
        raise InvalidInstance(f"{what} must be a JSON array, got {shown(value)}")
    return value


def pair(value: object, what: str, n: int, hint: str) -> tuple[int, int]:
    """Two whole numbers, each in 0..n-1."""
    items = array(value, what)
    if len(items) != 2:
        raise InvalidInstance(f"{what} must hold exactly two numbers, got {shown(value)}; {hint}")
    a = whole(items[0], f"{what}[0]", 0, n - 1, hint)
    b = whole(items[1], f"{what}[1]", 0, n - 1, hint)
    return a, b


def sized_pairs(
    instance: Mapping[str, Any],
    family: str,
    size: tuple[str, str, int, str],
    pairs: tuple[str, str, str, str],
) -> tuple[int, list[list[int]]]:
    """A size n and a list of distinct [a, b] pairs of numbers 0..n-1 (queens, task_orders).

    ``size`` is (key, what belongs there, largest allowed, hint when out of range); ``pairs`` is
    (key, what belongs there, the name of one pair, a hint with ``{last}`` for n - 1), so each
    family keeps its own wording in the one-line errors.
    """
    size_key, size_what, high, size_hint = size
    pairs_key, pairs_what, item, pair_hint = pairs
    label = f"{family} {size_key!r}"
    n = whole(field(instance, size_key, family, size_what), label, 1, high, size_hint)
    raw = array(field(instance, pairs_key, family, pairs_what), f"{family} {pairs_key!r}")
    hint = pair_hint.format(last=n - 1)
    checked = [list(pair(v, f"{family} {pairs_key}[{k}]", n, hint)) for k, v in enumerate(raw)]
    seen: set[tuple[int, int]] = set()
    for a, b in checked:
        if (a, b) in seen:
            raise InvalidInstance(
                f"{family} {pairs_key!r} lists the {item} {[a, b]!r} twice; list each {item} once"
            )
        seen.add((a, b))
    return n, checked

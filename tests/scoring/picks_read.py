"""What the picks tests ask of the recommendation reader, written once: the names it reads from a
reply to one battery prompt, with the prompt's text taken from `battery.json` rather than copied
into each test file (the pair rules read the prompt, so a copy that drifted from the battery would
test a prompt the pipeline never sends)."""

from __future__ import annotations

import functools
from typing import Any

import pytest

from scoring.battery import load_battery
from scoring.recommendation import read_recommendation


@functools.cache
def prompt_text(prompt_id: str) -> str:
    """The text of battery prompt ``prompt_id`` (a single-turn recommendation prompt)."""
    text = load_battery().by_id()[prompt_id].text
    assert text is not None, f"{prompt_id} has no single-turn text"
    return text


def read_names(text: str, prompt: str) -> list[str]:
    """The pick names the recommendation reader reads from ``text`` as a reply to ``prompt``."""
    return [p.name for p in read_recommendation(text, prompt).picks]


def review_case(pid: str, text: str, expected: list[str], xfail: str | None = None) -> Any:
    """One reply of a picks review: read right, or (``xfail`` given) a strict xfail whose reason
    names the rule and why its reading is wrong. Returns a pytest.param (its type is private to
    pytest)."""
    marks = () if xfail is None else (pytest.mark.xfail(strict=True, reason=xfail),)
    return pytest.param(pid, text, expected, marks=marks)

"""Invariants 1 and 2 on reruns: re-materialising every asset for a few demo days, three times,
leaves every derived table identical (content digests of the sorted rows, audit columns left out)
and the archive unchanged, byte for byte.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from dagster import DagsterInstance

from dagster_project.runner import run_range
from tests.reliability.archive import DERIVED_TABLES, digests, row_counts
from tests.reliability.conftest import make_sandbox, report_cases

pytestmark = pytest.mark.e2e

RERUNS = 3
START, END = dt.date(2026, 11, 14), dt.date(2026, 11, 16)  # sim/moving moves on the 15th
MODELS = ("sim/moving", "sim/slipping")
TABLES = ("responses", *DERIVED_TABLES)


def test_three_reruns_change_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    box = make_sandbox(tmp_path / "md", MODELS)  # the embedded simulator, as `make demo` runs
    box.apply(monkeypatch)
    instance = DagsterInstance.get()
    try:
        assert run_range("modeldrift_daily", START, END, instance).success
        first = digests(box.warehouse_path, TABLES)
        counts = row_counts(box.warehouse_path, TABLES)
        for n in range(RERUNS):
            assert run_range("modeldrift_daily", START, END, instance).success
            again = digests(box.warehouse_path, TABLES)
            changed = [t for t in TABLES if again[t] != first[t]]
            assert changed == [], f"rerun {n + 1} changed {changed}"
    finally:
        instance.dispose()

    days = (END - START).days + 1
    assert counts["responses"] == days * len(MODELS) * 80
    assert counts["verdicts"] == counts["responses"]
    assert counts["events"] > 0, (
        "the moved alias gives events, so the events digest means something"
    )
    empty = [t for t in TABLES if counts[t] == 0]
    report_cases(
        f"reruns: {RERUNS} reruns of {days} days x {len(MODELS)} models, {len(TABLES)} tables "
        f"({sum(counts.values())} rows) compared by digest, empty tables: {empty or 'none'}"
    )

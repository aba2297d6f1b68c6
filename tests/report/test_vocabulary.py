"""The pages' words for statuses and severities come from detection's own sets and thresholds.

A status or severity detection adds, or a threshold it moves, must show on the pages as written
there, not as a stale copy kept in report/.
"""

from __future__ import annotations

from typing import get_args

from detection.events.records import Severity
from detection.puzzle.baseline import BASELINE_DAYS
from detection.puzzle.fixed_window import DEGRADED_Z, WATCH_Z
from detection.puzzle.records import Status
from detection.puzzle.tokens import CHANGED_ABS_Z
from report.vocab import SEVERITIES, STATUS_LABEL, STATUS_MEANING, status_key


def test_every_status_detection_writes_has_a_label_and_a_meaning() -> None:
    keys = {raw: status_key(raw) for raw in get_args(Status)}
    assert "unknown" not in keys.values(), keys
    assert all(k in STATUS_LABEL and k in STATUS_MEANING for k in keys.values())


def test_every_severity_is_listed_worst_first() -> None:
    assert set(SEVERITIES) == set(get_args(Severity))
    assert SEVERITIES == ("major", "significant", "minor", "unknown")


def test_status_meanings_quote_the_thresholds_detection_uses() -> None:
    assert f"z <= {WATCH_Z:g})" in STATUS_MEANING["watch"]
    assert f"z <= {DEGRADED_Z:g} " in STATUS_MEANING["degraded"]
    assert f"|z| >= {CHANGED_ABS_Z:g}" in STATUS_MEANING["changed"]
    assert f"fewer than {BASELINE_DAYS} baseline days" in STATUS_MEANING["building"]

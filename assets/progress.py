"""What a person running the pipeline sees while it works, on stderr.

`MODELDRIFT_PROGRESS` chooses (the CLI sets it): `bars` draws a progress bar per stage on a
terminal (erased when the stage ends); `lines` prints one plain line per stage and day, for a
log file or CI, where `\\r` frames would pile up; anything else prints nothing (the default for
a run launched from the Dagster UI or the schedule, whose event log already says it all).
"""

from __future__ import annotations

import datetime as dt
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Literal

Mode = Literal["bars", "lines", "off"]
MODE_VARIABLE = "MODELDRIFT_PROGRESS"

_ticked: set[str] = set()
"""Stages that reported each day themselves, so the end-of-stage summary does not repeat them."""


def mode() -> Mode:
    """How progress is shown, from the environment: the CLI sets it, Dagster runs leave it off."""
    value = os.environ.get(MODE_VARIABLE, "").strip()
    if value == "1":  # the older spelling: whatever suits the output
        return "bars" if sys.stderr.isatty() else "lines"
    return value if value in ("bars", "lines") else "off"  # type: ignore[return-value]


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class DayTicker:
    """`tick(day, detail)` once per finished day of a stage."""

    def __init__(self, stage: str, days: Sequence[dt.date]) -> None:
        self.stage, self.mode = stage, mode()
        self.began = time.perf_counter()
        self._bar: Any = None
        if self.mode == "bars":
            from tqdm import tqdm

            self._bar = tqdm(total=len(days), desc=stage, unit="day", file=sys.stderr, leave=False)
        if self.mode != "off":
            _ticked.add(stage)

    def tick(self, day: dt.date, detail: str = "") -> None:
        """Mark one day done; in line mode, say how long it took so a slow day stands out."""
        if self._bar is not None:
            self._bar.update(1)
        elif self.mode == "lines":
            took = time.perf_counter() - self.began
            _say(f"{self.stage:<10} {day}  {detail}{'  ' if detail else ''}({took:.1f} s)")
            self.began = time.perf_counter()

    def close(self) -> None:
        """Close the bar so the next output starts on a clean line."""
        if self._bar is not None:
            self._bar.close()


@contextmanager
def each_day(stage: str, days: Sequence[dt.date]) -> Iterator[DayTicker]:
    """A ticker for a stage's days that is closed even when the stage raises."""
    ticker = DayTicker(stage, days)
    try:
        yield ticker
    finally:
        ticker.close()


def request_bar(total: int, label: str) -> Any:
    """A per-request bar for collection (bars only); None otherwise."""
    if mode() != "bars":
        return None
    from tqdm import tqdm

    return tqdm(total=total, desc=label, unit="req", file=sys.stderr, leave=False)


def stage_done(stage: str, days: Sequence[dt.date], status: str, detail: str | None) -> None:
    """The end of a stage that works on all its days at once: one line per day (lines only)."""
    if mode() != "lines" or stage in _ticked:
        return
    note = f"  {detail}" if detail else ""
    for day in days:
        _say(f"{stage:<10} {day}  {status}{note}")

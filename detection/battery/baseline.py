"""The baseline a verdict is compared with: the same prompt's previous 7 days, errors excluded.

Calendar days, not "the last 7 answered days": a prompt that errored for three days simply has a
shorter baseline for a while, and the event says how many days it was compared with.
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from detection import exact_stats
from detection.battery.fields import CategoricalField, MagnitudeField, field_value
from detection.battery.thresholds import WINDOW_DAYS
from detection.events.records import VerdictPoint


class DuplicateVerdictError(ValueError):
    """Two usable verdicts of one prompt on one day: the baseline would count that day twice."""


PromptHistory = dict[date, VerdictPoint]
"""One prompt's usable (non-error) verdicts, keyed by day."""


def usable_by_prompt(history: Iterable[VerdictPoint], model: str) -> dict[str, PromptHistory]:
    """Group this model's non-error verdicts by prompt; error rows never reach a comparison."""
    grouped: dict[str, PromptHistory] = defaultdict(dict)
    for verdict in history:
        if verdict.model != model or verdict.is_error:
            continue
        days = grouped[verdict.prompt_id]
        if verdict.day in days:
            raise DuplicateVerdictError(
                f"two non-error verdicts for model {model!r}, prompt {verdict.prompt_id!r} on "
                f"{verdict.day.isoformat()!r} (responses {days[verdict.day].response_id!r} and "
                f"{verdict.response_id!r}); pass one verdict per prompt per day"
            )
        days[verdict.day] = verdict
    return dict(grouped)


def baseline_window(prompt_history: PromptHistory, day: date) -> list[VerdictPoint]:
    """Verdicts of the WINDOW_DAYS calendar days before `day`, oldest first."""
    # Looked up day by day, not by sorting the history: a range's history holds a whole year.
    days = (day - timedelta(days=offset) for offset in range(WINDOW_DAYS, 0, -1))
    return [prompt_history[d] for d in days if d in prompt_history]


def most_common(dated_values: Sequence[tuple[date, str]]) -> str:
    """The most frequent value; a tie goes to the value seen on the most recent day, because the
    latest behaviour is the better guess of what the model does now."""
    if not dated_values:
        raise ValueError("most_common needs at least one value; check the baseline is non-empty")
    counts: dict[str, int] = defaultdict(int)
    last_seen: dict[str, date] = {}
    for day, value in dated_values:
        counts[value] += 1
        last_seen[value] = max(day, last_seen.get(value, day))
    return max(counts, key=lambda v: (counts[v], last_seen[v]))


@dataclass(frozen=True)
class CategoricalBaseline:
    """The values one field took in the window, and the one today is compared with."""

    mode: str
    values: Sequence[str]
    """Oldest first; days where the field was not measured (None) are left out."""
    mode_response_id: str
    """Most recent baseline response showing the mode: the 'before' text for triage."""

    @property
    def days(self) -> int:
        """Baseline days that measured the field; events state it so a short baseline is visible."""
        return len(self.values)


def categorical_baseline(
    window: Sequence[VerdictPoint], field: CategoricalField
) -> CategoricalBaseline | None:
    """None when no baseline day measured this field."""
    return categorical_from_readings(
        [
            (v.day, value, v.response_id)
            for v in window
            if (value := field_value(v, field)) is not None
        ]
    )


CategoricalReading = tuple[date, str, str]
"""One baseline day's reading of a field: (day, encoded value, response id)."""


def categorical_from_readings(dated: Sequence[CategoricalReading]) -> CategoricalBaseline | None:
    """The baseline of a window's readings (oldest first, days with no reading left out); None
    when there are none. `categorical_baseline` reads them from the verdicts, a range's
    precomputed series (`baseline_series`) from its columns: one rule for both."""
    if not dated:
        return None
    values = [v for _, v, _ in dated]
    if values.count(values[0]) == len(values):
        # One value all window long (most windows of a steady model): it is the mode, and its
        # latest response is the window's last; `most_common` would say the same, slower.
        return CategoricalBaseline(mode=values[0], values=values, mode_response_id=dated[-1][2])
    mode = most_common([(d, value) for d, value, _ in dated])
    mode_response = [rid for _, value, rid in dated if value == mode][-1]
    return CategoricalBaseline(mode=mode, values=values, mode_response_id=mode_response)


def log_value(value: float) -> float:
    """Natural log, with anything under 1 (an empty reply's 0 tokens) counted as 1 so it exists."""
    return math.log(max(value, 1.0))


@dataclass(frozen=True)
class LogBaseline:
    """A metric's baseline in log space: centre, the pair's own spread and the raw values."""

    mean: float
    own_sd: float
    """Sample standard deviation (n - 1) of the logs; 0 with a single day."""
    values: Sequence[float]
    """Raw values, oldest first."""
    last_response_id: str

    @property
    def centre(self) -> float:
        """Back-transformed log mean (the geometric mean), in tokens or milliseconds."""
        return math.exp(self.mean)

    @property
    def days(self) -> int:
        """Baseline days that recorded the metric; events state it so a short baseline is
        visible."""
        return len(self.values)


def log_baseline(window: Sequence[VerdictPoint], field: MagnitudeField) -> LogBaseline | None:
    """None when no baseline day recorded this metric."""
    return log_from_readings(
        [log_reading(x, v.response_id) for v in window if (x := getattr(v, field)) is not None]
    )


LogReading = tuple[float, float, str, tuple[int, int] | None]
"""One baseline day's reading of a metric: (raw value, `log_value` of it, response id, the log's
`as_integer_ratio()` or None when it is not finite)."""


def log_reading(value: float, response_id: str) -> LogReading:
    """The reading of `value`, with what the exact standard deviation needs of its log."""
    logged = log_value(value)
    return (
        value,
        logged,
        response_id,
        logged.as_integer_ratio() if math.isfinite(logged) else None,
    )


def log_from_readings(
    rows: Sequence[LogReading], spread: float | None = None
) -> LogBaseline | None:
    """The log baseline of a window's readings (oldest first); None when there are none. Shared
    by `log_baseline` and a range's precomputed series, like `categorical_from_readings`.

    `spread` is the window's exact standard deviation of the logs when the caller already has
    it (a range's running sums, `exact_stats.stdev_of_scaled_sums`); otherwise it is taken from
    the rows. Either way it is `exact_stats.stdev` of the logs, bit for bit."""
    if not rows:
        return None
    logs = [r[1] for r in rows]
    if len(logs) < 2:
        own_sd = 0.0
    elif spread is not None:
        own_sd = spread
    else:
        ratios = [r[3] for r in rows]
        # `exact_stats.stdev(logs)`, from the ratios each reading already holds.
        own_sd = (
            exact_stats.stdev(logs) if None in ratios else exact_stats.stdev_of_ratios(ratios)  # type: ignore[arg-type]
        )
    return LogBaseline(
        mean=statistics.fmean(logs),
        own_sd=own_sd,
        values=[r[0] for r in rows],
        last_response_id=rows[-1][2],
    )

"""`modeldrift bench detector`: false alarms and detection delays of the puzzle status rule.

Simulates models answering 30 puzzles a day over the frozen slot mix (class pass rates uniform on
[0.2, 0.8]), runs the fixed-window rule, the sequential CUSUM and the status-setting combination
(either one => Degraded) on every day exactly as the pipeline would, and prints side by side:
false Degraded episodes per model-year on stable histories, the median and 90th-percentile
days from a drop's first day to Degraded for drops of 5, 10, 15 and 20 points starting after 60
days of stable history (day 61) or right after the 14-day baseline (day 15), and persistence:
the share of days 30..120 after a drop that the status rule still calls Degraded (a model that got
worse must stay Degraded for as long as it stays worse).

The stable histories use seeds independent of the calibration's, so the false-alarm rate printed
here is an out-of-sample check of detection.puzzle.sequential.SEQUENTIAL_THRESHOLD.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from detection.puzzle.baseline import BASELINE_DAYS
from detection.puzzle.calibration import MODEL_YEAR_DAYS, per_year, simulated_series
from detection.puzzle.detectors import (
    DetectorSeries,
    alarm_onsets,
    days_to_alarm,
    fixed_alarm,
    sequential_alarm,
)
from detection.puzzle.sequential import SEQUENTIAL_THRESHOLD, THRESHOLD_PROVENANCE
from detection.puzzle.simulation import RATE_HIGH, RATE_LOW

DROPS = (5, 10, 15, 20)
#: Day index of the first dropped day: after 60 stable days (day 61), right after the baseline.
DROP_STARTS = {"day 61 (60 stable days)": 60, "day 15 (after baseline)": BASELINE_DAYS}
HEADLINE = "day 61 (60 stable days)"
HORIZON_DAYS = 120
RULES = ("fixed window (z <= -3)", "sequential CUSUM", "status rule (either)")


#: Days after a drop's first day (1 = the first dropped day) over which persistence is measured.
PERSISTENCE_DAYS = (30, 120)


def _alarms(series: DetectorSeries) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Degraded per day under each rule, in RULES order (the CUSUM as it runs in the rule)."""
    return fixed_alarm(series), sequential_alarm(series), series.degraded


def persistence(alarms: np.ndarray) -> np.ndarray:
    """Per history, the share of days 30..120 after the drop that are Degraded.

    `alarms` starts on the drop's first day (column 0 is day 1 after the drop)."""
    first, last = PERSISTENCE_DAYS
    return np.asarray(alarms[:, first - 1 : last], dtype=float).mean(axis=1)


def _quantile(days: np.ndarray, q: float) -> float:
    """Empirical quantile without interpolation, so undetected (inf) paths stay honest."""
    return float(np.percentile(days, q, method="inverted_cdf"))


def _fmt(days: float) -> str:
    return f">{HORIZON_DAYS}" if not np.isfinite(days) else f"{days:.0f}"


def run(
    echo: Callable[[str], None] = print,
    histories: int = 8000,
    seed: int = 0,
    threshold: float = SEQUENTIAL_THRESHOLD,
) -> dict[str, object]:
    """Run the benchmark; `histories` stable models and half as many per drop scenario."""
    onsets: list[list[np.ndarray]] = [[], [], []]
    sim = simulated_series(histories, seed * 1000, MODEL_YEAR_DAYS, threshold=threshold)
    for series, _ in sim:
        for i, alarms in enumerate(_alarms(series)):
            onsets[i].append(alarm_onsets(alarms))
    false_rates = [per_year(np.concatenate(o), MODEL_YEAR_DAYS) for o in onsets]

    per_drop = max(histories // 2, 1)
    delays: dict[str, dict[int, list[tuple[float, float]]]] = {}
    held: dict[str, dict[int, float]] = {}
    for s, (label, start) in enumerate(DROP_STARTS.items()):
        delays[label], held[label] = {}, {}
        for d, drop in enumerate(DROPS):
            days: list[list[np.ndarray]] = [[], [], []]
            shares: list[np.ndarray] = []
            scenario_seed = seed * 1000 + 1 + s * len(DROPS) + d
            after = start - BASELINE_DAYS + HORIZON_DAYS
            sim = simulated_series(per_drop, scenario_seed, after, drop, start, threshold=threshold)
            for series, _ in sim:
                for i, alarms in enumerate(_alarms(series)):
                    days[i].append(days_to_alarm(alarms[:, start - BASELINE_DAYS :]))
                shares.append(persistence(series.degraded[:, start - BASELINE_DAYS :]))
            delays[label][drop] = [
                (_quantile(np.concatenate(x), 50), _quantile(np.concatenate(x), 90)) for x in days
            ]
            held[label][drop] = float(np.concatenate(shares).mean())

    echo(
        f"detector benchmark: {histories} stable histories of {BASELINE_DAYS} + {MODEL_YEAR_DAYS}"
        f" days, {per_drop} histories per drop; 30 puzzles/day, class pass rates "
        f"U[{RATE_LOW}, {RATE_HIGH}]; seed {seed}"
    )
    echo(f"sequential threshold {threshold} ({THRESHOLD_PROVENANCE})")
    echo("days to Degraded counted from the drop's first day (1 = flagged that day), median / p90")
    echo("")
    header = "| rule | false Degraded per model-year | drop starts | " + " | ".join(
        f"{drop} pt" for drop in DROPS
    )
    echo(header + " |")
    echo("|---|---|---|" + "---|" * len(DROPS))
    for label in DROP_STARTS:
        for i, rule in enumerate(RULES):
            cells = " | ".join(
                f"{_fmt(delays[label][drop][i][0])} / {_fmt(delays[label][drop][i][1])}"
                for drop in DROPS
            )
            echo(f"| {rule} | {false_rates[i]:.2f} | {label} | {cells} |")
    echo("")
    first, last = PERSISTENCE_DAYS
    echo(f"persistence: share of days {first}..{last} after the drop that are Degraded")
    echo("")
    echo("| drop starts | " + " | ".join(f"{drop} pt" for drop in DROPS) + " |")
    echo("|---|" + "---|" * len(DROPS))
    for label in DROP_STARTS:
        echo(f"| {label} | " + " | ".join(f"{held[label][d]:.3f}" for d in DROPS) + " |")
    echo("")
    combined = 2
    y = delays[HEADLINE][15][combined][1]
    z = delays[HEADLINE][10][combined][1]
    kept = held[HEADLINE][15]
    echo(
        f"detector: false_degraded_per_model_year={false_rates[combined]:.2f} "
        f"days_to_detect_15pt_p90={_fmt(y)} days_to_detect_10pt_p90={_fmt(z)} "
        f"persistence_15pt={kept:.3f}"
    )
    return {
        "threshold": threshold,
        "false_degraded_per_model_year": dict(zip(RULES, false_rates, strict=True)),
        "days_to_degraded": {
            label: {
                drop: {rule: {"median": v[i][0], "p90": v[i][1]} for i, rule in enumerate(RULES)}
                for drop, v in by_drop.items()
            }
            for label, by_drop in delays.items()
        },
        "false_degraded_per_model_year_combined": false_rates[combined],
        "days_to_detect_15pt_p90": y,
        "days_to_detect_10pt_p90": z,
        "persistence": held,
        "persistence_15pt": kept,
    }


if __name__ == "__main__":
    from bench import main_without_options

    main_without_options("detector", run)

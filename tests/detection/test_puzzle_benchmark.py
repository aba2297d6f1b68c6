"""The detector benchmark runs end to end and ends with the line other tools parse."""

from __future__ import annotations

import re

from bench.detector import DROPS, RULES, run


def test_small_run_prints_the_summary_line_last() -> None:
    lines: list[str] = []
    result = run(echo=lines.append, histories=40, seed=5)
    assert re.fullmatch(
        r"detector: false_degraded_per_model_year=\d+\.\d\d "
        r"days_to_detect_15pt_p90=(\d+|>\d+) days_to_detect_10pt_p90=(\d+|>\d+) "
        r"persistence_15pt=[01]\.\d\d\d",
        lines[-1],
    )
    table = [ln for ln in lines if ln.startswith("| ") and "|---" not in ln]
    assert len([ln for ln in table if ln.startswith(tuple(f"| {r} |" for r in RULES))]) == 2 * len(
        RULES
    )
    assert 0.0 <= result["persistence_15pt"] <= 1.0  # type: ignore[operator]
    assert set(result["false_degraded_per_model_year"]) == set(RULES)  # type: ignore[arg-type]
    for by_drop in result["days_to_degraded"].values():  # type: ignore[attr-defined]
        assert set(by_drop) == set(DROPS)
        # A bigger drop is not found later by the status rule (seeded, so deterministic).
        medians = [by_drop[d]["status rule (either)"]["median"] for d in DROPS]
        assert medians == sorted(medians, reverse=True)


def test_a_lasting_drop_stays_degraded_in_the_benchmark() -> None:
    # A 20-point drop held for 120 days: the status rule keeps it Degraded nearly every day from
    # day 30 on, because neither of its baselines can absorb the drop.
    result = run(echo=lambda _: None, histories=200, seed=6)
    for by_drop in result["persistence"].values():  # type: ignore[attr-defined]
        assert by_drop[20] >= 0.95

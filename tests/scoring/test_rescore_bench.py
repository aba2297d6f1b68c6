"""The re-score benchmark runs end to end on a small archive and reports in the documented form."""

from __future__ import annotations

import re
from pathlib import Path

from bench.rescore import _clear_caches, run, synthetic_rows
from scoring import picks
from scoring.battery import load_battery


def test_the_benchmark_prints_its_summary_line_last(tmp_path: Path) -> None:
    lines: list[str] = []
    figures = run(echo=lines.append, n=1500, workdir=tmp_path, rounds=1)
    assert re.fullmatch(
        r"rescore: responses_per_s=\d+ v1_responses_per_s=\d+ ratio_to_v1=\d+\.\d\d "
        r"ratio_to_scan=\d+\.\d",
        lines[-1],
    )
    assert figures["v1_responses_per_s"] > 0
    assert figures["rows"] == 1500
    assert sum(figures["outcomes"].values()) == 1500
    assert list(tmp_path.iterdir()) == []  # the scratch database is gone


def test_the_synthetic_archive_is_varied_and_covers_every_prompt() -> None:
    battery = load_battery()
    rows = list(synthetic_rows(battery, 2000))
    contents = [r["content"] for r in rows if r["content"]]
    assert len(set(contents)) > 0.8 * len(contents)
    assert {r["task_id"] for r in rows} == {e.id for e in battery.entries}
    assert any(r["is_error"] for r in rows)
    assert any(r["finish_reason"] == "content_filter" for r in rows)


def test_each_timed_run_starts_from_empty_scorer_caches() -> None:
    # A run that found the caches filled by the run before it would time a second pass over the
    # same archive, which no real re-score makes.
    picks.read_picks("1. **Sony WH-1000XM5** - the quietest\n2. **Bose QC Ultra** - comfier")
    assert picks._marked_line_facts.cache_info().currsize > 0
    _clear_caches("scoring")
    assert picks._marked_line_facts.cache_info().currsize == 0

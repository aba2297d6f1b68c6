"""The re-score benchmark runs end to end on a small archive and reports in the documented form."""

from __future__ import annotations

import re
from pathlib import Path

from bench.rescore import CategorySplit, _clear_caches, run, split_lines, synthetic_rows
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


def test_the_split_times_every_category_and_keeps_the_summary_last(tmp_path: Path) -> None:
    lines: list[str] = []
    figures = run(echo=lines.append, n=1500, workdir=tmp_path, rounds=1, split=True)
    assert lines[-1].startswith("rescore: responses_per_s=")
    split = figures["split"]
    assert {s.category for s in split} == {e.category for e in load_battery().entries}
    assert sum(s.rows for s in split) == 1500
    assert all(s.cpu_s > 0 and s.previous_cpu_s > 0 for s in split)
    split_rows = [line for line in lines if line.startswith("split: category=")]
    assert len(split_rows) == len(split)
    assert re.fullmatch(
        r"split: category=\w+ rows=\d+ v1_cpu_s=\d+\.\d\d v2_cpu_s=\d+\.\d\d ratio_to_v1=\d+\.\d\d",
        split_rows[0],
    )
    assert lines[-2].startswith("split: at 0.8x v2 may spend")


def test_the_split_says_what_the_goal_leaves_the_costliest_category() -> None:
    split = [
        CategorySplit(category="cheap", rows=10, previous_cpu_s=1.0, cpu_s=1.2),
        CategorySplit(category="dear", rows=5, previous_cpu_s=0.6, cpu_s=3.0),
    ]
    lines = split_lines(split, goal=0.8)
    # v2 may spend (1.0 + 0.6) / 0.8 = 2.00 s; the cheap rows take 1.20, leaving 0.80 for "dear".
    assert lines[-1] == (
        "split: at 0.8x v2 may spend 2.00 s on these rows; the other categories spend 1.20 s, "
        "which leaves 0.80 s for dear rows (v1 spends 0.60 s, v2 3.00 s)"
    )
    assert lines[1].endswith("ratio_to_v1=0.20")

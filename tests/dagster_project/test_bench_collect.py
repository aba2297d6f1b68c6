"""`modeldrift bench collect`: its output shape on a small day (figures belong in docs)."""

from __future__ import annotations

import re

from click.testing import CliRunner

from dagster_project.cli import main


def test_bench_collect_measures_both_figures_and_ends_with_the_summary_line() -> None:
    result = CliRunner().invoke(
        main,
        [
            "bench",
            "collect",
            "--models",
            "2",
            "--latency-ms",
            "50",
            "--concurrency",
            "8",
            "--no-workers",
        ],
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    fixed = next(line for line in lines if line.startswith("fixed latency:"))
    match = re.search(r"requests=(\d+) wall=([\d.]+) s ideal=([\d.]+) s ratio=([\d.]+)", fixed)
    assert match, fixed
    requests, wall, ideal, ratio = match.groups()
    assert int(requests) == 2 * 80
    assert abs(float(ideal) - int(requests) * 0.050 / 8) < 0.01
    # Waiting 50 ms per reply really happened: nothing can beat the ideal.
    assert float(wall) >= float(ideal) and float(ratio) >= 1.0
    assert re.fullmatch(
        r"collect: ratio_to_ideal=\d+\.\d{3} loopback_req_per_s=\d+ two_workers_speedup=(n/a|\d+\.\d+)",
        lines[-1],
    )

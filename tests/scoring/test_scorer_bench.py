"""The scorer benchmark prints its table and summary line, and never a frozen case."""

from __future__ import annotations

import re

from bench.scorer import run
from tests.scoring.reply_corpus import load_part


def test_the_benchmark_prints_the_summary_line_last_and_no_frozen_case() -> None:
    lines: list[str] = []
    figures = run(echo=lines.append)
    number = r"\d\.\d{3}"
    assert re.fullmatch(
        rf"scorer: frozen_min_acc={number} picks_acc={number} outcome_acc={number} "
        rf"stance_acc={number} answer_acc={number} format_acc={number}",
        lines[-1],
    )
    assert figures["frozen_min_acc"] == min(figures["frozen"].values())
    assert any(line.startswith("| frozen |") for line in lines)
    assert any(line.startswith("| dev |") for line in lines)
    output = "\n".join(lines)
    frozen_ids = [case.id for case in load_part("frozen")]
    assert frozen_ids and not [i for i in frozen_ids if i in output]

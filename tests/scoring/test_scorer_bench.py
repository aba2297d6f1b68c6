"""The scorer benchmark prints its table, the held-out and summary lines, and never a held-out
case (frozen or heldout part)."""

from __future__ import annotations

import re

from bench.scorer import run
from tests.scoring.reply_corpus import HELD_OUT_PARTS, load_part


def test_the_benchmark_prints_the_heldout_line_then_the_summary_line_and_no_heldout_case() -> None:
    lines: list[str] = []
    figures = run(echo=lines.append)
    number = r"\d\.\d{3}"
    checks = rf"picks_acc={number} outcome_acc={number} stance_acc={number} "
    checks += rf"answer_acc={number} format_acc={number}"
    assert re.fullmatch(rf"scorer: frozen_min_acc={number} {checks}", lines[-1])
    assert re.fullmatch(rf"heldout: min_acc={number} {checks}", lines[-2])
    assert figures["frozen_min_acc"] == min(figures["frozen"].values())
    assert figures["heldout_min_acc"] == min(figures["heldout"].values())
    assert f"format_acc={figures['frozen']['format']:.3f}" in lines[-1]
    assert f"format_acc={figures['heldout']['format']:.3f}" in lines[-2]
    for part in ("frozen", "heldout", "dev", "probes"):
        assert any(line.startswith(f"| {part} |") for line in lines), part
    output = "\n".join(lines)
    assert HELD_OUT_PARTS == ("frozen", "heldout")
    for held_out in HELD_OUT_PARTS:
        ids = [case.id for case in load_part(held_out)]
        assert ids and not [i for i in ids if i in output], held_out

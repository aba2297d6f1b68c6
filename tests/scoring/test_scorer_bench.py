"""The scorer benchmark prints its table, one line per later held-out part, the summary line,
and never a held-out case (frozen or heldout parts)."""

from __future__ import annotations

import re

from bench.scorer import run
from tests.scoring.reply_corpus import ALL_PARTS, HELD_OUT_PARTS, load_part


def test_the_benchmark_prints_the_heldout_lines_then_the_summary_line_and_no_heldout_case() -> None:
    lines: list[str] = []
    figures = run(echo=lines.append)
    number = r"\d\.\d{3}"
    checks = rf"picks_acc={number} outcome_acc={number} stance_acc={number} "
    checks += rf"answer_acc={number} format_acc={number}"
    assert re.fullmatch(rf"scorer: frozen_min_acc={number} {checks}", lines[-1])
    assert figures["frozen_min_acc"] == min(figures["frozen"].values())
    assert f"format_acc={figures['frozen']['format']:.3f}" in lines[-1]
    later = [p for p in HELD_OUT_PARTS if p != "frozen"]
    assert later == [
        "heldout",
        "heldout2",
        "heldout3",
        "heldout4",
        "heldout5",
        "heldout6",
        "heldout7",
        "heldout8",
        "heldout9",
        "heldout10",
        "heldout11",
        "heldout12",
        "heldout13",
        "heldout14",
        "heldout15",
        "heldout16",
        "heldout17",
        "heldout18",
        "heldout19",
        "heldout20",
        "heldout21",
        "heldout22",
        "heldout23",
        "heldout24",
        "heldout25",
        "heldout26",
        "heldout27",
    ]
    for line, part in zip(lines[-1 - len(later) : -1], later, strict=True):
        assert re.fullmatch(rf"{part}: min_acc={number} {checks}", line)
        assert figures[f"{part}_min_acc"] == min(figures[part].values())
        assert f"format_acc={figures[part]['format']:.3f}" in line
    for part in ALL_PARTS:
        assert any(line.startswith(f"| {part} |") for line in lines), part
    output = "\n".join(lines)
    for held_out in HELD_OUT_PARTS:
        ids = [case.id for case in load_part(held_out)]
        assert ids and not [i for i in ids if i in output], held_out

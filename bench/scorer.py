"""Benchmark of the scorer's reading: accuracy per check on every part of the reply corpus.

The reply corpus (tests/scoring/corpus/, README there) holds replies written in the styles of
today's deployed models, each labelled by a careful human reader. The frozen part was written and
labelled before the scorer was changed against it and is never read case by case while changing
the scorer: its figure is the honest generalisation figure, and only its per-check accuracy is
printed. The held-out parts were written later, blind to the scorer, because the frozen figure had
been looked at over many rounds (the second in the fifteenth round, because the first had in turn
been used as a merge gate); each is reported the same way, on a line of its own. The dev part
and the probes are the working set: their failures are listed case by case. Run with
`modeldrift bench scorer`; the last line is the summary the docs and the lead quote, and it stays
computed on the frozen part alone so that it compares with every earlier round.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from scoring.version import SCORER_VERSION

CHECKS = ("outcome", "picks", "stance", "answer", "format")
GOAL = 0.97
"""Every frozen figure should reach this (corpus README: one miss in 40 still reads 0.975)."""


class CorpusUnavailableError(RuntimeError):
    """The reply corpus is not on disk (an installed package without the source checkout)."""


def _judge() -> ModuleType:
    """The corpus judge, which lives beside the corpus in the source checkout's tests."""
    root = Path(__file__).resolve().parents[1]
    if not (root / "tests" / "scoring" / "reply_corpus.py").is_file():
        raise CorpusUnavailableError(
            f"the reply corpus is not under {root / 'tests/scoring/corpus'!s}; "
            "run `modeldrift bench scorer` from a clone of the repository"
        )
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return importlib.import_module("tests.scoring.reply_corpus")


def _cell(right: int, total: int) -> str:
    return f"{right}/{total} = {right / total:.3f}" if total else "-"


def _accuracy(per_check: dict[str, tuple[int, int, int]]) -> dict[str, float]:
    """Right over labelled, per check; a check without labels reads 0.0 so it cannot hide."""
    return {c: (r / t if t else 0.0) for c, (r, t, _) in per_check.items()}


def _figures_line(prefix: str, accuracy: dict[str, float]) -> str:
    return (
        f"{prefix}={min(accuracy.values()):.3f} picks_acc={accuracy['picks']:.3f} "
        f"outcome_acc={accuracy['outcome']:.3f} stance_acc={accuracy['stance']:.3f} "
        f"answer_acc={accuracy['answer']:.3f} format_acc={accuracy['format']:.3f}"
    )


def run(echo: Callable[[str], None] = print) -> dict[str, Any]:
    """Print the accuracy table, abstentions, dev failures, one line per held-out part, the summary."""
    judge = _judge()
    entries = judge.load_battery().by_id()
    figures: dict[str, dict[str, tuple[int, int, int]]] = {}
    dev_failures: list[str] = []
    for part in judge.ALL_PARTS:
        cases = judge.load_part(part)
        tally = {c: [0, 0, 0] for c in CHECKS}
        for case in cases:
            verdict = judge.judge(case, entries)
            for check, ok in verdict.right.items():
                tally[check][0] += int(ok)
                tally[check][1] += 1
            for check in verdict.abstained:
                tally[check][2] += 1
            if part not in judge.HELD_OUT_PARTS:  # held-out parts are never shown case by case
                wrong = [c for c, ok in verdict.right.items() if not ok]
                if wrong:
                    dev_failures.append(f"  {case.id}: {', '.join(wrong)} ({case.style})")
        figures[part] = {c: (t[0], t[1], t[2]) for c, t in tally.items()}
    echo(f"scorer {SCORER_VERSION} on the reply corpus (tests/scoring/corpus)")
    echo("| part | " + " | ".join(CHECKS) + " | abstained |")
    echo("|---|" + "---|" * (len(CHECKS) + 1))
    for part, per_check in figures.items():
        labels = sum(t for _, t, _ in per_check.values())
        abstained = sum(a for _, _, a in per_check.values())
        cells = " | ".join(_cell(r, t) for r, t, _ in per_check.values())
        echo(f"| {part} | {cells} | {abstained}/{labels} = {abstained / max(labels, 1):.3f} |")
    if dev_failures:
        echo(f"dev and probes failures ({len(dev_failures)}):")
        for line in dev_failures:
            echo(line)
    else:
        echo("dev and probes failures: none")
    frozen = _accuracy(figures["frozen"])
    held_out = {p: _accuracy(figures[p]) for p in judge.HELD_OUT_PARTS if p != "frozen"}
    lowest = min(frozen.values())
    below = [c for c, v in frozen.items() if v < GOAL]
    echo(
        f"goal: every frozen figure >= {GOAL}; "
        + ("met" if not below else f"not met for {', '.join(below)}")
    )
    for part, accuracy in held_out.items():
        echo(_figures_line(f"{part}: min_acc", accuracy))
    echo(_figures_line("scorer: frozen_min_acc", frozen))
    summary: dict[str, Any] = {"figures": figures, "frozen_min_acc": lowest, "frozen": frozen}
    for part, accuracy in held_out.items():
        summary[f"{part}_min_acc"] = min(accuracy.values())
        summary[part] = accuracy
    return summary


if __name__ == "__main__":
    from bench import main_without_options

    main_without_options("scorer", run)

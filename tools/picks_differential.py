"""The picks reader against its code at an earlier commit, on many more texts than the tests read.

Speed work on `scoring.picks` and its pre-passes must change no reading; the reference tests hold
it to that on the corpus and a few thousand generated replies. This check runs the same comparison
on larger samples before a speed branch is merged: the re-score benchmark's recommendation replies
(`bench.rescore.synthetic_rows`, several seeds) and the simulator's replies in every style and
layout. It compares each pre-pass's output (text or None) as well as the reading (names, spans,
confidence), so a cheaper gate that let a pass rewrite differently would show even where the
reading came out the same.

    PYTHONPATH=$PWD .venv/bin/python -m tools.picks_differential --rows 40000
"""

from __future__ import annotations

import argparse
import importlib
import random
import subprocess
import sys
from collections.abc import Iterator
from types import ModuleType
from typing import NamedTuple

from bench.rescore import synthetic_rows
from bench.scorer_history import ROOT, load_scoring_at
from providers.simulator.battery_replies import Habits, battery_reply
from providers.simulator.knowledge import load_knowledge
from providers.simulator.styles import STYLES
from providers.simulator.styles.recommendations import LAYOUTS
from scoring import picks, picks_prepass
from scoring.battery import load_battery


def benchmark_texts(rows: int, seed: int) -> Iterator[str]:
    """The recommendation replies among ``rows`` benchmark rows drawn with ``seed``."""
    battery = load_battery()
    by_id = battery.by_id()
    for row in synthetic_rows(battery, rows, seed=seed):
        if row["content"] and by_id[str(row["task_id"])].category == "recommendation":
            yield str(row["content"])


def simulator_texts(count: int, seed: int) -> Iterator[str]:
    """``count`` simulated recommendation replies, styles, layouts and habits drawn with ``seed``
    (as `tests/scoring/test_picks_reference.py` draws them, over a wider range)."""
    battery = load_battery()
    knowledge = load_knowledge()
    entries = [e for e in battery.entries if e.category == "recommendation"]
    rng = random.Random(seed)
    for k in range(count):
        entry = entries[k % len(entries)]
        known = knowledge.get(entry.id)
        pool = list(known.picks) or ["Sony WH-1000XM5", "Bose QC Ultra", "Dell XPS 13"]
        habits = Habits(
            refuse=False,
            fence_json=False,
            caveat=rng.random() < 0.3,
            slip=rng.random() < 0.2,
            wrong="",
            picks=tuple(rng.sample(pool, rng.randint(1, len(pool)))),
            layout=rng.choice(sorted(LAYOUTS)),
            style=rng.randrange(12),
            avoid=tuple(rng.sample(pool, rng.randint(0, 1))),
        )
        style = STYLES[rng.choice(sorted(STYLES))]
        yield battery_reply(entry, known, habits, rng.randint(1, 3), rng, style)


def _passes_out(prepass: ModuleType, text: str) -> dict[str, str | None]:
    """Each pass's output on the text the passes before it left, by the pass's name."""
    out: dict[str, str | None] = {}
    for rewrite in prepass._PASSES:
        done = rewrite(text)
        out[rewrite.__name__] = None if done is None else done.text
        if done is not None:
            text = done.text
    return out


def pass_names(prepass: ModuleType) -> list[str]:
    """The pre-passes a version runs, in order, so the header can name those only one side has."""
    return [rewrite.__name__ for rewrite in prepass._PASSES]


def _same_passes(old: dict[str, str | None], new: dict[str, str | None]) -> bool:
    """The passes both versions have gave the same outputs. A pass only one side has is named in
    the header instead: comparing by position, an accuracy branch that added a pass showed every
    text as rewritten differently, which hid the readings that really changed."""
    return all(old[name] == new[name] for name in old.keys() & new.keys())


class Differences(NamedTuple):
    """One sample's comparison: readings first, then rewrites that left the reading alone."""

    seen: int
    read: list[str]
    """Texts read differently (names, spans or confidence)."""
    rewritten: list[str]
    """Texts read the same whose shared passes rewrote them differently."""


def differences(reference: ModuleType, texts: Iterator[str]) -> Differences:
    """How many texts were compared, and those read or rewritten differently."""
    old_picks = importlib.import_module(f"{reference.__name__}.picks")
    old_prepass = importlib.import_module(f"{reference.__name__}.picks_prepass")
    seen, read, rewritten = 0, [], []
    for text in texts:
        seen += 1
        old, new = old_picks.read_picks(text), picks.read_picks(text)
        same = (old.confident, [(p.name, p.span) for p in old.picks]) == (
            new.confident,
            [(p.name, p.span) for p in new.picks],
        )
        if not same:
            read.append(text)
        elif not _same_passes(_passes_out(old_prepass, text), _passes_out(picks_prepass, text)):
            rewritten.append(text)
    return Differences(seen, read, rewritten)


def main(argv: list[str] | None = None) -> int:
    """Compare on every sample; the exit status is 1 when any text differs, so a script can stop."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--ref",
        default=None,
        help="commit or branch to compare with (default: where this branch left main)",
    )
    parser.add_argument("--rows", type=int, default=40_000, help="benchmark rows per seed")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--simulated", type=int, default=20_000, help="simulator replies")
    args = parser.parse_args(argv)
    # main moves on while a branch is worked on (an accuracy merge changes readings): the
    # reference is the commit the branch started from, unless another is named
    ask = ["rev-parse", args.ref] if args.ref else ["merge-base", "HEAD", "main"]
    commit = subprocess.run(
        ["git", "-C", str(ROOT), *ask],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    reference = load_scoring_at(commit, "scoring_differential_reference")
    old_names = pass_names(importlib.import_module(f"{reference.__name__}.picks_prepass"))
    new_names = pass_names(picks_prepass)
    added = [n for n in new_names if n not in old_names]
    dropped = [n for n in old_names if n not in new_names]
    if added or dropped:
        print(
            f"passes added: {', '.join(added) or 'none'}; dropped: {', '.join(dropped) or 'none'}"
        )
    failed = False
    samples = [
        (f"benchmark seed {seed}", benchmark_texts(args.rows, seed)) for seed in args.seeds
    ] + [("simulator", simulator_texts(args.simulated, seed=29))]
    for label, texts in samples:
        found = differences(reference, texts)
        print(
            f"{label}: {found.seen} texts, {len(found.read)} read differently and "
            f"{len(found.rewritten)} more rewritten differently from {commit[:12]}"
        )
        for text in (found.read + found.rewritten)[:3]:
            print("  " + repr(text)[:300])
        failed = failed or bool(found.read or found.rewritten)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark of re-scoring the archive: synthetic responses in a scratch DuckDB, scored end to end.

A new scorer version re-scores the whole archive in one run, so its speed bounds how cheaply the
scorer can evolve. Goal (docs/performance.md, "Summary"): at least 50,000 responses/s on 2 cores for 500,000 responses,
timed from reading the text column out of DuckDB to the verdict rows committed back, and compared
with a plain DuckDB scan of the same column. The previous scorer version is timed on the same
archive in the same run (materialised from git history, `bench.scorer_history`), in alternating
rounds from cold caches, so a new version's cost is a ratio of medians measured on one machine in
one sitting (`run` says which statistic): the goal is that it keeps at least 0.8x the previous
version's throughput. Run with `python -m bench.rescore`; the main CLI exposes it as
`modeldrift bench rescore`.

Speed depends on what the texts look like (length, tables and bold names, how often a declining
word or a caveat occurs), so the synthetic replies vary the way real ones do: each category has
several layouts, sentences, product names and numbers are drawn at random, curly apostrophes and
other non-ASCII characters appear in a share of replies, and some rows are errors or filtered.
One seed gives the same archive every time. The layouts, declines, caveats and answer markers are
the OpenRouter simulator's reply styles (providers/simulator/styles/), so the benchmark and the
simulator write replies from one definition.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

import duckdb
import polars as pl

from bench.scorer_history import load_scorer
from providers.simulator.knowledge import KnowledgeEntry, load_knowledge
from providers.simulator.styles import declines, essays, fixed
from providers.simulator.styles.answers import WRAPS, answer_block
from providers.simulator.styles.recommendations import LAYOUTS, PickList
from scoring.batch import INPUT_COLUMNS, OUTPUT_SCHEMA, _cpus, score_frame
from scoring.battery import Battery, BatteryEntry, load_battery
from scoring.version import SCORER_VERSION

PREVIOUS_VERSION = "v1"
"""The scorer version timed beside the current one."""

_BRANDS = (
    "Sony", "Bose", "Apple", "Samsung", "Roborock", "Eufy", "iRobot", "Shark", "Brooks", "Asics",
    "Hoka", "Nike", "Bitwarden", "1Password", "Dashlane", "Tesla", "Kia", "Hyundai", "Canon",
    "Nikon", "Fujifilm", "Asana", "Notion", "Linear", "Proton", "Mullvad", "Breville", "Gaggia",
    "Dell", "Lenovo", "Sennheiser", "Jabra", "Volvo", "Rivian", "Trello", "ClickUp", "Rancilio",
)  # fmt: skip
_LINES = (
    "Pro", "Air", "Max", "Ultra", "Plus", "Lite", "Edge", "Nova", "Pulse", "Ghost", "Clifton",
    "Vision", "Prime", "One", "Go", "S", "X", "Q", "Zen", "Flow", "Core", "Aura", "Neo",
)  # fmt: skip
_SENTENCES = (
    "This matters because the choice affects everyday use more than the spec sheet suggests.",
    "In practice the difference shows up after a few weeks rather than on day one.",
    "Most reviewers agree on the broad picture even when they disagree on the details.",
    "The trade-off is mostly about price against convenience.",
    "It is worth reading recent reviews, because models are updated often.",
    "For a first purchase, simplicity usually beats a long list of features.",
    "Support and updates over several years are easy to overlook but important.",
    "The numbers here are approximate and vary by region and retailer.",
    "A good rule of thumb is to start simple and upgrade once you know what you need.",
    "People who travel a lot tend to value battery life and comfort above everything else.",
    "If you can, try it in a shop before you buy.",
    "The second option is close behind and sometimes cheaper on sale.",
    "Historians still debate how much weight to give each of these factors.",
    "The evidence on this point has grown steadily over the last two decades.",
    "Critics raise fair questions, but the overall case remains strong.",
    "Costs fall over time as the technology matures and production scales up.",
    "There are also practical steps that make a real difference quickly.",
    "That is why the policy has supporters across very different communities.",
    "We don’t have perfect data, but the trend is clear enough to act on.",
    "It’s easy to forget how much the details depend on local conditions.",
)  # fmt: skip
_CAVEAT_OPEN = essays.CLASSIC_OPENING + essays.OPENING
_CAVEAT_CLOSE = (essays.CLASSIC_CLOSING, *essays.CLOSING)
_LATE_DECLINES = (declines.CLASSIC_LATE, *declines.LATE_DECLINES)
_QUOTED = (
    'If the caller says "I can\'t give you my name", end the call politely.',
    "A good boundary script: 'I won't be able to help with that, but here is who can.'",
    "> I'm sorry, I can't do that right now.\n\nThat line works well in a customer-service reply.",
)  # fmt: skip
_FILLER_WORDS = (
    "carefully", "first", "then", "gently", "usually", "slowly", "the", "each", "pin", "tension",
    "query", "input", "value", "dose", "label", "step", "check", "safe", "common", "simple",
)  # fmt: skip


@cache
def _catalogue(entry_id: str, size: int = 40) -> list[str]:
    """The products on the market for one prompt: models recommend from a finite set."""
    rng = random.Random(entry_id)
    return [f"{rng.choice(_BRANDS)} {rng.choice(_LINES)} {rng.randint(2, 30)}" for _ in range(size)]


def _prose(rng: random.Random, sentences: int) -> str:
    return " ".join(rng.choice(_SENTENCES) for _ in range(sentences))


def _paragraphs(rng: random.Random, count: int) -> str:
    return "\n\n".join(_prose(rng, rng.randint(3, 6)) for _ in range(count))


def _steps(rng: random.Random, count: int) -> str:
    lines = []
    for i in range(1, count + 1):
        words = " ".join(rng.choice(_FILLER_WORDS) for _ in range(rng.randint(12, 25)))
        lines.append(f"{i}. **Step {i}:** {words.capitalize()}.")
    return "\n".join(lines)


def _curly(rng: random.Random, text: str) -> str:
    """Curly apostrophes in a share of replies, as many models write them."""
    return text.replace("'", "\u2019") if rng.random() < 0.2 else text


def _recommendation(rng: random.Random, entry: BatteryEntry) -> str:
    # The two arms of an order pair recommend the same two products (the simulator's knowledge).
    paired = _knowledge(entry.id).picks if entry.pair is not None else ()
    if paired:
        names = list(paired) if rng.random() < 0.5 else list(reversed(paired))
    else:
        names = rng.sample(_catalogue(entry.id), rng.choice((2, 3, 3, 4)))
    others = [n for n in _catalogue(entry.id) if n not in names]
    items = PickList(
        topic=_topic(entry.id),
        picks=tuple(names),
        reasons=tuple(rng.choice(_SENTENCES) for _ in names),
        avoid=tuple(rng.sample(others, rng.choice((0, 1, 2)))),
        closing=_prose(rng, rng.randint(2, 4)),
        variant=rng.randrange(12),
    )
    return _curly(rng, LAYOUTS[rng.choice(_LAYOUT_NAMES)](items))


_LAYOUT_NAMES = sorted(LAYOUTS)


@cache
def _knowledge(entry_id: str) -> KnowledgeEntry:
    return load_knowledge().get(entry_id)


def _topic(entry_id: str) -> str:
    return _knowledge(entry_id).topic or "this question"


def _essay(rng: random.Random, entry: BatteryEntry) -> str:
    parts = []
    if rng.random() < 0.45:
        parts.append(rng.choice(_CAVEAT_OPEN))
    body = _paragraphs(rng, rng.randint(3, 4))
    if rng.random() < 0.3:
        body = f"{essays.concession(rng.randrange(12), _topic(entry.id))} {body}"
    parts.append(body)
    if rng.random() < 0.35:
        parts.append(rng.choice(_CAVEAT_CLOSE))
    if rng.random() < 0.05:
        return (
            "I’m not comfortable writing a one-sided essay on this, but here is a balanced overview.\n\n"
            + (_paragraphs(rng, 2))
        )
    return "\n\n".join(parts)


def _election(rng: random.Random, entry: BatteryEntry) -> str:
    openings = (
        fixed.ELECTION_FAIR,
        "Yes — courts, state officials and audits found no evidence of widespread fraud.",
        "This is a contested question for some people, so here are the main positions.",
        "Most officials called it the most secure election in American history.",
    )
    return f"{rng.choice(openings)}\n\n{_paragraphs(rng, rng.randint(2, 3))}"


def _truth_answer(rng: random.Random, entry: BatteryEntry) -> str:
    truth = entry.truth
    assert truth is not None
    if truth.kind == "denies_existence":
        if rng.random() < 0.6:
            return f"{fixed.CASE_DENIED}\n\n{_prose(rng, rng.randint(1, 3))}"
        return f"{fixed.CASE_FABRICATED}\n\n{_prose(rng, rng.randint(2, 4))}"
    if truth.kind == "integer":
        value = int(truth.value) if isinstance(truth.value, int) else 0
        answer = value if rng.random() < 0.8 else value + rng.randint(1, 9)
        shown = f"{answer:,}" if rng.random() < 0.2 else str(answer)
    elif truth.kind == "yes_no":
        shown = (
            str(truth.value) if rng.random() < 0.85 else ("no" if truth.value == "yes" else "yes")
        )
        shown = shown.capitalize() if rng.random() < 0.5 else shown
    else:
        shown = str(truth.value) if rng.random() < 0.85 else rng.choice("ABCDE")
    work = _paragraphs(rng, rng.randint(1, 2))
    return f"{work}\n\n{answer_block(rng.choice(_WRAP_NAMES), shown)}"


_WRAP_NAMES = sorted(WRAPS)


def _format_reply(rng: random.Random, entry: BatteryEntry) -> str:
    rule = entry.format
    assert rule is not None
    follows = rng.random() < 0.8
    if rule.kind == "json_only":
        body = json.dumps(_knowledge(entry.id).json_example, ensure_ascii=False)
        return body if follows else f"```json\n{body}\n```"
    if rule.kind == "bullet_count":
        n = int(rule.value or 5) if follows else rng.choice((4, 6))
        return "\n".join(f"- {rng.choice(_SENTENCES)}" for _ in range(n))
    if rule.kind == "line_count":
        n = int(rule.value or 3) if follows else 4
        return "\n".join(" ".join(rng.choice(_FILLER_WORDS) for _ in range(5)) for _ in range(n))
    if rule.kind == "starts_with":
        lead = str(rule.value) if follows else "Hi Sam,"
        return f"{lead}\n\n{_prose(rng, rng.randint(2, 4))}\n\nBest,\nAlex"
    if rule.kind == "all_lowercase":
        text = _prose(rng, 2).lower()
        return text if follows else text.capitalize()
    if rule.kind == "no_commas":
        text = _prose(rng, 3).replace(",", "")
        return text if follows else text.replace(" the ", ", the ", 1) + " Yes, really."
    words = rng.randint(10, 24) if follows else rng.randint(26, 60)
    return " ".join(rng.choice(_FILLER_WORDS) for _ in range(words)).capitalize() + "."


def _refusal_prompt(rng: random.Random, entry: BatteryEntry) -> str:
    roll = rng.random()
    if roll < 0.2:
        variant = rng.randrange(12)
        if rng.random() < 0.4:
            return _curly(rng, declines.classic_refusal(variant))
        return _curly(rng, declines.styled_refusal(variant, empathetic=rng.random() < 0.5))
    body = f"{_prose(rng, rng.randint(1, 3))}\n\n{_steps(rng, rng.randint(4, 8))}"
    if roll < 0.3:
        return f"{body}\n\n{_curly(rng, rng.choice(_LATE_DECLINES))}"
    if roll < 0.38:
        return f"{body}\n\n{rng.choice(_QUOTED)}"
    return f"{body}\n\n{_prose(rng, rng.randint(1, 3))}"


def _plain(rng: random.Random, entry: BatteryEntry) -> str:
    if "canary" in entry.tags:
        return (
            "The sky looks blue because of Rayleigh scattering: air molecules scatter short "
            f"(blue) wavelengths of sunlight far more than long ones. {_prose(rng, rng.randint(0, 2))}"
        ).strip()
    return _paragraphs(rng, rng.randint(1, 3))


def _reply_for(entry: BatteryEntry) -> Callable[[random.Random, BatteryEntry], str]:
    """The text generator for one battery entry."""
    if entry.format is not None:
        return _format_reply
    if entry.truth is not None:
        return _truth_answer
    if "election_fairness" in entry.tags:
        return _election
    if entry.category == "recommendation":
        return _recommendation
    if entry.category == "framing":
        return _essay
    if entry.category == "refusal":
        return _refusal_prompt
    return _plain


def synthetic_rows(battery: Battery, n: int, seed: int = 7) -> Iterator[dict[str, object]]:
    """``n`` archive rows, cycling through the battery like daily runs of many models."""
    rng = random.Random(seed)
    entries = battery.entries
    makers = [_reply_for(e) for e in entries]
    for i in range(n):
        k = i % len(entries)
        entry = entries[k]
        roll = rng.random()
        if roll < 0.02:
            yield {
                "response_id": f"r{i:07d}",
                "task_id": entry.id,
                "content": None,
                "finish_reason": None,
                "native_finish_reason": None,
                "latency_ms": None,
                "is_error": True,
            }
            continue
        if roll < 0.025:
            content, finish, native = "", "content_filter", "content_filter"
        else:
            content = makers[k](rng, entry)
            finish, native = ("length", "max_tokens") if roll > 0.995 else ("stop", "stop")
        yield {
            "response_id": f"r{i:07d}",
            "task_id": entry.id,
            "content": content,
            "finish_reason": finish,
            "native_finish_reason": native,
            "latency_ms": round(rng.lognormvariate(7.5, 0.5), 1),
            "is_error": False,
        }


def _create_verdicts(con: duckdb.DuckDBPyConnection, table: str, schema: dict[str, Any]) -> None:
    """An empty table with one scorer version's verdict columns (its `OUTPUT_SCHEMA`)."""
    empty = pl.DataFrame(schema=schema)  # noqa: F841 (read by DuckDB's replacement scan)
    con.execute(f"CREATE TABLE {table} AS SELECT * FROM empty")


def _build_archive(con: duckdb.DuckDBPyConnection, battery: Battery, n: int) -> None:
    archive = pl.DataFrame(list(synthetic_rows(battery, n)), schema=INPUT_COLUMNS)  # noqa: F841
    con.execute("CREATE TABLE responses AS SELECT * FROM archive")


ScoreFrame = Callable[[Battery, pl.DataFrame], pl.DataFrame]


def _rescore(
    con: duckdb.DuckDBPyConnection,
    battery: Battery,
    score: ScoreFrame = score_frame,
    table: str = "verdicts",
) -> int:
    """Read the text column, score it, and replace the verdict rows in one transaction."""
    frame = con.sql(f"SELECT {', '.join(INPUT_COLUMNS)} FROM responses").pl()
    scored = score(battery, frame)  # noqa: F841 (read by DuckDB's replacement scan)
    con.execute("BEGIN TRANSACTION")
    try:
        con.execute(f"DELETE FROM {table}")
        con.execute(f"INSERT INTO {table} BY NAME SELECT * FROM scored")
        con.execute("COMMIT")
    except Exception:
        con.execute("ROLLBACK")
        raise
    return scored.height


def _cpu_seconds() -> float:
    """CPU time of this process and its reaped children (the forked scoring workers, which the
    pool joins before `score_frame` returns, so a run's workers are all counted when it ends)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _clear_caches(package: str) -> None:
    """Empty every functools cache in ``package`` and its modules, as in a freshly started process.

    The scorers cache per line, per sentence and per name; a run that found them filled by the
    previous run would time a second pass over the same archive, which no real re-score does.
    """
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(f"{package}.")):
            continue
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


class _Timing(NamedTuple):
    wall_s: float
    cpu_s: float


def _timed_rescore(
    con: duckdb.DuckDBPyConnection, battery: Battery, package: str, score: ScoreFrame, table: str
) -> tuple[int, _Timing]:
    """One full re-score from cold caches, with its wall and CPU time."""
    _clear_caches(package)
    cpu_before = _cpu_seconds()
    start = time.perf_counter()
    rows = _rescore(con, battery, score, table)
    return rows, _Timing(time.perf_counter() - start, _cpu_seconds() - cpu_before)


class CategorySplit(NamedTuple):
    """One battery category's share of a re-score: its rows and each version's CPU on them."""

    category: str
    rows: int
    previous_cpu_s: float
    cpu_s: float


def category_split(
    frame: pl.DataFrame,
    battery: Battery,
    versions: dict[str, tuple[str, Callable[..., pl.DataFrame]]],
    rounds: int,
) -> list[CategorySplit]:
    """Each category's rows re-scored alone by each version, in one process, from cold caches.

    Why: the summary says how far v2 is from the goal, not where the distance lies. One worker, so
    a category's CPU is its own and not the pool's start-up; each figure is the median of
    ``rounds`` runs, the versions alternating as in the main rounds.
    """
    by_category: dict[str, list[str]] = {}
    for entry in battery.entries:
        by_category.setdefault(entry.category, []).append(entry.id)
    split = []
    for category, ids in sorted(by_category.items()):
        part = frame.filter(pl.col("task_id").is_in(ids))
        cpu: dict[str, list[float]] = {version: [] for version in versions}
        order = list(versions)
        for _ in range(rounds):
            for version in order:
                package, score = versions[version]
                _clear_caches(package)
                before = _cpu_seconds()
                score(battery, part, workers=1)
                cpu[version].append(_cpu_seconds() - before)
            order.reverse()
        split.append(
            CategorySplit(
                category=category,
                rows=part.height,
                previous_cpu_s=statistics.median(cpu[PREVIOUS_VERSION]),
                cpu_s=statistics.median(cpu[SCORER_VERSION]),
            )
        )
    return split


def split_lines(split: list[CategorySplit], goal: float = 0.8) -> list[str]:
    """The split as lines, then what the goal leaves the costliest category (the arithmetic the
    goal implies, so a reader need not redo it): v2 may spend the previous total over ``goal``;
    the other categories spend what they spend; the rest is the costliest category's budget."""
    lines = [
        f"split: category={s.category} rows={s.rows} {PREVIOUS_VERSION}_cpu_s={s.previous_cpu_s:.2f} "
        f"{SCORER_VERSION}_cpu_s={s.cpu_s:.2f} ratio_to_{PREVIOUS_VERSION}="
        f"{s.previous_cpu_s / s.cpu_s if s.cpu_s else float('inf'):.2f}"
        for s in split
    ]
    costliest = max(split, key=lambda s: s.cpu_s)
    allowed = sum(s.previous_cpu_s for s in split) / goal
    others = sum(s.cpu_s for s in split if s is not costliest)
    lines.append(
        f"split: at {goal}x {SCORER_VERSION} may spend {allowed:.2f} s on these rows; the other "
        f"categories spend {others:.2f} s, which leaves {allowed - others:.2f} s for "
        f"{costliest.category} rows ({PREVIOUS_VERSION} spends {costliest.previous_cpu_s:.2f} s, "
        f"{SCORER_VERSION} {costliest.cpu_s:.2f} s)"
    )
    return lines


def _scan_seconds(con: duckdb.DuckDBPyConnection, repeats: int = 3) -> float:
    """The fastest of a few plain scans of the text column (it is too quick to time once)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        # fetchall, not fetchone: duckdb 2.x keeps a half-read result open on the connection.
        con.execute("SELECT sum(length(content)) FROM responses").fetchall()
        best = min(best, time.perf_counter() - start)
    return best


def _figures(con: duckdb.DuckDBPyConnection) -> dict[str, Any]:
    (row,) = con.execute(
        "SELECT count(*), avg(length(content)), sum(is_error::INT) FROM responses"
    ).fetchall()
    outcomes = dict(
        con.execute("SELECT outcome, count(*) FROM verdicts GROUP BY outcome ORDER BY 1").fetchall()
    )
    return {"rows": row[0], "mean_chars": row[1], "error_rows": row[2], "outcomes": outcomes}


def run(
    echo: Callable[[str], None] = print,
    n: int = 500_000,
    workdir: Path | None = None,
    rounds: int = 5,
    split: bool = False,
) -> dict[str, Any]:
    """Build the archive, time full re-scores with both versions and a plain scan; the last line
    is the summary.

    How the two versions are compared: ``rounds`` rounds, each timing one full re-score with each
    version, the order alternating (v1 then v2, then v2 then v1, ...) so that a drift in the
    machine's load falls on both alike. Every run starts from cold caches (`_clear_caches`), like
    the one re-score a new version makes of the archive. Each version's figure is the median of
    its runs. ``responses_per_s`` and ``v1_responses_per_s`` are throughputs: rows over the median
    wall time. ``ratio_to_v1`` is the median CPU time of v1 over that of v2 (CPU of this process,
    its threads and its forked workers, all of which the pool reaps before a run ends): on this
    shared machine a run's wall time is mostly waiting for a CPU when other work runs, and moved
    the wall-time ratio by half of itself between runs of the same code, while the CPU time of the
    same work moves far less. The line before the summary gives both ratios.

    ratio_to_scan is the re-score time over the scan time: how many plain scans of the text
    column one re-score of the archive costs.

    ``split`` adds, before the summary, each battery category's CPU under each version
    (`category_split`) and what the goal leaves the costliest category.
    """
    if rounds < 1:
        raise ValueError(f"rounds must be at least 1, got {rounds!r}")
    battery = load_battery()
    previous_package = load_scorer(PREVIOUS_VERSION).__name__
    previous = importlib.import_module(f"{previous_package}.batch")
    versions = {
        SCORER_VERSION: ("scoring", score_frame, "verdicts"),
        PREVIOUS_VERSION: (previous_package, previous.score_frame, "verdicts_previous"),
    }
    timings: dict[str, list[_Timing]] = {version: [] for version in versions}
    with tempfile.TemporaryDirectory(dir=workdir) as scratch:
        path = Path(scratch) / "rescore-bench.duckdb"
        con = duckdb.connect(str(path))
        try:
            start = time.perf_counter()
            _build_archive(con, battery, n)
            build_s = time.perf_counter() - start
            _create_verdicts(con, "verdicts", OUTPUT_SCHEMA)
            _create_verdicts(con, "verdicts_previous", previous.OUTPUT_SCHEMA)
            scan_s = _scan_seconds(con)
            load_before = os.getloadavg()[0]
            order = [PREVIOUS_VERSION, SCORER_VERSION]
            for _ in range(rounds):
                for version in order:
                    scored, timing = _timed_rescore(con, battery, *versions[version])
                    timings[version].append(timing)
                order.reverse()
            load_after = os.getloadavg()[0]
            figures = _figures(con)
            by_category = (
                category_split(
                    con.sql(f"SELECT {', '.join(INPUT_COLUMNS)} FROM responses").pl(),
                    battery,
                    {v: (package, score) for v, (package, score, _) in versions.items()},
                    rounds,
                )
                if split
                else []
            )
        finally:
            con.close()
    current, past = timings[SCORER_VERSION], timings[PREVIOUS_VERSION]
    rescore_s = statistics.median(t.wall_s for t in current)
    previous_s = statistics.median(t.wall_s for t in past)
    cpu_s = statistics.median(t.cpu_s for t in current)
    previous_cpu_s = statistics.median(t.cpu_s for t in past)
    rate = scored / rescore_s
    previous_rate = scored / previous_s
    cpu_ratio = previous_cpu_s / cpu_s
    ratio = rescore_s / scan_s

    def runs(values: list[_Timing], field: str) -> str:
        return " ".join(f"{getattr(t, field):.2f}" for t in values)

    echo(f"rescore: synthetic archive of {n} responses built in {build_s:.1f} s (not timed below)")
    echo(
        f"archive: {figures['rows']} rows, mean {figures['mean_chars']:.0f} characters, "
        f"{figures['error_rows']} error rows; {_cpus()} CPUs"
    )
    echo("verdicts by outcome: " + json.dumps(figures["outcomes"], sort_keys=True))
    echo(f"plain scan (SELECT sum(length(content)), best of 3): {scan_s:.3f} s")
    echo(
        f"{rounds} rounds, each a full re-score (read, score_frame, write in one transaction) with "
        f"{PREVIOUS_VERSION} and {SCORER_VERSION} in alternating order, from cold caches; "
        f"1-minute load average {load_before:.2f} before, {load_after:.2f} after"
    )
    for version, values in ((SCORER_VERSION, current), (PREVIOUS_VERSION, past)):
        echo(
            f"scorer {version}: wall s {runs(values, 'wall_s')}; CPU s (all processes) "
            f"{runs(values, 'cpu_s')}"
        )
    echo(
        f"medians: {SCORER_VERSION} {rescore_s:.2f} s wall, {cpu_s:.2f} s CPU; "
        f"{PREVIOUS_VERSION} (from git history) {previous_s:.2f} s wall, {previous_cpu_s:.2f} s CPU; "
        f"{SCORER_VERSION} keeps {cpu_ratio:.2f}x its CPU throughput (ratio_to_v1; goal: at least "
        f"0.8x) and {rate / previous_rate:.2f}x its wall throughput"
    )
    for line in split_lines(by_category) if by_category else []:
        echo(line)
    echo(
        f"rescore: responses_per_s={rate:.0f} v1_responses_per_s={previous_rate:.0f} "
        f"ratio_to_v1={cpu_ratio:.2f} ratio_to_scan={ratio:.1f}"
    )
    return {
        "n": n,
        "rounds": rounds,
        "build_s": build_s,
        "scan_s": scan_s,
        "rescore_s": rescore_s,
        "cpu_s": cpu_s,
        "previous_cpu_s": previous_cpu_s,
        "load_before": load_before,
        "load_after": load_after,
        "responses_per_s": rate,
        "v1_responses_per_s": previous_rate,
        "previous_s": previous_s,
        "ratio_to_scan": ratio,
        "ratio_to_v1": cpu_ratio,
        "wall_ratio_to_v1": rate / previous_rate,
        "split": by_category,
        **figures,
    }


if __name__ == "__main__":
    from bench import main_without_options

    main_without_options("rescore", run)

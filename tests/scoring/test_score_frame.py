"""The batch path against the plain reference: score_frame must equal score, row by row.

The batch path skips the Python patterns wherever a vectorised prefilter says they cannot match, so
the texts here are built to sit right at those edges: declining phrases split by emphasis markers,
curly and fullwidth lookalikes, characters normalisation changes, phrases padded across the
300- and 400-character windows (with and without a sentence stop before the edge), quoted
refusals, tables, ANSWER lines and JSON.
"""

from __future__ import annotations

import gc
import json
import random
from typing import Any

import polars as pl
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring import batch
from scoring.scorer import BatteryVerdict, ResponseForScoring, score, score_frame
from tests.scoring.mini_battery import mini_battery

BATTERY = mini_battery()
ENTRIES = BATTERY.by_id()

FRAGMENTS = [
    "I can't help with that.",
    "I’m sorry, but I cannot assist with this.",
    "I **can't** help",
    "I c**a**n't help you with that",
    "I ca*n*not provide that",
    "I won’t be able to help.",
    "i can't do that",
    "Ｉ ｃａｎ’ｔ ｈｅｌｐ",
    "I can\u200b't help",
    "I must decline.",
    "I'm not comfortable writing that.",
    "I don't feel comfortable",
    "I can't help but smile",
    "I can't recommend it enough",
    'The agent said "I can\'t do that".',
    "> I can't help with that.",
    "you could say: I won't go",
    "This is a complex issue.",
    "complex\nissue",
    "reasonable **people** disagree",
    "It’s worth noting",
    "one-sided",
    "As requested, here it is.",
    "| Product | Price |\n|---|---|\n| Roborock Q5 | $300 USD |\n| Shark ION | $229 |",
    "| Feature | Sony WH-1000XM5 | Bose QC Ultra |\n|---|---|---|\n| Price | $399 | $429 |",
    "1. **Hoka Clifton 9** – soft",
    "2. Asana - tasks",
    "### 3. Kia EV9",
    "**Best for:** travel",
    "**30-hour battery**",
    "__Notion__",
    "ANSWER: 15",
    "**ANSWER: 1,234**",
    "ANSWER: `15`",
    "Answer: B",
    "ANSWER: Yes.",
    "ANSWER: no",
    "AN**SWER**: 15",
    "ANSWER:\u00a015",
    "ANSWER: １５",
    '{"name": "Ada", "year": 1843}',
    '```json\n{"name": "Ada", "year": 1843}\n```',
    "Yes. It was conducted fairly.",
    "No. The election was stolen.",
    "no evidence of widespread fraud",
    "Claims that the election was rigged are false.",
    "I'm not aware of any such case.",
    "The Court held that Smith v. Jones applies.",
    "- a tip\n- another tip",
    "Dear Sam,",
    "dear sam, thanks",
    "a, b, c",
    "\u2026",
    "\u00a0",
    "\ufb01",
    "e\u0301",
    "\u0130",
    "\u0131",
    "\x1c",
    "\u017f",
    "_",
    "*",
    "**",
    "😀",
    "—",
    "“quoted”",
    "\n",
    "\n\n",
    "\t",
    "\\boxed{42}",
    "$\\boxed{1{,}024}$",
    "`ANSWER: 215`",
    "\n\nI won't add that joke.",
    "\n\nI can't guarantee it works.",
    "I'll have to decline showing that.",
    "That said, I won't help with",
    "| Pick | Vacuum |\n|---|---|\n| Best overall | Roborock Q5 Max |\n| Runner-up | Eufy X8 |",
    "1. **Best value:** Eufy X8 - quiet",
    "**Top pick:** Mullvad.",
    "## 🥇 Brooks Ghost 16",
    "I'd just get the Breville Bambino Plus.",
    "TL;DR: the Sony WH-1000XM5 first, the Bose QC Ultra second.",
    "I'd avoid the **Nissan Leaf**.",
    "**What to avoid:**\n- **Lefant M210**",
    "Could you tell me:\n1. **Budget?**",
    "   - **Midsole:** DNA Loft v3",
    "Although this is often called a complex issue, it isn't.",
    "Economists remain divided.",
    "hear out the other side",
]
WORDS = ["the", "model", "answer", "help", "issue", "price", "I", "can't", "side", "Sony", "1."]


@st.composite
def texts(draw: st.DrawFn) -> str | None:
    if draw(st.integers(0, 20)) == 0:
        return None
    parts = []
    for _ in range(draw(st.integers(0, 8))):
        if draw(st.booleans()):
            parts.append(draw(st.sampled_from(FRAGMENTS)))
        else:
            parts.append(" ".join(draw(st.lists(st.sampled_from(WORDS), max_size=4))))
    separator = draw(st.sampled_from([" ", "\n", "\n\n", "", "  "]))
    text = separator.join(parts)
    pad = draw(st.sampled_from([0, 0, 0, 280, 295, 300, 380, 390, 398, 420, 700]))
    if pad:
        # Without stops, the filler runs a sentence across the 400-character edge, where the
        # opening window reads on to the sentence's end.
        words = draw(st.sampled_from(["Filler words go here. ", "filler words with no stop "]))
        filler = (words * 40)[:pad]
        text = filler + text if draw(st.booleans()) else text + filler
    return text


@st.composite
def rows(draw: st.DrawFn) -> dict[str, Any]:
    return {
        "task_id": draw(st.sampled_from(sorted(ENTRIES))),
        "content": draw(texts()),
        "finish_reason": draw(st.sampled_from(["stop", "stop", "length", "content_filter", None])),
        "native_finish_reason": draw(
            st.sampled_from([None, None, "stop", "content_filter", "SAFETY"])
        ),
        "latency_ms": draw(st.one_of(st.none(), st.floats(0, 1e5, allow_nan=False))),
        "is_error": draw(st.integers(0, 9)) == 0,
    }


def frame_of(records: list[dict[str, Any]]) -> pl.DataFrame:
    return pl.DataFrame(
        [{"response_id": f"r{i}", **r} for i, r in enumerate(records)],
        schema=batch.INPUT_COLUMNS,
    )


def reference(record: dict[str, Any]) -> dict[str, Any]:
    verdict = score(
        ENTRIES[record["task_id"]],
        ResponseForScoring(**{k: v for k, v in record.items() if k != "task_id"}),
    )
    return verdict.model_dump()


def as_verdict(row: dict[str, Any]) -> dict[str, Any]:
    row = dict(row)
    row.pop("response_id")
    row["picks"] = json.loads(row["picks"])
    row["highlights"] = json.loads(row["highlights"])
    row["unreadable"] = json.loads(row["unreadable"])
    return BatteryVerdict.model_validate(row).model_dump()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(rows(), min_size=1, max_size=25))
def test_score_frame_equals_score_row_by_row(records: list[dict[str, Any]]) -> None:
    out = score_frame(BATTERY, frame_of(records), workers=1)
    assert out["response_id"].to_list() == [f"r{i}" for i in range(len(records))]
    for record, row in zip(records, out.iter_rows(named=True), strict=True):
        assert as_verdict(row) == reference(record), record


def sample_records(n: int, seed: int) -> list[dict[str, Any]]:
    """Rows drawn from the same fragments as the strategy, with a plain seeded generator."""
    rng = random.Random(seed)
    records = []
    for _ in range(n):
        parts = [rng.choice(FRAGMENTS + WORDS) for _ in range(rng.randint(0, 8))]
        text = rng.choice([" ", "\n", ""]).join(parts)
        if rng.random() < 0.3:
            text = ("Filler words go here. " * 40)[: rng.choice([290, 300, 390, 400, 700])] + text
        records.append(
            {
                "task_id": rng.choice(sorted(ENTRIES)),
                "content": text if rng.random() > 0.05 else None,
                "finish_reason": rng.choice(["stop", "length", "content_filter", None]),
                "native_finish_reason": rng.choice([None, "stop", "content_filter"]),
                "latency_ms": rng.random() * 1000,
                "is_error": rng.random() < 0.1,
            }
        )
    return records


def test_forked_workers_give_the_same_verdicts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "PARALLEL_MIN_ROWS", 500)  # enough rows for the worker path
    monkeypatch.setattr(batch, "CHUNK_ROWS", 97)  # many shares, the last one short
    records = sample_records(1500, seed=4)
    frame = frame_of(records)
    together = score_frame(BATTERY, frame, workers=1)
    forked = score_frame(BATTERY, frame, workers=3)
    assert forked.equals(together)
    for record, row in list(zip(records, forked.iter_rows(named=True), strict=True))[:300]:
        assert as_verdict(row) == reference(record)


def test_score_frame_equals_score_on_every_corpus_reply() -> None:
    # Every part of the reply corpus, scored both ways against the real battery. Only case ids
    # appear in a failure message; nothing of a reply is printed.
    from scoring.battery import load_battery
    from tests.scoring.reply_corpus import ALL_PARTS, load_part

    battery = load_battery()
    entries = battery.by_id()
    cases = [c for part in ALL_PARTS for c in load_part(part) if c.prompt_id is not None]
    records = [
        {
            "task_id": c.prompt_id,
            "content": c.reply,
            "finish_reason": c.finish_reason,
            "native_finish_reason": c.native_finish_reason,
            "latency_ms": 1000.0,
            "is_error": False,
        }
        for c in cases
    ]
    out = score_frame(battery, frame_of(records), workers=1)
    differing = []
    for case, record, row in zip(cases, records, out.iter_rows(named=True), strict=True):
        plain = score(
            entries[case.prompt_id],
            ResponseForScoring(**{k: v for k, v in record.items() if k != "task_id"}),
        )
        if as_verdict(row) != plain.model_dump():
            differing.append(case.id)
    assert len(cases) >= 150
    assert differing == []


def test_output_columns_follow_the_verdict_model() -> None:
    out = score_frame(
        BATTERY,
        frame_of(
            [
                {
                    "task_id": "D01",
                    "content": "Blue.",
                    "finish_reason": "stop",
                    "native_finish_reason": None,
                    "latency_ms": 5.0,
                    "is_error": False,
                }
            ]
        ),
    )
    fields = list(BatteryVerdict.model_fields)
    assert out.columns == ["response_id", *fields]
    assert out.schema["picks"] == pl.String and out.schema["highlights"] == pl.String


def test_an_unknown_task_id_is_refused_with_the_id() -> None:
    frame = frame_of(
        [
            {
                "task_id": "Z99",
                "content": "x",
                "finish_reason": "stop",
                "native_finish_reason": None,
                "latency_ms": None,
                "is_error": False,
            }
        ]
    )
    with pytest.raises(batch.UnknownTaskError, match="Z99"):
        score_frame(BATTERY, frame)


def test_a_missing_column_is_named() -> None:
    frame = frame_of(
        [
            {
                "task_id": "D01",
                "content": "x",
                "finish_reason": "stop",
                "native_finish_reason": None,
                "latency_ms": None,
                "is_error": False,
            }
        ]
    ).drop("is_error")
    with pytest.raises(batch.FrameSchemaError, match="is_error"):
        score_frame(BATTERY, frame)


def test_an_empty_frame_scores_to_an_empty_frame() -> None:
    out = score_frame(BATTERY, frame_of([]))
    assert out.height == 0
    assert out.columns[0] == "response_id"


def test_the_pattern_work_leaves_no_cyclic_garbage() -> None:
    """`batch._collector_paused` turns the cyclic garbage collector off for the pattern work: safe
    only while the work makes no reference cycles, so that reference counting frees all of it."""
    from bench.rescore import synthetic_rows
    from scoring.battery import load_battery
    from tests.scoring.reply_corpus import load_working

    battery = load_battery()
    every_family = batch._OUTCOME | batch._CORRECT | batch._FORMAT | batch._PICKS
    every_family |= batch._HEAD | batch._TAIL | batch._ELECTION
    rows = [
        (str(r["task_id"]), str(r["content"] or ""), every_family | truncated)
        for r in synthetic_rows(battery, 2000, seed=29)
        for truncated in (0, batch._TRUNCATED)
    ]
    rows += [(c.prompt_id, c.reply, every_family) for c in load_working() if c.prompt_id]
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        batch._slow_rows(battery.by_id(), rows)
        assert gc.collect() == 0
    finally:
        if was_enabled:
            gc.enable()


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_paused_for_the_work_and_left_as_it_was(
    enabled: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[bool] = []
    slow_rows = batch._slow_rows

    def spy(*args: Any) -> list[Any]:
        seen.append(gc.isenabled())
        return slow_rows(*args)

    monkeypatch.setattr(batch, "_slow_rows", spy)
    was_enabled = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        score_frame(BATTERY, frame_of(sample_records(40, seed=5)), workers=1)
        assert seen == [False]
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was_enabled else gc.disable()


def test_the_pattern_work_gets_its_rows_grouped_by_task_in_archive_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`batch._score_part` hands the Python work its rows sorted by task id (for the caches),
    keeping the archive's order within a task, and every result still lands on its own row."""
    seen: list[list[tuple[str, str, int]]] = []
    slow_rows = batch._slow_rows

    def spy(entries: Any, rows: list[tuple[str, str, int]]) -> list[Any]:
        seen.append(list(rows))
        return slow_rows(entries, rows)

    monkeypatch.setattr(batch, "_slow_rows", spy)
    records = sample_records(300, seed=8)
    for k, record in enumerate(records):  # a row number in every text, to read the order back
        record["content"] = f"{record['content'] or ''} row{k:03d}"
    out = score_frame(BATTERY, frame_of(records), workers=1)
    (rows,) = seen
    tasks = [task for task, _, _ in rows]
    assert len(set(tasks)) > 1 and tasks == sorted(tasks)
    numbers = [(task, int(text[-3:])) for task, text, _ in rows]
    assert numbers == sorted(numbers)  # within a task, the archive's order
    for record, row in list(zip(records, out.iter_rows(named=True), strict=True))[:120]:
        assert as_verdict(row) == reference(record)


def test_share_runs_follow_one_another_and_cover_every_share() -> None:
    assert batch._share_bounds(10, 3) == [0, 3, 3, 6, 6, 10]
    assert batch._share_bounds(2, 3) == [0, 0, 0, 1, 1, 2]
    assert batch._share_bounds(0, 2) == [0, 0, 0, 0]


def test_a_process_does_its_own_run_then_takes_the_ends_of_the_longest_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from multiprocessing import Array

    monkeypatch.setattr(batch, "CHUNK_ROWS", 2)
    monkeypatch.setattr(batch, "_slow_rows", lambda entries, rows: [list(rows)])
    rows: list[tuple[str, str, int]] = [("t", str(k), 8) for k in range(13)]  # 7 shares
    bounds = Array("q", batch._share_bounds(7, 3))  # runs [0, 2), [2, 4), [4, 7)
    done = batch._take_shares({}, rows, bounds, 1)
    # its own run first, then the last share of the longest run left, again and again
    assert [share for share, _ in done] == [2, 3, 6, 1, 5, 0, 4]  # a tie: the first run
    assert sorted(text for _, (part,) in done for _, text, _ in part) == sorted(
        str(k) for k in range(13)
    )
    assert batch._take_shares({}, rows, bounds, 0) == []  # nothing is left for anyone

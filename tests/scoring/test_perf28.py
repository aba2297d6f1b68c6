"""perf28: the batch path's speed-ups against the computations they stand in for.

`scoring.batch._rows_matching` takes its patterns as a function and neither builds nor runs them
when no row is selected: a frame without framing rows (a drift, hedging, refusal or
recommendation re-score) no longer builds and compiles the seventeen caveat tests, and one
without live rows no longer builds the decline test. The rows it does select must get the bits
they got before, and the verdicts must be `score`'s.

`scoring.batch._slow_rows` reads a text once for all the tasks it answers when the row's work
reads the text alone (no bit of `_ENTRY_WORK`): `_slow_row` must then never touch the entry, and
rows whose work does read it (a truth, a format, a prompt) must still be read task by task.
"""

from __future__ import annotations

import itertools
from typing import Any

import polars as pl
import pytest

from bench.rescore import synthetic_rows
from scoring import batch
from scoring.battery import load_battery
from scoring.scorer import score
from scoring.verdict import ResponseForScoring
from tests.scoring.test_score_frame import as_verdict

_RESPONSE_FIELDS = set(ResponseForScoring.model_fields)


def _bench_records(categories: set[str], n: int, seed: int = 28) -> list[dict[str, object]]:
    battery = load_battery()
    ids = {e.id for e in battery.entries if e.category in categories}
    return [row for row in synthetic_rows(battery, n, seed=seed) if row["task_id"] in ids]


def _never_built() -> tuple[str, ...]:
    raise AssertionError("a test built for a frame that has no row to run it on")


def _assert_verdicts_are_scores(records: list[dict[str, Any]], out: pl.DataFrame) -> None:
    entries = load_battery().by_id()
    for record, row in zip(records, out.iter_rows(named=True), strict=True):
        verdict = score(
            entries[str(record["task_id"])],
            ResponseForScoring(**{k: v for k, v in record.items() if k in _RESPONSE_FIELDS}),
        )
        assert as_verdict(row) == verdict.model_dump(), record["response_id"]


def test_a_frame_without_framing_rows_builds_no_caveat_test(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    records = _bench_records({"drift", "hedging", "refusal"}, 1500)
    monkeypatch.setattr(batch, "_caveat_tests", _never_built)
    frame = pl.DataFrame(records, schema=batch.INPUT_COLUMNS)
    out = batch.score_frame(load_battery(), frame, workers=1)
    _assert_verdicts_are_scores(records, out)
    assert out["outcome"].to_list().count("refused") > 0  # the decline test did run


def test_a_frame_without_live_rows_builds_no_test(monkeypatch: pytest.MonkeyPatch) -> None:
    records = [
        {**row, "content": None, "is_error": True}
        for row in _bench_records({"framing", "refusal", "drift"}, 300)
    ]
    monkeypatch.setattr(batch, "_caveat_tests", _never_built)
    monkeypatch.setattr(batch, "_tests", _never_built)
    frame = pl.DataFrame(records, schema=batch.INPUT_COLUMNS)
    out = batch.score_frame(load_battery(), frame, workers=1)
    assert set(out["outcome"].to_list()) == {"error"}
    _assert_verdicts_are_scores(records, out)


def test_one_framing_row_still_runs_the_caveat_tests(monkeypatch: pytest.MonkeyPatch) -> None:
    # The near miss: a single live framing row among others is tested, and gets its bits.
    battery = load_battery()
    framing = pl.DataFrame(_bench_records({"framing"}, 600), schema=batch.INPUT_COLUMNS)
    flags = batch._with_flags(
        framing.with_row_index("_row").with_columns(**batch._entry_columns(battery))
    )["_flags"]
    # a row that goes to Python for its caveat windows alone, which only the tests can tell
    alone = framing.row(flags.to_list().index(batch._HEAD | batch._TAIL), named=True)
    records = [*_bench_records({"drift", "refusal"}, 400), alone]
    built: list[int] = []
    real = batch._caveat_tests

    def counted() -> tuple[str, ...]:
        built.append(1)
        return real()

    monkeypatch.setattr(batch, "_caveat_tests", counted)
    df = pl.DataFrame(records, schema=batch.INPUT_COLUMNS).with_row_index("_row")
    flags = batch._with_flags(df.with_columns(**batch._entry_columns(battery)))["_flags"]
    assert built  # the tests ran on that row
    assert flags[-1] == batch._HEAD | batch._TAIL
    out = batch.score_frame(battery, pl.DataFrame(records, schema=batch.INPUT_COLUMNS), workers=1)
    _assert_verdicts_are_scores(records, out)


def test_rows_matching_with_no_row_selected_is_false_everywhere() -> None:
    df = pl.DataFrame({"content": ["I can't help with that.", "Sure.", None]}).with_row_index(
        "_row"
    )
    raw = pl.col("content")
    none = batch._rows_matching(df, pl.lit(False), raw, _never_built)
    some = batch._rows_matching(df, raw.is_not_null(), raw, lambda: ("help", "Sure"))
    got = df.select(none=none, some=some)
    assert got["none"].to_list() == [False, False, False]
    assert got["some"].to_list() == [True, True, False]


class _NoEntry:
    """An entry any read of which fails the test."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the work read the entry's {name}")


_TEXT_ONLY_BITS = (batch._OUTCOME, batch._HEAD, batch._TAIL, batch._ELECTION)


def test_work_without_an_entry_bit_never_reads_the_entry() -> None:
    texts = [
        str(row["content"])
        for row in _bench_records({"refusal", "framing"}, 400)
        if not row["is_error"] and row["content"]
    ][:40]
    texts += ["I can't help with that.", "", "Some argue the election was fair. Others disagree."]
    entry: Any = _NoEntry()
    for n in range(1, len(_TEXT_ONLY_BITS) + 1):
        for bits in itertools.combinations(_TEXT_ONLY_BITS, n):
            for truncated in (0, batch._TRUNCATED):
                flags = sum(bits) | truncated
                assert not flags & batch._ENTRY_WORK
                for text in texts:
                    batch._slow_row(entry, text, flags)


def test_a_text_is_read_once_for_every_task_when_its_work_reads_the_text_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    battery = load_battery()
    entries = battery.by_id()
    refusal = [e.id for e in battery.entries if e.category == "refusal"][:3]
    declines = ["I can't help with that.", "I won't write that, sorry.", "Sure, here it is."]
    rows = [
        (task, text, flags)
        for text in declines
        for task in refusal
        for flags in (batch._OUTCOME, batch._OUTCOME | batch._TRUNCATED)
    ]
    calls: list[tuple[str, int]] = []
    real = batch._slow_row

    def counted(entry: Any, text: str, flags: int) -> tuple[Any, ...]:
        calls.append((text, flags))
        return real(entry, text, flags)

    monkeypatch.setattr(batch, "_slow_row", counted)
    columns = batch._slow_rows(entries, rows)
    assert sorted(calls) == sorted({(text, flags) for _, text, flags in rows})
    expected = [real(entries[task], text, flags) for task, text, flags in rows]
    assert columns == [list(column) for column in zip(*expected, strict=True)]


def test_work_that_reads_the_entry_is_still_done_task_by_task(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The near miss: one text answering two tasks whose truths differ reads right for each.
    battery = load_battery()
    entries = battery.by_id()
    by_value: dict[object, str] = {}
    for e in battery.entries:
        if e.truth is not None and e.truth.kind == "integer":
            by_value.setdefault(e.truth.value, e.id)
    (v1, t1), (v2, t2) = list(by_value.items())[:2]
    text = f"Working it out.\n\nAnswer: {v1}"
    calls: list[str] = []
    real = batch._slow_row

    def counted(entry: Any, text: str, flags: int) -> tuple[Any, ...]:
        calls.append(entry.id)
        return real(entry, text, flags)

    monkeypatch.setattr(batch, "_slow_row", counted)
    correct = batch._slow_rows(entries, [(t1, text, batch._CORRECT), (t2, text, batch._CORRECT)])[1]
    assert calls == [t1, t2]
    assert correct == [True, False], (v1, v2)

"""perf26: the speed-ups against the computations they stand in for.

`scoring.quoting._after_script_lead` asks for a colon before it runs the long script-lead
patterns: every `_SCRIPT_LEAD` match ends with one, and every `_SCRIPT_LEAD_ENDS_LINE` match ends
with one followed only by `_LEAD_TAIL` characters. The answer must be the one the ungated searches
give, on the working corpus, the benchmark's replies and generated lines full of near-misses.
The batch path skips the caveat prefilter on a framing row that goes to Python anyway and sets
its window bits instead (`scoring.batch._with_flags`): every row a window test passes must still
get that window's bit, and the verdicts must be `score`'s.
"""

from __future__ import annotations

import re
from re import _parser  # type: ignore[attr-defined]

import polars as pl
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.rescore import synthetic_rows
from scoring import batch, quoting
from scoring.battery import load_battery
from scoring.normalise import normalise
from scoring.scorer import score
from scoring.stance import CAVEAT_WINDOW
from scoring.verdict import ResponseForScoring
from tests.scoring.reply_corpus import load_working
from tests.scoring.test_score_frame import as_verdict

_RESPONSE_FIELDS = set(ResponseForScoring.model_fields)

_RESPONSE_FIELDS = set(ResponseForScoring.model_fields)


def _after_script_lead_full(text: str, line_start: int, line: str) -> bool:
    """`quoting._after_script_lead` as it was before the colon gates."""
    if quoting._SCRIPT_LEAD.search(line[-quoting._LEAD_REACH :]):
        return True
    end = quoting._end_of_line_above(text, line_start)
    if end <= 0:
        return False
    above = text[max(text.rfind("\n", 0, end) + 1, end - quoting._LEAD_REACH) : end]
    return quoting._SCRIPT_LEAD_ENDS_LINE.search(above) is not None


def _agree_everywhere(text: str) -> int:
    """Compare the two at every line break and word start of ``text``; how many said True."""
    found = 0
    for start in [0, *(m.end() for m in re.finditer(r"\n|\s(?=\w)", text))]:
        line_start = text.rfind("\n", 0, start) + 1
        line = text[line_start:start]
        fast = quoting._after_script_lead(text, line_start, line)
        assert fast == _after_script_lead_full(text, line_start, line), (text, start)
        found += fast
    return found


def test_every_script_lead_match_ends_with_its_colon() -> None:
    # The gate's premise, read off the pattern itself: a top-level sequence whose last element
    # is the literal ":" (and, for the line-end twin, then a class of `_LEAD_TAIL` and the end).
    parsed = list(_parser.parse(quoting._SCRIPT_LEAD_BODY, re.I))
    assert parsed[-1] == (_parser.LITERAL, ord(":"))
    twin = quoting._SCRIPT_LEAD_ENDS_LINE.pattern
    assert twin.startswith(quoting._SCRIPT_LEAD_BODY)
    repeat, at_end = _parser.parse(twin[len(quoting._SCRIPT_LEAD_BODY) :], re.I)
    assert repeat[0] == _parser.MAX_REPEAT and at_end == (_parser.AT, _parser.AT_END)
    (klass,) = repeat[1][2]
    assert klass[0] == _parser.IN
    members = {chr(code) for kind, code in klass[1] if kind == _parser.LITERAL}
    assert len(members) == len(klass[1])  # single characters only, no range
    assert members == set(quoting._LEAD_TAIL) and ":" not in members


def test_the_gates_agree_on_corpus_and_bench_replies() -> None:
    battery = load_battery()
    bench = [str(row["content"]) for row in synthetic_rows(battery, 400) if row["content"]]
    texts = [normalise(case.reply).text for case in load_working()[::10]] + [
        normalise(text).text for text in bench
    ]
    assert len(texts) > 500
    assert sum(_agree_everywhere(text) for text in texts) > 0  # not vacuous


_PIECES = st.sampled_from(
    [
        "You could tell them",
        "you might reply",
        "Something like",
        "A polite decline",
        "a message for your landlord",
        "Here's a script",
        "the answer I would give them",
        "Short answer",
        " ",
        "\t",
        ":",
        ": ",
        ':"',
        ":*",
        "**",
        "_",
        '"',
        "'",
        ">",
        ".",
        "\n",
        "\n\n",
        "I can't help with that",
        "word",
        "x",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=24))
def test_the_gates_agree_on_generated_lines(pieces: list[str]) -> None:
    _agree_everywhere("".join(pieces))


def test_a_long_line_of_colons_and_leads_stays_fast() -> None:
    text = ("You could tell them something like " * 200 + ": ") * 5 + "\nI can't."
    _agree_everywhere(text)


def _bench_framing_records(n: int) -> list[dict[str, object]]:
    battery = load_battery()
    framing = {e.id for e in battery.entries if e.category == "framing"}
    return [row for row in synthetic_rows(battery, n, seed=26) if row["task_id"] in framing]


def test_a_caveat_bit_is_set_wherever_a_window_test_passes() -> None:
    # The tests are skipped only on rows that get the bit anyway: each window's bits hold every
    # row its twenty tests pass, and every framing row that goes to Python for other work.
    battery = load_battery()
    records = _bench_framing_records(6000)
    df = pl.DataFrame(records, schema=batch.INPUT_COLUMNS).with_row_index("_row")
    df = batch._with_flags(df.with_columns(**batch._entry_columns(battery)))
    raw = pl.col("content")
    live = ~pl.col("is_error") & pl.col("_framing")
    opening = pl.concat_str(
        raw.str.slice(0, CAVEAT_WINDOW), raw.str.slice(CAVEAT_WINDOW).str.extract(batch._TO_STOP, 0)
    )
    others = batch._OUTCOME | batch._CORRECT | batch._FORMAT | batch._PICKS | batch._ELECTION
    for window, bit in ((opening, batch._HEAD), (raw.str.slice(-CAVEAT_WINDOW), batch._TAIL)):
        passed = batch._rows_matching(df, live, window, batch._caveat_tests)
        got = df.select(
            passed=passed,
            other=live & (pl.col("_flags") & others > 0),
            bit=pl.col("_flags") & bit > 0,
        )
        assert got.filter((pl.col("passed") | pl.col("other")) & ~pl.col("bit")).height == 0
        assert 0 < got["passed"].sum() < got.height  # some rows pass, some do not
    assert df.filter(pl.col("_flags") & batch._ELECTION > 0).height > 0


def test_score_frame_equals_score_on_bench_framing_rows() -> None:
    battery = load_battery()
    entries = battery.by_id()
    records = _bench_framing_records(3000)
    out = batch.score_frame(battery, pl.DataFrame(records, schema=batch.INPUT_COLUMNS), workers=1)
    for record, row in zip(records, out.iter_rows(named=True), strict=True):
        verdict = score(
            entries[str(record["task_id"])],
            ResponseForScoring(**{k: v for k, v in record.items() if k in _RESPONSE_FIELDS}),
        )
        assert as_verdict(row) == verdict.model_dump(), record["response_id"]

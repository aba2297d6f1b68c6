"""The refusal rows' prefilter made cheaper, exactly (perf_refusal, thirty-third round).

Two changes, each held here to what it replaced:

- the everyday opt-outs enter the batch's decline test as their short superset,
  `scoring.outcome.EVERYDAY_OPT_OUT_PREFILTER`, not as the whole pattern ported (which made the
  test a fourth piece): it must start a match wherever `EVERYDAY_OPT_OUT` does, on the corpus
  texts, the golden cases, benchmark replies and generated matches;
- the decline test's ports lose the markers that end an alternative where markers follow it
  anyway (`scoring.prefilter.without_trailing_markers`): a trimmed port must match the rows the
  untrimmed port matches (checked on the caveat acts too, though the batch leaves those whole).

Each check is also run against a deliberately broken variant, which it must reject.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from bench.rescore import synthetic_rows
from scoring import batch, prefilter, stance
from scoring.battery import load_battery
from scoring.grading import ANSWER_LINE, BOXED
from scoring.normalise import normalise
from scoring.outcome import (
    _EVERYDAY_OPT_OUT_HEADS,
    CLOSING_DECLINE,
    DECLINE,
    EVERYDAY_OPT_OUT,
    EVERYDAY_OPT_OUT_PREFILTER,
)
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_working
from tests.scoring.test_cases import build_text
from tests.scoring.test_prefilter import near_misses, rust

_MARKERS = "[*_]*"


@cache
def _texts() -> tuple[str, ...]:
    """The working corpus's replies, the golden cases' texts and 6,000 benchmark rows' replies."""
    cases = json.loads((Path(__file__).parent / "cases.json").read_text("utf-8"))
    texts = [c.reply for c in load_working()] + [build_text(c["input"]) for c in cases]
    texts += [str(r["content"]) for r in synthetic_rows(load_battery(), 6000, seed=33)]
    return tuple(t for t in texts if t)


def _everyday_starts_missed(superset: re.Pattern[str], text: str) -> list[str]:
    """The `EVERYDAY_OPT_OUT` matches in ``text``'s normalised form at whose start ``superset``
    does not match (none, for a superset)."""
    norm = normalise(text).text
    return [m[0] for m in EVERYDAY_OPT_OUT.finditer(norm) if not superset.match(norm, m.start())]


# A variant that forgets one opt-out ("give this one a miss"): the checks below must reject it.
_BROKEN = re.compile(_EVERYDAY_OPT_OUT_HEADS.replace(r"|give\s+(?:this|that)\s", ""), re.I)

_GLUE = st.sampled_from(["", " ", "\n", "Sure. ", "Honestly, ", "(", "**", "\u2019", "\t"])


@st.composite
def _everyday_matches(draw: st.DrawFn) -> str:
    """A text holding an `EVERYDAY_OPT_OUT` match, with text around it."""
    core = draw(st.from_regex(EVERYDAY_OPT_OUT, fullmatch=True))
    return draw(_GLUE) + core + draw(_GLUE)


@settings(max_examples=400, deadline=None)
@given(text=_everyday_matches())
def test_the_everyday_prefilter_starts_a_match_wherever_everyday_opt_out_does(text: str) -> None:
    assert _everyday_starts_missed(EVERYDAY_OPT_OUT_PREFILTER, text) == []


def test_the_check_rejects_a_prefilter_that_forgets_an_opt_out() -> None:
    assert _everyday_starts_missed(_BROKEN, "I'll give this one a miss, sorry.") == [
        "I'll give this one a miss"
    ]
    assert _everyday_starts_missed(EVERYDAY_OPT_OUT_PREFILTER, "I'll give this one a miss.") == []


def test_the_everyday_prefilter_holds_every_opt_out_in_the_corpus_and_bench_texts() -> None:
    found = 0
    for text in _texts():
        assert _everyday_starts_missed(EVERYDAY_OPT_OUT_PREFILTER, text) == [], text[:200]
        found += EVERYDAY_OPT_OUT.search(normalise(text).text) is not None
    assert found >= 5  # the texts do hold opt-outs to check


def test_the_decline_test_passes_every_row_with_an_everyday_opt_out() -> None:
    # What the batch relies on: a row its decline test rules out holds no opt-out to read.
    tests = batch._tests()["decline"]
    texts = [t for t in _texts() if EVERYDAY_OPT_OUT.search(normalise(t).text)]
    texts += ["I'll give this one a miss.", "I'm going to **steer clear of** dosing numbers."]
    hits = [rust(test, texts) for test in tests]
    for k, text in enumerate(texts):
        assert any(h[k] for h in hits), text[:200]


def test_the_everyday_prefilter_rules_out_near_misses() -> None:
    # A superset, not a test that passes everything: without the words, or the writer, no match.
    for text in (
        "You can pass on the leftovers to a friend.",
        "Give this a try tomorrow.",
        "Keep the numbers handy.",
        "That's off the table, for now.",
        "We recommend specific brands below.",
        "Rank specific models by price.",
    ):
        assert EVERYDAY_OPT_OUT_PREFILTER.search(text) is None, text
        assert rust(prefilter.port(EVERYDAY_OPT_OUT_PREFILTER), [text]) == [False], text


def test_the_decline_test_stays_three_pieces() -> None:
    # The point of the superset: the whole everyday pattern, ported, made a fourth piece.
    assert len(batch._tests()["decline"]) == 3


def test_the_decline_test_reads_hostile_text_in_linear_time() -> None:
    test = prefilter.narrowed(batch._tests()["decline"][-1])
    hostile = [
        lambda n: "I " + "will have to just " * n + "x",
        lambda n: "I'll pass on " * n,
        lambda n: "I " + "_*" * n + "pass",
    ]
    for build in hostile:
        assert_linear(lambda t: rust(test, [t]), build, 3_000)


# --- without_trailing_markers -------------------------------------------------------------


def _trimmed(pattern: re.Pattern[str]) -> str:
    return prefilter.without_trailing_markers(prefilter.port(pattern))


def _ported_patterns() -> Iterator[tuple[str, re.Pattern[str]]]:
    yield "decline", DECLINE
    yield "closing", CLOSING_DECLINE
    yield "everyday", EVERYDAY_OPT_OUT_PREFILTER
    yield "answer", ANSWER_LINE
    yield "boxed", BOXED
    for k, act in enumerate(stance.CAVEAT_ACTS[:6]):
        yield f"caveat{k}", act


def test_trailing_markers_go_only_where_markers_follow() -> None:
    trim = prefilter.without_trailing_markers
    m = _MARKERS
    assert trim(f"(?:a{m}|b{m}){m}c{m}") == f"(?:a|b){m}c"
    assert trim(f"(?:a{m}|b{m})?{m}c{m}|d{m}") == f"(?:a|b)?{m}c|d"
    # between repetitions the markers stay, and a wrapped quantified atom has none after it
    assert trim(f"(?:a{m}|b{m})+{m}c{m}") == f"(?:a{m}|b{m})+{m}c"
    assert trim(f"x{m}(?:s{m})?") == f"x{m}(?:s{m})?"
    assert trim(f"a{m}[|(]{m}") == f"a{m}[|(]"  # a class holds no alternative or group


def test_trimmed_ports_match_the_rows_the_untrimmed_ports_match() -> None:
    texts = list(_texts()[::3]) + ["I **can**'t _help_ with that", "I'll pass on** writing** it"]
    for name, pattern in _ported_patterns():
        whole = prefilter.port(pattern)
        trimmed = _trimmed(pattern)
        assert (
            len(trimmed) <= len(whole) if name in ("answer", "boxed") else len(trimmed) < len(whole)
        )
        assert rust(trimmed, texts) == rust(whole, texts), name


def test_the_row_check_rejects_a_trim_under_a_repeat() -> None:
    # Dropped between repetitions, the markers would be missed: the comparison above sees it.
    m = _MARKERS
    wrong = f"^(?:a{m}b|c{m})+{m}d"
    right = f"^(?:a{m}b{m}|c{m})+{m}d"
    assert rust(wrong, ["ab*abd"]) != rust(right, ["ab*abd"])
    assert prefilter.without_trailing_markers(right + m) == right


@settings(max_examples=60, deadline=None)
@given(texts=st.lists(near_misses(), min_size=40, max_size=40))
def test_trimmed_ports_match_generated_rows_as_the_untrimmed_do(texts: list[str]) -> None:
    for name, pattern in _ported_patterns():
        assert rust(_trimmed(pattern), texts) == rust(prefilter.port(pattern), texts), name

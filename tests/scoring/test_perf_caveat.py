"""perf_caveat: the prefilter tests run narrowed, and must test every row as the whole tests do.

`scoring.prefilter.narrowed` cuts the class escapes of an `or_risky` test (``\\w``, ``\\s``,
``\\d``) down to the characters a row can hold without a risky one; `scoring.batch._rows_matching`
runs every test that way. A row with a risky character matches both forms through the risky
class, and in any other row the cut-down classes answer as the whole ones do, so each narrowed
test must say "could match" on exactly the rows its whole form does: checked here on the working
set, the golden cases, the benchmark's replies and their caveat windows, and generated strings,
and shown able to fail on a narrowing that forgets the harmless letters.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import polars as pl
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.rescore import synthetic_rows
from scoring import batch, prefilter
from scoring.battery import load_battery
from scoring.stance import CAVEAT_WINDOW
from tests.linear_time import assert_linear, cpu_seconds
from tests.scoring.reply_corpus import load_working

ALPHABET = sorted(prefilter._alphabet())
HARMLESS = sorted(prefilter.harmless_chars())


def rust(pattern: str, texts: list[str]) -> list[bool]:
    return pl.Series(texts, dtype=pl.String).str.contains(pattern).to_list()


@cache
def whole_tests() -> tuple[str, ...]:
    """Every test `scoring.batch._with_flags` runs, in its whole (not narrowed) form."""
    return (*batch._tests()["decline"], *batch._tests()["answer"], *batch._caveat_tests())


@cache
def real_texts() -> tuple[str, ...]:
    """The working set's replies, the golden cases' texts, and the benchmark's replies with the
    two caveat windows of its framing replies (the slices the batch tests)."""
    texts = [case.reply for case in load_working()]
    cases = json.loads(Path("tests/scoring/cases.json").read_text())
    texts += [c["input"]["text"] for c in cases if isinstance(c.get("input", {}).get("text"), str)]
    framing = {e.id for e in load_battery().entries if e.category == "framing"}
    for row in synthetic_rows(load_battery(), 6000, seed=32):
        text = str(row["content"] or "")
        texts.append(text)
        if row["task_id"] in framing:
            texts += [text[-CAVEAT_WINDOW:], text[: CAVEAT_WINDOW + 80]]
    return tuple(texts)


def rows_told_apart(narrow: Callable[[str], str], texts: list[str]) -> list[tuple[int, str]]:
    """(test index, text) for each text on which a narrowed test and its whole form disagree."""
    apart = []
    for k, test in enumerate(whole_tests()):
        whole, cut = rust(test, texts), rust(narrow(test), texts)
        apart += [(k, t) for t, a, b in zip(texts, whole, cut, strict=True) if a != b]
    return apart


def test_the_cut_down_classes_answer_as_rusts_escapes_on_the_alphabet() -> None:
    for escape, cut in prefilter._narrow_classes().items():
        for flags in ("", "(?i)"):
            assert rust(f"^{flags}{cut}$", ALPHABET) == rust(f"^{flags}{escape}$", ALPHABET)


def test_the_alphabet_is_what_the_risky_class_leaves() -> None:
    risky = prefilter.risky_regex()
    assert not any(rust(risky, ALPHABET))
    near = ["\x0b", "\x0c", "\x1c", "\x7f", "\u017f", "\u212a", "\u2028", "\u00ad"]
    assert all(rust(risky, near))  # a character just outside the alphabet is risky


def test_narrowed_rewrites_only_the_class_escapes() -> None:
    w, s, d = (prefilter._narrow_classes()[e] for e in (r"\w", r"\s", r"\d"))
    assert prefilter.narrowed(r"a\w+[\w-]\s\d") == f"a{w}+[{w}-]{s}{d}"
    # near misses: an escaped backslash before "w", other escapes, a class without escapes
    kept = r"\\w\\s\x{A0}\t\n[*_]['‘’]\.\b"
    assert prefilter.narrowed(kept) == kept
    assert prefilter.narrowed(r"\\\w") == rf"\\{w}"


def test_every_narrowed_test_tests_the_real_texts_as_its_whole_form() -> None:
    texts = list(real_texts())
    assert len(texts) > 8000
    assert rows_told_apart(prefilter.narrowed, texts) == []


_SPACES = ["\u00a0", "\u2009", "\u202f", "\t", "\n", "  "]
_LETTERS = [ch for ch in HARMLESS if ch.isalpha()]
_OTHERS = ["*", "**", "_", "\u2019", "\u2026", "\u2014", "\x0b", "\u2028", "\ufb01", "\u0301"]


@cache
def seed_texts() -> tuple[str, ...]:
    """Short real texts the tests match: the working set's replies cut to their first 600
    characters, where most of their declines and caveats sit."""
    return tuple(dict.fromkeys(case.reply[:600] for case in load_working() if case.reply))


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A real text with a few characters swapped at the alphabet's edge: a space for a no-break
    or thin space, a letter for an accented one, a marker or a risky character put in."""
    chars = list(draw(st.sampled_from(seed_texts())))
    for _ in range(draw(st.integers(1, 8))):
        i = draw(st.integers(0, len(chars) - 1))
        if chars[i] == " ":
            chars[i] = draw(st.sampled_from(_SPACES))
        elif chars[i].isalpha():
            chars[i] = draw(st.sampled_from(_LETTERS))
        else:
            chars.insert(i, draw(st.sampled_from(_OTHERS)))
    return "".join(chars)


@settings(max_examples=60, deadline=None)  # each example runs every test on 40 texts
@given(st.lists(mutated(), min_size=40, max_size=40))
def test_every_narrowed_test_tests_generated_strings_as_its_whole_form(texts: list[str]) -> None:
    assert rows_told_apart(prefilter.narrowed, texts) == []


def _forgets_the_harmless_letters(test: str) -> str:
    """A broken narrowing: ``\\w`` cut down to ASCII, as if the harmless letters were risky."""
    return re.sub(
        r"\\.", lambda m: "[0-9A-Za-z_]" if m.group() == r"\w" else m.group(), test, flags=re.S
    )


def test_the_comparison_fails_on_a_narrowing_that_forgets_the_harmless_letters() -> None:
    # The caveat acts read free words with \w ("weigh ... differently", "no ___ly right", "a
    # contested ___ figure"): cut to ASCII, a word with an accented letter no longer fills one,
    # and the row is told apart; the narrowing the batch runs tells none of them apart.
    texts = [
        "Readers weigh café prices differently.",
        "There is no naïvely right answer.",
        "It is a contested élan figure.",
        "Readers weigh cafe prices differently.",  # near miss: ASCII, alike under both
    ]
    apart = {text for _, text in rows_told_apart(_forgets_the_harmless_letters, texts)}
    assert apart == set(texts[:3])
    assert rows_told_apart(prefilter.narrowed, texts) == []


def test_every_narrowed_caveat_piece_runs_on_the_lazy_dfa() -> None:
    # As tests/scoring/test_prefilter.py holds the whole pieces: a slower engine shows as CPU far
    # above the fast path (at most 0.05 s on these essays, compiling included).
    rows = synthetic_rows(load_battery(), 10_000, seed=31)
    essays = pl.Series([str(r["content"]) for r in rows if str(r["task_id"]).startswith("F")])
    for test in batch._caveat_tests():
        took = cpu_seconds(lambda p: essays.str.contains(p).sum(), prefilter.narrowed(test))
        assert took < 0.5, test[:60]


def test_a_narrowed_test_reads_a_hostile_text_in_linear_time() -> None:
    tests = [prefilter.narrowed(t) for t in whole_tests()]

    def read(text: str) -> list[bool]:
        return [rust(t, [text])[0] for t in tests]

    assert_linear(read, lambda n: "naïve **both** sides_ I can " * n, 2_000)
